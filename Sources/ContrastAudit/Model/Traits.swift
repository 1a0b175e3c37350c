/// User interface style: Light or Dark Mode.
public enum Style: String, CaseIterable, Sendable, Codable {
  case light, dark
}

/// Accessibility contrast: the Increase Contrast setting.
public enum ContrastSetting: String, CaseIterable, Sendable, Codable {
  case normal, high
}

/// User interface level: base, or elevated (sheets and popovers over the base level).
public enum InterfaceLevel: String, CaseIterable, Sendable, Codable {
  case base, elevated
}

/// One combination of the traits a color can depend on.
///
/// `idiom` and `gamut` are nil unless an audited input varies along them.
public struct TraitCombination: Hashable, Sendable, Comparable {
  public var style: Style
  public var contrast: ContrastSetting
  public var level: InterfaceLevel
  /// A device idiom as asset catalogs spell it (`iphone`, `ipad`), when inputs vary by idiom.
  public var idiom: String?
  /// A display gamut as asset catalogs spell it (`sRGB`, `display-P3`), when inputs vary by it.
  public var gamut: String?

  public init(
    style: Style, contrast: ContrastSetting, level: InterfaceLevel, idiom: String? = nil,
    gamut: String? = nil
  ) {
    self.style = style
    self.contrast = contrast
    self.level = level
    self.idiom = idiom
    self.gamut = gamut
  }

  /// The eight style × contrast × level combinations every audit covers, in report order.
  public static let all: [TraitCombination] = Style.allCases.flatMap { style in
    ContrastSetting.allCases.flatMap { contrast in
      InterfaceLevel.allCases.map { TraitCombination(style: style, contrast: contrast, level: $0) }
    }
  }

  /// A stable key such as `dark-high-elevated` (plus `-ipad`, `-display-P3` when present).
  public var key: String {
    ([style.rawValue, contrast.rawValue, level.rawValue] + [idiom, gamut].compactMap { $0 })
      .joined(separator: "-")
  }

  /// A label for people: `dark · high contrast · elevated`.
  public var label: String {
    let contrastLabel = contrast == .high ? "high contrast" : "normal contrast"
    return ([style.rawValue, contrastLabel, level.rawValue] + [idiom, gamut].compactMap { $0 })
      .joined(separator: " · ")
  }

  public static func < (lhs: TraitCombination, rhs: TraitCombination) -> Bool {
    func rank(_ t: TraitCombination) -> [Int] {
      [
        Style.allCases.firstIndex(of: t.style) ?? 0,
        ContrastSetting.allCases.firstIndex(of: t.contrast) ?? 0,
        InterfaceLevel.allCases.firstIndex(of: t.level) ?? 0,
      ]
    }
    let (l, r) = (rank(lhs), rank(rhs))
    if l != r { return l.lexicographicallyPrecedes(r) }
    if lhs.idiom != rhs.idiom { return (lhs.idiom ?? "") < (rhs.idiom ?? "") }
    return (lhs.gamut ?? "") < (rhs.gamut ?? "")
  }
}
