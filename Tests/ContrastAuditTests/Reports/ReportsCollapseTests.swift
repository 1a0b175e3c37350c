import Foundation
import Testing

@testable import ContrastAudit

/// Trait combinations that show the same colors with the same verdict share a row (terminal)
/// or a column (markdown), labelled with the combinations they stand for.
@Suite struct ReportsCollapseTests {
  static let goldens = TestPaths.packageRoot.appendingPathComponent(
    "Tests/ContrastAuditTests/Fixtures/Reports")
  let result = ReportFixtures.collapsing()

  static func traits(_ keys: String...) -> [TraitCombination] {
    keys.map { key in
      let parts = key.split(separator: "-").map(String.init)
      return TraitCombination(
        style: Style(rawValue: parts[0]) ?? .light,
        contrast: ContrastSetting(rawValue: parts[1]) ?? .normal,
        level: InterfaceLevel(rawValue: parts[2]) ?? .base)
    }
  }

  @Test func labels() {
    #expect(TraitLabel.text(TraitCombination.all) == "all trait combinations")
    #expect(TraitLabel.text(Self.traits("dark-high-elevated")) == "dark · high contrast · elevated")
    #expect(
      TraitLabel.text(Self.traits("dark-high-elevated", "dark-high-base"))
        == "dark · high contrast · base & elevated")
    #expect(
      TraitLabel.text(TraitCombination.all.filter { $0.style == .dark })
        == "dark · normal & high contrast · base & elevated")
    #expect(
      TraitLabel.text(TraitCombination.all.filter { $0.level == .elevated })
        == "light & dark · normal & high contrast · elevated")
    // Three of a 2 × 2: the largest block first, then what is left, in canonical order.
    #expect(
      TraitLabel.text(Self.traits("light-normal-base", "light-normal-elevated", "light-high-base"))
        == "light · normal contrast · base & elevated; light · high contrast · base")
    // Seven of eight.
    #expect(
      TraitLabel.text(Array(TraitCombination.all.dropLast()))
        == "light · normal & high contrast · base & elevated; dark · normal contrast · base & "
        + "elevated; dark · high contrast · base")
    // Idiom and gamut follow.
    var p3 = TraitCombination.all
    for index in p3.indices { p3[index].gamut = "display-P3" }
    #expect(TraitLabel.text(p3) == "all trait combinations · display-P3")
    // The order the combinations come in does not matter.
    #expect(
      TraitLabel.text(TraitCombination.all.reversed().filter { $0.contrast == .high })
        == TraitLabel.text(TraitCombination.all.filter { $0.contrast == .high }))
  }

  @Test func markdownHeaders() {
    #expect(MarkdownReport.header(TraitCombination.all) == "all trait combinations")
    #expect(
      MarkdownReport.header(Self.traits("dark-high-base", "dark-high-elevated"))
        == "dark<br>high<br>base & elevated")
    #expect(
      MarkdownReport.header(Self.traits("light-normal-base", "dark-high-elevated"))
        == "light · normal · base<br>dark · high · elevated")
  }

  @Test func groupsKeepEveryFailingCombination() {
    let pairings = PairingReport.group(result)
    for pairing in pairings {
      let groups = TraitGroup.collapse(pairing.checks)
      #expect(groups.flatMap(\.checks).count == pairing.checks.count)
      for group in groups {
        #expect(Set(group.checks.map(\.status)).count == 1)
        #expect(Set(group.checks.map { $0.measurement?.foreground.color.hexString }).count == 1)
        #expect(Set(group.checks.map { $0.measurement?.background.color.hexString }).count == 1)
      }
    }
    let badge = TraitGroup.collapse(pairings[0].checks)
    #expect(badge.count == 1 && badge[0].label == "all trait combinations")
    let caption = TraitGroup.collapse(pairings[1].checks)
    #expect(caption.map(\.label).contains("dark · normal contrast · elevated"))
    #expect(caption.first { $0.status == .failed }?.label == "dark · normal contrast · elevated")
  }

  @Test func differentColorsOrVerdictsStayApart() {
    let pairing = Pairing(
      foreground: "Gray", background: "systemBackground",
      location: SourceLocation(file: "a.json", line: 1))
    let all = TraitCombination.all
    let checks = [
      ReportFixtures.measured(pairing, all[0], fg: "#777777", bg: "#FFFFFF"),
      ReportFixtures.measured(pairing, all[1], fg: "#777777", bg: "#FFFFFF", minimum: 3),
      ReportFixtures.measured(pairing, all[2], fg: "#767676", bg: "#FFFFFF"),
      ReportFixtures.measured(pairing, all[3], fg: "#777777", bg: "#FFFFFF"),
    ]
    let groups = TraitGroup.collapse(checks)
    #expect(groups.map(\.checks.count) == [2, 1, 1])
    #expect(
      groups.map(\.label) == [
        "light · normal contrast · base; light · high contrast · elevated",
        "light · normal contrast · elevated", "light · high contrast · base",
      ])
  }

  /// The collapsed terminal and markdown reports match their goldens byte for byte.
  ///
  /// `RECORD_REPORTS=1` rewrites them.
  @Test func collapsedReportsMatchTheirGoldens() throws {
    let terminal = TerminalReporter().render(result, options: ReportOptions())
    let markdown = MarkdownReport().render(result, swatchFolder: "collapsed-swatches").markdown
    for (name, text) in [("collapsed-terminal.txt", terminal), ("collapsed.md", markdown)] {
      let url = Self.goldens.appendingPathComponent(name)
      if ReportsGoldenTests.recording {
        try FileManager.default.createDirectory(
          at: Self.goldens, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
      let golden = try String(contentsOf: url, encoding: .utf8)
      #expect(text == golden, "\(name) differs; run RECORD_REPORTS=1 swift test if intended")
    }
    #expect(
      terminal.contains("    all trait combinations  2.19:1 < 4.5:1, fg #FFFFFF on bg #FF9500"))
    #expect(
      terminal.contains("    dark · normal & high contrast · base & elevated  2.66:1 < 4.5:1"))
    #expect(markdown.contains("| | all trait combinations |"))
  }
}
