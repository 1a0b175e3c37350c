import Foundation
import Testing

@testable import ContrastAudit

@Suite struct ResolverTests {
  static let theme = PaletteFileLoader.load(
    TestPaths.fixture("Projects/Themed/Theme/Theme.palette.json"), displayPath: "Theme.palette.json"
  ).colors

  static func traits(_ key: String) -> TraitCombination {
    TraitCombination.all.first { $0.key == key } ?? TraitCombination.all[0]
  }

  @Test func paletteColorsResolvePerTrait() throws {
    let resolver = TestPaths.resolver(Self.theme)
    func hex(_ name: String, _ key: String) -> String? {
      resolver.resolve(name, in: Self.traits(key)).value?.color.hexString
    }
    #expect(hex("Reader/Background", "light-normal-base") == "#FBF8F1FF")
    #expect(hex("Reader/Background", "light-high-elevated") == "#FBF8F1FF")
    #expect(hex("Reader/Background", "dark-normal-base") == "#121212FF")
    #expect(hex("Reader/Background", "dark-normal-elevated") == "#1E1E1EFF")
    #expect(hex("Reader/Background", "dark-high-base") == "#000000FF")
    // "dark high" outranks "dark elevated": contrast weighs more than level.
    #expect(hex("Reader/Background", "dark-high-elevated") == "#000000FF")
    // An explicit "light" outranks "high" in light + high contrast, as a Light slot outranks
    // High Contrast Any in an asset catalog; "light high" would be needed to differ.
    #expect(hex("Reader/Text", "light-high-base") == "#2B2B2BFF")
    #expect(hex("Reader/Text", "dark-high-base") == "#FFFFFFFF")
  }

  @Test func referencesFollowToSystemColorsWithTheirLevel() throws {
    let resolver = TestPaths.resolver(Self.theme)
    let link = try #require(
      resolver.resolve("Reader/Link", in: Self.traits("dark-high-base")).value)
    #expect(link.path == ["Reader/Link", "systemBlue"])
    #expect(link.color.hexString == "#5CB8FFFF", "iOS 26's dark high systemBlue")
    let chip = try #require(
      resolver.resolve("Chip/Text", in: Self.traits("dark-normal-base")).value)
    #expect(chip.path == ["Chip/Text", "label"])
    let elevated = resolver.resolve("systemBackground", in: Self.traits("dark-high-elevated"))
    #expect(elevated.value?.color.hexString == "#242426FF")
    let quote = try #require(
      resolver.resolve("Reader/Quote", in: Self.traits("dark-normal-base")).value)
    #expect(quote.path == ["Reader/Quote", "Reader/Secondary"])
  }

  @Test func cyclesAndMissingNamesAreUnresolvedNotCrashes() {
    let colors = PaletteFileLoader.load(
      TestPaths.fixture("BadInputs/cycle.palette.json"), displayPath: "cycle.palette.json"
    ).colors
    let resolver = TestPaths.resolver(colors)
    let light = Self.traits("light-normal-base")
    #expect(
      resolver.resolve("Primary", in: light).failure?.reason
        == "reference cycle Primary → Accent → Primary")
    #expect(
      resolver.resolve("Primary", in: Self.traits("dark-normal-base")).value?.color.hexString
        == "#0A84FFFF")
    #expect(
      resolver.resolve("Orphan", in: light).failure?.reason == "no color named \"Missing/Color\"")
    let diagnostics = Auditor.validateReferences(resolver)
    #expect(
      diagnostics.map(\.message).sorted() == [
        "Orphan refers to \"Missing/Color\", which is not a known color",
        "reference cycle: Accent → Primary → Accent",
      ])
  }

  @Test func assetSlotsFollowUIKitsLookupOrder() throws {
    func slot(_ luminosity: AssetSlot.Luminosity, _ high: Bool, _ gray: Int) -> AssetSlot {
      AssetSlot(
        luminosity: luminosity, highContrast: high,
        content: .components(RGBA(bytes: gray, gray, gray), space: .sRGB))
    }
    // Any, Dark and High Contrast Any, but no High Contrast Dark.
    let accent = NamedColor(
      name: "Brand/Accent",
      definition: .assetCatalog([
        slot(.any, false, 10), slot(.dark, false, 20), slot(.any, true, 30),
      ]),
      location: SourceLocation(file: "Accent.colorset/Contents.json"))
    let resolver = TestPaths.resolver([accent])
    func gray(_ key: String) -> Double? {
      resolver.resolve("Brand/Accent", in: Self.traits(key)).value.map {
        ($0.color.red * 255).rounded()
      }
    }
    #expect(gray("light-normal-base") == 10)
    #expect(gray("light-high-base") == 30)
    #expect(gray("dark-normal-elevated") == 20)
    #expect(gray("dark-high-base") == 20)
    let darkHigh = resolver.resolve("Brand/Accent", in: Self.traits("dark-high-base")).value
    #expect(darkHigh?.slot == "Dark")
  }

  @Test func gamutSlotsPreferTheDisplaysOwnGamut() {
    func gray(_ value: Int, gamut: String?) -> AssetSlot {
      AssetSlot(gamut: gamut, content: .components(RGBA(bytes: value, value, value), space: .sRGB))
    }
    let both = [gray(1, gamut: nil), gray(2, gamut: "sRGB"), gray(3, gamut: "display-P3")]
    var traits = Self.traits("light-normal-base")
    traits.gamut = "sRGB"
    #expect(AssetSlotSelection.select(both, for: traits) == both[1])
    traits.gamut = "display-P3"
    #expect(AssetSlotSelection.select(both, for: traits) == both[2])
    // Only a P3 slot: an sRGB display still shows it rather than nothing.
    traits.gamut = "sRGB"
    #expect(AssetSlotSelection.select([both[2]], for: traits) == both[2])
    let empty = NamedColor(
      name: "Empty", definition: .assetCatalog([]), location: SourceLocation(file: "x"))
    let failure = TestPaths.resolver([empty]).resolve("Empty", in: traits).failure
    #expect(failure?.reason == "the color set Empty has no colors")
  }

  @Test func assetReferencesToOtherPlatformsAreUnresolved() {
    let set = NamedColor(
      name: "timelineSeparator",
      definition: .assetCatalog([
        AssetSlot(
          content: .systemReference(platform: "ios", reference: "groupTableViewBackgroundColor")),
        AssetSlot(
          luminosity: .dark,
          content: .systemReference(platform: "osx", reference: "quaternaryLabelColor")),
      ]), location: SourceLocation(file: "x"))
    let resolver = TestPaths.resolver([set])
    let light = resolver.resolve("timelineSeparator", in: Self.traits("light-normal-base"))
    #expect(light.value?.path == ["timelineSeparator", "systemGroupedBackground"])
    let dark = resolver.resolve("timelineSeparator", in: Self.traits("dark-normal-base"))
    #expect(dark.failure?.reason.contains("osx system color quaternaryLabelColor") == true)
  }
}

@Suite struct EvaluatorTests {
  static let rules = TestPaths.builtInRules

  static func evaluator(_ colors: [NamedColor] = [], level: ConformanceLevel = .AA) -> Evaluator {
    Evaluator(resolver: TestPaths.resolver(colors), thresholds: rules.thresholds, level: level)
  }

  static let here = SourceLocation(file: "contrast-audit.json", line: 3, column: 5)

  @Test func secondaryLabelOnWhiteFailsBodyText() throws {
    let pairing = Pairing(
      foreground: "secondaryLabel", background: "systemBackground", location: Self.here)
    let checks = Self.evaluator().evaluate(pairing)
    #expect(checks.count == 8)
    let light = try #require(checks.first)
    #expect(light.traits.key == "light-normal-base")
    #expect(light.status == .failed)
    #expect(light.minimum == 4.5)
    let ratio = try #require(light.measurement?.ratio)
    #expect(abs(ratio - 3.4375) < 0.01)
    #expect(light.measurement?.compositedForeground.isOpaque == true)
  }

  @Test func elevatedDiffersFromBaseThroughSystemBackgrounds() throws {
    let pairing = Pairing(
      foreground: "tertiaryLabel", background: "systemBackground", role: .decorative,
      location: Self.here)
    let checks = Self.evaluator().evaluate(pairing)
    let base = try #require(
      checks.first { $0.traits.key == "dark-normal-base" }?.measurement?.ratio)
    let elevated = try #require(
      checks.first { $0.traits.key == "dark-normal-elevated" }?.measurement?.ratio)
    // The elevated background is lighter, and so is the translucent label composited on it.
    #expect(abs(elevated - base) > 0.1)
    #expect(checks.allSatisfy { $0.minimum == nil && $0.status == .passed })
  }

  @Test func translucentBackgroundSitsOnItsBackdrop() throws {
    let colors = [
      NamedColor(
        name: "Scrim",
        definition: .palette([
          PaletteVariant(value: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)), key: "any")
        ]), location: Self.here),
      NamedColor(
        name: "Paper",
        definition: .palette([PaletteVariant(value: .color(RGBA(bytes: 255, 0, 0)), key: "any")]),
        location: Self.here),
    ]
    let pairing = Pairing(
      foreground: "white", background: "Scrim", backdrop: "Paper", levels: [.base],
      location: Self.here)
    let check = try #require(Self.evaluator(colors).evaluate(pairing).first)
    let measurement = try #require(check.measurement)
    #expect(measurement.compositedBackground == RGBA(red: 0.5, green: 0, blue: 0))
    #expect(measurement.backdrop?.path == ["Paper"])
    #expect(measurement.ratio == Contrast.ratio(.white, RGBA(red: 0.5, green: 0, blue: 0)))

    // Without a backdrop, the system background of the same traits.
    let defaulted = Pairing(
      foreground: "white", background: "Scrim", levels: [.elevated], location: Self.here)
    let dark = try #require(
      Self.evaluator(colors).evaluate(defaulted).first { $0.traits.style == .dark })
    #expect(dark.measurement?.backdrop?.path == ["systemBackground"])
    #expect(dark.measurement?.compositedBackground.hexString == "#0E0E0FFF")
  }

  @Test func explicitMinimumAndAAA() throws {
    let strict = Pairing(
      foreground: "secondaryLabel", background: "systemBackground", minimum: 3, location: Self.here)
    #expect(
      Self.evaluator().evaluate(strict).allSatisfy { $0.minimum == 3 && $0.status == .passed })
    let aaa = Pairing(
      foreground: "label", background: "systemBackground", role: .largeText, location: Self.here)
    #expect(Self.evaluator(level: .AAA).evaluate(aaa).allSatisfy { $0.minimum == 4.5 })
  }

  @Test func unresolvedColorsAreNeverPassed() throws {
    let empty = NamedColor(
      name: "AccentColor", definition: .assetCatalog([AssetSlot(content: .empty)]),
      location: Self.here)
    let pairing = Pairing(
      foreground: "AccentColor", background: "systemBackground", location: Self.here)
    let checks = Self.evaluator([empty]).evaluate(pairing)
    #expect(checks.count == 8)
    #expect(checks.allSatisfy { $0.status == .unresolved })
    guard case .unresolved(let reasons) = checks[0].outcome else { return }
    #expect(
      reasons == [
        Unresolved(
          name: "AccentColor", reason: "the Any slot of the color set AccentColor is empty")
      ])
  }

  @Test func idiomAndGamutAxesAppearOnlyWhereInputsVary() throws {
    let idiomColor = NamedColor(
      name: "Tile",
      definition: .assetCatalog([
        AssetSlot(content: .components(.white, space: .sRGB)),
        AssetSlot(idiom: "ipad", content: .components(RGBA(bytes: 200, 200, 200), space: .sRGB)),
      ]), location: Self.here)
    let pairing = Pairing(foreground: "label", background: "Tile", location: Self.here)
    let checks = Self.evaluator([idiomColor]).evaluate(pairing)
    #expect(checks.count == 16)
    #expect(Set(checks.compactMap(\.traits.idiom)) == ["iphone", "ipad"])
    #expect(checks.allSatisfy { $0.traits.gamut == nil })
    let ipad = checks.first { $0.traits.idiom == "ipad" && $0.traits.style == .light }
    #expect(ipad?.measurement?.background.color == RGBA(bytes: 200, 200, 200))
    #expect(ipad?.traits.label == "light · normal contrast · base · ipad")
  }

  @Test func wideGamutColorsAreNoted() throws {
    let p3 = NamedColor(
      name: "Vivid",
      definition: .palette([
        PaletteVariant(
          value: .color(ColorSpace.displayP3.toExtendedSRGB([1, 0, 0], alpha: 1)), key: "any")
      ]), location: Self.here)
    let check = try #require(
      Self.evaluator([p3]).evaluate(
        Pairing(foreground: "Vivid", background: "white", location: Self.here)
      ).first)
    #expect(check.measurement?.notes.first?.contains("outside sRGB") == true)
  }
}

@Suite struct CheckStorageTests {
  @Test func aCheckStaysASmallHandle() {
    // An audit holds hundreds of thousands of checks; their parts live in one shared table.
    #expect(MemoryLayout<Check>.stride <= 56, "\(MemoryLayout<Check>.stride) bytes")
  }

  @Test func checksOfOneAuditShareTheirTableAndStillReadLikeValues() throws {
    let rules = TestPaths.builtInRules
    let evaluator = Evaluator(
      resolver: TestPaths.resolver([]), thresholds: rules.thresholds, level: .AA)
    let here = SourceLocation(file: "contrast-audit.json", line: 1)
    let pairings = [
      Pairing(foreground: "label", background: "systemBackground", location: here),
      Pairing(foreground: "secondaryLabel", background: "systemGroupedBackground", location: here),
    ]
    let checks = evaluator.evaluate(pairings)
    #expect(checks.count == 16)
    #expect(checks[0].hasSamePairing(as: checks[7]) && !checks[7].hasSamePairing(as: checks[8]))
    // The same check made alone has the same parts.
    let alone = evaluator.evaluate(pairings[1], in: checks[12].traits)
    #expect(alone == checks[12])
    #expect(alone.measurement == checks[12].measurement)
    #expect(alone.minimum == 4.5 && alone.status == checks[12].status)
  }
}
