/// UIKit's choice of a color set slot for some traits.
///
/// Appearances are tried from most to least specific, as `UITraitCollection` enumerates them
/// for an asset lookup: (style, contrast) → (style, normal) → (Any, contrast) → (Any, normal).
/// So dark + high contrast prefers a plain Dark slot over High Contrast Any. Within each
/// appearance the exact device idiom is tried before `universal`, and on a wide-gamut display
/// `display-P3` slots before gamut-neutral ones. A matched empty slot resolves to nothing:
/// UIKit does not fall back past it.
enum AssetSlotSelection {
  /// The appearances to try for some traits, most specific first.
  static func appearanceOrder(_ traits: TraitCombination) -> [(AssetSlot.Luminosity, Bool)] {
    let style: AssetSlot.Luminosity = traits.style == .dark ? .dark : .light
    let high = traits.contrast == .high
    var order: [(AssetSlot.Luminosity, Bool)] = [(style, high)]
    if high { order.append((style, false)) }
    order.append((.any, high))
    if high { order.append((.any, false)) }
    return order
  }

  static func idiomOrder(_ traits: TraitCombination) -> [String] {
    if let idiom = traits.idiom, idiom != "universal" { return [idiom, "universal"] }
    return ["universal"]
  }

  /// Gamut slots to try: on a wide-gamut display `display-P3` first, on an sRGB display `sRGB`
  /// first; then gamut-neutral slots, then the other gamut's rather than nothing.
  static func gamutOrder(display: String?) -> [String?] {
    display == "display-P3" ? ["display-P3", nil, "sRGB"] : ["sRGB", nil, "display-P3"]
  }

  /// The slot UIKit would use, or nil when no slot applies.
  static func select(_ slots: [AssetSlot], for traits: TraitCombination) -> AssetSlot? {
    for (luminosity, high) in appearanceOrder(traits) {
      for idiom in idiomOrder(traits) {
        for gamut in gamutOrder(display: traits.gamut) {
          if let slot = slots.first(where: {
            $0.luminosity == luminosity && $0.highContrast == high && $0.idiom == idiom
              && $0.gamut == gamut
          }) {
            return slot
          }
        }
      }
    }
    return nil
  }
}
