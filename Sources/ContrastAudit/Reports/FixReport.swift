/// The fixes section of the terminal and markdown reports: one entry per color slot.
enum FixReport {
  /// The most fixes listed in full; JSON lists them all.
  static let limit = PairingReport.detailLimit

  /// "foreground of 2 failing checks (Caption on Background, …); all 8 checks that read it
  /// were measured again".
  static func scope(_ fix: ColorFix) -> String {
    let shown = fix.pairings.prefix(3).joined(separator: ", ")
    let more = fix.pairings.count > 3 ? ", …" : ""
    let verified =
      fix.checkedUses == 1
      ? "the one check that reads it was measured again"
      : "all \(fix.checkedUses) checks that read it were measured again"
    return
      "\(fix.side) of \(ReportText.count(fix.fixedChecks, "failing check")) (\(shown)\(more)); "
      + verified
  }

  /// How each part changes, one line each.
  static func partLines(_ fix: ColorFix) -> [String] {
    func hex(_ color: RGBA) -> String { color.alpha < 1 ? color.hexString : color.opaqueHexString }
    return fix.parts.map { part in
      let verb = part.adds ? "add \(part.slot)" : "change \(part.slot)"
      let today =
        ([part.from] + part.fromOthers).map(hex).joined(separator: " and ")
        + (part.fromOthers.isEmpty ? "" : " by trait")
      let from = part.adds ? "falls back to \(today) today" : "now \(today)"
      let place = part.edit.map { "writes \($0.file)" } ?? part.notWritable ?? ""
      return "\(verb): \(hex(part.to)) (\(from)); \(place)"
    }
  }

  static func terminalLines(_ fixes: [ColorFix], style: Styler) -> [String] {
    let writable = fixes.filter { !$0.edits.isEmpty }.count
    var lines = [
      style.bold("Fixes")
        + " · \(ReportText.count(fixes.count, "color")) to change, \(writable) written by "
        + "--fix (a diff; --fix --write applies it)"
    ]
    for fix in fixes.prefix(limit) {
      let kind = fix.kind == .replace ? "replace" : fix.kind == .split ? "split" : "change"
      lines.append(
        "• \(ReportText.singleLine(fix.name)) (\(kind)): "
          + ReportText.singleLine(fix.instruction))
      for line in partLines(fix) { lines.append("    " + ReportText.singleLine(line)) }
      lines.append("    " + ReportText.singleLine(scope(fix)))
      if !fix.reason.isEmpty { lines.append("    why: " + ReportText.singleLine(fix.reason)) }
    }
    if fixes.count > limit {
      lines.append(
        "… \(ReportText.count(fixes.count - limit, "more fix", "more fixes")) in --format json")
    }
    return lines
  }

  static func markdownLines(_ fixes: [ColorFix]) -> [String] {
    guard !fixes.isEmpty else { return [] }
    var lines = [
      "## Fixes", "",
      "One change per color slot, measured against every check that reads the slot. "
        + "`contrast-audit --fix` prints them as a diff; `--fix --write` applies them.", "",
      "| Color | Change | Why | Checked |", "| --- | --- | --- | --- |",
    ]
    for fix in fixes.prefix(limit) {
      let change = partLines(fix).map(MD.escape).joined(separator: "<br>")
      lines.append(
        "| \(MD.escape(fix.name)) | \(change) | \(MD.escape(fix.reason)) | "
          + "\(MD.escape(scope(fix))) |")
    }
    if fixes.count > limit {
      lines += ["", "\(fixes.count - limit) more in `--format json`."]
    }
    return lines + [""]
  }
}
