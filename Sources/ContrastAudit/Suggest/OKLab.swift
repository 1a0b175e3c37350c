import Foundation

/// A color in Björn Ottosson's OKLab space: perceptual lightness `L` (0 black … 1 white) and the
/// opponent axes `a` (green–red) and `b` (blue–yellow).
///
/// Built from linear sRGB with Ottosson's published matrices (bottosson.github.io/posts/oklab).
/// The inverse matrices are the exact numerical inverses of the forward ones, so a round trip
/// sRGB → OKLab → sRGB returns the input to about 1e-15 rather than to the ten digits the
/// published inverse carries. Extended (out-of-gamut) values go through a signed cube root.
public struct OKLab: Hashable, Sendable {
  public var L: Double
  public var a: Double
  public var b: Double

  public init(L: Double, a: Double, b: Double) {
    self.L = L
    self.a = a
    self.b = b
  }

  /// Linear-light sRGB to OKLab.
  public init(linearRed r: Double, green g: Double, blue b: Double) {
    let lms = OKLabMatrices.multiply(OKLabMatrices.linearSRGBToLMS, (r, g, b))
    let cube = (cbrt(lms.0), cbrt(lms.1), cbrt(lms.2))
    let lab = OKLabMatrices.multiply(OKLabMatrices.lmsToLab, cube)
    self.init(L: lab.0, a: lab.1, b: lab.2)
  }

  /// A gamma-encoded (extended) sRGB color to OKLab; alpha is ignored.
  public init(_ color: RGBA) {
    self.init(
      linearRed: SRGBTransfer.decode(color.red), green: SRGBTransfer.decode(color.green),
      blue: SRGBTransfer.decode(color.blue))
  }

  /// The color as linear-light sRGB, possibly outside 0...1.
  public var linearSRGB: (red: Double, green: Double, blue: Double) {
    let cube = OKLabMatrices.multiply(OKLabMatrices.labToLMS, (L, a, b))
    let lms = (cube.0 * cube.0 * cube.0, cube.1 * cube.1 * cube.1, cube.2 * cube.2 * cube.2)
    let rgb = OKLabMatrices.multiply(OKLabMatrices.lmsToLinearSRGB, lms)
    return (rgb.0, rgb.1, rgb.2)
  }

  /// The color as gamma-encoded extended sRGB with the given alpha, unclipped.
  public func rgba(alpha: Double = 1) -> RGBA {
    let linear = linearSRGB
    return RGBA(
      red: SRGBTransfer.encode(linear.red), green: SRGBTransfer.encode(linear.green),
      blue: SRGBTransfer.encode(linear.blue), alpha: alpha)
  }

  /// The polar form: lightness, chroma and hue.
  public var lch: OKLCH {
    let chroma = (a * a + b * b).squareRoot()
    var hue = atan2(b, a) * 180 / .pi
    if hue < 0 { hue += 360 }
    return OKLCH(L: L, C: chroma, h: hue)
  }
}

/// OKLab in polar form: lightness `L`, chroma `C` and hue `h` in degrees (0..<360).
public struct OKLCH: Hashable, Sendable {
  public var L: Double
  public var C: Double
  public var h: Double

  public init(L: Double, C: Double, h: Double) {
    self.L = L
    self.C = C
    self.h = h
  }

  public init(_ color: RGBA) {
    self = OKLab(color).lch
  }

  public var lab: OKLab {
    let radians = h * .pi / 180
    return OKLab(L: L, a: C * cos(radians), b: C * sin(radians))
  }

  /// The smallest angle between two hues, in degrees (0...180).
  public static func hueDistance(_ first: Double, _ second: Double) -> Double {
    let difference = abs(first - second).truncatingRemainder(dividingBy: 360)
    return min(difference, 360 - difference)
  }
}

/// Ottosson's matrices and their inverses.
enum OKLabMatrices {
  typealias Vector = (Double, Double, Double)
  /// Three rows: a fixed-size value, so a product reads no array storage (the fix search
  /// converts millions of colors).
  typealias Matrix = (Vector, Vector, Vector)

  /// Linear sRGB to cone responses (Ottosson's M1 combined with the sRGB→XYZ matrix).
  static let linearSRGBToLMS: Matrix = (
    (0.4122214708, 0.5363325363, 0.0514459929),
    (0.2119034982, 0.6806995451, 0.1073969566),
    (0.0883024619, 0.2817188376, 0.6299787005)
  )

  /// Cube-rooted cone responses to L, a, b (Ottosson's M2).
  static let lmsToLab: Matrix = (
    (0.2104542553, 0.7936177850, -0.0040720468),
    (1.9779984951, -2.4285922050, 0.4505937099),
    (0.0259040371, 0.7827717662, -0.8086757660)
  )

  static let labToLMS: Matrix = inverse(lmsToLab)
  static let lmsToLinearSRGB: Matrix = inverse(linearSRGBToLMS)

  static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
    (
      m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
      m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
      m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
    )
  }

  /// The inverse of an invertible 3×3 matrix, by cofactors.
  static func inverse(_ m: Matrix) -> Matrix {
    let c00 = m.1.1 * m.2.2 - m.1.2 * m.2.1
    let c01 = m.1.2 * m.2.0 - m.1.0 * m.2.2
    let c02 = m.1.0 * m.2.1 - m.1.1 * m.2.0
    let determinant = m.0.0 * c00 + m.0.1 * c01 + m.0.2 * c02
    let c10 = m.0.2 * m.2.1 - m.0.1 * m.2.2
    let c11 = m.0.0 * m.2.2 - m.0.2 * m.2.0
    let c12 = m.0.1 * m.2.0 - m.0.0 * m.2.1
    let c20 = m.0.1 * m.1.2 - m.0.2 * m.1.1
    let c21 = m.0.2 * m.1.0 - m.0.0 * m.1.2
    let c22 = m.0.0 * m.1.1 - m.0.1 * m.1.0
    return (
      (c00 / determinant, c10 / determinant, c20 / determinant),
      (c01 / determinant, c11 / determinant, c21 / determinant),
      (c02 / determinant, c12 / determinant, c22 / determinant)
    )
  }
}
