/// What a pairing's foreground is, which decides its WCAG minimum.
public enum Role: String, CaseIterable, Sendable, Codable {
  /// Body text: WCAG 1.4.3 (4.5:1 at AA, 7:1 at AAA).
  case text
  /// Large-scale text, at least 18 pt or 14 pt bold: 3:1 at AA, 4.5:1 at AAA.
  case largeText = "large-text"
  /// Icons, borders and component states: WCAG 1.4.11, 3:1.
  case nonText = "non-text"
  /// Decoration, disabled controls and other content WCAG exempts: measured, never gated.
  case decorative
}

/// Whether a pairing was declared in a pairings file or found where the app draws it.
public enum PairingOrigin: Hashable, Sendable {
  case declared
  /// From a built-in rule pack that a pairings file includes.
  case pack(String)
  case discovered(DiscoverySource)

  /// `declared`, `pack` or `discovered` for reports that carry one word.
  public var label: String {
    switch self {
    case .declared: "declared"
    case .pack: "pack"
    case .discovered: "discovered"
    }
  }
}

/// The WCAG conformance level that sets the role minimums.
public enum ConformanceLevel: String, CaseIterable, Sendable, Codable {
  case AA, AAA
}

/// A semantic color pairing: a foreground drawn on a background, optionally over a backdrop.
public struct Pairing: Hashable, Sendable {
  public var foreground: String
  public var background: String
  /// What a translucent background sits on; defaults to `systemBackground` in the same traits.
  public var backdrop: String?
  public var role: Role
  /// An explicit minimum ratio that replaces the role's.
  public var minimum: Double?
  /// The interface levels the pairing appears at; both by default.
  public var levels: [InterfaceLevel]
  /// The appearances the pairing is shown in; both by default, one for an app that sets
  /// `UIUserInterfaceStyle` (it never follows the system's Dark Mode, or its Light).
  public var styles: [Style] = Style.allCases
  /// Where the pairing was declared: a pairings file, or a built-in pack in `Rules/`.
  public var location: SourceLocation
  /// What people call it (`"Timestamp under a post"`), when the pairings file names it.
  public var name: String?
  /// A remark from the pairings file; for a discovered pairing, where it was found.
  public var note: String?
  /// Whether the pairing was declared in a file or discovered where the app draws it.
  public var origin: PairingOrigin = .declared
  /// Both colors are UIKit's own.
  ///
  /// A failure is then Apple's design, which the team cannot change: reported, and gated only
  /// when the team declared the pairing itself.
  public var usesOnlySystemColors = false

  /// Whether a failure or an unresolved color of this pairing fails the gate.
  public var isGated: Bool {
    switch origin {
    case .declared: true
    case .pack, .discovered: !usesOnlySystemColors
    }
  }

  public init(
    foreground: String, background: String, backdrop: String? = nil, role: Role = .text,
    minimum: Double? = nil, levels: [InterfaceLevel] = InterfaceLevel.allCases,
    location: SourceLocation
  ) {
    self.foreground = foreground
    self.background = background
    self.backdrop = backdrop
    self.role = role
    self.minimum = minimum
    self.levels = levels
    self.location = location
  }

  /// The title reports lead with: a discovered pairing says what draws it and that it was found
  /// in use (`text of titleLabel in ProfileCell on contentView: label on Card [found in use]`).
  public var reportTitle: String {
    let apple = isGated ? "" : " [Apple's colors, not gated]"
    // The name people gave the pairing ("Timestamp under a post") leads wherever it is shown.
    let named = (name.map { "\($0): " } ?? "") + title
    guard case .discovered = origin else { return named + apple }
    return named + " [found in use]" + apple
  }

  /// `Brand/Caption on systemBackground` (and `over backdrop` when there is one).
  public var title: String {
    "\(foreground) on \(background)" + (backdrop.map { " over \($0)" } ?? "")
  }

  /// Hashes the colors and where the pairing is, which tell pairings apart in practice.
  ///
  /// Equality still compares every member. Reports hash each of tens of thousands of pairings.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(foreground)
    hasher.combine(background)
    hasher.combine(location.line)
    hasher.combine(location.column)
  }
}

/// Minimum contrast ratios by conformance level and role (`Rules/thresholds.json`).
public struct Thresholds: Sendable, Hashable {
  public var minimums: [ConformanceLevel: [Role: Double]]
  /// An optional stricter minimum under Increase Contrast, by level and role.
  public var highContrastMinimums: [ConformanceLevel: [Role: Double]]

  public init(
    minimums: [ConformanceLevel: [Role: Double]],
    highContrastMinimums: [ConformanceLevel: [Role: Double]] = [:]
  ) {
    self.minimums = minimums
    self.highContrastMinimums = highContrastMinimums
  }

  /// WCAG 2.2's own numbers, used when no `Rules/thresholds.json` is at hand.
  public static let wcag22 = Thresholds(minimums: [
    .AA: [.text: 4.5, .largeText: 3, .nonText: 3],
    .AAA: [.text: 7, .largeText: 4.5, .nonText: 3],
  ])

  /// The minimum for a role in some traits; nil means the role is not gated (decorative).
  public func minimum(for role: Role, level: ConformanceLevel, contrast: ContrastSetting)
    -> Double?
  {
    let base = minimums[level]?[role]
    guard contrast == .high, let stricter = highContrastMinimums[level]?[role] else { return base }
    return max(base ?? 0, stricter)
  }
}
