/// A variable or property declaration found in a file.
struct Declaration: Sendable {
  /// Index of the declared name.
  var nameIndex: Int
  /// The initializer expression after `=`, if any.
  var initializer: Range<Int>?
  /// The body of a computed property (`var x: T { … }`), if any.
  var body: Range<Int>?
}

private let typeKeywords: Set<String> = [
  "class", "struct", "enum", "extension", "actor", "protocol",
]
private let declarationStoppers: Set<String> = [
  "func", "init", "var", "let", "if", "guard", "for", "while", "switch", "return", "get", "set",
  "didSet", "willSet", "in", "do", "catch", "repeat", "subscript", "deinit",
]

extension SourceFile {
  /// Whether the `{` at `open` opens the body of a type (class, struct, enum, extension, …).
  func isTypeBody(_ open: Int) -> Bool {
    guard open >= 0 else { return true }
    var k = open - 1
    while k >= 0 {
      let t = tokens[k]
      if t.kind == .punctuation, t.text == "{" || t.text == "}" || t.text == ";" || t.text == "=" {
        return false
      }
      if t.kind == .punctuation, t.text == ")" || t.text == "]" || t.text == ">", match[k] >= 0 {
        k = match[k] - 1
        continue
      }
      if t.kind == .identifier {
        if typeKeywords.contains(t.text) { return true }
        if declarationStoppers.contains(t.text) { return false }
      }
      k -= 1
    }
    return false
  }

  /// The parameters a Swift closure opening at `open` names, and its `in`.
  ///
  /// `{ traits in`, `{ (traits: UITraitCollection) -> UIColor in`, `{ [weak self] t in`. Nil
  /// for a block with no signature: `{ for color in colors { … } }` has none, though its loop
  /// says `in`.
  func closureSignature(_ open: Int) -> (parameters: [String], in: Int)? {
    guard language == .swift, open >= 0, open < count else { return nil }
    let close = match[open] > open ? match[open] : count
    let effects: Set<String> = ["async", "throws", "rethrows"]
    let statements: Set<String> = [
      "for", "if", "guard", "let", "var", "return", "switch", "while", "repeat", "do",
    ]
    var parameters: [String] = []
    var inReturnType = false
    var k = open + 1
    while k < close, k < open + 64 {
      if isIdentifier(k, "in") { return (parameters, k) }
      if isPunctuation(k, "[") || isPunctuation(k, "("), match[k] > k {
        // A capture list says nothing; a parenthesized list names the parameters.
        if isPunctuation(k, "("), !inReturnType {
          for part in split((k + 1)..<match[k], by: ",")
          where !part.isEmpty && tokens[part.lowerBound].kind == .identifier {
            parameters.append(tokens[part.lowerBound].text)
          }
        }
        k = match[k] + 1
        continue
      }
      switch tokens[k].kind {
      case .identifier:
        // A statement: the body has begun, with no signature.
        if statements.contains(tokens[k].text) { return nil }
        if !inReturnType, !effects.contains(tokens[k].text) { parameters.append(tokens[k].text) }
      case .punctuation where tokens[k].text == "->":
        inReturnType = true
      case .punctuation where [",", ":", ".", "?", "!", "<", ">"].contains(tokens[k].text):
        break
      default:
        return nil
      }
      k += 1
    }
    return nil
  }

  /// The declaration starting at the name token `i` (after `let`/`var`, or an Objective-C
  /// `Type *name`), if `i` is one.
  func declaration(at i: Int) -> Declaration? {
    guard tokens[i].kind == .identifier else { return nil }
    let isSwiftDecl =
      language == .swift && (isIdentifier(i - 1, "let") || isIdentifier(i - 1, "var"))
    let isObjCDecl =
      language == .objectiveC && isPunctuation(i - 1, "*")
      && (tokens[max(i - 2, 0)].kind == .identifier || isPunctuation(i - 2, ">"))
      && (isPunctuation(i + 1, "=") || isPunctuation(i + 1, ";"))
    // An Objective-C value-type local: `NSRange r = NSMakeRange(0, prefix.length);`.
    let isObjCValueDecl =
      language == .objectiveC && !isObjCDecl && isIdentifierToken(i - 1)
      && isPunctuation(i + 1, "=")
      && (i < 2 || isPunctuation(i - 2, ";") || isPunctuation(i - 2, "{")
        || isPunctuation(i - 2, "}") || isIdentifier(i - 2, "const"))
      && tokens[i - 1].text.first.map { $0.isUppercase || $0 == "_" } == true
    guard isSwiftDecl || isObjCDecl || isObjCValueDecl else { return nil }
    let end = statementEnd(from: i + 1)
    var k = i + 1
    while k < end {
      let t = tokens[k]
      if t.isPunctuation("=") {
        return Declaration(nameIndex: i, initializer: (k + 1)..<end, body: nil)
      }
      if t.isPunctuation("{"), match[k] > k {
        return Declaration(nameIndex: i, initializer: nil, body: (k + 1)..<match[k])
      }
      if t.kind == .punctuation, t.text == "(" || t.text == "[", match[k] > k {
        k = match[k] + 1
        continue
      }
      k += 1
    }
    // `var x: T {` where statementEnd stopped before the brace.
    if end < count, isPunctuation(end, "{"), match[end] > end {
      return Declaration(nameIndex: i, initializer: nil, body: (end + 1)..<match[end])
    }
    return Declaration(nameIndex: i, initializer: nil, body: nil)
  }

  /// The nearest declaration of `name` before `use` whose scope encloses `use`.
  func localDeclaration(of name: String, before use: Int) -> Declaration? {
    for i in positions(of: name, in: 0..<min(use, count)).reversed() {
      if let decl = declaration(at: i), isInside(use, scope: parentBrace[i]) { return decl }
    }
    return nil
  }

  /// Declarations of `name` at type or file level (properties, `static let`s, globals).
  func memberDeclarations(of name: String) -> [Declaration] {
    var result: [Declaration] = []
    for i in positions(of: name, in: 0..<count) {
      guard isTypeBody(parentBrace[i]), let decl = declaration(at: i) else { continue }
      result.append(decl)
    }
    return result
  }

  /// The declared type name of a variable or property `name` in this file (`name: UILabel`,
  /// `name = UITextView(…)`, Objective-C `UILabel *name`), if one is written.
  func declaredType(of name: String) -> String? {
    for i in positions(of: name, in: 0..<count) {
      if language == .swift, isIdentifier(i - 1, "let") || isIdentifier(i - 1, "var") {
        if isPunctuation(i + 1, ":") {
          // `UIKit.UILabel`: names joined by dots, ending at the first name not followed by one
          // (never running on into the next declaration).
          var k = i + 2
          var last: String?
          while k < count, tokens[k].kind == .identifier {
            last = tokens[k].text
            guard isPunctuation(k + 1, "."), isIdentifierToken(k + 2) else { break }
            k += 2
          }
          if let last { return last }
        }
        if isPunctuation(i + 1, "="), tokens[min(i + 2, count - 1)].kind == .identifier {
          return tokens[i + 2].text
        }
      }
      if language == .objectiveC, isPunctuation(i - 1, "*"),
        tokens[max(i - 2, 0)].kind == .identifier
      {
        return tokens[i - 2].text
      }
    }
    return nil
  }

  /// The types the `typealias`es of this file named `name` stand for (`typealias TextView =
  /// EditTextView`, often one per platform), or `name` itself where there is none.
  func aliasedTypes(_ name: String) -> [String] {
    guard language == .swift else { return [name] }
    var found: [String] = []
    for i in positions(of: name, in: 0..<count)
    where isIdentifier(i - 1, "typealias") && isPunctuation(i + 1, "=") && isIdentifierToken(i + 2)
    {
      // `UIKit.UITextView`: the last of the names joined by dots.
      var k = i + 2
      while isPunctuation(k + 1, "."), isIdentifierToken(k + 2) { k += 2 }
      found.append(tokens[k].text)
    }
    return found.isEmpty ? [name] : found
  }

  /// The superclass named in the declaration of the type enclosing token `i`.
  func enclosingSuperclass(of i: Int) -> String? {
    var open = parentBrace[i]
    while open >= 0 {
      if isTypeBody(open) {
        var k = open - 1
        while k >= 0, !tokens[k].isIdentifier("class"), !tokens[k].isIdentifier("extension"),
          !tokens[k].isPunctuation("}"), !tokens[k].isPunctuation(";")
        {
          k -= 1
        }
        if isIdentifier(k, "class"), isPunctuation(k + 2, ":") { return text(k + 3) }
        if isIdentifier(k, "extension") { return text(k + 1) }
        return nil
      }
      open = parentBrace[open]
    }
    // Objective-C `@implementation Foo` has no braces; `@interface Foo : UILabel` names it.
    if language == .objectiveC {
      var k = i
      while k >= 0 {
        if isIdentifier(k, "implementation"), isPunctuation(k - 1, "@") {
          let cls = text(k + 1)
          for j in 0..<count
          where isIdentifier(j, "interface") && isIdentifier(j + 1, cls)
            && isPunctuation(j + 2, ":")
          {
            return text(j + 3)
          }
          return nil
        }
        k -= 1
      }
    }
    return nil
  }

  /// The name of the function whose body holds token `i`, however many blocks (`if let`,
  /// `switch`, closures) lie between them.
  func outermostFunctionName(of i: Int) -> String? {
    var inner = i
    while parentBrace[inner] >= 0 {
      if let name = enclosingFunctionName(of: inner) { return name }
      inner = parentBrace[inner]
    }
    return nil
  }

  /// The name of the function or computed property whose body encloses token `i`.
  func enclosingFunctionName(of i: Int) -> String? {
    let open = parentBrace[i]
    guard open >= 0 else { return nil }
    var k = open - 1
    while k >= 0 {
      let t = tokens[k]
      if t.kind == .punctuation, t.text == "{" || t.text == "}" || t.text == ";" || t.text == "=" {
        return nil
      }
      if t.kind == .punctuation, t.text == ")" || t.text == "]", match[k] >= 0 {
        k = match[k] - 1
        continue
      }
      if t.isIdentifier("func") || t.isIdentifier("var") { return text(k + 1) }
      if t.isIdentifier("get") {
        // `var x: T { get { … } }`
        return enclosingFunctionName(of: open)
      }
      k -= 1
    }
    return nil
  }

  /// The first selector part of the Objective-C method whose body holds token `i`:
  /// `- (NSAttributedString *)titleForItem:(Item *)item { … }` → `titleForItem`.
  func enclosingObjectiveCMethodName(of i: Int) -> String? {
    guard language == .objectiveC else { return nil }
    var open = parentBrace[i]
    guard open >= 0 else { return nil }
    while parentBrace[open] >= 0 { open = parentBrace[open] }
    var k = open - 1
    while k >= 0, k > open - 200 {
      let t = tokens[k]
      if t.kind == .punctuation, t.text == "}" || t.text == ";" || t.text == "{" { return nil }
      if t.kind == .punctuation, t.text == "-" || t.text == "+", isPunctuation(k + 1, "("),
        match[k + 1] > k
      {
        return isIdentifierToken(match[k + 1] + 1) ? tokens[match[k + 1] + 1].text : nil
      }
      if t.kind == .punctuation, t.text == ")", match[k] >= 0 {
        k = match[k] - 1
        continue
      }
      k -= 1
    }
    return nil
  }
}
