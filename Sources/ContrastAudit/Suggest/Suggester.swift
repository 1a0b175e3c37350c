import Foundation

/// Finds, for a failed check, the nearest color that meets the minimum, and says where it goes.
///
/// The search keeps the color's OKLCH hue and chroma and moves only its lightness, toward
/// black or toward white, whichever needs the smaller change (bisection on L). Where the lightness
/// alone would leave the sRGB gamut, chroma is reduced until the color fits, so every suggestion
/// is a real sRGB color. Each candidate is rounded to exactly what is printed and pasted
/// (8-bit `#RRGGBB`, and for asset catalogs Xcode's three-decimal components) and composited the
/// way the evaluator composites before its ratio is compared with the minimum, so a suggestion
/// never fails.
///
/// Which color changes: the foreground, unless it is a UIKit system color and the background is
/// one of the user's; when both are system colors, the foreground, with advice to use a custom
/// color. If the preferred side cannot reach the minimum at any lightness, the other side is
/// tried, except a system background behind a user foreground (a system color there can only be
/// replaced with a custom one). For a reference chain (`Brand/Link → systemBlue`) the change goes
/// on the first user color of the chain.
public struct Suggester: Sendable {
  public let resolver: Resolver

  public init(resolver: Resolver) {
    self.resolver = resolver
  }

  /// For a failed check (status `.failed`, minimum non-nil, measured), the nearest passing color.
  ///
  /// Returns nil for passing or unresolved checks, and when no lightness reaches the minimum.
  public func suggest(for check: Check) -> Suggestion? {
    plan(for: check)?.suggestion
  }

  /// The suggestion of every failed check, by its index in `checks`, computed on every core.
  ///
  /// Many failed checks pose the same search (one color on one background in several trait
  /// combinations or pairings), so each distinct search runs once.
  public func suggestions(for checks: [Check]) -> [(index: Int, suggestion: Suggestion)] {
    suggestions(for: checks, only: checks.indices.filter { checks[$0].status == .failed })
  }

  /// The suggestions of the failed checks at `indices`.
  func suggestions(for checks: [Check], only failed: [Int]) -> [(
    index: Int, suggestion: Suggestion
  )] {
    let searches = SearchMemo()
    let found = concurrentMap(count: failed.count) {
      plan(for: checks[failed[$0]], searches: searches)?.suggestion
    }
    return zip(failed, found).compactMap { index, suggestion in
      suggestion.map { (index, $0) }
    }
  }

  /// Whether a color came from a slot or variant less specific than the traits: an Any slot in
  /// Dark Mode, or a slot without High Contrast under Increase Contrast.
  static func fellBack(_ color: ResolvedColor, traits: TraitCombination) -> Bool {
    guard let slot = color.slot?.lowercased() else { return false }
    let words = Set(slot.split(separator: " "))
    return (traits.contrast == .high && !words.contains("high"))
      || (traits.style == .dark && !words.contains("dark"))
  }

  /// The suggestion and the edit to the user's color definitions that it describes.
  func plan(for check: Check, searches: SearchMemo? = nil) -> (suggestion: Suggestion, edit: Edit)?
  {
    guard check.status == .failed, let minimum = check.minimum,
      let measurement = check.measurement
    else { return nil }

    let foreground = target(for: measurement.foreground, requested: check.pairing.foreground)
    let background = target(for: measurement.background, requested: check.pairing.background)

    var plans: [(Side, Target)] = []
    switch (foreground.isUser, background.isUser) {
    case (true, true):
      // A color that fell back to a less specific slot (no High Contrast Dark, so the Dark one)
      // is the one missing a variant: fix that side first.
      let backgroundFellBack =
        Self.fellBack(measurement.background, traits: check.traits)
        && !Self.fellBack(measurement.foreground, traits: check.traits)
      plans =
        backgroundFellBack
        ? [(.background, background), (.foreground, foreground)]
        : [(.foreground, foreground), (.background, background)]
    case (true, false): plans = [(.foreground, foreground)]
    case (false, true): plans = [(.background, background), (.foreground, foreground)]
    case (false, false): plans = [(.foreground, foreground), (.background, background)]
    }

    for (side, target) in plans {
      let problem = Problem(side: side, measurement: measurement, minimum: minimum)
      let found =
        searches?.found(problem, format: target.format)
        ?? Self.search(problem, format: target.format)
      guard let found else { continue }
      let placement = Self.placement(for: target, traits: check.traits, color: found.color)
      let suggestion = Suggestion(
        side: side.rawValue, name: target.name, color: found.color, ratio: found.ratio,
        instruction: placement.text, pasteValue: Self.pasteValue(found.color, format: target.format)
      )
      return (suggestion, placement.edit)
    }
    return nil
  }

  // MARK: - Which color to change

  enum Side: String {
    case foreground, background
  }

  /// The color a suggestion edits, and how the user writes it.
  enum Target {
    case asset(name: String, slots: [AssetSlot])
    case palette(name: String, variants: [PaletteVariant])
    /// A color defined in Swift or Objective-C: the literal that decides it is edited.
    case code(name: String, values: CodeColorValues, definedAt: SourceLocation)
    /// A UIKit system color: the user cannot edit it, only replace it.
    case system(name: String)

    var name: String {
      switch self {
      case .asset(let name, _), .palette(let name, _), .code(let name, _, _), .system(let name):
        return name
      }
    }

    var isUser: Bool {
      if case .system = self { return false }
      return true
    }

    var format: PasteFormat {
      if case .asset = self { return .assetComponents }
      return .hex
    }
  }

  /// The first user color on the resolution path, else the system color requested.
  ///
  /// Names resolve among the user's colors first, so a path that starts with a user color has
  /// its first user color at the start; a path that starts with a system color stays in UIKit's
  /// table.
  func target(for resolved: ResolvedColor, requested: String) -> Target {
    let name = resolved.path.first ?? requested
    guard let named = resolver.palette[name] else { return .system(name: name) }
    switch named.definition {
    case .assetCatalog(let slots): return .asset(name: name, slots: slots)
    case .palette(let variants): return .palette(name: name, variants: variants)
    case .code(let values): return .code(name: name, values: values, definedAt: named.location)
    case .system: return .system(name: name)
    }
  }

  // MARK: - Search

  /// How the suggested value is written, which decides how it is rounded before it is checked.
  enum PasteFormat {
    /// Xcode's floating-point components with three decimals, in the sRGB color space.
    case assetComponents
    /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
    case hex
  }

  /// One side of a measured check to re-evaluate with other colors.
  struct Problem {
    var side: Side
    var original: RGBA
    var minimum: Double
    /// The opaque background the foreground is composited over (foreground side).
    var compositedBackground: RGBA
    /// The foreground as resolved (background side).
    var foreground: RGBA
    /// The opaque color a translucent background is composited over (background side).
    var backdrop: RGBA

    init(side: Side, measurement: ContrastMeasurement, minimum: Double) {
      self.side = side
      self.minimum = minimum
      self.compositedBackground = measurement.compositedBackground
      self.foreground = measurement.foreground.color
      let background = measurement.background.color
      self.original = side == .foreground ? measurement.foreground.color : background
      self.backdrop = Self.effectiveBackdrop(measurement)
    }

    /// What the background was composited over: the measured backdrop when it is opaque, else
    /// the opaque color that compositing the background over it must have been (recovered from
    /// the composited background, so it matches the evaluator exactly).
    static func effectiveBackdrop(_ measurement: ContrastMeasurement) -> RGBA {
      let background = measurement.background.color
      if let backdrop = measurement.backdrop?.color, backdrop.alpha >= 1 { return backdrop }
      let composited = measurement.compositedBackground
      let a = background.alpha
      guard a < 1 else { return composited }
      func recover(_ c: Double, _ b: Double) -> Double { (c - b * a) / (1 - a) }
      return RGBA(
        red: recover(composited.red, background.red),
        green: recover(composited.green, background.green),
        blue: recover(composited.blue, background.blue))
    }

    /// What the search depends on: the side's other colors only.
    var key: SearchKey {
      side == .foreground
        ? SearchKey(
          side: side, original: original, minimum: minimum, first: compositedBackground,
          second: .black)
        : SearchKey(
          side: side, original: original, minimum: minimum, first: foreground, second: backdrop)
    }

    /// The ratio with an opaque candidate of relative luminance `luminance`, given the
    /// `otherLuminance`: the same value `ratio(with:)` computes, without the powers.
    ///
    /// An opaque color composited over anything is itself, exactly, so only the luminance of
    /// the fixed other side is needed.
    func ratio(opaqueCandidateLuminance luminance: Double, other: Double) -> Double {
      (max(luminance, other) + 0.05) / (min(luminance, other) + 0.05)
    }

    /// The relative luminance of the side's fixed counterpart when an opaque candidate needs no
    /// compositing: the composited background for a foreground, an opaque foreground for a
    /// background; nil when the foreground is translucent.
    var otherLuminance: Double? {
      switch side {
      case .foreground: return Contrast.relativeLuminance(compositedBackground)
      case .background: return foreground.alpha == 1 ? Contrast.relativeLuminance(foreground) : nil
      }
    }

    /// The ratio the check would measure with `candidate` on this side, composited as the
    /// evaluator does: the foreground over the (composited) background.
    func ratio(with candidate: RGBA) -> Double {
      switch side {
      case .foreground:
        let onScreen = Contrast.composite(candidate, over: compositedBackground)
        return Contrast.ratio(onScreen, compositedBackground)
      case .background:
        let background =
          candidate.alpha < 1 ? Contrast.composite(candidate, over: backdrop) : candidate
        let onScreen = Contrast.composite(foreground, over: background)
        return Contrast.ratio(onScreen, background)
      }
    }
  }

  struct Found {
    /// Exactly the value pasted (8-bit or three-decimal components, original alpha rounded).
    var color: RGBA
    var ratio: Double
    /// How far the lightness moved, in OKLab L.
    var lightnessChange: Double
  }

  static let lightnessIterations = 16
  static let chromaIterations = 14

  /// The nearest passing color along the original's OKLCH lightness, in either direction.
  static func search(_ problem: Problem, format: PasteFormat) -> Found? {
    var start = OKLCH(problem.original)
    guard start.L.isFinite, start.C.isFinite, start.h.isFinite else { return nil }
    // A gray stays a gray: its hue is only float noise.
    if start.C < 1e-4 { start.C = 0 }
    let startL = min(max(start.L, 0), 1)
    let hue = HueDirection(degrees: start.h)
    let otherLuminance = problem.otherLuminance
    let alpha = roundedAlpha(problem.original, format)

    func attempt(_ L: Double) -> Found? {
      let bytes = inGamutBytes(L: L, chroma: start.C, hue: hue)
      let color = rounded(bytes, alpha: alpha, format)
      let ratio: Double
      // The hex bytes reporters print must pass too, not only the pasted components.
      let shownRatio: Double
      if alpha == 1, let other = otherLuminance {
        let luminance = fastLuminances(bytes, format)
        ratio = problem.ratio(opaqueCandidateLuminance: luminance.pasted, other: other)
        shownRatio = problem.ratio(opaqueCandidateLuminance: luminance.shown, other: other)
      } else {
        ratio = problem.ratio(with: color)
        shownRatio = problem.ratio(with: RGBA(bytes: bytes.0, bytes.1, bytes.2, alpha: alpha))
      }
      guard ratio >= problem.minimum, shownRatio >= problem.minimum else { return nil }
      return Found(color: color, ratio: ratio, lightnessChange: abs(L - startL))
    }

    if let unchanged = attempt(startL) { return unchanged }
    var best: Found?
    for extreme in [0.0, 1.0] {
      // The extremes are black and white, which round exactly and are the most contrasting
      // colors on their side: if one fails, that direction is given up.
      guard var passing = attempt(extreme) else { continue }
      var failing = startL
      var passingL = extreme
      for _ in 0..<lightnessIterations {
        let middle = (failing + passingL) / 2
        if let found = attempt(middle) {
          passing = found
          passingL = middle
        } else {
          failing = middle
        }
      }
      if let current = best {
        let closer = passing.lightnessChange < current.lightnessChange
        let tie = passing.lightnessChange == current.lightnessChange
        if closer || (tie && passing.ratio > current.ratio) { best = passing }
      } else {
        best = passing
      }
    }
    return best
  }

  /// A hue's direction in the OKLab a–b plane, computed once per search.
  struct HueDirection {
    var cosine: Double
    var sine: Double

    init(degrees: Double) {
      let radians = degrees * .pi / 180
      cosine = cos(radians)
      sine = sin(radians)
    }
  }

  /// The OKLCH color at lightness `L` and hue `hue` with the largest chroma up to `chroma` that
  /// lies inside sRGB, gamma-encoded and clipped to 0...1 (removing float residue only).
  static func inGamut(L: Double, chroma: Double, hue: Double) -> RGBA {
    inGamut(L: L, chroma: chroma, hue: HueDirection(degrees: hue))
  }

  static func inGamut(L: Double, chroma: Double, hue: HueDirection) -> RGBA {
    if L <= 0 { return .black }
    if L >= 1 { return .white }
    return encoded(inGamutLinear(L: L, chroma: chroma, hue: hue)).clipped
  }

  /// The 8-bit channels of ``inGamut(L:chroma:hue:)``, found without a power function: each
  /// linear channel is placed among the linear values where its byte changes (the fix search
  /// measures millions of candidates by their bytes).
  static func inGamutBytes(L: Double, chroma: Double, hue: HueDirection) -> (Int, Int, Int) {
    if L <= 0 { return (0, 0, 0) }
    if L >= 1 { return (255, 255, 255) }
    let linear = inGamutLinear(L: L, chroma: chroma, hue: hue)
    let table = ByteTable.shared
    return (table.byte(linear.red), table.byte(linear.green), table.byte(linear.blue))
  }

  /// For L strictly between 0 and 1: the linear-light color ``inGamut(L:chroma:hue:)`` encodes.
  private static func inGamutLinear(L: Double, chroma: Double, hue: HueDirection) -> (
    red: Double, green: Double, blue: Double
  ) {
    func linear(_ c: Double) -> (red: Double, green: Double, blue: Double) {
      OKLab(L: L, a: c * hue.cosine, b: c * hue.sine).linearSRGB
    }
    let chosen = linear(chroma)
    if fitsSRGB(chosen) { return chosen }
    var low = 0.0
    var high = chroma
    for _ in 0..<chromaIterations {
      let middle = (low + high) / 2
      if fitsSRGB(linear(middle)) { low = middle } else { high = middle }
    }
    return linear(low)
  }

  /// `byte(SRGBTransfer.encode(value))` for a linear-light value, by table.
  struct ByteTable: Sendable {
    static let shared = ByteTable()
    /// Bins per unit of linear light: the encoding's slope is at most 12.92, so a bin holds at
    /// most one threshold.
    static let bins = 4096
    /// The linear-light value at which each byte gives way to the next: byte `k` is encoded
    /// from values between `thresholds[k - 1]` and `thresholds[k]`.
    let thresholds: [Double]
    /// The byte at the start of each bin.
    let firstByte: [Int]

    init() {
      let thresholds = (0..<255).map { SRGBTransfer.decode((Double($0) + 0.5) / 255) }
      var firstByte: [Int] = []
      var byte = 0
      for bin in 0..<Self.bins {
        while byte < thresholds.count && thresholds[byte] <= Double(bin) / Double(Self.bins) {
          byte += 1
        }
        firstByte.append(byte)
      }
      self.thresholds = thresholds
      self.firstByte = firstByte
    }

    /// A value within a hair of a threshold (far wider than the encoder's rounding error) is
    /// encoded to decide exactly as `byte(SRGBTransfer.encode(value))` does.
    func byte(_ value: Double) -> Int {
      guard value > 0 else { return 0 }
      guard value < 1 else { return 255 }
      var byte = firstByte[Int(value * Double(Self.bins))]
      while byte < thresholds.count && thresholds[byte] <= value { byte += 1 }
      let margin = 1e-9
      if byte > 0 && value - thresholds[byte - 1] < margin
        || byte < thresholds.count && thresholds[byte] - value < margin
      {
        return Suggester.byte(SRGBTransfer.encode(value))
      }
      return byte
    }
  }

  static func encoded(_ linear: (red: Double, green: Double, blue: Double)) -> RGBA {
    RGBA(
      red: SRGBTransfer.encode(linear.red), green: SRGBTransfer.encode(linear.green),
      blue: SRGBTransfer.encode(linear.blue))
  }

  /// Whether a linear-light color is inside sRGB, decided exactly as `RGBA.isInSRGBGamut`
  /// decides on its encoded form: channels clearly inside or outside are decided in linear light
  /// (no power function), only those within a hair of the edge are encoded to compare.
  static func fitsSRGB(_ linear: (red: Double, green: Double, blue: Double)) -> Bool {
    func fits(_ value: Double) -> Bool {
      // Encoded bounds are -1e-9 and 1 + 1e-9: in linear light about -7.7e-11 and 1 + 2.3e-9.
      if value >= -7e-11 && value <= 1 + 1e-9 { return true }
      if value < -8.5e-11 || value > 1 + 1e-8 { return false }
      let encoded = SRGBTransfer.encode(value)
      return encoded >= -1e-9 && encoded <= 1 + 1e-9
    }
    return fits(linear.red) && fits(linear.green) && fits(linear.blue)
  }

  static func byte(_ value: Double) -> Int { Int((value.clamped01 * 255).rounded()) }

  static func bytes(of color: RGBA) -> (Int, Int, Int) {
    (byte(color.red), byte(color.green), byte(color.blue))
  }

  /// The alpha a suggestion keeps: the original's, as the paste format writes it.
  static func roundedAlpha(_ original: RGBA, _ format: PasteFormat) -> Double {
    switch format {
    case .hex: return Double(byte(original.alpha)) / 255
    case .assetComponents: return decimal(original.alpha.clamped01)
    }
  }

  /// Three decimals, as Xcode writes components; three decimals of n/255 round back to the same
  /// byte, so the hex shown is unchanged.
  static func decimal(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  /// 8-bit channels written as the paste format says, with the alpha it keeps.
  static func rounded(_ bytes: (Int, Int, Int), alpha: Double, _ format: PasteFormat) -> RGBA {
    switch format {
    case .hex:
      return RGBA(bytes: bytes.0, bytes.1, bytes.2, alpha: alpha)
    case .assetComponents:
      return RGBA(
        red: decimal(Double(bytes.0) / 255), green: decimal(Double(bytes.1) / 255),
        blue: decimal(Double(bytes.2) / 255), alpha: alpha)
    }
  }

  /// Relative luminance of every 8-bit channel value, as pasted in each format: the same
  /// numbers `Contrast.relativeLuminance` computes, looked up instead of raised to a power
  /// (bytes from `Contrast.byteChannels`).
  static let decimalChannelLuminance: [Double] = (0...255).map {
    Contrast.linearChannel(decimal(Double($0) / 255))
  }

  /// The luminance of the pasted and the shown (8-bit) color, from the tables.
  static func fastLuminances(_ bytes: (Int, Int, Int), _ format: PasteFormat) -> (
    pasted: Double, shown: Double
  ) {
    func luminance(_ table: [Double]) -> Double {
      0.2126 * table[bytes.0] + 0.7152 * table[bytes.1] + 0.0722 * table[bytes.2]
    }
    let shown = luminance(Contrast.byteChannels)
    switch format {
    case .hex: return (shown, shown)
    case .assetComponents: return (luminance(decimalChannelLuminance), shown)
    }
  }

  // MARK: - What to paste

  /// The value to paste.
  ///
  /// For an asset catalog, the `color` object of a `Contents.json` entry as Xcode writes it (keys
  /// in Xcode's order, sRGB, three-decimal components), ready to replace the slot's `color`; for
  /// a palette file or a replacement for a system color, `#RRGGBB` (`#RRGGBBAA` if translucent).
  static func pasteValue(_ color: RGBA, format: PasteFormat) -> String {
    switch format {
    case .hex:
      return color.alpha < 1 ? color.hexString : color.opaqueHexString
    case .assetComponents:
      func text(_ value: Double) -> String {
        let thousandths = Int((value.clamped01 * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count)
          + fraction
      }
      return "{\"color-space\" : \"srgb\", \"components\" : {"
        + "\"alpha\" : \"\(text(color.alpha))\", \"blue\" : \"\(text(color.blue))\", "
        + "\"green\" : \"\(text(color.green))\", \"red\" : \"\(text(color.red))\"}}"
    }
  }

  // MARK: - Where it goes

  /// A change to the user's color definitions, as the instruction describes it.
  enum Edit: Hashable {
    /// Put this slot (with the suggested components) into the color set: a new slot, or the
    /// replacement of the slot with the same appearance, idiom and gamut.
    case assetSlot(name: String, slot: AssetSlot, adds: Bool)
    /// Put this variant into the palette color: new, or replacing the one with the same axes.
    case paletteVariant(name: String, variant: PaletteVariant, adds: Bool)
    /// Change the literal (or reference) in code that decides the color.
    case codeLiteral(name: String, literal: SourceLocation)
    /// Define a custom color to use instead of a system color.
    case replaceSystemColor(name: String)
  }

  struct Placement {
    var text: String
    var edit: Edit
  }

  static func placement(for target: Target, traits: TraitCombination, color: RGBA) -> Placement {
    switch target {
    case .system(let name):
      return Placement(
        text: "use a custom color instead of \(name)", edit: .replaceSystemColor(name: name))
    case .asset(let name, let slots):
      return assetPlacement(name: name, slots: slots, traits: traits, color: color)
    case .palette(let name, let variants):
      return palettePlacement(name: name, variants: variants, traits: traits, color: color)
    case .code(let name, let values, let definedAt):
      return codePlacement(name: name, values: values, definedAt: definedAt, traits: traits)
    }
  }

  /// Which literal of a code color to change: the one that decides the value in these traits.
  static func codePlacement(
    name: String, values: CodeColorValues, definedAt: SourceLocation, traits: TraitCombination
  ) -> Placement {
    let value = values.value(for: traits)
    let others = TraitCombination.all.filter {
      $0.key
        != TraitCombination(style: traits.style, contrast: traits.contrast, level: traits.level)
        .key && values.value(for: $0) == value
    }
    var text: String
    var literal = definedAt
    switch value {
    case .color(_, let at):
      literal = at
      text = "change the color literal of \(name) at \(at.description)"
    case .reference(let target, _):
      text = "replace the reference to \(target) in \(name) (\(definedAt.description))"
    case .unresolved:
      text = "give \(name) a value the audit can read (\(definedAt.description))"
    }
    if others.count > 3 {
      text += " (also used in \(others.count) other trait combinations)"
    } else if !others.isEmpty {
      text += " (also used in \(others.map(\.label).joined(separator: ", ")))"
    }
    return Placement(text: text, edit: .codeLiteral(name: name, literal: literal))
  }

  /// Which slot of a color set to change or add, following UIKit's lookup order.
  ///
  /// The slot that should hold the color is the most specific appearance for the traits: High
  /// Contrast when the contrast is high; Dark for dark; for light, Light only if the set has a
  /// Light slot (Xcode's usual layout has none, so light traits read Any). If the slot UIKit used
  /// is that one, it changes; otherwise that one is added.
  static func assetPlacement(
    name: String, slots: [AssetSlot], traits: TraitCombination, color: RGBA
  ) -> Placement {
    let high = traits.contrast == .high
    guard let used = AssetSlotSelection.select(slots, for: traits) else {
      // Not reached for a measured color; name the most specific slot anyway.
      let slot = AssetSlot(
        luminosity: traits.style == .dark ? .dark : .any, highContrast: high,
        content: .components(color, space: .sRGB), index: slots.count)
      return Placement(
        text: "add a \(slot.appearanceName) appearance to \(name)",
        edit: .assetSlot(name: name, slot: slot, adds: true))
    }
    let luminosity: AssetSlot.Luminosity =
      traits.style == .dark
      ? .dark : (slots.contains { $0.luminosity == .light } ? .light : .any)
    let idiom = used.idiom == "universal" ? "" : " (\(used.idiom))"

    var text: String
    var after = slots
    let edited: AssetSlot
    if used.luminosity == luminosity && used.highContrast == high {
      edited = used
      if case .systemReference(_, let reference) = used.content {
        text =
          "replace the \(reference) reference in the \(used.appearanceName) appearance\(idiom) of \(name)"
      } else {
        text = "change the \(used.appearanceName) appearance\(idiom) of \(name)"
      }
    } else {
      edited = AssetSlot(
        idiom: used.idiom, luminosity: luminosity, highContrast: high, gamut: used.gamut,
        content: .components(color, space: .sRGB), index: slots.count)
      after.append(edited)
      text = "add a \(edited.appearanceName) appearance\(idiom) to \(name)"
    }

    // Color sets vary by style and contrast only: list the other combinations the slot serves.
    var others: [String] = []
    for style in Style.allCases {
      for contrast in ContrastSetting.allCases
      where style != traits.style || contrast != traits.contrast {
        var other = traits
        other.style = style
        other.contrast = contrast
        if AssetSlotSelection.select(after, for: other) == edited {
          others.append("\(style.rawValue) · \(contrast == .high ? "high" : "normal") contrast")
        }
      }
    }
    if !others.isEmpty { text += " (also used in \(others.joined(separator: ", ")))" }
    if traits.level == .elevated {
      text += "; a color set cannot vary by level, so this changes base and elevated alike"
    }
    var slot = edited
    slot.content = .components(color, space: .sRGB)
    return Placement(text: text, edit: .assetSlot(name: name, slot: slot, adds: edited != used))
  }

  /// Which variant of a palette-file color to set.
  ///
  /// The variant key names what the traits need beyond the variant that applies now: the style
  /// when it is dark, `high` under Increase Contrast, `elevated` at the elevated level, plus the
  /// axes the current variant already states. If a variant with exactly that key exists it is
  /// the one in use, and is set; otherwise a new, more specific variant is set.
  static func palettePlacement(
    name: String, variants: [PaletteVariant], traits: TraitCombination, color: RGBA
  ) -> Placement {
    guard let used = PaletteVariantSelection.select(variants, for: traits) else {
      // Not reached for a measured color; name the precise variant anyway.
      let key = variantKey(traits.style, traits.contrast, traits.level)
      let variant = PaletteVariant(
        style: traits.style, contrast: traits.contrast, level: traits.level, value: .color(color),
        key: key)
      return Placement(
        text: "set a new \"\(key)\" variant of \(name)",
        edit: .paletteVariant(name: name, variant: variant, adds: true))
    }
    let style = traits.style == .dark || used.style != nil ? traits.style : nil
    let contrast = traits.contrast == .high || used.contrast != nil ? traits.contrast : nil
    let level = traits.level == .elevated || used.level != nil ? traits.level : nil

    var text: String
    var after = variants
    let edited: PaletteVariant
    if used.style == style && used.contrast == contrast && used.level == level {
      edited = used
      if case .reference(let referenced) = used.value {
        text = "replace the reference to \(referenced) in the \"\(used.key)\" variant of \(name)"
      } else {
        text = "set the \"\(used.key)\" variant of \(name)"
      }
    } else {
      edited = PaletteVariant(
        style: style, contrast: contrast, level: level, value: .color(color),
        key: variantKey(style, contrast, level))
      after.append(edited)
      text = "set a new \"\(edited.key)\" variant of \(name)"
    }

    var others: [String] = []
    for combination in TraitCombination.all
    where combination.style != traits.style || combination.contrast != traits.contrast
      || combination.level != traits.level
    {
      var other = combination
      other.idiom = traits.idiom
      other.gamut = traits.gamut
      if let selected = PaletteVariantSelection.select(after, for: other),
        selected.style == edited.style, selected.contrast == edited.contrast,
        selected.level == edited.level
      {
        others.append(other.label)
      }
    }
    if others.count > 3 {
      text += " (also used in \(others.count) other trait combinations)"
    } else if !others.isEmpty {
      text += " (also used in \(others.joined(separator: ", ")))"
    }
    var variant = edited
    variant.value = .color(color)
    return Placement(
      text: text, edit: .paletteVariant(name: name, variant: variant, adds: edited != used))
  }

  /// A palette variant key such as `dark high elevated`, or `any` when no axis is stated.
  static func variantKey(_ style: Style?, _ contrast: ContrastSetting?, _ level: InterfaceLevel?)
    -> String
  {
    let parts = [style?.rawValue, contrast?.rawValue, level?.rawValue].compactMap { $0 }
    return parts.isEmpty ? "any" : parts.joined(separator: " ")
  }
}

/// What a suggestion search depends on, so equal searches run once.
struct SearchKey: Hashable {
  var side: Suggester.Side
  var original: RGBA
  var minimum: Double
  var first: RGBA
  var second: RGBA
}

/// The results of suggestion searches shared by the worker threads.
final class SearchMemo: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [SearchKey: [Suggester.PasteFormat: Suggester.Found?]] = [:]

  func found(_ problem: Suggester.Problem, format: Suggester.PasteFormat) -> Suggester.Found? {
    let key = problem.key
    lock.lock()
    let known = results[key]?[format]
    lock.unlock()
    if let known { return known }
    let found = Suggester.search(problem, format: format)
    lock.lock()
    results[key, default: [:]][format] = .some(found)
    lock.unlock()
    return found
  }
}
