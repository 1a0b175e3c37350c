/// Text helpers shared by the reporters: numbers, colors, paths and safe strings.
public enum ReportText {
  /// A minimum as people read it: `4.5:1`, `3:1`.
  static func minimum(_ value: Double) -> String { number(value) + ":1" }

  /// A ratio as people read it, truncated to two decimals: `3.91:1`.
  static func ratio(_ value: Double) -> String { Contrast.display(value) + ":1" }

  /// A plain number without a locale: `3`, `4.5`, `4.123456789`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// `#1C1C1E` for an opaque color, `#EBEBF599` for a translucent one.
  static func hex(_ color: RGBA) -> String {
    color.alpha >= 1 ? color.opaqueHexString : color.hexString
  }

  /// A resolved color and, when it is translucent, what it composites to: `#EBEBF599 → #8D8D93`.
  static func color(_ resolved: RGBA, composited: RGBA) -> String {
    resolved.alpha >= 1 ? hex(resolved) : "\(hex(resolved)) → \(composited.opaqueHexString)"
  }

  /// `3.91:1 < 4.5:1, fg #8E8E93 on bg #1C1C1E` for a measured check.
  static func measurement(_ check: Check) -> String {
    guard let m = check.measurement else { return unresolvedReasons(check) }
    return measurement(m, minimum: check.minimum)
  }

  /// ``measurement(_:)`` of a check already measured.
  static func measurement(_ m: ContrastMeasurement, minimum: Double?) -> String {
    var text = ratio(m.ratio)
    if let minimum {
      text += (m.ratio >= minimum ? " ≥ " : " < ") + self.minimum(minimum)
    }
    text += ", fg \(color(m.foreground.color, composited: m.compositedForeground))"
    text += " on bg \(color(m.background.color, composited: m.compositedBackground))"
    if let backdrop = m.backdrop, m.background.color.alpha < 1 {
      text += " over \(hex(backdrop.color))"
    }
    return text
  }

  /// `Brand/Missing: no color named Brand/Missing; …` for an unresolved check.
  static func unresolvedReasons(_ check: Check) -> String {
    guard check.ratio == nil, case .unresolved(let reasons) = check.outcome else { return "" }
    if reasons.isEmpty { return "unresolved" }
    return reasons.map { "\($0.name): \($0.reason)" }.joined(separator: "; ")
  }

  /// `use #A0A0A5 for foreground Brand/Caption (4.62:1)`.
  static func suggestion(_ suggestion: Suggestion) -> String {
    "use \(hex(suggestion.color)) for \(suggestion.side) \(suggestion.name) "
      + "(\(ratio(suggestion.ratio)))"
  }

  /// Trait combination labels joined for one line: `dark · normal contrast · elevated, …`.
  static func traitList(_ checks: [Check]) -> String {
    checks.map(\.traits.label).joined(separator: "; ")
  }

  /// The string on one line, with control characters (escape sequences included) made visible
  /// as U+FFFD so no name can rewrite a terminal or break a line-based format.
  public static func singleLine(_ text: String) -> String {
    sanitized(text, keepingNewlines: false)
  }

  /// Text for a terminal or a line-based format with every control character but the newline
  /// made visible as U+FFFD (a tab becomes a space): the last pass over everything the command
  /// line prints that is not styled by the tool itself.
  public static func terminalSafe(_ text: String) -> String {
    sanitized(text, keepingNewlines: true)
  }

  /// Works on UTF-8 bytes: C0 controls and DEL are single bytes, C1 controls (U+0080–U+009F)
  /// are C2 80–C2 9F; text without either comes back as it is.
  private static func sanitized(_ text: String, keepingNewlines: Bool) -> String {
    var text = text
    let cleaned: [UInt8]? = text.withUTF8 { bytes in
      func isControl(at index: Int) -> Bool {
        let byte = bytes[index]
        if byte == 0x0A && keepingNewlines { return false }
        if byte < 0x20 || byte == 0x7F { return true }
        return byte == 0xC2 && index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1])
      }
      guard let first = bytes.indices.first(where: isControl) else { return nil }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 16)
      out.append(contentsOf: bytes[..<first])
      var index = first
      while index < bytes.count {
        guard isControl(at: index) else {
          out.append(bytes[index])
          index += 1
          continue
        }
        switch bytes[index] {
        case 0x09, 0x0A, 0x0D: out.append(UInt8(ascii: " "))
        case 0xC2:
          out.append(contentsOf: [0xEF, 0xBF, 0xBD])
          index += 1
        default: out.append(contentsOf: [0xEF, 0xBF, 0xBD])
        }
        index += 1
      }
      return out
    }
    guard let cleaned else { return text }
    return String(decoding: cleaned, as: UTF8.self)
  }

  /// `path` made absolute against `directory` (unchanged if already absolute or no directory).
  static func absolutePath(_ path: String, in directory: String) -> String {
    if path.hasPrefix("/") || directory.isEmpty { return path }
    var relative = Substring(path)
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    return relative.isEmpty ? base : base + "/" + relative
  }

  /// Percent-encodes a path for a relative URI reference: unreserved characters and `/` stay.
  static func uriPath(_ path: String) -> String {
    func isUnreserved(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        return true
      default:
        return false
      }
    }
    // Most paths need no escape (every SARIF result has one).
    if path.utf8.allSatisfy(isUnreserved) { return path }
    var out: [UInt8] = []
    out.reserveCapacity(path.utf8.count + 16)
    for byte in path.utf8 {
      if isUnreserved(byte) {
        out.append(byte)
      } else {
        out.append(UInt8(ascii: "%"))
        out.append(contentsOf: hexByte(byte).utf8)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  static func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte / 16)], digits[Int(byte % 16)]])
  }

  /// The 64-bit FNV-1a hash of the string's UTF-8 bytes, as 16 lower-case hex digits.
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// `3 pairings`, `1 pairing`.
  static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(n) " + (n == 1 ? singular : plural ?? singular + "s")
  }

  /// The line of a location for formats that need one: at least 1.
  static func line(_ location: SourceLocation) -> Int { max(location.line ?? 1, 1) }
}
