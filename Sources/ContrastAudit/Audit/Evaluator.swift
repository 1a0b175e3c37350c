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
    let names = [pairing.foreground, pairing.background, pairing.backdrop ?? Self.defaultBackdrop]
    let (variesByIdiom, variesByGamut) = axes(of: names)
    let idioms: [String?] = variesByIdiom ? Self.deviceIdioms : [nil]
    let gamuts: [String?] = variesByGamut ? Self.displayGamuts : [nil]
    var checks: [Check] = []
    for base in TraitCombination.all where pairing.levels.contains(base.level) {
      for idiom in idioms {
        for gamut in gamuts {
          var traits = base
          traits.idiom = idiom
          traits.gamut = gamut
          checks.append(evaluate(pairing, in: traits))
        }
      }
    }
    return checks
  }

  /// One pairing in one trait combination.
  public func evaluate(_ pairing: Pairing, in traits: TraitCombination) -> Check {
    var minimum =
      pairing.minimum
      ?? thresholds.minimum(for: pairing.role, level: level, contrast: traits.contrast)
    if let explicit = pairing.minimum, traits.contrast == .high,
      let stricter = thresholds.highContrastMinimums[level]?[pairing.role]
    {
      minimum = max(explicit, stricter)
    }
    let foreground = resolver.resolve(pairing.foreground, in: traits)
    let background = resolver.resolve(pairing.background, in: traits)
    var failures: [Unresolved] = []
    if case .failure(let failure) = foreground { failures.append(failure) }
    if case .failure(let failure) = background { failures.append(failure) }

    var backdrop: ResolvedColor?
    if case .success(let resolvedBackground) = background, !resolvedBackground.color.isOpaque {
      switch resolveBackdrop(pairing.backdrop, in: traits) {
      case .success(let resolved): backdrop = resolved
      case .failure(let failure): failures.append(failure)
      }
    }
    guard failures.isEmpty, case .success(let fg) = foreground, case .success(let bg) = background
    else {
      return Check(
        pairing: pairing, traits: traits, minimum: minimum, outcome: .unresolved(failures))
    }

    let compositedBackground = flatten(bg.color, over: backdrop?.color, in: traits)
    let compositedForeground = Contrast.composite(fg.color, over: compositedBackground)
    var notes: [String] = []
    for (side, color) in [("foreground", fg), ("background", bg)] where !color.color.isInSRGBGamut {
      notes.append(
        "the \(side) \(color.path[0]) lies outside sRGB; the ratio uses it clipped to sRGB, "
          + "as WCAG defines luminance")
    }
    let measurement = ContrastMeasurement(
      foreground: fg, background: bg, backdrop: backdrop,
      compositedForeground: compositedForeground, compositedBackground: compositedBackground,
      ratio: Contrast.ratio(compositedForeground, compositedBackground), notes: notes)
    return Check(
      pairing: pairing, traits: traits, minimum: minimum, outcome: .measured(measurement))
  }

  private func resolveBackdrop(_ name: String?, in traits: TraitCombination) -> Result<
    ResolvedColor, Unresolved
  > {
    resolver.resolve(name ?? Self.defaultBackdrop, in: traits)
  }

  /// The opaque color a background shows: composited over its backdrop, and a translucent
  /// backdrop over the system background, then the window's own opaque black or white.
  private func flatten(_ background: RGBA, over backdrop: RGBA?, in traits: TraitCombination)
    -> RGBA
  {
    var color = background
    if let backdrop { color = Contrast.composite(color, over: backdrop) }
    if !color.isOpaque,
      case .success(let system) = resolver.resolve(Self.defaultBackdrop, in: traits)
    {
      color = Contrast.composite(color, over: system.color)
    }
    if !color.isOpaque {
      color = Contrast.composite(color, over: traits.style == .dark ? .black : .white)
    }
    return color
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
      case .system:
        break
      }
    }
    return (idiom, gamut)
  }
}
