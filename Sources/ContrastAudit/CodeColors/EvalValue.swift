/// A value the code evaluator computes from source, for one trait combination.
indirect enum EvalValue {
  /// An integer. `typed` when it has an integer type (`Int`, `UInt64`, a variable); a bare
  /// literal takes the type of what it meets, so `51 / 255` in a `CGFloat` context is 0.2.
  case int(Int64, typed: Bool)
  case float(Double)
  case string(String)
  case bool(Bool)
  case color(CodeColorValue)
  /// A trait collection: the provider's argument, or `UITraitCollection(userInterfaceStyle:)`.
  case traits(TraitOverride)
  /// An enum case of UIKit or SwiftUI (`dark`, `high`, `elevated`, `sRGB`).
  case symbol(String)
  /// An instance of a project type: a theme with its fields, or an enum case (`case` field).
  case object(type: String, fields: [String: EvalValue])
  /// A type used as a value: `UIColor`, `Color`, `Theme`.
  case type(String)
  case closure(Closure)
  /// `Scanner(string:)` / `[NSScanner scannerWithString:]`.
  case scanner(text: [UInt8], location: Int, skipsHash: Bool)
  /// `(a, b)`: a tuple, as `switch (style, level)` uses.
  case tuple([EvalValue])
  /// `[a, b, c]`: an array literal's elements, with the stored property it is the value of,
  /// whose element the code may pick by an index it does not decide (`styles[index]`).
  case array([EvalValue], origin: ArrayOrigin?)
  /// `&name`: an argument passed in-out.
  case inOut(String)
  case none
  case void
  case unresolved(String)

  var isUnresolved: Bool {
    if case .unresolved = self { return true }
    return false
  }

  /// Why the value is not known: its reason, or that of the first argument the audit could
  /// not read of an instance built memberwise (`RoundedRectangle(cornerRadius: 16, fill:
  /// tint)`, drawn where a color is expected).
  var unknownReason: String? {
    switch self {
    case .unresolved(let reason): reason
    case .object(_, let fields): fields[CodeEvaluator.unknownArgumentField]?.unknownReason
    default: nil
    }
  }

  /// Holds no color and no closure, which carry where they were reached from.
  var isSameEverywhere: Bool {
    switch self {
    case .color, .closure: false
    case .object(_, let fields): fields.values.allSatisfy(\.isSameEverywhere)
    case .tuple(let values), .array(let values, _): values.allSatisfy(\.isSameEverywhere)
    default: true
    }
  }

  /// Holds no closure, which captures the frame that made it.
  var holdsNoClosure: Bool {
    switch self {
    case .closure: false
    case .object(_, let fields): fields.values.allSatisfy(\.holdsNoClosure)
    case .tuple(let values), .array(let values, _): values.allSatisfy(\.holdsNoClosure)
    default: true
    }
  }

  var number: Double? {
    switch self {
    case .int(let value, _): Double(value)
    case .float(let value): value
    default: nil
    }
  }

  var integer: Int64? {
    switch self {
    case .int(let value, _): value
    case .float(let value) where value == value.rounded() && abs(value) < 9e18: Int64(value)
    default: nil
    }
  }
}

/// The stored property an array literal is the value of (`let avatarColors = [...]`).
struct ArrayOrigin {
  var key: MemberKey
  var name: String
}

/// A closure or block: `{ traits in … }`, `{ $0.userInterfaceStyle == .dark ? a : b }`,
/// `^UIColor *(UITraitCollection *traits) { … }`.
struct Closure {
  var file: Int
  var parameters: [String]
  var body: Range<Int>
  /// Captured locals of the frame that made it.
  var captured: [String: EvalValue]
  var selfType: String?
  var selfValue: EvalValue?
}

/// The traits a trait collection states; the rest come from the traits being evaluated.
struct TraitOverride: Hashable {
  var style: Style?
  var contrast: ContrastSetting?
  var level: InterfaceLevel?

  func applied(to traits: TraitCombination) -> TraitCombination {
    var result = traits
    if let style { result.style = style }
    if let contrast { result.contrast = contrast }
    if let level { result.level = level }
    return result
  }
}

/// The UIKit and SwiftUI spellings of trait values, in Swift and Objective-C.
enum TraitSymbols {
  static let objectiveC: [String: String] = [
    "UIUserInterfaceStyleDark": "dark", "UIUserInterfaceStyleLight": "light",
    "UIUserInterfaceStyleUnspecified": "unspecified",
    "UIAccessibilityContrastHigh": "high", "UIAccessibilityContrastNormal": "normal",
    "UIAccessibilityContrastUnspecified": "unspecified",
    "UIUserInterfaceLevelElevated": "elevated", "UIUserInterfaceLevelBase": "base",
    "UIUserInterfaceLevelUnspecified": "unspecified",
  ]
  /// Type names whose members are plain symbols.
  static let enumTypes: Set<String> = [
    "UIUserInterfaceStyle", "UIAccessibilityContrast", "UIUserInterfaceLevel", "ColorScheme",
    "ColorSchemeContrast",
  ]
}
