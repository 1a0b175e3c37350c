import Foundation

/// A strict RFC 8259 JSON parser over UTF-8 bytes that records positions.
///
/// Rejects what `JSONSerialization` would, plus duplicate keys in one object (a silent
/// last-one-wins would hide a mistake). Nesting is limited so hostile input cannot overflow
/// the stack.
public struct JSONParser {
  public static let maximumDepth = 512
  /// Members up to which duplicate keys are found by comparison rather than hashing.
  static let smallObject = 16

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a whole document; a byte order mark is skipped.
  public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
    try parse(bytes: Array(data))
  }

  /// Parses a whole document from its UTF-8 bytes; a byte order mark is skipped.
  public static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      parser.index = 3
      parser.lineStart = 3
    }
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return value
  }

  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parse(Data(text.utf8))
  }

  private var column: Int { index - lineStart + 1 }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(message: message, line: line, column: column)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
    return String(format: "byte 0x%02X", byte)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
    guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
    let (startLine, startColumn) = (line, column)
    let kind: JSONValue.Kind
    switch bytes[index] {
    case UInt8(ascii: "{"): kind = try parseObject(depth: depth)
    case UInt8(ascii: "["): kind = try parseArray(depth: depth)
    case UInt8(ascii: "\""): kind = .string(try parseString())
    case UInt8(ascii: "t"): try expectLiteral("true"); kind = .bool(true)
    case UInt8(ascii: "f"): try expectLiteral("false"); kind = .bool(false)
    case UInt8(ascii: "n"): try expectLiteral("null"); kind = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try parseNumber())
    default: throw error("unexpected \(describeCurrent()), expected a value")
    }
    return JSONValue(kind: kind, line: startLine, column: startColumn)
  }

  private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let expected = literal.withUTF8Buffer { Array($0) }
    guard bytes.count - index >= expected.count,
      bytes[index..<index + expected.count].elementsEqual(expected)
    else { throw error("invalid literal, expected '\(literal)'") }
    index += expected.count
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue.Kind {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    /// Duplicate keys are found by comparing with the members so far while an object is small
    /// (most are: a color set's entries, a pairing), by a set of the keys once it is not.
    var seen: Set<String>?
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()), expected a key in double quotes")
      }
      let (keyLine, keyColumn) = (line, column)
      let key = try parseString()
      let isDuplicate: Bool
      if let inserted = seen?.insert(key).inserted {
        isDuplicate = !inserted
      } else if members.count < Self.smallObject {
        isDuplicate = members.contains { $0.key == key }
      } else {
        var keys = Set(members.map(\.key))
        isDuplicate = !keys.insert(key).inserted
        seen = keys
      }
      guard !isDuplicate else {
        throw JSONSyntaxError(message: "duplicate key \"\(key)\"", line: keyLine, column: keyColumn)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("unexpected \(describeCurrent()), expected ':' after key \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      var value = try parseValue(depth: depth + 1)
      // Report members at their key, which is where a reader looks.
      if case .object = value.kind {
      } else if case .array = value.kind {
      } else {
        (value.line, value.column) = (keyLine, keyColumn)
      }
      members.append((key, value))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file inside an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw error("unexpected \(describeCurrent()), expected ',' or '}'")
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue.Kind {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file inside an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      throw error("unexpected \(describeCurrent()), expected ',' or ']'")
    }
  }

  /// The bytes as a string, or nil when they are not valid UTF-8.
  ///
  /// Not `String(validating:as:)`: it is generic and unspecialized here, a runtime metadata
  /// lookup per string.
  private static func text(_ bytes: ArraySlice<UInt8>) -> String? {
    bytes.withUnsafeBufferPointer { buffer in
      ByteSearch.isValidUTF8(buffer) ? String(decoding: buffer, as: UTF8.self) : nil
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    // Fast path: most strings have no escapes and are decoded in one go.
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
      bytes[end] >= 0x20
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      guard let text = Self.text(bytes[index..<end]) else {
        throw error("invalid UTF-8 in a string")
      }
      index = end + 1
      return text
    }
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun(_ parser: JSONParser, upTo end: Int) throws(JSONSyntaxError) {
      guard end > runStart else { return }
      guard let text = Self.text(parser.bytes[runStart..<end]) else {
        throw parser.error("invalid UTF-8 in a string")
      }
      scalars.append(contentsOf: text.unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try flushRun(self, upTo: index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 {
        throw error("unescaped control character in a string")
      }
      if byte == UInt8(ascii: "\\") {
        try flushRun(self, upTo: index)
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate in a \\u escape") }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw error("unpaired surrogate in a \\u escape")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else {
            throw error("invalid \\u escape")
          }
          scalars.append(scalar)
        default:
          index -= 1
          throw error("invalid escape \\\(describeCurrent())")
        }
        runStart = index
        continue
      }
      index += 1
    }
    throw error("unterminated string")
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw error("incomplete \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid hex digit in a \\u escape")
      }
      value = value * 16 + UInt32(digit)
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    func digits(_ parser: inout JSONParser) -> Int {
      let from = parser.index
      while parser.index < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
      {
        parser.index += 1
      }
      return parser.index - from
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { throw error("incomplete number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits(&self) == 0 {
      throw error("invalid number")
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw error("invalid number: digits expected after '.'") }
    }
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
    {
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      guard digits(&self) > 0 else { throw error("invalid number: digits expected in exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONSyntaxError(
        message: "number \(text) is out of range", line: line, column: start - lineStart + 1)
    }
    return value
  }
}
