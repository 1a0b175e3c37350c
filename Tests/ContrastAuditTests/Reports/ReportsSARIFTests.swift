import Foundation
import Testing

@testable import ContrastAudit

@Suite struct ReportsSARIFTests {
  let result = ReportFixtures.sample()

  func run(_ options: ReportOptions = ReportOptions()) throws -> [String: Any] {
    let text = SARIFReporter().render(result, options: options)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(json["version"] as? String == "2.1.0")
    let runs = try #require(json["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    return runs[0]
  }

  @Test func driverAndRules() throws {
    let run = try run(ReportOptions(informationURI: "https://example.org/contrast-audit"))
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "contrast-audit")
    #expect(driver["semanticVersion"] as? String == "1.2.3")
    #expect(driver["informationUri"] as? String == "https://example.org/contrast-audit")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(
      ids == [
        "contrast-text", "contrast-large-text", "contrast-non-text", "contrast-decorative",
        "contrast-unresolved", "attributed-text-foreground", "attributed-text-html-import",
      ])
  }

  @Test func findingRuleMetadataFromOptions() throws {
    let described = RuleDescriptor(
      id: "attributed-text-foreground", summary: "Attributed text without a foreground color",
      explanation: "…", helpURI: "https://example.org/rules/attributed-text-foreground")
    let run = try run(ReportOptions(findingRules: [described]))
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let rule = try #require(rules.first { $0["id"] as? String == "attributed-text-foreground" })
    let short = try #require(rule["shortDescription"] as? [String: Any])
    #expect(short["text"] as? String == "Attributed text without a foreground color")
    #expect(rules.filter { $0["id"] as? String == "attributed-text-foreground" }.count == 1)
  }

  @Test func resultsLocationsAndFingerprints() throws {
    let run = try run()
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let ids = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    let results = try #require(run["results"] as? [[String: Any]])
    // 8 failed + 9 unresolved checks, one result per pairing and slot (5), and 3 findings.
    #expect(results.count == 8)
    let contrast = results.filter { ($0["ruleId"] as? String)?.hasPrefix("contrast") == true }
    let traits = contrast.compactMap {
      ($0["properties"] as? [String: Any])?["traits"] as? [String]
    }
    #expect(traits.count == 5 && traits.reduce(0) { $0 + $1.count } == 17)
    var fingerprints: Set<String> = []
    for result in results {
      let ruleId = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ids[index] == ruleId)
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      let location = try #require((result["locations"] as? [[String: Any]])?.first)
      let physical = try #require(location["physicalLocation"] as? [String: Any])
      let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(!uri.contains(" ") && !uri.hasPrefix("/"))
      let line = try #require((physical["region"] as? [String: Any])?["startLine"] as? Int)
      #expect(line >= 1)
      let print = try #require(
        (result["partialFingerprints"] as? [String: Any])?["contrastAudit/v1"] as? String)
      #expect(print.count == 16)
      fingerprints.insert(print)
    }
    #expect(fingerprints.count == results.count)
    let uris = results.compactMap {
      (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap
      { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
    }
    #expect(uris.contains("Palette/%C3%89vil%20%7C%20pairs.json"))
    #expect(uris.contains("App/Legacy%20Views/About%2C%20v2.m"))
    let notifications = try #require(
      (run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"]
        as? [[String: Any]])
    #expect(notifications.count == 2)
  }

  @Test func fingerprintsIgnoreLineMoves() throws {
    var moved = result
    moved.findings = moved.findings.map {
      var finding = $0
      finding.location.line = (finding.location.line ?? 0) + 10
      return finding
    }
    let a = SARIFReporter().render(result, options: ReportOptions())
    let b = SARIFReporter().render(moved, options: ReportOptions())
    func prints(_ text: String) -> [String] {
      text.split(separator: "\n").filter { $0.contains("contrastAudit/v1") }.map(String.init)
    }
    #expect(prints(a) == prints(b))
    #expect(a != b)
  }

  @Test func fnv1aVectors() {
    #expect(ReportText.fnv1a("") == "cbf29ce484222325")
    #expect(ReportText.fnv1a("a") == "af63dc4c8601ec8c")
    #expect(ReportText.fnv1a("foobar") == "85944171f73967e8")
  }

  @Test func deterministic() {
    #expect(
      SARIFReporter().render(result, options: ReportOptions())
        == SARIFReporter().render(ReportFixtures.sample(), options: ReportOptions()))
  }

  /// Columns are Unicode code points, as `columnKind` declares, though locations hold UTF-8
  /// byte columns: `"é😀"` before the place is 6 bytes but 2 code points.
  @Test func columnsAreCodePoints() throws {
    let line = "  let s = NSAttributedString(string: \"é😀\"); draw(s)"
    let byteColumn = Array(line.utf8).count - Array("draw(s)".utf8).count + 1
    let finding = Finding(
      rule: "attributed-text-foreground", severity: .warning,
      location: SourceLocation(file: "App/View.swift", line: 2, column: byteColumn),
      message: "no foreground color")
    let result = AuditResult(
      toolVersion: "1", level: .AA, checks: [], findings: [finding], diagnostics: [])
    let files = ["App/View.swift": "import UIKit\n" + line + "\n"]
    func startColumn(_ options: ReportOptions) throws -> Int? {
      let text = SARIFReporter().render(result, options: options)
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      let run = try #require((json["runs"] as? [[String: Any]])?.first)
      #expect(run["columnKind"] as? String == "unicodeCodePoints")
      let results = try #require(run["results"] as? [[String: Any]])
      let physical =
        (results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"]
        as? [String: Any]
      let region = try #require(physical?["region"] as? [String: Any])
      #expect(region["startLine"] as? Int == 2)
      return region["startColumn"] as? Int
    }
    let lines = SourceLines { files[$0].map { Array($0.utf8) } }
    #expect(byteColumn == line.unicodeScalars.count - 6 + 4)  // é is 2 bytes, 😀 is 4
    #expect(try startColumn(ReportOptions(sourceLines: lines)) == line.unicodeScalars.count - 6)
    // Without the line, no column rather than a byte count stated as code points.
    #expect(try startColumn(ReportOptions()) == nil)
    #expect(lines.codePointColumn(file: "App/View.swift", line: 1, byteColumn: 99) == nil)
    #expect(lines.codePointColumn(file: "Missing.swift", line: 1, byteColumn: 1) == nil)
  }
}
