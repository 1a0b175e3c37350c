import Testing

@testable import ContrastAudit

/// Fixes planned per slot, applied the way `--fix` writes them, then audited again.
@Suite struct FixPlannerTests {
  typealias F = SuggestFixtures

  /// The user's colors with every fix written into them.
  static func applying(_ fixes: [ColorFix], to palette: Palette) -> [NamedColor] {
    var colors = palette.names.compactMap { palette[$0] }
    for edit in fixes.flatMap(\.edits) {
      guard let index = colors.firstIndex(where: { $0.name == edit.name }) else {
        Issue.record("no color \(edit.name)")
        continue
      }
      switch (edit.place, colors[index].definition) {
      case (.assetSlot(_, let slotIndex), .assetCatalog(var slots)):
        guard let position = slots.firstIndex(where: { $0.index == slotIndex }) else {
          Issue.record("\(edit.name) has no colors[\(slotIndex)]")
          continue
        }
        slots[position].content = .components(edit.color, space: .sRGB)
        colors[index].definition = .assetCatalog(slots)
      case (
        .newAssetSlot(_, let idiom, let luminosity, let highContrast, let gamut),
        .assetCatalog(var slots)
      ):
        #expect(
          !slots.contains {
            $0.idiom == idiom && $0.luminosity == luminosity && $0.highContrast == highContrast
              && $0.gamut == gamut
          }, "\(edit.name) already has that appearance")
        slots.append(
          AssetSlot(
            idiom: idiom, luminosity: luminosity, highContrast: highContrast, gamut: gamut,
            content: .components(edit.color, space: .sRGB), index: slots.count))
        colors[index].definition = .assetCatalog(slots)
      case (.paletteVariant(_, _, let key, let adds), .palette(var variants)):
        if let position = variants.firstIndex(where: { $0.key == key }) {
          #expect(!adds)
          variants[position].value = .color(edit.color)
        } else {
          #expect(adds)
          let words = Set(key.split(separator: " ").map(String.init))
          variants.append(
            PaletteVariant(
              style: words.contains("dark") ? .dark : words.contains("light") ? .light : nil,
              contrast: words.contains("high") ? .high : words.contains("normal") ? .normal : nil,
              level: words.contains("elevated")
                ? .elevated : words.contains("base") ? .base : nil,
              value: .color(edit.color), key: key))
        }
        colors[index].definition = .palette(variants)
      default:
        Issue.record("edit \(edit.place) does not fit \(edit.name)")
      }
    }
    return colors
  }

  struct Outcome {
    var before: [Check]
    var after: [Check]
    var plan: FixPlanner.Result
  }

  /// Plans the fixes of every failing check, writes them, and evaluates again.
  static func planAndReaudit(_ colors: [NamedColor], _ pairings: [Pairing]) -> Outcome {
    let resolver = F.resolver(colors)
    let evaluator = Evaluator(resolver: resolver, thresholds: .wcag22, level: .AA)
    let before = evaluator.evaluate(pairings)
    let failing = before.indices.filter { before[$0].status == .failed }
    let plan = FixPlanner(resolver: resolver, checks: before).plan(failing: failing)
    let fixed = applying(plan.fixes, to: resolver.palette)
    let after = Evaluator(resolver: F.resolver(fixed), thresholds: .wcag22, level: .AA)
      .evaluate(pairings)
    return Outcome(before: before, after: after, plan: plan)
  }

  /// What must hold of every plan: nothing that passed fails, every suggested check passes with
  /// the ratio promised, and one slot gets one value.
  static func expectSound(
    _ outcome: Outcome, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(outcome.before.count == outcome.after.count, sourceLocation: sourceLocation)
    for (before, after) in zip(outcome.before, outcome.after) {
      if before.status == .passed {
        #expect(
          after.status == .passed,
          "\(before.pairing.title) \(before.traits.label) passed and now fails \(before.ratio ?? 0) → \(after.ratio ?? 0): \(outcome.plan.fixes.map { "\($0.instruction) [\($0.parts.map { "\($0.slot) \($0.from.hexString)→\($0.to.hexString) \($0.adds) \($0.traits.map(\.label))" })]" })",
          sourceLocation: sourceLocation)
      }
    }
    // A system color's replacement is advice: `--fix` cannot write it.
    let written = Set(outcome.plan.fixes.filter { !$0.edits.isEmpty }.map(\.name))
    for (index, suggestion) in outcome.plan.suggestions where written.contains(suggestion.name) {
      let after = outcome.after[index]
      #expect(
        after.status == .passed,
        "\(after.pairing.title) \(after.traits.label) still fails: \(suggestion.instruction)",
        sourceLocation: sourceLocation)
      // The ratio promised assumes every fix, replacements of system colors included.
      if !outcome.plan.fixes.contains(where: { $0.kind == .replace }) {
        #expect(
          after.ratio == suggestion.ratio,
          "\(after.pairing.title) \(after.traits.label): \(outcome.before[index].ratio ?? 0) \(suggestion.instruction) \(outcome.plan.fixes.map { "\($0.instruction) [\($0.parts.map { "\($0.slot) \($0.from.hexString)→\($0.to.hexString) \($0.adds) \($0.traits.map(\.label))" })]" })",
          sourceLocation: sourceLocation)
      }
    }
    // Every suggestion names the fix it comes from: that color, that value.
    for (_, suggestion) in outcome.plan.suggestions {
      guard let index = suggestion.fix, outcome.plan.fixes.indices.contains(index) else {
        let fix = suggestion.fix.map(String.init) ?? "none"
        Issue.record(
          "\(suggestion.name): fix \(fix) of \(outcome.plan.fixes.count)",
          sourceLocation: sourceLocation)
        continue
      }
      let fix = outcome.plan.fixes[index]
      #expect(fix.name == suggestion.name, sourceLocation: sourceLocation)
      #expect(fix.parts.contains { $0.to == suggestion.color }, sourceLocation: sourceLocation)
    }
    var valueBySlot: [String: RGBA] = [:]
    for (_, suggestion) in outcome.plan.suggestions where written.contains(suggestion.name) {
      let key = "\(suggestion.name) \(suggestion.instruction)"
      if let earlier = valueBySlot[key] {
        #expect(
          earlier == suggestion.color, "two values for \(key)", sourceLocation: sourceLocation)
      }
      valueBySlot[key] = suggestion.color
    }
  }

  static let elevatedDark = RGBA(bytes: 0x1C, 0x1C, 0x1E)

  /// One gray on the system background in every trait combination: per-cell searches gave
  /// #757575 in one row and #848484 in the next; one value must serve every row.
  @Test func measuredColorsRememberEveryColorThroughGrowth() {
    var measured = MeasuredColors(capacity: 8)
    var generator = SeededGenerator(seed: 3)
    var expected: [UInt32: Bool] = [:]
    for _ in 0..<2_000 {
      let key = UInt32.random(in: 0...0xFF_FFFF, using: &generator)
      let passed = Bool.random(using: &generator)
      measured.record(key, passed: passed)
      expected[key] = passed
    }
    for (key, passed) in expected { #expect(measured.passed(key) == passed) }
    #expect(measured.passed(0xFF_FFFF + 1) == nil)
    let unseen = (0...0xFF_FFFF as ClosedRange<UInt32>).first { expected[$0] == nil }
    #expect(unseen.map { measured.passed($0) } == .some(nil))
  }

  @Test func oneGraySlotGetsOneValueForEveryRow() throws {
    let gray = F.asset(
      "Text/Meta",
      [F.slot(.any, RGBA(bytes: 0x80, 0x80, 0x80)), F.slot(.dark, RGBA(bytes: 0x75, 0x75, 0x75))])
    let pairings = [
      Pairing(foreground: "Text/Meta", background: "systemBackground", location: F.location)
    ]
    let outcome = Self.planAndReaudit([gray], pairings)
    Self.expectSound(outcome)
    let darkRows = outcome.plan.suggestions.filter {
      outcome.before[$0.index].traits.style == .dark
    }
    #expect(darkRows.count >= 2)
    #expect(Set(darkRows.map(\.suggestion.color)).count == 1)
    #expect(outcome.after.allSatisfy { $0.status == .passed })
    let darkFix = try #require(
      outcome.plan.fixes.first { $0.parts[0].slot == "the Dark appearance" })
    #expect(darkFix.kind == .change)
    // The Dark slot is read in four combinations, and every one of them was checked.
    #expect(darkFix.checkedUses == 4)
  }

  /// A fix made for light mode keeps dark mode passing.
  ///
  /// `DS/textLink` fails in light mode only; changing its `any` value for light mode alone
  /// took dark mode from 5.56 to 3.23 on a real app.
  @Test func aFixForOneCombinationNeverBreaksAnother() throws {
    let link = F.palette(
      "DS/textLink", [PaletteVariant(value: .color(RGBA(bytes: 0x6B, 0x8C, 0xFF)), key: "any")])
    let card = F.palette(
      "DS/card",
      [
        PaletteVariant(value: .color(.white), key: "any"),
        PaletteVariant(style: .dark, value: .color(Self.elevatedDark), key: "dark"),
      ])
    let outcome = Self.planAndReaudit(
      [link, card],
      [Pairing(foreground: "DS/textLink", background: "DS/card", location: F.location)]
    )
    #expect(outcome.before.contains { $0.status == .failed })
    #expect(outcome.before.contains { $0.status == .passed })
    Self.expectSound(outcome)
    #expect(outcome.after.allSatisfy { $0.status == .passed })
  }

  /// Gray text that must reach 7:1 on white in light mode and on black in dark mode: no gray
  /// does both, so the color gets a Dark appearance.
  @Test func whenNoSingleValueCanPassTheColorIsSplit() throws {
    let caption = F.asset("Caption", [F.slot(.any, RGBA(bytes: 0x77, 0x77, 0x77))])
    let pairings = [
      Pairing(
        foreground: "Caption", background: "systemBackground", minimum: 7, location: F.location)
    ]
    let outcome = Self.planAndReaudit([caption], pairings)
    Self.expectSound(outcome)
    let fix = try #require(outcome.plan.fixes.first)
    #expect(fix.kind == .split)
    #expect(fix.parts.contains { $0.adds && $0.slot == "a Dark appearance" })
    #expect(fix.instruction.hasPrefix("no single value of Caption passes every use"))
    #expect(outcome.after.allSatisfy { $0.status == .passed })
  }

  /// White text on a light-blue button: the button darkens (a small change), the text does not
  /// turn gray (a large one), and the reason says so.
  @Test func theSideWithTheSmallerChangeIsFixed() throws {
    let button = F.asset("Button/Fill", [F.slot(.any, RGBA(bytes: 0x67, 0x8F, 0xFF))])
    let title = F.asset("Button/Title", [F.slot(.any, .white)])
    let outcome = Self.planAndReaudit(
      [button, title],
      [Pairing(foreground: "Button/Title", background: "Button/Fill", location: F.location)])
    Self.expectSound(outcome)
    let fix = try #require(outcome.plan.fixes.first)
    #expect(outcome.plan.fixes.count == 1)
    #expect(fix.name == "Button/Fill")
    #expect(fix.side == "background")
    #expect(fix.reason.hasPrefix("the background needs the smaller change"))
    #expect(outcome.after.allSatisfy { $0.status == .passed })
  }

  /// `Color.waitlistGreen = Color("WaitlistGreen")`: the code only names the asset, so the fix
  /// changes the asset's appearance (which `--fix` writes), not the alias.
  @Test func anAliasInCodeIsFollowedToTheColorItNames() throws {
    let asset = F.asset(
      "WaitlistGreen",
      [F.slot(.any, RGBA(bytes: 0x4C, 0xBA, 0x3C)), F.slot(.dark, RGBA(bytes: 0x4C, 0xBA, 0x3C))])
    let alias = NamedColor(
      name: "Color.waitlistGreen",
      definition: .code(CodeColorValues(constant: .reference("WaitlistGreen", alpha: nil))),
      location: SourceLocation(file: "Color+Waitlist.swift", line: 36, column: 16))
    let outcome = Self.planAndReaudit(
      [asset, alias],
      [Pairing(foreground: "label", background: "Color.waitlistGreen", location: F.location)])
    Self.expectSound(outcome)
    let fix = try #require(outcome.plan.fixes.first)
    #expect(fix.name == "WaitlistGreen")
    #expect(
      fix.edits.first?.place
        == .assetSlot(
          contentsFile: "Assets.xcassets/WaitlistGreen.colorset/Contents.json", index: 0)
        || fix.edits.first?.place
          == .assetSlot(
            contentsFile: "Assets.xcassets/WaitlistGreen.colorset/Contents.json", index: 1)
    )
    #expect(outcome.after.allSatisfy { $0.status == .passed })
  }

  /// A system color can only be replaced by hand: the advice never enters what `--fix` writes,
  /// so the written fixes hold with the system color as it is.
  @Test func adviceForASystemColorIsNotAssumedByWrittenFixes() throws {
    let text = F.asset("Text/Muted", [F.slot(.any, RGBA(bytes: 0x9A, 0x9A, 0x9A))])
    let outcome = Self.planAndReaudit(
      [text],
      [
        Pairing(foreground: "Text/Muted", background: "systemBackground", location: F.location),
        Pairing(foreground: "systemGray", background: "systemBackground", location: F.location),
      ])
    Self.expectSound(outcome)
    let replace = outcome.plan.fixes.filter { $0.kind == .replace }
    #expect(replace.allSatisfy { $0.edits.isEmpty })
  }

  /// A system color replaced in two pairings is one fix with a part for each: the suggestions
  /// of both point at it.
  @Test func suggestionsOfAMergedReplacementPointAtIt() throws {
    let outcome = Self.planAndReaudit(
      [],
      [
        Pairing(
          foreground: "systemGray", background: "systemBackground",
          location: SourceLocation(file: F.location.file, line: 1)),
        Pairing(
          foreground: "systemGray", background: "systemBackground",
          location: SourceLocation(file: F.location.file, line: 2)),
      ])
    Self.expectSound(outcome)
    let replacements = outcome.plan.fixes.indices.filter {
      outcome.plan.fixes[$0].kind == .replace && outcome.plan.fixes[$0].parts.count > 1
    }
    try #require(replacements.count == 1)
    let pointedAt = Set(outcome.plan.suggestions.compactMap(\.suggestion.fix))
    #expect(pointedAt.contains(replacements[0]))
    #expect(
      Set(outcome.plan.suggestions.map { outcome.before[$0.index].pairing.location }).count == 2)
  }

  /// A color used as text on one surface and as a surface under other text: its fix must pass
  /// both, and fixes of two colors that meet must pass together.
  @Test func randomPalettesNeverBreakWhatPassed() {
    let dice = RandomColors(seed: 0xC3)
    func random(_ range: ClosedRange<Double>) -> Double { dice.number(range) }
    func color() -> RGBA { dice.color { random(0...1) < 0.15 ? random(0.5...0.95) : 1 } }
    var planned = 0
    for _ in 0..<100 {
      var colors: [NamedColor] = []
      for i in 0..<5 {
        if random(0...1) < 0.5 {
          var slots = [F.slot(.any, color())]
          if random(0...1) < 0.5 { slots.append(F.slot(.dark, color())) }
          if random(0...1) < 0.3 { slots.append(F.slot(.dark, high: true, color())) }
          colors.append(F.asset("C\(i)", slots))
        } else {
          // A reference has a color per trait combination, like a system color.
          let reference = ["label", "systemBackground", "systemBlue"][Int(random(0...2.99))]
          var variants = [
            PaletteVariant(
              value: random(0...1) < 0.2 ? .reference(reference) : .color(color()), key: "any")
          ]
          if random(0...1) < 0.5 {
            variants.append(PaletteVariant(style: .dark, value: .color(color()), key: "dark"))
          }
          if random(0...1) < 0.3 {
            variants.append(
              PaletteVariant(level: .elevated, value: .color(color()), key: "elevated"))
          }
          colors.append(F.palette("C\(i)", variants))
        }
      }
      var pairings: [Pairing] = []
      for _ in 0..<6 {
        let foreground = "C\(Int(random(0...4.99)))"
        let background =
          random(0...1) < 0.3 ? "systemBackground" : "C\(Int(random(0...4.99)))"
        guard foreground != background else { continue }
        pairings.append(
          Pairing(
            foreground: foreground, background: background,
            role: random(0...1) < 0.5 ? .text : .nonText, location: F.location))
      }
      let outcome = Self.planAndReaudit(colors, pairings)
      Self.expectSound(outcome)
      planned += outcome.plan.suggestions.count
    }
    #expect(planned > 150)
  }
}

extension FixPlannerTests {
  /// One check, the foreground slot 0 on the background slot 1, with these colors.
  static func index(
    foreground: RGBA, background: RGBA, systemBackground: RGBA, style: Style, minimum: Double
  ) -> FixPlanner.Index {
    var index = FixPlanner.Index()
    index.uses = [
      FixPlanner.Use(
        foreground: 0, background: 1, backdrop: nil, foregroundColor: foreground,
        backgroundColor: background, backdropColor: nil,
        foregroundLuminance: Contrast.relativeLuminance(foreground),
        backgroundLuminance: Contrast.relativeLuminance(background),
        systemBackground: systemBackground, style: style, minimum: minimum)
    ]
    return index
  }

  @Test func aConstraintNoColorCanMeetIsToldFromBlackAndWhite() {
    let gray = RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    let state = FixPlanner.State(slots: 2)
    let constraint = FixPlanner.Constraint(check: 0, minimum: 4.5, otherLuminance: nil)
    func unreachable(alpha: Double) -> Bool {
      let index = Self.index(
        foreground: RGBA(red: 0, green: 0, blue: 0, alpha: alpha), background: gray,
        systemBackground: .white, style: .light, minimum: 4.5)
      return FixPlanner.unreachable(
        constraint, slot: 0, alpha: alpha, index: index, state: state)
    }
    // Black on mid gray is 5.3:1; at 20 % opacity no text color reaches 4.5:1 on it.
    #expect(!unreachable(alpha: 1))
    #expect(unreachable(alpha: 0.2))
  }

  /// Wherever a constraint is called unreachable, no color of the cube with that alpha meets
  /// it, as the candidate's foreground or as its background.
  @Test func anUnreachableConstraintIsMetByNoColor() {
    let dice = RandomColors(seed: 0x5EED)
    func random(_ range: ClosedRange<Double>) -> Double { dice.number(range) }
    func color(alpha: Double) -> RGBA { dice.color { alpha } }
    var unreachableCount = 0
    var reachableCount = 0
    for _ in 0..<400 {
      let candidateIsForeground = random(0...1) < 0.5
      let candidateAlpha = random(0...1) < 0.3 ? 1 : random(0.05...0.95)
      let otherAlpha = random(0...1) < 0.5 ? 1 : random(0.05...0.95)
      let candidate = color(alpha: candidateAlpha)
      // As the background, only under an opaque foreground is the other side independent.
      let other = color(alpha: candidateIsForeground ? otherAlpha : 1)
      let index = Self.index(
        foreground: candidateIsForeground ? candidate : other,
        background: candidateIsForeground ? other : candidate,
        systemBackground: color(alpha: 1), style: random(0...1) < 0.5 ? .light : .dark,
        minimum: [1.5, 3, 4.5, 7][Int(random(0...3.99))])
      let use = index.uses[0]!
      let slot = candidateIsForeground ? 0 : 1
      let state = FixPlanner.State(slots: 2)
      let constraint = FixPlanner.Constraint(
        check: 0, minimum: use.minimum, otherLuminance: nil)
      guard
        FixPlanner.unreachable(
          constraint, slot: slot, alpha: candidateAlpha, index: index, state: state)
      else {
        reachableCount += 1
        continue
      }
      unreachableCount += 1
      for _ in 0..<300 {
        let ratio = FixPlanner.ratio(
          use, check: 0, state: state, replacing: slot, with: color(alpha: candidateAlpha))
        #expect(ratio < use.minimum)
      }
    }
    // Both answers were exercised.
    #expect(unreachableCount > 20)
    #expect(reachableCount > 20)
  }
}

extension FixPlannerTests {
  /// A constraint measures the side that does not change once; every ratio it gives is the
  /// check's ratio to the last bit, whatever is translucent and whichever side the slot is.
  @Test func aConstraintsRatioIsTheChecksRatioExactly() {
    let dice = RandomColors(seed: 0xC0_1055)
    func random(_ range: ClosedRange<Double>) -> Double { dice.number(range) }
    func color() -> RGBA { dice.color { random(0...1) < 0.5 ? 1 : random(0.05...0.95) } }
    var composited = 0
    for _ in 0..<500 {
      var index = FixPlanner.Index()
      let foreground = color()
      let background = color()
      let backdrop = random(0...1) < 0.5 ? color() : nil
      index.uses = [
        FixPlanner.Use(
          foreground: 0, background: 1, backdrop: backdrop.map { _ in 2 },
          foregroundColor: foreground, backgroundColor: background, backdropColor: backdrop,
          foregroundLuminance: Contrast.relativeLuminance(foreground),
          backgroundLuminance: Contrast.relativeLuminance(background),
          systemBackground: random(0...1) < 0.7 ? color() : nil,
          style: random(0...1) < 0.5 ? .light : .dark, minimum: 4.5)
      ]
      var state = FixPlanner.State(slots: 3)
      // A slot the plan has changed already is read from the state.
      if random(0...1) < 0.3 { state.set(Int(random(0...2.99)), to: color()) }
      let use = index.uses[0]!
      for slot in [0, 1] {
        let candidate = color()
        let constraints = FixPlanner.constraints(
          of: slot, uses: [(0, slot == 0 ? .foreground : .background)], index: index,
          state: state, candidateOpaque: candidate.isOpaque)
        for constraint in constraints where constraint.otherLuminance == nil {
          if constraint.otherSide != nil { composited += 1 }
          let expected = FixPlanner.ratio(
            use, check: 0, state: state, replacing: slot, with: candidate)
          let measured = FixPlanner.ratio(
            candidate, meeting: constraint, use: use, slot: slot, state: state)
          #expect(measured.bitPattern == expected.bitPattern)
        }
      }
    }
    #expect(composited > 200)
  }
}

/// Seeded numbers and colors for the planner's randomized tests.
final class RandomColors {
  private var generator: SeededGenerator

  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  func number(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &generator)
  }

  /// Random red, green and blue, then the alpha `alpha` draws.
  func color(alpha: () -> Double) -> RGBA {
    let red = number(0...1)
    let green = number(0...1)
    let blue = number(0...1)
    return RGBA(red: red, green: green, blue: blue, alpha: alpha())
  }
}
