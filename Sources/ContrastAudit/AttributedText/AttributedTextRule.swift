/// Public metadata of an attributed-text rule, for SARIF rule descriptors and documentation.
public struct AttributedTextRuleDescription: Sendable, Hashable {
  /// The stable identifier used in configuration, suppressions and SARIF `ruleId`s.
  public var id: String
  public var name: String
  public var defaultSeverity: Severity
  public var summary: String
}

/// A rule of the attributed-text scanner: a stable id, its documentation and its examples.
///
/// In examples, `↓` marks where the finding must be reported. The test suite runs every
/// triggering example (it must produce exactly the marked findings of this rule) and every
/// non-triggering one (it must produce none).
protocol AttributedTextRule {
  static var id: String { get }
  static var name: String { get }
  static var defaultSeverity: Severity { get }
  static var summary: String { get }
  static var triggeringExamples: [RuleExample] { get }
  static var nonTriggeringExamples: [RuleExample] { get }
}

extension AttributedTextRule {
  static var description: AttributedTextRuleDescription {
    AttributedTextRuleDescription(
      id: id, name: name, defaultSeverity: defaultSeverity, summary: summary)
  }
}

/// A source example of a rule, in a given file kind.
struct RuleExample: Sendable {
  enum Kind: String, Sendable {
    case swift, objectiveC = "m", xib
  }
  var code: String
  var kind: Kind
  /// The severity expected for every marked finding.
  var severity: Severity?

  init(_ code: String, _ kind: Kind = .swift, severity: Severity? = nil) {
    self.code = code
    self.kind = kind
    self.severity = severity
  }
}

/// Every rule of the scanner, in documentation order.
var attributedTextRules: [any AttributedTextRule.Type] {
  [
    AttributedTextForegroundRule.self,
    AttributedTextStaticColorRule.self,
    AttributedTextHTMLImportRule.self,
    InterfaceBuilderAttributedForegroundRule.self,
    InterfaceBuilderStaticColorRule.self,
  ]
}
