/// `--format json`: the machine-readable report, a public interface.
///
/// The documented keys (design.md, "The JSON report is a public interface") are never renamed or
/// dropped; other keys are additions. Keys print in a fixed order, with no timestamps, so the
/// same result is byte-identical.
public struct JSONReporter: StreamingReporter {
  public static let identifier = "json"

  public init() {}

  public func write(_ result: AuditResult, options: ReportOptions, to output: inout ReportOutput) {
    document(result).write(to: &output)
  }

  func document(_ result: AuditResult) -> JSONOut {
    let pairings = PairingReport.group(result)
    let titles = Dictionary(
      pairings.map { ($0.pairing, $0.title) }, uniquingKeysWith: { first, _ in first })
    return .object([
      (
        "tool",
        .object([("name", .string("contrast-audit")), ("version", .string(result.toolVersion))])
      ),
      ("level", .string(result.level.rawValue)),
      ("ios", .optional(result.iosVersion)),
      (
        "summary",
        .object([
          ("checks", .int(result.checks.count)),
          ("failures", .int(result.failedChecks.count)),
          ("findings", .int(result.findings.count)),
          ("errors", .int(result.errors.count)),
          ("passed", .bool(result.passed)),
          ("unresolved", .int(result.unresolvedChecks.count)),
          ("warnings", .int(result.warnings.count)),
          ("pairings", .int(pairings.count)),
          ("failingPairings", .int(pairings.filter { $0.status == .failed }.count)),
          ("unresolvedPairings", .int(pairings.filter { $0.status == .unresolved }.count)),
          ("exitStatus", .int(Int(result.exitStatus))),
          ("nothingMeasured", .optional(result.nothingMeasured)),
        ])
      ),
      (
        "checks",
        .items(count: result.checks.count) {
          // One check per line: the same keys at half the bytes of indented objects.
          .line(
            check(
              check: result.checks[$0], title: titles[result.checks[$0].pairing],
              severity: result.severity(of: result.checks[$0])))
        }
      ),
      ("findings", .items(count: result.findings.count) { finding(result.findings[$0]) }),
      ("errors", .array(result.errors.map(diagnostic))),
      ("warnings", .array(result.warnings.map(diagnostic))),
      ("gate", .string(result.gate.rawValue)),
      ("baseline", result.baseline.map(baseline) ?? .null),
      ("fixes", .items(count: result.fixes.count) { fix(result.fixes[$0]) }),
    ])
  }

  /// One fix per color slot (see `ColorFix`).
  private func fix(_ fix: ColorFix) -> JSONOut {
    .object([
      ("kind", .string(fix.kind.rawValue)),
      ("name", .string(fix.name)),
      ("location", location(fix.location)),
      ("side", .string(fix.side)),
      ("instruction", .string(fix.instruction)),
      ("reason", .string(fix.reason)),
      ("fixedChecks", .int(fix.fixedChecks)),
      ("checkedUses", .int(fix.checkedUses)),
      ("pairings", .array(fix.pairings.map(JSONOut.string))),
      (
        "parts",
        .array(
          fix.parts.map { part in
            .object([
              ("slot", .string(part.slot)),
              ("adds", .bool(part.adds)),
              ("from", .string(part.from.hexString)),
              ("to", .string(part.to.hexString)),
              ("traits", .array(part.traits.map { traits($0) })),
              ("pasteValue", .string(part.pasteValue)),
              ("file", .optional(part.edit?.file)),
              ("notWritable", .optional(part.notWritable)),
            ])
          })
      ),
    ])
  }

  private func baseline(_ outcome: BaselineOutcome) -> JSONOut {
    .object([
      ("file", .string(outcome.path)),
      ("written", .bool(outcome.written)),
      ("known", .int(outcome.known)),
      (
        "fixed",
        .array(
          outcome.fixed.map { entry in
            .object([
              ("rule", .string(entry.rule)), ("file", .string(entry.file)),
              ("pairing", .optional(entry.pairing)), ("traits", .optional(entry.traits)),
              ("message", .optional(entry.message)), ("fingerprint", .string(entry.fingerprint)),
            ])
          })
      ),
    ])
  }

  private func check(check: Check, title: String?, severity: Severity?) -> JSONOut {
    let measurement = check.measurement
    var members: [(String, JSONOut)] = [
      ("foreground", .string(check.pairing.foreground)),
      ("background", .string(check.pairing.background)),
      ("backdrop", .optional(check.pairing.backdrop)),
      ("role", .string(check.pairing.role.rawValue)),
      ("minimum", .optional(check.minimum)),
      ("traits", traits(check.traits)),
      ("foregroundColor", .optional(measurement?.foreground.color.hexString)),
      ("backgroundColor", .optional(measurement?.background.color.hexString)),
      ("ratio", .optional(measurement?.ratio)),
      ("passed", .bool(check.status == .passed)),
      ("suggestion", check.suggestion.map(suggestion) ?? .null),
      // Additions beyond the documented shape.
      ("status", .string(check.status.rawValue)),
      ("rule", .string(check.ruleIdentifier)),
      ("pairing", .string(title ?? check.pairing.title)),
      ("location", location(check.pairing.location)),
      ("origin", .string(check.pairing.origin.label)),
      ("severity", .optional(severity?.rawValue)),
    ]
    if case .discovered(let source) = check.pairing.origin {
      members.append(("discoveredIn", .string(source.rawValue)))
    }
    if let name = check.pairing.name { members.append(("name", .string(name))) }
    if let note = check.pairing.note { members.append(("note", .string(note))) }
    if let measurement {
      members += [
        ("backdropColor", .optional(measurement.backdrop?.color.hexString)),
        ("compositedForeground", .string(measurement.compositedForeground.hexString)),
        ("compositedBackground", .string(measurement.compositedBackground.hexString)),
        ("foregroundPath", .array(measurement.foreground.path.map(JSONOut.string))),
        ("backgroundPath", .array(measurement.background.path.map(JSONOut.string))),
        ("foregroundSlot", .optional(measurement.foreground.slot)),
        ("backgroundSlot", .optional(measurement.background.slot)),
        ("notes", .array(measurement.notes.map(JSONOut.string))),
      ]
    }
    if case .unresolved(let reasons) = check.outcome {
      members.append(
        (
          "unresolved",
          .array(
            reasons.map {
              .object([("name", .string($0.name)), ("reason", .string($0.reason))])
            })
        ))
    }
    return .object(members)
  }

  private func traits(_ traits: TraitCombination) -> JSONOut {
    var members: [(String, JSONOut)] = [
      ("style", .string(traits.style.rawValue)),
      ("contrast", .string(traits.contrast.rawValue)),
      ("level", .string(traits.level.rawValue)),
    ]
    if let idiom = traits.idiom { members.append(("idiom", .string(idiom))) }
    if let gamut = traits.gamut { members.append(("gamut", .string(gamut))) }
    return .object(members)
  }

  private func suggestion(_ suggestion: Suggestion) -> JSONOut {
    .object([
      ("side", .string(suggestion.side)),
      ("name", .string(suggestion.name)),
      ("color", .string(suggestion.color.hexString)),
      ("ratio", .double(suggestion.ratio)),
      ("instruction", .string(suggestion.instruction)),
      ("pasteValue", .string(suggestion.pasteValue)),
    ])
  }

  private func location(_ location: SourceLocation) -> JSONOut {
    var members: [(String, JSONOut)] = [("file", .string(location.file))]
    if let line = location.line { members.append(("line", .int(line))) }
    if let column = location.column { members.append(("column", .int(column))) }
    if let key = location.key { members.append(("key", .string(key))) }
    return .object(members)
  }

  private func finding(_ finding: Finding) -> JSONOut {
    .object([
      ("rule", .string(finding.rule)),
      ("severity", .string(finding.severity.rawValue)),
      ("file", .string(finding.location.file)),
      ("line", .optional(finding.location.line)),
      ("column", .optional(finding.location.column)),
      ("message", .string(finding.message)),
    ])
  }

  private func diagnostic(_ diagnostic: Diagnostic) -> JSONOut {
    var members: [(String, JSONOut)] = [
      ("file", .string(diagnostic.location.file)),
      ("message", .string(diagnostic.message)),
      ("severity", .string(diagnostic.severity.rawValue)),
    ]
    if let line = diagnostic.location.line { members.append(("line", .int(line))) }
    if let column = diagnostic.location.column { members.append(("column", .int(column))) }
    if let key = diagnostic.location.key { members.append(("key", .string(key))) }
    return .object(members)
  }
}
