/// `--format xcode`: `path:line:column: error|warning|note: message` lines for build phases.
///
/// Paths are absolute (joined to the working directory) so Xcode can jump to them. A failing or
/// unresolved pairing is one line at the place it was declared, listing its trait combinations;
/// then source findings and input diagnostics. Lines always carry a line number of at least 1.
/// With `quiet`, note lines are left out.
public struct XcodeReporter: Reporter {
  public static let identifier = "xcode"

  public init() {}

  public func render(_ result: AuditResult, options: ReportOptions) -> String {
    var lines: [String] = []
    func emit(_ location: SourceLocation, _ severity: Severity, _ message: String) {
      if options.quiet && severity == .note { return }
      let path = ReportText.absolutePath(location.file, in: options.workingDirectory)
      var place = "\(path):\(ReportText.line(location))"
      if let column = location.column, column >= 1 { place += ":\(column)" }
      lines.append(ReportText.singleLine("\(place): \(severity.rawValue): \(message)"))
    }
    for pairing in PairingReport.group(result) {
      guard let severity = pairing.severity(in: result) else { continue }
      emit(pairing.pairing.location, severity, Self.pairingMessage(pairing))
    }
    for finding in result.findings {
      emit(finding.location, finding.severity, "\(finding.message) [\(finding.rule)]")
    }
    for diagnostic in result.diagnostics {
      let message = diagnostic.messageWithKey
      emit(diagnostic.location, diagnostic.severity, message)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `Brand/Caption on systemBackground: text ≥ 4.5:1 fails in dark · normal contrast ·
  /// elevated (3.91:1; use #A0A0A5 …) [contrast-text]`, the one-line summary of a pairing.
  static func pairingMessage(_ pairing: PairingReport) -> String {
    var parts: [String] = []
    let failed = pairing.failed
    if !failed.isEmpty {
      let details = failed.map { check -> String in
        var detail = check.traits.label + " (" + ReportText.measurement(check)
        if let suggestion = check.suggestion { detail += "; " + ReportText.suggestion(suggestion) }
        return detail + ")"
      }
      parts.append(
        "fails in \(ReportText.count(failed.count, "trait combination")): "
          + details.joined(separator: ", "))
    }
    let unresolved = pairing.unresolved
    if !unresolved.isEmpty {
      let reasons = Set(unresolved.map(ReportText.unresolvedReasons))
      if reasons.count == 1 {
        parts.append(
          "unresolved in \(pairing.scope(unresolved)): "
            + ReportText.unresolvedReasons(unresolved[0]))
      } else {
        parts.append(
          "unresolved in "
            + unresolved.map { "\($0.traits.label) (\(ReportText.unresolvedReasons($0)))" }
            .joined(separator: ", "))
      }
    }
    let rules = Set((failed + unresolved).map(\.ruleIdentifier)).sorted()
    return "\(pairing.title): \(pairing.requirement) "
      + parts.joined(separator: "; ") + " [\(rules.joined(separator: ", "))]"
  }
}
