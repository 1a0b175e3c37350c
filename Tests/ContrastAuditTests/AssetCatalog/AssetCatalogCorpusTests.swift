import Foundation
import Testing

@testable import ContrastAudit

/// Where the real-world corpus lives: `$CONTRAST_AUDIT_CORPUS`, else `../shared/corpus/xcassets`
/// beside the repository (it is kept out of every repository).
enum AssetCatalogCorpus {
  static let root: URL = {
    if let path = ProcessInfo.processInfo.environment["CONTRAST_AUDIT_CORPUS"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    // Tests/ContrastAuditTests/AssetCatalog/<this file> → repository root.
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return repository.appendingPathComponent("../shared/corpus/xcassets").standardizedFileURL
  }()

  static let isAvailable: Bool = {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }()

  static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Every `*.xcassets` folder under one corpus repository, as paths relative to it, sorted.
  static func catalogs(in repository: String) throws -> [String] {
    let base = root.appendingPathComponent(repository)
    let enumerator = try #require(FileManager.default.enumerator(atPath: base.path))
    var found: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".xcassets") {
        found.append(path)
        enumerator.skipDescendants()
      }
    }
    return found.sorted()
  }

  /// Loads one catalog of one corpus repository.
  static func load(_ repository: String, _ catalog: String) -> (
    colors: [NamedColor], diagnostics: [Diagnostic]
  ) {
    AssetCatalogLoader.load(
      catalogAt: root.appendingPathComponent(repository).appendingPathComponent(catalog),
      displayPath: catalog)
  }
}

/// On CI the corpus must be there: a missing corpus fails instead of silently skipping.
@Test func assetCatalogCorpusIsPresentOnCI() {
  if AssetCatalogCorpus.isCI {
    #expect(
      AssetCatalogCorpus.isAvailable,
      "CI=true but the asset catalog corpus is missing at \(AssetCatalogCorpus.root.path); set CONTRAST_AUDIT_CORPUS"
    )
  }
}

/// What one corpus repository must give.
struct CorpusExpectation: Sendable, CustomTestStringConvertible {
  var repository: String
  var catalogs: Int
  var colors: Int
  var errors: Int
  var warnings: Int
  /// Colors × the 8 trait combinations that resolve / do not, each catalog its own palette and
  /// no system color table (so every iOS reference is unresolved for now).
  var resolved: Int
  var unresolved: Int
  /// The same with UIKit's built-in system colors (`Rules/system-colors.json`).
  var resolvedWithUIKit: Int
  var unresolvedWithUIKit: Int

  var testDescription: String { repository }
}

/// The nine corpus repositories against the loader and the Resolver.
@Suite(.enabled(if: AssetCatalogCorpus.isAvailable, "the corpus is not on this machine"))
struct AssetCatalogCorpusTests {
  // Counts checked against reference/asset-catalog-format.md §6–§7 and by reading the files:
  // - Blackboard: 13 sets; Empty.colorset has `"colors": []` → 1 warning, 8 unresolved.
  // - NetNewsWire: 38 sets; its 7 iOS/osx references (barBackgroundColor ×2,
  //   deleteBackgroundColor ×2, fullScreenBackgroundColor Any, vibrantTextColor Dark,
  //   timelineSeparatorColor Dark = osx) leave 7 slots × 4 combinations = 28 unresolved.
  // - R.swift: 11 sets; AccentColor (empty, 8) + two MyColor sets whose both slots reference
  //   systemTeal/systemOrange (16) = 24.
  // - SwiftUIColor: 180 sets; AccentColor (empty, 8) + the 17 universal/* sets made only of
  //   iOS references (136) = 144. Its mac/tv/watch/vision sets all have universal components.
  // - No file in these nine repositories has an error (§6: "all JSON parses").
  // - With UIKit's table every iOS reference resolves; what stays unresolved is the empty sets
  //   (Blackboard Empty, R.swift and SwiftUIColor AccentColor: 8 each) and NetNewsWire's osx
  //   quaternaryLabelColor in the Dark slot of timelineSeparatorColor (4).
  static let expectations: [CorpusExpectation] = [
    .init(
      repository: "Dimillian+ColorAssetCatalog", catalogs: 1, colors: 7, errors: 0, warnings: 0,
      resolved: 56, unresolved: 0, resolvedWithUIKit: 56, unresolvedWithUIKit: 0),
    .init(
      repository: "NathanE73+Blackboard", catalogs: 5, colors: 13, errors: 0, warnings: 1,
      resolved: 96, unresolved: 8, resolvedWithUIKit: 96, unresolvedWithUIKit: 8),
    .init(
      repository: "Ranchero-Software+NetNewsWire", catalogs: 3, colors: 38, errors: 0,
      warnings: 0, resolved: 276, unresolved: 28, resolvedWithUIKit: 300, unresolvedWithUIKit: 4),
    .init(
      repository: "RedMadRobot+figma-export", catalogs: 3, colors: 14, errors: 0, warnings: 0,
      resolved: 112, unresolved: 0, resolvedWithUIKit: 112, unresolvedWithUIKit: 0),
    .init(
      repository: "SwiftGen+SwiftGen", catalogs: 6, colors: 4, errors: 0, warnings: 0,
      resolved: 32, unresolved: 0, resolvedWithUIKit: 32, unresolvedWithUIKit: 0),
    .init(
      repository: "mac-cain13+R.swift", catalogs: 15, colors: 11, errors: 0, warnings: 0,
      resolved: 64, unresolved: 24, resolvedWithUIKit: 80, unresolvedWithUIKit: 8),
    .init(
      repository: "natmark+XCAssetsKit", catalogs: 4, colors: 2, errors: 0, warnings: 0,
      resolved: 16, unresolved: 0, resolvedWithUIKit: 16, unresolvedWithUIKit: 0),
    .init(
      repository: "nesium+xcode-color-assets", catalogs: 4, colors: 48, errors: 0, warnings: 0,
      resolved: 384, unresolved: 0, resolvedWithUIKit: 384, unresolvedWithUIKit: 0),
    .init(
      repository: "p-x9+SwiftUIColor", catalogs: 3, colors: 180, errors: 0, warnings: 0,
      resolved: 1296, unresolved: 144, resolvedWithUIKit: 1432, unresolvedWithUIKit: 8),
  ]

  @Test func everyRepositoryIsCovered() throws {
    let present = try FileManager.default.contentsOfDirectory(atPath: AssetCatalogCorpus.root.path)
      .filter { !$0.hasPrefix(".") }.sorted()
    #expect(present == Self.expectations.map(\.repository).sorted())
  }

  @Test(arguments: expectations)
  func repositoryLoadsAndResolves(_ expected: CorpusExpectation) throws {
    let catalogs = try AssetCatalogCorpus.catalogs(in: expected.repository)
    var colors = 0
    var diagnostics: [Diagnostic] = []
    var resolved = 0
    var unresolved = 0
    var resolvedWithUIKit = 0
    var unresolvedWithUIKit = 0
    var unresolvedReasons: [String] = []
    for catalog in catalogs {
      let loaded = AssetCatalogCorpus.load(expected.repository, catalog)
      colors += loaded.colors.count
      diagnostics += loaded.diagnostics
      let resolver = Resolver(palette: Palette(loaded.colors), systemColors: Palette())
      let withUIKit = TestPaths.resolver(loaded.colors)
      for color in loaded.colors {
        for traits in TraitCombination.all {
          switch resolver.resolve(color.name, in: traits) {
          case .success: resolved += 1
          case .failure: unresolved += 1
          }
          switch withUIKit.resolve(color.name, in: traits) {
          case .success: resolvedWithUIKit += 1
          case .failure(let why):
            unresolvedWithUIKit += 1
            unresolvedReasons.append("\(catalog): \(why.reason)")
          }
        }
      }
    }
    #expect(catalogs.count == expected.catalogs)
    #expect(colors == expected.colors)
    let errors = diagnostics.filter { $0.severity == .error }
    let warnings = diagnostics.filter { $0.severity == .warning }
    #expect(errors.count == expected.errors, "\(errors.map { "\($0.location): \($0.message)" })")
    #expect(
      warnings.count == expected.warnings, "\(warnings.map { "\($0.location): \($0.message)" })")
    #expect(resolved == expected.resolved)
    #expect(unresolved == expected.unresolved)
    #expect(resolvedWithUIKit == expected.resolvedWithUIKit)
    #expect(
      unresolvedWithUIKit == expected.unresolvedWithUIKit, "\(Set(unresolvedReasons).sorted())")
  }

  @Test func wholeCorpusLoadsQuickly() throws {
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
      for expected in Self.expectations {
        for catalog in try AssetCatalogCorpus.catalogs(in: expected.repository) {
          _ = AssetCatalogCorpus.load(expected.repository, catalog)
        }
      }
    }
    #expect(elapsed < .seconds(5))
  }

  // MARK: - Values read by hand from the files

  static func colors(_ repository: String, _ catalog: String) -> [NamedColor] {
    AssetCatalogCorpus.load(repository, catalog).colors
  }

  @Test func hexBytes() throws {
    // nesium crates/asset-catalog/tests/fixtures/SRGB.xcassets/LightContentSeparator.colorset,
    // colors[0]: srgb red "0xF1", green "0xF2", blue "0xF2", alpha "1.000";
    // colors[1] (Dark): "0x22", "0x25", "0x25".
    let colors = Self.colors(
      "nesium+xcode-color-assets", "crates/asset-catalog/tests/fixtures/SRGB.xcassets")
    #expect(
      try colors.rgba("LightContentSeparator", slot: 0)
        == RGBA(red: 241.0 / 255, green: 242.0 / 255, blue: 242.0 / 255))
    #expect(try colors.rgba("LightContentSeparator", slot: 1) == RGBA(bytes: 0x22, 0x25, 0x25))
  }

  @Test func hexBytesInANamespace() throws {
    // Blackboard Shared/Resources/Colors.xcassets/Fluorescent/Radical Red.colorset (Fluorescent
    // provides a namespace): srgb "0xFF", "0x35", "0x5E", alpha "1.000".
    let colors = Self.colors("NathanE73+Blackboard", "Shared/Resources/Colors.xcassets")
    #expect(try colors.rgba("Fluorescent/Radical Red") == RGBA(bytes: 0xFF, 0x35, 0x5E))
    // Dark/ has no provides-namespace: its sets keep bare names.
    #expect(colors.contains { $0.name == "Absolute Zero" })
  }

  @Test func linearSRGBHexBytes() throws {
    // nesium ExtendedRangeLinearSRGB.xcassets/LightContentSeparator.colorset colors[0]:
    // extended-linear-srgb "0xF1", "0xF2", "0xF2": linear light, encoded once.
    let colors = Self.colors(
      "nesium+xcode-color-assets",
      "crates/asset-catalog/tests/fixtures/ExtendedRangeLinearSRGB.xcassets")
    let expected = RGBA(
      red: srgbEncode(241.0 / 255), green: srgbEncode(242.0 / 255), blue: srgbEncode(242.0 / 255))
    #expect(isClose(try colors.rgba("LightContentSeparator"), expected))
  }

  @Test func integerBytesInANamespacedSet() throws {
    // SwiftGen Sources/TestUtils/Fixtures/Resources/XCAssets/Styles.xcassets/Vengo/Primary
    // .colorset (Vengo provides a namespace), colors[1] (Dark): "66", "60", "77", alpha "1.000".
    let colors = Self.colors(
      "SwiftGen+SwiftGen", "Sources/TestUtils/Fixtures/Resources/XCAssets/Styles.xcassets")
    #expect(
      colors.map(\.name).sorted() == [
        "24Vision/Background", "24Vision/Primary", "Vengo/Primary", "Vengo/Tint",
      ])
    #expect(try colors.rgba("Vengo/Primary", slot: 1) == RGBA(bytes: 66, 60, 77))
    #expect(
      try colors.rgba("Vengo/Primary", slot: 0) == RGBA(red: 0.918, green: 0.902, blue: 0.871))
  }

  @Test func integerBytesWithAStringVersion() throws {
    // Blackboard Shared/Resources/Colors.xcassets/Desire.colorset: "info.version" is the string
    // "1" (author zeplin); red "234", green "60", blue "83", alpha "1.000".
    let colors = Self.colors("NathanE73+Blackboard", "Shared/Resources/Colors.xcassets")
    #expect(try colors.rgba("Desire") == RGBA(bytes: 234, 60, 83))
  }

  @Test func jsonNumbers() throws {
    // ColorAssetCatalog Example/ColorAssetCatalog/Colors.xcassets/device-specific.colorset
    // colors[1] (iphone): srgb red 0, green 0.8232067681347151, blue 0.4878329512144182, alpha 1.
    let colors = Self.colors(
      "Dimillian+ColorAssetCatalog", "Example/ColorAssetCatalog/Colors.xcassets")
    #expect(
      try colors.rgba("device-specific", slot: 1)
        == RGBA(red: 0, green: 0.8232067681347151, blue: 0.4878329512144182, alpha: 1))
    #expect(
      try colors.slots("device-specific").map(\.idiom) == ["universal", "iphone", "ipad", "tv"])
  }

  @Test func displayP3() throws {
    // Same file, colors[0] (universal): display-p3 with JSON integers red 1, green 0, blue 0.
    let colors = Self.colors(
      "Dimillian+ColorAssetCatalog", "Example/ColorAssetCatalog/Colors.xcassets")
    let red = try colors.rgba("device-specific", slot: 0)
    #expect(isClose(red, RGBA(red: 1.0931, green: -0.2267, blue: -0.1501), tolerance: 1e-4))
    // Blackboard Shared/Resources/Colors.xcassets/Dark/Night.colorset colors[1]: display-p3
    // 0.100 gray, alpha "0.478", display-gamut display-P3. A P3 gray is the same sRGB gray.
    let night = try Self.colors("NathanE73+Blackboard", "Shared/Resources/Colors.xcassets")
      .rgba("Night", slot: 1)
    #expect(isClose(night, RGBA(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.478), tolerance: 1e-9))
  }

  @Test func grayGamma22AndAnOSXReference() throws {
    // NetNewsWire Mac/Resources/Assets.xcassets/timelineSeparatorColor.colorset: colors[0]
    // gray-gamma-22 white "0.900"; colors[1] (Dark) {"platform": "osx", "reference":
    // "quaternaryLabelColor"}.
    let colors = Self.colors("Ranchero-Software+NetNewsWire", "Mac/Resources/Assets.xcassets")
    let gray = srgbEncode(pow(0.9, 2.2))
    #expect(
      isClose(try colors.rgba("timelineSeparatorColor"), RGBA(red: gray, green: gray, blue: gray)))
    let slots = try colors.slots("timelineSeparatorColor")
    #expect(
      slots.last?.content == .systemReference(platform: "osx", reference: "quaternaryLabelColor"))
    let resolver = Resolver(palette: Palette(colors), systemColors: Palette())
    let dark = TraitCombination(style: .dark, contrast: .normal, level: .base)
    guard case .failure(let unresolved) = resolver.resolve("timelineSeparatorColor", in: dark)
    else {
      Issue.record("an osx reference resolved for iOS")
      return
    }
    #expect(unresolved.reason.contains("osx"))
  }

  @Test func iOSReference() throws {
    // NetNewsWire iOS/Resources/Assets.xcassets/deleteBackgroundColor.colorset: both slots
    // {"platform": "ios", "reference": "systemRedColor"}.
    let colors = Self.colors("Ranchero-Software+NetNewsWire", "iOS/Resources/Assets.xcassets")
    #expect(
      try colors.slots("deleteBackgroundColor").map(\.content) == [
        .systemReference(platform: "ios", reference: "systemRedColor"),
        .systemReference(platform: "ios", reference: "systemRedColor"),
      ])
  }

  @Test func extendedGrayWithJSONNumbersAndSpacesInNames() throws {
    // R.swift Examples/ResourceApp/ResourceApp/Media.xcassets/Slightly transparant.colorset:
    // extended-gray white 0, alpha 0.4 (JSON numbers). Folder/ provides a namespace, so
    // "Not dupe" and "Folder/Not dupe" are two colors.
    let colors = Self.colors(
      "mac-cain13+R.swift", "Examples/ResourceApp/ResourceApp/Media.xcassets")
    #expect(try colors.rgba("Slightly transparant") == RGBA(red: 0, green: 0, blue: 0, alpha: 0.4))
    #expect(
      colors.map(\.name).sorted() == [
        "Folder/Not dupe", "Keyboard Focus Indicator color", "My Red", "Not dupe",
        "Slightly transparant",
      ])
  }

  @Test func localizableSetWithIPhoneOnlyReferences() throws {
    // SwiftUIColor Sources/SwiftUIColor/Assets/Media.xcassets/iOS/secondaryLabel.colorset:
    // properties.localizable true; universal extended-srgb Any 0.235/0.235/0.263 alpha 0.600
    // and Dark; iphone Any and Dark reference ios secondaryLabelColor.
    let colors = Self.colors("p-x9+SwiftUIColor", "Sources/SwiftUIColor/Assets/Media.xcassets")
    let slots = try colors.slots("iOS/secondaryLabel")
    #expect(slots.map(\.idiom) == ["universal", "universal", "iphone", "iphone"])
    #expect(
      try colors.rgba("iOS/secondaryLabel")
        == RGBA(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6))
    #expect(slots[2].content == .systemReference(platform: "ios", reference: "secondaryLabelColor"))
    // With no idiom (the audit's default), the universal components are used.
    let resolver = Resolver(palette: Palette(colors), systemColors: Palette())
    let light = TraitCombination(style: .light, contrast: .normal, level: .base)
    #expect(try resolver.resolve("iOS/secondaryLabel", in: light).get().slot == "Any")
  }

  @Test func gamutPairAndEmptyColors() throws {
    // Blackboard Dark/Night.colorset: sRGB slot 0.050 gray alpha 0.475, display-P3 slot.
    // Empty.colorset: "colors": [].
    let colors = Self.colors("NathanE73+Blackboard", "Shared/Resources/Colors.xcassets")
    #expect(try colors.slots("Night").map(\.gamut) == ["sRGB", "display-P3"])
    #expect(
      try colors.rgba("Night", slot: 0) == RGBA(red: 0.05, green: 0.05, blue: 0.05, alpha: 0.475))
    #expect(try colors.slots("Empty").isEmpty)
  }
}
