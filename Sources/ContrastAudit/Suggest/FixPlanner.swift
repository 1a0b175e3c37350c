import Foundation

/// Plans one fix per color slot, checked against every check that reads the slot.
///
/// 1. Every measured, gated check is indexed by the slots its colors come from (the color set
///    appearance, palette variant or code literal of the first user color on the resolution
///    path; a UIKit system color is a slot of its own per check, since it can only be replaced).
/// 2. For each slot a failing check touches, the nearest value (OKLCH, hue kept, lightness moved)
///    that makes *every* check reading the slot pass is searched; where none exists, the slot is
///    split along a trait axis it can vary by (a Dark or High Contrast appearance, a palette
///    variant) and each part searched on its own.
/// 3. Each failing check picks the side whose fix is the smaller change, user colors before
///    system colors and a single value before a split.
/// 4. Chosen fixes are applied one at a time in report order, each re-checked against the
///    colors as already changed, so a later fix never breaks what an earlier one repaired; a
///    check still failing then tries its other side.
///
/// Every value is verified exactly as it is pasted or written (three-decimal components and the
/// 8-bit hex reports show), so a planned fix never fails on re-audit.
struct FixPlanner {
  let resolver: Resolver
  let checks: [Check]

  /// The role a slot plays in a check.
  enum Role: Int {
    case foreground, background, backdrop
  }

  /// One place that decides a color.
  enum SlotKey: Hashable {
    case asset(name: String, index: Int)
    case palette(name: String, key: String)
    case codeLiteral(name: String, literal: SourceLocation)
    case codeReference(name: String, target: String)
    /// A system color, or a color spelled in place, where one pairing uses it: it can only be
    /// replaced there (`place` names the pairing).
    case fixed(name: String, place: String)
  }

  /// A slot with what the plan needs to change it.
  struct Slot {
    var key: SlotKey
    var name: String
    var location: SourceLocation
    /// How a new value is written, which decides its rounding.
    var format: Suggester.PasteFormat
    /// "the Dark appearance", "the \"dark\" variant", "the literal at Theme.swift:12:18".
    var label: String
    var isUser: Bool
    /// The value today (the first use's, for a reference that varies by traits).
    var original: RGBA
    var uses: [(check: Int, role: Role)] = []
    /// The definition, for splits and edits.
    var definition: ColorDefinition?
    /// For a slot a split adds to a color set: the appearance it adds.
    var newAsset: AssetSlot?
  }

  /// The colors of one check, as indices into the slots, and what it is compared with.
  struct Use {
    var foreground: Int
    var background: Int
    var backdrop: Int?
    /// The colors measured today.
    ///
    /// A slot holding a reference (`systemBackground`) has a different color in each trait
    /// combination, so colors are kept per check.
    var foregroundColor: RGBA
    var backgroundColor: RGBA
    var backdropColor: RGBA?
    /// Their relative luminances (used only while opaque).
    var foregroundLuminance: Double
    var backgroundLuminance: Double
    var systemBackground: RGBA?
    var style: Style
    var minimum: Double

    func color(_ role: Role) -> RGBA? {
      switch role {
      case .foreground: foregroundColor
      case .background: backgroundColor
      case .backdrop: backdropColor
      }
    }
  }

  // MARK: - Index

  /// Whether a pairing can read a slot of the failing checks: it is one of their pairings (a
  /// system color or one spelled in place is a slot of its pairing), or it names one of the
  /// app's colors on their resolution paths, or a code color (an alias can lead to any).
  func relevance(to failing: [Int]) -> (Pairing) -> Bool {
    func key(_ pairing: Pairing) -> String {
      [
        pairing.foreground, pairing.background, pairing.backdrop ?? "",
        pairing.location.description,
      ]
      .joined(separator: "\n")
    }
    var names = Set<String>()
    var pairings = Set<String>()
    /// The app's colors on a resolution path (not UIKit's, not one spelled in place).
    func addAppColors(of color: ResolvedColor) {
      names.formUnion(color.path.filter { resolver.palette[$0] != nil && !$0.hasPrefix("#") })
    }
    // A color of the audit's table is read once, however many checks share it.
    let table = failing.first.flatMap { checks[$0].tableEntry?.table }
    var seenColors = [Bool](repeating: false, count: table?.colors.count ?? 0)
    for (n, check) in failing.enumerated() {
      // A pairing's checks are consecutive: its key is made once.
      if n == 0 || !checks[check].hasSamePairing(as: checks[failing[n - 1]]) {
        pairings.insert(key(checks[check].pairing))
      }
      if let (checkTable, entry) = checks[check].tableEntry, checkTable === table {
        // As `resolvedColors`: nothing of a check with a color unresolved.
        guard checkTable.isResolved(entry) else { continue }
        for id in [entry.foreground, entry.background, entry.backdrop] where id >= 0 {
          guard !seenColors[Int(id)] else { continue }
          seenColors[Int(id)] = true
          addAppColors(of: checkTable.colors[Int(id)])
        }
        continue
      }
      guard let colors = checks[check].resolvedColors else { continue }
      for color in [colors.foreground, colors.background] + [colors.backdrop].compactMap({ $0 }) {
        addAppColors(of: color)
      }
    }
    var known: [String: Bool] = [:]
    func reaches(_ name: String) -> Bool {
      if let answer = known[name] { return answer }
      let color = resolver.color(named: name)
      var answer = names.contains(name) || color.map { names.contains($0.name) } ?? false
      // A code color that refers to another color may be an alias of one on the paths.
      if case .code(let values)? = color?.definition,
        values.values.contains(where: {
          if case .reference = $0 { return true }
          return false
        })
      {
        answer = true
      }
      known[name] = answer
      return answer
    }
    return { pairing in
      reaches(pairing.foreground) || reaches(pairing.background)
        || pairing.backdrop.map(reaches) ?? false || pairings.contains(key(pairing))
    }
  }

  struct DescribedKey: Hashable {
    var name: String
    var traits: TraitCombination
  }

  struct Index {
    var slots: [Slot] = []
    var slotIndex: [SlotKey: Int] = [:]
    /// By check index; nil for checks that are not measured and gated.
    var uses: [Use?] = []
  }

  /// Indexes the measured, gated checks; with `failing`, only those that can read a slot of a
  /// failing check: a check whose colors reach none of the names on the failing checks'
  /// resolution paths reads none of their slots, so no fix can change it.
  func buildIndex(relevantTo failing: [Int]? = nil) -> Index {
    var index = Index()
    index.uses = Array(repeating: nil, count: checks.count)
    var systemBackgrounds: [TraitCombination: RGBA?] = [:]
    var describedSlots: [DescribedKey: Int] = [:]
    // Checks of an evaluated audit share one table of resolved colors, one per name and traits
    // (or shared by equal traits): a color's index there stands for its name, found without
    // hashing the name.
    let table = checks.first?.tableEntry?.table
    let traitCount = table?.traits.count ?? 0
    var slotByColor = [Int](repeating: -1, count: (table?.colors.count ?? 0) * traitCount)
    /// `systemBackgrounds` by the table's index of the traits, found without hashing them.
    var systemBackgroundByTraitIndex = [RGBA??](repeating: nil, count: traitCount)
    /// Each table color's relative luminance, NaN until a check needs it.
    var luminanceByColor = [Double](repeating: .nan, count: table?.colors.count ?? 0)
    let isRelevant = failing.map(relevance(to:))
    var previous: (check: Int, relevant: Bool)?
    var pairing = checks.first?.pairing
    /// Slots of the current pairing's own (a system color, a color spelled in place), by the
    /// color's index in the table: its checks are consecutive.
    var pairingSlots: [(color: Int32, slot: Int)] = []
    for (i, check) in checks.enumerated() {
      // A pairing's checks are consecutive: it is read and judged once.
      let samePairing = previous.map { checks[$0.check].hasSamePairing(as: check) } ?? false
      if !samePairing {
        pairing = check.pairing
        pairingSlots.removeAll(keepingCapacity: true)
      }
      guard let pairing else { continue }
      if let isRelevant {
        let relevant = samePairing ? previous?.relevant ?? false : isRelevant(pairing)
        previous = (i, relevant)
        if !relevant { continue }
      } else {
        previous = (i, true)
      }
      guard pairing.isGated else { continue }
      // A check of the audit's table is read by its colors' indices: its resolved colors are
      // not copied, and each color's luminance is computed once.
      let entry = check.tableEntry.flatMap { $0.table === table ? $0.entry : nil }
      let own = entry == nil ? check.resolvedColors : nil
      let minimum: Double?
      if let entry, let table {
        guard table.isResolved(entry) else { continue }
        minimum = table.minimum(of: entry)
      } else {
        guard own != nil else { continue }
        minimum = check.minimum
      }
      guard let minimum else { continue }
      let traits = check.traits
      /// The index in the table of the check's color in a role; nil for a check of its own.
      func colorIndex(_ role: Role) -> Int32? {
        guard let entry else { return nil }
        let id: Int32
        switch role {
        case .foreground: id = entry.foreground
        case .background: id = entry.background
        case .backdrop: id = entry.backdrop
        }
        return id >= 0 ? id : nil
      }
      func color(_ role: Role) -> ResolvedColor? {
        guard let own else { return colorIndex(role).flatMap { table?.colors[Int($0)] } }
        switch role {
        case .foreground: return own.foreground
        case .background: return own.background
        case .backdrop: return own.backdrop
        }
      }
      /// A color's value and luminance; from the table, the luminance once per color.
      func measured(_ role: Role) -> (value: RGBA, luminance: Double)? {
        guard let id = colorIndex(role), let table else {
          return color(role).map { ($0.color, Contrast.relativeLuminance($0.color)) }
        }
        let value = table.colors[Int(id)].color
        if luminanceByColor[Int(id)].isNaN {
          luminanceByColor[Int(id)] = Contrast.relativeLuminance(value)
        }
        return (value, luminanceByColor[Int(id)])
      }
      func slot(_ role: Role, requested: String) -> Int? {
        let colorIndex = colorIndex(role)
        let position = entry.flatMap { entry in
          colorIndex.map { Int($0) * traitCount + Int(entry.traits) }
        }
        if let position, slotByColor[position] >= 0 {
          index.slots[slotByColor[position]].uses.append((i, role))
          return slotByColor[position]
        }
        if let colorIndex, let known = pairingSlots.first(where: { $0.color == colorIndex }) {
          index.slots[known.slot].uses.append((i, role))
          return known.slot
        }
        guard let color = color(role) else { return nil }
        // The same name in the same traits reads the same slot, except a system color or one
        // spelled in place, whose slot is the pairing's: looked up without describing again. In
        // the table, the color's index and the traits already stand for the name and traits.
        let memoKey =
          position == nil ? DescribedKey(name: color.path.first ?? requested, traits: traits) : nil
        if let memoKey, let id = describedSlots[memoKey] {
          index.slots[id].uses.append((i, role))
          return id
        }
        let described = describe(color, requested: requested, traits: traits, check: i)
        let id: Int
        if let existing = index.slotIndex[described.key] {
          id = existing
        } else {
          id = index.slots.count
          index.slots.append(described)
          index.slotIndex[described.key] = id
        }
        index.slots[id].uses.append((i, role))
        if case .fixed = described.key {
          // Not an app color: the slot is the pairing's, whatever the traits.
          if position != nil, let colorIndex, resolver.palette[color.path.first ?? requested] == nil
          {
            pairingSlots.append((colorIndex, id))
          }
        } else {
          if let memoKey { describedSlots[memoKey] = id }
          if let position { slotByColor[position] = id }
        }
        return id
      }
      let hasBackdrop = colorIndex(.backdrop) != nil || own?.backdrop != nil
      guard let foreground = slot(.foreground, requested: pairing.foreground),
        let background = slot(.background, requested: pairing.background),
        let foregroundColor = measured(.foreground), let backgroundColor = measured(.background)
      else { continue }
      let backdrop =
        hasBackdrop
        ? slot(.backdrop, requested: pairing.backdrop ?? Evaluator.defaultBackdrop) : nil
      let systemBackground: RGBA?
      if let entry, let known = systemBackgroundByTraitIndex[Int(entry.traits)] {
        systemBackground = known
      } else if let known = systemBackgrounds[traits] {
        systemBackground = known
      } else {
        systemBackground = try? resolver.resolve(Evaluator.defaultBackdrop, in: traits).get().color
        systemBackgrounds[traits] = .some(systemBackground)
        if let entry { systemBackgroundByTraitIndex[Int(entry.traits)] = .some(systemBackground) }
      }
      index.uses[i] = Use(
        foreground: foreground, background: background, backdrop: backdrop,
        foregroundColor: foregroundColor.value, backgroundColor: backgroundColor.value,
        backdropColor: hasBackdrop ? measured(.backdrop)?.value : nil,
        foregroundLuminance: foregroundColor.luminance,
        backgroundLuminance: backgroundColor.luminance,
        systemBackground: systemBackground, style: traits.style, minimum: minimum)
    }
    return index
  }

  /// The slot a resolved color comes from.
  func describe(_ color: ResolvedColor, requested: String, traits: TraitCombination, check: Int)
    -> Slot
  {
    var name = color.path.first ?? requested
    // A code color that only names another of the app's colors (`Color("WaitlistGreen")`,
    // `UIColor(named:)`, `static let text = Theme.body`) is an alias: the fix goes where the
    // value is defined. An alias that changes the alpha is not followed: the value it shows is
    // not the one defined.
    var position = 0
    while let named = resolver.palette[name], case .code(let values) = named.definition,
      case .reference(_, nil) = values.value(for: traits), position + 1 < color.path.count,
      resolver.palette[color.path[position + 1]] != nil
    {
      position += 1
      name = color.path[position]
    }
    // A color spelled in place (`#678FFFFF` in a storyboard or a call) has no definition to
    // change: each place is its own, so the fix is advice for the check's own place.
    let pairing = checks[check].pairing
    // Only a fixed slot names its place: most slots are the app's, and most describe calls
    // are for them.
    func place() -> String { "\(pairing.location.description)\n\(pairing.title)" }
    let spelledInPlace = name.hasPrefix("#")
    guard let named = resolver.palette[name], !spelledInPlace else {
      return Slot(
        key: .fixed(name: name, place: place()), name: name,
        location: spelledInPlace ? pairing.location : SourceLocation(file: name), format: .hex,
        label: spelledInPlace
          ? "the color spelled in place at \(pairing.location.description)"
            // A document's color picker writes the profile chosen (Generic RGB, Display P3…),
            // while every value a fix gives is sRGB.
            + (pairing.location.file.hasSuffix(".storyboard")
              || pairing.location.file.hasSuffix(".xib")
              ? " (in sRGB: choose the sRGB profile in Interface Builder's color picker)" : "")
          : "\(name) in \(pairing.title)",
        isUser: spelledInPlace, original: color.color)
    }
    func fixed() -> Slot {
      Slot(
        key: .fixed(name: name, place: place()), name: name, location: named.location,
        format: .hex, label: "\(name) in \(pairing.title)", isUser: false, original: color.color)
    }
    switch named.definition {
    case .assetCatalog(let slots):
      guard let used = AssetSlotSelection.select(slots, for: traits) else { return fixed() }
      let idiom = used.idiom == "universal" ? "" : " (\(used.idiom))"
      let gamut = used.gamut.map { " (\($0))" } ?? ""
      return Slot(
        key: .asset(name: name, index: used.index), name: name, location: named.location,
        format: .assetComponents, label: "the \(used.appearanceName) appearance\(idiom)\(gamut)",
        isUser: true, original: color.color, definition: named.definition)
    case .palette(let variants):
      guard let used = PaletteVariantSelection.select(variants, for: traits) else {
        return fixed()
      }
      return Slot(
        key: .palette(name: name, key: used.key), name: name, location: named.location,
        format: .hex, label: "the \"\(used.key)\" variant", isUser: true, original: color.color,
        definition: named.definition)
    case .code(let values):
      switch values.value(for: traits) {
      case .color(_, let literal):
        return Slot(
          key: .codeLiteral(name: name, literal: literal), name: name, location: literal,
          format: .assetComponents, label: "the literal at \(literal.description)", isUser: true,
          original: color.color, definition: named.definition)
      case .reference(let target, _):
        return Slot(
          key: .codeReference(name: name, target: target), name: name, location: named.location,
          format: .assetComponents, label: "the reference to \(target)", isUser: true,
          original: color.color, definition: named.definition)
      case .unresolved:
        return fixed()
      }
    case .system:
      return fixed()
    }
  }

  // MARK: - Measuring with changed colors

  /// The colors of the slots as the plan has changed them so far.
  struct State {
    /// A slot's new value; nil while it keeps what it has today.
    private(set) var values: [RGBA?]
    /// The relative luminance of each new value, kept beside it: ratios are measured millions
    /// of times.
    private(set) var luminances: [Double]
    /// The slot each (check, role) reads, when a split moved it to a new slot.
    var moved: [Int: [Role: Int]] = [:]

    init(slots: Int) {
      values = Array(repeating: nil, count: slots)
      luminances = Array(repeating: 0, count: slots)
    }

    mutating func set(_ slot: Int, to value: RGBA) {
      values[slot] = value
      luminances[slot] = Contrast.relativeLuminance(value)
    }

    /// A new slot (a split's), with its value.
    mutating func append(_ value: RGBA) {
      values.append(value)
      luminances.append(Contrast.relativeLuminance(value))
    }
    func slot(_ use: Use, _ check: Int, _ role: Role) -> Int? {
      // Nothing has moved while proposals are first made, and this runs millions of times.
      if !moved.isEmpty, let moved = moved[check]?[role] { return moved }
      switch role {
      case .foreground: return use.foreground
      case .background: return use.background
      case .backdrop: return use.backdrop
      }
    }
  }

  /// The ratio of a check with the colors of `state`, and `candidate` in place of slot `slot`.
  static func ratio(
    _ use: Use, check: Int, state: State, replacing slot: Int? = nil, with candidate: RGBA? = nil
  ) -> Double {
    func color(_ role: Role) -> RGBA? {
      guard let id = state.slot(use, check, role) else { return nil }
      if id == slot, let candidate { return candidate }
      return state.values[id] ?? use.color(role)
    }
    /// The luminance of an opaque side, looked up where it is known.
    func luminance(_ role: Role, _ color: RGBA) -> Double {
      guard let id = state.slot(use, check, role), id != slot || candidate == nil else {
        return Contrast.relativeLuminance(color)
      }
      if state.values[id] != nil { return state.luminances[id] }
      return role == .foreground ? use.foregroundLuminance : use.backgroundLuminance
    }
    let foreground = color(.foreground) ?? .black
    let background = color(.background) ?? .white
    if foreground.isOpaque && background.isOpaque {
      let a = luminance(.foreground, foreground)
      let b = luminance(.background, background)
      return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
    return Composition.ratio(
      foreground: foreground, background: background,
      backdrop: background.isOpaque ? nil : color(.backdrop),
      systemBackground: use.systemBackground, style: use.style)
  }

  // MARK: - Search

  /// What one use asks of a slot's candidate value.
  struct Constraint: Hashable {
    var check: Int
    var minimum: Double
    /// For an opaque candidate as the foreground on an opaque ground, or as an opaque background
    /// under an opaque foreground: the luminance of the other side, so no compositing is needed.
    var otherLuminance: Double?
    /// Otherwise, what is known of the other side where it does not depend on the candidate.
    var otherSide: OtherSide? = nil
  }

  /// The other side of a constraint whose candidate is composited.
  enum OtherSide: Hashable {
    /// The candidate is the foreground, drawn on this opaque ground.
    case ground(RGBA, luminance: Double)
    /// The candidate is the background, under an opaque foreground of this luminance, over
    /// this backdrop.
    case opaqueForeground(luminance: Double, backdrop: RGBA?)
  }

  /// The constraints of the slot's uses under `state`, one per distinct (colors, minimum).
  static func constraints(
    of slot: Int, uses: [(check: Int, role: Role)], index: Index, state: State,
    candidateOpaque: Bool
  ) -> [Constraint] {
    struct Measured: Hashable {
      var otherLuminance: Double
      var minimum: Double
    }
    var seen = Set<Measured>()
    var result: [Constraint] = []
    for (check, _) in uses {
      guard let use = index.uses[check] else { continue }
      let fg = state.slot(use, check, .foreground)
      let bg = state.slot(use, check, .background)
      guard fg == slot || bg == slot || state.slot(use, check, .backdrop) == slot else { continue }
      var other: RGBA?
      let foregroundColor = fg.flatMap { state.values[$0] } ?? use.foregroundColor
      let backgroundColor = bg.flatMap { state.values[$0] } ?? use.backgroundColor
      // Only an opaque candidate is measured from the other side's luminance alone.
      if !candidateOpaque {
        other = nil
      } else if fg == slot, bg != slot, backgroundColor.isOpaque {
        other = backgroundColor
      } else if bg == slot, fg != slot, foregroundColor.isOpaque {
        other = foregroundColor
      }
      let otherLuminance = other.map(Contrast.relativeLuminance)
      if let otherLuminance {
        // Equal constraints are common (one color on one background in many traits).
        guard seen.insert(Measured(otherLuminance: otherLuminance, minimum: use.minimum)).inserted
        else { continue }
      }
      var constraint = Constraint(
        check: check, minimum: use.minimum, otherLuminance: otherLuminance)
      let backdrop = state.slot(use, check, .backdrop)
      if otherLuminance == nil, backdrop != slot {
        // As `ratio(_:check:state:replacing:with:)` finds the colors.
        let backdropColor = backdrop.flatMap { state.values[$0] ?? use.backdropColor }
        if fg == slot, bg != slot {
          let ground = Composition.ground(
            background: backgroundColor,
            backdrop: backgroundColor.isOpaque ? nil : backdropColor,
            systemBackground: use.systemBackground, style: use.style)
          constraint.otherSide = .ground(ground, luminance: Contrast.relativeLuminance(ground))
        } else if bg == slot, fg != slot, foregroundColor.alpha == 1 {
          constraint.otherSide = .opaqueForeground(
            luminance: Contrast.relativeLuminance(foregroundColor), backdrop: backdropColor)
        }
      }
      result.append(constraint)
    }
    return result
  }

  struct Found {
    var color: RGBA
    var lightnessChange: Double
  }

  /// Whether `candidate` (pasted) and its 8-bit form (shown) pass every constraint.
  static func passes(
    _ pasted: RGBA, shown: RGBA, luminances: (pasted: Double, shown: Double)?,
    slot: Int, constraints: [Constraint], index: Index, state: State
  ) -> Bool {
    var first = 0
    return passes(
      pasted, shown: shown, luminances: luminances, slot: slot, constraints: constraints,
      index: index, state: state, tryingFirst: &first)
  }

  /// ``passes(_:shown:luminances:slot:constraints:index:state:)``, trying the constraint at
  /// `first` before the others and leaving there the one that failed: a walk fails on the same
  /// constraint step after step.
  static func passes(
    _ pasted: RGBA, shown: RGBA, luminances: (pasted: Double, shown: Double)?,
    slot: Int, constraints: [Constraint], index: Index, state: State, tryingFirst first: inout Int
  ) -> Bool {
    // The pasted value and its 8-bit form are the same color in hex: measured once.
    let same = pasted == shown
    func meets(_ constraint: Constraint) -> Bool {
      if let other = constraint.otherLuminance, let luminances {
        func ratio(_ luminance: Double) -> Double {
          (max(luminance, other) + 0.05) / (min(luminance, other) + 0.05)
        }
        return ratio(luminances.pasted) >= constraint.minimum
          && (same || ratio(luminances.shown) >= constraint.minimum)
      }
      guard let use = index.uses[constraint.check] else { return true }
      func ratio(_ candidate: RGBA) -> Double {
        Self.ratio(candidate, meeting: constraint, use: use, slot: slot, state: state)
      }
      return ratio(pasted) >= constraint.minimum && (same || ratio(shown) >= constraint.minimum)
    }
    if first < constraints.count, !meets(constraints[first]) { return false }
    for (n, constraint) in constraints.enumerated() where n != first && !meets(constraint) {
      first = n
      return false
    }
    return true
  }

  /// The ratio of a constraint's check with `candidate` in place of slot `slot`: exactly
  /// ``ratio(_:check:state:replacing:with:)``, with the side that does not change measured once.
  static func ratio(
    _ candidate: RGBA, meeting constraint: Constraint, use: Use, slot: Int, state: State
  ) -> Double {
    let luminance: Double
    let other: Double
    switch constraint.otherSide {
    case nil:
      return ratio(use, check: constraint.check, state: state, replacing: slot, with: candidate)
    case .ground(let ground, let groundLuminance)?:
      luminance = Contrast.relativeLuminance(Contrast.composite(candidate, over: ground))
      other = groundLuminance
    case .opaqueForeground(let foregroundLuminance, let backdrop)?:
      let ground = Composition.ground(
        background: candidate, backdrop: candidate.isOpaque ? nil : backdrop,
        systemBackground: use.systemBackground, style: use.style)
      luminance = Contrast.relativeLuminance(ground)
      other = foregroundLuminance
    }
    return (max(luminance, other) + 0.05) / (min(luminance, other) + 0.05)
  }

  /// Steps of the outward walk along lightness before bisecting to the boundary.
  static let lightnessSteps = 128
  static let refineIterations = 14

  /// The nearest value of `original`'s hue and chroma that passes every constraint, or nil.
  ///
  /// Lightness is walked outward from the original in both directions in steps of 1/128; the
  /// first passing step on each side is refined by bisection against the last failing one, and
  /// the closer of the two wins. A passing band narrower than a step can be missed, which costs
  /// a larger change, never a failing one.
  ///
  /// `walk` keeps the bytes of the walk's steps for the next search from the same original.
  static func search(
    from original: RGBA, format: Suggester.PasteFormat, slot: Int, constraints: [Constraint],
    index: Index, state: State, walk: WalkSteps = WalkSteps()
  ) -> Found? {
    var start = OKLCH(original)
    guard start.L.isFinite, start.C.isFinite, start.h.isFinite else { return nil }
    if start.C < 1e-4 { start.C = 0 }
    let startL = min(max(start.L, 0), 1)
    let hue = Suggester.HueDirection(degrees: start.h)
    let alpha = Suggester.roundedAlpha(original, format)
    let allOpaqueShortcuts = alpha == 1

    // Lightnesses a bisection step apart often round to the same bytes: each is measured once.
    var measured = MeasuredColors()
    var lastFailed = 0
    func attempt(_ L: Double) -> RGBA? {
      attempt(bytes: Suggester.inGamutBytes(L: L, chroma: start.C, hue: hue))
    }
    func attempt(bytes: (Int, Int, Int)) -> RGBA? {
      let key = UInt32(bytes.0) << 16 | UInt32(bytes.1) << 8 | UInt32(bytes.2)
      if let passed = measured.passed(key) {
        return passed ? Suggester.rounded(bytes, alpha: alpha, format) : nil
      }
      let result = measure(bytes)
      measured.record(key, passed: result != nil)
      return result
    }
    func measure(_ bytes: (Int, Int, Int)) -> RGBA? {
      let pasted = Suggester.rounded(bytes, alpha: alpha, format)
      let shown = RGBA(bytes: bytes.0, bytes.1, bytes.2, alpha: alpha)
      let luminances = allOpaqueShortcuts ? Suggester.fastLuminances(bytes, format) : nil
      return passes(
        pasted, shown: shown, luminances: luminances, slot: slot, constraints: constraints,
        index: index, state: state, tryingFirst: &lastFailed) ? pasted : nil
    }

    // The value exactly as it is written today, where only the rounding of a search would fail.
    if passes(
      original, shown: original, luminances: nil, slot: slot, constraints: constraints,
      index: index, state: state)
    {
      return Found(color: original, lightnessChange: 0)
    }
    // Every candidate from here on lies in the sRGB cube: a constraint that neither black nor
    // white meets is met by none of them.
    if constraints.contains(where: {
      unreachable($0, slot: slot, alpha: alpha, index: index, state: state)
    }) {
      return nil
    }
    if let unchanged = attempt(startL) { return Found(color: unchanged, lightnessChange: 0) }
    var best: Found?
    /// Bisects between a failing and a passing lightness to the passing value nearest the
    /// failing one.
    func refine(failing: Double, passing: (L: Double, color: RGBA)) -> (L: Double, color: RGBA) {
      var failing = failing
      var passing = passing
      for _ in 0..<refineIterations {
        let middle = (failing + passing.L) / 2
        if let color = attempt(middle) {
          passing = (middle, color)
        } else {
          failing = middle
        }
      }
      return passing
    }
    func consider(_ L: Double, _ color: RGBA) {
      let change = abs(L - startL)
      if change < best?.lightnessChange ?? .infinity {
        best = Found(color: color, lightnessChange: change)
      }
    }

    // Opaque colors on opaque colors: the luminances that pass are known exactly, so even a
    // narrow band (gray text that must read on white and on black) is found.
    if alpha == 1, let bands = luminanceBands(constraints) {
      if bands.isEmpty { return nil }
      func luminance(_ L: Double) -> Double {
        Contrast.relativeLuminance(Suggester.inGamut(L: L, chroma: start.C, hue: hue))
      }
      /// The lightness whose luminance is `target`, by bisection (luminance rises with L).
      func lightness(for target: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<30 {
          let middle = (low + high) / 2
          if luminance(middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
      }
      let startY = luminance(startL)
      for band in bands {
        let lower = lightness(for: band.lower)
        let upper = lightness(for: band.upper)
        guard upper >= lower else { continue }
        // From the edge nearest the original inward, until a rounded value passes.
        let (edge, inward) = band.upper < startY ? (upper, -1.0) : (lower, 1.0)
        let width = upper - lower
        var failing: Double?
        for step in 0...16 {
          let L = edge + inward * width * Double(step) / 16
          guard var passing = attempt(L).map({ (L: L, color: $0) }) else {
            failing = L
            continue
          }
          // Rounding failed at the edge: close in on the first value that passes.
          if let failing { passing = refine(failing: failing, passing: passing) }
          consider(passing.L, passing.color)
          break
        }
      }
      if best != nil { return best }
    }

    for (side, direction) in [-1.0, 1.0].enumerated() {
      var failing = startL
      var found: (L: Double, color: RGBA)?
      for step in 1...lightnessSteps {
        let L = min(max(startL + direction * Double(step) / Double(lightnessSteps), 0), 1)
        let bytes = walk.bytes(side: side, step: step) {
          Suggester.inGamutBytes(L: L, chroma: start.C, hue: hue)
        }
        if let color = attempt(bytes: bytes) {
          found = (L, color)
          break
        }
        failing = L
        if L == 0 || L == 1 { break }
      }
      guard let passing = found else { continue }
      let refined = refine(failing: failing, passing: passing)
      consider(refined.L, refined.color)
    }
    return best
  }

  /// The bytes of each step of the lightness walk from one original value, computed once for
  /// the searches of one proposal: the whole slot's, then each split's parts', all from the
  /// slot's value.
  final class WalkSteps {
    /// Packed 24-bit bytes by side and step; `unknown` until computed.
    private var packed = [UInt32](repeating: unknown, count: 2 * (lightnessSteps + 1))
    private static let unknown = UInt32.max

    func bytes(side: Int, step: Int, compute: () -> (Int, Int, Int)) -> (Int, Int, Int) {
      let position = side * (lightnessSteps + 1) + step
      let known = packed[position]
      if known != Self.unknown {
        return (Int(known >> 16), Int(known >> 8 & 0xFF), Int(known & 0xFF))
      }
      let bytes = compute()
      packed[position] = UInt32(bytes.0) << 16 | UInt32(bytes.1) << 8 | UInt32(bytes.2)
      return bytes
    }
  }

  /// Whether no color in the sRGB cube with this alpha can meet `constraint`, proven from
  /// black and white alone.
  ///
  /// Holds where the other side on screen does not depend on the candidate: the candidate as
  /// the foreground, or as the background under an opaque foreground (compositing with the
  /// candidate's alpha fixed is increasing in each channel, and so is luminance). Between the
  /// darkest and the lightest the ratio falls and then rises, so neither end meeting the
  /// minimum (by more than rounding could hide) means nothing between them does.
  static func unreachable(
    _ constraint: Constraint, slot: Int, alpha: Double, index: Index, state: State
  ) -> Bool {
    guard let use = index.uses[constraint.check] else { return false }
    let check = constraint.check
    let foreground = state.slot(use, check, .foreground)
    let background = state.slot(use, check, .background)
    guard state.slot(use, check, .backdrop) != slot else { return false }
    if foreground == slot {
      guard background != slot else { return false }
    } else if background == slot {
      // Exactly opaque: a foreground drawn over the candidate's ground is then itself.
      let color = foreground.map { state.values[$0] ?? use.foregroundColor } ?? .black
      guard color.alpha == 1 else { return false }
    } else {
      return false
    }
    func ratio(_ value: Double) -> Double {
      Self.ratio(
        use, check: check, state: state, replacing: slot,
        with: RGBA(red: value, green: value, blue: value, alpha: alpha))
    }
    let margin = 1e-9
    return max(ratio(0), ratio(1)) < constraint.minimum - margin
  }

  /// The luminances an opaque candidate may have to pass every constraint, as disjoint bands
  /// in increasing order; nil when a constraint needs compositing.
  static func luminanceBands(_ constraints: [Constraint]) -> [(lower: Double, upper: Double)]? {
    var bands: [(lower: Double, upper: Double)] = [(0, 1)]
    for constraint in constraints {
      guard let other = constraint.otherLuminance else { return nil }
      let m = constraint.minimum
      // Darker than the other side by the ratio, or lighter by it.
      let allowed = [(0.0, (other + 0.05) / m - 0.05), (m * (other + 0.05) - 0.05, 1.0)]
      var next: [(lower: Double, upper: Double)] = []
      for band in bands {
        for (low, high) in allowed {
          let lower = max(band.lower, low)
          let upper = min(band.upper, high)
          if lower <= upper { next.append((lower, upper)) }
        }
      }
      bands = next.sorted { $0.lower < $1.lower }
      if bands.isEmpty { return [] }
    }
    return bands
  }
}

// MARK: - Planning

extension FixPlanner {
  /// A way to make a slot pass all its uses: one value, or a split into the slot and a new one.
  struct Proposal {
    var slot: Int
    /// The value of the slot (for a split, for the uses it keeps); nil when it stays as it is.
    var value: RGBA?
    var split: Split?
    /// The lightness change, summed over the parts.
    var cost: Double

    var isSplit: Bool { split != nil }
  }

  /// A new appearance or variant and the uses it takes over from the slot.
  struct Split {
    var newSlot: Slot
    var value: RGBA
    var moved: [(check: Int, role: Role)]
    var kept: [(check: Int, role: Role)]
  }

  /// The result of planning: fixes by slot, and each failing check's suggestion (its `fix` the
  /// index in `fixes` of the fix it comes from).
  struct Result {
    var fixes: [ColorFix]
    var suggestions: [(index: Int, suggestion: Suggestion)]
  }

  /// A split costs more than its lightness change: it adds a slot to maintain.
  static let splitPenalty = 0.1

  func propose(_ slot: Int, index: Index, state: State) -> Proposal? {
    let described = index.slots[slot]
    let all = described.uses
    if Self.passAsTheyAre(all, index: index, state: state) { return nil }
    let current = state.values[slot] ?? described.original
    let opaque = Suggester.roundedAlpha(current, described.format) == 1
    let walk = WalkSteps()
    func search(_ uses: [(check: Int, role: Role)]) -> Found? {
      let constraints = Self.constraints(
        of: slot, uses: uses, index: index, state: state, candidateOpaque: opaque)
      return Self.search(
        from: current, format: described.format, slot: slot, constraints: constraints,
        index: index, state: state, walk: walk)
    }
    if let found = search(all) {
      return Proposal(slot: slot, value: found.color, cost: found.lightnessChange)
    }
    var best: Proposal?
    for candidate in splits(of: described) {
      var moved: [(check: Int, role: Role)] = []
      var kept: [(check: Int, role: Role)] = []
      for use in all {
        if candidate.takes(checks[use.check].traits) { moved.append(use) } else { kept.append(use) }
      }
      guard !moved.isEmpty, !kept.isEmpty, let movedValue = search(moved) else { continue }
      // The uses the slot keeps may pass as they are: then only the new slot is written.
      var keptValue: RGBA?
      var cost = movedValue.lightnessChange + Self.splitPenalty
      if !Self.passAsTheyAre(kept, index: index, state: state) {
        guard let found = search(kept) else { continue }
        keptValue = found.color
        cost += found.lightnessChange
      }
      if cost < best?.cost ?? .infinity {
        best = Proposal(
          slot: slot, value: keptValue,
          split: Split(newSlot: candidate.slot, value: movedValue.color, moved: moved, kept: kept),
          cost: cost)
      }
    }
    return best
  }

  /// Whether these uses pass with the colors as they are (or as already changed).
  static func passAsTheyAre(_ uses: [(check: Int, role: Role)], index: Index, state: State) -> Bool
  {
    uses.allSatisfy { check, _ in
      guard let use = index.uses[check] else { return true }
      return ratio(use, check: check, state: state) >= use.minimum
    }
  }

  /// Whether a proposal made earlier still makes every use pass with the colors as changed since.
  func holds(_ proposal: Proposal, index: Index, state: State) -> Bool {
    let described = index.slots[proposal.slot]
    let parts: [([(check: Int, role: Role)], RGBA?)] =
      proposal.split.map { [($0.kept, proposal.value), ($0.moved, $0.value)] }
      ?? [(described.uses, proposal.value)]
    return parts.allSatisfy { uses, value in
      guard let value else { return Self.passAsTheyAre(uses, index: index, state: state) }
      let constraints = Self.constraints(
        of: proposal.slot, uses: uses, index: index, state: state, candidateOpaque: false)
      return Self.passes(
        value, shown: value, luminances: nil, slot: proposal.slot, constraints: constraints,
        index: index, state: state)
    }
  }

  func apply(_ proposal: Proposal, index: inout Index, state: inout State) {
    if let value = proposal.value { state.set(proposal.slot, to: value) }
    guard let split = proposal.split else { return }
    let id = index.slots.count
    var newSlot = split.newSlot
    newSlot.uses = split.moved
    index.slots.append(newSlot)
    state.append(split.value)
    index.slots[proposal.slot].uses = split.kept
    for use in split.moved {
      state.moved[use.check, default: [:]][use.role] = id
    }
  }

  /// A new slot a color could gain, and which trait combinations it would serve.
  struct SplitCandidate {
    var slot: Slot
    var takes: (TraitCombination) -> Bool
  }

  /// The appearances or variants a slot could be split into, in order of preference: by
  /// style, then contrast, then (palette files and code) level.
  func splits(of slot: Slot) -> [SplitCandidate] {
    var candidates: [SplitCandidate] = []
    switch (slot.key, slot.definition) {
    case (.asset(_, let usedIndex), .assetCatalog(let slots)?):
      guard let used = slots.first(where: { $0.index == usedIndex }) else { return [] }
      var options: [AssetSlot] = []
      if used.luminosity == .any {
        var dark = used
        dark.luminosity = .dark
        options.append(dark)
      }
      if !used.highContrast {
        var high = used
        high.highContrast = true
        options.append(high)
      }
      let compared = traitsToCompare(slot)
      for var option in options {
        option.index = slots.count
        option.content = .empty
        let after = slots + [option]
        var added = slot
        added.key = .asset(name: slot.name, index: option.index)
        added.newAsset = option
        added.label = "a \(option.appearanceName) appearance"
        let taken = Set(
          compared.filter { AssetSlotSelection.select(after, for: $0) == option })
        // The new appearance may only take combinations from the slot being split.
        guard taken.allSatisfy({ AssetSlotSelection.select(slots, for: $0) == used }) else {
          continue
        }
        candidates.append(SplitCandidate(slot: added, takes: taken.contains))
      }
    case (.palette(_, let key), .palette(let variants)?):
      guard let used = variants.first(where: { $0.key == key }) else { return [] }
      var options: [PaletteVariant] = []
      if used.style == nil { options.append(variant(used, style: .dark)) }
      if used.contrast == nil { options.append(variant(used, contrast: .high)) }
      if used.level == nil { options.append(variant(used, level: .elevated)) }
      let compared = traitsToCompare(slot)
      for option in options {
        let after = variants + [option]
        var added = slot
        added.key = .palette(name: slot.name, key: option.key)
        added.label = "a \"\(option.key)\" variant"
        let taken = Set(
          compared.filter {
            PaletteVariantSelection.select(after, for: $0)?.key == option.key
          })
        guard
          taken.allSatisfy({ PaletteVariantSelection.select(variants, for: $0)?.key == used.key })
        else { continue }
        candidates.append(SplitCandidate(slot: added, takes: taken.contains))
      }
    case (.codeLiteral, _), (.codeReference, _), (.fixed, _):
      let axes: [(String, (TraitCombination) -> Bool)] = [
        ("Dark", { $0.style == .dark }), ("High Contrast", { $0.contrast == .high }),
        ("elevated", { $0.level == .elevated }),
      ]
      for (label, takes) in axes {
        var added = slot
        added.label = "a \(label) value (a dynamic color)"
        candidates.append(SplitCandidate(slot: added, takes: takes))
      }
    default:
      break
    }
    return candidates
  }

  /// The trait combinations a split must leave alone outside the slot: every base
  /// combination, and those (with idiom and gamut) the slot's checks use.
  private static let baseCombinations = Set(TraitCombination.all)

  private func traitsToCompare(_ slot: Slot) -> Set<TraitCombination> {
    var compared = Self.baseCombinations
    for use in slot.uses {
      let traits = checks[use.check].traits
      // Most checks are in a base combination, already there.
      if traits.idiom != nil || traits.gamut != nil { compared.insert(traits) }
    }
    return compared
  }

  private func variant(
    _ used: PaletteVariant, style: Style? = nil, contrast: ContrastSetting? = nil,
    level: InterfaceLevel? = nil
  ) -> PaletteVariant {
    var variant = used
    if let style { variant.style = style }
    if let contrast { variant.contrast = contrast }
    if let level { variant.level = level }
    variant.key = Suggester.variantKey(variant.style, variant.contrast, variant.level)
    return variant
  }
}

extension FixPlanner {
  /// Plans the fixes of the failing checks at `failing` (indices into `checks`, in report order).
  func plan(failing: [Int]) -> Result {
    guard !failing.isEmpty else { return Result(fixes: [], suggestions: []) }
    var index = buildIndex(relevantTo: failing)
    var state = State(slots: index.slots.count)
    let failing = failing.filter { index.uses[$0] != nil }
    guard !failing.isEmpty else { return Result(fixes: [], suggestions: []) }

    // Every slot a failing check reads, proposed against today's colors, on every core.
    var candidates: [Int] = []
    var seen = Set<Int>()
    for check in failing {
      guard let use = index.uses[check] else { continue }
      for slot in [use.foreground, use.background] where seen.insert(slot).inserted {
        candidates.append(slot)
      }
    }
    let frozen = index
    let initialState = state
    let proposals = concurrentMap(count: candidates.count) {
      propose(candidates[$0], index: frozen, state: initialState)
    }
    var proposalBySlot: [Int: Proposal] = [:]
    for (slot, proposal) in zip(candidates, proposals) {
      if let proposal { proposalBySlot[slot] = proposal }
    }

    // Each failing check picks a side; the first check to pick a slot gives the reason.
    var chosenOrder: [Int] = []
    var reasons: [Int: String] = [:]
    var chosenFor: [Int: Int] = [:]
    for check in failing {
      guard let use = index.uses[check] else { continue }
      let sides = [(Role.foreground, use.foreground), (Role.background, use.background)]
      let ranked = sides.compactMap { role, slot in
        proposalBySlot[slot].map { (role: role, slot: slot, proposal: $0) }
      }.sorted { rank($0.proposal, index) < rank($1.proposal, index) }
      guard let best = ranked.first else { continue }
      chosenFor[check] = best.slot
      if reasons[best.slot] == nil {
        chosenOrder.append(best.slot)
        reasons[best.slot] = reason(
          chosen: best.role, proposal: best.proposal, sides: sides, proposals: proposalBySlot,
          index: index)
      }
    }

    // Proposals stay valid until a slot that shares a check with theirs changes.
    var known: [Int: Proposal?] = [:]
    for (slot, proposal) in zip(candidates, proposals) { known[slot] = .some(proposal) }
    func applyAndForget(_ proposal: Proposal) {
      apply(proposal, index: &index, state: &state)
      var changed = [proposal.slot]
      if let moved = proposal.split?.moved.first, let id = state.moved[moved.check]?[moved.role] {
        changed.append(id)
      }
      for slot in changed {
        for (check, _) in index.slots[slot].uses {
          guard let use = index.uses[check] else { continue }
          for role in [Role.foreground, .background, .backdrop] {
            if let neighbour = state.slot(use, check, role) { known[neighbour] = nil }
          }
        }
      }
    }
    func proposal(for slot: Int) -> Proposal? {
      if let cached = known[slot] { return cached }
      let made = propose(slot, index: index, state: state)
      known[slot] = .some(made)
      return made
    }

    // Applied one at a time: a proposal that no longer holds is made again. Only what `--fix`
    // writes enters the colors later fixes are checked against; the rest is advice, made last
    // against the colors as written.
    var applied: [Int: Proposal] = [:]
    var deferred = Set<Int>()
    for slot in chosenOrder {
      guard let proposal = proposalBySlot[slot] else { continue }
      if !writes(proposal, index) {
        deferred.insert(slot)
      } else if holds(proposal, index: index, state: state) {
        applyAndForget(proposal)
        applied[slot] = proposal
      } else if let again = propose(slot, index: index, state: state) {
        applyAndForget(again)
        applied[slot] = again
      }
    }

    // What still fails tries whichever side can be changed now. The proposals it will ask for
    // are made first, on every core, against the colors as they are now; each stays cached
    // until a fix changes a slot that shares a check with it, as above.
    let stillFailing = failing.filter { !passes($0, index: index, state: state) }
    var wanted: [Int] = []
    var asked = Set<Int>()
    for check in stillFailing {
      guard let use = index.uses[check] else { continue }
      for role in [Role.foreground, .background] {
        guard let slot = state.slot(use, check, role), applied[slot] == nil, known[slot] == nil,
          asked.insert(slot).inserted
        else { continue }
        wanted.append(slot)
      }
    }
    let current = (index: index, state: state)
    let made = concurrentMap(count: wanted.count) {
      propose(wanted[$0], index: current.index, state: current.state)
    }
    for (slot, proposal) in zip(wanted, made) { known[slot] = .some(proposal) }
    for check in stillFailing where !passes(check, index: index, state: state) {
      guard let use = index.uses[check],
        let foreground = state.slot(use, check, .foreground),
        let background = state.slot(use, check, .background)
      else { continue }
      let sides = [(Role.foreground, foreground), (Role.background, background)]
      if let chosen = chosenFor[check], deferred.contains(chosen) { continue }
      var options: [(role: Role, slot: Int, proposal: Proposal)] = []
      for (role, slot) in sides where applied[slot] == nil {
        if let proposal = proposal(for: slot) {
          options.append((role, slot, proposal))
        }
      }
      guard let best = options.min(by: { rank($0.proposal, index) < rank($1.proposal, index) })
      else { continue }
      guard writes(best.proposal, index) else {
        deferred.insert(best.slot)
        chosenFor[check] = best.slot
        if reasons[best.slot] == nil {
          chosenOrder.append(best.slot)
          reasons[best.slot] = reason(
            chosen: best.role, proposal: best.proposal, sides: sides,
            proposals: Dictionary(options.map { ($0.slot, $0.proposal) }) { first, _ in first },
            index: index)
        }
        continue
      }
      applyAndForget(best.proposal)
      applied[best.slot] = best.proposal
      chosenFor[check] = best.slot
      if reasons[best.slot] == nil {
        chosenOrder.append(best.slot)
        let other = best.role == .foreground ? "background" : "foreground"
        reasons[best.slot] =
          "the \(other) cannot be changed to pass without breaking another use of it"
      }
    }

    // Advice for what `--fix` cannot write, each made against the colors as written.
    var advice: [Int: Proposal] = [:]
    for slot in chosenOrder where deferred.contains(slot) {
      if let proposal = propose(slot, index: index, state: state) { advice[slot] = proposal }
    }

    return describe(
      applied: applied, advice: advice, order: chosenOrder, reasons: reasons,
      chosenFor: chosenFor, failing: failing, index: index, state: state)
  }

  /// Whether `--fix` can write a proposal: a color set appearance, a palette variant, or a
  /// literal in code that keeps one value.
  func writes(_ proposal: Proposal, _ index: Index) -> Bool {
    switch index.slots[proposal.slot].key {
    case .asset, .palette: return true
    case .codeLiteral: return proposal.split == nil
    case .codeReference, .fixed: return false
    }
  }

  /// User colors before system colors, then the smaller change (a split counting
  /// `splitPenalty` more than its lightness change).
  func rank(_ proposal: Proposal, _ index: Index) -> (Int, Double) {
    (index.slots[proposal.slot].isUser ? 0 : 1, proposal.cost)
  }

  func passes(_ check: Int, index: Index, state: State) -> Bool {
    guard let use = index.uses[check] else { return true }
    return Self.ratio(use, check: check, state: state) >= use.minimum
  }

  /// Why the chosen side changes rather than the other.
  func reason(
    chosen role: Role, proposal: Proposal, sides: [(Role, Int)], proposals: [Int: Proposal],
    index: Index
  ) -> String {
    let side = role == .foreground ? "foreground" : "background"
    let otherRole: Role = role == .foreground ? .background : .foreground
    let otherSide = otherRole == .foreground ? "foreground" : "background"
    guard let otherSlot = sides.first(where: { $0.0 == otherRole })?.1 else { return "" }
    let other = index.slots[otherSlot]
    func change(_ value: Double) -> String { String(format: "%.2f", value) }
    let chosen = index.slots[proposal.slot]
    guard let otherProposal = proposals[otherSlot] else {
      if !other.isUser {
        return "the \(otherSide) is \(other.name), a UIKit color the app does not define"
      }
      return "no value of the \(otherSide) (\(other.name)) passes every check that uses it"
    }
    if !other.isUser && chosen.isUser {
      return "the \(otherSide) is \(other.name), a UIKit color the app does not define"
    }
    func described(_ proposal: Proposal) -> String {
      "a lightness change of \(change(proposal.cost - (proposal.isSplit ? Self.splitPenalty : 0)))"
        + (proposal.isSplit ? " and a new appearance or variant" : "")
    }
    return
      "the \(side) needs the smaller change (\(described(proposal)); the \(otherSide) would "
      + "need \(described(otherProposal)))"
  }
}

// MARK: - Describing the plan

extension FixPlanner {
  func describe(
    applied: [Int: Proposal], advice: [Int: Proposal], order: [Int], reasons: [Int: String],
    chosenFor: [Int: Int], failing: [Int], index: Index, state: State
  ) -> Result {
    /// The value a proposal gives one use, and the ratio the check reaches with it.
    func outcome(_ proposal: Proposal, check: Int, role: Role) -> (value: RGBA?, ratio: Double)? {
      guard let use = index.uses[check] else { return nil }
      let moved = proposal.split?.moved.contains { $0.check == check && $0.role == role } ?? false
      let value = moved ? proposal.split?.value : proposal.value
      return (
        value, Self.ratio(use, check: check, state: state, replacing: proposal.slot, with: value)
      )
    }
    var failingBySlot: [Int: [Int]] = [:]
    for check in failing {
      if let slot = chosenFor[check] { failingBySlot[slot, default: []].append(check) }
    }
    var fixes: [ColorFix] = []
    var suggestions: [(index: Int, suggestion: Suggestion)] = []
    for slot in order {
      let written = applied[slot] != nil
      guard let proposal = applied[slot] ?? advice[slot] else { continue }
      let described = index.slots[slot]
      // The slots that hold the new values: after a written split, the new slot has its own id.
      var newSlot: Slot?
      if let split = proposal.split {
        if written, let moved = split.moved.first, let id = state.moved[moved.check]?[moved.role] {
          newSlot = index.slots[id]
        } else {
          newSlot = split.newSlot
          newSlot?.uses = split.moved
        }
      }
      var parts: [ColorFix.Part] = []
      if let value = proposal.value {
        var kept = described
        if let split = proposal.split { kept.uses = split.kept }
        parts.append(part(kept, adds: false, to: value))
      }
      if let newSlot, let value = proposal.split?.value {
        parts.append(part(newSlot, adds: true, to: value))
      }

      // The failing checks this fix is for, and which side of them it changes.
      var fixed: [(check: Int, role: Role, ratio: Double, value: RGBA)] = []
      for check in failingBySlot[slot] ?? [] {
        guard let use = index.uses[check] else { continue }
        for role in [Role.foreground, .background] {
          let reads =
            written
            ? [slot, state.moved[check]?[role]].contains(state.slot(use, check, role))
            : (role == .foreground ? use.foreground : use.background) == slot
          guard reads, let (value, ratio) = outcome(proposal, check: check, role: role),
            let value, ratio >= use.minimum
          else { continue }
          fixed.append(
            (check, role, written ? Self.ratio(use, check: check, state: state) : ratio, value))
          break
        }
      }
      let roles = Set(fixed.map(\.role))
      let side =
        roles.count == 2
        ? "foreground and background"
        : roles.first == .background
          ? "background" : "foreground"
      var pairingNames: [String] = []
      var seenPairings = Set<String>()
      for entry in fixed {
        let title = checks[entry.check].pairing.title
        if seenPairings.insert(title).inserted { pairingNames.append(title) }
      }
      let kind: ColorFix.Kind =
        !described.isUser ? .replace : proposal.split == nil ? .change : .split
      let uses = described.uses.count
      let fix = ColorFix(
        kind: kind, name: described.name, location: described.location, side: side,
        parts: parts, reason: reasons[slot] ?? "", fixedChecks: fixed.count, checkedUses: uses,
        pairings: pairingNames)
      fixes.append(fix)

      for entry in fixed {
        guard let part = parts.first(where: { $0.to == entry.value }) else { continue }
        let instruction: String
        switch kind {
        case .change: instruction = "change \(part.slot) of \(fix.name)"
        case .replace:
          instruction =
            fix.name.hasPrefix("#")
            ? "change the color spelled in place" : "use a custom color instead of \(fix.name)"
        case .split:
          instruction =
            (part.adds ? "add \(part.slot) to \(fix.name)" : "change \(part.slot) of \(fix.name)")
            + " (one value cannot pass every use)"
        }
        suggestions.append(
          (
            entry.check,
            Suggestion(
              side: entry.role == .foreground ? "foreground" : "background", name: fix.name,
              color: part.to, ratio: entry.ratio, instruction: instruction,
              pasteValue: part.pasteValue, fix: fixes.count - 1)
          ))
      }
    }
    suggestions.sort { $0.index < $1.index }
    let (merged, positions) = Self.mergingReplacements(fixes)
    for entry in suggestions.indices {
      suggestions[entry].suggestion.fix = suggestions[entry].suggestion.fix.map { positions[$0] }
    }
    return Result(fixes: merged, suggestions: suggestions)
  }

  /// A system color replaced in several pairings is one entry with a part per pairing: the
  /// person defines one custom color, or several, knowing every place.
  ///
  /// `positions[i]` is the index in `fixes` of what `fixes[i]` became.
  static func mergingReplacements(_ fixes: [ColorFix]) -> (fixes: [ColorFix], positions: [Int]) {
    var merged: [ColorFix] = []
    var positions: [Int] = []
    var position: [String: Int] = [:]
    for fix in fixes {
      guard fix.kind == .replace else {
        positions.append(merged.count)
        merged.append(fix)
        continue
      }
      guard let index = position[fix.name] else {
        position[fix.name] = merged.count
        positions.append(merged.count)
        merged.append(fix)
        continue
      }
      positions.append(index)
      merged[index].parts += fix.parts
      merged[index].fixedChecks += fix.fixedChecks
      merged[index].checkedUses += fix.checkedUses
      for pairing in fix.pairings where !merged[index].pairings.contains(pairing) {
        merged[index].pairings.append(pairing)
      }
      if merged[index].side != fix.side { merged[index].side = "foreground and background" }
    }
    return (merged, positions)
  }

  func part(_ slot: Slot, adds: Bool, to value: RGBA) -> ColorFix.Part {
    var traits = Set<TraitCombination>()
    for use in slot.uses { traits.insert(checks[use.check].traits) }
    // What the part's uses show today, each value once in their order: a slot that refers to a
    // color varying by traits shows one in each, and a new slot what it falls back to.
    var today: [RGBA] = []
    for use in slot.uses {
      guard let colors = checks[use.check].resolvedColors else { continue }
      let color: RGBA?
      switch use.role {
      case .foreground: color = colors.foreground.color
      case .background: color = colors.background.color
      case .backdrop: color = colors.backdrop?.color
      }
      if let color, !today.contains(color) { today.append(color) }
    }
    let isAsset: Bool
    if case .asset = slot.key { isAsset = true } else { isAsset = false }
    let (edit, notWritable) = self.edit(slot, adds: adds, value: value)
    return ColorFix.Part(
      slot: slot.label, adds: adds, from: today.first ?? slot.original,
      fromOthers: Array(today.dropFirst()), to: value,
      traits: traits.sorted(),
      pasteValue: Suggester.pasteValue(value, format: isAsset ? .assetComponents : .hex),
      edit: edit, notWritable: notWritable)
  }

  /// The file change that writes a part, or why there is none.
  func edit(_ slot: Slot, adds: Bool, value: RGBA) -> (ColorFileEdit?, String?) {
    func made(_ place: ColorFileEdit.Place) -> (ColorFileEdit?, String?) {
      (ColorFileEdit(place: place, color: value, name: slot.name), nil)
    }
    switch slot.key {
    case .asset(_, let index):
      if adds, let added = slot.newAsset {
        return made(
          .newAssetSlot(
            contentsFile: slot.location.file, idiom: added.idiom, luminosity: added.luminosity,
            highContrast: added.highContrast, gamut: added.gamut))
      }
      return made(.assetSlot(contentsFile: slot.location.file, index: index))
    case .palette(_, let key):
      return made(.paletteVariant(file: slot.location.file, color: slot.name, key: key, adds: adds))
    case .codeLiteral(_, let literal):
      if adds {
        return (nil, "a code color that varies by traits is a dynamic color: write it by hand")
      }
      guard let line = literal.line, let column = literal.column else {
        return (nil, "the literal's position is not known")
      }
      return made(.codeLiteral(file: literal.file, line: line, column: column))
    case .codeReference(_, let target):
      return (
        nil,
        "\(slot.name) refers to \(target) here (\(slot.location.description)): "
          + "replace the reference by hand"
      )
    case .fixed(let name, _):
      if name.hasPrefix("#") {
        return (nil, "\(name) is spelled in place where the pairing was found: change it there")
      }
      return (nil, "\(name) is not defined by the app: define a custom color and use it here")
    }
  }
}

/// The 24-bit colors one search has measured and whether each passed: an open-addressing table
/// of keys with no hashing beyond a multiply (a search measures a few hundred colors, and the
/// plan runs tens of thousands of searches).
struct MeasuredColors {
  private static let empty = UInt32.max
  private var keys: [UInt32]
  private var results: [Bool]
  private var count = 0

  /// `capacity` is a power of two: a key's place is its hash masked to the table.
  init(capacity: Int = 512) {
    keys = Array(repeating: Self.empty, count: capacity)
    results = Array(repeating: false, count: capacity)
  }

  /// Where `key` is, or the empty place it would go.
  private func place(of key: UInt32) -> Int {
    let mask = keys.count - 1
    var place = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 7) & mask
    while keys[place] != key && keys[place] != Self.empty { place = (place + 1) & mask }
    return place
  }

  /// Whether the color passed, or nil if it has not been measured.
  func passed(_ key: UInt32) -> Bool? {
    let place = place(of: key)
    return keys[place] == key ? results[place] : nil
  }

  mutating func record(_ key: UInt32, passed: Bool) {
    if 2 * (count + 1) > keys.count {
      let old = (keys, results)
      self = MeasuredColors(capacity: 2 * keys.count)
      for (key, result) in zip(old.0, old.1) where key != Self.empty { record(key, passed: result) }
    }
    let place = place(of: key)
    if keys[place] != key {
      keys[place] = key
      count += 1
    }
    results[place] = passed
  }
}
