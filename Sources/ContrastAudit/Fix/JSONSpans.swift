/// A JSON document read for editing: every value with the byte range it occupies, so an edit can
/// replace one value and leave every other byte of the file as it was.
///
/// The reader assumes a document `JSONParser` has already accepted; it does not check syntax.
struct JSONSpan {
  enum Kind {
    case object([Member])
    case array([JSONSpan])
    case string(String)
    case number(Double)
    /// `true`, `false` or `null`.
    case other
  }

  struct Member {
    var key: String
    /// The key's opening quote.
    var keyStart: Int
    /// Just past the key's closing quote.
    var keyEnd: Int
    var value: JSONSpan
  }

  var kind: Kind
  /// The value's first byte and the byte just past its last.
  var range: Range<Int>

  subscript(key: String) -> JSONSpan? {
    members.first { $0.key == key }?.value
  }

  var members: [Member] {
    if case .object(let members) = kind { return members }
    return []
  }

  var elements: [JSONSpan]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  var isObject: Bool {
    if case .object = kind { return true }
    return false
  }

  var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// Reads a document `JSONParser` accepts.
  static func read(_ bytes: [UInt8]) -> JSONSpan {
    var reader = Reader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    reader.skipWhitespace()
    return reader.value()
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipWhitespace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value() -> JSONSpan {
      let start = index
      guard index < bytes.count else { return JSONSpan(kind: .other, range: start..<start) }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [Member] = []
        while true {
          skipWhitespace()
          guard index < bytes.count else { break }
          if bytes[index] == UInt8(ascii: "}") {
            index += 1
            break
          }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          let keyStart = index
          let key = string()
          let keyEnd = index
          skipWhitespace()
          index += 1  // ':'
          skipWhitespace()
          members.append(Member(key: key, keyStart: keyStart, keyEnd: keyEnd, value: value()))
        }
        return JSONSpan(kind: .object(members), range: start..<index)
      case UInt8(ascii: "["):
        index += 1
        var elements: [JSONSpan] = []
        while true {
          skipWhitespace()
          guard index < bytes.count else { break }
          if bytes[index] == UInt8(ascii: "]") {
            index += 1
            break
          }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          elements.append(value())
        }
        return JSONSpan(kind: .array(elements), range: start..<index)
      case UInt8(ascii: "\""):
        let text = string()
        return JSONSpan(kind: .string(text), range: start..<index)
      default:
        while index < bytes.count,
          !",}] \t\r\n".utf8.contains(bytes[index])
        {
          index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let number = Double(text) {
          return JSONSpan(kind: .number(number), range: start..<index)
        }
        return JSONSpan(kind: .other, range: start..<index)
      }
    }

    /// A string at `index` (its opening quote), decoded; leaves `index` past the closing quote.
    mutating func string() -> String {
      index += 1
      var scalars: [UInt8] = []
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
          index += 1
          switch bytes[index] {
          case UInt8(ascii: "n"): scalars.append(0x0A)
          case UInt8(ascii: "t"): scalars.append(0x09)
          case UInt8(ascii: "r"): scalars.append(0x0D)
          case UInt8(ascii: "b"): scalars.append(0x08)
          case UInt8(ascii: "f"): scalars.append(0x0C)
          case UInt8(ascii: "u"):
            let digits = bytes[(index + 1)..<min(index + 5, bytes.count)]
            let code = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) ?? 0xFFFD
            scalars += Array(String(UnicodeScalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
            index += 4
          default: scalars.append(bytes[index])
          }
          index += 1
          continue
        }
        scalars.append(bytes[index])
        index += 1
      }
      index += 1
      return String(decoding: scalars, as: UTF8.self)
    }
  }
}

/// How a JSON file is laid out, so inserted text looks like the rest of it.
struct JSONLayout {
  /// The spans and layout of a JSON file to edit; nil when it is not valid JSON, with every
  /// edit refused naming the line and column.
  static func parse(
    _ bytes: [UInt8], file: String, edits: [ColorFileEdit], _ outcome: inout ColorFileEditor.Outcome
  ) -> (JSONSpan, JSONLayout)? {
    do {
      _ = try JSONParser.parse(bytes: bytes)
    } catch {
      for edit in edits {
        outcome.refuse(
          edit, SourceLocation(file: file, line: error.line, column: error.column),
          "\(file) is not valid JSON (\(error.message)); fix it before --fix can edit it")
      }
      return nil
    }
    let root = JSONSpan.read(bytes)
    return (root, JSONLayout(bytes, root: root))
  }

  /// `\r\n` when the file uses it, else `\n`.
  var newline: String
  /// One level of indentation (two spaces in Xcode's files).
  var indentUnit: String
  /// What stands between a key and its value: `" : "` (Xcode), `": "`, `":"`.
  var separator: String
  private let bytes: [UInt8]

  init(_ bytes: [UInt8], root: JSONSpan) {
    self.bytes = bytes
    newline =
      bytes.indices.contains { bytes[$0] == 0x0A && $0 > 0 && bytes[$0 - 1] == 0x0D }
      ? "\r\n" : "\n"
    if let first = root.members.first {
      separator = String(
        decoding: bytes[first.keyEnd..<first.value.range.lowerBound], as: UTF8.self)
    } else {
      separator = " : "
    }
    indentUnit = "  "
    if let first = root.members.first {
      let indent = Self.indent(bytes, at: first.keyStart)
      if let indent, !indent.isEmpty { indentUnit = indent }
    }
  }

  /// The whitespace that starts the line holding `offset`, when only whitespace precedes
  /// `offset` on it; nil when other text does.
  static func indent(_ bytes: [UInt8], at offset: Int) -> String? {
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    let prefix = bytes[start..<offset]
    guard prefix.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
    return String(decoding: prefix, as: UTF8.self)
  }

  /// The whitespace that starts the line holding `offset`, whatever follows it.
  func lineIndent(at offset: Int) -> String {
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether the value spans several lines.
  func isMultiline(_ span: JSONSpan) -> Bool {
    bytes[span.range].contains(0x0A)
  }

  /// `"key" : value` with the file's separator.
  func member(_ key: String, _ value: String) -> String {
    "\"\(key)\"\(separator)\(value)"
  }

  /// An object written one member a line, as Xcode does: `members` at `indent` plus one level,
  /// the closing brace at `indent`.
  func object(_ members: [(String, String)], indent: String) -> String {
    let inner = indent + indentUnit
    let lines = members.map { inner + member($0.0, $0.1) }
    return "{" + newline + lines.joined(separator: "," + newline) + newline + indent + "}"
  }

  func array(_ elements: [String], indent: String) -> String {
    let inner = indent + indentUnit
    return "[" + newline + elements.map { inner + $0 }.joined(separator: "," + newline) + newline
      + indent + "]"
  }
}
