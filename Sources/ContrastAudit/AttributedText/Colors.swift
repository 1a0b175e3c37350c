/// Color expressions that never adapt to Dark Mode, in Swift and Objective-C spellings.
///
/// Not `lightText`: Apple's color for text on a dark ground, a 60 % white, is left alone as
/// `white` is (such text sits on a fixed dark or tinted ground).
let staticColorNames: Set<String> = [
  "black", "darkGray", "lightGray", "gray", "darkText",
  "blackColor", "darkGrayColor", "lightGrayColor", "grayColor", "darkTextColor",
]
private let fixedFillNames: Set<String> =
  staticColorNames.union([
    "white", "whiteColor", "red", "redColor", "blue", "blueColor", "green", "greenColor",
    "yellow", "yellowColor", "orange", "orangeColor", "lightText", "lightTextColor",
  ])
private let colorTypes: Set<String> = ["UIColor", "NSColor", "Color", "CGColor"]
private let literalColorLabels: Set<String> = [
  "red", "white", "displayP3Red", "hue", "calibratedRed", "calibratedWhite", "deviceRed",
  "deviceWhite", "srgbRed", "gray", "hex", "hexString", "rgb", "rgba", "colorLiteralRed",
]
private let literalColorSelectors: Set<String> = [
  "colorWithRed", "colorWithWhite", "colorWithHue", "colorWithDisplayP3Red",
  "colorWithCalibratedRed", "colorWithCalibratedWhite", "colorWithSRGBRed", "colorWithDeviceRed",
  "colorWithDeviceWhite", "colorWithGenericGamma22White",
]

/// A color that stays the same in light and dark: how the code spells it, and its value where
/// the spelling proves one.
struct StaticColor: Equatable {
  /// A short spelling for the message: `UIColor.black`, `[UIColor colorWithWhite:alpha:]`.
  var spelling: String
  /// The opaque sRGB color, where the spelling proves it.
  ///
  /// A UIKit fixed color or literal sRGB or white components, without an alpha below 1
  /// (`withAlphaComponent`) that would show whatever is behind. Nil otherwise (display P3, hue,
  /// hex strings): the message then names no ratio.
  var value: RGBA?
}

extension SourceFile {
  /// Whether the expression at `range` is a color that stays the same in light and dark.
  ///
  /// Covered: `UIColor.black`, `.darkGray`, `.darkText`, `UIColor(red:green:blue:alpha:)`
  /// with literal components, `UIColor(white:alpha:)`, `#colorLiteral`, `[UIColor blackColor]`,
  /// `[UIColor colorWithWhite:alpha:]`, with or without `.cgColor`/`.CGColor`. Returns a short
  /// spelling of the color for the message.
  /// Whether `range` is a color that stays the same in Dark Mode: one `staticColor(in:)` reports,
  /// or a fixed light or bright one (`UIColor.white`, `.white`, `[UIColor whiteColor]`).
  /// Whether `range` is fixed white text: `UIColor.white`, `.white`, `[UIColor whiteColor]`,
  /// `UIColor.lightText`.
  func isFixedWhite(in range: Range<Int>) -> Bool {
    let r = trimmed(range)
    let words = r.filter { tokens[$0].kind == .identifier }.map { tokens[$0].text }
    guard let name = words.last,
      ["white", "whiteColor", "lightText", "lightTextColor"].contains(name)
    else { return false }
    return (words.count == 1 && isPunctuation(r.lowerBound, "."))
      || (words.count == 2 && colorTypes.contains(words[0]))
  }

  func isFixedColor(in range: Range<Int>) -> Bool {
    if staticColor(in: range) != nil { return true }
    let r = trimmed(range)
    let words = r.filter { tokens[$0].kind == .identifier }.map { tokens[$0].text }
    guard let name = words.last, fixedFillNames.contains(name) else { return false }
    return (words.count == 1 && isPunctuation(r.lowerBound, "."))
      || (words.count == 2 && colorTypes.contains(words[0]))
  }

  func staticColor(in range: Range<Int>) -> StaticColor? {
    var r = trimmed(range)
    // Objective-C casts `(id)`, `(__bridge id)`.
    while r.count > 2, isPunctuation(r.lowerBound, "("), match[r.lowerBound] > r.lowerBound,
      match[r.lowerBound] < r.upperBound - 1,
      tokens[r.lowerBound + 1].kind == .identifier
    {
      r = (match[r.lowerBound] + 1)..<r.upperBound
    }
    guard !r.isEmpty else { return nil }
    let s = r.lowerBound
    let t = tokens[s]
    // Swift `UIColor.black`, `.black`, `UIColor.black.cgColor`, `UIColor.black.withAlphaComponent(…)`.
    var member: Int?
    if t.kind == .identifier, colorTypes.contains(t.text), isPunctuation(s + 1, ".") {
      member = s + 2
    } else if t.isPunctuation("."), r.count >= 2 {
      member = s + 1
    }
    if let m = member, m < r.upperBound, tokens[m].kind == .identifier,
      staticColorNames.contains(tokens[m].text), allowedSuffix((m + 1)..<r.upperBound)
    {
      return StaticColor(
        spelling: (t.kind == .identifier ? t.text : "") + "." + tokens[m].text,
        value: isOpaque((m + 1)..<r.upperBound) ? Self.namedStaticValue(tokens[m].text) : nil)
    }
    // `UIColor(red: 0.2, …)`, `UIColor.init(white: 0, alpha: 1)`, `.init(…)`, `#colorLiteral(…)`.
    var open: Int?
    if t.kind == .identifier, colorTypes.contains(t.text) || t.text == "#colorLiteral" {
      open = isPunctuation(s + 1, "(") ? s + 1 : (isIdentifier(s + 2, "init") ? s + 3 : nil)
    } else if t.isPunctuation("."), isIdentifier(s + 1, "init") {
      open = s + 2
    }
    if let o = open, isPunctuation(o, "("), match[o] > o, match[o] < r.upperBound,
      allowedSuffix((match[o] + 1)..<r.upperBound)
    {
      let args = arguments(open: o)
      let opaque = isOpaque((match[o] + 1)..<r.upperBound)
      let components = args.map { (label: $0.label ?? "", value: $0.value) }
      if t.text == "#colorLiteral" {
        return StaticColor(
          spelling: "#colorLiteral", value: opaque ? literalSRGB(components) : nil)
      }
      if let label = args.first?.label, literalColorLabels.contains(label),
        args.allSatisfy({ isLiteralNumber($0.value) }),
        !isNearWhite(label: label, values: args.map(\.value))
      {
        return StaticColor(
          spelling:
            "\(t.kind == .identifier ? t.text : ".init")(\(args.compactMap { $0.label }.map { $0 + ":" }.joined()))",
          value: opaque ? literalSRGB(components) : nil)
      }
    }
    // Objective-C `[UIColor blackColor]`, `[UIColor colorWithWhite:0 alpha:1]`, `UIColor.blackColor`.
    if language == .objectiveC {
      if t.isPunctuation("["), let m = message(open: s), match[s] < r.upperBound,
        allowedSuffix((match[s] + 1)..<r.upperBound),
        m.receiver.count == 1, colorTypes.contains(tokens[m.receiver.lowerBound].text)
      {
        let name = m.parts[0].name
        let opaque = isOpaque((match[s] + 1)..<r.upperBound)
        if m.parts.count == 1, m.parts[0].value.isEmpty, staticColorNames.contains(name) {
          return StaticColor(
            spelling: "[\(tokens[m.receiver.lowerBound].text) \(name)]",
            value: opaque ? Self.namedStaticValue(name) : nil)
        }
        if literalColorSelectors.contains(name), m.parts.allSatisfy({ isLiteralNumber($0.value) }),
          !isNearWhite(label: name, values: m.parts.map(\.value))
        {
          // `colorWithRed:green:blue:alpha:` reads as `red`, `green`, `blue`, `alpha`.
          let components = m.parts.enumerated().map { n, part in
            (label: n == 0 ? Self.firstComponent(ofSelector: part.name) : part.name, part.value)
          }
          return StaticColor(
            spelling: "[\(tokens[m.receiver.lowerBound].text) \(m.selector)]",
            value: opaque ? literalSRGB(components) : nil)
        }
      }
    }
    return nil
  }

  /// The value of a UIKit fixed color by name (`lightGray`, `lightGrayColor`, `darkText`).
  private static func namedStaticValue(_ name: String) -> RGBA? {
    let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    return base == "darkText" ? BuiltInColors.fixedUIKit["black"] : BuiltInColors.fixedUIKit[base]
  }

  /// `red` for `colorWithRed`, `white` for `colorWithWhite`, `srgbRed` for `colorWithSRGBRed`;
  /// "" for the other selectors, whose spaces the value does not follow.
  private static func firstComponent(ofSelector name: String) -> String {
    switch name {
    case "colorWithRed": "red"
    case "colorWithWhite": "white"
    case "colorWithSRGBRed": "srgbRed"
    default: ""
    }
  }

  /// Whether a suffix leaves the color opaque: no `withAlphaComponent(…)`.
  private func isOpaque(_ range: Range<Int>) -> Bool {
    !range.contains {
      isIdentifier($0, "withAlphaComponent") || isIdentifier($0, "colorWithAlphaComponent")
    }
  }

  /// The sRGB color that literal components make.
  ///
  /// `red:green:blue:alpha:` (also `srgbRed:`) or `white:alpha:`, each between 0 and 1, the alpha
  /// 1 or absent (an Objective-C message names it). Nil for anything else: another color space, a
  /// component out of range, translucency.
  private func literalSRGB(_ components: [(label: String, value: Range<Int>)]) -> RGBA? {
    var values: [String: Double] = [:]
    for component in components {
      guard let value = literalValue(component.value), (0...1).contains(value) else { return nil }
      values[component.label == "srgbRed" ? "red" : component.label] = value
    }
    guard values["alpha", default: 1] == 1 else { return nil }
    let labels = Set(values.keys).subtracting(["alpha"])
    if labels == ["white"], let white = values["white"] {
      return BuiltInColors.gray(white)
    }
    guard labels == ["red", "green", "blue"], let red = values["red"], let green = values["green"],
      let blue = values["blue"]
    else { return nil }
    return RGBA(red: red, green: green, blue: blue)
  }

  /// `.cgColor`, `.CGColor`, `.withAlphaComponent(…)` or nothing.
  private func allowedSuffix(_ range: Range<Int>) -> Bool {
    var i = range.lowerBound
    while i < range.upperBound {
      if isPunctuation(i, "."), i + 1 < range.upperBound {
        let name = text(i + 1)
        if name == "cgColor" || name == "CGColor" {
          i += 2
          continue
        }
        if name == "withAlphaComponent" || name == "colorWithAlphaComponent",
          isPunctuation(i + 2, "(")
        {
          i = match[i + 2] + 1
          continue
        }
        return false
      }
      if isIdentifier(i, "as") {
        return true
      }
      return false
    }
    return true
  }

  /// Whether literal components spell white or nearly white (every channel at least 0.95,
  /// the Interface Builder rule's bound): like `UIColor.white`, such text sits on a fixed
  /// dark or tinted ground (a navigation bar, a photo), so it is not flagged.
  private func isNearWhite(label: String, values: [Range<Int>]) -> Bool {
    let lower = label.lowercased()
    let channels: [Double?]
    if lower.hasSuffix("white") {
      channels = [values.first.flatMap(literalValue)]
    } else if lower.hasSuffix("red") {
      channels = values.prefix(3).map(literalValue)
      if values.count < 3 { return false }
    } else if lower.hasPrefix("hex") || lower.hasPrefix("rgb"), values.count <= 2,
      let packed = values.first.flatMap(literalValue), packed >= 0, packed <= 0xFF_FFFF,
      packed == packed.rounded()
    {
      let rgb = Int(packed)
      channels = [rgb >> 16, (rgb >> 8) & 0xFF, rgb & 0xFF].map { Double($0) / 255 }
    } else {
      return false
    }
    return !channels.isEmpty && channels.allSatisfy { ($0 ?? 0) >= 0.95 }
  }

  /// The value of a literal component, or nil for anything but numbers joined by `*` and `/`.
  ///
  /// Read: `1`, `0.5f`, `0xF2`, a hex string `"#FFFFFF"` as a packed color, `242 / 255.0`,
  /// `CGFloat(250) / 255`. A sum is not.
  private func literalValue(_ range: Range<Int>) -> Double? {
    var value: Double?
    var pending: String?
    for i in range {
      let t = tokens[i]
      switch t.kind {
      case .number, .string:
        var text = Substring(t.text)
        if t.kind == .string {
          text = text.drop { $0 == "#" }
          guard let packed = Int(text, radix: 16) else { return nil }
          text = Substring(String(packed))
        }
        text = text.filter { $0 != "_" }[...]
        if text.count > 1, text.last == "f" || text.last == "F", !text.hasPrefix("0x") {
          text = text.dropLast()
        }
        let number =
          text.hasPrefix("0x") || text.hasPrefix("0X")
          ? Int(text.dropFirst(2), radix: 16).map(Double.init) : Double(text)
        guard let n = number else { return nil }
        switch (value, pending) {
        case (nil, nil): value = n
        case (let v?, "*"): value = v * n
        case (let v?, "/"): value = n == 0 ? nil : v / n
        default: return nil
        }
        pending = nil
      case .punctuation where t.text == "*" || t.text == "/":
        guard value != nil, pending == nil else { return nil }
        pending = t.text
      case .punctuation where t.text == "(" || t.text == ")":
        continue
      case .identifier where t.text == "CGFloat" || t.text == "Double" || t.text == "Float":
        continue
      default:
        return nil
      }
    }
    return pending == nil ? value : nil
  }

  private func isLiteralNumber(_ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return false }
    for i in range {
      let t = tokens[i]
      switch t.kind {
      case .number, .string: continue
      case .punctuation:
        if ["/", "*", "-", "+", "(", ")", "."].contains(t.text) { continue }
        return false
      case .identifier:
        if t.text == "CGFloat" || t.text == "Double" || t.text == "Float" { continue }
        return false
      case .character:
        return false
      }
    }
    return true
  }

  /// Whether token `i` is in a branch the code takes for one appearance: a `case` whose pattern
  /// names it (`case (.incomingMessage, true, .dark):`), or an `if`, `guard` or `while` whose
  /// condition does (`if traitCollection.userInterfaceStyle == .dark {`), or that `if`'s `else`.
  ///
  /// A fixed color chosen there adapts by the code's own choice: session-ios draws a mention
  /// black only in its dark interface style, where the mention sits on its green bubble.
  func isChosenPerAppearance(at i: Int) -> Bool {
    guard i >= 0, i < count else { return false }
    var inner = i
    var open = parentBrace[i]
    while open >= 0 {
      // The `case` label before `inner` in a `switch`'s block, up to its `:`.
      if isSwitchBody(open), let t = caseLabel(before: inner, inBlock: open) {
        var end = t + 1
        while end < inner, !isPunctuation(end, ":") {
          end = isPunctuation(end, "(") && match[end] > end ? match[end] + 1 : end + 1
        }
        if namesAppearance((t + 1)..<end) { return true }
      }
      // The condition before the block's `{`; for an `else`, the `if`'s before its `{`.
      var brace = open
      if isIdentifier(brace - 1, "else"), isPunctuation(brace - 2, "}"), match[brace - 2] >= 0 {
        brace = match[brace - 2]
      }
      var start = brace - 1
      while start > 0, !isIdentifier(start, "if"), !isIdentifier(start, "guard"),
        !isIdentifier(start, "while"), !isPunctuation(start, "{"), !isPunctuation(start, "}"),
        !isPunctuation(start, ";"), tokens[start].line >= tokens[brace].line - 3
      {
        start -= 1
      }
      if isIdentifier(start, "if") || isIdentifier(start, "guard") || isIdentifier(start, "while"),
        namesAppearance((start + 1)..<brace)
      {
        return true
      }
      inner = open
      open = parentBrace[open]
    }
    return false
  }

  /// Whether the `{` at `open` opens a `switch`'s cases: `switch (location, style) {`.
  private func isSwitchBody(_ open: Int) -> Bool {
    var j = open - 1
    while j >= 0, tokens[j].line >= tokens[open].line - 3 {
      if isIdentifier(j, "switch") { return true }
      if isPunctuation(j, "{") || isPunctuation(j, "}") || isPunctuation(j, ";") { return false }
      j = isPunctuation(j, ")") && match[j] >= 0 && match[j] < j ? match[j] - 1 : j - 1
    }
    return false
  }

  /// Whether tokens name an appearance: `.dark`, `.light`, `userInterfaceStyle`,
  /// `colorScheme`, `isDarkMode` and the like.
  private func namesAppearance(_ range: Range<Int>) -> Bool {
    range.contains { j in
      guard tokens[j].kind == .identifier else { return false }
      let name = tokens[j].text
      if name == "dark" || name == "light" { return isPunctuation(j - 1, ".") }
      let lower = name.lowercased()
      return lower.contains("interfacestyle") || lower == "colorscheme"
        || lower.hasPrefix("isdark") || lower.hasPrefix("islight") || lower == "darkmode"
    }
  }

  /// Whether the function around token `i` fills its canvas with a fixed color
  /// (`UIColor.white.setFill()`, `context.setFillColor(UIColor.white.cgColor)`,
  /// `[[UIColor whiteColor] setFill]`, `CGContextSetRGBFillColor`).
  func fillsCanvasWithFixedColor(around i: Int, anyOpaqueColor: Bool = false) -> Bool {
    // The outermost brace below the type body: the function body.
    var open = parentBrace[i]
    while open >= 0, parentBrace[open] >= 0, !isTypeBody(parentBrace[open]) {
      open = parentBrace[open]
    }
    let body = open >= 0 && match[open] > open ? (open + 1)..<match[open] : 0..<count
    for k in body where tokens[k].kind == .identifier {
      switch tokens[k].text {
      case "setFill", "set":
        if tokens[k].text == "set", !(isPunctuation(k + 1, "(") || isPunctuation(k + 1, "]")) {
          continue
        }
        let window = max(body.lowerBound, k - 8)..<k
        if anyOpaqueColor, !containsIdentifier(in: window, ["clear", "clearColor"]) { return true }
        for j in window where fixedFillNames.contains(tokens[j].text) {
          if tokens[j].kind == .identifier { return true }
        }
      case "setFillColor", "CGContextSetFillColorWithColor":
        if isPunctuation(k + 1, "("), match[k + 1] > k {
          let args = (k + 2)..<match[k + 1]
          if anyOpaqueColor, !containsIdentifier(in: args, ["clear", "clearColor"]) { return true }
          for j in (k + 2)..<match[k + 1] where fixedFillNames.contains(tokens[j].text) {
            if tokens[j].kind == .identifier { return true }
          }
        }
      case "CGContextSetRGBFillColor", "CGContextSetGrayFillColor":
        return true
      case "setBackgroundImage":
        // A control drawn on an image made from a fixed color:
        // `setBackgroundImage(UIImage.imageWithColor(UIColor.white), for: .normal, …)`.
        var image: Range<Int>?
        if isPunctuation(k + 1, "("), match[k + 1] > k {
          image = (k + 2)..<match[k + 1]
        } else if isPunctuation(k + 1, ":") {
          image = (k + 2)..<min(k + 12, body.upperBound)
        }
        for j in image ?? 0..<0
        where tokens[j].kind == .identifier && fixedFillNames.contains(tokens[j].text) {
          return true
        }
      default:
        continue
      }
    }
    return false
  }
}
