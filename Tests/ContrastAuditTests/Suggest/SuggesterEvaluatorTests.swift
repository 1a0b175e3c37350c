import Testing

@testable import ContrastAudit

/// Suggestions checked through the real evaluator: follow the instruction, paste the value,
/// audit again, and the check passes.
@Suite struct SuggestThroughEvaluatorTests {
  typealias F = SuggestFixtures

  /// The user's colors with a suggestion's edit applied, as a person following it would.
  static func applying(_ edit: Suggester.Edit, to palette: Palette) -> [NamedColor] {
    var colors = palette.names.compactMap { palette[$0] }
    switch edit {
    case .assetSlot(let name, let slot, let adds):
      guard let index = colors.firstIndex(where: { $0.name == name }),
        case .assetCatalog(var slots) = colors[index].definition
      else {
        Issue.record("no color set \(name)")
        return colors
      }
      if let existing = slots.firstIndex(where: {
        $0.luminosity == slot.luminosity && $0.highContrast == slot.highContrast
          && $0.idiom == slot.idiom && $0.gamut == slot.gamut
      }) {
        #expect(!adds, "the instruction adds a slot \(name) already has")
        slots[existing].content = slot.content
      } else {
        #expect(adds, "the instruction changes a slot \(name) does not have")
        slots.append(slot)
      }
      colors[index].definition = .assetCatalog(slots)
    case .paletteVariant(let name, let variant, let adds):
      guard let index = colors.firstIndex(where: { $0.name == name }),
        case .palette(var variants) = colors[index].definition
      else {
        Issue.record("no palette color \(name)")
        return colors
      }
      if let existing = variants.firstIndex(where: {
        $0.style == variant.style && $0.contrast == variant.contrast && $0.level == variant.level
      }) {
        #expect(!adds, "the instruction adds a variant \(name) already has")
        variants[existing].value = variant.value
      } else {
        #expect(adds, "the instruction changes a variant \(name) does not have")
        variants.append(variant)
      }
      colors[index].definition = .palette(variants)
    case .replaceSystemColor, .codeLiteral:
      break
    }
    return colors
  }

  static func evaluator(_ colors: [NamedColor]) -> Evaluator {
    Evaluator(resolver: F.resolver(colors), thresholds: .wcag22, level: .AA)
  }

  @Test func followingTheSuggestionMakesTheCheckPass() throws {
    var generator = SeededGenerator(seed: 0x5EED)
    func random(_ range: ClosedRange<Double>) -> Double {
      Double.random(in: range, using: &generator)
    }
    func coin(_ p: Double = 0.5) -> Bool { random(0...1) < p }
    func color(_ alpha: Bool = false) -> RGBA {
      RGBA(
        red: random(0...1), green: random(0...1), blue: random(0...1),
        alpha: alpha && coin(0.25) ? random(0.4...0.95) : 1)
    }
    let slotKinds: [(AssetSlot.Luminosity, Bool)] = [
      (.light, false), (.dark, false), (.any, true), (.light, true), (.dark, true),
    ]
    let variantKinds: [(Style?, ContrastSetting?, InterfaceLevel?)] = [
      (.dark, nil, nil), (nil, .high, nil), (.dark, .high, nil), (nil, nil, .elevated),
      (.light, nil, nil), (.dark, nil, .elevated),
    ]
    func userColor(_ name: String, asset: Bool) -> NamedColor {
      if asset {
        var slots = [F.slot(.any, color(true))]
        for (luminosity, high) in slotKinds where coin(0.4) {
          slots.append(F.slot(luminosity, high: high, color(true)))
        }
        return F.asset(name, slots)
      }
      var variants = [PaletteVariant(value: .color(color(true)), key: "any")]
      for (style, contrast, level) in variantKinds where coin(0.35) {
        variants.append(
          PaletteVariant(
            style: style, contrast: contrast, level: level, value: .color(color(true)),
            key: Suggester.variantKey(style, contrast, level)))
      }
      return F.palette(name, variants)
    }

    var followed = 0
    for index in 0..<150 {
      var colors = [userColor("Fore", asset: coin())]
      let userBackground = coin(0.4)
      if userBackground { colors.append(userColor("Back", asset: coin())) }
      let pairing = Pairing(
        foreground: coin(0.15) ? "systemGray" : "Fore",
        background: userBackground ? "Back" : "systemBackground",
        role: [Role.text, .largeText, .nonText][index % 3], location: F.location)
      let before = Self.evaluator(colors)
      let suggester = Suggester(resolver: before.resolver)
      for check in before.evaluate(pairing) where check.status == .failed {
        guard let (suggestion, edit) = suggester.plan(for: check) else { continue }
        if case .replaceSystemColor = edit { continue }
        let after = Self.evaluator(Self.applying(edit, to: before.resolver.palette))
        let recheck = after.evaluate(pairing, in: check.traits)
        #expect(
          recheck.status == .passed,
          "case \(index) \(check.traits.label): \(suggestion.instruction) → \(recheck.measurement?.ratio ?? 0)"
        )
        #expect(recheck.measurement?.ratio == suggestion.ratio)
        followed += 1
      }
    }
    #expect(followed > 100)
  }

  @Test func aTranslucentBackgroundIsRecomposedOverItsBackdrop() throws {
    let resolver = F.resolver([
      F.palette(
        "Badge/Fill",
        [PaletteVariant(value: .color(RGBA(bytes: 0x00, 0x7A, 0xFF, alpha: 0.3)), key: "any")]),
      F.palette(
        "Group", [PaletteVariant(value: .color(RGBA(bytes: 0xF2, 0xF2, 0xF7)), key: "any")]),
    ])
    let pairing = Pairing(
      foreground: "systemBlue", background: "Badge/Fill", backdrop: "Group", role: .nonText,
      location: F.location)
    let evaluator = Evaluator(resolver: resolver, thresholds: .wcag22, level: .AA)
    let check = evaluator.evaluate(pairing, in: F.traits(.light, .normal))
    #expect(check.status == .failed)
    let (suggestion, edit) = try #require(Suggester(resolver: resolver).plan(for: check))
    #expect(suggestion.side == "background")
    #expect(suggestion.name == "Badge/Fill")
    #expect(suggestion.pasteValue.hasSuffix("4D"))  // alpha 0.3 → 0x4D
    let after = Self.evaluator(Self.applying(edit, to: resolver.palette))
    #expect(after.evaluate(pairing, in: F.traits(.light, .normal)).status == .passed)
  }

  @Test func aBackgroundTooFaintToHelpFallsBackToTheForeground() throws {
    let resolver = F.resolver([
      F.palette(
        "Badge/Fill",
        [PaletteVariant(value: .color(RGBA(bytes: 0x00, 0x7A, 0xFF, alpha: 0.15)), key: "any")])
    ])
    let pairing = Pairing(foreground: "systemBlue", background: "Badge/Fill", location: F.location)
    let evaluator = Evaluator(resolver: resolver, thresholds: .wcag22, level: .AA)
    let check = evaluator.evaluate(pairing, in: F.traits(.light, .normal))
    let suggestion = try #require(Suggester(resolver: resolver).suggest(for: check))
    #expect(suggestion.side == "foreground")
    #expect(suggestion.instruction == "use a custom color instead of systemBlue")
    #expect(suggestion.ratio >= 4.5)
  }

  @Test func theBackdropIsRecoveredWhenTheMeasurementHasNone() {
    let background = RGBA(bytes: 0x00, 0x7A, 0xFF, alpha: 0.25)
    let under = RGBA(bytes: 0x30, 0x40, 0x50)
    let composited = Contrast.composite(background, over: under)
    let measurement = ContrastMeasurement(
      foreground: ResolvedColor(color: .white, path: ["label"]),
      background: ResolvedColor(color: background, path: ["Fill"]), backdrop: nil,
      compositedForeground: .white, compositedBackground: composited,
      ratio: Contrast.ratio(.white, composited), notes: [])
    let recovered = Suggester.Problem.effectiveBackdrop(measurement)
    #expect(abs(recovered.red - under.red) < 1e-12)
    #expect(abs(recovered.green - under.green) < 1e-12)
    #expect(abs(recovered.blue - under.blue) < 1e-12)
  }
}
