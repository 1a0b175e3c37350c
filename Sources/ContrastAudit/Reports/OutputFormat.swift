/// The `--format` values, one reporter each.
///
/// The raw values are the public names.
/// JUnit and Markdown are file outputs (`--junit FILE`, `--markdown FILE`) and live beside these
/// as ``JUnitReport`` and ``MarkdownReport``.
public enum OutputFormat: String, CaseIterable, Sendable {
  case terminal, json, xcode, github, sarif

  /// The reporter that renders this format.
  public var reporter: any Reporter {
    switch self {
    case .terminal: return TerminalReporter()
    case .json: return JSONReporter()
    case .xcode: return XcodeReporter()
    case .github: return GitHubReporter()
    case .sarif: return SARIFReporter()
    }
  }

  /// Renders `result` in this format.
  public func render(_ result: AuditResult, options: ReportOptions = ReportOptions()) -> String {
    reporter.render(result, options: options)
  }

  /// Writes `result` in this format to `output`, piece by piece where the format can be large.
  public func write(
    _ result: AuditResult, options: ReportOptions = ReportOptions(),
    to output: inout ReportOutput
  ) {
    reporter.write(result, options: options, to: &output)
  }
}

/// A reporter: a pure function from an audit result to the text of a report.
///
/// Reporters never print, exit or read the clock, so the same result always renders to the same
/// bytes.
public protocol Reporter: Sendable {
  /// The stable public name of the format (`--format <identifier>`).
  static var identifier: String { get }
  func render(_ result: AuditResult, options: ReportOptions) -> String
  /// Writes the same bytes as `render` to `output`; reports that can be large write them in
  /// pieces.
  func write(_ result: AuditResult, options: ReportOptions, to output: inout ReportOutput)
}

extension Reporter {
  public func write(_ result: AuditResult, options: ReportOptions, to output: inout ReportOutput) {
    output.append(render(result, options: options))
  }
}

/// A reporter that writes its report in pieces and renders by collecting them.
protocol StreamingReporter: Reporter {}

extension StreamingReporter {
  public func render(_ result: AuditResult, options: ReportOptions) -> String {
    var output = ReportOutput()
    write(result, options: options, to: &output)
    return output.text
  }
}

/// What the command line knows that a report may need.
public struct ReportOptions: Sendable {
  /// How the terminal report styles itself: none, or marks and swatches in 16, 256 or 24-bit
  /// color.
  public var colorDepth: ColorDepth
  /// Whether to use ANSI styling at all; setting it on means 24-bit color.
  public var colors: Bool {
    get { colorDepth != .none }
    set { colorDepth = newValue ? .trueColor : .none }
  }
  /// The lines locations point at, for SARIF's code point columns; without it SARIF leaves
  /// columns out of regions rather than state byte columns as code points.
  public var sourceLines: SourceLines?
  /// JUnit exactly as junit-10.xsd allows: no `file` and `line` attributes on test cases.
  public var junitStrict: Bool
  /// The verdict alone in the terminal; no notes in the xcode and github formats.
  public var quiet: Bool
  /// The directory relative paths are relative to, to make absolute paths for Xcode.
  public var workingDirectory: String
  /// A link to the tool's documentation, for SARIF's `informationUri`.
  public var informationURI: String?
  /// Metadata for source finding rules (the scanner's rules), by rule id, for SARIF.
  public var findingRules: [RuleDescriptor]
  /// How much each check of the JSON report carries (`--detail`).
  public var jsonDetail: JSONDetail

  public init(
    colors: Bool = false, colorDepth: ColorDepth? = nil, quiet: Bool = false,
    workingDirectory: String = "", informationURI: String? = nil,
    findingRules: [RuleDescriptor] = [], junitStrict: Bool = false,
    sourceLines: SourceLines? = nil, jsonDetail: JSONDetail = .standard
  ) {
    self.jsonDetail = jsonDetail
    self.sourceLines = sourceLines
    self.junitStrict = junitStrict
    self.colorDepth = colorDepth ?? (colors ? .trueColor : .none)
    self.quiet = quiet
    self.workingDirectory = workingDirectory
    self.informationURI = informationURI
    self.findingRules = findingRules
  }
}

/// The metadata of a rule, for reports that describe their rules (SARIF).
public struct RuleDescriptor: Hashable, Sendable {
  /// The stable rule id: SARIF `ruleId`, JSON `rule`, suppressions.
  public var id: String
  /// A one-line summary.
  public var summary: String
  /// What the rule flags and how to fix it.
  public var explanation: String
  public var helpURI: String?
  public var defaultSeverity: Severity

  public init(
    id: String, summary: String, explanation: String, helpURI: String? = nil,
    defaultSeverity: Severity = .warning
  ) {
    self.id = id
    self.summary = summary
    self.explanation = explanation
    self.helpURI = helpURI
    self.defaultSeverity = defaultSeverity
  }
}
