/// `--junit FILE`: JUnit XML for CI test views (Jenkins, GitLab, GitHub test-report actions).
///
/// Valid against junit-10.xsd (Jenkins xUnit). The shape:
/// - one `<testsuite>` per pairing, named by its title; one `<testcase>` per trait combination
///   with `classname` = the pairing title (`Brand/Caption on systemBackground`) and `name` = the
///   trait label (`dark · high contrast · elevated`). Titles are made unique (two pairings with
///   the same colors get their declaration place appended), so each (classname, name) is unique.
/// - a failing check has a `<failure type="contrast-text">` whose message is the ratio against
///   the minimum and the colors, and whose body adds the declaration place, resolved and
///   composited colors, notes and the suggestion; an unresolved check has an
///   `<error type="contrast-unresolved">` with the reason.
/// - a suite `attributed-text` holds the source findings: `classname` = the rule id, `name` =
///   `file:line:column`; warnings and errors are `<failure>`s, notes are `<skipped>` (advice that
///   does not gate).
/// - a suite `input` holds input diagnostics: errors are `<error>`s, warnings `<skipped>`.
///
/// The schema has no `file` attribute on `<testcase>` and no `skipped` on `<testsuites>`, so the
/// place is in the message and body, and skipped is counted per suite only. No timestamps or host
/// names: `time` is always `0`. Characters XML 1.0 cannot hold become U+FFFD.
public struct JUnitReport: Sendable {
  public static let identifier = "junit"

  public init() {}

  public func render(_ result: AuditResult, options: ReportOptions = ReportOptions()) -> String {
    var suites: [Suite] = []
    for pairing in PairingReport.group(result) {
      var suite = Suite(name: pairing.title)
      for check in pairing.checks {
        suite.add(testcase(check, pairing: pairing))
      }
      suites.append(suite)
    }
    if !result.findings.isEmpty {
      var suite = Suite(name: "attributed-text")
      for finding in result.findings {
        suite.add(testcase(finding))
      }
      suites.append(suite)
    }
    if let reason = result.nothingMeasured {
      var suite = Suite(name: "coverage")
      suite.add(
        TestCase(
          classname: "coverage", name: "contrast measured",
          outcome: Outcome(kind: .failure, type: "nothing-measured", message: reason, body: reason))
      )
      suites.append(suite)
    }
    if !result.diagnostics.isEmpty {
      var suite = Suite(name: "input")
      for diagnostic in result.diagnostics {
        suite.add(testcase(diagnostic))
      }
      suites.append(suite)
    }

    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let tests = suites.reduce(0) { $0 + $1.cases.count }
    let failures = suites.reduce(0) { $0 + $1.count(.failure) }
    let errors = suites.reduce(0) { $0 + $1.count(.error) }
    xml +=
      "<testsuites name=\"contrast-audit\" tests=\"\(tests)\" failures=\"\(failures)\" "
      + "errors=\"\(errors)\" time=\"0\">\n"
    for suite in suites {
      xml +=
        "  <testsuite name=\(XML.attribute(suite.name)) tests=\"\(suite.cases.count)\" "
        + "failures=\"\(suite.count(.failure))\" errors=\"\(suite.count(.error))\" "
        + "skipped=\"\(suite.count(.skipped))\" time=\"0\">\n"
      // What the audit measured against: the WCAG level and the iOS version's system colors.
      var properties = [("wcag", result.level.rawValue)]
      if let ios = result.iosVersion { properties.append(("ios", ios)) }
      xml +=
        "    <properties>"
        + properties.map { "<property name=\"\($0.0)\" value=\(XML.attribute($0.1))/>" }.joined()
        + "</properties>\n"
      for testcase in suite.cases {
        xml +=
          "    <testcase classname=\(XML.attribute(testcase.classname)) "
          + "name=\(XML.attribute(testcase.name)) time=\"0\""
        guard let outcome = testcase.outcome else {
          xml += "/>\n"
          continue
        }
        xml += ">\n"
        xml += "      <\(outcome.kind.rawValue)"
        if let type = outcome.type { xml += " type=\(XML.attribute(type))" }
        xml += " message=\(XML.attribute(outcome.message))"
        if outcome.body.isEmpty {
          xml += "/>\n"
        } else {
          xml += ">\(XML.text(outcome.body))</\(outcome.kind.rawValue)>\n"
        }
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  private func testcase(_ check: Check, pairing: PairingReport) -> TestCase {
    let name = check.traits.label
    switch check.status {
    case .passed:
      return TestCase(classname: pairing.title, name: name, outcome: nil)
    case .unresolved:
      let reasons = ReportText.unresolvedReasons(check)
      let body = [
        "\(pairing.title) in \(name) is unresolved: \(reasons)",
        "Declared at \(check.pairing.location.description)",
      ].joined(separator: "\n")
      return TestCase(
        classname: pairing.title, name: name,
        outcome: Outcome(
          kind: .error, type: check.ruleIdentifier, message: "unresolved: \(reasons)", body: body))
    case .failed:
      return TestCase(
        classname: pairing.title, name: name,
        outcome: Outcome(
          kind: .failure, type: check.ruleIdentifier, message: ReportText.measurement(check),
          body: failureBody(check, pairing: pairing)))
    }
  }

  private func failureBody(_ check: Check, pairing: PairingReport) -> String {
    guard let m = check.measurement else { return "" }
    var lines = [
      "\(pairing.title) in \(check.traits.label)",
      "Declared at \(check.pairing.location.description)",
      "Ratio \(ReportText.ratio(m.ratio)) (\(m.ratio)), minimum "
        + (check.minimum.map(ReportText.minimum) ?? "none") + " for \(check.pairing.role.rawValue)",
      "Foreground \(check.pairing.foreground): \(m.foreground.color.hexString)"
        + Self.provenance(m.foreground),
      "Background \(check.pairing.background): \(m.background.color.hexString)"
        + Self.provenance(m.background),
    ]
    if let backdrop = m.backdrop {
      lines.append(
        "Backdrop \(check.pairing.backdrop ?? "systemBackground"): \(backdrop.color.hexString)"
          + Self.provenance(backdrop))
    }
    let translucent =
      m.foreground.color.alpha < 1 || m.background.color.alpha < 1
      || (m.backdrop.map { $0.color.alpha < 1 } ?? false)
    if translucent {
      lines.append(
        "Composited: \(m.compositedForeground.opaqueHexString) on "
          + m.compositedBackground.opaqueHexString)
    }
    lines += m.notes.map { "Note: \($0)" }
    if let suggestion = check.suggestion {
      lines.append("Suggestion: \(ReportText.suggestion(suggestion))")
      lines.append("  \(suggestion.instruction)")
      lines.append("  Paste: \(suggestion.pasteValue)")
    }
    return lines.joined(separator: "\n")
  }

  /// ` (Brand/Caption → systemGray, slot Dark)` when the color was reached through references or
  /// from an asset catalog slot.
  static func provenance(_ color: ResolvedColor) -> String {
    var parts: [String] = []
    if color.path.count > 1 { parts.append(color.path.joined(separator: " → ")) }
    if let slot = color.slot { parts.append("slot \(slot)") }
    return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
  }

  private func testcase(_ finding: Finding) -> TestCase {
    let place = finding.location.description
    let line = "\(place): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
    let kind: Outcome.Kind = finding.severity == .note ? .skipped : .failure
    return TestCase(
      classname: finding.rule, name: place,
      outcome: Outcome(kind: kind, type: finding.rule, message: finding.message, body: line))
  }

  private func testcase(_ diagnostic: Diagnostic) -> TestCase {
    var place = diagnostic.location.description
    if let key = diagnostic.location.key { place += " (\(key))" }
    let line = "\(place): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    let kind: Outcome.Kind = diagnostic.severity == .error ? .error : .skipped
    return TestCase(
      classname: "input", name: place,
      outcome: Outcome(
        kind: kind, type: "input-\(diagnostic.severity.rawValue)", message: diagnostic.message,
        body: line))
  }

  private struct Outcome {
    enum Kind: String { case failure, error, skipped }
    var kind: Kind
    var type: String?
    var message: String
    var body: String
  }

  private struct TestCase {
    var classname: String
    var name: String
    var outcome: Outcome?
  }

  private struct Suite {
    var name: String
    var cases: [TestCase] = []
    private var used: Set<[String]> = []

    init(name: String) { self.name = name }

    /// Appends a test case, numbering its name if (classname, name) is already taken.
    mutating func add(_ testcase: TestCase) {
      var testcase = testcase
      let base = testcase.name
      var counter = 2
      while used.contains([testcase.classname, testcase.name]) {
        testcase.name = "\(base) #\(counter)"
        counter += 1
      }
      used.insert([testcase.classname, testcase.name])
      cases.append(testcase)
    }

    func count(_ kind: Outcome.Kind) -> Int { cases.filter { $0.outcome?.kind == kind }.count }
  }
}

/// XML 1.0 escaping.
enum XML {
  /// Whether XML 1.0 allows the scalar in a document at all.
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }

  /// A quoted attribute value; whitespace other than space is kept as character references so
  /// attribute normalization does not turn it into spaces.
  static func attribute(_ value: String) -> String {
    "\"" + escape(value, attribute: true) + "\""
  }

  /// Character data.
  static func text(_ value: String) -> String { escape(value, attribute: false) }

  private static func escape(_ value: String, attribute: Bool) -> String {
    var out = ""
    for scalar in value.unicodeScalars {
      guard isAllowed(scalar) else {
        out += "\u{FFFD}"
        continue
      }
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where attribute: out += "&quot;"
      case "'" where attribute: out += "&apos;"
      case "\t" where attribute: out += "&#9;"
      case "\n" where attribute: out += "&#10;"
      case "\r": out += "&#13;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
