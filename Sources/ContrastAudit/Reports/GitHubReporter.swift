/// `--format github`: GitHub Actions workflow commands that annotate a pull request.
///
/// `::error file=…,line=…,col=…,title=…::message`, one per failing or unresolved pairing (at its
/// declaration), per source finding and per input diagnostic. Data is escaped as the runner
/// expects (`%` → `%25`, CR → `%0D`, LF → `%0A`; in properties also `:` → `%3A`, `,` → `%2C`).
/// Notes become `::notice`; with `quiet` they are left out. Paths stay relative to the working
/// directory, which in a workflow is the repository root.
///
/// GitHub shows at most 10 annotations of each type (error, warning, notice) per step, the first
/// ones printed (actions/toolkit, "Problem Matchers: Limitations"). So errors come first, then
/// warnings, then notices; within a type, input problems (something was not checked), then
/// contrast, then source findings, each in report order. Past 10 of a type, the first 9 are
/// annotations, the tenth says how many more there are and where to find them, and the rest are
/// printed as plain `file:line:col: type: title: message` lines, so the log still has them all.
public struct GitHubReporter: Reporter {
  public static let identifier = "github"
  /// Annotations GitHub shows per type and step.
  static let annotationsPerType = 10

  public init() {}

  /// One annotation before it is printed.
  private struct Annotation {
    var severity: Severity
    /// Input problems 0, contrast 1, source findings 2.
    var rank: Int
    var location: SourceLocation
    var title: String
    var message: String
  }

  public func render(_ result: AuditResult, options: ReportOptions) -> String {
    var annotations: [Annotation] = []
    func add(
      _ location: SourceLocation, _ severity: Severity, rank: Int, _ title: String,
      _ message: String
    ) {
      if options.quiet && severity == .note { return }
      annotations.append(
        Annotation(
          severity: severity, rank: rank, location: location, title: title, message: message))
    }
    for diagnostic in result.diagnostics {
      let title = diagnostic.severity == .error ? "Input error" : "Input warning"
      add(diagnostic.location, diagnostic.severity, rank: 0, title, diagnostic.messageWithKey)
    }
    for pairing in PairingReport.group(result) {
      guard let severity = pairing.severity(in: result) else { continue }
      let title =
        pairing.status == .failed ? "Contrast below minimum" : "Contrast unresolved"
      add(
        pairing.pairing.location, severity, rank: 1, "\(title): \(pairing.title)",
        XcodeReporter.pairingMessage(pairing))
    }
    for finding in result.findings {
      add(finding.location, finding.severity, rank: 2, finding.rule, finding.message)
    }

    var lines: [String] = []
    for severity in [Severity.error, .warning, .note] {
      let ofType = annotations.enumerated()
        .filter { $0.element.severity == severity }
        .sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
        .map(\.element)
      let command = Self.command(severity)
      let shown =
        ofType.count > Self.annotationsPerType ? Self.annotationsPerType - 1 : ofType.count
      for annotation in ofType.prefix(shown) {
        var properties = [
          ("file", annotation.location.file),
          ("line", String(ReportText.line(annotation.location))),
        ]
        if let column = annotation.location.column, column >= 1 {
          properties.append(("col", String(column)))
        }
        properties.append(("title", annotation.title))
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        lines.append("::\(command) \(list)::\(Self.escapeData(annotation.message))")
      }
      guard ofType.count > shown else { continue }
      let rest = ofType.count - shown
      let noun = severity == .note ? "notice" : command
      lines.append(
        "::\(command) title=\(Self.escapeProperty("\(rest) more \(noun)s"))::"
          + Self.escapeData(
            "GitHub shows \(Self.annotationsPerType) \(noun)s per step: \(rest) more are in this "
              + "step's log below, and in the JUnit and SARIF reports."))
      for annotation in ofType.dropFirst(shown) {
        lines.append(
          ReportText.singleLine(
            "\(annotation.location.description): \(noun): \(annotation.title): "
              + annotation.message))
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "notice"
    }
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
