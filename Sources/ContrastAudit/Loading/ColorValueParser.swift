import Foundation

/// Parses the color values of palette files: `#RRGGBB`, `#RRGGBBAA`, `#RGB`, `rgb()`, `rgba()`,
/// `display-p3()`, or the name of another color.
public enum ColorValueParser {
  public struct Failure: Error, Equatable, Sendable {
    public var message: String
  }

  /// Parses `text`; a string that is not a color literal is a reference to a named color.
  public static func parse(_ text: String) throws(Failure) -> ColorValue {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { throw Failure(message: "a color value cannot be empty") }
    if trimmed.hasPrefix("#") { return .color(try hex(trimmed)) }
    if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
      let function = trimmed[..<open].trimmingCharacters(in: .whitespaces).lowercased()
      let arguments = String(
        trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
      switch function {
      case "rgb", "rgba": return .color(try rgb(arguments, function: function))
      case "display-p3": return .color(try displayP3(arguments))
      default:
        throw Failure(
          message: "unknown color function \(function)(); use rgb(), rgba() or display-p3()")
      }
    }
    guard trimmed.unicodeScalars.allSatisfy({ !CharacterSet.controlCharacters.contains($0) })
    else { throw Failure(message: "a color name cannot contain control characters") }
    return .reference(trimmed)
  }

  private static func hex(_ text: String) throws(Failure) -> RGBA {
    let digits = Array(text.dropFirst())
    // ASCII digits only: `Character.hexDigitValue` also accepts full-width ones (`＃ＦＦＦ`).
    let values = digits.compactMap { $0.isASCII ? $0.hexDigitValue : nil }
    guard values.count == digits.count, [3, 4, 6, 8].contains(digits.count) else {
      throw Failure(message: "\(text) is not a hex color; use #RRGGBB or #RRGGBBAA")
    }
    let bytes: [Int] =
      digits.count <= 4
      ? values.map { $0 * 17 }
      : stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
    return RGBA(
      bytes: bytes[0], bytes[1], bytes[2], alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
  }

  /// Splits CSS-style arguments: commas or spaces, with an optional `/ alpha`.
  private static func arguments(_ text: String) -> [String] {
    text.replacingOccurrences(of: "/", with: " ").split(whereSeparator: { $0 == "," || $0 == " " })
      .map(String.init)
  }

  private static func number(_ text: String, scale: Double, what: String) throws(Failure) -> Double
  {
    let isPercent = text.hasSuffix("%")
    let digits = isPercent ? text.dropLast() : Substring(text)
    // Plain decimals as CSS writes them: `Double` would also take `0x80`, `1e2`, `inf` and `nan`.
    let isDecimal =
      !digits.isEmpty
      && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }
    guard isDecimal, let value = Double(digits), value.isFinite else {
      throw Failure(message: "\(text) is not a number (\(what))")
    }
    return isPercent ? value / 100 : value / scale
  }

  private static func alpha(_ text: String) throws(Failure) -> Double {
    let value = try number(text, scale: 1, what: "alpha")
    guard (0...1).contains(value) else {
      throw Failure(message: "alpha \(text) is outside 0–1")
    }
    return value
  }

  private static func rgb(_ text: String, function: String) throws(Failure) -> RGBA {
    let parts = arguments(text)
    guard parts.count == 3 || parts.count == 4 else {
      throw Failure(message: "\(function)() takes red, green, blue and an optional alpha")
    }
    var channels: [Double] = []
    for part in parts.prefix(3) {
      let value = try number(part, scale: 255, what: "0–255 or a percentage")
      guard (0...1).contains(value) else {
        throw Failure(message: "\(part) is outside 0–255 in \(function)()")
      }
      channels.append(value)
    }
    return RGBA(
      red: channels[0], green: channels[1], blue: channels[2],
      alpha: parts.count == 4 ? try alpha(parts[3]) : 1)
  }

  private static func displayP3(_ text: String) throws(Failure) -> RGBA {
    let parts = arguments(text)
    guard parts.count == 3 || parts.count == 4 else {
      throw Failure(message: "display-p3() takes red, green, blue (0–1) and an optional alpha")
    }
    var channels: [Double] = []
    for part in parts.prefix(3) {
      let value = try number(part, scale: 1, what: "0–1")
      guard (0...1).contains(value) else {
        throw Failure(message: "\(part) is outside 0–1 in display-p3()")
      }
      channels.append(value)
    }
    return ColorSpace.displayP3.toExtendedSRGB(
      channels, alpha: parts.count == 4 ? try alpha(parts[3]) : 1)
  }
}
