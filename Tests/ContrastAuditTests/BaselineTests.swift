import Foundation
import Testing

@testable import ContrastAudit

/// `--write-baseline` and `--baseline`, run as a user would on a copy of the example app.
@Suite struct BaselineTests {
  /// A copy of `Examples/palette` in a scratch folder, audited from that folder.
  static func example(in folder: TemporaryFolder) throws {
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/palette"),
      to: folder.url.appendingPathComponent("palette"))
  }

  static func json(_ run: EndToEndTests.Run) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func roundTripReportsOnlyWhatIsNewAndWhatIsFixed() throws {
    let folder = try TemporaryFolder()
    try Self.example(in: folder)

    // Adopting: the example fails on purpose; writing the baseline records it all.
    let written = try EndToEndTests.run(
      ["palette", "--write-baseline", "baseline.json", "--color", "never"], in: folder.url)
    #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
    #expect(written.stdout.contains("wrote baseline.json with 7 known problems"))
    let first = try folder.read("baseline.json")
    _ = try EndToEndTests.run(["palette", "--write-baseline", "again.json"], in: folder.url)
    #expect(try folder.read("again.json") == first, "the same run writes the same bytes")
    #expect(!first.contains("\"line\""), "entries do not depend on line numbers")

    // Rerun against it: nothing new.
    let rerun = try EndToEndTests.run(
      ["palette", "--baseline", "baseline.json", "--color", "never"], in: folder.url)
    #expect(rerun.status == 0, "\(rerun.stdout)\(rerun.stderr)")
    #expect(rerun.stdout.contains("7 known problems in baseline.json left out of this report"))

    // Code moves down (lines added above a finding and above the pairings): still known.
    let banner = "palette/Sources/BannerView.swift"
    try folder.write(banner, "// A header comment.\n\n" + folder.read(banner))
    let config = "palette/contrast-audit.json"
    var configText = try folder.read(config)
    configText = configText.replacingOccurrences(
      of: "\"pairings\": [\n",
      with:
        "\"pairings\": [\n    { \"foreground\": \"Caption\", \"background\": \"Card\", \"minimum\": 21 },\n"
    )
    try folder.write(config, configText)

    // A new failure: exit 1, and only it is reported.
    let new = try EndToEndTests.run(
      ["palette", "--baseline", "baseline.json", "--format", "json"], in: folder.url)
    #expect(new.status == 1, "\(new.stderr)")
    let report = try Self.json(new)
    let checks = try #require(report["checks"] as? [[String: Any]])
    let pairings = try #require(report["pairings"] as? [[String: Any]])
    let failing = checks.filter { ($0["status"] as? String) != "passed" }
    #expect(!failing.isEmpty)
    #expect(
      failing.allSatisfy {
        ($0["pairingIndex"] as? Int).flatMap { pairings[$0]["title"] as? String }
          == "Caption on Card"
      })
    #expect((report["findings"] as? [Any])?.isEmpty == true)
    let baseline = try #require(report["baseline"] as? [String: Any])
    #expect(baseline["known"] as? Int == 7)
    #expect((baseline["fixed"] as? [Any])?.isEmpty == true)

    // A baselined problem fixed: the banner draws with a foreground color now.
    try folder.write(
      banner,
      folder.read(banner).replacingOccurrences(
        of: ".paragraphStyle: paragraph,",
        with: ".paragraphStyle: paragraph,\n        .foregroundColor: UIColor.label,"))
    let fixed = try EndToEndTests.run(
      ["palette", "--baseline", "baseline.json", "--color", "never", "--markdown", "out/r.md"],
      in: folder.url)
    #expect(fixed.status == 1, "the new failure is still there")
    #expect(fixed.stdout.contains("✓ 1 fixed since the baseline was written"))
    #expect(
      fixed.stdout.contains(
        "attributed-text-foreground Attributed text shown in a string drawing has no foreground "
          + "color"))
    #expect(fixed.stdout.contains("6 known problems in baseline.json"))
    let markdown = try folder.read("out/r.md")
    #expect(markdown.contains("6 known problems in baseline.json left out of this report"))
    #expect(markdown.contains("1 fixed since the baseline was written"))
  }

  @Test func aBadBaselineIsAnInputErrorNamingTheFile() throws {
    let folder = try TemporaryFolder()
    try Self.example(in: folder)
    let cases: [(String, String)] = [
      ("{\"entries\": []}", "old.json:1:1: error: this is not a contrast-audit baseline"),
      (
        "{\"tool\": \"contrast-audit\", \"version\": 2, \"entries\": []}",
        "old.json:1:28: error: baseline version 2 is not one this contrast-audit reads (1)"
      ),
      (
        "{\"tool\": \"contrast-audit\", \"version\": 1, \"entries\": [{\"rule\": \"x\"}]}",
        "error: the entry has no \"file\" (at entries[0].file)"
      ),
      ("{\"tool\": ", "old.json:1:10: error: invalid JSON"),
    ]
    for (text, message) in cases {
      try folder.write("old.json", text)
      let run = try EndToEndTests.run(["palette", "--baseline", "old.json"], in: folder.url)
      #expect(run.status == 2)
      #expect(run.stdout.contains(message), "\(run.stdout)")
    }
    let missing = try EndToEndTests.run(["palette", "--baseline", "none.json"], in: folder.url)
    #expect(missing.status == 2 && missing.stdout.contains("none.json: error:"))
  }

  @Test func aRunWithInputErrorsWritesNoBaseline() throws {
    let folder = try TemporaryFolder()
    try Self.example(in: folder)
    try folder.write("palette/Broken.palette.json", "{")
    let run = try EndToEndTests.run(["palette", "--write-baseline", "b.json"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.stderr.contains("--write-baseline b.json: not written: the run has input errors"))
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("b.json").path))
  }
}

/// Severity settings for the contrast rules, and `--strict` / `--lenient`.
@Suite struct GateTests {
  /// A project whose one pairing fails text contrast (#777777 on white is 4.48:1).
  static func project(rules: String = "{}", extra: String = "") throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Colors.palette.json", ##"{"colors": {"Text": "#777777", "Bg": "#FFFFFF"}}"##)
    try folder.write(
      "App/contrast-audit.json",
      #"{"pairings": [{"foreground": "Text", "background": "Bg"}], "rules": "# + rules + "}")
    if !extra.isEmpty { try folder.write("App/View.swift", extra) }
    return folder
  }

  static func audit(_ folder: TemporaryFolder, _ gate: GateMode = .standard) -> AuditResult {
    Auditor.run(
      AuditRequest(
        paths: ["App"], workingDirectory: folder.url, rulesDirectory: TestPaths.rules, gate: gate))
  }

  @Test func contrastFailuresAreErrorsAndFailEveryGate() throws {
    let folder = try Self.project()
    for gate in GateMode.allCases {
      let result = Self.audit(folder, gate)
      #expect(result.exitStatus == 1, "\(gate)")
      #expect(result.failedChecks.allSatisfy { result.severity(of: $0) == .error })
    }
    let terminal = TerminalReporter().render(Self.audit(folder), options: ReportOptions())
    #expect(terminal.hasPrefix("✗ Text on Bg"))
  }

  @Test func contrastAsWarningStillFailsButNotWhenLenient() throws {
    let folder = try Self.project(rules: #"{"contrast": "warning"}"#)
    let result = Self.audit(folder)
    #expect(result.failedChecks.count == 8)
    #expect(result.failedChecks.allSatisfy { result.severity(of: $0) == .warning })
    #expect(result.exitStatus == 1, "warnings fail by default")
    #expect(Self.audit(folder, .lenient).exitStatus == 0)
    #expect(Self.audit(folder, .strict).exitStatus == 1)
    let xcode = XcodeReporter().render(result, options: ReportOptions())
    #expect(xcode.contains(": warning: Text on Bg: text ≥ 4.5:1 fails"))
    let terminal = TerminalReporter().render(result, options: ReportOptions())
    #expect(terminal.hasPrefix("! Text on Bg · text ≥ 4.5:1"), "a warning is not a red cross")
    let sarif = SARIFReporter().render(result, options: ReportOptions())
    let document = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
    let runs = try #require(document?["runs"] as? [[String: Any]])
    let levels = (runs.first?["results"] as? [[String: Any]])?.compactMap { $0["level"] as? String }
    // Eight failing checks of one pairing that read the same color slots: one result.
    #expect(levels == ["warning"])
  }

  @Test func aRuleOwnSettingBeatsTheGroup() throws {
    let folder = try Self.project(rules: #"{"contrast": "warning", "contrast-text": "note"}"#)
    let result = Self.audit(folder)
    #expect(result.failedChecks.allSatisfy { result.severity(of: $0) == .note })
    #expect(result.exitStatus == 0, "notes are advice")
    #expect(Self.audit(folder, .strict).exitStatus == 1, "strict fails on notes")
    let json = JSONReporter().render(result, options: ReportOptions())
    #expect(json.contains("\"severity\":\"note\""))
  }

  @Test func anOffRuleIsMeasuredButNeverReported() throws {
    let folder = try Self.project(rules: #"{"contrast-text": "off"}"#)
    let result = Self.audit(folder, .strict)
    #expect(result.failedChecks.count == 8)
    #expect(result.exitStatus == 0)
    #expect(XcodeReporter().render(result, options: ReportOptions()).isEmpty)
  }

  @Test func anUnknownContrastRuleIsAWarningWithTheNearestName() throws {
    let folder = try Self.project(rules: #"{"contrast-txt": "note"}"#)
    let result = Self.audit(folder)
    #expect(
      result.warnings.contains {
        $0.message == "unknown rule \"contrast-txt\" is ignored; did you mean \"contrast-text\"?"
      })
  }

  @Test func strictFailsOnNoteFindingsAndLenientPassesWarningFindings() throws {
    // Passing colors; one source finding at warning level.
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Colors.palette.json", ##"{"colors": {"Text": "#000000", "Bg": "#FFFFFF"}}"##)
    try folder.write(
      "App/contrast-audit.json",
      #"{"pairings": [{"foreground": "Text", "background": "Bg"}], "rules": {"attributed-text-foreground": "note"}}"#
    )
    try folder.write(
      "App/View.swift",
      """
      import UIKit
      final class V: UIView {
        var name = ""
        override func draw(_ rect: CGRect) {
          let text = NSAttributedString(string: name, attributes: [.font: UIFont.systemFont(ofSize: 12)])
          text.draw(in: rect)
        }
      }
      """)
    let standard = Self.audit(folder)
    #expect(standard.findings.map(\.severity) == [.note], "configured down from a warning")
    #expect(standard.exitStatus == 0)
    #expect(Self.audit(folder, .strict).exitStatus == 1)
    try folder.write(
      "App/contrast-audit.json", #"{"pairings": [{"foreground": "Text", "background": "Bg"}]}"#)
    #expect(Self.audit(folder).exitStatus == 1)
    #expect(Self.audit(folder, .lenient).exitStatus == 0)
  }

  @Test func gateOptionsParse() throws {
    let formats = ["terminal"]
    #expect(try CommandLineOptions.parse(["-v"], formats: formats).action == .version)
    #expect(try CommandLineOptions.parse(["--strict"], formats: formats).gate == .strict)
    #expect(try CommandLineOptions.parse(["--lenient"], formats: formats).gate == .lenient)
    #expect(throws: CommandLineOptions.UsageError.self) {
      try CommandLineOptions.parse(["--strict", "--lenient"], formats: formats)
    }
    let options = try CommandLineOptions.parse(
      ["--baseline", "a.json", "--write-baseline=b.json"], formats: formats)
    #expect(options.baselinePath == "a.json" && options.writeBaselinePath == "b.json")
  }
}
