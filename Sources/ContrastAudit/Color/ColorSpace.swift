import Foundation

/// The color spaces Xcode writes into asset catalogs, and their conversion to extended sRGB.
public enum ColorSpace: String, CaseIterable, Sendable {
  case sRGB = "srgb"
  case displayP3 = "display-p3"
  case extendedSRGB = "extended-srgb"
  case extendedLinearSRGB = "extended-linear-srgb"
  case grayGamma22 = "gray-gamma-22"
  case extendedGray = "extended-gray"

  /// Whether components are a single `white` value rather than red, green and blue.
  public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

  /// Converts components in this space to gamma-encoded extended sRGB.
  ///
  /// - Parameter components: `[white]` for gray spaces, `[red, green, blue]` otherwise.
  public func toExtendedSRGB(_ components: [Double], alpha: Double) -> RGBA {
    switch self {
    case .sRGB, .extendedSRGB:
      return RGBA(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    case .extendedGray:
      // Core Graphics' extended gray uses the sRGB transfer curve.
      return RGBA(red: components[0], green: components[0], blue: components[0], alpha: alpha)
    case .grayGamma22:
      // Generic gray gamma 2.2: linear light is white^2.2, achromatic, then sRGB-encoded.
      let encoded = SRGBTransfer.encode(SRGBTransfer.signedPower(components[0], 2.2))
      return RGBA(red: encoded, green: encoded, blue: encoded, alpha: alpha)
    case .extendedLinearSRGB:
      // Already linear light: encode once, never decode.
      return RGBA(
        red: SRGBTransfer.encode(components[0]), green: SRGBTransfer.encode(components[1]),
        blue: SRGBTransfer.encode(components[2]), alpha: alpha)
    case .displayP3:
      // Display P3 shares sRGB's transfer curve; convert in linear light through XYZ (D65).
      let linear = components.prefix(3).map(SRGBTransfer.decode)
      let m = Self.displayP3ToLinearSRGB
      let r = m[0][0] * linear[0] + m[0][1] * linear[1] + m[0][2] * linear[2]
      let g = m[1][0] * linear[0] + m[1][1] * linear[1] + m[1][2] * linear[2]
      let b = m[2][0] * linear[0] + m[2][1] * linear[1] + m[2][2] * linear[2]
      return RGBA(
        red: SRGBTransfer.encode(r), green: SRGBTransfer.encode(g), blue: SRGBTransfer.encode(b),
        alpha: alpha)
    }
  }

  /// Linear Display P3 to linear sRGB: the CSS Color 4 matrices (sRGB⁻¹ · P3→XYZ), D65 both.
  static let displayP3ToLinearSRGB: [[Double]] = {
    let p3ToXYZ: [[Double]] = [
      [608311.0 / 1250200.0, 189793.0 / 714400.0, 198249.0 / 1000160.0],
      [35783.0 / 156275.0, 247089.0 / 357200.0, 198249.0 / 2500400.0],
      [0, 32229.0 / 714400.0, 5220557.0 / 5000800.0],
    ]
    return multiply(xyzToLinearSRGB, p3ToXYZ)
  }()

  /// XYZ (D65) to linear sRGB: the CSS Color 4 matrix.
  static let xyzToLinearSRGB: [[Double]] = [
    [12831.0 / 3959.0, -329.0 / 214.0, -1974.0 / 3959.0],
    [-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0],
    [705.0 / 12673.0, -2585.0 / 12673.0, 705.0 / 667.0],
  ]

  static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
    (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0.0) { $0 + a[i][$1] * b[$1][j] } } }
  }
}

/// Cocoa's calibrated color spaces, which Interface Builder documents write as `calibratedRGB`
/// and `calibratedWhite` (the color picker's Generic RGB and Generic Gray): Apple's Generic RGB
/// profile (P22 phosphor primaries, a D65 white point, gamma 1.8) and Generic Gray (gamma 1.8).
///
/// A document's color is drawn as that color converted to sRGB, not as its numbers read in sRGB:
/// Interface Builder's "Dark Gray Color", white 0.333 in Generic Gray, shows as (104, 104, 104)
/// on a device where `UIColor.darkGray` shows (85, 85, 85); a Generic RGB (84, 124, 224) shows
/// as (102, 146, 230).
enum CalibratedColorSpace {
  /// A Generic Gray `white` as gamma-encoded sRGB.
  static func gray(_ white: Double, alpha: Double) -> RGBA {
    let encoded = SRGBTransfer.encode(SRGBTransfer.signedPower(white, 1.8))
    return RGBA(red: encoded, green: encoded, blue: encoded, alpha: alpha)
  }

  /// Generic RGB components as gamma-encoded extended sRGB.
  static func rgb(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
    let linear = [red, green, blue].map { SRGBTransfer.signedPower($0, 1.8) }
    let m = genericRGBToLinearSRGB
    let converted = (0..<3).map { i in
      SRGBTransfer.encode(m[i][0] * linear[0] + m[i][1] * linear[1] + m[i][2] * linear[2])
    }
    return RGBA(red: converted[0], green: converted[1], blue: converted[2], alpha: alpha)
  }

  /// Linear Generic RGB to linear sRGB, through XYZ; both white points D65.
  static let genericRGBToLinearSRGB: [[Double]] = {
    let primaries = [(0.630, 0.340), (0.295, 0.605), (0.155, 0.077)]
    let white = (x: 0.3127, y: 0.3290)
    // Each primary's XYZ at unit luminance, scaled so that the three sum to the white point.
    let columns = primaries.map { x, y in [x / y, 1, (1 - x - y) / y] }
    let target = [white.x / white.y, 1, (1 - white.x - white.y) / white.y]
    let m = (0..<3).map { i in (0..<3).map { j in columns[j][i] } }
    let scale = solve(m, target)
    let toXYZ = (0..<3).map { i in (0..<3).map { j in m[i][j] * scale[j] } }
    return ColorSpace.multiply(ColorSpace.xyzToLinearSRGB, toXYZ)
  }()

  /// The solution of `m · x = b` for a 3×3 matrix, by Cramer's rule.
  private static func solve(_ m: [[Double]], _ b: [Double]) -> [Double] {
    func determinant(_ a: [[Double]]) -> Double {
      a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
        - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
        + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
    }
    let d = determinant(m)
    return (0..<3).map { column in
      var replaced = m
      for row in 0..<3 { replaced[row][column] = b[row] }
      return determinant(replaced) / d
    }
  }
}

/// The sRGB transfer function, mirrored for negative values as extended sRGB does.
enum SRGBTransfer {
  /// Encoded (gamma) value to linear light.
  static func decode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let linear =
      magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  /// Linear light to encoded (gamma) value.
  static func encode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let encoded =
      magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -encoded : encoded
  }

  static func signedPower(_ value: Double, _ exponent: Double) -> Double {
    value < 0 ? -pow(-value, exponent) : pow(value, exponent)
  }
}
