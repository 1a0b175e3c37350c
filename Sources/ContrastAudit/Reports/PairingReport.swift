/// One pairing's checks across its trait combinations, as reports present it.
struct PairingReport {
  var pairing: Pairing
  /// The pairing's title, made unique among the result's pairings.
  var title: String
  /// The checks in canonical trait order.
  var checks: [Check]

  var failed: [Check] { checks.filter { $0.status == .failed } }
  var unresolved: [Check] { checks.filter { $0.status == .unresolved } }

  /// Failed if any check failed, else unresolved if any is, else passed.
  var status: Check.Status {
    if checks.contains(where: { $0.status == .failed }) { return .failed }
    if checks.contains(where: { $0.status == .unresolved }) { return .unresolved }
    return .passed
  }

  /// The highest severity of its failing and unresolved checks under the result's rule
  /// settings; nil when it passed or its rules are off.
  func severity(in result: AuditResult) -> Severity? {
    checks.compactMap { result.severity(of: $0) }.max()
  }

  /// The role's minimum as people read it: `text ≥ 4.5:1`; differing minimums are listed.
  var requirement: String {
    var minimums: [Double] = []
    for check in checks {
      if let minimum = check.minimum, !minimums.contains(minimum) { minimums.append(minimum) }
    }
    let roleName = pairing.role.rawValue
    if minimums.isEmpty { return "\(roleName), not gated" }
    return roleName + " ≥ " + minimums.map(ReportText.minimum).joined(separator: " / ")
  }

  /// `all 8 trait combinations` when `checks` are all of the pairing's, else their labels.
  func scope(_ checks: [Check]) -> String {
    if checks.count == self.checks.count && checks.count > 1 {
      return "all \(checks.count) trait combinations"
    }
    return ReportText.traitList(checks)
  }

  /// The pairings of a result in declaration order, titles disambiguated.
  ///
  /// Checks of equal pairings are merged; two pairings with the same title (the same colors
  /// declared twice) get their declaration place appended, then a counter if still equal.
  static func group(_ result: AuditResult) -> [PairingReport] {
    grouped(result).reports
  }

  /// The pairings of a result as `group` makes them, and for each check of the result the
  /// index of its pairing among them.
  static func grouped(_ result: AuditResult) -> (reports: [PairingReport], pairingOfCheck: [Int]) {
    grouped(result, order: pairingOrder(result))
  }

  /// `grouped`, with the order `pairingOrder` made.
  static func grouped(
    _ result: AuditResult, order: (pairings: [Pairing], pairingOfCheck: [Int])
  ) -> (reports: [PairingReport], pairingOfCheck: [Int]) {
    let (order, pairingOfCheck) = order
    var checksOfPairing = [[Check]](repeating: [], count: order.count)
    for (check, pairing) in zip(result.checks, pairingOfCheck) {
      checksOfPairing[pairing].append(check)
    }
    let reports = zip(order, zip(titles(order), checksOfPairing)).map { pairing, titled in
      PairingReport(pairing: pairing, title: titled.0, checks: titled.1)
    }
    return (reports, pairingOfCheck)
  }

  /// The reports of the pairings at `indices` of `pairingOrder`, in that order, titled as
  /// `grouped` titles them: for a report that shows a few of many pairings.
  static func reports(
    at indices: [Int], of result: AuditResult, order: (pairings: [Pairing], pairingOfCheck: [Int])
  ) -> [PairingReport] {
    var position = [Int](repeating: -1, count: order.pairings.count)
    for (n, index) in indices.enumerated() { position[index] = n }
    var checksOfReport = [[Check]](repeating: [], count: indices.count)
    for (check, pairing) in zip(result.checks, order.pairingOfCheck) where position[pairing] >= 0 {
      checksOfReport[position[pairing]].append(check)
    }
    // A title depends on every pairing's: equal titles are told apart in order.
    let titles = titles(order.pairings)
    return zip(indices, checksOfReport).map { index, checks in
      PairingReport(pairing: order.pairings[index], title: titles[index], checks: checks)
    }
  }

  /// The title of each pairing, made unique: two pairings with the same title (the same colors
  /// declared twice) get their declaration place appended, then a counter if still equal.
  static func titles(_ pairings: [Pairing]) -> [String] {
    let reportTitles = pairings.map(\.reportTitle)
    var titleCounts: [String: Int] = [:]
    titleCounts.reserveCapacity(pairings.count)
    for title in reportTitles { titleCounts[title, default: 0] += 1 }
    var used: Set<String> = []
    used.reserveCapacity(pairings.count)
    return zip(pairings, reportTitles).map { pairing, reportTitle in
      var title = reportTitle
      if titleCounts[title, default: 0] > 1 {
        title += " (\(pairing.location.description))"
      }
      if used.contains(title) {
        var counter = 2
        while used.contains("\(title) #\(counter)") { counter += 1 }
        title = "\(title) #\(counter)"
      }
      used.insert(title)
      return title
    }
  }

  /// The result's pairings in the order they first appear, equal ones once, and for each check
  /// the index of its pairing among them.
  static func pairingOrder(_ result: AuditResult) -> (pairings: [Pairing], pairingOfCheck: [Int]) {
    var order: [Pairing] = []
    // Pairings by hash, chained: a dictionary keyed by the pairings themselves copied every
    // large key as it grew, and freeing it was a third of the work.
    var firstWithHash: [Int: Int] = [:]
    var nextWithSameHash: [Int] = []
    var pairingOfCheck: [Int] = []
    pairingOfCheck.reserveCapacity(result.checks.count)
    // An audit lists each pairing's checks together: group runs first, hash once per run.
    var start = result.checks.startIndex
    while start < result.checks.endIndex {
      let first = result.checks[start]
      var end = start + 1
      while end < result.checks.endIndex, result.checks[end].hasSamePairing(as: first) { end += 1 }
      let pairing = first.pairing
      let hash = pairing.hashValue
      var known = firstWithHash[hash]
      while let candidate = known, order[candidate] != pairing {
        known = nextWithSameHash[candidate] >= 0 ? nextWithSameHash[candidate] : nil
      }
      let index: Int
      if let known {
        index = known
      } else {
        index = order.count
        nextWithSameHash.append(firstWithHash[hash] ?? -1)
        firstWithHash[hash] = index
        order.append(pairing)
      }
      pairingOfCheck += repeatElement(index, count: end - start)
      start = end
    }
    return (order, pairingOfCheck)
  }

  /// The indices, in `pairingOrder`, of the pairings `shownInDetail` shows: found without
  /// making titles or copying checks, to choose what gets suggestions before any report is
  /// written.
  static func shownInDetail(
    _ result: AuditResult, order: (pairings: [Pairing], pairingOfCheck: [Int])
  ) -> Set<Int> {
    Set(detailOrder(tallies(result, order: order)).prefix(detailLimit))
  }

  /// The indices of the pairings that did not pass, in the order `failuresFirst` gives.
  static func detailOrder(_ tallies: [Tally]) -> [Int] {
    tallies.indices.filter { tallies[$0].status != .passed }.sorted {
      (detailRank(isGated: tallies[$0].isGated, tallies[$0].status), $0)
        < (detailRank(isGated: tallies[$1].isGated, tallies[$1].status), $1)
    }
  }

  /// What the verdict and the choice of pairings shown in full need of a pairing.
  struct Tally {
    var isGated: Bool
    /// As `PairingReport.status`: failed if a check failed, else unresolved if one is.
    var status: Check.Status = .passed
    var checks = 0
    var failedChecks = 0
    var unresolvedChecks = 0

    init(isGated: Bool) {
      self.isGated = isGated
    }

    init(_ report: PairingReport) {
      isGated = report.pairing.isGated
      status = report.status
      checks = report.checks.count
      failedChecks = report.failed.count
      unresolvedChecks = report.unresolved.count
    }
  }

  /// A tally of each pairing in `pairingOrder`, without making titles or copying checks.
  static func tallies(
    _ result: AuditResult, order: (pairings: [Pairing], pairingOfCheck: [Int])
  ) -> [Tally] {
    var tallies = order.pairings.map { Tally(isGated: $0.isGated) }
    for (check, pairing) in zip(result.checks, order.pairingOfCheck) {
      tallies[pairing].checks += 1
      switch check.status {
      case .failed:
        tallies[pairing].status = .failed
        tallies[pairing].failedChecks += 1
      case .unresolved:
        if tallies[pairing].status == .passed { tallies[pairing].status = .unresolved }
        tallies[pairing].unresolvedChecks += 1
      case .passed:
        break
      }
    }
    return tallies
  }

  /// How many failing or unresolved pairings the terminal and markdown reports show in full.
  ///
  /// They count the rest. Like a compiler's error limit: past a hundred entries of several
  /// lines each, a terminal, a CI log or a pull-request page is scrolled, not read.
  static let detailLimit = 100

  /// The failing and unresolved pairings shown in full, failures first.
  static func shownInDetail(_ reports: [PairingReport]) -> ArraySlice<PairingReport> {
    failuresFirst(reports.filter { $0.status != .passed }).prefix(detailLimit)
  }

  /// Failing pairings first, then unresolved ones, then passing ones.
  ///
  /// Pairings shown but not gated (Apple's own colors) come after all gated ones; declaration
  /// order within each group.
  static func failuresFirst(_ reports: [PairingReport]) -> [PairingReport] {
    func key(_ report: PairingReport) -> Int {
      detailRank(isGated: report.pairing.isGated, report.status)
    }
    return reports.enumerated().sorted {
      (key($0.element), $0.offset) < (key($1.element), $1.offset)
    }.map(\.element)
  }

  /// Where a pairing goes in `failuresFirst`: gated before not gated, then failed, unresolved,
  /// passed.
  static func detailRank(isGated: Bool, _ status: Check.Status) -> Int {
    let rank: Int
    switch status {
    case .failed: rank = 0
    case .unresolved: rank = 1
    case .passed: rank = 2
    }
    return (isGated ? 0 : 3) + rank
  }
}

extension Role {
  /// The stable rule id of a contrast check of this role: SARIF `ruleId`, JUnit failure type.
  public var ruleIdentifier: String {
    switch self {
    case .text: return "contrast-text"
    case .largeText: return "contrast-large-text"
    case .nonText: return "contrast-non-text"
    // Decorative pairings are gated only when they set an explicit minimum.
    case .decorative: return "contrast-decorative"
    }
  }
}

extension Check {
  /// `contrast-unresolved` for an unresolved check, else the role's rule id.
  public var ruleIdentifier: String {
    Self.ruleIdentifier(status: status, role: pairing.role)
  }

  static func ruleIdentifier(status: Status, role: Role) -> String {
    status == .unresolved ? ContrastRules.unresolved : role.ruleIdentifier
  }
}

/// The rules the contrast checks report under.
public enum ContrastRules {
  public static let unresolved = "contrast-unresolved"
  /// The configuration key that sets every contrast rule at once (`"contrast": "warning"`).
  public static let group = "contrast"

  /// The names a configuration's `rules` may set for contrast: each rule id and the group.
  public static var settingNames: [String] { [group] + all.map(\.id) }

  /// A contrast rule's severity under some settings.
  ///
  /// Its own setting, else the group's, else error; nil means the rule is off.
  public static func severity(of rule: String, settings: [String: Severity?]) -> Severity? {
    if let own = settings[rule] { return own }
    if let group = settings[group] { return group }
    return .error
  }

  /// Every contrast rule, in a stable order.
  public static let all: [RuleDescriptor] = [
    RuleDescriptor(
      id: Role.text.ruleIdentifier, summary: "Text contrast below the WCAG minimum",
      explanation:
        "A text pairing's contrast ratio, after compositing translucent colors, is below the "
        + "WCAG 1.4.3 minimum (4.5:1 at AA, 7:1 at AAA) in some trait combination.",
      helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
      defaultSeverity: .error),
    RuleDescriptor(
      id: Role.largeText.ruleIdentifier, summary: "Large-text contrast below the WCAG minimum",
      explanation:
        "A large-text pairing (18 pt, or 14 pt bold) is below the WCAG 1.4.3 minimum for large "
        + "text (3:1 at AA, 4.5:1 at AAA) in some trait combination.",
      helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
      defaultSeverity: .error),
    RuleDescriptor(
      id: Role.nonText.ruleIdentifier, summary: "Non-text contrast below the WCAG minimum",
      explanation:
        "An icon, border or component-state pairing is below the WCAG 1.4.11 minimum of 3:1 in "
        + "some trait combination.",
      helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html",
      defaultSeverity: .error),
    RuleDescriptor(
      id: Role.decorative.ruleIdentifier,
      summary: "Decorative pairing below its explicit minimum",
      explanation:
        "A decorative pairing is not gated by WCAG, but this one sets an explicit minimum and "
        + "falls below it in some trait combination.",
      defaultSeverity: .error),
    RuleDescriptor(
      id: unresolved, summary: "Color unresolved in a trait combination",
      explanation:
        "A pairing's color has no value in some trait combination (an empty slot, a reference "
        + "to an unknown or macOS-only color, a set without a universal entry), so its contrast "
        + "cannot be checked there. Unresolved checks never pass.",
      defaultSeverity: .error),
  ]
}
