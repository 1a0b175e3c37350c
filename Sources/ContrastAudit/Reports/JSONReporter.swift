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
    // The audit's trait combinations, each written once: checks name them by index.
    let traitsWritten = result.checks.first?.tableEntry?.table.traits.map { traits in
      var bytes: [UInt8] = []
      self.traits(traits).writeCompact(into: &bytes)
      return (traits, bytes)
    }
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
        .items(count: result.checks.count) { n in
          // One check per line: the same keys at half the bytes of indented objects, written
          // as they are read.
          .compact { out in
            let pairingIndex = pairingOfCheck[n]
            writeCheck(
              result.checks[n], pairingIndex: pairingIndex, title: titles[pairingIndex],
              in: result, traitsWritten: traitsWritten, detail: detail, to: &out)
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
              ("fromOthers", .array(part.fromOthers.map { .string($0.hexString) })),
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

  /// One check on one line: the documented keys and its `status`, then for `--detail
  /// standard` its severity and pairing's index, for `--detail full` every key of the check,
  /// its pairing's details and the measurement's.
  private func writeCheck(
    _ check: Check, pairingIndex: Int, title: String, in result: AuditResult,
    traitsWritten: [(TraitCombination, [UInt8])]?, detail: JSONDetail, to out: inout [UInt8]
  ) {
    let parts = check.parts
    let status = parts.status
    let rule = Check.ruleIdentifier(status: status, role: parts.role)
    let severity = result.severity(status: status, rule: rule)
    // The colors and the ratio as evaluated: nothing here needs compositing again.
    let colors = parts.colors
    var object = CompactObject(&out)
    object.string("foreground", parts.foreground, &out)
    object.string("background", parts.background, &out)
    object.string("backdrop", parts.backdrop, &out)
    object.string("role", parts.role.rawValue, &out)
    object.double("minimum", parts.minimum, &out)
    object.value("traits", &out) { out in
      // By the index in the check's table, when it is the table they were written from.
      if let index = parts.traitsIndex, let written = traitsWritten, index < written.count,
        written[index].0 == parts.traits
      {
        out.append(contentsOf: written[index].1)
      } else {
        traits(parts.traits).writeCompact(into: &out)
      }
    }
    object.string("foregroundColor", colors?.foreground.hexString, &out)
    object.string("backgroundColor", colors?.background.hexString, &out)
    object.double("ratio", check.ratio, &out)
    object.bool("passed", status == .passed, &out)
    object.value("suggestion", &out) { out in
      guard let suggestion = check.suggestion else { return CompactObject.null(&out) }
      writeSuggestion(suggestion, detail: detail, to: &out)
    }
    // Additions beyond the documented shape.
    object.string("status", status.rawValue, &out)
    switch detail {
    case .standard:
      object.string("severity", severity?.rawValue, &out)
      object.int("pairingIndex", pairingIndex, &out)
      if let unresolved = unresolved(check) {
        object.value("unresolved", &out) { unresolved.writeCompact(into: &$0) }
      }
    case .full:
      let pairing = check.pairing
      object.string("rule", rule, &out)
      object.string("pairing", title, &out)
      object.value("location", &out) { location(pairing.location).writeCompact(into: &$0) }
      object.string("origin", pairing.origin.label, &out)
      object.string("severity", severity?.rawValue, &out)
      if case .discovered(let source) = pairing.origin {
        object.string("discoveredIn", source.rawValue, &out)
      }
      if let name = pairing.name { object.string("name", name, &out) }
      if let note = pairing.note { object.string("note", note, &out) }
      if let measurement = check.measurement {
        object.string("backdropColor", measurement.backdrop?.color.hexString, &out)
        object.string(
          "compositedForeground", measurement.compositedForeground.hexString, &out)
        object.string(
          "compositedBackground", measurement.compositedBackground.hexString, &out)
        object.value("foregroundPath", &out) {
          JSONOut.array(measurement.foreground.path.map(JSONOut.string)).writeCompact(into: &$0)
        }
        object.value("backgroundPath", &out) {
          JSONOut.array(measurement.background.path.map(JSONOut.string)).writeCompact(into: &$0)
        }
        object.string("foregroundSlot", measurement.foreground.slot, &out)
        object.string("backgroundSlot", measurement.background.slot, &out)
        object.value("notes", &out) {
          JSONOut.array(measurement.notes.map(JSONOut.string)).writeCompact(into: &$0)
        }
      }
      if let unresolved = unresolved(check) {
        object.value("unresolved", &out) { unresolved.writeCompact(into: &$0) }
      }
      object.int("pairingIndex", pairingIndex, &out)
    }
    object.close(&out)
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
  private func writeSuggestion(
    _ suggestion: Suggestion, detail: JSONDetail, to out: inout [UInt8]
  ) {
    var object = CompactObject(&out)
    object.string("side", suggestion.side, &out)
    object.string("name", suggestion.name, &out)
    object.string("color", suggestion.color.hexString, &out)
    object.double("ratio", suggestion.ratio, &out)
    if detail == .full {
      object.string("instruction", suggestion.instruction, &out)
      object.string("pasteValue", suggestion.pasteValue, &out)
    }
    if let fix = suggestion.fix { object.int("fix", fix, &out) }
    object.close(&out)
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
