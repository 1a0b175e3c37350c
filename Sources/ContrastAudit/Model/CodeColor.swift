/// A color defined in Swift or Objective-C source, evaluated once per trait combination.
///
/// Only what the code proves is a value: anything that depends on runtime state (user
/// defaults, the network, an unknown function) is `unresolved` with the reason and the place.
public struct CodeColorValues: Hashable, Sendable {
  /// One value per combination of `TraitCombination.all`, in that order.
  public private(set) var values: [CodeColorValue]

  /// The same value in every trait combination.
  public init(constant value: CodeColorValue) {
    values = Array(repeating: value, count: TraitCombination.all.count)
  }

  /// One value per combination of `TraitCombination.all`, computed by `value(traits)`.
  public init(_ value: (TraitCombination) -> CodeColorValue) {
    values = TraitCombination.all.map(value)
  }

  /// The value for a trait combination; idiom and gamut do not change code colors.
  public func value(for traits: TraitCombination) -> CodeColorValue {
    let index =
      (traits.style == .dark ? 4 : 0) + (traits.contrast == .high ? 2 : 0)
      + (traits.level == .elevated ? 1 : 0)
    return values[index]
  }

  /// Whether every trait combination has the same value.
  public var isConstant: Bool { values.dropFirst().allSatisfy { $0 == values[0] } }

  /// The first reason a trait combination could not be evaluated, if any.
  public var unresolvedReason: String? {
    for case .unresolved(let reason) in values { return reason }
    return nil
  }
}

/// What one code color is in one trait combination.
public enum CodeColorValue: Hashable, Sendable {
  /// A color the code spells out, and where the literal that decides it is written.
  case color(RGBA, literal: SourceLocation)
  /// Another named color (a UIKit system color, an asset, another code color), optionally with
  /// its alpha changed (`.withAlphaComponent(0.5)`, `.opacity(0.5)`).
  case reference(String, alpha: AlphaChange?)
  /// The code does not prove a value here; the reason says why and where.
  case unresolved(String)
}

/// How code changes the alpha of a color it refers to.
public enum AlphaChange: Hashable, Sendable {
  /// `withAlphaComponent(_:)`: the alpha becomes this value.
  case replace(Double)
  /// SwiftUI's `opacity(_:)`: the alpha is multiplied by this value.
  case multiply(Double)

  public func applied(to alpha: Double) -> Double {
    switch self {
    case .replace(let value): value
    case .multiply(let factor): alpha * factor
    }
  }
}

/// Where a discovered pairing was found.
public enum DiscoverySource: String, Hashable, Sendable, CaseIterable {
  /// A storyboard or xib: a view's text color over its nearest ancestor's background.
  case interfaceBuilder = "interface-builder"
  /// A SwiftUI `body`: foreground style with a background on the same or an enclosing view.
  case swiftUI = "swiftui"
  /// UIKit code: `textColor`/`tintColor` and `backgroundColor` set in the same type.
  case uikit
}

/// A color as a discovered use names it.
public enum ColorUse: Hashable, Sendable {
  /// A color by its audit name: an asset, palette, code or UIKit system color.
  case named(String)
  /// A color written in place (an Interface Builder calibrated color, `UIColor(white: 0.2, …)`
  /// in a view's code), with a label for reports (`#1C1C1EFF`, `theme.cardBackground`).
  case value(CodeColorValues, label: String)
}

extension ColorUse {
  /// A color the audit cannot read in any trait combination, for the reason given.
  static func unresolved(_ reason: String, label: String) -> ColorUse {
    .value(CodeColorValues(constant: .unresolved(reason)), label: label)
  }

  /// The name reports give the color: its audit name, or the label of a color written in place.
  var label: String {
    switch self {
    case .named(let name): return name
    case .value(_, let label): return label
    }
  }

  /// Whether some trait combination has no value (a named color is resolved later).
  var isUnresolvedSomewhere: Bool {
    guard case .value(let values, _) = self else { return false }
    return values.unresolvedReason != nil
  }

  /// Whether no trait combination has a value.
  var isUnresolvedEverywhere: Bool {
    guard case .value(let values, _) = self else { return false }
    return values.values.allSatisfy { if case .unresolved = $0 { true } else { false } }
  }
}

/// A foreground drawn on a background, found where the app draws it.
public struct DiscoveredPairing: Hashable, Sendable {
  public var foreground: ColorUse
  public var background: ColorUse
  /// What a translucent background is drawn over, when the place says (a storyboard view's
  /// superview); nil: UIKit's system background.
  public var backdrop: ColorUse?
  public var role: Role
  /// The appearances the place is shown in: one when every target building it forces one.
  public var styles: [Style] = Style.allCases
  public var source: DiscoverySource
  /// Where the foreground is set: the view in the storyboard, or the assignment in code.
  public var location: SourceLocation
  /// What draws it, for people: `titleLabel in ProfileCell`, `Text in SettingsView.body`.
  public var context: String

  public init(
    foreground: ColorUse, background: ColorUse, backdrop: ColorUse? = nil, role: Role,
    source: DiscoverySource, location: SourceLocation, context: String
  ) {
    self.foreground = foreground
    self.background = background
    self.backdrop = backdrop
    self.role = role
    self.source = source
    self.location = location
    self.context = context
  }

  /// Every foreground on every background, when code leaves each side with several values.
  static func crossing(
    _ foregrounds: [ColorUse], _ backgrounds: [ColorUse], role: Role, source: DiscoverySource,
    location: SourceLocation, context: String
  ) -> [DiscoveredPairing] {
    foregrounds.flatMap { fg in
      backgrounds.map { bg in
        DiscoveredPairing(
          foreground: fg, background: bg, role: role, source: source, location: location,
          context: context)
      }
    }
  }
}
