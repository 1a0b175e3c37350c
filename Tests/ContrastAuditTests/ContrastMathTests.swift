import Foundation
import Testing

@testable import ContrastAudit

/// The contrast math checked against `vectors.json`, produced by an independent oracle on
/// ColorAide (see the shared reference `contrast-math.md`).
@Suite struct ContrastMathTests {
  struct Vector {
    var id: String
    var tags: [String]
    var foreground: RGBA
    var background: RGBA
    var under: RGBA?
    var spaces: Set<String>
    var ratioFormula: Double
    var passFormula: [String: Bool]
    var compositedForeground: [Double]
  }

  static let vectors: [Vector] = {
    guard let url = Bundle.module.url(forResource: "Fixtures/vectors", withExtension: "json"),
      let data = try? Data(contentsOf: url),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let cases = root["cases"] as? [[String: Any]]
    else { return [] }
    func color(_ object: Any?) -> (RGBA, String)? {
      guard let object = object as? [String: Any], let spaceName = object["space"] as? String,
        let space = ColorSpace(rawValue: spaceName),
        let components = object["components"] as? [Double], let alpha = object["alpha"] as? Double
      else { return nil }
      return (space.toExtendedSRGB(components, alpha: alpha), spaceName)
    }
    return cases.compactMap { item in
      guard let id = item["id"] as? String, let (fg, fgSpace) = color(item["fg"]),
        let (bg, bgSpace) = color(item["bg"]), let expected = item["expected"] as? [String: Any],
        let wcag = expected["wcag"] as? [String: Any],
        let ratio = wcag["ratio_formula"] as? Double,
        let pass = wcag["pass_formula"] as? [String: Bool],
        let composited = expected["composited"] as? [String: Any],
        let compositedForeground = composited["fg_srgb"] as? [Double]
      else { return nil }
      let under = color(item["under"])
      return Vector(
        id: id, tags: item["tags"] as? [String] ?? [], foreground: fg, background: bg,
        under: under?.0, spaces: Set([fgSpace, bgSpace, under?.1].compactMap { $0 }),
        ratioFormula: ratio, passFormula: pass, compositedForeground: compositedForeground)
    }
  }()

  /// Composites as the evaluator does: background over what is under it, then the foreground.
  ///
  /// With nothing named under a translucent background, the oracle uses opaque white.
  static func measure(_ vector: Vector) -> (ratio: Double, foreground: RGBA) {
    var background = vector.background
    if let under = vector.under { background = Contrast.composite(background, over: under) }
    if !background.isOpaque { background = Contrast.composite(background, over: .white) }
    let foreground = Contrast.composite(vector.foreground, over: background)
    return (Contrast.ratio(foreground, background), foreground)
  }

  @Test func everyVectorLoads() {
    #expect(Self.vectors.count == 217)
  }

  @Test(arguments: vectors.map(\.id))
  func ratioMatchesTheNormativeFormula(id: String) throws {
    let vector = try #require(Self.vectors.first { $0.id == id })
    let (ratio, foreground) = Self.measure(vector)
    let tolerance = vector.spaces == ["srgb"] ? 1e-9 : 1e-6
    #expect(
      abs(ratio - vector.ratioFormula) <= tolerance, "\(id): \(ratio) vs \(vector.ratioFormula)")
    let channels = [foreground.red, foreground.green, foreground.blue]
    for (actual, expected) in zip(channels, vector.compositedForeground) {
      #expect(abs(actual - expected) <= tolerance, "\(id): composited \(channels)")
    }
    guard !vector.tags.contains("exact-threshold") else { return }
    for (threshold, expected) in vector.passFormula {
      let minimum = try #require(Double(threshold))
      #expect((ratio >= minimum) == expected, "\(id) at \(threshold): ratio \(ratio)")
    }
  }

  /// The byte table gives each 8-bit channel exactly what the formula gives it, and channels
  /// between bytes (or a hair off one) still get the formula.
  @Test func linearChannelsMatchTheFormulaBitForBit() {
    func formula(_ c: Double) -> Double {
      c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    for byte in 0...255 {
      let c = Double(byte) / 255
      #expect(Contrast.linearChannel(c) == formula(c), "byte \(byte)")
      for near in [c.nextUp, c.nextDown] where (0...1).contains(near) {
        #expect(Contrast.linearChannel(near) == formula(near), "beside byte \(byte)")
      }
    }
    var random = SystemRandomNumberGenerator()
    for _ in 0..<10_000 {
      let c = Double.random(in: 0...1, using: &random)
      #expect(Contrast.linearChannel(c) == formula(c))
    }
    #expect(Contrast.linearChannel(1.5) == 1 && Contrast.linearChannel(-0.2) == 0)
  }

  @Test func blackOnWhiteIs21AndSymmetric() {
    #expect(Contrast.ratio(.black, .white) == 21)
    #expect(Contrast.ratio(.white, .black) == 21)
    #expect(Contrast.ratio(.white, .white) == 1)
  }

  @Test func displayTruncatesAndNeverRoundsUp() {
    #expect(Contrast.display(4.4999) == "4.49")
    #expect(Contrast.display(4.5) == "4.50")
    #expect(Contrast.display(21) == "21.00")
    #expect(Contrast.display(3.4399999) == "3.43")
    // The same text as formatting the truncated value, over the whole range of ratios.
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let ratio = Double.random(in: 1...21, using: &generator)
      let truncated = (ratio * 100).rounded(.down) / 100
      #expect(Contrast.display(ratio) == String(format: "%.2f", truncated))
    }
  }

  @Test func secondaryLabelOnWhiteIsAbout3Point4() {
    let secondaryLabel = RGBA(bytes: 60, 60, 67, alpha: 0.6)
    let onScreen = Contrast.composite(secondaryLabel, over: .white)
    let ratio = Contrast.ratio(onScreen, .white)
    #expect(ratio > 3.43 && ratio < 3.45)
    #expect(Contrast.display(ratio) == "3.43")
  }

  @Test func compositingIsInGammaEncodedSpace() {
    // 50% black over white is 0.5 encoded (#808080 after rounding), not 0.5 linear (#BCBCBC).
    let mixed = Contrast.composite(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5), over: .white)
    #expect(mixed.red == 0.5 && mixed.alpha == 1)
    #expect(mixed.hexString == "#808080FF")
  }
}

@Suite struct ColorSpaceTests {
  @Test func displayP3RedLiesOutsideSRGB() {
    let red = ColorSpace.displayP3.toExtendedSRGB([1, 0, 0], alpha: 1)
    #expect(abs(red.red - 1.0931) < 1e-4)
    #expect(abs(red.green - -0.2267) < 1e-4)
    #expect(abs(red.blue - -0.1501) < 1e-4)
    #expect(!red.isInSRGBGamut)
  }

  @Test func grayGamma22IsAPowerNotSRGB() {
    let gray = ColorSpace.grayGamma22.toExtendedSRGB([0.5], alpha: 1)
    #expect(abs(gray.red - 0.5039) < 1e-4)
    #expect(gray.red == gray.green && gray.green == gray.blue)
  }

  @Test func linearSRGBIsEncodedOnce() {
    let color = ColorSpace.extendedLinearSRGB.toExtendedSRGB([0.2140, 0.2140, 0.2140], alpha: 1)
    #expect(abs(color.red - 0.5) < 1e-3)
    let white = ColorSpace.extendedLinearSRGB.toExtendedSRGB([1, 1, 1], alpha: 1)
    #expect(abs(white.red - 1) < 1e-12)
  }

  @Test func extendedValuesStayUnclipped() {
    let bright = ColorSpace.extendedSRGB.toExtendedSRGB([1.2, -0.1, 0.5], alpha: 1)
    #expect(bright.red == 1.2 && bright.green == -0.1)
    #expect(bright.clipped.red == 1 && bright.clipped.green == 0)
  }

  @Test func hexStringRoundsBytesAndClips() {
    #expect(RGBA(bytes: 28, 28, 30).hexString == "#1C1C1EFF")
    #expect(RGBA(red: 1.2, green: -0.1, blue: 0.5, alpha: 0.6).hexString == "#FF008099")
  }
}
