/// The source languages the attributed-text scanner reads.
enum SourceLanguage: Sendable {
  case swift
  /// Objective-C, Objective-C++ and C headers.
  case objectiveC
}

/// One token of Swift or Objective-C source.
///
/// Comments never become tokens, and the contents of string literals never become tokens either:
/// a string literal is one `.string` token whose `text` is its decoded contents (interpolated
/// segments left out).
struct Token: Sendable {
  enum Kind: UInt8, Sendable {
    /// A name or keyword (`let`, `NSAttributedString`, `#colorLiteral`, `` `default` ``).
    case identifier
    case number
    /// A string literal: Swift (`"…"`, `"""…"""`, `#"…"#`), C (`"…"`) or Objective-C (`@"…"`).
    case string
    /// An Objective-C character literal (`'a'`).
    case character
    /// A bracket, `.`, `,`, `:`, `;`, `@` or an operator (`=`, `==`, `?`, `->`, …).
    case punctuation
  }

  /// Identifier or punctuation text; for strings the decoded contents.
  var text: String
  /// Line (32 bits), column (24 bits: source files are at most 8 MB), kind (7 bits) and the
  /// interpolation flag in one word: a token takes 24 bytes, and a run keeps millions of them.
  private var packed: UInt64

  init(kind: Kind, text: String, line: Int, column: Int, interpolated: Bool = false) {
    self.text = text
    packed =
      UInt64(UInt32(clamping: line)) << 32 | UInt64(UInt32(clamping: column) & 0xFF_FFFF) << 8
      | UInt64(kind.rawValue) << 1 | (interpolated ? 1 : 0)
  }

  var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: packed >> 1) & 0x7F) ?? .punctuation }
  /// For strings: the literal has at least one interpolation `\(…)`.
  var interpolated: Bool { packed & 1 == 1 }

  /// 1-based line and column (column in UTF-8 bytes) of the first character.
  var line: Int { Int(packed >> 32) }
  var column: Int { Int(packed >> 8 & 0xFF_FFFF) }

  func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
  func isPunctuation(_ p: String) -> Bool { kind == .punctuation && text == p }
}

/// A part of a Swift string literal with interpolations: its text, or the source of one
/// `\(…)` (`"\(name)\(shade)"` is two expressions), for the code evaluator to read.
enum StringSegment: Sendable, Equatable {
  case literal(String)
  case expression(String)
}

/// A comment that speaks to the tool (`contrast-audit:`), with the lines it covers.
///
/// Suppressions are read from these. Other comments are not kept: nothing reads them, and a
/// large app has hundreds of thousands.
struct Comment: Sendable {
  var text: String
  var line: Int
  var endLine: Int
}

/// A conditional-compilation directive (`#if`, `#elseif`, `#else`, `#endif`, and the Objective-C
/// `#ifdef`/`#ifndef`/`#elif`) and the token index it stands before.
struct Directive: Sendable {
  enum Kind: Sendable { case open, alternative, close, other }
  var kind: Kind
  var tokenIndex: Int
  /// For a Swift `#if` or `#elseif` or an Objective-C `#if` or `#elif`, its condition in an iOS
  /// build; `holds` for `#else`.
  var condition = CompilationCondition.undecided
}

/// An import of a framework: where a file says which platforms can build it.
struct FrameworkImport: Sendable, Equatable {
  /// Frameworks only macOS has: iOS, iPadOS and Mac Catalyst builds cannot import them.
  static let macOSOnly: Set<String> = ["AppKit", "Cocoa"]
  /// `import class AppKit.NSColor`: the kinds a Swift import of one declaration names.
  static let declarationKinds: Set<String> = [
    "class", "struct", "enum", "protocol", "typealias", "func", "let", "var",
  ]

  var framework: String
  var line: Int
}

/// An Objective-C `#define`: its name, parameters (nil for an object-like macro) and the text
/// of its body, continuation lines joined.
struct Macro: Sendable {
  var name: String
  var parameters: [String]?
  var body: String
  var line: Int
  var column: Int
}

/// A hand-written tokenizer for Swift and Objective-C, working on UTF-8 bytes.
///
/// It understands everything that can hide code-looking text: line and block comments (nested in
/// Swift, not in Objective-C), string literals including multi-line and raw (`#"…"#`) strings,
/// interpolations with nested parentheses, strings and comments, Objective-C `@"…"` strings,
/// character literals, and preprocessor lines. It never fails: malformed input (an unterminated
/// string or comment) ends the token at the end of the line or file.
struct Lexer {
  private let b: UnsafeBufferPointer<UInt8>
  private let language: SourceLanguage
  /// False when only the `#define`s are wanted (a plain C header): no token is made.
  private let keepsTokens: Bool
  private var i = 0
  private var line = 1
  private var lineStart = 0
  private(set) var tokens: [Token] = []
  private(set) var comments: [Comment] = []
  private(set) var directives: [Directive] = []
  private(set) var macros: [Macro] = []
  /// The segments of each string literal with interpolations, by the string's line and column
  /// (`line << 32 | column`: tokens dropped with an `#if` branch do not move them).
  private(set) var interpolations: [UInt64: [StringSegment]] = [:]
  /// The segments of the string literal just read, when it has interpolations.
  private var lastSegments: [StringSegment]?
  /// How many string interpolations enclose the lexer now; bounded, so hostile nesting cannot
  /// overflow the stack.
  private var interpolationDepth = 0
  /// The line where nesting went past ``maximumInterpolationDepth``; lexing stopped there.
  private(set) var tooDeepAtLine: Int?
  /// Objective-C `#import <Cocoa/Cocoa.h>` and `#include <AppKit/…>` lines outside every
  /// conditional block: the lexer skips preprocessor lines, so they are noted as read.
  private var preprocessorImports: [FrameworkImport] = []
  static let maximumInterpolationDepth = 64

  private init(_ bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, keepsTokens: Bool) {
    self.b = bytes
    self.language = language
    self.keepsTokens = keepsTokens
  }

  /// Tokenizes `bytes` (UTF-8) as the given language.
  static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage) -> (
    tokens: [Token], comments: [Comment], directives: [Directive], macros: [Macro],
    tooDeepAtLine: Int?, interpolations: [UInt64: [StringSegment]], macOSImport: FrameworkImport?
  ) {
    var lexer = Lexer(bytes, language: language, keepsTokens: true)
    lexer.tokens.reserveCapacity(bytes.count / 5)
    lexer.run()
    // Before the branches go: an import outside every `#if` is not in one.
    let macOSImport = lexer.unconditionalMacOSImport()
    lexer.dropBranchesNotBuiltForIOS()
    lexer.tokens = exactlySized(lexer.tokens)
    return (
      lexer.tokens, lexer.comments, lexer.directives, lexer.macros, lexer.tooDeepAtLine,
      lexer.interpolations, macOSImport
    )
  }

  /// The tokens in an array of their own size.
  ///
  /// Room for one token per five bytes is made before lexing, which is about twice what code
  /// needs (nine bytes per token is usual): every file's tokens are kept for the whole run, and
  /// the unused room was a third of a large app's memory.
  private static func exactlySized(_ tokens: [Token]) -> [Token] {
    guard tokens.capacity > tokens.count + tokens.count / 8 else { return tokens }
    return [Token](unsafeUninitializedCapacity: tokens.count) { buffer, count in
      count = buffer.initialize(fromContentsOf: tokens)
    }
  }

  /// The `#define`s of C or Objective-C bytes, and an import of a framework iOS does not have
  /// outside every `#if`: comments and strings are read past as tokenizing reads them, and no
  /// token is made (string literals aside, which are few in a header).
  static func defines(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    macros: [Macro], macOSImport: FrameworkImport?
  ) {
    var lexer = Lexer(bytes, language: .objectiveC, keepsTokens: false)
    lexer.run()
    return (lexer.macros, lexer.unconditionalMacOSImport())
  }

  /// Tokenizes a string; convenient for tests.
  static func tokenize(_ source: String, language: SourceLanguage) -> (
    tokens: [Token], comments: [Comment], directives: [Directive], macros: [Macro],
    tooDeepAtLine: Int?, interpolations: [UInt64: [StringSegment]], macOSImport: FrameworkImport?
  ) {
    var copy = source
    return copy.withUTF8 { tokenize($0, language: language) }
  }

  // MARK: - Byte classes

  private static func isIdentifierStart(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80
  }

  static func isIdentifierBody(_ c: UInt8) -> Bool {
    isIdentifierStart(c) || (c >= 0x30 && c <= 0x39)
  }

  private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

  private static func isOperator(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }

  private func peek(_ offset: Int = 0) -> UInt8 {
    let j = i + offset
    return j < b.count ? b[j] : 0
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
  }

  private mutating func newline(at j: Int) {
    line += 1
    lineStart = j + 1
  }

  private mutating func emit(_ kind: Token.Kind, _ text: String, start: Int, line: Int, column: Int)
  {
    guard keepsTokens else { return }
    tokens.append(Token(kind: kind, text: text, line: line, column: column))
  }

  /// Emits the bytes from `start` to `end` as a token; its text is made only when tokens are kept.
  private mutating func emit(
    _ kind: Token.Kind, from start: Int, to end: Int, line: Int, column: Int
  ) {
    guard keepsTokens else { return }
    tokens.append(Token(kind: kind, text: text(start, end), line: line, column: column))
  }

  // MARK: - Main loop

  private mutating func run() {
    var atLineStart = true
    while i < b.count {
      let c = b[i]
      let startLine = line
      let column = i - lineStart + 1
      if c == 0x0A {
        newline(at: i)
        i += 1
        atLineStart = true
        continue
      }
      if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0C || c == 0x0B {
        i += 1
        continue
      }
      let wasAtLineStart = atLineStart
      atLineStart = false
      switch c {
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        lexLineComment()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        lexBlockComment()
      case UInt8(ascii: "\""):
        let start = i
        let (decoded, interpolated) =
          language == .swift ? lexSwiftString(pounds: 0) : lexCString()
        let token = Token(
          kind: .string, text: decoded, line: startLine, column: column, interpolated: interpolated)
        _ = start
        tokens.append(token)
        if interpolated, let segments = lastSegments {
          interpolations[UInt64(UInt32(clamping: startLine)) << 32 | UInt64(column)] = segments
        }
      case UInt8(ascii: "@") where language == .objectiveC && peek(1) == UInt8(ascii: "\""):
        i += 1
        let (decoded, _) = lexCString()
        tokens.append(Token(kind: .string, text: decoded, line: startLine, column: column))
      case UInt8(ascii: "'") where language == .objectiveC:
        lexCharacter()
        tokens.append(Token(kind: .character, text: "'", line: startLine, column: column))
      case UInt8(ascii: "#"):
        if language == .objectiveC {
          if wasAtLineStart {
            lexPreprocessorLine()
          } else {
            i += 1
            emit(.punctuation, "#", start: i - 1, line: startLine, column: column)
          }
        } else {
          lexSwiftPound(line: startLine, column: column)
        }
      case UInt8(ascii: "`"):
        let start = i + 1
        var j = start
        while j < b.count, b[j] != UInt8(ascii: "`"), b[j] != 0x0A { j += 1 }
        emit(.identifier, from: start, to: j, line: startLine, column: column)
        i = j < b.count && b[j] == UInt8(ascii: "`") ? j + 1 : j
      default:
        if Self.isIdentifierStart(c) {
          let start = i
          while i < b.count, Self.isIdentifierBody(b[i]) { i += 1 }
          emit(.identifier, from: start, to: i, line: startLine, column: column)
        } else if Self.isDigit(c)
          // C's `.5`: an Objective-C name never begins with a digit.
          || (c == UInt8(ascii: ".") && language == .objectiveC && Self.isDigit(peek(1)))
        {
          lexNumber(line: startLine, column: column)
        } else if Self.isOperator(c) {
          lexOperator(line: startLine, column: column)
        } else {
          i += 1
          emit(
            .punctuation, String(UnicodeScalar(c)), start: i - 1, line: startLine, column: column)
        }
      }
    }
  }

  private mutating func lexNumber(line: Int, column: Int) {
    let start = i
    while i < b.count {
      let c = b[i]
      if Self.isIdentifierBody(c) {
        i += 1
      } else if c == UInt8(ascii: "."), i + 1 < b.count, Self.isDigit(b[i + 1]) {
        i += 1
      } else if c == UInt8(ascii: "."), language == .objectiveC, !b[start..<i].contains(c),
        i + 1 >= b.count || b[i + 1] != c
      {
        // C's `5.` and `1.f`.
        i += 1
      } else if (c == UInt8(ascii: "-") || c == UInt8(ascii: "+")),
        i > start, b[i - 1] | 0x20 == UInt8(ascii: "e") || b[i - 1] | 0x20 == UInt8(ascii: "p"),
        !(b[start] == UInt8(ascii: "0") && i > start + 1 && b[start + 1] | 0x20 == UInt8(ascii: "x")
          && b[i - 1] | 0x20 == UInt8(ascii: "e"))
      {
        i += 1
      } else {
        break
      }
    }
    emit(.number, from: start, to: i, line: line, column: column)
  }

  private mutating func lexOperator(line: Int, column: Int) {
    let start = i
    let c = b[i]
    // A postfix `?` or `!` right after an expression stands alone (`a?.b`, `a!.b`, `f()!`).
    if (c == UInt8(ascii: "?") || c == UInt8(ascii: "!")), start > 0 {
      let p = b[start - 1]
      if Self.isIdentifierBody(p) || p == UInt8(ascii: ")") || p == UInt8(ascii: "]")
        || p == UInt8(ascii: "\"")
      {
        if !(c == UInt8(ascii: "!") && peek(1) == UInt8(ascii: "=")) {
          i += 1
          emit(
            .punctuation, c == UInt8(ascii: "?") ? "?" : "!", start: start, line: line,
            column: column)
          return
        }
      }
    }
    while i < b.count, Self.isOperator(b[i]) {
      if b[i] == UInt8(ascii: "/"), i + 1 < b.count,
        b[i + 1] == UInt8(ascii: "/") || b[i + 1] == UInt8(ascii: "*"), i > start
      {
        break
      }
      i += 1
    }
    emit(.punctuation, from: start, to: i, line: line, column: column)
  }

  // MARK: - Comments

  private mutating func lexLineComment() {
    let start = i
    while i < b.count, b[i] != 0x0A { i += 1 }
    keepIfToolComment(start, i, line: line, endLine: line)
  }

  private mutating func lexBlockComment() {
    let start = i
    let startLine = line
    i += 2
    var depth = 1
    while i < b.count {
      let c = b[i]
      if c == 0x0A {
        newline(at: i)
        i += 1
      } else if c == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        i += 2
        depth -= 1
        if depth == 0 { break }
      } else if language == .swift, c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        i += 2
        depth += 1
      } else {
        i += 1
      }
    }
    keepIfToolComment(start, min(i, b.count), line: startLine, endLine: line)
  }

  private mutating func keepIfToolComment(_ start: Int, _ end: Int, line: Int, endLine: Int) {
    let bytes = UnsafeBufferPointer(rebasing: b[start..<end])
    guard ByteSearch.contains(bytes, "contrast-audit:") else { return }
    comments.append(Comment(text: text(start, end), line: line, endLine: endLine))
  }

  // MARK: - Strings

  /// Lexes a C or Objective-C string starting at the opening quote.
  private mutating func lexCString() -> (String, Bool) {
    i += 1
    var out: [UInt8] = []
    while i < b.count {
      let c = b[i]
      if c == UInt8(ascii: "\"") {
        i += 1
        break
      }
      if c == 0x0A { break }  // unterminated: stop at the end of the line
      if c == UInt8(ascii: "\\"), i + 1 < b.count {
        let e = b[i + 1]
        if e == 0x0A {
          newline(at: i + 1)
          i += 2
          continue
        }
        out.append(Self.simpleEscape(e))
        i += 2
        continue
      }
      out.append(c)
      i += 1
    }
    return (String(decoding: out, as: UTF8.self), false)
  }

  private static func simpleEscape(_ e: UInt8) -> UInt8 {
    switch e {
    case UInt8(ascii: "n"): return 0x0A
    case UInt8(ascii: "t"): return 0x09
    case UInt8(ascii: "r"): return 0x0D
    case UInt8(ascii: "0"): return 0
    default: return e
    }
  }

  private mutating func lexCharacter() {
    i += 1
    while i < b.count, b[i] != UInt8(ascii: "'"), b[i] != 0x0A {
      if b[i] == UInt8(ascii: "\\") { i += 1 }
      i += 1
    }
    if i < b.count, b[i] == UInt8(ascii: "'") { i += 1 }
  }

  /// Lexes a Swift string literal.
  ///
  /// `i` is at the first `"` (any `#` delimiters already consumed
  /// and counted in `pounds`). Returns the decoded text without interpolations.
  private mutating func lexSwiftString(pounds: Int) -> (String, Bool) {
    var out: [UInt8] = []
    var interpolated = false
    // Only a string outside any interpolation keeps its segments: the evaluator reads the
    // expressions of the outer one again, inner strings and all.
    let keepsSegments = interpolationDepth == 0
    var segments: [StringSegment] = []
    var literalStart = 0
    lastSegments = nil
    let multiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    i += multiLine ? 3 : 1
    while i < b.count {
      let c = b[i]
      if c == UInt8(ascii: "\"") {
        if multiLine {
          if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""),
            poundsFollow(i + 3, pounds)
          {
            i += 3 + pounds
            break
          }
        } else if poundsFollow(i + 1, pounds) {
          i += 1 + pounds
          break
        }
        out.append(c)
        i += 1
        continue
      }
      if c == 0x0A {
        if !multiLine { break }
        newline(at: i)
        out.append(c)
        i += 1
        continue
      }
      if c == UInt8(ascii: "\\"), poundsFollow(i + 1, pounds) {
        let j = i + 1 + pounds
        guard j < b.count else {
          i = j
          break
        }
        let e = b[j]
        if e == UInt8(ascii: "(") {
          interpolated = true
          i = j + 1
          let expressionStart = i
          skipInterpolation()
          if keepsSegments {
            segments.append(.literal(String(decoding: out[literalStart...], as: UTF8.self)))
            // `skipInterpolation` stops past the closing `)`, or at the end of the input.
            let expressionEnd = max(expressionStart, i - 1)
            segments.append(
              .expression(
                String(
                  decoding: UnsafeBufferPointer(rebasing: b[expressionStart..<expressionEnd]),
                  as: UTF8.self)))
            literalStart = out.count
          }
          continue
        }
        if e == UInt8(ascii: "u"), j + 1 < b.count, b[j + 1] == UInt8(ascii: "{") {
          var k = j + 2
          var value: UInt32 = 0
          while k < b.count, b[k] != UInt8(ascii: "}"), b[k] != 0x0A {
            value = value &* 16 &+ UInt32(Self.hexValue(b[k]))
            k += 1
          }
          if let scalar = Unicode.Scalar(value) {
            out.append(contentsOf: Array(String(scalar).utf8))
          }
          i = k < b.count && b[k] == UInt8(ascii: "}") ? k + 1 : k
          continue
        }
        if e == 0x0A || e == 0x20 || e == 0x09 || e == 0x0D {
          // A line continuation in a multi-line string (`\` then optional spaces, newline).
          var k = j
          while k < b.count, b[k] == 0x20 || b[k] == 0x09 || b[k] == 0x0D { k += 1 }
          if multiLine, k < b.count, b[k] == 0x0A {
            newline(at: k)
            i = k + 1
            continue
          }
        }
        out.append(Self.simpleEscape(e))
        i = j + 1
        continue
      }
      out.append(c)
      i += 1
    }
    if interpolated, keepsSegments {
      segments.append(.literal(String(decoding: out[literalStart...], as: UTF8.self)))
      lastSegments = segments
    }
    return (String(decoding: out, as: UTF8.self), interpolated)
  }

  private static func hexValue(_ c: UInt8) -> UInt8 {
    switch c {
    case 0x30...0x39: return c - 0x30
    case 0x41...0x46: return c - 0x41 + 10
    case 0x61...0x66: return c - 0x61 + 10
    default: return 0
    }
  }

  private func poundsFollow(_ j: Int, _ pounds: Int) -> Bool {
    guard pounds > 0 else { return true }
    guard j + pounds <= b.count else { return false }
    for k in j..<(j + pounds) where b[k] != UInt8(ascii: "#") { return false }
    return true
  }

  /// Skips the code of an interpolation.
  ///
  /// `i` is just after `\(`. Nested parentheses, strings and
  /// comments are followed; tokens inside are not emitted.
  private mutating func skipInterpolation() {
    interpolationDepth += 1
    defer { interpolationDepth -= 1 }
    guard interpolationDepth <= Self.maximumInterpolationDepth else {
      if tooDeepAtLine == nil { tooDeepAtLine = line }
      i = b.count
      return
    }
    var depth = 1
    while i < b.count {
      let c = b[i]
      switch c {
      case 0x0A:
        newline(at: i)
        i += 1
      case UInt8(ascii: "("):
        depth += 1
        i += 1
      case UInt8(ascii: ")"):
        depth -= 1
        i += 1
        if depth == 0 { return }
      case UInt8(ascii: "\""):
        _ = lexSwiftString(pounds: 0)
      case UInt8(ascii: "#"):
        var n = 0
        while i + n < b.count, b[i + n] == UInt8(ascii: "#") { n += 1 }
        if i + n < b.count, b[i + n] == UInt8(ascii: "\"") {
          i += n
          _ = lexSwiftString(pounds: n)
        } else {
          i += n
        }
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        let saved = comments.count
        lexBlockComment()
        comments.removeSubrange(saved...)
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        while i < b.count, b[i] != 0x0A { i += 1 }
      default:
        i += 1
      }
    }
  }

  // MARK: - Pound signs and preprocessor lines

  private mutating func lexSwiftPound(line: Int, column: Int) {
    var n = 0
    while i + n < b.count, b[i + n] == UInt8(ascii: "#") { n += 1 }
    if i + n < b.count, b[i + n] == UInt8(ascii: "\"") {
      i += n
      let (decoded, interpolated) = lexSwiftString(pounds: n)
      let token = Token(
        kind: .string, text: decoded, line: line, column: column, interpolated: interpolated)
      tokens.append(token)
      return
    }
    let start = i
    i += 1
    while i < b.count, Self.isIdentifierBody(b[i]) { i += 1 }
    let word = text(start, i)
    switch word {
    case "#if":
      directives.append(
        Directive(kind: .open, tokenIndex: tokens.count, condition: conditionOfLine()))
      skipRestOfLine(continuations: false)
    case "#elseif":
      directives.append(
        Directive(kind: .alternative, tokenIndex: tokens.count, condition: conditionOfLine()))
      skipRestOfLine(continuations: false)
    case "#else":
      directives.append(Directive(kind: .alternative, tokenIndex: tokens.count, condition: .holds))
      skipRestOfLine(continuations: false)
    case "#endif":
      directives.append(Directive(kind: .close, tokenIndex: tokens.count))
      skipRestOfLine(continuations: false)
    case "#sourceLocation", "#warning", "#error":
      skipRestOfLine(continuations: false)
    default:
      emit(.identifier, word, start: start, line: line, column: column)
    }
  }

  /// The condition written on the rest of an `#if` or `#elseif` line, up to a comment.
  private func conditionOfLine(preprocessor: Bool = false) -> CompilationCondition {
    var end = i
    while end < b.count, b[end] != 0x0A {
      if b[end] == UInt8(ascii: "/"), end + 1 < b.count,
        b[end + 1] == UInt8(ascii: "/") || b[end + 1] == UInt8(ascii: "*")
      {
        break
      }
      end += 1
    }
    return CompilationCondition.evaluate(text(i, end), preprocessor: preprocessor)
  }

  /// Removes the tokens of the `#if` branches an iOS build does not compile, and the directives
  /// inside them; a branch whose condition is undecided is kept, as is every other branch of
  /// its block then.
  ///
  /// What is left keeps the shape of a conditional block: its `#if` and `#endif`, and the
  /// alternatives that start a kept branch.
  mutating func dropBranchesNotBuiltForIOS() {
    guard directives.contains(where: { $0.condition != .undecided }) else { return }
    /// One `#if` block: whether a branch so far holds, or every branch so far fails, and whether
    /// the current branch is compiled.
    struct Block {
      var anyHolds: Bool
      var allFail: Bool
      var currentFails: Bool
    }
    var blocks: [Block] = []
    var keptDirectives: [Directive] = []
    var dropped: [Range<Int>] = []
    var droppingFrom: Int?
    /// How many open blocks are in a branch that is not compiled: counted, so that hostile
    /// nesting costs no more than its length.
    var failing = 0
    for directive in directives {
      let before = failing > 0
      switch directive.kind {
      case .open:
        let condition = directive.condition
        blocks.append(
          Block(
            anyHolds: condition == .holds, allFail: condition == .fails,
            currentFails: condition == .fails))
        if condition == .fails { failing += 1 }
      case .alternative:
        guard var block = blocks.popLast() else { break }
        if block.currentFails { failing -= 1 }
        let condition: CompilationCondition
        if block.anyHolds {
          condition = .fails
        } else if block.allFail || directive.condition == .fails {
          condition = directive.condition
        } else {
          condition = .undecided
        }
        block.anyHolds = block.anyHolds || condition == .holds
        block.allFail = block.allFail && condition == .fails
        block.currentFails = condition == .fails
        if block.currentFails { failing += 1 }
        blocks.append(block)
      case .close:
        if blocks.popLast()?.currentFails == true { failing -= 1 }
      case .other:
        break
      }
      let after = failing > 0
      let kept: Bool
      switch directive.kind {
      case .open: kept = !before
      case .close, .alternative: kept = !after
      case .other: kept = !before && !after
      }
      if kept { keptDirectives.append(directive) }
      if !before && after { droppingFrom = directive.tokenIndex }
      if before && !after, let start = droppingFrom {
        dropped.append(start..<directive.tokenIndex)
        droppingFrom = nil
      }
    }
    if let start = droppingFrom { dropped.append(start..<tokens.count) }
    dropped.removeAll { $0.isEmpty }
    guard !dropped.isEmpty || keptDirectives.count < directives.count else { return }
    // Each kept directive stands before the same kept token as before.
    var kept: [Token] = []
    kept.reserveCapacity(tokens.count)
    var removedBefore: [(at: Int, removed: Int)] = []
    var removed = 0
    var next = 0
    for range in dropped {
      kept += tokens[next..<range.lowerBound]
      removed += range.count
      removedBefore.append((range.upperBound, removed))
      next = range.upperBound
    }
    kept += tokens[next...]
    tokens = kept
    var shift = 0
    var position = 0
    directives = keptDirectives.map { directive in
      var moved = directive
      while position < removedBefore.count, removedBefore[position].at <= directive.tokenIndex {
        shift = removedBefore[position].removed
        position += 1
      }
      moved.tokenIndex -= shift
      return moved
    }
  }

  private mutating func lexPreprocessorLine() {
    let column = i - lineStart + 1
    i += 1
    while i < b.count, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
    let start = i
    while i < b.count, Self.isIdentifierBody(b[i]) { i += 1 }
    let word = text(start, i)
    if word == "define" {
      lexDefine(column: column)
      return
    }
    let kind: Directive.Kind
    var condition = CompilationCondition.undecided
    switch word {
    case "if":
      kind = .open
      condition = conditionOfLine(preprocessor: true)
    case "ifdef", "ifndef": kind = .open
    case "elif":
      kind = .alternative
      condition = conditionOfLine(preprocessor: true)
    case "else":
      kind = .alternative
      condition = .holds
    case "elifdef", "elifndef": kind = .alternative
    case "endif": kind = .close
    case "import", "include":
      kind = .other
      noteFrameworkImport(line: line)
    default: kind = .other
    }
    if kind != .other {
      directives.append(Directive(kind: kind, tokenIndex: tokens.count, condition: condition))
    }
    skipRestOfLine(continuations: true)
  }

  /// Notes `#import <Cocoa/Cocoa.h>` or `<AppKit/AppKit.h>`; `i` is after `import` or `include`.
  private mutating func noteFrameworkImport(line: Int) {
    var j = i
    while j < b.count, b[j] == 0x20 || b[j] == 0x09 { j += 1 }
    guard j < b.count, b[j] == UInt8(ascii: "<") else { return }
    let start = j + 1
    j = start
    while j < b.count, Self.isIdentifierBody(b[j]) { j += 1 }
    guard j < b.count, b[j] == UInt8(ascii: "/") else { return }
    let framework = text(start, j)
    guard FrameworkImport.macOSOnly.contains(framework) else { return }
    // Directives stand before tokens, and preprocessor lines make none: whether a block is open
    // here is counted from the directives read so far, not from token positions.
    let depth = directives.reduce(0) { depth, directive in
      switch directive.kind {
      case .open: depth + 1
      case .close: max(0, depth - 1)
      case .alternative, .other: depth
      }
    }
    if depth == 0 {
      preprocessorImports.append(FrameworkImport(framework: framework, line: line))
    }
  }

  /// The first import of a framework only macOS has outside every conditional block.
  ///
  /// `import AppKit`, `import Cocoa`, `@import AppKit;`, `#import <Cocoa/Cocoa.h>`: a file that
  /// has one does not compile for iOS. An import inside `#if` (even one this audit cannot decide)
  /// proves nothing.
  func unconditionalMacOSImport() -> FrameworkImport? {
    let declared = unconditionalImportDeclaration()
    guard let preprocessed = preprocessorImports.first else { return declared }
    guard let declared else { return preprocessed }
    return declared.line < preprocessed.line ? declared : preprocessed
  }

  /// The first `import AppKit` declaration (Swift) or `@import AppKit;` (Objective-C) outside
  /// every conditional block.
  private func unconditionalImportDeclaration() -> FrameworkImport? {
    var found: [(tokenIndex: Int, import: FrameworkImport)] = []
    // The length first: this runs over every identifier of every file.
    for k in tokens.indices
    where tokens[k].kind == .identifier && tokens[k].text.utf8.count == 6
      && tokens[k].text == "import"
    {
      // Swift: a declaration of its own line (after attributes such as `@_exported`);
      // Objective-C: `@import`.
      let startsDeclaration =
        language == .swift
        ? k == 0 || tokens[k - 1].line < tokens[k].line
          || (k >= 2 && tokens[k - 2].kind == .punctuation && tokens[k - 2].text == "@")
        : k >= 1 && tokens[k - 1].kind == .punctuation && tokens[k - 1].text == "@"
      guard startsDeclaration else { continue }
      var n = k + 1
      // `import class AppKit.NSColor`
      if language == .swift, n < tokens.count,
        FrameworkImport.declarationKinds.contains(tokens[n].text)
      {
        n += 1
      }
      guard n < tokens.count, tokens[n].kind == .identifier,
        FrameworkImport.macOSOnly.contains(tokens[n].text)
      else { continue }
      found.append((k, FrameworkImport(framework: tokens[n].text, line: tokens[k].line)))
    }
    guard !found.isEmpty else { return nil }
    // How many conditional blocks are open before each import.
    var depth = 0
    var next = 0
    for (tokenIndex, frameworkImport) in found {
      while next < directives.count, directives[next].tokenIndex <= tokenIndex {
        switch directives[next].kind {
        case .open: depth += 1
        case .close: depth = max(0, depth - 1)
        case .alternative, .other: break
        }
        next += 1
      }
      if depth == 0 { return frameworkImport }
    }
    return nil
  }

  /// Records `#define NAME body` or `#define NAME(a, b) body`; `i` is after `define`.
  private mutating func lexDefine(column: Int) {
    let defineLine = line
    while i < b.count, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
    let nameStart = i
    while i < b.count, Self.isIdentifierBody(b[i]) { i += 1 }
    let name = text(nameStart, i)
    var parameters: [String]?
    if i < b.count, b[i] == UInt8(ascii: "(") {
      let open = i + 1
      while i < b.count, b[i] != UInt8(ascii: ")"), b[i] != 0x0A { i += 1 }
      parameters = text(open, i).split(separator: ",").map {
        String($0.filter { $0 != " " && $0 != "\t" })
      }
      if i < b.count, b[i] == UInt8(ascii: ")") { i += 1 }
    }
    var body: [UInt8] = []
    while i < b.count, b[i] != 0x0A {
      if b[i] == UInt8(ascii: "\\"), peek(1) == 0x0A {
        newline(at: i + 1)
        i += 2
        body.append(0x20)
        continue
      }
      if b[i] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        lexLineComment()
        break
      }
      if b[i] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        lexBlockComment()
        body.append(0x20)
        continue
      }
      body.append(b[i])
      i += 1
    }
    guard !name.isEmpty else { return }
    macros.append(
      Macro(
        name: name, parameters: parameters, body: String(decoding: body, as: UTF8.self),
        line: defineLine, column: column))
  }

  /// Skips to the end of the line, still recognising comments (suppressions may sit there) and
  /// strings (which may contain comment-like text).
  private mutating func skipRestOfLine(continuations: Bool) {
    while i < b.count {
      let c = b[i]
      if c == 0x0A { return }
      if continuations, c == UInt8(ascii: "\\"), peek(1) == 0x0A {
        newline(at: i + 1)
        i += 2
        continue
      }
      if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        lexLineComment()
        return
      }
      if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        lexBlockComment()
        continue
      }
      if c == UInt8(ascii: "\"") {
        _ = language == .swift ? lexSwiftString(pounds: 0) : lexCString()
        continue
      }
      if c == UInt8(ascii: "<"), language == .objectiveC {
        // `#import <Foo/Bar.h>`: skip the header name, which may contain `//`-free text only.
        while i < b.count, b[i] != UInt8(ascii: ">"), b[i] != 0x0A { i += 1 }
        continue
      }
      i += 1
    }
  }
}
