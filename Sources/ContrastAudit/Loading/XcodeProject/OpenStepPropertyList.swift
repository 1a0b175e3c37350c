/// A value of an old-style (OpenStep) property list, the text format of Xcode's
/// `project.pbxproj`: strings, arrays and dictionaries (data is kept as its hex text).
enum PropertyListValue: Sendable, Equatable {
  case string(String)
  case array([PropertyListValue])
  /// Members in the order written. A list, not a hash table: most of a project's dictionaries
  /// have a handful of keys, and hashing each one cost more than the reading.
  case dictionary([Member])

  struct Member: Sendable, Equatable {
    var key: String
    var value: PropertyListValue
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var array: [PropertyListValue] {
    if case .array(let values) = self { return values }
    return []
  }

  /// The value at `key` of a dictionary; nil for a missing key or a value that is not one.
  subscript(_ key: String) -> PropertyListValue? {
    if case .dictionary(let members) = self { return members.first { $0.key == key }?.value }
    return nil
  }
}

/// Why a property list could not be read, with the 1-based line it was found on.
struct PropertyListSyntaxError: Error, Equatable {
  var line: Int
  var message: String
}

/// Reads the old-style property list format Xcode writes `project.pbxproj` in:
/// `{ key = value; }`, `( a, b, )`, quoted and unquoted strings, `<hex data>`, and `//` and
/// `/* */` comments.
struct OpenStepPropertyListParser {
  /// Deeper nesting than any project has; a bound so hostile input cannot exhaust the stack.
  static let maximumDepth = 256

  /// The text, valid for the parse (read through a pointer: a project file is megabytes).
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var line = 1

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses one value that fills the whole text (comments and white space around it aside).
  static func parse(_ bytes: [UInt8]) throws -> PropertyListValue {
    try bytes.withUnsafeBufferPointer { try parse(buffer: $0) }
  }

  private static func parse(buffer bytes: UnsafeBufferPointer<UInt8>) throws -> PropertyListValue {
    var parser = OpenStepPropertyListParser(bytes)
    try parser.skipSpace()
    guard parser.index < bytes.count else { throw parser.error("the file is empty") }
    let value = try parser.value(depth: 0)
    try parser.skipSpace()
    guard parser.index == bytes.count else {
      throw parser.error("unexpected \(parser.describeCurrent()) after the top-level value")
    }
    return value
  }

  private func error(_ message: String) -> PropertyListSyntaxError {
    PropertyListSyntaxError(line: line, message: message)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    // A merge left unresolved (`<<<<<<< HEAD`): Xcode cannot open the project either.
    if index == 0 || bytes[index - 1] == UInt8(ascii: "\n"),
      [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">")].contains(byte),
      index + 7 <= bytes.count, bytes[index..<(index + 7)].allSatisfy({ $0 == byte })
    {
      let marker = String(repeating: Character(Unicode.Scalar(byte)), count: 7)
      return "the merge conflict marker '\(marker)': resolve the conflict"
    }
    return byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
  }

  private mutating func skipSpace() throws {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        index += 1
      } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
      {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        let start = line
        index += 2
        while true {
          guard index + 1 < bytes.count else {
            throw PropertyListSyntaxError(line: start, message: "a comment is never closed")
          }
          if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { break }
          if bytes[index] == UInt8(ascii: "\n") { line += 1 }
          index += 1
        }
        index += 2
      } else {
        return
      }
    }
  }

  private mutating func value(depth: Int) throws -> PropertyListValue {
    guard depth < Self.maximumDepth else {
      throw error("values nest more than \(Self.maximumDepth) deep")
    }
    guard index < bytes.count else { throw error("a value is missing at the end of the file") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var members: [PropertyListValue.Member] = []
      // Keys already read, kept once the dictionary is too long to search.
      var keys: Set<String>?
      while try !closes("}", "a dictionary is never closed") {
        let keyLine = line
        guard let key = try stringValue() else {
          throw error("expected a key or '}', found \(describeCurrent())")
        }
        try expect("=", after: "the key \"\(key)\"")
        try skipSpace()
        let member = try value(depth: depth + 1)
        try expect(";", after: "the value of \"\(key)\"")
        let isRepeated: Bool
        if let inserted = keys?.insert(key).inserted {
          isRepeated = !inserted
        } else {
          isRepeated = members.contains { $0.key == key }
          if members.count == 16 { keys = Set(members.map(\.key) + [key]) }
        }
        guard !isRepeated else {
          throw PropertyListSyntaxError(line: keyLine, message: "the key \"\(key)\" appears twice")
        }
        members.append(PropertyListValue.Member(key: key, value: member))
      }
      return .dictionary(members)
    case UInt8(ascii: "("):
      index += 1
      var elements: [PropertyListValue] = []
      while try !closes(")", "an array is never closed") {
        elements.append(try value(depth: depth + 1))
        try skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if index >= bytes.count || bytes[index] != UInt8(ascii: ")") {
          throw error("expected ',' or ')' in an array, found \(describeCurrent())")
        }
      }
      return .array(elements)
    case UInt8(ascii: "<"):
      index += 1
      let start = index
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
      }
      guard index < bytes.count else { throw error("data '<…>' is never closed") }
      index += 1
      return .string(String(decoding: bytes[start..<(index - 1)], as: UTF8.self))
    default:
      guard let text = try stringValue() else {
        throw error("expected a value, found \(describeCurrent())")
      }
      return .string(text)
    }
  }

  /// Skips space, then consumes `symbol` if it comes next; the end of the text is an error
  /// with `unclosed` as its message.
  private mutating func closes(_ symbol: Unicode.Scalar, _ unclosed: String) throws -> Bool {
    try skipSpace()
    guard index < bytes.count else { throw error(unclosed) }
    guard bytes[index] == UInt8(ascii: symbol) else { return false }
    index += 1
    return true
  }

  /// Skips space, then requires `symbol`.
  private mutating func expect(_ symbol: Unicode.Scalar, after what: @autoclosure () -> String)
    throws
  {
    try skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: symbol) else {
      throw error("expected '\(symbol)' after \(what()), found \(describeCurrent())")
    }
    index += 1
  }

  /// A quoted or unquoted string at the current position, or nil when none starts here.
  private mutating func stringValue() throws -> String? {
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "\"") { return try quoted() }
    let start = index
    while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
    return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
  }

  /// The characters Xcode leaves unquoted: letters, digits and `_$/:.-+`.
  private static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
      UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
      true
    default: false
    }
  }

  private mutating func quoted() throws -> String {
    let start = line
    index += 1
    var text: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw PropertyListSyntaxError(line: start, message: "a quoted string is never closed")
      }
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { continue }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "U"):
          // `\U00e9`: four hex digits of a UTF-16 code unit.
          let end = min(index + 4, bytes.count)
          let digits = String(decoding: bytes[index..<end], as: UTF8.self)
          guard let unit = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(unit) else {
            throw error("'\\U' is not followed by four hexadecimal digits")
          }
          text.append(contentsOf: Array(String(Character(scalar)).utf8))
          index = end
        default:
          if escaped == UInt8(ascii: "\n") { line += 1 }
          text.append(escaped)
        }
      default:
        if byte == UInt8(ascii: "\n") { line += 1 }
        text.append(byte)
      }
    }
  }
}
