/// A color as resolved for one trait combination, and how it was reached.
public struct ResolvedColor: Hashable, Sendable {
  public var color: RGBA
  /// The names followed to reach it, starting with the requested one (`Brand/Link → systemBlue`).
  public var path: [String]
  /// The asset catalog slot that supplied it ("High Contrast Dark"), if it came from one.
  public var slot: String?

  public init(color: RGBA, path: [String], slot: String? = nil) {
    self.color = color
    self.path = path
    self.slot = slot
  }
}

/// Why a color could not be resolved in some traits.
public struct Unresolved: Hashable, Sendable {
  /// The color the pairing named.
  public var name: String
  public var reason: String

  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }
}

/// A color that would make a failing check pass, nearest to the current one.
public struct Suggestion: Hashable, Sendable {
  /// Which side to change: `foreground` or `background`.
  public var side: String
  /// The color name to change.
  public var name: String
  public var color: RGBA
  /// The contrast ratio the pairing would reach with it.
  public var ratio: Double
  /// Where to put it: "add a High Contrast Dark appearance to Brand/Accent".
  public var instruction: String
  /// The value to paste: asset catalog components or a palette-file value.
  public var pasteValue: String
  /// The index in `AuditResult.fixes` of the fix the suggestion comes from.
  ///
  /// The fix is the change to the check's color slot that gives the suggested color; nil when
  /// the suggestion was made without the fix planner.
  public var fix: Int?

  public init(
    side: String, name: String, color: RGBA, ratio: Double, instruction: String,
    pasteValue: String, fix: Int? = nil
  ) {
    self.side = side
    self.name = name
    self.color = color
    self.ratio = ratio
    self.instruction = instruction
    self.pasteValue = pasteValue
    self.fix = fix
  }
}

/// The numbers of one pairing in one trait combination.
public struct ContrastMeasurement: Hashable, Sendable {
  /// The colors as resolved, before compositing.
  public var foreground: ResolvedColor
  public var background: ResolvedColor
  /// The backdrop, when the background is translucent.
  public var backdrop: ResolvedColor?
  /// Opaque colors after compositing: what is actually on screen.
  public var compositedForeground: RGBA
  public var compositedBackground: RGBA
  /// The unrounded WCAG ratio of the composited colors.
  public var ratio: Double
  /// Remarks such as a color lying outside sRGB.
  public var notes: [String]

  public init(
    foreground: ResolvedColor, background: ResolvedColor, backdrop: ResolvedColor?,
    compositedForeground: RGBA, compositedBackground: RGBA, ratio: Double, notes: [String]
  ) {
    self.foreground = foreground
    self.background = background
    self.backdrop = backdrop
    self.compositedForeground = compositedForeground
    self.compositedBackground = compositedBackground
    self.ratio = ratio
    self.notes = notes
  }
}

/// One pairing evaluated in one trait combination.
///
/// An audit makes hundreds of thousands of checks, so a check is a small handle: the pairing,
/// the trait combination and the resolved colors live once in a table shared by every check of
/// the audit, and the composited colors are recomputed when a report asks for them.
public struct Check: Hashable, Sendable {
  public enum Outcome: Hashable, Sendable {
    case measured(ContrastMeasurement)
    /// At least one color has no value in these traits: never passed silently.
    case unresolved([Unresolved])
  }

  public enum Status: String, Sendable {
    case passed, failed, unresolved
  }

  private let storage: Storage
  /// The unrounded ratio after compositing; nil when a color is unresolved.
  public let ratio: Double?
  private var suggestionBox: SuggestionBox?

  private enum Storage: Sendable {
    case table(CheckTable, CheckTable.Entry)
    case standalone(StandaloneCheck)
  }

  /// A check made from its parts, as tests and other tools build them.
  public init(
    pairing: Pairing, traits: TraitCombination, minimum: Double?, outcome: Outcome,
    suggestion: Suggestion? = nil
  ) {
    storage = .standalone(
      StandaloneCheck(pairing: pairing, traits: traits, minimum: minimum, outcome: outcome))
    if case .measured(let measurement) = outcome {
      ratio = measurement.ratio
    } else {
      ratio = nil
    }
    self.suggestion = suggestion
  }

  /// A check of an evaluated audit, stored in the audit's shared table.
  init(table: CheckTable, entry: CheckTable.Entry, ratio: Double?) {
    storage = .table(table, entry)
    self.ratio = ratio
  }

  /// The audit's shared table and this check's entry in it; nil for a check made from its parts.
  var tableEntry: (table: CheckTable, entry: CheckTable.Entry)? {
    if case .table(let table, let entry) = storage { return (table, entry) }
    return nil
  }

  /// The minimum ratio; nil for a role that is measured but not gated.
  public var minimum: Double? {
    switch storage {
    case .table(let table, let entry): table.minimum(of: entry)
    case .standalone(let check): check.minimum
    }
  }

  /// Whether two checks are of the same declared pairing, without copying either pairing.
  public func hasSamePairing(as other: Check) -> Bool {
    if case .table(let table, let entry) = storage,
      case .table(let otherTable, let otherEntry) = other.storage,
      table === otherTable
    {
      return entry.pairing == otherEntry.pairing
    }
    return pairing == other.pairing
  }

  public var pairing: Pairing {
    switch storage {
    case .table(let table, let entry): table.pairings[Int(entry.pairing)]
    case .standalone(let check): check.pairing
    }
  }

  public var traits: TraitCombination {
    switch storage {
    case .table(let table, let entry): table.traits[Int(entry.traits)]
    case .standalone(let check): check.traits
    }
  }

  public var outcome: Outcome {
    switch storage {
    case .table(let table, let entry): table.outcome(of: entry)
    case .standalone(let check): check.outcome
    }
  }

  public var suggestion: Suggestion? {
    get { suggestionBox?.suggestion }
    set { suggestionBox = newValue.map(SuggestionBox.init) }
  }

  public var measurement: ContrastMeasurement? {
    if case .measured(let measurement) = outcome { return measurement }
    return nil
  }

  /// The colors as resolved, without compositing them again; nil when one is unresolved.
  ///
  /// For a caller that needs only the colors of many checks: ``measurement`` composites anew.
  var resolvedColors:
    (foreground: ResolvedColor, background: ResolvedColor, backdrop: ResolvedColor?)?
  {
    switch storage {
    case .table(let table, let entry):
      guard table.isResolved(entry) else { return nil }
      return (
        table.colors[Int(entry.foreground)], table.colors[Int(entry.background)],
        table.color(entry.backdrop)
      )
    case .standalone:
      return measurement.map { ($0.foreground, $0.background, $0.backdrop) }
    }
  }

  /// What a report writes of every check, read in one access to the audit's shared table:
  /// each accessor reaches the table anew, and copies the whole pairing, while a report's
  /// writers on every core read hundreds of thousands of checks.
  struct Parts {
    var foreground: String
    var background: String
    var backdrop: String?
    var role: Role
    var traits: TraitCombination
    /// The index of ``traits`` in the audit's table, for a writer that keeps what it wrote of
    /// each; nil for a check made from its parts.
    var traitsIndex: Int?
    var minimum: Double?
    var status: Status
    /// The colors as resolved (``resolvedColors``); nil when one is unresolved.
    var colors: (foreground: RGBA, background: RGBA)?
  }

  var parts: Parts {
    switch storage {
    case .table(let table, let entry):
      let pairing = Int(entry.pairing)
      let minimum = table.minimum(of: entry)
      var colors: (RGBA, RGBA)?
      if table.isResolved(entry) {
        colors = (
          table.colors[Int(entry.foreground)].color, table.colors[Int(entry.background)].color
        )
      }
      return Parts(
        foreground: table.pairings[pairing].foreground,
        background: table.pairings[pairing].background,
        backdrop: table.pairings[pairing].backdrop, role: table.pairings[pairing].role,
        traits: table.traits[Int(entry.traits)], traitsIndex: Int(entry.traits),
        minimum: minimum, status: Self.status(ratio: ratio, minimum: minimum), colors: colors)
    case .standalone(let check):
      let colors = resolvedColors
      return Parts(
        foreground: check.pairing.foreground, background: check.pairing.background,
        backdrop: check.pairing.backdrop, role: check.pairing.role, traits: check.traits,
        traitsIndex: nil, minimum: check.minimum, status: status,
        colors: colors.map { ($0.foreground.color, $0.background.color) })
    }
  }

  /// Whether this check lets the gate pass: it passed, or it is not gated (Apple's own colors in
  /// a pack or found in use), or it is a discovered pairing whose colors the code does not let
  /// the audit resolve.
  public var isGatePassed: Bool {
    if status == .passed { return true }
    let pairing = self.pairing
    if !pairing.isGated { return true }
    if status == .unresolved, case .discovered = pairing.origin { return true }
    return false
  }

  /// Whether the pairing was discovered where the app draws it rather than declared.
  public var isDiscovered: Bool {
    if case .discovered = pairing.origin { return true }
    return false
  }

  /// Compared unrounded with `>=`, as WCAG's Understanding documents require.
  public var status: Status { Self.status(ratio: ratio, minimum: minimum) }

  private static func status(ratio: Double?, minimum: Double?) -> Status {
    guard let ratio else { return .unresolved }
    guard let minimum else { return .passed }
    return ratio >= minimum ? .passed : .failed
  }

  public static func == (lhs: Check, rhs: Check) -> Bool {
    lhs.minimum == rhs.minimum && lhs.ratio == rhs.ratio && lhs.suggestion == rhs.suggestion
      && lhs.traits == rhs.traits && lhs.pairing == rhs.pairing && lhs.outcome == rhs.outcome
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pairing)
    hasher.combine(traits)
    hasher.combine(minimum)
    hasher.combine(ratio)
  }
}

/// A check's parts when it was not made by an audit.
private final class StandaloneCheck: Sendable {
  let pairing: Pairing
  let traits: TraitCombination
  let minimum: Double?
  let outcome: Check.Outcome

  init(pairing: Pairing, traits: TraitCombination, minimum: Double?, outcome: Check.Outcome) {
    self.pairing = pairing
    self.traits = traits
    self.minimum = minimum
    self.outcome = outcome
  }
}

/// Keeps a check small: most checks have no suggestion.
private final class SuggestionBox: Sendable {
  let suggestion: Suggestion

  init(_ suggestion: Suggestion) {
    self.suggestion = suggestion
  }
}

/// What the checks of one audit share: its pairings, trait combinations and resolved colors.
///
/// The evaluator fills it in while it makes the checks (so no second array of them is needed)
/// and never changes it afterwards; from then on it is only read, from any thread.
final class CheckTable: @unchecked Sendable {
  /// Indices of one check's parts.
  ///
  /// A color index below zero is an unresolved reason: `-1 - index` in `unresolved`.
  /// `backdrop` is `noColor` when the background is opaque.
  struct Entry: Sendable {
    var pairing: Int32
    var traits: Int32
    var foreground: Int32
    var background: Int32
    var backdrop: Int32
  }

  static let noColor = Int32.min

  let pairings: [Pairing]
  let traits: [TraitCombination]
  /// Each pairing's minimum at normal and at high contrast: `2 * pairing + (high ? 1 : 0)`.
  var minimums: [Double?] = []
  var colors: [ResolvedColor] = []
  var unresolved: [Unresolved] = []
  /// For each trait combination, the index of `systemBackground`, which sits under a
  /// translucent backdrop (`noColor` if it could not be resolved).
  var systemBackgrounds: [Int32] = []

  init(pairings: [Pairing], traits: [TraitCombination]) {
    self.pairings = pairings
    self.traits = traits
  }

  func minimum(of entry: Entry) -> Double? {
    minimums[2 * Int(entry.pairing) + (traits[Int(entry.traits)].contrast == .high ? 1 : 0)]
  }

  func color(_ index: Int32) -> ResolvedColor? {
    index >= 0 ? colors[Int(index)] : nil
  }

  /// Whether every color of the entry resolved (a backdrop only when there is one).
  func isResolved(_ entry: Entry) -> Bool {
    entry.foreground >= 0 && entry.background >= 0
      && (entry.backdrop >= 0 || entry.backdrop == Self.noColor)
  }

  func outcome(of entry: Entry) -> Check.Outcome {
    let failures = [entry.foreground, entry.background, entry.backdrop]
      .filter { $0 < 0 && $0 != Self.noColor }
      .map { unresolved[Int(-1 - $0)] }
    guard failures.isEmpty, let foreground = color(entry.foreground),
      let background = color(entry.background)
    else { return .unresolved(failures) }
    let traits = traits[Int(entry.traits)]
    return .measured(
      Composition.measure(
        foreground: foreground, background: background, backdrop: color(entry.backdrop),
        systemBackground: color(systemBackgrounds[Int(entry.traits)])?.color, traits: traits))
  }
}

/// How strict the gate is: which severities fail the run (`--strict`, `--lenient`).
public enum GateMode: String, CaseIterable, Sendable {
  /// Errors and warnings fail; notes are advice.
  case standard
  /// Notes fail too, and so does a pairing found in use whose colors cannot be resolved.
  case strict
  /// Only errors fail; warnings are reported and the run passes.
  case lenient

  /// The least severity that fails the gate.
  public var threshold: Severity {
    switch self {
    case .standard: .warning
    case .strict: .note
    case .lenient: .error
    }
  }
}

/// Everything one audit found, in a deterministic order; reporters only read this.
public struct AuditResult: Sendable {
  public var toolVersion: String
  public var level: ConformanceLevel
  /// Checks grouped by pairing in declaration order, each pairing's traits in canonical order.
  public var checks: [Check]
  public var findings: [Finding]
  /// Input errors (exit status 2) and warnings about the input.
  public var diagnostics: [Diagnostic]
  /// Set when the audit found colors but measured no contrast: a failure, never a pass, with the
  /// next step to take.
  public var nothingMeasured: String?
  /// Which severities fail the gate.
  public var gate: GateMode = .standard
  /// Severity settings of the contrast rules by rule id.
  ///
  /// `contrast-text` sets one rule, `contrast` all of them; a nil value switches the rule off.
  /// Unset rules are errors.
  public var contrastSeverities: [String: Severity?] = [:]
  /// The iOS version whose system colors the audit used (`26`).
  public var iosVersion: String?
  /// What a baseline (`--baseline FILE`) left out, and what in it is fixed.
  public var baseline: BaselineOutcome?
  /// One fix per color slot for the failing checks, in report order (see `FixPlanner`).
  public var fixes: [ColorFix] = []
  /// Where each of the app's own colors is defined (a color set's `Contents.json`, a palette
  /// file and key, a source line), for reports that link to the definition.
  public var colorDefinitions: [String: SourceLocation] = [:]
  /// The Swift and Objective-C files the audit read, for `--fix` to re-read code literals that
  /// go through helpers defined in other files.
  public var sourceFiles: [InputFile] = []

  public init(
    toolVersion: String, level: ConformanceLevel, checks: [Check], findings: [Finding],
    diagnostics: [Diagnostic], nothingMeasured: String? = nil
  ) {
    self.toolVersion = toolVersion
    self.level = level
    self.checks = checks
    self.findings = findings
    self.diagnostics = diagnostics
    self.nothingMeasured = nothingMeasured
  }

  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
  public var warnings: [Diagnostic] { diagnostics.filter { $0.severity != .error } }
  public var failedChecks: [Check] { checks.filter { $0.status == .failed } }
  public var unresolvedChecks: [Check] { checks.filter { $0.status == .unresolved } }
  /// Findings that gate: warnings and errors (notes are advice); errors alone when lenient,
  /// notes too when strict.
  public var gatingFindings: [Finding] { findings.filter { $0.severity >= gate.threshold } }

  /// The severity of a failing or unresolved check, from its rule's setting (error unless
  /// configured); nil for a check that passed or whose rule is off.
  public func severity(of check: Check) -> Severity? {
    severity(status: check.status, rule: check.ruleIdentifier)
  }

  /// The severity of a check with this status under this contrast rule.
  func severity(status: Check.Status, rule: String) -> Severity? {
    guard status != .passed else { return nil }
    return ContrastRules.severity(of: rule, settings: contrastSeverities)
  }

  /// Whether a check fails the gate.
  ///
  /// It did not pass, its rule is on at a severity the gate counts, and its pairing is gated
  /// (not Apple's own colors). A pairing found in use whose colors the code does not let the
  /// audit resolve fails only a strict gate: the team did not ask for it.
  public func failsGate(_ check: Check) -> Bool {
    guard let severity = severity(of: check), severity >= gate.threshold else { return false }
    let pairing = check.pairing
    if !pairing.isGated { return false }
    if check.status == .unresolved, case .discovered = pairing.origin { return gate == .strict }
    return true
  }

  /// The gate.
  ///
  /// No check fails it (see ``failsGate(_:)``), no finding at a gating severity, no input
  /// error, and something was measured.
  public var passed: Bool {
    errors.isEmpty && nothingMeasured == nil && gatingFindings.isEmpty
      && !checks.contains(where: failsGate)
  }

  /// The process exit status: 0 all pass, 1 a check failed, 2 an input error.
  public var exitStatus: Int32 {
    if !errors.isEmpty { return 2 }
    return passed ? 0 : 1
  }
}
