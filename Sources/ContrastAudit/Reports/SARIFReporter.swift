/// `--format sarif`: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
///
/// One run, whose driver lists the contrast rules (``ContrastRules/all``) and the source finding
/// rules (``ReportOptions/findingRules``, plus any rule id a finding uses that is not described
/// there). Each failing or unresolved check is a result at its pairing's declaration, each source
/// finding a result at its place; input errors and warnings are tool execution notifications.
/// Every result carries a stable `partialFingerprints["contrastAudit/v1"]`: an FNV-1a hash of the
/// rule id, file and pairing plus traits (checks) or message and occurrence (findings), so alerts
/// survive lines moving.
public struct SARIFReporter: StreamingReporter {
  public static let identifier = "sarif"
  static let schema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
  static let fingerprintKey = "contrastAudit/v1"

  /// The lines locations point at, to state columns in code points (set per render).
  private var sourceLines: SourceLines?

  public init() {}

  public func write(_ result: AuditResult, options: ReportOptions, to output: inout ReportOutput) {
    var reporter = self
    reporter.sourceLines = options.sourceLines
    reporter.document(result, options: options).write(to: &output)
  }

  /// The rules the report describes: contrast rules, then finding rules by id.
  static func rules(_ result: AuditResult, options: ReportOptions) -> [RuleDescriptor] {
    var rules = ContrastRules.all
    var known = Set(rules.map(\.id))
    for rule in options.findingRules where !known.contains(rule.id) {
      rules.append(rule)
      known.insert(rule.id)
    }
    for id in Set(result.findings.map(\.rule)).subtracting(known).sorted() {
      rules.append(
        RuleDescriptor(
          id: id, summary: "Source finding \(id)",
          explanation: "A finding of the source scanner's \(id) rule."))
    }
    return rules
  }

  func document(_ result: AuditResult, options: ReportOptions) -> JSONOut {
    let rules = Self.rules(result, options: options)
    let ruleIndex = Dictionary(
      rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })

    var driver: [(String, JSONOut)] = [
      ("name", .string("contrast-audit")),
      ("semanticVersion", .string(result.toolVersion)),
    ]
    if let uri = options.informationURI { driver.append(("informationUri", .string(uri))) }
    driver.append(("rules", .array(rules.map(descriptor))))

    // What becomes a result, in order; each is made only as it is written. One result per
    // pairing and slot: the trait combinations that read the same color slots fail together.
    var failing: [(checks: [Check], level: Severity, title: String)] = []
    for pairing in PairingReport.group(result) {
      var position: [String: Int] = [:]
      for check in pairing.checks {
        guard let level = result.severity(of: check) else { continue }
        let key = Self.slotKey(check) + "\n" + level.rawValue
        if let index = position[key] {
          failing[index].checks.append(check)
        } else {
          position[key] = failing.count
          failing.append(([check], level, pairing.title))
        }
      }
    }
    var occurrences: [String: Int] = [:]
    let findings = result.findings.map { finding in
      let identity = [finding.rule, finding.location.file, finding.message].joined(separator: "\n")
      occurrences[identity, default: 0] += 1
      return (finding, fingerprint: identity + "\n\(occurrences[identity, default: 1])")
    }
    let results = JSONOut.items(count: failing.count + findings.count) { index in
      if index < failing.count {
        let (checks, level, title) = failing[index]
        return self.result(
          checks, level: level, title: title, ruleIndex: ruleIndex,
          definitions: result.colorDefinitions)
      }
      let (finding, fingerprint) = findings[index - failing.count]
      return self.result(
        ruleId: finding.rule, ruleIndex: ruleIndex[finding.rule], level: finding.severity,
        message: finding.message, location: finding.location, fingerprint: fingerprint,
        properties: nil, related: [])
    }

    let notifications: [JSONOut] = result.diagnostics.map { diagnostic in
      let message = diagnostic.messageWithKey
      return .object([
        ("level", .string(Self.level(diagnostic.severity))),
        ("message", .object([("text", .string(message))])),
        ("locations", .array([location(diagnostic.location)])),
      ])
    }

    return .object([
      ("$schema", .string(Self.schema)),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            ("tool", .object([("driver", .object(driver))])),
            (
              "invocations",
              .array([
                .object([
                  ("executionSuccessful", .bool(result.errors.isEmpty)),
                  ("toolExecutionNotifications", .array(notifications)),
                ])
              ])
            ),
            ("columnKind", .string("unicodeCodePoints")),
            (
              "properties",
              .object([
                ("wcagLevel", .string(result.level.rawValue)),
                ("ios", .optional(result.iosVersion)),
              ])
            ),
            ("results", results),
          ])
        ])
      ),
    ])
  }

  /// What decides a check's colors: the first names on the resolution paths and the slots
  /// (color set appearances) they came from; for an unresolved check, the reasons.
  static func slotKey(_ check: Check) -> String {
    let place = [check.traits.idiom ?? "", check.traits.gamut ?? ""].joined(separator: "/")
    // The colors as resolved: the paths and slots, without compositing again.
    guard let (foreground, background, _) = check.resolvedColors else {
      return "unresolved\n" + ReportText.unresolvedReasons(check) + "\n" + place
    }
    return [
      foreground.path.first ?? "", foreground.slot ?? "", background.path.first ?? "",
      background.slot ?? "", place,
    ].joined(separator: "\n")
  }

  /// One result for the checks of a pairing that read the same slots, at the pairing's
  /// declaration, with the colors' definitions as related locations.
  private func result(
    _ checks: [Check], level: Severity, title: String, ruleIndex: [String: Int],
    definitions: [String: SourceLocation]
  ) -> JSONOut {
    // The worst measurement stands for the group.
    let check = checks.min { ($0.ratio ?? .infinity) < ($1.ratio ?? .infinity) } ?? checks[0]
    let ruleId = check.ruleIdentifier
    let traits = checks.map(\.traits)
    var message = "\(title) in \(TraitLabel.text(traits)): "
    var properties: [(String, JSONOut)] = [
      ("pairing", .string(title)),
      ("traits", .array(traits.map { .string($0.key) })),
      ("minimum", .optional(check.minimum)),
    ]
    var related: [(name: String, location: SourceLocation)] = []
    if let m = check.measurement {
      message += ReportText.measurement(check)
      if let minimum = check.minimum {
        message += " (\(check.pairing.role.rawValue) minimum \(ReportText.minimum(minimum)))"
      }
      if let suggestion = check.suggestion {
        message += "; " + ReportText.suggestion(suggestion) + ". " + suggestion.instruction
      }
      properties += [
        ("ratio", .double(m.ratio)),
        ("foregroundColor", .string(m.foreground.color.hexString)),
        ("backgroundColor", .string(m.background.color.hexString)),
      ]
      for color in [m.foreground, m.background] {
        guard let name = color.path.first, let location = definitions[name],
          !related.contains(where: { $0.name == name })
        else { continue }
        related.append((name, location))
      }
    } else {
      message += "unresolved: " + ReportText.unresolvedReasons(check)
    }
    let fingerprint = [ruleId, check.pairing.location.file, title, Self.slotKey(check)]
      .joined(separator: "\n")
    return result(
      ruleId: ruleId, ruleIndex: ruleIndex[ruleId], level: level, message: message,
      location: check.pairing.location, fingerprint: fingerprint, properties: properties,
      related: related)
  }

  private func result(
    ruleId: String, ruleIndex: Int?, level: Severity, message: String,
    location: SourceLocation, fingerprint: String, properties: [(String, JSONOut)]?,
    related: [(name: String, location: SourceLocation)]
  ) -> JSONOut {
    var members: [(String, JSONOut)] = [("ruleId", .string(ruleId))]
    if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
    members += [
      ("level", .string(Self.level(level))),
      ("message", .object([("text", .string(message))])),
      ("locations", .array([self.location(location)])),
      (
        "partialFingerprints",
        .object([(Self.fingerprintKey, .string(ReportText.fnv1a(fingerprint)))])
      ),
    ]
    if !related.isEmpty {
      members.append(
        (
          "relatedLocations",
          .array(
            related.enumerated().map { index, entry in
              .object([
                ("id", .int(index + 1)),
                ("physicalLocation", physicalLocation(entry.location)),
                ("message", .object([("text", .string("\(entry.name) is defined here"))])),
              ])
            })
        ))
    }
    if let properties { members.append(("properties", .object(properties))) }
    return .object(members)
  }

  private func location(_ location: SourceLocation) -> JSONOut {
    .object([("physicalLocation", physicalLocation(location))])
  }

  private func physicalLocation(_ location: SourceLocation) -> JSONOut {
    let uri =
      location.file.hasPrefix("/")
      ? "file://" + ReportText.uriPath(location.file) : ReportText.uriPath(location.file)
    var region: [(String, JSONOut)] = [("startLine", .int(ReportText.line(location)))]
    // Locations hold UTF-8 byte columns; the run declares code points, so a column is converted
    // from the line's bytes, and left out when the line cannot be read.
    if let column = location.column, column >= 1, let line = location.line,
      let codePoints = sourceLines?.codePointColumn(
        file: location.file, line: line, byteColumn: column)
    {
      region.append(("startColumn", .int(codePoints)))
    }
    return .object([
      ("artifactLocation", .object([("uri", .string(uri))])),
      ("region", .object(region)),
    ])
  }

  private func descriptor(_ rule: RuleDescriptor) -> JSONOut {
    var members: [(String, JSONOut)] = [
      ("id", .string(rule.id)),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      ("fullDescription", .object([("text", .string(rule.explanation))])),
    ]
    if let help = rule.helpURI { members.append(("helpUri", .string(help))) }
    members.append(
      ("defaultConfiguration", .object([("level", .string(Self.level(rule.defaultSeverity)))])))
    return .object(members)
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "note"
    }
  }
}
