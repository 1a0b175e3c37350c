import Testing

@testable import ContrastAudit

@Suite struct ReportsTerminalTests {
  let result = ReportFixtures.sample()

  @Test func sanitisingKeepsTextAndShowsControls() {
    let text = "a\tb\rc\u{1B}]0;x\u{7}\u{85}é\u{A0}→\nnext"
    #expect(
      ReportText.terminalSafe(text) == "a b c\u{FFFD}]0;x\u{FFFD}\u{FFFD}é\u{A0}→\nnext")
    #expect(ReportText.singleLine(text) == "a b c\u{FFFD}]0;x\u{FFFD}\u{FFFD}é\u{A0}→ next")
    #expect(ReportText.singleLine("plain · text") == "plain · text")
    #expect(ReportText.singleLine("\u{7F}\u{9F}\u{C2}") == "\u{FFFD}\u{FFFD}\u{C2}")
  }

  @Test func manyFailingPairingsAreCutAndCounted() {
    var checks: [Check] = []
    for index in 0..<(TerminalReporter.entryLimit + 7) {
      let pairing = Pairing(
        foreground: "Color\(index)", background: "systemBackground",
        location: SourceLocation(file: "App.pairings.json", line: index + 1))
      checks.append(
        ReportFixtures.measured(pairing, TraitCombination.all[0], fg: "#BBBBBB", bg: "#FFFFFF"))
    }
    let result = AuditResult(
      toolVersion: "1", level: .AA, checks: checks, findings: [], diagnostics: [])
    let text = TerminalReporter().render(result, options: ReportOptions())
    #expect(text.components(separatedBy: "✗ Color").count - 1 == TerminalReporter.entryLimit)
    #expect(
      text.contains(
        "… 7 more failing or unresolved pairings not shown; --format json and --junit FILE list "
          + "every check"))
    #expect(text.hasSuffix("✗ 107 of 107 pairings fail (107 checks) · 0 findings · 0 errors\n"))

    // Suggestions are computed for exactly the checks shown in full, when that is all the
    // outputs need.
    let shown = Auditor.checksToSuggest(result, scope: .shownInDetail)
    #expect(shown == Array(0..<TerminalReporter.entryLimit))
    #expect(Auditor.checksToSuggest(result, scope: .all).count == 107)
    #expect(Auditor.checksToSuggest(result, scope: .none).isEmpty)
  }

  /// The sample's pairings, then twice as many more as the terminal shows in full.
  ///
  /// They fail, pass or are not gated in turn, around a pairing whose checks come in two runs
  /// (passing in its first, failing in its second); their colors and declaration lines repeat
  /// every `colorCycle` and `lineCycle` pairings.
  static func manyPairings(colorCycle: Int = .max, lineCycle: Int = .max) -> AuditResult {
    var checks = ReportFixtures.sample().checks
    let repeated = Pairing(
      foreground: "Repeated", background: "systemBackground",
      location: SourceLocation(file: "App.pairings.json", line: 1))
    checks.append(
      ReportFixtures.measured(repeated, TraitCombination.all[0], fg: "#000000", bg: "#FFFFFF"))
    for index in 0..<(TerminalReporter.entryLimit * 2) {
      let pairing = Pairing(
        foreground: "Color\(index % colorCycle)", background: "systemBackground",
        location: SourceLocation(file: "App.pairings.json", line: index % lineCycle + 2))
      checks.append(
        ReportFixtures.measured(
          pairing, TraitCombination.all[index % 8], fg: index % 3 == 0 ? "#000000" : "#BBBBBB",
          bg: "#FFFFFF", minimum: index % 7 == 0 ? nil : 4.5))
    }
    checks.append(
      ReportFixtures.measured(repeated, TraitCombination.all[1], fg: "#BBBBBB", bg: "#FFFFFF"))
    return AuditResult(
      toolVersion: "1", level: .AA, checks: checks, findings: [], diagnostics: [])
  }

  @Test func theChecksToSuggestAreThoseOfThePairingsShownInFull() {
    // Unresolved, passing and not-gated pairings before the failing ones, a pairing whose checks
    // come in two runs, and more failing pairings than are shown: the pairings chosen by index
    // are the ones the terminal shows by title.
    let result = Self.manyPairings()
    let checks = result.checks

    let (reports, pairingOfCheck) = PairingReport.grouped(result)
    let shownTitles = Set(PairingReport.shownInDetail(reports).map(\.title))
    let expected = result.checks.indices.filter {
      result.checks[$0].status == .failed && shownTitles.contains(reports[pairingOfCheck[$0]].title)
    }
    let chosen = Auditor.checksToSuggest(result, scope: .shownInDetail)
    #expect(chosen == expected)
    #expect(chosen.contains(checks.count - 1))  // the repeated pairing's second run
    #expect(shownTitles.count == TerminalReporter.entryLimit)
  }

  @Test func equalPairingsShareOnePlaceInTheOrder() {
    // Declared twice with the same colors at other places: two pairings. The same pairing in
    // two runs of checks, and the same pairing made as a new value: one.
    let at = { (line: Int) in SourceLocation(file: "App.pairings.json", line: line) }
    let first = Pairing(foreground: "Ink", background: "Paper", location: at(1))
    let elsewhere = Pairing(foreground: "Ink", background: "Paper", location: at(2))
    let again = Pairing(foreground: "Ink", background: "Paper", location: at(1))
    let checks = [first, first, elsewhere, again, first].enumerated().map { n, pairing in
      ReportFixtures.measured(pairing, TraitCombination.all[n], fg: "#000000", bg: "#FFFFFF")
    }
    let result = AuditResult(
      toolVersion: "1", level: .AA, checks: checks, findings: [], diagnostics: [])
    let order = PairingReport.pairingOrder(result)
    #expect(order.pairings == [first, elsewhere])
    #expect(order.pairingOfCheck == [0, 0, 1, 0, 0])
  }

  @Test func theReportsShownInFullAreMadeAsIfAllWere() {
    // Some pairings declared twice with the same colors, their titles told apart by place.
    let result = Self.manyPairings(colorCycle: 90, lineCycle: 150)
    let expected = Array(PairingReport.shownInDetail(PairingReport.group(result)))
    let order = PairingReport.pairingOrder(result)
    let shown = PairingReport.detailOrder(PairingReport.tallies(result, order: order))
      .prefix(TerminalReporter.entryLimit)
    let made = PairingReport.reports(at: Array(shown), of: result, order: order)
    #expect(made.map(\.title) == expected.map(\.title))
    #expect(made.map(\.checks.count) == expected.map(\.checks.count))
    #expect(made.map(\.status) == expected.map(\.status))
    #expect(expected.count == TerminalReporter.entryLimit)
    #expect(expected.contains { $0.title.contains(" (App.pairings.json:") })
  }

  @Test func verdictAlone() {
    let quiet = TerminalReporter().render(result, options: ReportOptions(quiet: true))
    #expect(
      quiet
        == "✗ 3 of 7 pairings fail (8 checks) · 2 pairings unresolved (9 checks) · 3 findings "
        + "· 1 warning · 1 error\n")
    let passing = TerminalReporter().render(
      ReportFixtures.passing(), options: ReportOptions(quiet: true))
    #expect(
      passing == "✓ all 2 pairings pass in every trait combination · 0 findings · 0 errors\n")
  }

  /// A view with white text on `systemRed` (which fails in Light Mode) and a caption of
  /// `captionColor`.
  static func badge(captionColor: String) -> String {
    """
    import UIKit

    final class Badge: UIView {
        private let label = UILabel()
        private let caption = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemRed
            label.textColor = .white
            caption.textColor = \(captionColor)
            addSubview(label)
            addSubview(caption)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }
    """
  }

  /// Pairings that fail only on Apple's own colors are not gated, and the verdict does not say
  /// that every pairing passes (it said "✓ all 2 pairings pass" of two such failures).
  @Test func theVerdictCountsFailuresOnApplesColorsApart() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Badge.swift",
      Self.badge(captionColor: ".black"))
    let verdict = TerminalReporter().render(folder.audit(), options: ReportOptions(quiet: true))
    #expect(
      verdict
        == "✓ 1 of 2 pairings pass · 1 fails on Apple's own colors (not gated) · 0 findings · "
        + "0 errors · iOS 26 colors\n")
  }

  /// A run whose only measured pairing fails on Apple's own colors, which is not gated, and whose
  /// other pairing is unresolved verified nothing: it said "✓ 0 of 2 pairings pass" and exited 0.
  @Test func aRunThatVerifiedNothingOfTheAppsIsNotAPass() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Badge.swift",
      Self.badge(captionColor: "Theme.current.caption"))
    let result = try folder.audit()
    #expect(result.exitStatus == 1)
    let verdict = TerminalReporter().render(result, options: ReportOptions(quiet: true))
    #expect(
      verdict
        == "✗ nothing verified: the only pairing measured uses only Apple's own colors and fails, "
        + "which is not gated; the other pairing could not be measured (see the reasons above): "
        + "make their colors resolvable or declare pairings of colors the audit can read · 1 fails "
        + "on Apple's own colors (not gated) · 1 pairing unresolved (8 checks) · 0 findings · "
        + "0 errors · iOS 26 colors\n")
  }

  @Test func oneEntryPerFailingPairingFailuresFirst() throws {
    let text = TerminalReporter().render(result, options: ReportOptions())
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let entries = lines.filter { $0.hasPrefix("✗ ") || $0.hasPrefix("? ") }
    #expect(entries.count == 5)  // 3 failing, 1 unresolved, and the verdict
    #expect(
      entries[0].hasPrefix("✗ Brand/Caption on systemBackground (Palette/App.pairings.json:5:5)"))
    #expect(entries[3].hasPrefix("? Brand/Missing on systemBackground"))
    // Dark elevated fails with the same colors in both contrasts: one line for the two.
    #expect(
      text.contains("    dark · normal & high contrast · elevated  2.23:1 < 4.5:1, fg #6E6E73"))
    #expect(text.contains("→ use #9A9A9F for foreground Brand/Caption (4.61:1)"))
    #expect(text.contains("fg #3C3C4399 → #8A8A8E on bg #FFFFFF"))
    #expect(
      text.contains(
        "    unresolved in all trait combinations: Brand/Missing: no color named Brand/Missing"))
    #expect(text.contains("✓ the other 3 pairings pass in every trait combination"))
    #expect(
      text.contains(
        "App/Views/Banner.swift:12:9: warning: NSAttributedString drawn without a foreground color")
    )
    #expect(
      text.contains(
        "Colors.xcassets/Bad.colorset/Contents.json:3:5: error: expected an object, found a string "
          + "(at colors[0].color)"))
    #expect(lines.dropLast().last?.hasPrefix("✗ 3 of 7 pairings fail") == true)
  }

  @Test func plainHasNoEscapesAndNoControlCharacters() {
    let text = TerminalReporter().render(result, options: ReportOptions())
    #expect(!text.contains("\u{1B}"))
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(text.contains("A<&\"'>]]>\u{FFFD}😀|*"))
  }

  @Test func colorSwatches() {
    let text = TerminalReporter().render(result, options: ReportOptions(colors: true))
    // "Aa" in the composited foreground (#6E6E73) on the composited background (#3A3A3C).
    #expect(text.contains("\u{1B}[38;2;110;110;115;48;2;58;58;60m Aa \u{1B}[0m"))
    // The suggested color as a block.
    #expect(text.contains("\u{1B}[48;2;154;154;159m  \u{1B}[0m"))
    // No escape sequence can come from a name.
    #expect(!text.contains("\u{1}"))
  }

  @Test func deterministic() {
    let options = ReportOptions(colors: true)
    #expect(
      TerminalReporter().render(result, options: options)
        == TerminalReporter().render(ReportFixtures.sample(), options: options))
  }
}

/// How deep the terminal report colors, from `--color`, `COLORTERM`, `TERM` and `NO_COLOR`.
@Suite struct TerminalColorDepthTests {
  typealias Mode = CommandLineOptions.ColorMode

  @Test func detectedFromTheEnvironment() {
    let cases: [([String: String], ColorDepth)] = [
      (["COLORTERM": "truecolor", "TERM": "xterm-256color"], .trueColor),
      (["COLORTERM": "24bit"], .trueColor),
      (["COLORTERM": "TrueColor", "TERM": "screen"], .trueColor),
      (["TERM": "xterm-256color"], .ansi256),
      (["TERM": "screen-256color", "COLORTERM": "yes"], .ansi256),
      (["TERM": "xterm-direct"], .trueColor),
      (["TERM": "xterm"], .ansi16),
      (["TERM": "linux"], .ansi16),
      (["TERM": "dumb"], .none),
      (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
      ([:], .none),
      (["TERM": "xterm-256color", "NO_COLOR": "1"], .none),
      (["COLORTERM": "truecolor", "NO_COLOR": ""], .trueColor),
    ]
    for (environment, depth) in cases {
      #expect(
        Mode.auto.depth(environment: environment, isTerminal: true) == depth, "\(environment)")
      // Not a terminal: never styled unless asked for.
      #expect(Mode.auto.depth(environment: environment, isTerminal: false) == .none)
    }
  }

  @Test func explicitModes() {
    let piped = ["TERM": "xterm-256color", "NO_COLOR": "1"]
    #expect(Mode.never.depth(environment: ["COLORTERM": "truecolor"], isTerminal: true) == .none)
    #expect(Mode.always.depth(environment: piped, isTerminal: false) == .ansi256)
    #expect(Mode.always.depth(environment: [:], isTerminal: false) == .ansi16)
    #expect(
      Mode.ansi16.depth(environment: ["COLORTERM": "truecolor"], isTerminal: false) == .ansi16)
    #expect(Mode.ansi256.depth(environment: [:], isTerminal: true) == .ansi256)
    #expect(Mode.trueColor.depth(environment: ["TERM": "dumb"], isTerminal: false) == .trueColor)
    let parsed = try? CommandLineOptions.parse(["--color", "256"], formats: ["terminal"])
    #expect(parsed?.color == .ansi256)
  }

  @Test func paletteColors() {
    let hex = ReportFixtures.hex
    #expect(TerminalPalette.nearest16(hex("#000000")) == 0)
    #expect(TerminalPalette.nearest16(hex("#FFFFFF")) == 15)
    #expect(TerminalPalette.nearest16(hex("#D70000")) == 1)
    #expect(TerminalPalette.nearest16(hex("#7C7C80")) == 8)
    #expect(TerminalPalette.nearest16(hex("#1C1C1E")) == 0)
    #expect(TerminalPalette.nearest256(hex("#000000")) == 16)
    #expect(TerminalPalette.nearest256(hex("#FFFFFF")) == 231)
    #expect(TerminalPalette.nearest256(hex("#FF0000")) == 196)
    #expect(TerminalPalette.nearest256(hex("#1C1C1E")) == 234)  // gray ramp: 28
    #expect(TerminalPalette.nearest256(hex("#5F87AF")) == 67)  // exactly in the cube
  }

  @Test func swatchesAtEachDepth() {
    let result = ReportFixtures.sample()
    func render(_ depth: ColorDepth) -> String {
      TerminalReporter().render(result, options: ReportOptions(colorDepth: depth))
    }
    // "Aa" in #6E6E73 on #3A3A3C.
    #expect(render(.trueColor).contains("\u{1B}[38;2;110;110;115;48;2;58;58;60m Aa \u{1B}[0m"))
    #expect(render(.ansi256).contains("\u{1B}[38;5;242;48;5;237m Aa \u{1B}[0m"))
    #expect(render(.ansi16).contains("\u{1B}[90;40m Aa \u{1B}[0m"))
    for depth in [ColorDepth.ansi16, .ansi256] {
      let text = render(depth)
      #expect(!text.contains(";2;"), "no 24-bit escapes at \(depth)")
      #expect(text.contains("\u{1B}[31m✗\u{1B}[0m"))
      #expect(text.contains("\u{1B}[32m✓\u{1B}[0m"))
    }
    let plain = render(.none)
    #expect(!plain.contains("\u{1B}"))
    #expect(plain == TerminalReporter().render(result, options: ReportOptions()))
  }
}
