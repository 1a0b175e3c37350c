/// A place in an input file: the path as given (relative to the working directory), and where
/// known the 1-based line and column and the JSON key path.
public struct SourceLocation: Hashable, Sendable, Comparable {
  public var file: String
  public var line: Int?
  public var column: Int?
  /// A JSON key path such as `pairings[2].foreground`, where the problem has one.
  public var key: String?

  public init(file: String, line: Int? = nil, column: Int? = nil, key: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.key = key
  }

  /// `file:line:column`, with the parts that are known.
  public var description: String {
    [file, line.map(String.init), line == nil ? nil : column.map(String.init)]
      .compactMap { $0 }.joined(separator: ":")
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line ?? 0, lhs.column ?? 0, lhs.key ?? "")
      < (rhs.file, rhs.line ?? 0, rhs.column ?? 0, rhs.key ?? "")
  }
}

/// How serious a diagnostic or finding is.
///
/// Raw values are the public names used in reports and configuration.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
  case note, warning, error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }
}

/// A problem with the input itself: unreadable, malformed or inconsistent.
///
/// Errors make the run exit with status 2; warnings are reported and the audit goes on.
public struct Diagnostic: Hashable, Sendable, Error {
  public var severity: Severity
  public var location: SourceLocation
  public var message: String

  public init(_ severity: Severity, _ location: SourceLocation, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// The message and, for a JSON input, the key it is about: `unknown key (at colors.Text)`.
  public var messageWithKey: String {
    location.key.map { "\(message) (at \($0))" } ?? message
  }

  public static func error(_ location: SourceLocation, _ message: String) -> Diagnostic {
    Diagnostic(.error, location, message)
  }

  public static func warning(_ location: SourceLocation, _ message: String) -> Diagnostic {
    Diagnostic(.warning, location, message)
  }
}

/// A finding in source code, such as attributed text drawn without a foreground color.
public struct Finding: Hashable, Sendable {
  /// The stable rule identifier used in configuration, suppressions and SARIF `ruleId`s.
  public var rule: String
  public var severity: Severity
  /// Path relative to the working directory, 1-based line and column.
  public var location: SourceLocation
  /// One line that says what is wrong and how to fix it.
  public var message: String
  /// For a fixed color, the appearances whose default ground it fails on.
  ///
  /// `[.light]` for `lightGray`: in an app that shows one appearance only, the finding is kept
  /// when it fails there. Nil when not measured.
  public var failsIn: [Style]?

  public init(rule: String, severity: Severity, location: SourceLocation, message: String) {
    self.rule = rule
    self.severity = severity
    self.location = location
    self.message = message
  }
}
