/// How UIKit puts a pairing on screen: the background over its backdrop, then the foreground
/// over the result.
enum Composition {
  /// The opaque colors on screen.
  ///
  /// A translucent background is composited over its backdrop; if that is still translucent,
  /// over the system background of the same traits, then the window's own black or white.
  static func composite(
    foreground: RGBA, background: RGBA, backdrop: RGBA?, systemBackground: RGBA?, style: Style
  ) -> (foreground: RGBA, background: RGBA) {
    let ground = ground(
      background: background, backdrop: backdrop, systemBackground: systemBackground, style: style)
    return (Contrast.composite(foreground, over: ground), ground)
  }

  /// The opaque ground a foreground is drawn on: the background over its backdrop, the system
  /// background and the window, as far as it is translucent.
  static func ground(
    background: RGBA, backdrop: RGBA?, systemBackground: RGBA?, style: Style
  ) -> RGBA {
    var ground = background
    if let backdrop { ground = Contrast.composite(ground, over: backdrop) }
    if !ground.isOpaque, let systemBackground {
      ground = Contrast.composite(ground, over: systemBackground)
    }
    if !ground.isOpaque {
      ground = Contrast.composite(ground, over: style == .dark ? .black : .white)
    }
    return ground
  }

  /// The unrounded WCAG ratio of a pairing as it appears on screen.
  static func ratio(
    foreground: RGBA, background: RGBA, backdrop: RGBA?, systemBackground: RGBA?, style: Style
  ) -> Double {
    let onScreen = composite(
      foreground: foreground, background: background, backdrop: backdrop,
      systemBackground: systemBackground, style: style)
    return Contrast.ratio(onScreen.foreground, onScreen.background)
  }

  /// Everything a report shows about one pairing in one trait combination.
  static func measure(
    foreground: ResolvedColor, background: ResolvedColor, backdrop: ResolvedColor?,
    systemBackground: RGBA?, traits: TraitCombination
  ) -> ContrastMeasurement {
    let onScreen = composite(
      foreground: foreground.color, background: background.color, backdrop: backdrop?.color,
      systemBackground: systemBackground, style: traits.style)
    var notes: [String] = []
    for (side, color) in [("foreground", foreground), ("background", background)]
    where !color.color.isInSRGBGamut {
      notes.append(
        "the \(side) \(color.path[0]) lies outside sRGB; the ratio uses it clipped to sRGB, "
          + "as WCAG defines luminance")
    }
    return ContrastMeasurement(
      foreground: foreground, background: background, backdrop: backdrop,
      compositedForeground: onScreen.foreground, compositedBackground: onScreen.background,
      ratio: Contrast.ratio(onScreen.foreground, onScreen.background), notes: notes)
  }
}
