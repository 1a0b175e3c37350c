/// `--detail`: how much each check of the JSON report carries.
///
/// The rest of the document is the same in both.
public enum JSONDetail: String, CaseIterable, Sendable {
  /// The documented keys, `status`, `severity` and `pairingIndex`: what is the same for every
  /// check of a pairing is in the top-level `pairings[]`, a suggestion's text in `fixes[]`.
  case standard
  /// Also, in every check, its pairing's details, the resolution paths, composited colors and
  /// notes, and the suggestion's instruction and paste value.
  case full
}

/// `--format json`: the machine-readable report, a public interface.
///
/// The documented keys (design.md, "The JSON report is a public interface") are never renamed or
/// dropped; other keys are additions. Keys print in a fixed order, with no timestamps, so the
/// same result is byte-identical.
public struct JSONReporter: StreamingReporter {
  public static let identifier = "json"

  public init() {}

  public func write(_ result: AuditResult, options: ReportOptions, to output: inout ReportOutput) {
    document(result, detail: options.jsonDetail).write(to: &output)
  }

  func document(_ result: AuditResult, detail: JSONDetail = .standard) -> JSONOut {
    // What a pairing's line needs, without copying its checks out of the result.
    let order = PairingReport.pairingOrder(result)
    let pairingOfCheck = order.pairingOfCheck
    let tallies = PairingReport.tallies(result, order: order)
    let titles = PairingReport.titles(order.pairings)
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
          ("pairings", .int(tallies.count)),
          ("failingPairings", .int(tallies.filter { $0.status == .failed }.count)),
          ("unresolvedPairings", .int(tallies.filter { $0.status == .unresolved }.count)),
          ("exitStatus", .int(Int(result.exitStatus))),
          ("nothingMeasured", .optional(result.nothingMeasured)),
        ])
      ),
      // Before the checks, so a reader has them when it meets their indices.
      (
        "pairings",
        .items(count: tallies.count) {
          .line(pairing(order.pairings[$0], title: titles[$0], tally: tallies[$0]))
        }
      ),
      (
        "checks",
        .items(count: result.checks.count) {
          // One check per line: the same keys at half the bytes of indented objects.
          let check = result.checks[$0]
          let pairingIndex = pairingOfCheck[$0]
          let severity = result.severity(of: check)
          switch detail {
          case .standard:
            return .line(standardCheck(check, pairingIndex: pairingIndex, severity: severity))
          case .full:
            return .line(
              fullCheck(
                check, title: titles[pairingIndex], pairingIndex: pairingIndex,
                severity: severity))
          }
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

  /// One pairing: what is the same for every one of its checks.
  private func pairing(_ pairing: Pairing, title: String, tally: PairingReport.Tally) -> JSONOut {
    var members: [(String, JSONOut)] = [
      ("title", .string(title)),
      ("foreground", .string(pairing.foreground)),
      ("background", .string(pairing.background)),
      ("backdrop", .optional(pairing.backdrop)),
      ("role", .string(pairing.role.rawValue)),
    ]
    if let minimum = pairing.minimum { members.append(("minimum", .double(minimum))) }
    members += [
      ("rule", .string(pairing.role.ruleIdentifier)),
      ("location", location(pairing.location)),
      ("origin", .string(pairing.origin.label)),
    ]
    if case .discovered(let source) = pairing.origin {
      members.append(("discoveredIn", .string(source.rawValue)))
    }
    if let name = pairing.name { members.append(("name", .string(name))) }
    if let note = pairing.note { members.append(("note", .string(note))) }
    members += [
      ("status", .string(tally.status.rawValue)),
      ("checks", .int(tally.checks)),
    ]
    return .object(members)
  }

  /// The documented keys of a check, then its `status`.
  private func documentedCheck(_ check: Check, pairing: Pairing, detail: JSONDetail)
    -> [(String, JSONOut)]
  {
    // The colors and the ratio as evaluated: nothing here needs compositing again.
    let colors = check.resolvedColors
    return [
      ("foreground", .string(pairing.foreground)),
      ("background", .string(pairing.background)),
      ("backdrop", .optional(pairing.backdrop)),
      ("role", .string(pairing.role.rawValue)),
      ("minimum", .optional(check.minimum)),
      ("traits", traits(check.traits)),
      ("foregroundColor", .optional(colors?.foreground.color.hexString)),
      ("backgroundColor", .optional(colors?.background.color.hexString)),
      ("ratio", .optional(check.ratio)),
      ("passed", .bool(check.status == .passed)),
      ("suggestion", check.suggestion.map { suggestion($0, detail: detail) } ?? .null),
      // Additions beyond the documented shape.
      ("status", .string(check.status.rawValue)),
    ]
  }

  /// `--detail standard`: the documented keys, the status, severity and the pairing's index.
  private func standardCheck(_ check: Check, pairingIndex: Int, severity: Severity?) -> JSONOut {
    var members = documentedCheck(check, pairing: check.pairing, detail: .standard)
    members += [
      ("severity", .optional(severity?.rawValue)),
      ("pairingIndex", .int(pairingIndex)),
    ]
    if let unresolved = unresolved(check) { members.append(("unresolved", unresolved)) }
    return .object(members)
  }

  /// `--detail full`: every key of a check, the pairing's and the measurement's details too.
  private func fullCheck(_ check: Check, title: String, pairingIndex: Int, severity: Severity?)
    -> JSONOut
  {
    let pairing = check.pairing
    var members = documentedCheck(check, pairing: pairing, detail: .full)
    members += [
      ("rule", .string(check.ruleIdentifier)),
      ("pairing", .string(title)),
      ("location", location(pairing.location)),
      ("origin", .string(pairing.origin.label)),
      ("severity", .optional(severity?.rawValue)),
    ]
    if case .discovered(let source) = pairing.origin {
      members.append(("discoveredIn", .string(source.rawValue)))
    }
    if let name = pairing.name { members.append(("name", .string(name))) }
    if let note = pairing.note { members.append(("note", .string(note))) }
    if let measurement = check.measurement {
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
    if let unresolved = unresolved(check) { members.append(("unresolved", unresolved)) }
    members.append(("pairingIndex", .int(pairingIndex)))
    return .object(members)
  }

  /// Why an unresolved check's colors are unresolved; nil for a measured check.
  private func unresolved(_ check: Check) -> JSONOut? {
    // A measured check has a ratio: known without compositing its colors again.
    guard check.ratio == nil, case .unresolved(let reasons) = check.outcome else { return nil }
    return .array(
      reasons.map {
        .object([("name", .string($0.name)), ("reason", .string($0.reason))])
      })
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

  /// A failing check's suggestion: what changes, and the index of its fix in `fixes[]`, which
  /// holds the instruction and the value to paste; `--detail full` repeats those two here.
  private func suggestion(_ suggestion: Suggestion, detail: JSONDetail) -> JSONOut {
    var members: [(String, JSONOut)] = [
      ("side", .string(suggestion.side)),
      ("name", .string(suggestion.name)),
      ("color", .string(suggestion.color.hexString)),
      ("ratio", .double(suggestion.ratio)),
    ]
    if detail == .full {
      members += [
        ("instruction", .string(suggestion.instruction)),
        ("pasteValue", .string(suggestion.pasteValue)),
      ]
    }
    if let fix = suggestion.fix { members.append(("fix", .int(fix))) }
    return .object(members)
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
