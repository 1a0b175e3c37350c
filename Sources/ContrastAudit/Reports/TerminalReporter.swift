/// `--format terminal` (the default): a summary readable at a glance.
///
/// Failing pairings come first, one entry each listing the trait combinations where they fail
/// (ratio, minimum, resolved colors, suggestion); then unresolved pairings with the reason; a
/// count of passing pairings; source findings; input warnings and errors; and a one-line verdict.
/// With a ``ColorDepth`` other than none, marks are red, green or yellow and each measured group
/// of trait combinations gets a swatch, "Aa" in the composited foreground on the composited
/// background, in 24-bit color or the nearest of the 256 or 16 ANSI colors. With `quiet`, the
/// verdict alone.
public struct TerminalReporter: Reporter {
  public static let identifier = "terminal"

  /// The most failing or unresolved pairings shown in full, like a compiler's error limit; the
  /// rest are counted, and `--format json` and `--junit` list every check.
  public static let entryLimit = PairingReport.detailLimit

  public init() {}

  public func render(_ result: AuditResult, options: ReportOptions) -> String {
    let style = Styler(depth: options.colorDepth)
    // The verdict alone (`--quiet`) needs counts, not titles or the checks of each pairing.
    let order = PairingReport.pairingOrder(result)
    let tallies = PairingReport.tallies(result, order: order)
    let verdict = self.verdict(result, tallies: tallies, style: style)
    if options.quiet { return verdict + "\n" }

    var sections: [[String]] = []
    // Only the pairings shown in full are made into reports.
    let failing = PairingReport.detailOrder(tallies)
    if !failing.isEmpty {
      let shown = PairingReport.reports(
        at: Array(failing.prefix(Self.entryLimit)), of: result, order: order)
      var lines = shown.flatMap { entry($0, severity: $0.severity(in: result), style: style) }
      if failing.count > Self.entryLimit {
        lines.append(
          "… \(ReportText.count(failing.count - Self.entryLimit, "more failing or unresolved pairing")) "
            + "not shown; --format json and --junit FILE list every check")
      }
      sections.append(lines)
    }
    if !result.fixes.isEmpty {
      sections.append(FixReport.terminalLines(result.fixes, style: style))
    }
    let passing = tallies.count - failing.count
    if passing > 0 {
      let noun = passing == 1 ? "pairing passes" : "pairings pass"
      let lead = failing.isEmpty ? "" : "the other "
      let scope =
        result.baseline == nil ? "in every trait combination" : "apart from known problems"
      sections.append([style.green("✓") + " \(lead)\(passing) \(noun) \(scope)"])
    }
    if !result.findings.isEmpty {
      sections.append(
        [style.bold("Findings")]
          + result.findings.map { finding in
            let place = ReportText.singleLine(finding.location.description)
            let message = ReportText.singleLine(finding.message)
            return "\(place): \(style.severity(finding.severity)): \(message) [\(finding.rule)]"
          })
    }
    if !result.diagnostics.isEmpty {
      sections.append(
        [style.bold("Input")]
          + result.diagnostics.map { diagnostic in
            let message = ReportText.singleLine(diagnostic.messageWithKey)
            let place = ReportText.singleLine(diagnostic.location.description)
            return "\(place): \(style.severity(diagnostic.severity)): \(message)"
          })
    }
    if let baseline = result.baseline {
      sections.append(Self.baselineLines(baseline, style: style))
    }
    sections.append([verdict])
    return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
  }

  /// What the baseline left out and what in it is fixed.
  static func baselineLines(_ baseline: BaselineOutcome, style: Styler) -> [String] {
    let file = ReportText.singleLine(baseline.path)
    var lines = [style.bold("Baseline")]
    if baseline.written {
      lines.append(
        "wrote \(file) with \(ReportText.count(baseline.known, "known problem")); runs with "
          + "--baseline \(file) report only new ones")
    } else {
      lines.append(
        "\(ReportText.count(baseline.known, "known problem")) in \(file) left out of this report")
    }
    if !baseline.fixed.isEmpty {
      lines.append(
        style.green("✓") + " \(baseline.fixed.count) fixed since the baseline was written "
          + "(write it again with --write-baseline to drop them):")
      lines += baseline.fixed.map { "  " + ReportText.singleLine($0.summary) }
    }
    return lines
  }

  /// The one-line verdict, such as `✗ 3 of 24 pairings fail (11 checks) · 2 findings · 0 errors`.
  func verdict(_ result: AuditResult, tallies pairings: [PairingReport.Tally], style: Styler)
    -> String
  {
    let failed = pairings.filter { $0.status == .failed && $0.isGated }
    let notGated = pairings.filter { $0.status == .failed && !$0.isGated }
    let unresolved = pairings.filter { $0.status != .passed && $0.unresolvedChecks > 0 }
    var parts: [String] = []
    if let reason = result.nothingMeasured {
      let measured = result.checks.contains { $0.ratio != nil }
      parts.append(
        (measured ? "nothing verified: " : "nothing measured: ") + ReportText.singleLine(reason))
    } else if pairings.isEmpty {
      parts.append("no pairings checked")
    } else if failed.isEmpty {
      let all = pairings.count == 1 ? "1 pairing passes" : "all \(pairings.count) pairings pass"
      if result.baseline != nil {
        parts.append(unresolved.isEmpty ? "no new failure" : "no pairing fails anew")
      } else if !notGated.isEmpty {
        // Not "all pass" nor "none fails" when some fail on Apple's colors, which are not gated.
        let passing = pairings.count { $0.status == .passed }
        parts.append("\(passing) of \(ReportText.count(pairings.count, "pairing")) pass")
      } else {
        parts.append(unresolved.isEmpty ? "\(all) in every trait combination" : "no pairing fails")
      }
    } else {
      let verb = failed.count == 1 ? "fails" : "fail"
      parts.append(
        "\(failed.count) of \(ReportText.count(pairings.count, "pairing")) \(verb) "
          + "(\(ReportText.count(failed.reduce(0) { $0 + $1.failedChecks }, "check")))")
    }
    if !notGated.isEmpty {
      let verb = notGated.count == 1 ? "fails" : "fail"
      parts.append(
        failed.isEmpty && result.baseline == nil
          ? "\(notGated.count) \(verb) on Apple's own colors (not gated)"
          : "\(notGated.count) more on Apple's own colors (not gated)")
    }
    if !unresolved.isEmpty {
      parts.append(
        "\(ReportText.count(unresolved.count, "pairing")) unresolved "
          + "(\(ReportText.count(result.unresolvedChecks.count, "check")))")
    }
    parts.append(ReportText.count(result.findings.count, "finding"))
    let notes = result.warnings.filter { $0.severity == .note }.count
    let warnings = result.warnings.count - notes
    if warnings > 0 { parts.append(ReportText.count(warnings, "warning")) }
    if notes > 0 { parts.append(ReportText.count(notes, "note")) }
    parts.append(ReportText.count(result.errors.count, "error"))
    if let baseline = result.baseline {
      parts.append("\(baseline.known) known in the baseline")
    }
    if result.gate != .standard { parts.append(result.gate.rawValue) }
    if let ios = result.iosVersion { parts.append("iOS \(ios) colors") }
    let mark = result.passed ? style.green("✓") : style.red("✗")
    return mark + " " + parts.joined(separator: " · ")
  }

  private func entry(_ pairing: PairingReport, severity: Severity?, style: Styler) -> [String] {
    // A pairing that is shown but not gated (Apple's own colors), or whose rule is configured
    // below error, is not a red cross.
    let mark =
      !pairing.pairing.isGated || (severity ?? .note) < .error
      ? style.yellow("!") : pairing.status == .failed ? style.red("✗") : style.yellow("?")
    let place = ReportText.singleLine(pairing.pairing.location.description)
    var lines = [
      "\(mark) \(style.bold(ReportText.singleLine(pairing.title))) · \(pairing.requirement) · "
        + place
    ]
    // Trait combinations that show the same colors with the same verdict share a line.
    let groups = TraitGroup.collapse(pairing.checks.filter { $0.status != .passed })
    // Unresolved everywhere for the same reason: one line.
    if pairing.failed.isEmpty, groups.count == 1 {
      lines.append(
        "    unresolved in \(groups[0].label): "
          + ReportText.singleLine(ReportText.unresolvedReasons(groups[0].representative)))
      return lines
    }
    let labels = groups.map { ReportText.singleLine($0.label) }
    let width = labels.map(\.count).max() ?? 0
    for (group, label) in zip(groups, labels) {
      let label = label.padding(toLength: width, withPad: " ", startingAt: 0)
      let check = group.representative
      guard let m = check.measurement else {
        lines.append(
          "    \(label)  \(style.yellow("unresolved")): "
            + ReportText.singleLine(ReportText.unresolvedReasons(check)))
        continue
      }
      let swatch =
        style.enabled ? style.swatch(m.compositedForeground, on: m.compositedBackground) + " " : ""
      lines.append("    \(label)  \(swatch)\(ReportText.singleLine(ReportText.measurement(check)))")
      // The group's checks share colors; each distinct change is suggested once.
      for (suggestion, _) in TraitGroup.suggestions(group.checks) {
        let indent = String(repeating: " ", count: width + 6)
        let chip = style.enabled ? style.swatch(suggestion.color, on: nil) + " " : ""
        lines.append(
          "\(indent)\(style.green("→")) \(chip)"
            + ReportText.singleLine(
              ReportText.suggestion(suggestion) + ": " + suggestion.instruction))
      }
    }
    return lines
  }
}

/// ANSI styling that is a no-op when colors are off.
struct Styler {
  var depth: ColorDepth

  init(depth: ColorDepth) { self.depth = depth }

  init(enabled: Bool) { depth = enabled ? .trueColor : .none }

  var enabled: Bool { depth != .none }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func green(_ text: String) -> String { wrap(text, "32") }
  func yellow(_ text: String) -> String { wrap(text, "33") }

  func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: return red("error")
    case .warning: return yellow("warning")
    case .note: return "note"
    }
  }

  /// " Aa " in `foreground` on `background`, or a plain two-cell block of `foreground` alone;
  /// in 24-bit color, or the nearest palette colors on a 256- or 16-color terminal.
  func swatch(_ foreground: RGBA, on background: RGBA?) -> String {
    guard enabled else { return "" }
    guard let background else {
      return "\u{1B}[\(TerminalPalette.sgr(foreground, background: true, depth: depth))m  \u{1B}[0m"
    }
    let fg = TerminalPalette.sgr(foreground, background: false, depth: depth)
    let bg = TerminalPalette.sgr(background, background: true, depth: depth)
    return "\u{1B}[\(fg);\(bg)m Aa \u{1B}[0m"
  }
}
