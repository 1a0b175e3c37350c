/// `--format xcode`: `path:line:column: error|warning|note: message` lines for build phases.
///
/// Paths are absolute (joined to the working directory) so Xcode can jump to them. A failing or
/// unresolved pairing is one short line at the place it was declared, then a note per trait
/// combination with its measurement and fix; then source findings and input diagnostics. Every
/// line stays under ``lineLimit`` characters, cut with "…" if a name is that long. Lines always
/// carry a line number of at least 1. With `quiet`, note lines are left out.
public struct XcodeReporter: Reporter {
  public static let identifier = "xcode"
  /// Xcode's issue navigator shows one line per issue; longer text is cut off there.
  static let lineLimit = 300

  public init() {}

  public func render(_ result: AuditResult, options: ReportOptions) -> String {
    var lines: [String] = []
    func emit(_ location: SourceLocation, _ severity: Severity, _ message: String) {
      if options.quiet && severity == .note { return }
      let path = ReportText.absolutePath(location.file, in: options.workingDirectory)
      var place = "\(path):\(ReportText.line(location))"
      if let column = location.column, column >= 1 { place += ":\(column)" }
      let line = ReportText.singleLine("\(place): \(severity.rawValue): \(message)")
      lines.append(line.count <= Self.lineLimit ? line : line.prefix(Self.lineLimit - 1) + "…")
    }
    for pairing in PairingReport.group(result) {
      guard let severity = pairing.severity(in: result) else { continue }
      emit(pairing.pairing.location, severity, Self.pairingSummary(pairing))
      for detail in Self.pairingDetails(pairing) {
        emit(pairing.pairing.location, .note, detail)
      }
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

  /// `Brand/Caption on systemBackground: text ≥ 4.5:1 fails in 2 trait combinations (lowest
  /// 2.23:1, dark · normal contrast · elevated) [contrast-text]`: a pairing in one short line.
  static func pairingSummary(_ pairing: PairingReport) -> String {
    var parts: [String] = []
    let failed = pairing.failed
    if !failed.isEmpty {
      let measured = failed.compactMap { check in check.measurement.map { (check, $0.ratio) } }
      var text: String
      if failed.count == 1 {
        text = "fails in \(failed[0].traits.label)"
        if let ratio = measured.first?.1 { text += " (\(ReportText.ratio(ratio)))" }
      } else {
        let all = failed.count == pairing.checks.count ? "all " : ""
        text = "fails in \(all)\(failed.count) trait combinations"
        if let lowest = measured.min(by: { $0.1 < $1.1 }) {
          text += " (lowest \(ReportText.ratio(lowest.1)), \(lowest.0.traits.label))"
        }
      }
      parts.append(text)
    }
    let unresolved = pairing.unresolved
    if !unresolved.isEmpty { parts.append("unresolved in \(pairing.scope(unresolved))") }
    return "\(pairing.title): \(pairing.requirement) " + parts.joined(separator: "; ")
      + " [\(rules(pairing).joined(separator: ", "))]"
  }

  /// Each failing trait combination with its measurement and fix, then why the unresolved ones
  /// are unresolved (one line per distinct reason).
  static func pairingDetails(_ pairing: PairingReport) -> [String] {
    var details = pairing.failed.map { check -> String in
      var detail = check.traits.label + ": " + ReportText.measurement(check)
      if let suggestion = check.suggestion {
        detail += "; " + ReportText.suggestion(suggestion) + ": " + suggestion.instruction
      }
      return detail
    }
    var reasons: [(reason: String, checks: [Check])] = []
    for check in pairing.unresolved {
      let reason = ReportText.unresolvedReasons(check)
      if let index = reasons.firstIndex(where: { $0.reason == reason }) {
        reasons[index].checks.append(check)
      } else {
        reasons.append((reason, [check]))
      }
    }
    details += reasons.map { "unresolved in \(pairing.scope($0.checks)): \($0.reason)" }
    return details
  }

  /// The summary and the details, for formats that show several lines (GitHub annotations).
  static func pairingMessage(_ pairing: PairingReport) -> String {
    ([pairingSummary(pairing)] + pairingDetails(pairing)).joined(separator: "\n")
  }

  private static func rules(_ pairing: PairingReport) -> [String] {
    Set((pairing.failed + pairing.unresolved).map(\.ruleIdentifier)).sorted()
  }
}
