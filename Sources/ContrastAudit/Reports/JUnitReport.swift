/// `--junit FILE`: JUnit XML for CI test views (Jenkins, GitLab, GitHub test-report actions).
///
/// The shape:
/// - one `<testsuite>` per pairing, named by its title; one `<testcase>` per trait combination
///   with `classname` = the role's rule id, a dot and the pairing title
///   (`contrast-text.Brand/Caption on systemBackground`, dots in the title written as U+2024 so
///   Jenkins splits at the one dot) and `name` = the trait label (`dark · high contrast ·
///   elevated`). Titles are made unique (two pairings with the same colors get their declaration
///   place appended), so each (classname, name) is unique.
/// - each test case has `file` and `line`: where the pairing is declared, the finding is, or the
///   input problem was found. GitLab, Jenkins and the GitHub test-report actions link to them.
/// - a failing check has a `<failure type="contrast-text">` whose message is the ratio against
///   the minimum and the colors, and whose body adds the declaration place, resolved and
///   composited colors, notes and the suggestion; an unresolved check has an
///   `<error type="contrast-unresolved">` with the reason.
/// - a suite `attributed-text` holds the source findings: `classname` = the rule id, `name` =
///   `file:line:column`; warnings and errors are `<failure>`s, notes are `<skipped>` (advice that
///   does not gate).
/// - a suite `input` holds input diagnostics: errors are `<error>`s, warnings `<skipped>`.
///
/// junit-10.xsd (Jenkins xUnit) has no `file` or `line` on `<testcase>`; with
/// ``ReportOptions/junitStrict`` they are left out and the report is valid against it exactly
/// (the place is in every message body either way). It has no `skipped` on `<testsuites>`, so
/// skipped is counted per suite only. No timestamps or host names: `time` is always `0`.
/// Characters XML 1.0 cannot hold become U+FFFD.
public struct JUnitReport: Sendable {
  public static let identifier = "junit"

  public init() {}

  public func render(_ result: AuditResult, options: ReportOptions = ReportOptions()) -> String {
    var output = ReportOutput()
    write(result, options: options, to: &output)
    return output.text
  }

  /// Writes the report suite by suite: the totals the root element states are counted from the
  /// outcomes first, so no suite is held longer than it takes to write it.
  public func write(
    _ result: AuditResult, options: ReportOptions = ReportOptions(), to output: inout ReportOutput
  ) {
    let pairings = PairingReport.group(result)
    var tests = 0
    var failures = 0
    var errors = 0
    for check in result.checks {
      tests += 1
      if check.status == .failed { failures += 1 }
      if check.status == .unresolved { errors += 1 }
    }
    tests += result.findings.count
    failures += result.findings.filter { $0.severity != .note }.count
    if result.nothingMeasured != nil {
      tests += 1
      failures += 1
    }
    tests += result.diagnostics.count
    errors += result.diagnostics.filter { $0.severity == .error }.count

    // What the audit measured against: the WCAG level and the iOS version's system colors.
    var measuredAgainst = [("wcag", result.level.rawValue)]
    if let ios = result.iosVersion { measuredAgainst.append(("ios", ios)) }
    let properties =
      "    <properties>"
      + measuredAgainst.map { "<property name=\"\($0.0)\" value=\(XML.attribute($0.1))/>" }
      .joined() + "</properties>\n"

    output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    output.append(
      "<testsuites name=\"contrast-audit\" tests=\"\(tests)\" failures=\"\(failures)\" "
        + "errors=\"\(errors)\" time=\"0\">\n")
    // A suite per pairing, a batch of pairings per core, handed on in order.
    let batch = 512
    let round = batch * JSONOut.cores
    for roundStart in stride(from: 0, to: pairings.count, by: round) where !output.isStopped {
      let roundEnd = min(roundStart + round, pairings.count)
      let batches = stride(from: roundStart, to: roundEnd, by: batch).map {
        $0..<min($0 + batch, roundEnd)
      }
      let written = concurrentMap(count: batches.count) { index -> [UInt8] in
        var buffer: [UInt8] = []
        for pairing in pairings[batches[index]] {
          writeSuite(of: pairing, properties: properties, strict: options.junitStrict, to: &buffer)
        }
        return buffer
      }
      for bytes in written {
        output.bytes.append(contentsOf: bytes)
        output.flushIfFull()
      }
    }
    if !result.findings.isEmpty {
      var suite = Suite(name: "attributed-text")
      for finding in result.findings {
        suite.add(testcase(finding))
      }
      suite.write(to: &output, properties: properties, strict: options.junitStrict)
    }
    if let reason = result.nothingMeasured {
      var suite = Suite(name: "coverage")
      suite.add(
        TestCase(
          classname: "coverage", name: "contrast measured",
          outcome: Outcome(kind: .failure, type: "nothing-measured", message: reason, body: reason),
          location: nil))
      suite.write(to: &output, properties: properties, strict: options.junitStrict)
    }
    if !result.diagnostics.isEmpty {
      var suite = Suite(name: "input")
      for diagnostic in result.diagnostics {
        suite.add(testcase(diagnostic))
      }
      suite.write(to: &output, properties: properties, strict: options.junitStrict)
    }
    output.append("</testsuites>\n")
  }

  /// The classname of a pairing's test cases: its role's rule id, a dot, and its title with
  /// every `.` made a one-dot leader (U+2024, which looks the same).
  ///
  /// Jenkins shows the text before the last dot as the package and the rest as the class, so
  /// the one dot is where it splits: package `contrast-text`, class
  /// `Brand․Primary on Surface`, whatever the names hold.
  static func classname(_ pairing: PairingReport) -> String {
    let title = pairing.title.replacingOccurrences(of: ".", with: "\u{2024}")
    return pairing.pairing.role.ruleIdentifier + "." + title
  }

  /// A pairing's suite, written straight into `out` check by check: the same bytes as a
  /// ``Suite`` of its test cases, without making each case's message and body as strings
  /// first (a large app has hundreds of thousands of them).
  private func writeSuite(
    of pairing: PairingReport, properties: String, strict: Bool, to out: inout [UInt8]
  ) {
    var failures = 0
    var errors = 0
    for check in pairing.checks {
      if check.status == .failed { failures += 1 }
      if check.status == .unresolved { errors += 1 }
    }
    out.append(contentsOf: "  <testsuite name=".utf8)
    XML.appendAttribute(pairing.title, to: &out)
    out.append(
      contentsOf:
        " tests=\"\(pairing.checks.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"0\">\n"
        .utf8)
    out.append(contentsOf: properties.utf8)
    let classname = Self.classname(pairing)
    let declared = "Declared at \(pairing.pairing.location.description)"
    let location = pairing.pairing.location
    // Every case of the suite has the same classname: a name taken twice is numbered.
    var used: [String] = []
    for check in pairing.checks {
      let traits = check.traits.label
      let name = Self.firstFree(traits) { used.contains($0) }
      used.append(name)
      out.append(contentsOf: "    <testcase classname=".utf8)
      XML.appendAttribute(classname, to: &out)
      out.append(contentsOf: " name=".utf8)
      XML.appendAttribute(name, to: &out)
      if !strict, !location.file.isEmpty {
        out.append(contentsOf: " file=".utf8)
        XML.appendAttribute(location.file, to: &out)
        if let line = location.line, line > 0 {
          out.append(contentsOf: " line=\"\(line)\"".utf8)
        }
      }
      out.append(contentsOf: " time=\"0\"".utf8)
      switch check.status {
      case .passed:
        out.append(contentsOf: "/>\n".utf8)
        continue
      case .unresolved:
        let reasons = ReportText.unresolvedReasons(check)
        out.append(contentsOf: ">\n      <error type=".utf8)
        XML.appendAttribute(check.ruleIdentifier, to: &out)
        out.append(contentsOf: " message=".utf8)
        XML.appendAttribute("unresolved: \(reasons)", to: &out)
        out.append(UInt8(ascii: ">"))
        XML.append(
          "\(pairing.title) in \(traits) is unresolved: \(reasons)", attribute: false, to: &out)
        out.append(UInt8(ascii: "\n"))
        XML.append(declared, attribute: false, to: &out)
        out.append(contentsOf: "</error>\n".utf8)
      case .failed:
        // Composited once, for the message and the body; a failed check is always measured.
        let m = check.measurement
        out.append(contentsOf: ">\n      <failure type=".utf8)
        XML.appendAttribute(check.ruleIdentifier, to: &out)
        out.append(contentsOf: " message=".utf8)
        XML.appendAttribute(
          m.map { ReportText.measurement($0, minimum: check.minimum) }
            ?? ReportText.measurement(check), to: &out)
        if let m {
          out.append(UInt8(ascii: ">"))
          appendFailureBody(
            check, m, pairing: pairing, traits: traits, declared: declared, to: &out)
          out.append(contentsOf: "</failure>\n".utf8)
        } else {
          out.append(contentsOf: "/>\n".utf8)
        }
      }
      out.append(contentsOf: "    </testcase>\n".utf8)
    }
    out.append(contentsOf: "  </testsuite>\n".utf8)
  }

  /// `base`, else `base #2`, `base #3`, …: the first name `isTaken` does not hold.
  static func firstFree(_ base: String, isTaken: (String) -> Bool) -> String {
    var name = base
    var counter = 2
    while isTaken(name) {
      name = "\(base) #\(counter)"
      counter += 1
    }
    return name
  }

  /// A failed check's body, line by line, escaped as character data into `out`: where it was
  /// declared, the ratio, the resolved and composited colors, notes and the suggestion.
  private func appendFailureBody(
    _ check: Check, _ m: ContrastMeasurement, pairing report: PairingReport, traits: String,
    declared: String, to out: inout [UInt8]
  ) {
    let pairing = report.pairing
    func line(_ text: String) {
      out.append(UInt8(ascii: "\n"))
      XML.append(text, attribute: false, to: &out)
    }
    XML.append("\(report.title) in \(traits)", attribute: false, to: &out)
    line(declared)
    line(
      "Ratio \(ReportText.ratio(m.ratio)) (\(m.ratio)), minimum "
        + (check.minimum.map(ReportText.minimum) ?? "none") + " for \(pairing.role.rawValue)")
    line(
      "Foreground \(pairing.foreground): \(m.foreground.color.hexString)"
        + Self.provenance(m.foreground))
    line(
      "Background \(pairing.background): \(m.background.color.hexString)"
        + Self.provenance(m.background))
    if let backdrop = m.backdrop {
      line(
        "Backdrop \(pairing.backdrop ?? "systemBackground"): \(backdrop.color.hexString)"
          + Self.provenance(backdrop))
    }
    let translucent =
      m.foreground.color.alpha < 1 || m.background.color.alpha < 1
      || (m.backdrop.map { $0.color.alpha < 1 } ?? false)
    if translucent {
      line(
        "Composited: \(m.compositedForeground.opaqueHexString) on "
          + m.compositedBackground.opaqueHexString)
    }
    for note in m.notes { line("Note: \(note)") }
    if let suggestion = check.suggestion {
      line("Suggestion: \(ReportText.suggestion(suggestion))")
      line("  \(suggestion.instruction)")
      line("  Paste: \(suggestion.pasteValue)")
    }
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
      outcome: Outcome(kind: kind, type: finding.rule, message: finding.message, body: line),
      location: finding.location)
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
        body: line), location: diagnostic.location)
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
    /// The place the case is about: `file` and `line` attributes unless the report is strict.
    var location: SourceLocation?
  }

  private struct Suite {
    var name: String
    var cases: [TestCase] = []
    private var used: Set<CaseName> = []

    private struct CaseName: Hashable {
      var classname: String
      var name: String
    }

    init(name: String) { self.name = name }

    /// Appends a test case, numbering its name if (classname, name) is already taken.
    mutating func add(_ testcase: TestCase) {
      var testcase = testcase
      let classname = testcase.classname
      testcase.name = JUnitReport.firstFree(testcase.name) {
        used.contains(CaseName(classname: classname, name: $0))
      }
      used.insert(CaseName(classname: testcase.classname, name: testcase.name))
      cases.append(testcase)
    }

    /// Counted without gathering the cases: a large app's report counts every suite three times.
    func count(_ kind: Outcome.Kind) -> Int {
      cases.reduce(0) { $0 + ($1.outcome?.kind == kind ? 1 : 0) }
    }

    /// Writes the suite with its `<properties>` line; `file` and `line` on each test case unless
    /// `strict`.
    func write(to output: inout ReportOutput, properties: String, strict: Bool) {
      output.append(
        "  <testsuite name=\(XML.attribute(name)) tests=\"\(cases.count)\" "
          + "failures=\"\(count(.failure))\" errors=\"\(count(.error))\" "
          + "skipped=\"\(count(.skipped))\" time=\"0\">\n" + properties)
      // Written piece by piece into the output: a large app has hundreds of thousands of cases.
      for testcase in cases {
        output.append("    <testcase classname=")
        XML.appendAttribute(testcase.classname, to: &output.bytes)
        output.append(" name=")
        XML.appendAttribute(testcase.name, to: &output.bytes)
        if !strict, let location = testcase.location, !location.file.isEmpty {
          output.append(" file=")
          XML.appendAttribute(location.file, to: &output.bytes)
          if let line = location.line, line > 0 {
            output.append(" line=\"")
            output.append(String(line))
            output.append(UInt8(ascii: "\""))
          }
        }
        output.append(" time=\"0\"")
        guard let outcome = testcase.outcome else {
          output.append("/>\n")
          continue
        }
        output.append(">\n      <")
        output.append(outcome.kind.rawValue)
        if let type = outcome.type {
          output.append(" type=")
          XML.appendAttribute(type, to: &output.bytes)
        }
        output.append(" message=")
        XML.appendAttribute(outcome.message, to: &output.bytes)
        if outcome.body.isEmpty {
          output.append("/>\n")
        } else {
          output.append(UInt8(ascii: ">"))
          XML.append(outcome.body, attribute: false, to: &output.bytes)
          output.append("</")
          output.append(outcome.kind.rawValue)
          output.append(">\n")
        }
        output.append("    </testcase>\n")
        output.flushIfFull()
      }
      output.append("  </testsuite>\n")
      output.flushIfFull()
    }
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
    var bytes: [UInt8] = []
    appendAttribute(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Character data.
  static func text(_ value: String) -> String {
    var bytes: [UInt8] = []
    append(value, attribute: false, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// ``attribute(_:)`` appended to `out`.
  static func appendAttribute(_ value: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    append(value, attribute: true, to: &out)
    out.append(UInt8(ascii: "\""))
  }

  /// The value with markup escaped and characters XML 1.0 cannot hold replaced, appended to
  /// `out` as UTF-8: most values need nothing and are copied as they are.
  static func append(_ value: String, attribute: Bool, to out: inout [UInt8]) {
    var value = value
    value.withUTF8 { bytes in
      func needsWork(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09, 0x0A: return attribute
        case 0..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0xEF: return true
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return attribute
        default: return false
        }
      }
      guard let first = bytes.firstIndex(where: needsWork) else {
        out.append(contentsOf: bytes)
        return
      }
      out.append(contentsOf: bytes[..<first])
      let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
      var index = first
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\"") where attribute: out.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'") where attribute: out.append(contentsOf: "&apos;".utf8)
        case 0x09 where attribute: out.append(contentsOf: "&#9;".utf8)
        case 0x0A where attribute: out.append(contentsOf: "&#10;".utf8)
        case 0x0D: out.append(contentsOf: "&#13;".utf8)
        case 0x09, 0x0A: out.append(byte)
        case 0..<0x20: out.append(contentsOf: replacement)
        // U+FFFE and U+FFFF are not XML characters.
        case 0xEF
        where index + 1 < bytes.count && bytes[index] == 0xBF
          && (bytes[index + 1] == 0xBE || bytes[index + 1] == 0xBF):
          out.append(contentsOf: replacement)
          index += 2
        default: out.append(byte)
        }
      }
    }
  }
}
