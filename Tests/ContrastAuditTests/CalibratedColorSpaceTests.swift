import Foundation
import Testing

@testable import ContrastAudit

/// Interface Builder's calibrated colors are Apple's Generic RGB and Generic Gray, drawn on a
/// device converted to sRGB: the values developers measured on devices.
///
/// iGap (read to check) grounds its sign-up screen in `calibratedRGB` white 0.9686: read as
/// sRGB `#F7F7F7`, its gray terms text measured 4.49:1, a failure; drawn, the ground is `#F9F9F9`
/// and the text passes at 4.56:1.
@Suite struct CalibratedColorSpaceTests {
  static func color(_ attributes: [String: String]) -> RGBA? {
    guard let read = InterfaceBuilderPairings.color(attributes, line: 1, column: 1, path: "A.xib"),
      case .value(let values, _) = read.use, case .color(let rgba, _) = values.values[0]
    else { return nil }
    return rgba
  }

  static func bytes(_ rgba: RGBA?) -> [Int] {
    guard let rgba else { return [] }
    return [rgba.red, rgba.green, rgba.blue].map { Int(($0 * 255).rounded()) }
  }

  @Test func interfaceBuildersDarkGrayPresetIsDrawnLighterThanUIKits() {
    // The preset writes white 0.333 in Generic Gray; a device reads (104, 104, 104).
    let preset = Self.color([
      "white": "0.33333333333333331", "alpha": "1", "colorSpace": "calibratedWhite",
    ])
    #expect(Self.bytes(preset) == [104, 104, 104])
  }

  @Test func genericRGBIsConvertedToSRGB() {
    // (84, 124, 224) picked in Generic RGB is (102, 146, 230) in sRGB.
    let picked = Self.color([
      "red": "\(84.0 / 255)", "green": "\(124.0 / 255)", "blue": "\(224.0 / 255)", "alpha": "1",
      "colorSpace": "calibratedRGB",
    ])
    #expect(Self.bytes(picked) == [102, 146, 230])
    let ground = Self.color([
      "red": "0.96862745098039216", "green": "0.96862745098039216",
      "blue": "0.96862745098039216", "alpha": "1", "colorSpace": "calibratedRGB",
    ])
    #expect(ground?.hexString == "#F9F9F9FF")
  }

  @Test func deviceAndSRGBComponentsAreTakenAsWritten() {
    let device = Self.color([
      "white": "0.33333333333333331", "alpha": "1", "colorSpace": "deviceWhite",
    ])
    #expect(Self.bytes(device) == [85, 85, 85])
    let sRGB = Self.color([
      "red": "0.5", "green": "0.25", "blue": "1", "alpha": "1", "colorSpace": "custom",
      "customColorSpace": "sRGB",
    ])
    #expect(Self.bytes(sRGB) == [128, 64, 255])
    // The endpoints stay where they are.
    #expect(
      Self.bytes(Self.color(["white": "1", "alpha": "1", "colorSpace": "calibratedWhite"])) == [
        255, 255, 255,
      ])
    #expect(
      Self.bytes(Self.color(["white": "0", "alpha": "1", "colorSpace": "calibratedWhite"])) == [
        0, 0, 0,
      ])
  }
}
