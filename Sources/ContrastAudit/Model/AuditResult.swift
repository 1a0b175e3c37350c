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

  public init(
    side: String, name: String, color: RGBA, ratio: Double, instruction: String,
    pasteValue: String
  ) {
    self.side = side
    self.name = name
    self.color = color
    self.ratio = ratio
    self.instruction = instruction
    self.pasteValue = pasteValue
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
public struct Check: Hashable, Sendable {
  public enum Outcome: Hashable, Sendable {
    case measured(ContrastMeasurement)
    /// At least one color has no value in these traits: never passed silently.
    case unresolved([Unresolved])
  }

  public enum Status: String, Sendable {
    case passed, failed, unresolved
  }

  public var pairing: Pairing
  public var traits: TraitCombination
  /// The minimum ratio; nil for a role that is measured but not gated.
  public var minimum: Double?
  public var outcome: Outcome
  public var suggestion: Suggestion?

  public init(
    pairing: Pairing, traits: TraitCombination, minimum: Double?, outcome: Outcome,
    suggestion: Suggestion? = nil
  ) {
    self.pairing = pairing
    self.traits = traits
    self.minimum = minimum
    self.outcome = outcome
    self.suggestion = suggestion
  }

  public var measurement: ContrastMeasurement? {
    if case .measured(let measurement) = outcome { return measurement }
    return nil
  }

  /// Compared unrounded with `>=`, as WCAG's Understanding documents require.
  public var status: Status {
    switch outcome {
    case .unresolved: return .unresolved
    case .measured(let measurement):
      guard let minimum else { return .passed }
      return measurement.ratio >= minimum ? .passed : .failed
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

  public init(
    toolVersion: String, level: ConformanceLevel, checks: [Check], findings: [Finding],
    diagnostics: [Diagnostic]
  ) {
    self.toolVersion = toolVersion
    self.level = level
    self.checks = checks
    self.findings = findings
    self.diagnostics = diagnostics
  }

  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
  public var warnings: [Diagnostic] { diagnostics.filter { $0.severity != .error } }
  public var failedChecks: [Check] { checks.filter { $0.status == .failed } }
  public var unresolvedChecks: [Check] { checks.filter { $0.status == .unresolved } }
  /// Findings that gate: warnings and errors (notes are advice).
  public var gatingFindings: [Finding] { findings.filter { $0.severity >= .warning } }

  /// The gate: every check passes, nothing is unresolved, no gating finding, no input error.
  public var passed: Bool {
    errors.isEmpty && checks.allSatisfy { $0.status == .passed } && gatingFindings.isEmpty
  }

  /// The process exit status: 0 all pass, 1 a check failed, 2 an input error.
  public var exitStatus: Int32 {
    if !errors.isEmpty { return 2 }
    return passed ? 0 : 1
  }
}
