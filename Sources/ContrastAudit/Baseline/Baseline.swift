import Foundation

/// One known problem in a baseline: a failing or unresolved check, or a source finding.
///
/// Its identity is the rule, the file, the pairing and trait combination (checks, see
/// ``identity``) and a fingerprint that does not depend on line numbers: an FNV-1a hash of those parts, of the
/// finding's message, and of how many equal problems came before it in the same file.
public struct BaselineEntry: Hashable, Sendable, Comparable {
  public var rule: String
  /// The pairing's declaration file, or the finding's file.
  public var file: String
  /// `Caption on Background` for a check; nil for a finding.
  public var pairing: String?
  /// The trait combination key (`dark-high-base`) for a check; nil for a finding.
  public var traits: String?
  /// The finding's message, for people reading the file; nil for a check.
  public var message: String?
  public var fingerprint: String

  public init(
    rule: String, file: String, pairing: String? = nil, traits: String? = nil,
    message: String? = nil, fingerprint: String
  ) {
    self.rule = rule
    self.file = file
    self.pairing = pairing
    self.traits = traits
    self.message = message
    self.fingerprint = fingerprint
  }

  /// What two entries must share to be the same problem.
  ///
  /// A finding's message is in its fingerprint. A check's pairing title is compared without its
  /// spaces, and its fingerprint (a hash of the parts with the title as written) not at all:
  /// titles quote code, and how they space it may change between versions
  /// (`isDark ?.white:.black` became `isDark ? .white : .black`); equal problems are counted,
  /// which tells them apart as the fingerprint's ordinal did.
  var identity: [String] {
    guard let pairing else { return [rule, file, "", traits ?? "", fingerprint] }
    return [rule, file, String(pairing.unicodeScalars.filter { $0 != " " }), traits ?? ""]
  }

  public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
    (lhs.file, lhs.rule, lhs.pairing ?? "", lhs.traits ?? "", lhs.fingerprint)
      < (rhs.file, rhs.rule, rhs.pairing ?? "", rhs.traits ?? "", rhs.fingerprint)
  }

  /// One line for people: `contrast-text Caption on Background in dark-normal-elevated
  /// (contrast-audit.json)`.
  public var summary: String {
    var text = rule + " "
    if let pairing { text += pairing + (traits.map { " in \($0)" } ?? "") }
    if let message { text += message }
    return text + " (\(file))"
  }
}

/// What a baseline did to a run: how many known problems it left out, and which of its entries
/// no longer occur (fixed).
public struct BaselineOutcome: Hashable, Sendable {
  /// The baseline file as given.
  public var path: String
  /// Problems of this run that the baseline knows, left out of the reports.
  public var known: Int
  /// Entries of the baseline that this run no longer has, in the baseline's order.
  public var fixed: [BaselineEntry]
  /// Whether this run wrote the baseline (`--write-baseline`).
  public var written: Bool

  public init(path: String, known: Int, fixed: [BaselineEntry], written: Bool = false) {
    self.path = path
    self.known = known
    self.fixed = fixed
    self.written = written
  }
}

/// The problems an app already had when it adopted the audit, so a run reports only new ones
/// (`--write-baseline FILE`, `--baseline FILE`).
///
/// The file is versioned JSON with the entries sorted and no dates or line numbers, so writing
/// it twice gives the same bytes and moving code does not invalidate it:
///
/// ```json
/// {
///   "tool": "contrast-audit",
///   "version": 1,
///   "entries": [
///     {"rule": "contrast-text", "file": "App/contrast-audit.json", "pairing": "Caption on
///      Background", "traits": "dark-normal-elevated", "fingerprint": "4f1c…"}
///   ]
/// }
/// ```
public struct Baseline: Hashable, Sendable {
  /// The format version this tool writes and reads.
  public static let formatVersion = 1

  /// Sorted.
  public var entries: [BaselineEntry]

  public init(entries: [BaselineEntry]) {
    self.entries = entries.sorted()
  }

  /// Every problem of a result: each check that did not pass and each source finding.
  public init(_ result: AuditResult) {
    self.init(entries: Self.problems(of: result).map(\.entry))
  }

  /// The problems of a result with where each is: a check index or a finding index.
  static func problems(of result: AuditResult) -> [(
    entry: BaselineEntry, check: Int?, finding: Int?
  )] {
    var problems: [(BaselineEntry, Int?, Int?)] = []
    var occurrences: [String: Int] = [:]
    func fingerprint(_ parts: [String]) -> String {
      let identity = parts.joined(separator: "\n")
      occurrences[identity, default: 0] += 1
      return ReportText.fnv1a(identity + "\n\(occurrences[identity, default: 1])")
    }
    for (index, check) in result.checks.enumerated() where check.status != .passed {
      let pairing = check.pairing
      let rule = check.ruleIdentifier
      let traits = check.traits.key
      let entry = BaselineEntry(
        rule: rule, file: pairing.location.file, pairing: pairing.title, traits: traits,
        fingerprint: fingerprint([rule, pairing.location.file, pairing.title, traits]))
      problems.append((entry, index, nil))
    }
    for (index, finding) in result.findings.enumerated() {
      let entry = BaselineEntry(
        rule: finding.rule, file: finding.location.file, message: finding.message,
        fingerprint: fingerprint([finding.rule, finding.location.file, finding.message]))
      problems.append((entry, nil, index))
    }
    return problems
  }

  /// The file's text: deterministic, sorted, one entry per line group.
  public func json() -> String {
    let entries: [JSONOut] = entries.map { entry in
      var members: [(String, JSONOut)] = [
        ("rule", .string(entry.rule)), ("file", .string(entry.file)),
      ]
      if let pairing = entry.pairing { members.append(("pairing", .string(pairing))) }
      if let traits = entry.traits { members.append(("traits", .string(traits))) }
      if let message = entry.message { members.append(("message", .string(message))) }
      members.append(("fingerprint", .string(entry.fingerprint)))
      return .object(members)
    }
    return JSONOut.object([
      ("tool", .string("contrast-audit")),
      ("version", .int(Self.formatVersion)),
      (
        "about",
        .string(
          "Known contrast-audit problems, left out of reports run with --baseline. Rewrite with "
            + "--write-baseline; do not edit by hand.")
      ),
      ("entries", .array(entries)),
    ]).serialized()
  }

  static let entryKeys = ["rule", "file", "pairing", "traits", "message", "fingerprint"]

  /// Reads a baseline file; a problem is an error naming the file and key.
  public static func load(_ url: URL, displayPath: String) throws(Diagnostic) -> Baseline {
    let file = JSONFile(path: displayPath)
    let root = try JSONFile.load(url, displayPath: displayPath, maximumBytes: 64 << 20)
    _ = try file.object(root, "")
    guard let tool = root["tool"], tool.stringValue == "contrast-audit" else {
      throw file.error(
        root["tool"] ?? root, "tool",
        "this is not a contrast-audit baseline (no \"tool\": \"contrast-audit\"); write one with "
          + "--write-baseline")
    }
    guard let versionValue = root["version"] else {
      throw file.error(root, "version", "the baseline has no \"version\"")
    }
    let version = try file.number(versionValue, "version")
    guard version == Double(formatVersion) else {
      throw file.error(
        versionValue, "version",
        "baseline version \(abs(version) < 1e9 && version == version.rounded() ? String(Int(version)) : String(version)) is not one this contrast-audit reads "
          + "(\(formatVersion)); write it again with --write-baseline")
    }
    guard let entriesValue = root["entries"] else {
      throw file.error(root, "entries", "the baseline has no \"entries\"")
    }
    var entries: [BaselineEntry] = []
    for (index, element) in try file.array(entriesValue, "entries").enumerated() {
      let key = "entries[\(index)]"
      let members = try file.object(element, key)
      if let unknown = members.first(where: { !entryKeys.contains($0.key) }) {
        throw file.error(unknown.value, "\(key).\(unknown.key)", "unknown key \"\(unknown.key)\"")
      }
      func text(_ name: String, required: Bool) throws(Diagnostic) -> String? {
        guard let value = element[name] else {
          if required {
            throw file.error(element, "\(key).\(name)", "the entry has no \"\(name)\"")
          }
          return nil
        }
        return try file.string(value, "\(key).\(name)")
      }
      entries.append(
        BaselineEntry(
          rule: try text("rule", required: true) ?? "",
          file: try text("file", required: true) ?? "",
          pairing: try text("pairing", required: false),
          traits: try text("traits", required: false),
          message: try text("message", required: false),
          fingerprint: try text("fingerprint", required: true) ?? ""))
    }
    return Baseline(entries: entries)
  }
}

extension AuditResult {
  /// This result without the problems the baseline knows, saying which of its entries are fixed.
  public func applying(_ baseline: Baseline, path: String, written: Bool = false) -> AuditResult {
    var remaining: [[String]: Int] = [:]
    for entry in baseline.entries { remaining[entry.identity, default: 0] += 1 }
    var knownChecks = Set<Int>()
    var knownFindings = Set<Int>()
    for problem in Baseline.problems(of: self) {
      guard let count = remaining[problem.entry.identity], count > 0 else { continue }
      remaining[problem.entry.identity] = count - 1
      if let index = problem.check { knownChecks.insert(index) }
      if let index = problem.finding { knownFindings.insert(index) }
    }
    var fixed: [BaselineEntry] = []
    for entry in baseline.entries {
      guard let count = remaining[entry.identity], count > 0 else { continue }
      remaining[entry.identity] = count - 1
      fixed.append(entry)
    }
    var result = self
    result.checks = checks.enumerated().filter { !knownChecks.contains($0.offset) }.map(\.element)
    result.findings = findings.enumerated().filter { !knownFindings.contains($0.offset) }.map(
      \.element)
    result.baseline = BaselineOutcome(
      path: path, known: knownChecks.count + knownFindings.count, fixed: fixed, written: written)
    return result
  }
}
