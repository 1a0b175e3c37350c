import Foundation

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
  /// An array whose items are made one at a time as it is written, so a long one is never held
  /// whole.
  case items(count: Int, item: (Int) -> JSONOut)
  /// A value written on one line without spaces, however deep: the items of a long array (a
  /// large app's checks) at half the bytes, one per line.
  indirect case line(JSONOut)
  /// A value that writes itself without spaces (``CompactObject``): the items of a long array,
  /// written without building a value first.
  case compact((inout [UInt8]) -> Void)
  /// A value that writes itself pretty-printed at the nesting depth it is given
  /// (``PrettyWriter``): the items of a long array, written without building a value first.
  /// Written where a compact value is asked for, it keeps its line breaks.
  case pretty((inout [UInt8], _ depth: Int) -> Void)

  static func == (lhs: JSONOut, rhs: JSONOut) -> Bool { lhs.serialized() == rhs.serialized() }

  static func optional(_ value: String?) -> JSONOut { value.map(JSONOut.string) ?? .null }
  static func optional(_ value: Int?) -> JSONOut { value.map(JSONOut.int) ?? .null }
  static func optional(_ value: Double?) -> JSONOut { value.map(JSONOut.double) ?? .null }

  /// Pretty-printed with two-space indentation and a trailing newline.
  func serialized() -> String {
    var output = ReportOutput()
    write(to: &output)
    return output.text
  }

  /// Writes the document, pretty-printed with a trailing newline, handing it on between items.
  func write(to output: inout ReportOutput) {
    write(to: &output, depth: 0)
    output.bytes.append(UInt8(ascii: "\n"))
  }

  /// Appends the value as it appears at nesting `depth` (its first line already indented).
  private func write(to output: inout ReportOutput, depth: Int) {
    switch self {
    case .null: output.append("null")
    case .bool(let value): output.append(value ? "true" : "false")
    case .int(let value): output.append(String(value))
    case .double(let value): output.append(value.isFinite ? value.description : "null")
    case .string(let value): JSONOut.writeString(value, to: &output.bytes)
    case .array(let items):
      writeArray(count: items.count, item: { items[$0] }, to: &output, depth: depth)
    case .items(let count, let item):
      writeArray(count: count, item: item, to: &output, depth: depth)
    case .line(let value):
      value.writeCompact(to: &output)
    case .compact(let write):
      write(&output.bytes)
    case .pretty(let write):
      write(&output.bytes, depth)
    case .object(let members):
      if members.isEmpty {
        output.append("{}")
        return
      }
      output.append("{\n")
      for (index, (key, value)) in members.enumerated() {
        JSONOut.indent(depth + 1, &output.bytes)
        JSONOut.writeString(key, to: &output.bytes)
        output.append(": ")
        value.write(to: &output, depth: depth + 1)
        output.append(index == members.count - 1 ? "\n" : ",\n")
      }
      JSONOut.indent(depth, &output.bytes)
      output.append(UInt8(ascii: "}"))
    }
  }

  /// The value without whitespace, appended to `bytes`.
  func writeCompact(into bytes: inout [UInt8]) {
    var output = ReportOutput()
    swap(&output.bytes, &bytes)
    writeCompact(to: &output)
    swap(&output.bytes, &bytes)
  }

  /// The value without whitespace.
  private func writeCompact(to output: inout ReportOutput) {
    switch self {
    case .array(let items):
      output.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        item.writeCompact(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .items(let count, let item):
      output.append(UInt8(ascii: "["))
      for index in 0..<count {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        item(index).writeCompact(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        JSONOut.writeString(key, to: &output.bytes)
        output.append(UInt8(ascii: ":"))
        value.writeCompact(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    case .line(let value):
      value.writeCompact(to: &output)
    case .compact(let write):
      write(&output.bytes)
    case .null, .bool, .int, .double, .string, .pretty:
      write(to: &output, depth: 0)
    }
  }

  private func writeArray(
    count: Int, item: (Int) -> JSONOut, to output: inout ReportOutput, depth: Int
  ) {
    if count == 0 {
      output.append("[]")
      return
    }
    output.append("[\n")
    func write(_ indices: Range<Int>, to output: inout ReportOutput) {
      for index in indices where !output.isStopped {
        JSONOut.indent(depth + 1, &output.bytes)
        item(index).write(to: &output, depth: depth + 1)
        output.append(index == count - 1 ? "\n" : ",\n")
        output.flushIfFull()
      }
    }
    if count < Self.parallelBatch {
      write(0..<count, to: &output)
    } else {
      // A long array (a large app's checks) is written a round of batches at a time, one batch
      // per core, each into its own buffer; the buffers are handed on in order, so the bytes
      // are the same as writing one item after another.
      let round = Self.parallelBatch * Self.cores
      for roundStart in stride(from: 0, to: count, by: round) where !output.isStopped {
        let roundEnd = min(roundStart + round, count)
        let batches = stride(from: roundStart, to: roundEnd, by: Self.parallelBatch).map {
          $0..<min($0 + Self.parallelBatch, roundEnd)
        }
        let written = concurrentMap(count: batches.count) { batch -> [UInt8] in
          var buffer = ReportOutput()
          write(batches[batch], to: &buffer)
          return buffer.bytes
        }
        for bytes in written {
          output.bytes.append(contentsOf: bytes)
          output.flushIfFull()
        }
      }
    }
    JSONOut.indent(depth, &output.bytes)
    output.append(UInt8(ascii: "]"))
  }

  /// Items per batch when a long array is written on every core.
  static let parallelBatch = 2048
  static let cores = max(ProcessInfo.processInfo.activeProcessorCount, 1)

  static func indent(_ depth: Int, _ out: inout [UInt8]) {
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  /// A JSON string: quotes, the escapes JSON requires, and U+2028/U+2029 escaped for
  /// JavaScript; everything else copied as UTF-8.
  static func writeString(_ value: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { bytes in
      var index = 0
      var copied = 0
      func escape(_ text: String, skipping count: Int) {
        out.append(contentsOf: bytes[copied..<index])
        out.append(contentsOf: text.utf8)
        index += count
        copied = index
      }
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""): escape("\\\"", skipping: 1)
        case UInt8(ascii: "\\"): escape("\\\\", skipping: 1)
        case UInt8(ascii: "\n"): escape("\\n", skipping: 1)
        case UInt8(ascii: "\r"): escape("\\r", skipping: 1)
        case UInt8(ascii: "\t"): escape("\\t", skipping: 1)
        case 0..<0x20, 0x7F: escape(unicodeEscape(UInt32(byte)), skipping: 1)
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
          escape(unicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029), skipping: 3)
        default: index += 1
        }
      }
      out.append(contentsOf: bytes[copied..<bytes.count])
    }
    out.append(UInt8(ascii: "\""))
  }

  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: false)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}

/// Writes one JSON object without spaces straight into bytes, member by member: the bytes
/// `JSONOut.object(…)` writes on a `.line`, without making the value first (a large app's JSON
/// report has a line like this for each of its checks).
struct CompactObject {
  private var isFirst = true

  /// Opens the object.
  init(_ out: inout [UInt8]) {
    out.append(UInt8(ascii: "{"))
  }

  /// Closes the object.
  func close(_ out: inout [UInt8]) {
    out.append(UInt8(ascii: "}"))
  }

  /// Starts a member: its key, which needs no escaping.
  mutating func key(_ key: StaticString, _ out: inout [UInt8]) {
    if !isFirst { out.append(UInt8(ascii: ",")) }
    isFirst = false
    out.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { out.append(contentsOf: $0) }
    out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
  }

  mutating func string(_ key: StaticString, _ value: String?, _ out: inout [UInt8]) {
    self.key(key, &out)
    if let value { JSONOut.writeString(value, to: &out) } else { Self.null(&out) }
  }

  mutating func int(_ key: StaticString, _ value: Int?, _ out: inout [UInt8]) {
    self.key(key, &out)
    if let value { out.append(contentsOf: String(value).utf8) } else { Self.null(&out) }
  }

  mutating func double(_ key: StaticString, _ value: Double?, _ out: inout [UInt8]) {
    self.key(key, &out)
    Self.number(value, &out)
  }

  mutating func bool(_ key: StaticString, _ value: Bool, _ out: inout [UInt8]) {
    self.key(key, &out)
    out.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// A member whose value `write` appends (a nested object or array).
  mutating func value(
    _ key: StaticString, _ out: inout [UInt8], _ write: (inout [UInt8]) -> Void
  ) {
    self.key(key, &out)
    write(&out)
  }

  static func null(_ out: inout [UInt8]) {
    out.append(contentsOf: "null".utf8)
  }

  /// A double as `JSONOut.double` writes it, or `null` for nil or a value that is not finite.
  static func number(_ value: Double?, _ out: inout [UInt8]) {
    if let value, value.isFinite {
      out.append(contentsOf: value.description.utf8)
    } else {
      null(&out)
    }
  }
}

/// Writes pretty-printed JSON straight into bytes, container by container: the bytes
/// `JSONOut` writes for the same value at the same depth, without making the value first (a
/// large app's SARIF report has a result like this for each failing color slot).
struct PrettyWriter {
  /// The depth of the value written, whose first line is already indented.
  private let depth: Int
  /// Members or items written so far in each open object or array, innermost last.
  private var written: [Int] = []

  init(depth: Int) {
    self.depth = depth
  }

  mutating func openObject(_ out: inout [UInt8]) {
    out.append(UInt8(ascii: "{"))
    written.append(0)
  }

  mutating func closeObject(_ out: inout [UInt8]) {
    close(UInt8(ascii: "}"), &out)
  }

  mutating func openArray(_ out: inout [UInt8]) {
    out.append(UInt8(ascii: "["))
    written.append(0)
  }

  mutating func closeArray(_ out: inout [UInt8]) {
    close(UInt8(ascii: "]"), &out)
  }

  /// An empty container closes on its line (`{}`, `[]`), another on a line of its own.
  private mutating func close(_ bracket: UInt8, _ out: inout [UInt8]) {
    if written.removeLast() > 0 {
      out.append(UInt8(ascii: "\n"))
      JSONOut.indent(depth + written.count, &out)
    }
    out.append(bracket)
  }

  /// Starts the next item of the innermost array, indented on a line of its own.
  mutating func item(_ out: inout [UInt8]) {
    let last = written.count - 1
    if written[last] > 0 { out.append(UInt8(ascii: ",")) }
    out.append(UInt8(ascii: "\n"))
    JSONOut.indent(depth + written.count, &out)
    written[last] += 1
  }

  /// Starts a member of the innermost object: its key, which needs no escaping.
  mutating func key(_ key: StaticString, _ out: inout [UInt8]) {
    item(&out)
    out.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { out.append(contentsOf: $0) }
    out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: " ")])
  }

  mutating func string(_ key: StaticString, _ value: String, _ out: inout [UInt8]) {
    self.key(key, &out)
    JSONOut.writeString(value, to: &out)
  }

  mutating func int(_ key: StaticString, _ value: Int, _ out: inout [UInt8]) {
    self.key(key, &out)
    out.append(contentsOf: String(value).utf8)
  }

  /// A number, or `null` for nil or a value that is not finite.
  mutating func double(_ key: StaticString, _ value: Double?, _ out: inout [UInt8]) {
    self.key(key, &out)
    CompactObject.number(value, &out)
  }

  /// A member whose value is an object holding one string (`"message": {"text": …}`).
  mutating func text(
    _ key: StaticString, _ member: StaticString, _ value: String, _ out: inout [UInt8]
  ) {
    self.key(key, &out)
    openObject(&out)
    string(member, value, &out)
    closeObject(&out)
  }
}
