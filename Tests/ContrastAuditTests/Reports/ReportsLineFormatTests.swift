import Testing

@testable import ContrastAudit

@Suite struct ReportsLineFormatTests {
  let result = ReportFixtures.sample()

  @Test func xcodeLines() throws {
    let text = XcodeReporter().render(
      result, options: ReportOptions(workingDirectory: "/work/app/"))
    let lines = text.split(separator: "\n").map(String.init)
    // 4 pairings not passing, 3 findings (one a note), 2 diagnostics: one line each, and a note
    // per failing trait combination or unresolved reason after each pairing.
    let issues = lines.filter { !$0.contains(": note: ") }
    #expect(issues.count == 8)
    for line in lines {
      #expect(line.hasPrefix("/work/app/"))
      #expect(
        line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: "))
      #expect(line.count <= XcodeReporter.lineLimit)
    }
    #expect(
      lines[0].hasPrefix(
        "/work/app/Palette/App.pairings.json:5:5: error: Brand/Caption on systemBackground"))
    #expect(lines[0].contains("fails in 2 trait combinations (lowest "))
    #expect(lines[0].hasSuffix("[contrast-text]"))
    #expect(
      lines[1].hasPrefix(
        "/work/app/Palette/App.pairings.json:5:5: note: dark · normal contrast · elevated: "))
    #expect(lines[1].contains("use #9A9A9F for foreground Brand/Caption"))
    #expect(issues.contains { $0.contains("unresolved in all 8 trait combinations") })
    let evil = try #require(
      issues.first { $0.hasPrefix("/work/app/Palette/Évil | pairs.json:2: error: ") })
    #expect(evil.hasSuffix("[contrast-non-text, contrast-unresolved]"))
    // A diagnostic with no line still gets line 1.
    #expect(
      lines.last == "/work/app/Colors.xcassets/Old.colorset/Contents.json:1: warning: "
        + "gamut-specific slots without a universal one")
    // Messages stay on one line.
    #expect(lines.contains { $0.contains("line 1: set a color") })
    #expect(!text.contains("\u{1}"))
  }

  /// A name long enough to push a line past Xcode's limit is cut with "…".
  @Test func xcodeLinesAreCut() {
    let name = String(repeating: "Brand/VeryLongName", count: 30)
    let pairing = Pairing(
      foreground: name, background: "systemBackground",
      location: SourceLocation(file: "App.pairings.json", line: 3, column: 5))
    let check = ReportFixtures.measured(
      pairing, TraitCombination.all[0], fg: "#BBBBBB", bg: "#FFFFFF")
    let text = XcodeReporter().render(
      AuditResult(toolVersion: "1", level: .AA, checks: [check], findings: [], diagnostics: []),
      options: ReportOptions())
    let lines = text.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].count == XcodeReporter.lineLimit && lines[0].hasSuffix("…"))
    #expect(lines[1].count < XcodeReporter.lineLimit && lines[1].contains(": note: "))
  }

  @Test func xcodeQuietDropsNotes() {
    let text = XcodeReporter().render(result, options: ReportOptions(quiet: true))
    #expect(!text.contains(": note: "))
    #expect(text.split(separator: "\n").count == 8)
  }

  @Test func absolutePaths() {
    #expect(ReportText.absolutePath("a/b.json", in: "/w") == "/w/a/b.json")
    #expect(ReportText.absolutePath("./a.json", in: "/w/") == "/w/a.json")
    #expect(ReportText.absolutePath("/x/a.json", in: "/w") == "/x/a.json")
    #expect(ReportText.absolutePath("a.json", in: "") == "a.json")
  }

  @Test func githubCommands() {
    let text = GitHubReporter().render(result, options: ReportOptions())
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 9)
    // Errors first (input problems, then contrast, then findings), then warnings, then notices:
    // GitHub shows the first ten of each type.
    #expect(lines.map { $0.prefix(while: { $0 != " " }) }.filter { $0 == "::error" }.count == 6)
    #expect(lines[0].hasPrefix("::error file=Colors.xcassets/Bad.colorset/Contents.json,line=3,"))
    #expect(
      lines[1].hasPrefix(
        "::error file=Palette/App.pairings.json,line=5,col=5,title=Contrast below minimum%3A "
          + "Brand/Caption on systemBackground (Palette/App.pairings.json%3A5%3A5)::"))
    #expect(lines[5].hasPrefix("::error file=App/Views/Banner.swift,line=12,col=9,"))
    #expect(lines[6].hasPrefix("::warning file=Colors.xcassets/Old.colorset/Contents.json,line=1,"))
    #expect(lines[7].hasPrefix("::warning file=App/Views/Banner.swift,line=12,col=9,"))
    #expect(
      lines[8]
        == "::notice file=App/Legacy Views/About%2C v2.m,line=40,col=5,"
        + "title=attributed-text-html-import::HTML import bakes in black text: 100%25 of runs, "
        + "line 1:%0Aset a color")
    #expect(!text.contains("\u{1}"))
  }

  /// Past ten of a type, nine are annotations, the tenth counts the rest, and the rest are plain
  /// log lines.
  @Test func githubShowsTenOfEachTypeAndCountsTheRest() {
    let findings = (1...14).map { (index: Int) in
      Finding(
        rule: "attributed-text-foreground", severity: .warning,
        location: SourceLocation(file: "App/View\(index).swift", line: index, column: 3),
        message: "no foreground")
    }
    let many = AuditResult(
      toolVersion: "1", level: .AA, checks: [], findings: findings, diagnostics: [])
    let lines = GitHubReporter().render(many, options: ReportOptions()).split(separator: "\n")
    #expect(lines.count == 15)
    #expect(lines.prefix(10).allSatisfy { $0.hasPrefix("::warning ") })
    #expect(lines[8].hasPrefix("::warning file=App/View9.swift,line=9,col=3,"))
    #expect(
      lines[9]
        == "::warning title=5 more warnings::GitHub shows 10 warnings per step: 5 more are in this "
        + "step's log below, and in the JUnit and SARIF reports.")
    #expect(
      lines[10]
        == "App/View10.swift:10:3: warning: attributed-text-foreground: no foreground")
    #expect(lines.dropFirst(10).allSatisfy { !$0.hasPrefix("::") })
  }

  @Test func githubEscaping() {
    #expect(GitHubReporter.escapeData("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d")
    #expect(GitHubReporter.escapeProperty("50% a\r\nb: c, d") == "50%25 a%0D%0Ab%3A c%2C d")
    #expect(GitHubReporter.escapeData("a\u{1B}[31m") == "a\u{FFFD}[31m")
  }

  @Test func cleanRunsAreSilent() {
    let passing = ReportFixtures.passing()
    #expect(XcodeReporter().render(passing, options: ReportOptions()) == "")
    #expect(GitHubReporter().render(passing, options: ReportOptions()) == "")
  }

  @Test func registry() {
    #expect(
      OutputFormat.allCases.map(\.rawValue) == ["terminal", "json", "xcode", "github", "sarif"])
    for format in OutputFormat.allCases {
      #expect(type(of: format.reporter).identifier == format.rawValue)
      #expect(format.render(result) == format.render(ReportFixtures.sample()))
    }
    #expect(JUnitReport.identifier == "junit")
    #expect(MarkdownReport.identifier == "markdown")
  }
}
