/// Checks of one pairing that a person reads as one: the trait combinations where the pairing
/// shows the same colors and gets the same verdict.
///
/// A pairing is checked in eight trait combinations, but most colors have no High Contrast
/// variant and no level difference, so many of the eight are the same measurement. The terminal
/// and markdown reports show one row or column per group, labelled with the combinations it
/// stands for, so nothing is lost: every failing combination is named in its group's label.
struct TraitGroup {
  /// The checks, in canonical trait order; never empty.
  var checks: [Check]

  /// The first check, standing for all of them (they share colors, minimum and verdict).
  var representative: Check { checks[0] }

  var status: Check.Status { representative.status }

  /// The combinations as people read them: `dark · high contrast · base & elevated`,
  /// `all trait combinations`.
  var label: String { TraitLabel.text(checks.map(\.traits)) }

  /// Groups `checks` by what a reader sees, in the order of each group's first check.
  ///
  /// Two checks join when they share idiom and gamut, minimum and verdict, and either resolve
  /// to the same foreground, background and backdrop colors, or are unresolved for the same
  /// reasons.
  static func collapse(_ checks: [Check]) -> [TraitGroup] {
    var groups: [TraitGroup] = []
    var index: [Key: Int] = [:]
    for check in checks.sorted(by: { $0.traits < $1.traits }) {
      let key = Key(check)
      if let position = index[key] {
        groups[position].checks.append(check)
      } else {
        index[key] = groups.count
        groups.append(TraitGroup(checks: [check]))
      }
    }
    return groups
  }

  /// The distinct suggestions of `checks`, each with the checks it is for, in order.
  ///
  /// Suggestions that make the same change (side, color name, value) are one: the longest
  /// instruction is kept, as it carries the most caveats, and the lowest ratio reached.
  static func suggestions(_ checks: [Check]) -> [(suggestion: Suggestion, checks: [Check])] {
    var entries: [(suggestion: Suggestion, checks: [Check])] = []
    for check in checks {
      guard let suggestion = check.suggestion else { continue }
      guard
        let index = entries.firstIndex(where: {
          $0.suggestion.side == suggestion.side && $0.suggestion.name == suggestion.name
            && $0.suggestion.color.hexString == suggestion.color.hexString
            && $0.suggestion.pasteValue == suggestion.pasteValue
        })
      else {
        entries.append((suggestion, [check]))
        continue
      }
      entries[index].checks.append(check)
      if suggestion.instruction.count > entries[index].suggestion.instruction.count {
        entries[index].suggestion.instruction = suggestion.instruction
      }
      entries[index].suggestion.ratio = min(entries[index].suggestion.ratio, suggestion.ratio)
    }
    return entries
  }

  /// What must be equal for two checks to share a row.
  private struct Key: Hashable {
    var idiom: String?
    var gamut: String?
    var minimum: Double?
    var status: Check.Status
    var colors: [String]
    var unresolved: String

    init(_ check: Check) {
      idiom = check.traits.idiom
      gamut = check.traits.gamut
      minimum = check.minimum
      status = check.status
      if let m = check.measurement {
        colors = [m.foreground.color.hexString, m.background.color.hexString]
        // A backdrop only shows through a translucent background.
        if m.background.color.alpha < 1, let backdrop = m.backdrop {
          colors.append(backdrop.color.hexString)
        }
        unresolved = ""
      } else {
        colors = []
        unresolved = ReportText.unresolvedReasons(check)
      }
    }
  }
}

/// Labels for a set of trait combinations, short enough for a table header.
///
/// The set is split into blocks, each a choice of appearance, contrast and level where any of
/// the three may be both values (`light · normal & high contrast · base & elevated`), taking
/// the largest block first so the label stays short; the eight combinations together read
/// `all trait combinations`. Idiom and gamut, when present, follow. The same set always gets
/// the same label.
enum TraitLabel {
  /// One block: the values taken on each axis.
  struct Block: Equatable {
    var styles: [Style]
    var contrasts: [ContrastSetting]
    var levels: [InterfaceLevel]

    var isEverything: Bool {
      styles.count == Style.allCases.count && contrasts.count == ContrastSetting.allCases.count
        && levels.count == InterfaceLevel.allCases.count
    }

    var combinations: [TraitCombination] {
      styles.flatMap { style in
        contrasts.flatMap { contrast in
          levels.map { TraitCombination(style: style, contrast: contrast, level: $0) }
        }
      }
    }

    /// The three axes as words: `["dark", "normal & high contrast", "elevated"]`.
    var parts: [String] {
      let style = styles.map(\.rawValue).joined(separator: " & ")
      let contrast = contrasts.map(\.rawValue).joined(separator: " & ") + " contrast"
      let level = levels.map(\.rawValue).joined(separator: " & ")
      return [style, contrast, level]
    }

    /// `dark · normal & high contrast · elevated`.
    var text: String { isEverything ? "all trait combinations" : parts.joined(separator: " · ") }
  }

  /// Every block in the order the greedy split tries them: the largest first, then in the
  /// canonical order of their axes.
  static let candidates: [Block] = {
    func choices<T: CaseIterable>(_: T.Type) -> [[T]] where T.AllCases == [T] {
      T.allCases.map { [$0] } + [T.allCases]
    }
    var blocks: [Block] = []
    for styles in choices(Style.self) {
      for contrasts in choices(ContrastSetting.self) {
        for levels in choices(InterfaceLevel.self) {
          blocks.append(Block(styles: styles, contrasts: contrasts, levels: levels))
        }
      }
    }
    // A stable sort: equal sizes keep the nested order above.
    return blocks.enumerated().sorted {
      ($0.element.combinations.count, -$0.offset) > ($1.element.combinations.count, -$1.offset)
    }.map(\.element)
  }()

  /// The blocks that cover exactly the style × contrast × level part of `traits`, in
  /// canonical order.
  static func blocks(_ traits: [TraitCombination]) -> [Block] {
    var set = 0
    for combination in traits {
      let style = Style.allCases.firstIndex(of: combination.style) ?? 0
      let contrast = ContrastSetting.allCases.firstIndex(of: combination.contrast) ?? 0
      let level = InterfaceLevel.allCases.firstIndex(of: combination.level) ?? 0
      set |=
        1
        << ((style * ContrastSetting.allCases.count + contrast) * InterfaceLevel.allCases.count
          + level)
    }
    return blocksBySet[set]
  }

  /// The blocks of every set of base combinations, by the set's bits (a combination's bit is its
  /// place in canonical order): there are only 256, and a large app's reports label hundreds of
  /// thousands of results.
  private static let blocksBySet: [[Block]] = {
    let base = Style.allCases.flatMap { style in
      ContrastSetting.allCases.flatMap { contrast in
        InterfaceLevel.allCases.map {
          TraitCombination(style: style, contrast: contrast, level: $0)
        }
      }
    }
    return (0..<(1 << base.count)).map { set in
      chooseBlocks(Set(base.indices.filter { set & (1 << $0) != 0 }.map { base[$0] }))
    }
  }()

  /// The greedy split of a set of base combinations into blocks.
  private static func chooseBlocks(_ combinations: Set<TraitCombination>) -> [Block] {
    var remaining = combinations
    var chosen: [Block] = []
    while !remaining.isEmpty {
      guard
        let block = candidates.first(where: { remaining.isSuperset(of: $0.combinations) })
      else { break }
      chosen.append(block)
      remaining.subtract(block.combinations)
    }
    // Every block has a combination, the first in canonical order.
    return chosen.sorted { $0.combinations[0] < $1.combinations[0] }
  }

  /// `light · normal & high contrast · base & elevated; dark · high contrast · base`, with the
  /// idiom and gamut the combinations share appended (`· ipad · display-P3`).
  static func text(_ traits: [TraitCombination]) -> String {
    let label = blocks(traits).map(\.text).joined(separator: "; ")
    return ([label] + variant(traits)).joined(separator: " · ")
  }

  /// The idiom and gamut of the combinations, when they have one.
  static func variant(_ traits: [TraitCombination]) -> [String] {
    guard let first = traits.first else { return [] }
    return [first.idiom, first.gamut].compactMap { $0 }
  }
}
