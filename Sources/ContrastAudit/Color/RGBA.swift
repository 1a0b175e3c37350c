import Foundation

/// A color as gamma-encoded extended sRGB components plus alpha.
///
/// Every input color space is converted to this form when it is loaded, so the
/// rest of the pipeline never has to know where a color came from. Components
/// may lie outside 0...1 (wide-gamut and extended-range colors); alpha is 0...1.
public struct RGBA: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A color from 0–255 channel bytes and a 0–1 alpha.
  public init(bytes red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
    self.init(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
  }

  public static let black = RGBA(red: 0, green: 0, blue: 0)
  public static let white = RGBA(red: 1, green: 1, blue: 1)

  /// Whether every channel lies inside the sRGB gamut (0...1, with a little float slack).
  public var isInSRGBGamut: Bool {
    let range = -1e-9...(1 + 1e-9)
    return range.contains(red) && range.contains(green) && range.contains(blue)
  }

  /// The same color with each channel clipped to 0...1.
  public var clipped: RGBA {
    RGBA(red: red.clamped01, green: green.clamped01, blue: blue.clamped01, alpha: alpha.clamped01)
  }

  public var isOpaque: Bool { alpha >= 1 }

  /// `#RRGGBBAA`, upper case, channels clipped to sRGB and rounded to the nearest byte.
  public var hexString: String {
    Self.hex([red, green, blue, alpha])
  }

  /// `#RRGGBB`, without alpha.
  public var opaqueHexString: String {
    Self.hex([red, green, blue])
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func hex(_ channels: [Double]) -> String {
    String(unsafeUninitializedCapacity: 1 + 2 * channels.count) { text in
      text[0] = UInt8(ascii: "#")
      for (index, value) in channels.enumerated() {
        let byte = Int((value.clamped01 * 255).rounded())
        text[1 + 2 * index] = hexDigits[byte / 16]
        text[2 + 2 * index] = hexDigits[byte % 16]
      }
      return 1 + 2 * channels.count
    }
  }
}

extension Double {
  var clamped01: Double { Swift.min(Swift.max(self, 0), 1) }
}
