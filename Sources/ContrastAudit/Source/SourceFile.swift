/// A tokenized Swift or Objective-C file with its bracket structure: the matching bracket of
/// every `(`, `[`, `{` and the innermost `{` that encloses every token.
///
/// Conditional compilation is handled the way a compiler sees one branch at a time: each `#else`
/// or `#elseif` branch starts from the bracket nesting that the `#if` saw, so an unbalanced
/// branch cannot throw the rest of the file out of step.
///
/// The tokens and links live in one shared, immutable box: consumers copy a `SourceFile` out of
/// the index on every lookup, and a copy then retains one object rather than every array.
struct SourceFile: Sendable {
  private final class Storage: Sendable {
    let tokens: [Token]
    let comments: [Comment]
    let macros: [Macro]
    let match: TokenLinks
    let parentBrace: TokenLinks
    let interpolations: [UInt64: [StringSegment]]

    init(
      tokens: [Token], comments: [Comment], macros: [Macro], match: TokenLinks,
      parentBrace: TokenLinks, interpolations: [UInt64: [StringSegment]]
    ) {
      self.tokens = tokens
      self.comments = comments
      self.macros = macros
      self.match = match
      self.parentBrace = parentBrace
      self.interpolations = interpolations
    }
  }

  let path: String
  let language: SourceLanguage
  private let storage: Storage
  var tokens: [Token] { storage.tokens }
  var comments: [Comment] { storage.comments }
  /// Objective-C `#define`s, in file order.
  var macros: [Macro] { storage.macros }
  /// For an opening bracket, the index of its closing one; for a closing bracket the opening
  /// one; -1 otherwise or when unmatched.
  var match: TokenLinks { storage.match }

  /// The index just past the bracket that closes `open`; for an unclosed one (a file the
  /// compiler would refuse), just past `open` itself, so a range built from it stays valid.
  func pastClosing(_ open: Int) -> Int {
    let close = match[open]
    return close > open ? close + 1 : open + 1
  }
  /// The index of the innermost `{` enclosing each token, or -1 at file scope.
  var parentBrace: TokenLinks { storage.parentBrace }
  /// Where string interpolations nest deeper than the lexer follows; the file was read only up
  /// to there (see ``Lexer/maximumInterpolationDepth``).
  let tooDeepAtLine: Int?
  /// An import outside every `#if` of a framework iOS does not have (`import AppKit`): the file
  /// builds for macOS only.
  let macOSImport: FrameworkImport?

  init(path: String, language: SourceLanguage, bytes: UnsafeBufferPointer<UInt8>) {
    let lexed = Lexer.tokenize(bytes, language: language)
    self.init(path: path, language: language, lexed: lexed)
  }

  /// A plain C header read for its `#define`s alone: no tokens, so no rule, declaration reader
  /// or pairing finder spends time on it (see ``SourceText/isPlainCHeader(_:_:)``).
  init(definesOf path: String, bytes: UnsafeBufferPointer<UInt8>) {
    let read = Lexer.defines(bytes)
    self.init(
      path: path, language: .objectiveC,
      lexed: (
        tokens: [], comments: [], directives: [], macros: read.macros, tooDeepAtLine: nil,
        interpolations: [:], macOSImport: read.macOSImport
      ))
  }

  init(path: String, language: SourceLanguage, source: String) {
    let lexed = Lexer.tokenize(source, language: language)
    self.init(path: path, language: language, lexed: lexed)
  }

  private init(
    path: String, language: SourceLanguage,
    lexed: (
      tokens: [Token], comments: [Comment], directives: [Directive], macros: [Macro],
      tooDeepAtLine: Int?, interpolations: [UInt64: [StringSegment]],
      macOSImport: FrameworkImport?
    )
  ) {
    self.path = path
    self.tooDeepAtLine = lexed.tooDeepAtLine
    self.macOSImport = lexed.macOSImport
    self.language = language
    let toks = lexed.tokens
    var match = [Int32](repeating: -1, count: toks.count)
    var parent = [Int32](repeating: -1, count: toks.count)
    var stack = BracketStack()
    var saved: [BracketStack] = []
    var directiveIndex = 0
    let directives = lexed.directives
    for (index, token) in toks.enumerated() {
      while directiveIndex < directives.count, directives[directiveIndex].tokenIndex == index {
        switch directives[directiveIndex].kind {
        case .open: saved.append(stack)
        case .alternative: if let s = saved.last { stack = s }
        case .close: _ = saved.popLast()
        case .other: break
        }
        directiveIndex += 1
      }
      parent[index] = Int32(truncatingIfNeeded: stack.enclosingBrace)
      guard token.kind == .punctuation, token.text.utf8.count == 1,
        let byte = token.text.utf8.first, let bracket = BracketStack.kinds.firstIndex(of: byte)
      else { continue }
      if bracket < 3 {
        stack.push(index, kind: bracket)
      } else if let opener = stack.pop(kind: bracket - 3) {
        // Popped to the nearest opener of the same kind; anything above it was unbalanced.
        match[opener] = Int32(truncatingIfNeeded: index)
        match[index] = Int32(truncatingIfNeeded: opener)
        parent[index] = Int32(truncatingIfNeeded: stack.enclosingBrace)
      }
    }
    storage = Storage(
      tokens: toks, comments: lexed.comments, macros: lexed.macros, match: TokenLinks(match),
      parentBrace: TokenLinks(parent), interpolations: lexed.interpolations)
  }

  /// The segments of the Swift string literal at token `i`, when it has interpolations.
  func interpolation(at i: Int) -> [StringSegment]? {
    let token = tokens[i]
    guard token.kind == .string, token.interpolated else { return nil }
    return storage.interpolations[UInt64(UInt32(clamping: token.line)) << 32 | UInt64(token.column)]
  }

  var count: Int { tokens.count }

  /// Each identifier's position under its name's 32-bit hash, as `hash << 32 | position`, sorted
  /// once ``indexIdentifiers()`` has run: one array of integers and one sort per file, where a
  /// dictionary made an array for every distinct name.
  private var identifierIndex: [UInt64]?

  /// Whether ``indexIdentifiers()`` has run.
  var isIndexed: Bool { identifierIndex != nil }

  /// Indexes the identifiers, for a consumer that looks names up many times.
  mutating func indexIdentifiers() {
    guard identifierIndex == nil else { return }
    var entries: [UInt64] = []
    entries.reserveCapacity(tokens.count / 2)
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      entries.append(UInt64(Self.nameHash(token.text)) << 32 | UInt64(UInt32(index)))
    }
    entries.sort()
    identifierIndex = entries
  }

  /// FNV-1a over the name's bytes: names are short, and the index needs no protection from
  /// chosen collisions (a collision only costs a text comparison).
  static func nameHash(_ name: String) -> UInt32 {
    var name = name
    return name.withUTF8 { bytes in
      var hash: UInt32 = 2_166_136_261
      for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      return hash
    }
  }

  /// The positions of identifier `name` within `range`, in order: from the index when there is
  /// one, otherwise by a scan.
  func positions(of name: String, in range: Range<Int>) -> [Int] {
    guard let entries = identifierIndex else {
      return range.filter { tokens[$0].kind == .identifier && tokens[$0].text == name }
    }
    let key = UInt64(Self.nameHash(name)) << 32
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle] < key { low = middle + 1 } else { high = middle }
    }
    var found: [Int] = []
    // Names whose hashes collide are told apart by their text.
    while low < entries.count, entries[low] & 0xFFFF_FFFF_0000_0000 == key {
      let position = Int(entries[low] & 0xFFFF_FFFF)
      if range.contains(position), tokens[position].text == name { found.append(position) }
      low += 1
    }
    return found
  }

  /// The modules a Swift file imports at its top level, in file order (`import DuckUI`,
  /// `@testable import Core`, `import struct Kit.Palette` gives `Kit`).
  var importedModules: [String] {
    guard language == .swift else { return [] }
    var modules: [String] = []
    for k in tokens.indices where tokens[k].isIdentifier("import") && parentBrace[k] < 0 {
      var name = k + 1
      if [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor",
      ].contains(text(name)) {
        name += 1
      }
      guard name < tokens.count, tokens[name].kind == .identifier,
        tokens[name].line == tokens[k].line, !modules.contains(tokens[name].text)
      else { continue }
      modules.append(tokens[name].text)
    }
    return modules
  }

  subscript(_ i: Int) -> Token { tokens[i] }

  func isIdentifier(_ i: Int, _ name: String) -> Bool {
    i >= 0 && i < tokens.count && tokens[i].isIdentifier(name)
  }

  func isPunctuation(_ i: Int, _ p: String) -> Bool {
    i >= 0 && i < tokens.count && tokens[i].isPunctuation(p)
  }

  func text(_ i: Int) -> String { i >= 0 && i < tokens.count ? tokens[i].text : "" }

  /// The `case` or `default` label of the `switch` clause that holds token `inner`.
  ///
  /// `open` is the `{` of the switch's cases; the label is the nearest one before `inner` at that
  /// depth. Not `if case`, `guard case`, `while case` or a condition's `, case`.
  func caseLabel(before inner: Int, inBlock open: Int) -> Int? {
    var t = inner - 1
    while t > open {
      if parentBrace[t] == open, isIdentifier(t, "case") || isIdentifier(t, "default"),
        !(isIdentifier(t - 1, "if") || isIdentifier(t - 1, "guard")
          || isIdentifier(t - 1, "while") || isPunctuation(t - 1, ","))
      {
        return t
      }
      t -= 1
    }
    return nil
  }

  /// The end (exclusive) of the brace scope that contains token `i`: the closing `}` of its
  /// innermost enclosing block, or the end of the file.
  func scopeEnd(of i: Int) -> Int {
    let open = parentBrace[i]
    guard open >= 0 else { return tokens.count }
    let close = match[open]
    return close >= 0 ? close : tokens.count
  }

  /// The range of tokens inside the innermost `{ … }` around `i` (the whole file at file scope).
  func scopeRange(of i: Int) -> Range<Int> {
    let open = parentBrace[i]
    return (open >= 0 ? open + 1 : 0)..<scopeEnd(of: i)
  }

  /// Whether `inner` lies inside the brace scope opened at `open` (-1: file scope).
  func isInside(_ inner: Int, scope open: Int) -> Bool {
    var p = parentBrace[inner]
    while p >= 0 {
      if p == open { return true }
      p = parentBrace[p]
    }
    return open == -1
  }

  /// Splits `range` at top-level occurrences of the punctuation `separator`, skipping brackets.
  func split(_ range: Range<Int>, by separator: String) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    var i = range.lowerBound
    while i < range.upperBound {
      let t = tokens[i]
      if t.kind == .punctuation {
        if (t.text == "(" || t.text == "[" || t.text == "{"), match[i] > i,
          match[i] < range.upperBound
        {
          i = match[i] + 1
          continue
        }
        if t.text == separator {
          parts.append(start..<i)
          start = i + 1
        }
      }
      i += 1
    }
    if start < range.upperBound || !parts.isEmpty { parts.append(start..<range.upperBound) }
    return parts
  }

  /// The first top-level index of punctuation `p` in `range`, skipping brackets.
  func firstTopLevel(_ p: String, in range: Range<Int>) -> Int? {
    firstTopLevelPunctuation(in: range) { t, _ in t.text == p }
  }

  /// The first top-level punctuation in `range` that `test` accepts, skipping brackets.
  func firstTopLevelPunctuation(in range: Range<Int>, where test: (Token, Int) -> Bool) -> Int? {
    var i = range.lowerBound
    while i < range.upperBound {
      let t = tokens[i]
      if t.kind == .punctuation {
        if (t.text == "(" || t.text == "[" || t.text == "{"), match[i] > i {
          i = match[i] + 1
          continue
        }
        if test(t, i) { return i }
      }
      i += 1
    }
    return nil
  }

  /// Whether any token in `range` is one of the identifiers in `names`.
  func containsIdentifier(in range: Range<Int>, _ names: Set<String>) -> Bool {
    for i in range where tokens[i].kind == .identifier && names.contains(tokens[i].text) {
      return true
    }
    return false
  }

  /// Range without leading `try`, `try?`, `try!`, `await` and surrounding parentheses.
  func trimmed(_ range: Range<Int>) -> Range<Int> {
    var r = range
    while r.lowerBound < r.upperBound {
      let t = tokens[r.lowerBound]
      if t.isIdentifier("try") || t.isIdentifier("await") {
        var next = r.lowerBound + 1
        if next < r.upperBound, tokens[next].isPunctuation("?") || tokens[next].isPunctuation("!") {
          next += 1
        }
        r = next..<r.upperBound
      } else if t.isPunctuation("("), match[r.lowerBound] == r.upperBound - 1,
        r.count > 2
      {
        r = (r.lowerBound + 1)..<(r.upperBound - 1)
      } else {
        break
      }
    }
    return r
  }

  // MARK: - Swift call arguments

  /// A labelled or unlabelled argument of a call.
  struct Argument {
    var label: String?
    var labelIndex: Int?
    var value: Range<Int>
  }

  /// The `(` of the call whose argument list holds token `s`.
  ///
  /// Balanced brackets are skipped; nil when a `[`, `{` or `;` comes first (not a call
  /// argument).
  func openingParenthesis(ofCallAround s: Int) -> Int? {
    var k = s - 1
    while k >= 0 {
      let t = tokens[k]
      if t.kind == .punctuation {
        if t.text == ")" || t.text == "]" || t.text == "}", match[k] >= 0 {
          k = match[k] - 1
          continue
        }
        if t.text == "(" { return k }
        if t.text == "[" || t.text == "{" || t.text == ";" { return nil }
      }
      k -= 1
    }
    return nil
  }

  /// The argument of the call at `open` that holds token `k`.
  func argument(holding k: Int, open: Int) -> Argument? {
    arguments(open: open).first {
      ($0.labelIndex ?? $0.value.lowerBound) <= k && k < $0.value.upperBound
    }
  }

  /// The arguments of the Swift call whose `(` is at `open`.
  func arguments(open: Int) -> [Argument] {
    let close = match[open]
    guard close > open else { return [] }
    return split((open + 1)..<close, by: ",").compactMap { part in
      guard !part.isEmpty else { return nil }
      let first = part.lowerBound
      if part.count >= 2, tokens[first].kind == .identifier, tokens[first + 1].isPunctuation(":") {
        return Argument(
          label: tokens[first].text, labelIndex: first, value: (first + 2)..<part.upperBound)
      }
      return Argument(label: nil, labelIndex: nil, value: part)
    }
  }

  // MARK: - Objective-C messages

  /// A parsed Objective-C message `[receiver part: arg part: arg]`.
  struct Message {
    var open: Int
    var receiver: Range<Int>
    /// Selector pieces with their argument ranges (empty range for a unary message).
    var parts: [(name: String, index: Int, value: Range<Int>)]
    var selector: String {
      parts.count == 1 && parts[0].value.isEmpty
        ? parts[0].name : parts.map { $0.name + ":" }.joined()
    }
  }

  /// Parses the Objective-C message whose `[` is at `open`, if it looks like one.
  func message(open: Int) -> Message? {
    guard language == .objectiveC, isPunctuation(open, "["), match[open] > open else { return nil }
    let close = match[open]
    var i = open + 1
    // The receiver: a primary expression with member accesses, calls and casts.
    guard i < close else { return nil }
    var sawPrimary = false
    while i < close {
      let t = tokens[i]
      if t.kind == .punctuation, t.text == "(" || t.text == "[", match[i] > i {
        i = match[i] + 1
        sawPrimary = true
        continue
      }
      if t.kind == .identifier {
        if sawPrimary && !(isPunctuation(i - 1, ".") || isPunctuation(i - 1, "->")) { break }
        sawPrimary = true
        i += 1
        continue
      }
      if t.kind == .string || t.kind == .number {
        sawPrimary = true
        i += 1
        continue
      }
      if t.isPunctuation(".") || t.isPunctuation("->") || t.isPunctuation("*")
        || t.isPunctuation("&") || t.isPunctuation("@") || t.isPunctuation("^")
      {
        i += 1
        continue
      }
      break
    }
    guard sawPrimary, i < close, tokens[i].kind == .identifier else { return nil }
    let receiver = (open + 1)..<i
    if i + 1 == close {
      return Message(open: open, receiver: receiver, parts: [(tokens[i].text, i, i..<i)])
    }
    var parts: [(String, Int, Range<Int>)] = []
    var partStarts: [Int] = []
    var j = i
    while j < close {
      let t = tokens[j]
      if t.kind == .punctuation, t.text == "(" || t.text == "[" || t.text == "{", match[j] > j {
        j = match[j] + 1
        continue
      }
      if t.kind == .identifier, isPunctuation(j + 1, ":"),
        j == i || !(isPunctuation(j - 1, ".") || isPunctuation(j - 1, "?"))
      {
        // A selector part follows a complete argument; `a ? b : c` inside arguments is rare.
        if j == i || !isPunctuation(j - 1, ":") { partStarts.append(j) }
      } else if t.isPunctuation(":"), j == i || !(tokens[j - 1].kind == .identifier) {
        // `sel::` anonymous part; unusual, keep going.
      }
      j += 1
    }
    guard partStarts.first == i else { return nil }
    for (n, s) in partStarts.enumerated() {
      let end = n + 1 < partStarts.count ? partStarts[n + 1] : close
      parts.append((tokens[s].text, s, (s + 2)..<end))
    }
    return Message(open: open, receiver: receiver, parts: parts)
  }

  /// The `[` of the innermost Objective-C message containing token `i`, with the selector part it
  /// is an argument of.
  func enclosingMessage(of i: Int) -> (Message, partIndex: Int)? {
    guard language == .objectiveC else { return nil }
    var k = i - 1
    var depth = 0
    while k >= 0 {
      let t = tokens[k]
      if t.kind == .punctuation {
        if t.text == "]" || t.text == ")" || t.text == "}" {
          if match[k] >= 0 {
            k = match[k] - 1
            continue
          }
        } else if t.text == "[" {
          if depth == 0, let m = message(open: k) {
            for (n, part) in m.parts.enumerated() where part.value.contains(i) {
              return (m, n)
            }
            return nil
          }
        } else if t.text == "(" || t.text == "{" || t.text == ";" {
          return nil
        }
      }
      depth += 0
      k -= 1
    }
    return nil
  }
}

extension SourceFile {
  /// The end of the expression statement starting at `start`: the next top-level `;`, a newline
  /// boundary between two complete expressions, or the end of the enclosing scope.
  func statementEnd(from start: Int) -> Int {
    guard start < count else { return count }
    let end = scopeEnd(of: start)
    var i = start
    var last = start
    while i < end {
      let t = tokens[i]
      if t.kind == .punctuation {
        if t.text == ";" || t.text == "}" { return i }
        // Swift: `(` or `[` at the start of a line after a complete expression is a new
        // statement, never a call or subscript of the line before.
        if language == .swift, t.text == "(" || t.text == "[", i > start,
          t.line > tokens[last].line, endsExpression(last)
        {
          return i
        }
        if (t.text == "(" || t.text == "[" || t.text == "{"), match[i] > i {
          // A `{` on a new line after a complete expression starts a new statement only in
          // odd code; trailing closures belong to the expression.
          last = match[i]
          i = match[i] + 1
          continue
        }
      }
      if i > start, t.line > tokens[last].line, endsExpression(last), startsStatement(i) {
        return i
      }
      last = i
      i += 1
    }
    return end
  }

  private func endsExpression(_ i: Int) -> Bool {
    let t = tokens[i]
    // `isDark ?` at the end of a line: a ternary's `?` (spaced), not an optional's (attached).
    if t.isPunctuation("?"), i > 0, tokens[i - 1].line == t.line,
      tokens[i - 1].column + tokens[i - 1].text.utf8.count < t.column
    {
      return false
    }
    switch t.kind {
    case .identifier, .number, .string, .character: return true
    case .punctuation:
      return t.text == ")" || t.text == "]" || t.text == "}" || t.text == "!" || t.text == "?"
    }
  }

  private func startsStatement(_ i: Int) -> Bool {
    let t = tokens[i]
    if t.kind == .identifier { return true }
    if t.kind == .punctuation {
      return t.text == "@" || t.text == "[" || t.text == "(" || t.text == "#"
    }
    return t.kind != .punctuation
  }
}

/// The open brackets while a file's tokens are matched, with constant-time answers to "the
/// nearest open `{`" and "the nearest open bracket of this kind", so matching is linear in the
/// tokens however deep they nest.
private struct BracketStack {
  /// `(`, `[`, `{`, then their closers: a bracket's kind is its index modulo 3.
  static let kinds: [UInt8] = Array("([{)]}".utf8)
  /// The token indexes of the open brackets, innermost last.
  private var openers: [Int] = []
  /// For each kind, the positions in `openers` of the brackets of that kind.
  private var positions: [[Int]] = [[], [], []]

  var enclosingBrace: Int { positions[2].last.map { openers[$0] } ?? -1 }

  mutating func push(_ token: Int, kind: Int) {
    positions[kind].append(openers.count)
    openers.append(token)
  }

  /// Closes the innermost open bracket of `kind` and every bracket opened after it; its token
  /// index, or nil when none of that kind is open.
  mutating func pop(kind: Int) -> Int? {
    guard let position = positions[kind].last else { return nil }
    let opener = openers[position]
    openers.removeSubrange(position...)
    for k in 0..<3 {
      while let last = positions[k].last, last >= position { positions[k].removeLast() }
    }
    return opener
  }
}

/// Token indexes linked to each token (its matching bracket, its enclosing brace), stored in 32
/// bits, read as `Int`; -1 for none.
struct TokenLinks: Sendable {
  private let storage: [Int32]

  init(_ links: [Int32]) {
    storage = links
  }

  subscript(_ i: Int) -> Int { Int(storage[i]) }

  var count: Int { storage.count }
}
