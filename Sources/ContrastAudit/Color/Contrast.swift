import Foundation

/// WCAG 2.x contrast math and the source-over compositing UIKit uses.
public enum Contrast {
  /// Relative luminance by the normative WCAG 2.2 formula, on the color clipped to sRGB.
  ///
  /// Uses the 0.04045 linearisation threshold and the 0.2126 / 0.7152 / 0.0722 weights.
  public static func relativeLuminance(_ color: RGBA) -> Double {
    0.2126 * linearChannel(color.red) + 0.7152 * linearChannel(color.green) + 0.0722
      * linearChannel(color.blue)
  }

  /// One channel clipped to 0...1 and linearised, as the luminance formula takes it.
  static func linearChannel(_ value: Double) -> Double {
    let c = value.clamped01
    // Most channels are 8-bit (`k / 255`): their values are looked up, bit for bit the same.
    let byte = (c * 255).rounded()
    if Double(byte) / 255 == c { return byteChannels[Int(byte)] }
    return linearize(c)
  }

  private static func linearize(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// `linearize(k / 255)` for each byte `k`: the fix search measures millions of 8-bit
  /// candidates, and `pow` was a tenth of a JSON run.
  static let byteChannels: [Double] = (0...255).map { linearize(Double($0) / 255) }

  /// The contrast ratio `(L1 + 0.05) / (L2 + 0.05)` of two opaque colors, 1 to 21.
  public static func ratio(_ first: RGBA, _ second: RGBA) -> Double {
    let a = relativeLuminance(first)
    let b = relativeLuminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Source-over compositing of `top` onto `bottom` in gamma-encoded extended sRGB, unclipped.
  ///
  /// This is how Core Animation blends layers in an sRGB or extended-sRGB context; blending in
  /// linear light would overstate the contrast of translucent labels.
  public static func composite(_ top: RGBA, over bottom: RGBA) -> RGBA {
    let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
    guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    func blend(_ t: Double, _ b: Double) -> Double {
      (t * top.alpha + b * bottom.alpha * (1 - top.alpha)) / alpha
    }
    return RGBA(
      red: blend(top.red, bottom.red), green: blend(top.green, bottom.green),
      blue: blend(top.blue, bottom.blue), alpha: alpha)
  }

  /// A ratio as people should read it: truncated, never rounded up, to two decimals.
  ///
  /// A displayed "4.50" therefore never hides 4.499.
  public static func display(_ ratio: Double) -> String {
    let hundredths = (ratio * 100).rounded(.down)
    // Whole hundredths print exactly; the rest (never a measured ratio) as formatted.
    guard hundredths >= 0, hundredths < 1e15 else {
      return String(format: "%.2f", hundredths / 100)
    }
    let whole = Int(hundredths)
    let fraction = whole % 100
    return "\(whole / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
  }
}
