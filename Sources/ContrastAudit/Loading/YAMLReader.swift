/// A YAML node with the line it starts on.
///
/// The audit reads YAML only for tools' configuration files (SwiftGen's `swiftgen.yml`), which
/// are written in block style: mappings, sequences and scalars. Scalars stay text, as written
/// (`true` is the text `true`); what a value means is the reader's to decide.
struct YAMLNode: Sendable {
  enum Kind: Sendable {
    case scalar(String)
    case sequence([YAMLNode])
    /// Keys in document order.
    case mapping([(key: String, value: YAMLNode)])
  }

  var kind: Kind
  var line: Int

  subscript(key: String) -> YAMLNode? {
    guard case .mapping(let pairs) = kind else { return nil }
    return pairs.first { $0.key == key }?.value
  }

  var scalar: String? {
    if case .scalar(let text) = kind { return text }
    return nil
  }

  /// The items of a sequence, or the node itself: SwiftGen's keys take one value or a list.
  var oneOrMany: [YAMLNode] {
    if case .sequence(let items) = kind { return items }
    return [self]
  }
}

/// Reads the block-style subset of YAML that configuration files use: indented mappings and
/// sequences (also a sequence at its key's indentation), plain, single- and double-quoted
/// scalars, flow sequences of scalars, and comments.
///
/// Anchors, aliases, tags, block scalars and flow mappings are refused with the line that uses
/// them, rather than read differently from how YAML would.
enum YAMLReader {
  struct Failure: Error, Equatable {
    var line: Int
    var message: String
  }

  /// The deepest nesting of mappings and sequences read; a configuration file has a handful.
  static let maximumDepth = 64

  private struct Line {
    var indent: Int
    var text: Substring
    var number: Int

    var isSequenceItem: Bool { text == "-" || text.hasPrefix("- ") }
  }

  /// The document's root node; nil for a document with no content.
  static func read(_ text: String) throws(Failure) -> YAMLNode? {
    var lines = try contentLines(text)
    guard !lines.isEmpty else { return nil }
    var position = 0
    let root = try block(&lines, &position, depth: 0)
    if position < lines.count {
      throw Failure(line: lines[position].number, message: "unexpected indentation")
    }
    return root
  }

  /// The lines that hold content, without comments, trailing spaces and document markers.
  private static func contentLines(_ text: String) throws(Failure) -> [Line] {
    var lines: [Line] = []
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let number = offset + 1
      var line = raw
      if line.last == "\r" { line.removeLast() }
      let indent = line.prefix { $0 == " " }.count
      var content = line.dropFirst(indent)
      if content.first == "\t" {
        throw Failure(line: number, message: "a tab in the indentation")
      }
      content = withoutComment(content)
      while let last = content.last, last == " " || last == "\t" { content.removeLast() }
      if content.isEmpty || content == "---" || content == "..." { continue }
      if content.first == "%" {
        throw Failure(line: number, message: "YAML directives are not read")
      }
      lines.append(Line(indent: indent, text: content, number: number))
    }
    return lines
  }

  /// The text before a comment: a `#` at the start or after a space, outside quotes.
  private static func withoutComment(_ text: Substring) -> Substring {
    var quote: Character?
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        if previous == " " || previous == "[" || previous == "," || previous == ":"
          || previous == "-"
        {
          quote = character
        }
      } else if character == "#", previous == " " || previous == "\t" {
        return text[..<index]
      }
      previous = character
    }
    return text
  }

  /// The node whose first line is `lines[position]`, at that line's indentation.
  private static func block(_ lines: inout [Line], _ position: inout Int, depth: Int)
    throws(Failure) -> YAMLNode
  {
    let first = lines[position]
    guard depth < maximumDepth else {
      throw Failure(line: first.number, message: "nests deeper than \(maximumDepth) levels")
    }
    if first.isSequenceItem {
      return try sequence(&lines, &position, indent: first.indent, depth: depth)
    }
    if try keyAndRest(first) != nil {
      return try mapping(&lines, &position, indent: first.indent, depth: depth)
    }
    position += 1
    if position < lines.count, lines[position].indent > first.indent {
      throw Failure(
        line: lines[position].number, message: "a plain scalar over several lines is not read")
    }
    return try inlineValue(first.text, line: first.number)
  }

  private static func mapping(
    _ lines: inout [Line], _ position: inout Int, indent: Int, depth: Int
  ) throws(Failure) -> YAMLNode {
    let start = lines[position].number
    var pairs: [(key: String, value: YAMLNode)] = []
    while position < lines.count, lines[position].indent == indent,
      !lines[position].isSequenceItem
    {
      let line = lines[position]
      guard let (key, rest) = try keyAndRest(line) else {
        throw Failure(line: line.number, message: "expected \"key: value\"")
      }
      if pairs.contains(where: { $0.key == key }) {
        throw Failure(line: line.number, message: "the key \"\(key)\" appears twice")
      }
      position += 1
      let value: YAMLNode
      if !rest.isEmpty {
        value = try inlineValue(rest, line: line.number)
      } else if position < lines.count,
        lines[position].indent > indent
          || (lines[position].indent == indent && lines[position].isSequenceItem)
      {
        value = try block(&lines, &position, depth: depth + 1)
      } else {
        value = YAMLNode(kind: .scalar(""), line: line.number)
      }
      pairs.append((key, value))
    }
    if position < lines.count, lines[position].indent > indent {
      throw Failure(line: lines[position].number, message: "unexpected indentation")
    }
    return YAMLNode(kind: .mapping(pairs), line: start)
  }

  private static func sequence(
    _ lines: inout [Line], _ position: inout Int, indent: Int, depth: Int
  ) throws(Failure) -> YAMLNode {
    let start = lines[position].number
    var items: [YAMLNode] = []
    while position < lines.count, lines[position].indent == indent,
      lines[position].isSequenceItem
    {
      let line = lines[position]
      let afterDash = line.text.dropFirst()
      let rest = afterDash.drop { $0 == " " }
      if rest.isEmpty {
        position += 1
        if position < lines.count, lines[position].indent > indent {
          items.append(try block(&lines, &position, depth: depth + 1))
        } else {
          items.append(YAMLNode(kind: .scalar(""), line: line.number))
        }
        continue
      }
      // `- key: value` or `- - item`: the item is a block that starts at the column after the
      // dash, and goes on over the deeper lines that follow.
      lines[position] = Line(
        indent: indent + 1 + (afterDash.count - rest.count), text: rest, number: line.number)
      items.append(try block(&lines, &position, depth: depth + 1))
    }
    return YAMLNode(kind: .sequence(items), line: start)
  }

  /// `key` and the text after `key:`, or nil when the line is not a mapping entry.
  private static func keyAndRest(_ line: Line) throws(Failure) -> (String, Substring)? {
    let text = line.text
    if let open = text.first, open == "\"" || open == "'" {
      let (key, end) = try quoted(text, line: line.number)
      let after = text[end...].drop { $0 == " " }
      guard after.first == ":" else { return nil }
      let rest = after.dropFirst()
      guard rest.isEmpty || rest.first == " " else { return nil }
      return (key, rest.drop { $0 == " " })
    }
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == ":" {
        let next = text.index(after: index)
        if next == text.endIndex || text[next] == " " {
          return (text[..<index].trimmingSpaces, text[next...].drop { $0 == " " })
        }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// A value written after `key:` or `- `: a scalar or a flow sequence of scalars.
  private static func inlineValue(_ text: Substring, line: Int) throws(Failure) -> YAMLNode {
    let text = text.drop { $0 == " " }
    switch text.first {
    case "&", "*":
      throw Failure(line: line, message: "YAML anchors and aliases are not read")
    case "!":
      throw Failure(line: line, message: "YAML tags are not read")
    case "|", ">":
      throw Failure(line: line, message: "YAML block scalars are not read")
    case "{":
      guard text.dropFirst().allSatisfy({ $0 == " " || $0 == "}" }), text.last == "}" else {
        throw Failure(line: line, message: "YAML flow mappings are not read")
      }
      return YAMLNode(kind: .mapping([]), line: line)
    case "[":
      guard text.last == "]" else {
        throw Failure(line: line, message: "a flow sequence without its closing \"]\"")
      }
      var items: [YAMLNode] = []
      var rest = text.dropFirst().dropLast().drop { $0 == " " }
      while !rest.isEmpty {
        let item: String
        if let open = rest.first, open == "\"" || open == "'" {
          let (value, end) = try quoted(rest, line: line)
          item = value
          rest = rest[end...].drop { $0 == " " }
        } else {
          let end = rest.firstIndex(of: ",") ?? rest.endIndex
          item = String(rest[..<end]).trimmingSpaces
          rest = rest[end...]
          if item.contains("[") || item.contains("{") {
            throw Failure(line: line, message: "nested flow collections are not read")
          }
        }
        items.append(YAMLNode(kind: .scalar(item), line: line))
        if rest.first == "," {
          rest = rest.dropFirst().drop { $0 == " " }
        } else if !rest.isEmpty {
          throw Failure(line: line, message: "expected \",\" between the items of a flow sequence")
        }
      }
      return YAMLNode(kind: .sequence(items), line: line)
    case "\"", "'":
      let (value, end) = try quoted(text, line: line)
      guard text[end...].allSatisfy({ $0 == " " }) else {
        throw Failure(line: line, message: "text after a quoted scalar")
      }
      return YAMLNode(kind: .scalar(value), line: line)
    default:
      return YAMLNode(kind: .scalar(String(text)), line: line)
    }
  }

  /// The value of the quoted scalar that `text` starts with, and the index after its closing
  /// quote.
  private static func quoted(_ text: Substring, line: Int) throws(Failure) -> (
    String, Substring.Index
  ) {
    guard let quote = text.first else {
      throw Failure(line: line, message: "a quoted scalar without its closing quote")
    }
    var value = ""
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      if character == quote {
        // '' is a quote inside a single-quoted scalar.
        if quote == "'", index < text.endIndex, text[index] == "'" {
          value.append("'")
          index = text.index(after: index)
          continue
        }
        return (value, index)
      }
      if quote == "\"", character == "\\" {
        guard index < text.endIndex else { break }
        let escaped = text[index]
        index = text.index(after: index)
        switch escaped {
        case "\"", "\\", "/": value.append(escaped)
        case "n": value.append("\n")
        case "t": value.append("\t")
        default:
          throw Failure(line: line, message: "the escape \"\\\(escaped)\" is not read")
        }
        continue
      }
      value.append(character)
    }
    throw Failure(line: line, message: "a quoted scalar without its closing quote")
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(self.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
