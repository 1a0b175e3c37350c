/// `Color.accentColor` where a SwiftUI view sets it for the views inside it.
///
/// `.accentColor(_:)` sets the accent color "for this view and the views it contains": a
/// `Color.accentColor` under it draws the modifier's color, not the app's accent color. The
/// modifier is on an enclosing view of the same body, or on a view that makes this one (Winston's
/// `Tabber` sets the theme's accent on the tab view every screen is shown in). Where every place
/// that shows a view sets one color, the accent is that color; where places differ, or the code
/// does not say, it is unresolved, with the place that sets it.
extension SwiftUIPairings {
  /// What `Color.accentColor` is where an enclosing view sets it.
  enum Accent: Hashable {
    /// The color an `.accentColor(…)` gives it.
    case color(ColorUse)
    /// Set, but to what the code does not say (or not the same everywhere): why.
    case unresolved(String)
  }

  /// An `.accentColor(…)` modifier with a color: the tokens of the view it modifies, and its
  /// argument.
  struct AccentModifier {
    /// From the base of the modified view's chain to the `.` before `accentColor`.
    let view: Range<Int>
    let argument: Range<Int>
    /// The `accentColor` token.
    let name: Int
  }

  /// The file's `.accentColor(…)` modifiers, but `.accentColor(nil)` (which keeps the
  /// inherited accent).
  func accentModifiers(in source: SourceFile) -> [AccentModifier] {
    source.positions(of: "accentColor", in: 0..<source.count).compactMap { name in
      guard name >= 2, source.isPunctuation(name - 1, "."), source.isPunctuation(name + 1, "("),
        source.match[name + 1] > name + 2,
        !source.isIdentifier(name + 2, "nil")
          || source.match[name + 1] != name + 3,
        // `Color.accentColor`, `.accentColor` as a value, is no modifier.
        !source.isIdentifier(name - 2, "Color"),
        let chain = chain(containing: name - 1, source), chain.base < name - 1
      else { return nil }
      return AccentModifier(
        view: chain.base..<(name - 1), argument: (name + 2)..<source.match[name + 1], name: name)
    }
  }

  /// The innermost of `modifiers` whose view holds the token at `k`.
  static func enclosingAccent(of k: Int, among modifiers: [AccentModifier]) -> AccentModifier? {
    modifiers.filter { $0.view.contains(k) }.max { $0.view.lowerBound < $1.view.lowerBound }
  }

  /// The accent `modifier` sets, read in the type that holds it.
  func accent(set modifier: AccentModifier, file: Int, holder: String?) -> Accent {
    let source = index.files[file]
    let place = "\(source.path):\(source[modifier.name].line)"
    let uses = reader.uses(modifier.argument, file: file, selfType: holder, flavor: .swiftUI)
    guard uses.count == 1, let use = uses.first else {
      return .unresolved(
        "Color.accentColor is set by .accentColor(…) at \(place), to a color that depends on "
          + "state")
    }
    if case .value(let values, _) = use, let reason = values.unresolvedReason,
      use.isUnresolvedEverywhere
    {
      return .unresolved("Color.accentColor is set by .accentColor(…) at \(place): \(reason)")
    }
    return .color(use)
  }

  /// The accent each of `holders` is shown with, where some view that makes it (or makes a
  /// view that makes it, and so on) sets one around it.
  ///
  /// A holder every place shows with the same color has that color; one shown with different
  /// colors, or with one in some places and the app's accent in others, is unresolved.
  func inheritedAccents(of holders: Set<String>, makers: ViewMakers) -> [String: Accent] {
    guard !holders.isEmpty else { return [:] }
    var modifiersByFile: [Int: [AccentModifier]] = [:]
    func modifiers(in file: Int) -> [AccentModifier] {
      if let known = modifiersByFile[file] { return known }
      let found = accentModifiers(in: index.files[file])
      modifiersByFile[file] = found
      return found
    }
    /// The accents set around the places that show `holder`, and whether some place sets none.
    struct Paths {
      var set: [(file: Int, modifier: AccentModifier, holder: String?)] = []
      var unset = false
    }
    var memo: [String: Paths] = [:]
    var visiting = Set<String>()
    func paths(of holder: String) -> Paths {
      if let known = memo[holder] { return known }
      guard visiting.insert(holder).inserted else { return Paths(unset: true) }
      defer { visiting.remove(holder) }
      var found = Paths()
      let places = places(naming: holder, makers)
      if places.isEmpty { found.unset = true }
      for (file, k) in places {
        let source = index.files[file]
        // Named but not made here (`Foo.self`, a type in a generic): what shows it is unknown.
        guard source.isPunctuation(k + 1, "(") || source.isPunctuation(k + 1, "{") else {
          found.unset = true
          continue
        }
        let outer = holderType(of: k, file: file)
        if let modifier = Self.enclosingAccent(of: k, among: modifiers(in: file)) {
          found.set.append((file, modifier, outer))
        } else if let outer {
          let inherited = paths(of: outer)
          found.set += inherited.set
          found.unset = found.unset || inherited.unset
        } else {
          found.unset = true
        }
      }
      memo[holder] = found
      return found
    }
    var result: [String: Accent] = [:]
    for holder in holders.sorted() {
      let found = paths(of: holder)
      guard let first = found.set.first else { continue }
      let accents = found.set.map { accent(set: $0.modifier, file: $0.file, holder: $0.holder) }
      if !found.unset, let only = accents.first, accents.allSatisfy({ $0 == only }) {
        result[holder] = only
        continue
      }
      // Worded alike for every view: reasons of one expression merge across the views.
      let source = index.files[first.file]
      result[holder] = .unresolved(
        "Color.accentColor is set by .accentColor(…) where the view is shown, and "
          + "\(found.unset ? "not everywhere" : "to other colors elsewhere") "
          + "(\(source.path):\(source[first.modifier.name].line))")
    }
    return result
  }

  /// Whether a side of `pairing` draws `Color.accentColor`.
  static func drawsAccent(_ pairing: DiscoveredPairing) -> Bool {
    [pairing.foreground, pairing.background].contains(where: isAccent)
      || pairing.backdrop.map(isAccent) == true
  }

  private static func isAccent(_ use: ColorUse) -> Bool {
    switch use {
    case .named(let name): return name == accentName
    case .value(let values, _):
      return values.values.contains {
        if case .reference(accentName, _) = $0 { true } else { false }
      }
    }
  }

  /// The name `Color.accentColor` reads (see ``BuiltInColors``).
  static let accentName = "AccentColor"

  /// `pairing` with `Color.accentColor` drawn as `accent`.
  static func drawing(_ accent: Accent, in pairing: DiscoveredPairing) -> DiscoveredPairing {
    var changed = pairing
    changed.foreground = replacingAccent(in: pairing.foreground, with: accent)
    changed.background = replacingAccent(in: pairing.background, with: accent)
    changed.backdrop = pairing.backdrop.map { replacingAccent(in: $0, with: accent) }
    return changed
  }

  private static func replacingAccent(in use: ColorUse, with accent: Accent) -> ColorUse {
    switch use {
    case .named(let name):
      guard name == accentName else { return use }
      switch accent {
      case .color(let color): return color
      case .unresolved(let reason): return .unresolved(reason, label: "Color.accentColor")
      }
    case .value(let values, let label):
      guard isAccent(use) else { return use }
      let replaced = CodeColorValues { traits -> CodeColorValue in
        let value = values.value(for: traits)
        guard case .reference(accentName, let alpha) = value else { return value }
        switch accent {
        case .unresolved(let reason): return .unresolved(reason)
        case .color(.named(let name)): return .reference(name, alpha: alpha)
        case .color(.value(let accentValues, _)):
          return withAlpha(alpha, accentValues.value(for: traits))
        }
      }
      return .value(replaced, label: label)
    }
  }

  /// `value` with the alpha change of the expression that refers to it applied after its own.
  private static func withAlpha(_ outer: AlphaChange?, _ value: CodeColorValue) -> CodeColorValue {
    guard let outer else { return value }
    switch value {
    case .color(var color, let literal):
      color.alpha = outer.applied(to: color.alpha)
      return .color(color, literal: literal)
    case .reference(let name, let inner):
      switch (inner, outer) {
      case (nil, _), (_, .replace): return .reference(name, alpha: outer)
      case (.replace(let alpha)?, .multiply(let factor)):
        return .reference(name, alpha: .replace(alpha * factor))
      case (.multiply(let first)?, .multiply(let second)):
        return .reference(name, alpha: .multiply(first * second))
      }
    case .unresolved:
      return value
    }
  }
}

extension SwiftUIPairings {
  /// Whether the file names the asset `AccentColor` in a string (`Color("AccentColor")`): the
  /// audit reads it and `Color.accentColor` as one name.
  static func namesAccentAsset(_ source: SourceFile) -> Bool {
    (0..<source.count).contains { source[$0].kind == .string && source[$0].text == accentName }
  }

  /// An enclosing `.accentColor(…)` in a file that also names the asset `AccentColor`.
  static func ambiguousAccent(at modifier: AccentModifier, _ source: SourceFile) -> Accent {
    .unresolved(
      "Color.accentColor is set by .accentColor(…) at \(source.path):"
        + "\(source[modifier.name].line), and this file also names the asset AccentColor, which "
        + "that does not change")
  }
}
