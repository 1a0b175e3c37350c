import Foundation
import Testing

@testable import ContrastAudit

@Suite struct ReportsJSONTests {
  let result = ReportFixtures.sample()

  func parse(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  /// A check's line is written member by member; it must be the bytes the value would write.
  @Test func aCompactObjectWritesWhatTheValueWouldOnALine() {
    let value = JSONOut.line(
      .object([
        ("name", .string("Brand/\"Quoted\"\n\u{2028}")), ("missing", .null),
        ("ratio", .double(4.5)), ("infinite", .null), ("count", .int(-12)),
        ("passed", .bool(false)), ("nested", .object([("a", .array([.int(1), .string("b")]))])),
      ]))
    var bytes: [UInt8] = []
    var object = CompactObject(&bytes)
    object.string("name", "Brand/\"Quoted\"\n\u{2028}", &bytes)
    object.string("missing", nil, &bytes)
    object.double("ratio", 4.5, &bytes)
    object.double("infinite", .infinity, &bytes)
    object.int("count", -12, &bytes)
    object.bool("passed", false, &bytes)
    object.value("nested", &bytes) {
      JSONOut.object([("a", .array([.int(1), .string("b")]))]).writeCompact(into: &$0)
    }
    object.close(&bytes)
    #expect(String(decoding: bytes, as: UTF8.self) + "\n" == value.serialized())
  }

  /// A SARIF result is written container by container; nested in an array at any depth, it must
  /// be the bytes the value would write there, empty containers included.
  @Test func aPrettyWriterWritesWhatTheValueWould() {
    let value = JSONOut.object([
      ("name", .string("Brand/\"Quoted\"\n\u{2028}")), ("ratio", .double(4.5)),
      ("infinite", .null), ("missing", .null), ("count", .int(-12)),
      ("items", .array([.string("a"), .object([("b", .int(1))]), .array([])])),
      ("empty", .object([])), ("message", .object([("text", .string("hi"))])),
    ])
    let written = JSONOut.pretty { out, depth in
      var w = PrettyWriter(depth: depth)
      w.openObject(&out)
      w.string("name", "Brand/\"Quoted\"\n\u{2028}", &out)
      w.double("ratio", 4.5, &out)
      w.double("infinite", .infinity, &out)
      w.double("missing", nil, &out)
      w.int("count", -12, &out)
      w.key("items", &out)
      w.openArray(&out)
      w.item(&out)
      JSONOut.writeString("a", to: &out)
      w.item(&out)
      w.openObject(&out)
      w.int("b", 1, &out)
      w.closeObject(&out)
      w.item(&out)
      w.openArray(&out)
      w.closeArray(&out)
      w.closeArray(&out)
      w.key("empty", &out)
      w.openObject(&out)
      w.closeObject(&out)
      w.text("message", "text", "hi", &out)
      w.closeObject(&out)
    }
    for depth in 0..<3 {
      var nestedValue = value
      var nestedWritten = written
      for _ in 0..<depth {
        nestedValue = .array([nestedValue, .int(0)])
        nestedWritten = .array([nestedWritten, .int(0)])
      }
      #expect(nestedWritten.serialized() == nestedValue.serialized())
    }
  }

  @Test func documentedShapeAndCounts() throws {
    let json = try parse(JSONReporter().render(result, options: ReportOptions()))
    let tool = try #require(json["tool"] as? [String: Any])
    #expect(tool["name"] as? String == "contrast-audit")
    #expect(tool["version"] as? String == "1.2.3")
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["checks"] as? Int == result.checks.count)
    #expect(summary["failures"] as? Int == result.failedChecks.count)
    #expect(summary["findings"] as? Int == 3)
    #expect(summary["errors"] as? Int == 1)
    #expect(summary["passed"] as? Bool == false)
    #expect(summary["unresolved"] as? Int == 9)
    let checks = try #require(json["checks"] as? [[String: Any]])
    #expect(checks.count == result.checks.count)
    let documented = [
      "foreground", "background", "backdrop", "role", "minimum", "traits", "foregroundColor",
      "backgroundColor", "ratio", "passed", "suggestion",
    ]
    for check in checks {
      for key in documented { #expect(check[key] != nil, "missing \(key)") }
    }
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(
      Set(findings[0].keys).isSuperset(of: [
        "rule", "severity", "file", "line", "column", "message",
      ]))
    let errors = try #require(json["errors"] as? [[String: Any]])
    #expect(errors.count == 1)
    #expect(errors[0]["file"] as? String == "Colors.xcassets/Bad.colorset/Contents.json")
    #expect(errors[0]["line"] as? Int == 3)
    #expect(errors[0]["key"] as? String == "colors[0].color")
  }

  @Test func checkValues() throws {
    let json = try parse(JSONReporter().render(result, options: ReportOptions()))
    let checks = try #require(json["checks"] as? [[String: Any]])
    // Measured: colors before compositing, ratio unrounded after it.
    let index = try #require(
      result.checks.firstIndex { $0.pairing.foreground == "secondaryLabel" })
    let secondary = checks[index]
    let measurement = try #require(result.checks[index].measurement)
    #expect(secondary["foregroundColor"] as? String == "#3C3C4399")
    #expect(secondary["backgroundColor"] as? String == "#FFFFFFFF")
    #expect(secondary["ratio"] as? Double == measurement.ratio)
    #expect(secondary["backdrop"] as? String == "systemGroupedBackground")
    #expect(secondary["minimum"] as? Double == 4.5)
    let traits = try #require(secondary["traits"] as? [String: Any])
    #expect(Set(traits.keys) == ["style", "contrast", "level"])
    // Unresolved: ratio null, passed false.
    let missing = try #require(checks.first { $0["foreground"] as? String == "Brand/Missing" })
    #expect(missing["ratio"] is NSNull)
    #expect(missing["passed"] as? Bool == false)
    #expect(missing["status"] as? String == "unresolved")
    #expect(missing["backdrop"] is NSNull)
    // Suggestion object.
    let failing = try #require(
      checks.first {
        $0["foreground"] as? String == "Brand/Caption" && $0["passed"] as? Bool == false
      })
    let suggestion = try #require(failing["suggestion"] as? [String: Any])
    #expect(suggestion["color"] as? String == "#9A9A9FFF")
    #expect(suggestion["side"] as? String == "foreground")
    // Gamut appears only where inputs vary by it.
    let accent = try #require(checks.first { $0["foreground"] as? String == "Brand/Accent" })
    let accentTraits = try #require(accent["traits"] as? [String: Any])
    #expect(accentTraits["gamut"] as? String == "sRGB")
    #expect(accentTraits["idiom"] == nil)
  }

  static let documented = [
    "foreground", "background", "backdrop", "role", "minimum", "traits", "foregroundColor",
    "backgroundColor", "ratio", "passed", "suggestion",
  ]

  /// The keys of each check, and of its suggestion, in the order written.
  func checkKeys(_ text: String) throws -> [(keys: [String], suggestion: [String]?)] {
    let checks = try #require(try JSONParser.parse(text)["checks"]?.arrayElements)
    return try checks.map { check in
      let members = try #require(check.objectMembers)
      let suggestion = try #require(check["suggestion"])
      return (members.map(\.key), suggestion.objectMembers?.map(\.key))
    }
  }

  @Test func standardChecksCarryTheDocumentedKeysThenStatusSeverityAndPairing() throws {
    let text = JSONReporter().render(result, options: ReportOptions())
    #expect(text == JSONReporter().render(result, options: ReportOptions(jsonDetail: .standard)))
    let written = try checkKeys(text)
    #expect(written.count == result.checks.count)
    for (check, written) in zip(result.checks, written) {
      let expected =
        Self.documented + ["status", "severity", "pairingIndex"]
        + (check.status == .unresolved ? ["unresolved"] : [])
      #expect(written.keys == expected)
      // The instruction and the value to paste are in the fix; these fixtures have none.
      if check.suggestion != nil {
        #expect(written.suggestion == ["side", "name", "color", "ratio"])
      }
    }
    #expect(written.contains { $0.suggestion != nil })
    #expect(written.contains { $0.keys.last == "unresolved" })
  }

  @Test func fullChecksCarryEveryKeyThenThePairingIndex() throws {
    let text = JSONReporter().render(result, options: ReportOptions(jsonDetail: .full))
    let written = try checkKeys(text)
    #expect(written.count == result.checks.count)
    for (check, written) in zip(result.checks, written) {
      let pairing = check.pairing
      var expected =
        Self.documented + ["status", "rule", "pairing", "location", "origin", "severity"]
      if case .discovered = pairing.origin { expected.append("discoveredIn") }
      if pairing.name != nil { expected.append("name") }
      if pairing.note != nil { expected.append("note") }
      if check.measurement != nil {
        expected += [
          "backdropColor", "compositedForeground", "compositedBackground", "foregroundPath",
          "backgroundPath", "foregroundSlot", "backgroundSlot", "notes",
        ]
      }
      if check.status == .unresolved { expected.append("unresolved") }
      expected.append("pairingIndex")
      #expect(written.keys == expected)
      if check.suggestion != nil {
        #expect(
          written.suggestion == ["side", "name", "color", "ratio", "instruction", "pasteValue"])
      }
    }
    // Only the checks differ between the two.
    var standard = try parse(JSONReporter().render(result, options: ReportOptions()))
    var full = try parse(text)
    standard["checks"] = nil
    full["checks"] = nil
    #expect(
      try JSONSerialization.data(withJSONObject: standard, options: .sortedKeys)
        == JSONSerialization.data(withJSONObject: full, options: .sortedKeys))
  }

  @Test func pairingsTableHoldsWhatEveryCheckOfAPairingShares() throws {
    let json = try parse(JSONReporter().render(result, options: ReportOptions()))
    let full = try parse(JSONReporter().render(result, options: ReportOptions(jsonDetail: .full)))
    let pairings = try #require(json["pairings"] as? [[String: Any]])
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(pairings.count == summary["pairings"] as? Int)
    #expect(pairings.compactMap { $0["checks"] as? Int }.reduce(0, +) == result.checks.count)
    let reports = PairingReport.group(result)
    for (entry, report) in zip(pairings, reports) {
      #expect(entry["title"] as? String == report.title)
      #expect(entry["status"] as? String == report.status.rawValue)
      #expect(entry["rule"] as? String == report.pairing.role.ruleIdentifier)
      #expect(entry["origin"] as? String == report.pairing.origin.label)
      #expect(entry["name"] as? String == report.pairing.name)
      #expect(entry["note"] as? String == report.pairing.note)
      #expect(entry["minimum"] as? Double == report.pairing.minimum)
      #expect((entry["location"] as? [String: Any])?["file"] as? String != nil)
    }
    // Each check points at its pairing: the same colors, the title full detail repeats.
    let checks = try #require(json["checks"] as? [[String: Any]])
    let fullChecks = try #require(full["checks"] as? [[String: Any]])
    for (check, fullCheck) in zip(checks, fullChecks) {
      let index = try #require(check["pairingIndex"] as? Int)
      #expect(fullCheck["pairingIndex"] as? Int == index)
      let pairing = pairings[index]
      #expect(pairing["foreground"] as? String == check["foreground"] as? String)
      #expect(pairing["background"] as? String == check["background"] as? String)
      #expect(pairing["backdrop"] as? String == check["backdrop"] as? String)
      #expect(pairing["title"] as? String == fullCheck["pairing"] as? String)
    }
  }

  /// On a real audit every suggestion comes from a fix: `fix` points at it in `fixes[]`.
  @Test func aSuggestionPointsAtTheFixItComesFrom() throws {
    let audit = Auditor.run(
      AuditRequest(
        paths: ["Examples/palette"], workingDirectory: TestPaths.packageRoot,
        rulesDirectory: TestPaths.rules))
    let json = try parse(JSONReporter().render(audit, options: ReportOptions()))
    let checks = try #require(json["checks"] as? [[String: Any]])
    let fixes = try #require(json["fixes"] as? [[String: Any]])
    let failing = checks.filter { $0["status"] as? String == "failed" }
    #expect(!failing.isEmpty)
    for check in failing {
      let suggestion = try #require(check["suggestion"] as? [String: Any])
      let index = try #require(suggestion["fix"] as? Int)
      try #require(fixes.indices.contains(index))
      let fix = fixes[index]
      #expect(fix["name"] as? String == suggestion["name"] as? String)
      let parts = try #require(fix["parts"] as? [[String: Any]])
      #expect(parts.contains { $0["to"] as? String == suggestion["color"] as? String })
      #expect(suggestion["instruction"] == nil && suggestion["pasteValue"] == nil)
    }
  }

  @Test func hostileNamesRoundTrip() throws {
    let json = try parse(JSONReporter().render(result, options: ReportOptions()))
    let checks = try #require(json["checks"] as? [[String: Any]])
    #expect(checks.contains { $0["foreground"] as? String == ReportFixtures.hostile })
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings[1]["message"] as? String == result.findings[1].message)
  }

  @Test func deterministicWithStableKeyOrder() {
    let first = JSONReporter().render(result, options: ReportOptions())
    #expect(first == JSONReporter().render(ReportFixtures.sample(), options: ReportOptions()))
    #expect(first.hasPrefix("{\n  \"tool\": {\n    \"name\": \"contrast-audit\""))
    #expect(first.contains("\"minimum\":4.5,"))
    #expect(first.hasSuffix("}\n"))
  }

  @Test func writerEscapesAndFormats() {
    let value = JSONOut.object([
      ("s", .string("a\"b\\c\n\u{1}\u{2028}😀")), ("i", .int(3)), ("d", .double(21)),
      ("e", .array([])), ("o", .object([])), ("n", .double(.nan)),
    ])
    #expect(
      value.serialized()
        == "{\n  \"s\": \"a\\\"b\\\\c\\n\\u0001\\u2028😀\",\n  \"i\": 3,\n  \"d\": 21.0,\n"
        + "  \"e\": [],\n  \"o\": {},\n  \"n\": null\n}\n")
  }
}
