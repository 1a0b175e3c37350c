/// Evaluates pairings: resolves their colors in each trait combination, composites translucent
/// layers as UIKit draws them, and compares the ratio with the minimum.
public struct Evaluator: Sendable {
  public let resolver: Resolver
  public let thresholds: Thresholds
  public let level: ConformanceLevel

  /// What a translucent background sits on when the pairing names no backdrop.
  public static let defaultBackdrop = "systemBackground"
  /// iOS device idioms audited when a color varies by idiom.
  public static let deviceIdioms = ["iphone", "ipad"]
  /// Display gamuts audited when a color has gamut-specific slots.
  public static let displayGamuts = ["sRGB", "display-P3"]

  public init(resolver: Resolver, thresholds: Thresholds, level: ConformanceLevel) {
    self.resolver = resolver
    self.thresholds = thresholds
    self.level = level
  }

  /// Every check of one pairing: its levels × style × contrast, times idiom and gamut where
  /// its colors vary along them.
  public func evaluate(_ pairing: Pairing) -> [Check] {
    evaluate([pairing])
  }

  /// Every check of every pairing, in order: pairing by pairing, traits in canonical order.
  ///
  /// Each color is resolved once per trait combination however many pairings use it, and the
  /// checks share one table of pairings and resolved colors.
  public func evaluate(_ pairings: [Pairing]) -> [Check] {
    var builder = TableBuilder(resolver: resolver, pairings: pairings)
    // First the names and trait combinations of every check, then every color they need,
    // resolved on all cores, then the checks themselves.
    var plans: [(names: (Int32, Int32, Int32), combinations: [Int32])] = []
    plans.reserveCapacity(pairings.count)
    let systemBackground = builder.nameID(Self.defaultBackdrop)
    for traits in TraitSpace.all.indices { builder.queue(systemBackground, Int32(traits)) }
    for pairing in pairings {
      for contrast in ContrastSetting.allCases {
        builder.table.minimums.append(minimum(for: pairing, contrast: contrast))
      }
      let names = (
        builder.nameID(pairing.foreground), builder.nameID(pairing.background),
        builder.nameID(pairing.backdrop ?? Self.defaultBackdrop)
      )
      let combinations = builder.combinations(for: pairing, names: names, axes: axes(of:))
      for traits in combinations {
        builder.queue(names.0, traits)
        builder.queue(names.1, traits)
      }
      plans.append((names, combinations))
    }
    builder.resolveQueued()

    var checks: [Check] = []
    checks.reserveCapacity(plans.reduce(0) { $0 + $1.combinations.count })
    for (index, (pairing, plan)) in zip(pairings, plans).enumerated() {
      for traits in plan.combinations {
        checks.append(
          evaluate(pairing, index: index, traits: traits, names: plan.names, builder: &builder))
      }
    }
    builder.finish()
    return checks
  }

  /// One pairing in one trait combination.
  public func evaluate(_ pairing: Pairing, in traits: TraitCombination) -> Check {
    var builder = TableBuilder(resolver: resolver, pairings: [pairing])
    builder.table.minimums = ContrastSetting.allCases.map { minimum(for: pairing, contrast: $0) }
    let names = (
      builder.nameID(pairing.foreground), builder.nameID(pairing.background),
      builder.nameID(pairing.backdrop ?? Self.defaultBackdrop)
    )
    let check = evaluate(
      pairing, index: 0, traits: TraitSpace.index(of: traits), names: names, builder: &builder)
    builder.finish()
    return check
  }

  private func evaluate(
    _ pairing: Pairing, index: Int, traits: Int32, names: (Int32, Int32, Int32),
    builder: inout TableBuilder
  ) -> Check {
    let combination = TraitSpace.all[Int(traits)]
    let foreground = builder.resolve(names.0, traits)
    let background = builder.resolve(names.1, traits)
    var backdrop = CheckTable.noColor
    if let color = builder.color(background), !color.isOpaque {
      let minimum = builder.table.minimums[2 * index + (combination.contrast == .high ? 1 : 0)]
      let found: Bool
      if case .discovered = pairing.origin { found = true } else { found = false }
      if found, pairing.backdrop == nil, Self.isScrim(color),
        !Self.verdictHoldsOverAnyBackdrop(
          foreground: builder.color(foreground), background: color, minimum: minimum)
      {
        backdrop = builder.unknownGround(under: names.1, seenIn: pairing.location.file)
      } else {
        backdrop = builder.resolve(names.2, traits)
        // The next ground out is a translucent near-black or near-white too (a panel's tint
        // around a button's): what shows through both is the screen behind, which the file
        // that found them does not show.
        if found, pairing.backdrop != nil, let under = builder.color(backdrop), Self.isScrim(under),
          !Self.verdictHoldsOverAnyBackdrop(
            foreground: builder.color(foreground),
            background: Contrast.composite(color, over: under), minimum: minimum)
        {
          backdrop = builder.unknownGround(under: names.2, seenIn: pairing.location.file)
        }
      }
    }
    let systemBackground = builder.systemBackground(traits)
    var ratio: Double?
    if let fgLuminance = builder.opaqueLuminance(foreground),
      let bgLuminance = builder.opaqueLuminance(background)
    {
      // Opaque on opaque: nothing to composite, and each luminance is computed once.
      ratio = (max(fgLuminance, bgLuminance) + 0.05) / (min(fgLuminance, bgLuminance) + 0.05)
    } else if let fg = builder.color(foreground), let bg = builder.color(background),
      backdrop == CheckTable.noColor || backdrop >= 0
    {
      ratio = Composition.ratio(
        foreground: fg, background: bg, backdrop: builder.color(backdrop),
        systemBackground: builder.color(systemBackground),
        style: combination.style)
    }
    let entry = CheckTable.Entry(
      pairing: Int32(index), traits: traits, foreground: foreground, background: background,
      backdrop: backdrop)
    return Check(table: builder.table, entry: entry, ratio: ratio)
  }

  /// A translucent color within 1.25:1 of black or of white: a scrim or a panel tint, laid over
  /// whatever is behind it (a photo, a video, the screen the app draws there).
  ///
  /// Where the file that draws such a ground does not show what is behind it, the system
  /// background the audit otherwise assumes is a guess: the check is unresolved unless its
  /// verdict holds over any backdrop.
  static func isScrim(_ color: RGBA) -> Bool {
    guard color.alpha > 0, color.alpha < 1 else { return false }
    var opaque = color
    opaque.alpha = 1
    let luminance = Contrast.relativeLuminance(opaque)
    return (luminance + 0.05) / 0.05 <= 1.25 || 1.05 / (luminance + 0.05) <= 1.25
  }

  /// Whether `foreground` on the translucent `background` passes, or fails, whatever is behind.
  ///
  /// Over any backdrop the ground's luminance lies between the background over black and over
  /// white (each channel grows with the backdrop's); an opaque foreground's ratio is smallest
  /// at the luminance nearest its own and largest at the farthest.
  static func verdictHoldsOverAnyBackdrop(
    foreground: RGBA?, background: RGBA, minimum: Double?
  ) -> Bool {
    guard let minimum else { return true }
    guard let foreground, foreground.isOpaque else { return false }
    let overBlack = Contrast.relativeLuminance(
      Contrast.composite(background, over: RGBA(red: 0, green: 0, blue: 0)))
    let overWhite = Contrast.relativeLuminance(
      Contrast.composite(background, over: RGBA(red: 1, green: 1, blue: 1)))
    let own = Contrast.relativeLuminance(foreground)
    let (darkest, lightest) = (min(overBlack, overWhite), max(overBlack, overWhite))
    func ratio(_ ground: Double) -> Double {
      (max(own, ground) + 0.05) / (min(own, ground) + 0.05)
    }
    let (nearest, farthest) =
      own < darkest
      ? (ratio(darkest), ratio(lightest))
      : own > lightest
        ? (ratio(lightest), ratio(darkest)) : (1, max(ratio(darkest), ratio(lightest)))
    return nearest >= minimum || farthest < minimum
  }

  /// The role's minimum, or the pairing's own, raised to a stricter Increase Contrast minimum
  /// when the thresholds set one.
  func minimum(for pairing: Pairing, contrast: ContrastSetting) -> Double? {
    let roleMinimum = thresholds.minimum(for: pairing.role, level: level, contrast: contrast)
    guard let explicit = pairing.minimum else { return roleMinimum }
    if contrast == .high, let stricter = thresholds.highContrastMinimums[level]?[pairing.role] {
      return max(explicit, stricter)
    }
    return explicit
  }

  /// Whether any color these names reach has idiom-specific or gamut-specific slots.
  func axes(of names: [String]) -> (idiom: Bool, gamut: Bool) {
    var idiom = false
    var gamut = false
    var visited = Set<String>()
    var pending = names
    while let name = pending.popLast() {
      guard visited.insert(name).inserted, let color = resolver.color(named: name) else { continue }
      switch color.definition {
      case .assetCatalog(let slots):
        idiom = idiom || slots.contains { Self.deviceIdioms.contains($0.idiom) }
        gamut = gamut || slots.contains { $0.gamut != nil }
      case .palette(let variants):
        for case .reference(let target) in variants.map(\.value) { pending.append(target) }
      case .code(let values):
        for case .reference(let target, _) in values.values { pending.append(target) }
      case .system:
        break
      }
    }
    return (idiom, gamut)
  }
}

/// Every trait combination an audit can meet, numbered: the eight style × contrast × level
/// combinations, each without idiom and gamut or with one of the audited idioms and gamuts.
enum TraitSpace {
  static let idioms: [String?] = [nil] + Evaluator.deviceIdioms
  static let gamuts: [String?] = [nil] + Evaluator.displayGamuts

  static let all: [TraitCombination] = TraitCombination.all.flatMap { base in
    idioms.flatMap { idiom in
      gamuts.map { gamut in
        var traits = base
        traits.idiom = idiom
        traits.gamut = gamut
        return traits
      }
    }
  }

  static func index(of traits: TraitCombination) -> Int32 {
    Int32(all.firstIndex(of: traits) ?? 0)
  }
}

/// Builds an audit's shared table, resolving each (color, traits) once.
struct TableBuilder {
  let resolver: Resolver
  /// The table being filled in; the checks made so far already point at it.
  let table: CheckTable
  private var names: [String] = []
  private var nameIDs: [String: Int32] = [:]
  /// Resolution by `nameID * TraitSpace.all.count + traits`; `unknown` until resolved.
  private var resolutions: [Int32] = []
  /// The WCAG luminance of each opaque color; nil for a translucent one.
  private var luminances: [Double?] = []
  /// By the axes a pairing varies by and its interface levels, as bits.
  private var combinationCache: [Int: [Int32]] = [:]
  /// Whether each name's colors vary by idiom (bit 1) or gamut (bit 2), plus 4 once known.
  private var axesOfName: [UInt8] = []
  private static let unknown = Int32.max
  /// Queued for `resolveQueued`, not resolved yet.
  private static let queued = Int32.max - 1
  private var queuedSlots: [Int32] = []
  private struct UnknownGround: Hashable {
    var ground: Int32
    var file: String
  }
  private var unknownGrounds: [UnknownGround: Int32] = [:]

  init(resolver: Resolver, pairings: [Pairing]) {
    self.resolver = resolver
    table = CheckTable(pairings: pairings, traits: TraitSpace.all)
  }

  mutating func nameID(_ name: String) -> Int32 {
    if let id = nameIDs[name] { return id }
    let id = Int32(names.count)
    names.append(name)
    nameIDs[name] = id
    resolutions.append(contentsOf: repeatElement(Self.unknown, count: TraitSpace.all.count))
    axesOfName.append(0)
    return id
  }

  /// The resolved color's index, or `-1 - i` for the reason `i` it is unresolved.
  mutating func resolve(_ name: Int32, _ traits: Int32) -> Int32 {
    let slot = Int(name) * TraitSpace.all.count + Int(traits)
    if resolutions[slot] != Self.unknown && resolutions[slot] != Self.queued {
      return resolutions[slot]
    }
    return store(resolver.resolve(names[Int(name)], in: TraitSpace.all[Int(traits)]), at: slot)
  }

  /// Notes that (name, traits) will be needed, once; `resolveQueued` resolves them all.
  mutating func queue(_ name: Int32, _ traits: Int32) {
    let slot = Int(name) * TraitSpace.all.count + Int(traits)
    guard resolutions[slot] == Self.unknown else { return }
    resolutions[slot] = Self.queued
    queuedSlots.append(Int32(slot))
  }

  /// Resolves every queued (name, traits) pair on every core; `resolve` then finds them.
  ///
  /// Indices are assigned in queue order, so the table never depends on scheduling.
  mutating func resolveQueued() {
    let stride = TraitSpace.all.count
    let (resolver, names, slots) = (self.resolver, self.names, queuedSlots)
    let results = concurrentMap(count: slots.count) {
      let slot = Int(slots[$0])
      return resolver.resolve(names[slot / stride], in: TraitSpace.all[slot % stride])
    }
    queuedSlots = []
    for (slot, result) in zip(slots, results) where resolutions[Int(slot)] == Self.queued {
      _ = store(result, at: Int(slot))
    }
  }

  private mutating func store(_ resolution: Result<ResolvedColor, Unresolved>, at slot: Int)
    -> Int32
  {
    let name = slot / TraitSpace.all.count
    let index: Int32
    switch resolution {
    case .success(let color):
      // Most colors resolve alike in several trait combinations (an asset color is the same
      // at base and elevated): share the earlier entry of the same name when it is equal.
      let row = Int(name) * TraitSpace.all.count
      let earlier = resolutions[row..<row + TraitSpace.all.count].first {
        $0 >= 0 && $0 < Self.queued && table.colors[Int($0)] == color
      }
      if let earlier {
        index = earlier
      } else {
        index = Int32(table.colors.count)
        table.colors.append(color)
        luminances.append(color.color.isOpaque ? Contrast.relativeLuminance(color.color) : nil)
      }
    case .failure(let reason):
      index = -1 - Int32(table.unresolved.count)
      table.unresolved.append(reason)
    }
    resolutions[slot] = index
    return index
  }

  /// An unresolved backdrop for the translucent `ground` of a pairing found in `file`, which
  /// does not show what is behind it (``Evaluator/isScrim(_:)``); one reason per ground and file.
  mutating func unknownGround(under ground: Int32, seenIn file: String) -> Int32 {
    let key = UnknownGround(ground: ground, file: file)
    if let index = unknownGrounds[key] { return index }
    let name = names[Int(ground)]
    let index = -1 - Int32(table.unresolved.count)
    table.unresolved.append(
      Unresolved(
        name: name,
        reason: "\(name) is a translucent near-black or near-white drawn over what is behind "
          + "it, which \(file) does not show, and whether the pairing passes depends on it"))
    unknownGrounds[key] = index
    return index
  }

  func opaqueLuminance(_ index: Int32) -> Double? {
    index >= 0 ? luminances[Int(index)] : nil
  }

  func color(_ index: Int32) -> RGBA? {
    index >= 0 ? table.colors[Int(index)].color : nil
  }

  mutating func systemBackground(_ traits: Int32) -> Int32 {
    resolve(nameID(Evaluator.defaultBackdrop), traits)
  }

  /// The trait combinations a pairing is checked in, as `TraitSpace` indices.
  ///
  /// `names` are the pairing's foreground, background and backdrop; whether a name's colors vary
  /// by idiom or gamut is asked once per name.
  mutating func combinations(
    for pairing: Pairing, names: (Int32, Int32, Int32),
    axes: ([String]) -> (idiom: Bool, gamut: Bool)
  ) -> [Int32] {
    var bits: UInt8 = 0
    for name in [names.0, names.1, names.2] {
      if axesOfName[Int(name)] == 0 {
        let (idiom, gamut) = axes([self.names[Int(name)]])
        axesOfName[Int(name)] = 4 | (idiom ? 1 : 0) | (gamut ? 2 : 0)
      }
      bits |= axesOfName[Int(name)] & 3
    }
    let (byIdiom, byGamut) = (bits & 1 != 0, bits & 2 != 0)
    var key = Int(bits)
    for (n, level) in InterfaceLevel.allCases.enumerated() where pairing.levels.contains(level) {
      key |= 4 << n
    }
    for (n, style) in Style.allCases.enumerated() where pairing.styles.contains(style) {
      key |= 16 << n
    }
    if let cached = combinationCache[key] { return cached }
    let idioms = byIdiom ? Array(TraitSpace.idioms.dropFirst()) : [nil]
    let gamuts = byGamut ? Array(TraitSpace.gamuts.dropFirst()) : [nil]
    var result: [Int32] = []
    for base in TraitCombination.all
    where pairing.levels.contains(base.level) && pairing.styles.contains(base.style) {
      for idiom in idioms {
        for gamut in gamuts {
          var traits = base
          traits.idiom = idiom
          traits.gamut = gamut
          result.append(TraitSpace.index(of: traits))
        }
      }
    }
    combinationCache[key] = result
    return result
  }

  /// Completes the table: the system background under translucent backdrops, per traits.
  mutating func finish() {
    var systemBackgrounds: [Int32] = []
    for traits in TraitSpace.all.indices {
      let index = systemBackground(Int32(traits))
      systemBackgrounds.append(index >= 0 ? index : CheckTable.noColor)
    }
    table.systemBackgrounds = systemBackgrounds
  }
}
