/// `--format github`: GitHub Actions workflow commands that annotate a pull request.
///
/// `::error file=…,line=…,col=…,title=…::message`, one per failing or unresolved pairing (at its
/// declaration), per source finding and per input diagnostic. Data is escaped as the runner
/// expects (`%` → `%25`, CR → `%0D`, LF → `%0A`; in properties also `:` → `%3A`, `,` → `%2C`).
/// Notes become `::notice`; with `quiet` they are left out. Paths stay relative to the working
/// directory, which in a workflow is the repository root.
public struct GitHubReporter: Reporter {
  public static let identifier = "github"

  public init() {}

  public func render(_ result: AuditResult, options: ReportOptions) -> String {
    var lines: [String] = []
    func emit(_ location: SourceLocation, _ severity: Severity, title: String, _ message: String) {
      if options.quiet && severity == .note { return }
      let command: String
      switch severity {
      case .error: command = "error"
      case .warning: command = "warning"
      case .note: command = "notice"
      }
      var properties = [
        ("file", location.file), ("line", String(ReportText.line(location))),
      ]
      if let column = location.column, column >= 1 { properties.append(("col", String(column))) }
      properties.append(("title", title))
      let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
      lines.append("::\(command) \(list)::\(Self.escapeData(message))")
    }
    for pairing in PairingReport.group(result) {
      guard let severity = pairing.severity(in: result) else { continue }
      let message = XcodeReporter.pairingMessage(pairing)
      let title =
        pairing.status == .failed ? "Contrast below minimum" : "Contrast unresolved"
      emit(pairing.pairing.location, severity, title: "\(title): \(pairing.title)", message)
    }
    for finding in result.findings {
      emit(finding.location, finding.severity, title: finding.rule, finding.message)
    }
    for diagnostic in result.diagnostics {
      let message = diagnostic.messageWithKey
      let title = diagnostic.severity == .error ? "Input error" : "Input warning"
      emit(diagnostic.location, diagnostic.severity, title: title, message)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Escapes a command's message (data); other control characters become U+FFFD.
  static func escapeData(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case "\t": out += " "
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// Escapes a property value: data escaping plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    var out = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
