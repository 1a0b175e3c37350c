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
