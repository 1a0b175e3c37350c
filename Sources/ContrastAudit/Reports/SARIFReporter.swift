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
  static let fingerprintKey: StaticString = "contrastAudit/v1"

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
    // Grouped a pairing per task, in order.
    let pairings = PairingReport.group(result)
    let failing = concurrentMap(count: pairings.count) { n in
      var groups: [(checks: [Check], level: Severity, title: String, slot: String)] = []
      var position: [String: Int] = [:]
      for check in pairings[n].checks {
        guard let level = result.severity(of: check) else { continue }
        let slot = Self.slotKey(check)
        let key = slot + "\n" + level.rawValue
        if let index = position[key] {
          groups[index].checks.append(check)
        } else {
          position[key] = groups.count
          groups.append(([check], level, pairings[n].title, slot))
        }
      }
      return groups
    }.flatMap { $0 }
    var occurrences: [String: Int] = [:]
    let findings = result.findings.map { finding in
      let identity = [finding.rule, finding.location.file, finding.message].joined(separator: "\n")
      occurrences[identity, default: 0] += 1
      return (finding, fingerprint: identity + "\n\(occurrences[identity, default: 1])")
    }
    let results = JSONOut.items(count: failing.count + findings.count) { index in
      if index < failing.count {
        let (checks, level, title, slot) = failing[index]
        return self.result(
          checks, level: level, title: title, slot: slot, ruleIndex: ruleIndex,
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
      let level = Self.level(diagnostic.severity)
      let place = region(diagnostic.location)
      return .pretty { out, depth in
        var w = PrettyWriter(depth: depth)
        w.openObject(&out)
        w.string("level", level, &out)
        w.text("message", "text", message, &out)
        Self.writeLocations(place, &w, &out)
        w.closeObject(&out)
      }
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

  /// One result for the checks of a pairing that read the same slots (`slot`, their
  /// ``slotKey(_:)``), at the pairing's declaration, with the colors' definitions as related
  /// locations.
  private func result(
    _ checks: [Check], level: Severity, title: String, slot: String, ruleIndex: [String: Int],
    definitions: [String: SourceLocation]
  ) -> JSONOut {
    // The worst measurement stands for the group.
    let check = checks.min { ($0.ratio ?? .infinity) < ($1.ratio ?? .infinity) } ?? checks[0]
    let ruleId = check.ruleIdentifier
    let traits = checks.map(\.traits)
    var message = "\(title) in \(TraitLabel.text(traits)): "
    var properties = CheckProperties(
      pairing: title, traits: traits.map(\.key), minimum: check.minimum, measured: nil)
    var related: [(name: String, location: SourceLocation)] = []
    if let m = check.measurement {
      message += ReportText.measurement(m, minimum: check.minimum)
      if let minimum = check.minimum {
        message += " (\(check.pairing.role.rawValue) minimum \(ReportText.minimum(minimum)))"
      }
      if let suggestion = check.suggestion {
        message += "; " + ReportText.suggestion(suggestion) + ". " + suggestion.instruction
      }
      properties.measured = (
        m.ratio, m.foreground.color.hexString, m.background.color.hexString
      )
      for color in [m.foreground, m.background] {
        guard let name = color.path.first, let location = definitions[name],
          !related.contains(where: { $0.name == name })
        else { continue }
        related.append((name, location))
      }
    } else {
      message += "unresolved: " + ReportText.unresolvedReasons(check)
    }
    let fingerprint = [ruleId, check.pairing.location.file, title, slot]
      .joined(separator: "\n")
    return result(
      ruleId: ruleId, ruleIndex: ruleIndex[ruleId], level: level, message: message,
      location: check.pairing.location, fingerprint: fingerprint, properties: properties,
      related: related)
  }

  /// What a check's result carries under `properties`.
  private struct CheckProperties {
    var pairing: String
    var traits: [String]
    var minimum: Double?
    var measured: (ratio: Double, foreground: String, background: String)?
  }

  /// Where a location points, as SARIF states it.
  private struct Region {
    var uri: String
    var line: Int
    /// In code points; nil when the line cannot be read.
    var column: Int?
  }

  /// One result, written straight into the report as it is reached.
  private func result(
    ruleId: String, ruleIndex: Int?, level: Severity, message: String,
    location: SourceLocation, fingerprint: String, properties: CheckProperties?,
    related: [(name: String, location: SourceLocation)]
  ) -> JSONOut {
    let level = Self.level(level)
    let place = region(location)
    let relatedPlaces = related.map { (name: $0.name, place: region($0.location)) }
    let hash = ReportText.fnv1a(fingerprint)
    return .pretty { out, depth in
      var w = PrettyWriter(depth: depth)
      w.openObject(&out)
      w.string("ruleId", ruleId, &out)
      if let ruleIndex { w.int("ruleIndex", ruleIndex, &out) }
      w.string("level", level, &out)
      w.text("message", "text", message, &out)
      Self.writeLocations(place, &w, &out)
      w.key("partialFingerprints", &out)
      w.openObject(&out)
      w.string(Self.fingerprintKey, hash, &out)
      w.closeObject(&out)
      if !relatedPlaces.isEmpty {
        w.key("relatedLocations", &out)
        w.openArray(&out)
        for (index, entry) in relatedPlaces.enumerated() {
          w.item(&out)
          w.openObject(&out)
          w.int("id", index + 1, &out)
          w.key("physicalLocation", &out)
          Self.writePhysicalLocation(entry.place, &w, &out)
          w.text("message", "text", "\(entry.name) is defined here", &out)
          w.closeObject(&out)
        }
        w.closeArray(&out)
      }
      if let properties {
        w.key("properties", &out)
        w.openObject(&out)
        w.string("pairing", properties.pairing, &out)
        w.key("traits", &out)
        w.openArray(&out)
        for trait in properties.traits {
          w.item(&out)
          JSONOut.writeString(trait, to: &out)
        }
        w.closeArray(&out)
        w.double("minimum", properties.minimum, &out)
        if let measured = properties.measured {
          w.double("ratio", measured.ratio, &out)
          w.string("foregroundColor", measured.foreground, &out)
          w.string("backgroundColor", measured.background, &out)
        }
        w.closeObject(&out)
      }
      w.closeObject(&out)
    }
  }

  /// `"locations": [{"physicalLocation": …}]`, one location.
  private static func writeLocations(
    _ place: Region, _ w: inout PrettyWriter, _ out: inout [UInt8]
  ) {
    w.key("locations", &out)
    w.openArray(&out)
    w.item(&out)
    w.openObject(&out)
    w.key("physicalLocation", &out)
    writePhysicalLocation(place, &w, &out)
    w.closeObject(&out)
    w.closeArray(&out)
  }

  private static func writePhysicalLocation(
    _ place: Region, _ w: inout PrettyWriter, _ out: inout [UInt8]
  ) {
    w.openObject(&out)
    w.key("artifactLocation", &out)
    w.openObject(&out)
    w.string("uri", place.uri, &out)
    w.closeObject(&out)
    w.key("region", &out)
    w.openObject(&out)
    w.int("startLine", place.line, &out)
    if let column = place.column { w.int("startColumn", column, &out) }
    w.closeObject(&out)
    w.closeObject(&out)
  }

  private func region(_ location: SourceLocation) -> Region {
    let uri =
      location.file.hasPrefix("/")
      ? "file://" + ReportText.uriPath(location.file) : ReportText.uriPath(location.file)
    // Locations hold UTF-8 byte columns; the run declares code points, so a column is converted
    // from the line's bytes, and left out when the line cannot be read.
    var column: Int?
    if let byteColumn = location.column, byteColumn >= 1, let line = location.line {
      column = sourceLines?.codePointColumn(
        file: location.file, line: line, byteColumn: byteColumn)
    }
    return Region(uri: uri, line: ReportText.line(location), column: column)
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
