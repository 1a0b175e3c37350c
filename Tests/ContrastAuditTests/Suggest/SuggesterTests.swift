import Testing

@testable import ContrastAudit

/// A small UIKit table and helpers that measure a pairing the way the evaluator does.
enum SuggestFixtures {
  static let location = SourceLocation(file: "App.pairings.json")

  /// A system color with one value for light and dark, and optional high-contrast and elevated
  /// dark values.
  static func system(
    _ name: String, light: RGBA, dark: RGBA, lightHigh: RGBA? = nil, darkHigh: RGBA? = nil,
    darkElevated: RGBA? = nil, darkHighElevated: RGBA? = nil
  ) -> NamedColor {
    var values: [String: RGBA] = [:]
    for traits in TraitCombination.all {
      let value: RGBA
      switch (traits.style, traits.contrast, traits.level) {
      case (.light, .normal, _): value = light
      case (.light, .high, _): value = lightHigh ?? light
      case (.dark, .normal, .base): value = dark
      case (.dark, .normal, .elevated): value = darkElevated ?? dark
      case (.dark, .high, .base): value = darkHigh ?? dark
      case (.dark, .high, .elevated): value = darkHighElevated ?? darkElevated ?? darkHigh ?? dark
      }
      values[traits.key] = value
    }
    return NamedColor(
      name: name, definition: .system(values), location: SourceLocation(file: "Rules/system"))
  }

  static let systemColors = Palette([
    system(
      "systemBackground", light: .white, dark: .black, darkElevated: RGBA(bytes: 0x1C, 0x1C, 0x1E),
      darkHighElevated: RGBA(bytes: 0x24, 0x24, 0x26)),
    system("label", light: .black, dark: .white),
    system(
      "secondaryLabel", light: RGBA(bytes: 0x3C, 0x3C, 0x43, alpha: 0.6),
      dark: RGBA(bytes: 0xEB, 0xEB, 0xF5, alpha: 0.6),
      lightHigh: RGBA(bytes: 0x3C, 0x3C, 0x43, alpha: 0.8),
      darkHigh: RGBA(bytes: 0xEB, 0xEB, 0xF5, alpha: 0.7)),
    system(
      "systemBlue", light: RGBA(bytes: 0x00, 0x7A, 0xFF), dark: RGBA(bytes: 0x0A, 0x84, 0xFF),
      lightHigh: RGBA(bytes: 0x00, 0x40, 0xDD), darkHigh: RGBA(bytes: 0x40, 0x9C, 0xFF)),
    system("systemGray", light: RGBA(bytes: 0x8E, 0x8E, 0x93), dark: RGBA(bytes: 0x8E, 0x8E, 0x93)),
  ])

  static func asset(_ name: String, _ slots: [AssetSlot]) -> NamedColor {
    let indexed = slots.enumerated().map { index, slot in
      var slot = slot
      slot.index = index
      return slot
    }
    return NamedColor(
      name: name, definition: .assetCatalog(indexed),
      location: SourceLocation(file: "Assets.xcassets/\(name).colorset/Contents.json"))
  }

  static func slot(
    _ luminosity: AssetSlot.Luminosity, high: Bool = false, _ color: RGBA
  ) -> AssetSlot {
    AssetSlot(luminosity: luminosity, highContrast: high, content: .components(color, space: .sRGB))
  }

  static func palette(_ name: String, _ variants: [PaletteVariant]) -> NamedColor {
    NamedColor(
      name: name, definition: .palette(variants),
      location: SourceLocation(file: "Colors.palette.json", key: name))
  }

  static func resolver(_ colors: [NamedColor]) -> Resolver {
    Resolver(palette: Palette(colors), systemColors: systemColors)
  }

  static func traits(_ style: Style, _ contrast: ContrastSetting, _ level: InterfaceLevel = .base)
    -> TraitCombination
  {
    TraitCombination(style: style, contrast: contrast, level: level)
  }

  /// Composites and measures as the evaluator does: background over backdrop (default
  /// `systemBackground`) when translucent, then foreground over that.
  static func measure(
    foreground: ResolvedColor, background: ResolvedColor, backdrop: ResolvedColor?
  ) -> ContrastMeasurement {
    let onBackdrop =
      background.color.alpha < 1
      ? Contrast.composite(background.color, over: backdrop?.color ?? .white) : background.color
    let onScreen = Contrast.composite(foreground.color, over: onBackdrop)
    return ContrastMeasurement(
      foreground: foreground, background: background,
      backdrop: background.color.alpha < 1 ? backdrop : nil, compositedForeground: onScreen,
      compositedBackground: onBackdrop, ratio: Contrast.ratio(onScreen, onBackdrop), notes: [])
  }

  static func check(
    _ foreground: String, on background: String, in traits: TraitCombination,
    minimum: Double = 4.5, resolver: Resolver
  ) throws -> Check {
    let fg = try resolver.resolve(foreground, in: traits).get()
    let bg = try resolver.resolve(background, in: traits).get()
    let under = try resolver.resolve("systemBackground", in: traits).get()
    let pairing = Pairing(
      foreground: foreground, background: background, minimum: minimum, location: location)
    return Check(
      pairing: pairing, traits: traits, minimum: minimum,
      outcome: .measured(measure(foreground: fg, background: bg, backdrop: under)))
  }

  /// The ratio a check would measure with one side replaced.
  static func ratio(of check: Check, with color: RGBA, side: String) throws -> Double {
    let m = try #require(check.measurement)
    var fg = m.foreground
    var bg = m.background
    if side == "foreground" { fg.color = color } else { bg.color = color }
    return measure(foreground: fg, background: bg, backdrop: m.backdrop ?? m.background).ratio
  }
}

@Suite struct SuggesterTests {
  typealias F = SuggestFixtures

  @Test func theSideThatFellBackToALessSpecificSlotIsTheOneToFix() throws {
    // Brand/Primary has High Contrast Any but no High Contrast Dark: dark + high shows its Dark
    // slot. The white text on it has every slot, so the missing slot is the fix.
    let primary = NamedColor(
      name: "Brand/Primary",
      definition: .assetCatalog([
        F.slot(.any, RGBA(bytes: 0x5B, 0x4C, 0xD6)), F.slot(.dark, RGBA(bytes: 0xA9, 0x9C, 0xFF)),
        F.slot(.any, high: true, RGBA(bytes: 0x3E, 0x2F, 0xB0)),
      ]), location: SourceLocation(file: "Primary.colorset/Contents.json"))
    let onPrimary = NamedColor(
      name: "Brand/OnPrimary",
      definition: .assetCatalog([
        F.slot(.any, .white), F.slot(.dark, .white), F.slot(.any, high: true, .white),
        F.slot(.dark, high: true, .white),
      ]), location: SourceLocation(file: "OnPrimary.colorset/Contents.json"))
    let resolver = F.resolver([primary, onPrimary])
    let check = try F.check(
      "Brand/OnPrimary", on: "Brand/Primary", in: F.traits(.dark, .high), resolver: resolver)
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(suggestion.side == "background" && suggestion.name == "Brand/Primary")
    #expect(suggestion.instruction == "add a High Contrast Dark appearance to Brand/Primary")
    #expect(Suggester.fellBack(try #require(check.measurement).background, traits: check.traits))
  }

  @Test func grayTextStaysGray() throws {
    // A gray's OKLCH hue is float noise; moving its lightness must not tint it (#3F3E3E).
    var tinted: [String] = []
    for gray in stride(from: 0, through: 255, by: 15) {
      for background in [0xA99CFF, 0x7F7F7F, 0xFFD400, 0x34C759, 0x1C1C1E, 0xFFFFFF] {
        let resolver = F.resolver([
          F.palette(
            "Text", [PaletteVariant(value: .color(RGBA(bytes: gray, gray, gray)), key: "any")]),
          F.palette(
            "Ground",
            [
              PaletteVariant(
                value: .color(
                  RGBA(bytes: background >> 16, (background >> 8) & 0xFF, background & 0xFF)),
                key: "any")
            ]),
        ])
        let check = try F.check(
          "Text", on: "Ground", in: F.traits(.light, .normal), resolver: resolver)
        guard check.status == .failed,
          let suggestion = Suggester(resolver: resolver).suggest(for: check),
          suggestion.side == "foreground"
        else { continue }
        let hex = suggestion.color.opaqueHexString
        let bytes = Array(hex.dropFirst())
        if !(bytes[0...1] == bytes[2...3] && bytes[2...3] == bytes[4...5]) { tinted.append(hex) }
      }
    }
    #expect(tinted.isEmpty)
  }

  @Test func grayCaptionOnWhiteGetsDarkerUntilItReadsAsText() throws {
    let resolver = F.resolver([
      F.palette(
        "Brand/Caption", [PaletteVariant(value: .color(RGBA(bytes: 0x8E, 0x8E, 0x93)), key: "any")])
    ])
    let check = try F.check(
      "Brand/Caption", on: "systemBackground", in: F.traits(.light, .normal), resolver: resolver)
    #expect(check.status == .failed)
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(suggestion.side == "foreground")
    #expect(suggestion.name == "Brand/Caption")
    #expect(suggestion.ratio >= 4.5 && suggestion.ratio < 4.6)
    #expect(try F.ratio(of: check, with: suggestion.color, side: "foreground") >= 4.5)
    #expect(OKLCH(suggestion.color).L < OKLCH(RGBA(bytes: 0x8E, 0x8E, 0x93)).L)
    #expect(suggestion.pasteValue == suggestion.color.opaqueHexString)
    #expect(suggestion.pasteValue == "#77767B")
    #expect(
      suggestion.instruction
        == "set the \"any\" variant of Brand/Caption (also used in 7 other trait combinations)")
  }

  @Test func lightOnDarkGetsLighter() throws {
    let resolver = F.resolver([
      F.asset(
        "Brand/Subtitle",
        [F.slot(.any, RGBA(bytes: 0x6C, 0x6C, 0x70)), F.slot(.dark, RGBA(bytes: 0x4A, 0x4A, 0x4E))])
    ])
    let check = try F.check(
      "Brand/Subtitle", on: "systemBackground", in: F.traits(.dark, .normal), resolver: resolver)
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(suggestion.ratio >= 4.5)
    #expect(OKLCH(suggestion.color).L > OKLCH(RGBA(bytes: 0x4A, 0x4A, 0x4E)).L)
    #expect(
      suggestion.instruction
        == "change the Dark appearance of Brand/Subtitle (also used in dark · high contrast)")
    #expect(suggestion.pasteValue.hasPrefix("{\"color-space\" : \"srgb\", \"components\" : {"))
    #expect(suggestion.pasteValue.contains("\"alpha\" : \"1.000\""))
  }

  static let accent = F.asset(
    "Brand/Accent",
    [F.slot(.any, RGBA(bytes: 0x00, 0x7A, 0xFF)), F.slot(.dark, RGBA(bytes: 0x0A, 0x84, 0xFF))])

  @Test func brandBlueUnderHighContrastKeepsItsHue() throws {
    let resolver = F.resolver([Self.accent])
    let check = try F.check(
      "Brand/Accent", on: "systemBackground", in: F.traits(.light, .high), resolver: resolver)
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(suggestion.ratio >= 4.5)
    let before = OKLCH(RGBA(bytes: 0x00, 0x7A, 0xFF))
    let after = OKLCH(suggestion.color)
    #expect(after.L < before.L)
    #expect(OKLCH.hueDistance(after.h, before.h) < 1)
    #expect(suggestion.instruction == "add a High Contrast Any appearance to Brand/Accent")
  }

  @Test func darkHighContrastFallingBackToDarkAsksForAHighContrastDarkSlot() throws {
    let resolver = F.resolver([Self.accent])
    let check = try F.check(
      "Brand/Accent", on: "systemBackground", in: F.traits(.dark, .high), minimum: 7,
      resolver: resolver)
    #expect(check.measurement?.foreground.slot == "Dark")
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(suggestion.ratio >= 7)
    #expect(OKLCH(suggestion.color).L > OKLCH(RGBA(bytes: 0x0A, 0x84, 0xFF)).L)
    #expect(
      OKLCH.hueDistance(OKLCH(suggestion.color).h, OKLCH(RGBA(bytes: 0x0A, 0x84, 0xFF)).h) < 1)
    #expect(suggestion.instruction == "add a High Contrast Dark appearance to Brand/Accent")

    let elevated = try F.check(
      "Brand/Accent", on: "systemBackground", in: F.traits(.dark, .high, .elevated), minimum: 7,
      resolver: resolver)
    let onElevated = try #require(Suggester(resolver: resolver).suggest(for: elevated))
    #expect(
      onElevated.instruction
        == "add a High Contrast Dark appearance to Brand/Accent; a color set cannot vary by "
        + "level, so this changes base and elevated alike")
  }

  @Test func anAnyOnlySetInDarkModeAsksForADarkSlot() throws {
    let resolver = F.resolver([
      F.asset("Brand/Ink", [F.slot(.any, RGBA(bytes: 0x33, 0x33, 0x66))])
    ])
    let check = try F.check(
      "Brand/Ink", on: "systemBackground", in: F.traits(.dark, .normal), resolver: resolver)
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(
      suggestion.instruction
        == "add a Dark appearance to Brand/Ink (also used in dark · high contrast)")
  }

  @Test func lightHighContrastUsesALightSlotWhenTheSetHasOne() throws {
    let resolver = F.resolver([
      F.asset(
        "Brand/Tint",
        [
          F.slot(.any, RGBA(bytes: 0x00, 0x7A, 0xFF)),
          F.slot(.light, RGBA(bytes: 0x00, 0x7A, 0xFF)),
          F.slot(.dark, RGBA(bytes: 0x0A, 0x84, 0xFF)),
        ])
    ])
    let check = try F.check(
      "Brand/Tint", on: "systemBackground", in: F.traits(.light, .high), resolver: resolver)
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(suggestion.instruction == "add a High Contrast Light appearance to Brand/Tint")
  }

  @Test func highContrastAnyAlsoServesDarkWhenTheSetHasNoDarkSlot() throws {
    let resolver = F.resolver([
      F.asset("Brand/Solo", [F.slot(.any, RGBA(bytes: 0x00, 0x7A, 0xFF))])
    ])
    let check = try F.check(
      "Brand/Solo", on: "systemBackground", in: F.traits(.light, .high), resolver: resolver)
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(
      suggestion.instruction
        == "add a High Contrast Any appearance to Brand/Solo (also used in dark · high contrast)")
  }

  @Test func idiomSpecificSlotsAreNamed() throws {
    var dark = F.slot(.dark, RGBA(bytes: 0x4A, 0x4A, 0x4E))
    dark.idiom = "ipad"
    let resolver = F.resolver([
      F.asset("Brand/Pane", [F.slot(.any, RGBA(bytes: 0x6C, 0x6C, 0x70)), dark])
    ])
    var traits = F.traits(.dark, .normal)
    traits.idiom = "ipad"
    let check = try F.check("Brand/Pane", on: "systemBackground", in: traits, resolver: resolver)
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(
      suggestion.instruction
        == "change the Dark appearance (ipad) of Brand/Pane (also used in dark · high contrast)")
  }

  @Test func paletteVariantForPreciseTraits() throws {
    let resolver = F.resolver([
      F.palette(
        "Brand/Text",
        [
          PaletteVariant(value: .color(RGBA(bytes: 0x3C, 0x3C, 0x43)), key: "any"),
          PaletteVariant(style: .dark, value: .color(RGBA(bytes: 0x8E, 0x8E, 0x93)), key: "dark"),
        ])
    ])
    let check = try F.check(
      "Brand/Text", on: "systemBackground", in: F.traits(.dark, .high, .elevated), minimum: 7,
      resolver: resolver)
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(suggestion.ratio >= 7)
    #expect(suggestion.instruction == "set a new \"dark high elevated\" variant of Brand/Text")
    #expect(suggestion.pasteValue.count == 7 && suggestion.pasteValue.hasPrefix("#"))

    let darkBase = try F.check(
      "Brand/Text", on: "systemBackground", in: F.traits(.dark, .normal), minimum: 7,
      resolver: resolver)
    let onBase = try #require(Suggester(resolver: resolver).suggest(for: darkBase))
    #expect(
      onBase.instruction
        == "set the \"dark\" variant of Brand/Text (also used in 3 other trait combinations)"
        || onBase.instruction.hasPrefix("set the \"dark\" variant of Brand/Text (also used in "))
  }

  @Test func translucentPaletteColorsKeepTheirAlpha() throws {
    let resolver = F.resolver([
      F.palette(
        "Brand/Hint",
        [PaletteVariant(value: .color(RGBA(bytes: 0x8E, 0x8E, 0x93, alpha: 0.5)), key: "any")])
    ])
    let check = try F.check(
      "Brand/Hint", on: "systemBackground", in: F.traits(.light, .normal), minimum: 3,
      resolver: resolver)
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(suggestion.color.alpha == 128.0 / 255)
    #expect(suggestion.pasteValue.count == 9 && suggestion.pasteValue.hasSuffix("80"))
    #expect(try F.ratio(of: check, with: suggestion.color, side: "foreground") >= 3)
  }

  @Test func systemForegroundOnUserBackgroundChangesTheBackground() throws {
    let resolver = F.resolver([
      F.palette("Card", [PaletteVariant(value: .color(RGBA(bytes: 0xF2, 0xF2, 0xF7)), key: "any")])
    ])
    let check = try F.check(
      "systemGray", on: "Card", in: F.traits(.light, .normal), minimum: 3, resolver: resolver)
    #expect(check.status == .failed)
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(suggestion.side == "background")
    #expect(suggestion.name == "Card")
    #expect(try F.ratio(of: check, with: suggestion.color, side: "background") >= 3)
    #expect(OKLCH(suggestion.color).L > OKLCH(RGBA(bytes: 0xF2, 0xF2, 0xF7)).L)
    #expect(suggestion.instruction.hasPrefix("set the \"any\" variant of Card"))
  }

  @Test func twoSystemColorsAdviseACustomColor() throws {
    let resolver = F.resolver([])
    let check = try F.check(
      "secondaryLabel", on: "systemBackground", in: F.traits(.light, .normal), resolver: resolver)
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(suggestion.side == "foreground")
    #expect(suggestion.name == "secondaryLabel")
    #expect(suggestion.instruction == "use a custom color instead of secondaryLabel")
    #expect(suggestion.pasteValue.hasSuffix("99"))  // alpha 0.6 kept
    #expect(suggestion.ratio >= 4.5)
  }

  @Test func referenceChainsChangeTheFirstUserColor() throws {
    let resolver = F.resolver([
      F.palette("Brand/Link", [PaletteVariant(value: .reference("systemBlue"), key: "any")]),
      F.asset(
        "Brand/Button",
        [
          AssetSlot(
            luminosity: .any,
            content: .systemReference(platform: "ios", reference: "systemBlueColor")
          )
        ]),
    ])
    let suggester = Suggester(resolver: resolver)
    let link = try F.check(
      "Brand/Link", on: "systemBackground", in: F.traits(.light, .normal), resolver: resolver)
    #expect(link.measurement?.foreground.path == ["Brand/Link", "systemBlue"])
    let onLink = try #require(suggester.suggest(for: link))
    #expect(onLink.name == "Brand/Link")
    #expect(
      onLink.instruction
        == "replace the reference to systemBlue in the \"any\" variant of Brand/Link "
        + "(also used in 7 other trait combinations)")

    let button = try F.check(
      "Brand/Button", on: "systemBackground", in: F.traits(.light, .normal), resolver: resolver)
    let onButton = try #require(suggester.suggest(for: button))
    #expect(onButton.name == "Brand/Button")
    #expect(
      onButton.instruction
        == "replace the systemBlueColor reference in the Any appearance of Brand/Button "
        + "(also used in light · high contrast, dark · normal contrast, dark · high contrast)")
  }

  @Test func passingAndUnresolvedChecksGetNothing() throws {
    let resolver = F.resolver([])
    let passing = try F.check(
      "label", on: "systemBackground", in: F.traits(.light, .normal), resolver: resolver)
    #expect(Suggester(resolver: resolver).suggest(for: passing) == nil)
    let unresolved = Check(
      pairing: Pairing(foreground: "Missing", background: "systemBackground", location: F.location),
      traits: F.traits(.light, .normal), minimum: 4.5,
      outcome: .unresolved([Unresolved(name: "Missing", reason: "no color named \"Missing\"")]))
    #expect(Suggester(resolver: resolver).suggest(for: unresolved) == nil)
  }

  @Test func unreachableMinimumGivesNothing() throws {
    // Mid gray: neither black (4.68) nor white (4.48) text reaches 7, and the background is
    // UIKit's own.
    let resolver = F.resolver([
      F.palette("Mid", [PaletteVariant(value: .color(RGBA(bytes: 0x77, 0x77, 0x77)), key: "any")]),
      F.palette("Ink", [PaletteVariant(value: .color(RGBA(bytes: 0x77, 0x77, 0x77)), key: "any")]),
    ])
    let check = try F.check(
      "Ink", on: "Mid", in: F.traits(.light, .normal), minimum: 22, resolver: resolver)
    #expect(Suggester(resolver: resolver).suggest(for: check) == nil)
  }

  /// The central promise: whatever the colors, alpha and minimum, a suggestion never fails,
  /// and it is the same every time.
  @Test func aSuggestionNeverFails() throws {
    var generator = SeededGenerator(seed: 20_250_601)
    func random(_ range: ClosedRange<Double>) -> Double {
      Double.random(in: range, using: &generator)
    }
    func color(translucent: Bool) -> RGBA {
      RGBA(
        red: random(0...1), green: random(0...1), blue: random(0...1),
        alpha: translucent && random(0...1) < 0.3 ? random(0.2...0.99) : 1)
    }
    var suggested = 0
    for index in 0..<600 {
      let asset = index % 2 == 0
      func named(_ name: String, _ value: RGBA) -> NamedColor {
        asset
          ? F.asset(name, [F.slot(.any, value)])
          : F.palette(name, [PaletteVariant(value: .color(value), key: "any")])
      }
      let fgColor = color(translucent: true)
      let bgColor = color(translucent: true)
      let fgIsSystem = index % 7 == 3
      var colors = [named("Back", bgColor)]
      if !fgIsSystem { colors.append(named("Fore", fgColor)) }
      let resolver = F.resolver(colors)
      let traits = TraitCombination.all[index % 8]
      let check = try F.check(
        fgIsSystem ? "secondaryLabel" : "Fore", on: "Back", in: traits,
        minimum: [3, 4.5, 7, random(1.2...15)][index % 4], resolver: resolver)
      guard check.status == .failed, let minimum = check.minimum else { continue }
      let suggester = Suggester(resolver: resolver)
      guard let suggestion = suggester.suggest(for: check) else {
        // Nothing is suggested only when neither black nor white works on either side.
        for side in ["foreground", "background"] {
          let original =
            side == "foreground"
            ? check.measurement?.foreground.color
            : check.measurement?
              .background.color
          for extreme in [RGBA.black, .white] {
            var candidate = extreme
            candidate.alpha = original?.alpha ?? 1
            #expect(try F.ratio(of: check, with: candidate, side: side) < minimum + 1e-9)
          }
        }
        continue
      }
      suggested += 1
      let ratio = try F.ratio(of: check, with: suggestion.color, side: suggestion.side)
      #expect(ratio >= minimum, "case \(index): \(suggestion)")
      #expect(ratio == suggestion.ratio)
      // What reporters print, 8-bit bytes, passes as well.
      let shown = RGBA(
        bytes: Int((suggestion.color.red * 255).rounded()),
        Int((suggestion.color.green * 255).rounded()),
        Int((suggestion.color.blue * 255).rounded()), alpha: suggestion.color.alpha)
      #expect(try F.ratio(of: check, with: shown, side: suggestion.side) >= minimum)
      #expect(suggestion.color.isInSRGBGamut)
      #expect(suggester.suggest(for: check) == suggestion)
      // Searches shared between checks give each the same suggestion.
      #expect(
        suggester.suggestions(for: [check, check]).map(\.suggestion) == [suggestion, suggestion])
    }
    #expect(suggested > 300)
  }

  @Test func hueIsPreservedForChromaticColors() throws {
    var generator = SeededGenerator(seed: 7)
    var checked = 0
    for _ in 0..<300 {
      let start = OKLCH(
        L: Double.random(in: 0.3...0.8, using: &generator),
        C: Double.random(in: 0.08...0.2, using: &generator),
        h: Double.random(in: 0..<360, using: &generator))
      let fg = Suggester.inGamut(L: start.L, chroma: start.C, hue: start.h)
      let resolver = F.resolver([
        F.palette("Fore", [PaletteVariant(value: .color(fg), key: "any")])
      ])
      let check = try F.check(
        "Fore", on: "systemBackground", in: F.traits(.light, .normal), minimum: 4.5,
        resolver: resolver)
      guard let suggestion = Suggester(resolver: resolver).suggest(for: check) else { continue }
      let after = OKLCH(suggestion.color)
      guard after.C > 0.06 else { continue }
      checked += 1
      #expect(OKLCH.hueDistance(after.h, OKLCH(fg).h) < 1.5, "\(fg.hexString) → \(suggestion)")
    }
    #expect(checked > 100)
  }

  @Test func bytesByTableMatchTheEncoder() {
    // Every threshold, a hair either side of it, and a dense sweep: the table must give the
    // byte the encoder gives, including where a value sits right at a byte's edge.
    let table = Suggester.ByteTable.shared
    var values: [Double] = [-1e-12, 0, 1, 1 + 1e-12, 0.5]
    for threshold in table.thresholds {
      for offset in [-1e-6, -1e-9, -1e-12, 0, 1e-12, 1e-9, 1e-6] {
        values.append(threshold + offset)
      }
    }
    for step in 0...50_000 { values.append(Double(step) / 50_000) }
    for value in values {
      #expect(
        table.byte(value) == Suggester.byte(SRGBTransfer.encode(value).clamped01), "\(value)")
    }
  }

  @Test func inGamutBytesAreTheBytesOfTheInGamutColor() {
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<20_000 {
      let L = Double.random(in: -0.01...1.01, using: &generator)
      let chroma = Double.random(in: 0...0.4, using: &generator)
      let hue = Suggester.HueDirection(degrees: Double.random(in: 0..<360, using: &generator))
      let bytes = Suggester.inGamutBytes(L: L, chroma: chroma, hue: hue)
      let expected = Suggester.bytes(of: Suggester.inGamut(L: L, chroma: chroma, hue: hue))
      #expect([bytes.0, bytes.1, bytes.2] == [expected.0, expected.1, expected.2], "L \(L)")
    }
  }
}
