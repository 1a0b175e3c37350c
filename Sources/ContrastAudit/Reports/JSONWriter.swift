/// A JSON value with ordered object keys, written deterministically.
///
/// The reports write their own JSON so key order is the documented one and numbers print the
/// same on every platform: integers without a fraction, doubles as Swift's shortest round-trip
/// form (`4.123456789`, `21.0`).
enum JSONOut: Equatable {
  case object([(String, JSONOut)])
  case array([JSONOut])
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case null

  static func == (lhs: JSONOut, rhs: JSONOut) -> Bool { lhs.serialized() == rhs.serialized() }

  static func optional(_ value: String?) -> JSONOut { value.map(JSONOut.string) ?? .null }
  static func optional(_ value: Int?) -> JSONOut { value.map(JSONOut.int) ?? .null }
  static func optional(_ value: Double?) -> JSONOut { value.map(JSONOut.double) ?? .null }

  /// Pretty-printed with two-space indentation and a trailing newline.
  func serialized() -> String {
    var out = ""
    write(to: &out, indent: "")
    return out + "\n"
  }

  private func write(to out: inout String, indent: String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .int(let value): out += String(value)
    case .double(let value):
      out += value.isFinite ? "\(value)" : "null"
    case .string(let value): JSONOut.writeString(value, to: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      let inner = indent + "  "
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += inner
        item.write(to: &out, indent: inner)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      let inner = indent + "  "
      out += "{\n"
      for (index, (key, value)) in members.enumerated() {
        out += inner
        JSONOut.writeString(key, to: &out)
        out += ": "
        value.write(to: &out, indent: inner)
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  private static func writeString(_ value: String, to out: inout String) {
    out += "\""
    // Most strings need no escape: appended whole rather than one scalar at a time.
    if !value.utf8.contains(where: needsEscape) {
      out += value
      out += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028
          || scalar.value == 0x2029
        {
          let hex = String(scalar.value, radix: 16, uppercase: false)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// Bytes that may start an escape: control characters, `"`, `\`, DEL, and the lead byte of
  /// U+2028 and U+2029 (checked exactly on the slow path).
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
      || byte == 0xE2
  }
}
