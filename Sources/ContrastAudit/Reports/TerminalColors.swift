/// How many colors the terminal can show, which decides how the terminal report styles itself.
///
/// The library never reads the environment: the command line works the depth out with
/// ``detect(environment:isTerminal:)`` and passes it in ``ReportOptions``.
public enum ColorDepth: String, CaseIterable, Sendable, Comparable {
  /// No escape sequences at all: not a terminal, `NO_COLOR`, `TERM=dumb`.
  case none
  /// The 16 ANSI colors every color terminal has (`TERM=xterm`, `vt100`, `screen`, `linux`).
  case ansi16 = "16"
  /// The xterm 256-color palette (`TERM=xterm-256color`).
  case ansi256 = "256"
  /// 24-bit color (`COLORTERM=truecolor` or `24bit`).
  case trueColor = "truecolor"

  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }

  /// The depth a terminal offers, from its environment: `COLORTERM` (`truecolor`, `24bit`)
  /// first, then `TERM` (`*-256color` is 256 colors, `*-direct` and `*-truecolor` are 24-bit,
  /// `dumb` or unset is none, anything else is 16 colors).
  ///
  /// - Parameters:
  ///   - isTerminal: whether the output is a terminal; nothing else is styled.
  ///   - honourNoColor: whether a non-empty `NO_COLOR` turns styling off (it does unless the
  ///     person asked for colors explicitly).
  public static func detect(
    environment: [String: String], isTerminal: Bool, honourNoColor: Bool = true
  ) -> ColorDepth {
    guard isTerminal else { return .none }
    if honourNoColor, !(environment["NO_COLOR"] ?? "").isEmpty { return .none }
    return offered(by: environment)
  }

  /// What `COLORTERM` and `TERM` say the terminal can show, ignoring whether it is one.
  public static func offered(by environment: [String: String]) -> ColorDepth {
    let term = (environment["TERM"] ?? "").lowercased()
    if term == "dumb" { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if term.hasSuffix("-direct") || term.hasSuffix("truecolor") { return .trueColor }
    if term.contains("256color") { return .ansi256 }
    return term.isEmpty ? .none : .ansi16
  }
}

/// Nearest colors in the 16- and 256-color palettes, for swatches on terminals without 24-bit
/// color.
enum TerminalPalette {
  /// xterm's default values of the 16 ANSI colors (0–7 normal, 8–15 bright).
  ///
  /// Terminals let people change them, so a 16-color swatch is an approximation; the report prints the
  /// exact hex beside it.
  static let ansi16: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The six channel levels of the 256-color palette's 6 × 6 × 6 cube (indices 16–231).
  static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// An sRGB color as 0–255 channels, clipped.
  static func bytes(_ color: RGBA) -> (Int, Int, Int) {
    let c = color.clipped
    func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
    return (byte(c.red), byte(c.green), byte(c.blue))
  }

  /// A distance that weighs the channels roughly as the eye does ("redmean").
  static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let meanRed = (a.0 + b.0) / 2
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return ((512 + meanRed) * dr * dr) / 256 + 4 * dg * dg + ((767 - meanRed) * db * db) / 256
  }

  /// The index (0–15) of the nearest of the 16 ANSI colors; the first on a tie.
  static func nearest16(_ color: RGBA) -> Int {
    let target = bytes(color)
    var best = 0
    for index in ansi16.indices
    where distance(ansi16[index], target) < distance(ansi16[best], target) {
      best = index
    }
    return best
  }

  /// The index (16–255) of the nearest color of the 256-color cube or gray ramp.
  ///
  /// Indices 0–15 are left out: terminals change them, while the cube and ramp are fixed.
  static func nearest256(_ color: RGBA) -> Int {
    let target = bytes(color)
    func nearestLevel(_ value: Int) -> Int {
      cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) } ?? 0
    }
    let (r, g, b) = (nearestLevel(target.0), nearestLevel(target.1), nearestLevel(target.2))
    let cube = (cubeLevels[r], cubeLevels[g], cubeLevels[b])
    let cubeIndex = 16 + 36 * r + 6 * g + b
    // The gray ramp: 24 steps from 8 to 238.
    let average = (target.0 + target.1 + target.2) / 3
    let step = min(max((average - 8 + 5) / 10, 0), 23)
    let gray = 8 + 10 * step
    let grayDistance = distance((gray, gray, gray), target)
    return grayDistance < distance(cube, target) ? 232 + step : cubeIndex
  }

  /// The SGR parameters that set `color` as the foreground or background at `depth`:
  /// `38;2;R;G;B`, `48;5;N`, `31`, `107`; empty at ``ColorDepth/none``.
  static func sgr(_ color: RGBA, background: Bool, depth: ColorDepth) -> String {
    switch depth {
    case .none: return ""
    case .trueColor:
      let (r, g, b) = bytes(color)
      return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
    case .ansi256:
      return "\(background ? 48 : 38);5;\(nearest256(color))"
    case .ansi16:
      let index = nearest16(color)
      let base = (index < 8 ? 30 : 90) + (background ? 10 : 0)
      return String(base + index % 8)
    }
  }
}
