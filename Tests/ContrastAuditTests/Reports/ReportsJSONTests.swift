import Foundation
import Testing

@testable import ContrastAudit

@Suite struct ReportsJSONTests {
  let result = ReportFixtures.sample()

  func parse(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
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
