import Foundation
import Testing

@testable import ContrastAudit

/// The loader against the fixture catalogs in `Fixtures/AssetCatalogs`.
@Suite struct AssetCatalogLoaderTests {
  static let app = "App/Colors.xcassets"

  // MARK: - Names and folders

  @Test func namesFollowNamespacesAndKeepSpacesAndPunctuation() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    #expect(
      colors.map(\.name) == [
        "AccentColor", "Brand/Accent", "Brand/Caption", "Brand/Cards/Card Background",
        "Device Specific", "Duplicate", "Encodings/Four Decimals", "Encodings/Hex",
        "Encodings/Integer", "Encodings/Mixed", "Encodings/Numbers", "Explicit Light", "Label",
        "Localized", "Loose", "Mac Only", "Night", "8-bit Hex (legacy)", "Flagged", "Separator",
        "Sepia", "Spaces/Extended Gray", "Spaces/Extended", "Spaces/Gray Gamma", "Spaces/Linear",
        "Spaces/No Space", "Spaces/P3 Red", "Subtyped",
      ])
  }

  @Test func otherSetTypesAndUnknownFoldersAreSkippedWithTheirContents() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    // Logo.imageset/Hidden.colorset and Strange.bar/Hidden Too.colorset exist on disk.
    #expect(!colors.contains { $0.name.contains("Hidden") })
  }

  @Test func locationsUseTheDisplayPath() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    let accent = try #require(colors.first { $0.name == "Brand/Accent" })
    #expect(accent.location.file == "App/Colors.xcassets/Brand/Accent.colorset/Contents.json")
  }

  @Test func appCatalogDiagnostics() throws {
    let (_, diagnostics) = try AssetCatalogFixtures.load(Self.app)
    let summary = diagnostics.map {
      "\($0.severity) \($0.location.file.dropFirst(Self.app.count + 1)) \($0.location.key ?? "-")"
    }
    #expect(
      summary == [
        "note Localized.colorset/Contents.json colors[1].locale",
        "note Localized.colorset/Contents.json colors[2].locale",
        "warning Quoted/Contents.json properties.provides-namespace",
        "warning Sepia.colorset/Contents.json colors[1].appearances[0]",
        "warning Spaces/No Space.colorset/Contents.json colors[0].color.color-space",
        "warning Subtyped.colorset/Contents.json colors[0].subtype",
        "warning Plain/Duplicate.colorset/Contents.json -",
      ])
    let duplicate = try #require(diagnostics.last)
    #expect(duplicate.message.contains("App/Colors.xcassets/Duplicate.colorset/Contents.json"))
    #expect(
      duplicate.message.contains("App/Colors.xcassets/Plain/Duplicate.colorset/Contents.json"))
    let sepia = try #require(diagnostics.first { $0.location.key == "colors[1].appearances[0]" })
    #expect(sepia.location.line == 17)
    #expect(sepia.message.contains("sepia") && sepia.message.contains("ignored"))
  }

  /// The shape of Xcode's Safari extension template (damus-io/damus): a warning, not an error.
  @Test func aReferenceWithoutPlatformIsKeptUnresolvedWithAWarning() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Media.xcassets/Contents.json", #"{"info": {"version": 1, "author": "xcode"}}"#)
    try folder.write(
      "Media.xcassets/TouchBarBezel.colorset/Contents.json",
      """
      {
        "info" : {
          "version" : 1,
          "author" : "xcode"
        },
        "colors" : [
          {
            "idiom" : "mac",
            "color" : {
              "reference" : "systemPurpleColor"
            }
          }
        ]
      }
      """)
    let (colors, diagnostics) = AssetCatalogLoader.load(
      catalogAt: folder.url.appendingPathComponent("Media.xcassets"), displayPath: "Media.xcassets")
    #expect(diagnostics.map(\.severity) == [.warning])
    #expect(diagnostics.first?.message.contains("names no \"platform\"") == true)
    #expect(
      try colors.slots("TouchBarBezel").map(\.content) == [
        .systemReference(platform: "", reference: "systemPurpleColor")
      ])
  }

  @Test func duplicateNameKeepsTheFirstInPathOrder() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    #expect(colors.filter { $0.name == "Duplicate" }.count == 1)
    #expect(try colors.rgba("Duplicate") == RGBA(red: 1, green: 0, blue: 0))
  }

  // MARK: - Encodings

  @Test func hexStringsAreBytes() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    #expect(try colors.rgba("Encodings/Hex") == RGBA(red: 1, green: 128.0 / 255, blue: 0))
    #expect(
      try colors.rgba("8-bit Hex (legacy)")
        == RGBA(red: 10.0 / 255, green: 128.0 / 255, blue: 1, alpha: 0.5))
  }

  @Test func integerStringsAreBytes() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    #expect(
      try colors.rgba("Encodings/Integer")
        == RGBA(red: 66.0 / 255, green: 60.0 / 255, blue: 77.0 / 255, alpha: 0.5))
  }

  @Test func jsonNumbersAreValuesEvenWhenIntegers() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    #expect(
      try colors.rgba("Encodings/Numbers")
        == RGBA(red: 1, green: 0, blue: 0.7215686275, alpha: 1))
  }

  @Test func decimalsAndMixedEncodings() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    #expect(
      try colors.rgba("Encodings/Four Decimals")
        == RGBA(red: 0.03, green: 0.5, blue: 0.97, alpha: 0.25))
    #expect(
      try colors.rgba("Encodings/Mixed")
        == RGBA(red: 1, green: 128.0 / 255, blue: 0.25, alpha: 0.75))
  }

  // MARK: - Color spaces

  @Test func displayP3IsConvertedToExtendedSRGB() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    let red = try colors.rgba("Spaces/P3 Red")
    // The CSS Color 4 value; main's 4e67975 fixed the P3→XYZ denominators this caught.
    #expect(isClose(red, RGBA(red: 1.0931, green: -0.2267, blue: -0.1501), tolerance: 1e-4))
    let white = ColorSpace.displayP3.toExtendedSRGB([1, 1, 1], alpha: 1)
    #expect(isClose(white, .white, tolerance: 1e-9))
    // A saturated P3 red lies outside sRGB.
    #expect(red.red > 1 && red.green < 0 && red.blue < 0)
    guard case .components(_, let space) = try colors.slots("Spaces/P3 Red")[0].content else {
      Issue.record("not components")
      return
    }
    #expect(space == .displayP3)
  }

  @Test func extendedSRGBKeepsValuesOutsideZeroToOne() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    #expect(try colors.rgba("Spaces/Extended") == RGBA(red: -0.1, green: 1.2, blue: 0.5))
  }

  @Test func linearSRGBIsEncodedOnce() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    let value = srgbEncode(128.0 / 255)
    #expect(abs(value - 0.73664) < 1e-4)
    #expect(isClose(try colors.rgba("Spaces/Linear"), RGBA(red: value, green: value, blue: value)))
  }

  @Test func grayGamma22AndExtendedGrayUseWhite() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    let gray = srgbEncode(pow(0.5, 2.2))
    #expect(abs(gray - 0.50394) < 1e-4)
    #expect(isClose(try colors.rgba("Spaces/Gray Gamma"), RGBA(red: gray, green: gray, blue: gray)))
    #expect(try colors.rgba("Spaces/Extended Gray") == RGBA(red: 0, green: 0, blue: 0, alpha: 0.4))
  }

  @Test func missingColorSpaceIsReadAsSRGBWithAWarning() throws {
    let (colors, diagnostics) = try AssetCatalogFixtures.load(Self.app)
    #expect(try colors.rgba("Spaces/No Space") == RGBA(red: 0.1, green: 0.2, blue: 0.3))
    #expect(diagnostics.contains { $0.location.key == "colors[0].color.color-space" })
  }

  // MARK: - Slots

  @Test func appearancesIdiomsAndGamutsBecomeSlots() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    let accent = try colors.slots("Brand/Accent")
    #expect(
      accent.map(\.appearanceName) == ["Any", "Dark", "High Contrast Any", "High Contrast Dark"])
    #expect(try colors.slots("Explicit Light").map(\.luminosity) == [.any, .light, .dark])
    #expect(try colors.slots("Device Specific").map(\.idiom) == ["universal", "ipad", "mac"])
    #expect(try colors.slots("Night").map(\.gamut) == ["sRGB", "display-P3"])
  }

  @Test func emptySlotAndReferences() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    #expect(try colors.slots("AccentColor").map(\.content) == [.empty])
    #expect(
      try colors.slots("Label").map(\.content) == [
        .systemReference(platform: "ios", reference: "labelColor"),
        .systemReference(platform: "ios", reference: "labelColor"),
      ])
    #expect(
      try colors.slots("Mac Only").map(\.content) == [
        .systemReference(platform: "osx", reference: "controlAccentColor")
      ])
  }

  @Test func entryWithUnknownAppearanceIsDropped() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    #expect(try colors.slots("Sepia").map(\.index) == [0, 2])
  }

  @Test func localizedSlotsGiveWayToLocaleIndependentOnes() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    // colors[1] is the French Any slot, shadowed by colors[0]; the French Dark slot is the only
    // Dark slot, so it stays.
    #expect(try colors.slots("Localized").map(\.index) == [0, 2])
  }

  @Test func unknownSlotKeyIsIgnored() throws {
    let (colors, _) = try AssetCatalogFixtures.load(Self.app)
    #expect(try colors.rgba("Subtyped") == RGBA(red: 0.2, green: 0.2, blue: 0.2))
  }

  // MARK: - Errors

  @Test func brokenColorSetsAreLeftOutAndEachErrorNamesItsFileAndKey() throws {
    let (colors, diagnostics) = try AssetCatalogFixtures.load("Broken.xcassets")
    #expect(colors.map(\.name) == ["Inside", "Fine"])
    let summary = diagnostics.map {
      "\($0.severity) \($0.location.file.dropFirst("Broken.xcassets/".count)) "
        + "\($0.location.line.map(String.init) ?? "-") \($0.location.key ?? "-")"
    }
    #expect(
      summary == [
        "error Absurd.colorset/Contents.json 10 colors[0].color.components.red",
        "error Bad Alpha.colorset/Contents.json 7 colors[0].color.components.alpha",
        "error Bad Type.colorset/Contents.json 10 colors[0].color.components.red",
        "error Big Byte.colorset/Contents.json 9 colors[0].color.components.green",
        "error Big Hex.colorset/Contents.json 10 colors[0].color.components.red",
        "error Broken Group/Contents.json 2 -",
        "error Infinity.colorset/Contents.json 9 colors[0].color.components.green",
        "error Malformed.colorset/Contents.json 17 -",
        "error Missing Blue.colorset/Contents.json 6 colors[0].color.components.blue",
        "error NaN.colorset/Contents.json 10 colors[0].color.components.red",
        "error Negative.colorset/Contents.json 9 colors[0].color.components.green",
        "error No Contents.colorset - -",
        "error Second Slot.colorset/Contents.json 27 colors[1].color.components.green",
        "error Too Bright.colorset/Contents.json 10 colors[0].color.components.red",
        "error Top Level Array.colorset/Contents.json 1 -",
        "error Unknown Space.colorset/Contents.json 5 colors[0].color.color-space",
      ])
  }

  @Test func malformedJSONCarriesLineAndColumn() throws {
    let (_, diagnostics) = try AssetCatalogFixtures.load("Broken.xcassets")
    let malformed = try #require(
      diagnostics.first { $0.location.file.hasSuffix("Malformed.colorset/Contents.json") })
    #expect(malformed.location.line == 17 && malformed.location.column == 7)
    #expect(malformed.message.hasPrefix("malformed JSON"))
  }

  @Test func unknownColorSpaceNamesTheSpace() throws {
    let (_, diagnostics) = try AssetCatalogFixtures.load("Broken.xcassets")
    let error = try #require(
      diagnostics.first { $0.location.file.hasSuffix("Unknown Space.colorset/Contents.json") })
    #expect(error.severity == .error)
    #expect(error.message.contains("\"adobe-rgb\""))
  }

  @Test func missingCatalogIsAnError() {
    let (colors, diagnostics) = AssetCatalogLoader.load(
      catalogAt: URL(fileURLWithPath: "/nonexistent/Nope.xcassets"), displayPath: "Nope.xcassets")
    #expect(colors.isEmpty)
    #expect(diagnostics.map(\.severity) == [.error])
    #expect(diagnostics.first?.location.file == "Nope.xcassets")
  }
}
