import Foundation
import Testing

@testable import ContrastAudit

/// Loaded fixture colors resolved through the Resolver, as UIKit looks slots up.
@Suite struct AssetCatalogLookupTests {
  let colors: [NamedColor]
  let resolver: Resolver

  init() throws {
    colors = try AssetCatalogFixtures.load("App/Colors.xcassets").colors
    resolver = Resolver(palette: Palette(colors), systemColors: Palette())
  }

  static func traits(
    _ style: Style, _ contrast: ContrastSetting, idiom: String? = nil, gamut: String? = nil
  ) -> TraitCombination {
    TraitCombination(style: style, contrast: contrast, level: .base, idiom: idiom, gamut: gamut)
  }

  func resolved(_ name: String, _ traits: TraitCombination) throws -> ResolvedColor {
    switch resolver.resolve(name, in: traits) {
    case .success(let color): return color
    case .failure(let unresolved):
      Issue.record("\(name) in \(traits.label): \(unresolved.reason)")
      throw unresolved
    }
  }

  @Test func darkHighWithoutHighContrastDarkUsesDark() throws {
    // Brand/Caption has Any, Dark and High Contrast Any.
    let color = try resolved("Brand/Caption", Self.traits(.dark, .high))
    #expect(color.slot == "Dark")
    #expect(color.color == RGBA(red: 0.6, green: 0.6, blue: 0.6))
    #expect(try resolved("Brand/Caption", Self.traits(.light, .high)).slot == "High Contrast Any")
  }

  @Test func lightHighWithTheUsualFourSlotsUsesHighContrastAny() throws {
    // Brand/Accent has Any, Dark, High Contrast Any and High Contrast Dark, no Light.
    let light = try resolved("Brand/Accent", Self.traits(.light, .high))
    #expect(light.slot == "High Contrast Any")
    #expect(light.color == RGBA(red: 0, green: 0.251, blue: 0.867))
    #expect(try resolved("Brand/Accent", Self.traits(.dark, .high)).slot == "High Contrast Dark")
    #expect(try resolved("Brand/Accent", Self.traits(.light, .normal)).slot == "Any")
    #expect(try resolved("Brand/Accent", Self.traits(.dark, .normal)).slot == "Dark")
  }

  @Test func explicitLightSlotBeatsAny() throws {
    #expect(try resolved("Explicit Light", Self.traits(.light, .normal)).color == .white)
    #expect(try resolved("Explicit Light", Self.traits(.light, .high)).color == .white)
    #expect(try resolved("Explicit Light", Self.traits(.dark, .high)).color == .black)
  }

  @Test func everyComboIsTheSameForBaseAndElevated() throws {
    for traits in TraitCombination.all {
      var other = traits
      other.level = traits.level == .base ? .elevated : .base
      #expect(
        try resolved("Brand/Accent", traits).color == resolved("Brand/Accent", other).color)
    }
  }

  @Test(arguments: ["AccentColor", "Mac Only"])
  func emptyAndMacOnlySetsAreUnresolvedInEveryCombination(name: String) {
    for traits in TraitCombination.all {
      guard case .failure(let unresolved) = resolver.resolve(name, in: traits) else {
        Issue.record("\(name) resolved in \(traits.label)")
        continue
      }
      #expect(unresolved.name == name)
    }
  }

  @Test func emptySlotSaysSo() {
    guard
      case .failure(let unresolved) = resolver.resolve(
        "AccentColor", in: Self.traits(.light, .normal))
    else {
      Issue.record("AccentColor resolved")
      return
    }
    #expect(unresolved.reason.contains("empty"))
  }

  @Test func macReferenceInADarkSlotIsUnresolvedOnlyInDark() throws {
    let gray = srgbEncode(pow(0.9, 2.2))
    #expect(
      isClose(
        try resolved("Separator", Self.traits(.light, .normal)).color,
        RGBA(red: gray, green: gray, blue: gray)))
    guard
      case .failure(let unresolved) = resolver.resolve("Separator", in: Self.traits(.dark, .normal))
    else {
      Issue.record("the osx reference resolved")
      return
    }
    #expect(unresolved.reason.contains("osx"))
  }

  @Test func iOSReferenceResolvesThroughTheSystemTable() throws {
    var values: [String: RGBA] = [:]
    for traits in TraitCombination.all {
      values[traits.key] = traits.style == .dark ? .white : .black
    }
    let system = Palette([
      NamedColor(
        name: "label", definition: .system(values),
        location: ContrastAudit.SourceLocation(file: "Rules/system-colors.json"))
    ])
    let withSystem = Resolver(palette: Palette(colors), systemColors: system)
    let dark = try withSystem.resolve("Label", in: Self.traits(.dark, .normal)).get()
    #expect(dark.color == .white)
    #expect(dark.path == ["Label", "label"])
    // Without a table, the same reference is unresolved, never passed.
    guard case .failure = resolver.resolve("Label", in: Self.traits(.dark, .normal)) else {
      Issue.record("resolved without a system table")
      return
    }
  }

  @Test func idiomSpecificSlotWinsThenUniversal() throws {
    let red = RGBA(red: 1, green: 0, blue: 0)
    #expect(
      try resolved("Device Specific", Self.traits(.light, .normal, idiom: "ipad")).color
        == RGBA(red: 0, green: 0, blue: 1))
    #expect(
      try resolved("Device Specific", Self.traits(.light, .normal, idiom: "iphone")).color == red)
    #expect(try resolved("Device Specific", Self.traits(.dark, .high)).color == red)
    #expect(
      try resolved("Device Specific", Self.traits(.dark, .high, idiom: "mac")).color
        == RGBA(red: 0, green: 1, blue: 0))
  }

  @Test func displayP3GamutSlotIsChosenOnAWideGamutDisplay() throws {
    let p3 = try resolved("Night", Self.traits(.light, .normal, gamut: "display-P3"))
    #expect(abs(p3.color.alpha - 0.478) < 1e-12)
    let srgb = try resolved("Night", Self.traits(.light, .normal))
    #expect(srgb.color == RGBA(red: 0.05, green: 0.05, blue: 0.05, alpha: 0.475))
    let explicitSRGB = try resolved("Night", Self.traits(.dark, .high, gamut: "sRGB"))
    #expect(explicitSRGB.color == srgb.color)
  }
}
