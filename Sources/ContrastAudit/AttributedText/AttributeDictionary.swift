/// What the scanner knows about an attribute dictionary after resolving it.
struct AttributeSet: Sendable {
  /// False when the dictionary could not be resolved (a function result, a parameter, a
  /// dictionary from another file); then nothing else here is meaningful.
  var resolved: Bool
  var hasForeground = false
  /// A `.link` attribute: text views paint link runs with their link color.
  var hasLink = false
  /// Token ranges of the foreground color values.
  var foregroundValues: [Range<Int>] = []
  /// A color the run paints behind its own glyphs, the first one the attributes give.
  var runGround: RunGround?

  static let unresolved = AttributeSet(resolved: false)
  static let empty = AttributeSet(resolved: true)

  mutating func formUnion(_ other: AttributeSet) {
    resolved = resolved && other.resolved
    hasForeground = hasForeground || other.hasForeground
    hasLink = hasLink || other.hasLink
    foregroundValues += other.foregroundValues
    runGround = runGround ?? other.runGround
  }
}

/// A color that attributes paint behind their run: UIKit's `.backgroundColor`, or an app's own
/// key named for a color (Slide's `.badgeColor`, which its layout manager fills as a pill behind
/// the glyphs).
struct RunGround: Sendable {
  /// The key's name as spelled: `backgroundColor`, `badgeColor`.
  var key: String
  /// Token range of the color value.
  var value: Range<Int>
  /// Whether UIKit draws it (the background key); else the app's own drawing code does.
  var drawnByUIKit: Bool
  /// Added to the string apart from the color, on a range not spelled as the color's: it may
  /// not be behind the run.
  var mayMissTheRun = false
}

/// Color keys whose color is not drawn behind the run.
private let lineColorKeyNames: Set<String> = [
  "strokeColor", "underlineColor", "strikethroughColor", "NSStrokeColorAttributeName",
  "NSUnderlineColorAttributeName", "NSStrikethroughColorAttributeName",
  "kCTStrokeColorAttributeName", "kCTUnderlineColorAttributeName",
]

/// Names that denote the foreground color attribute key, however spelled.
let foregroundKeyNames: Set<String> = [
  "foregroundColor", "NSForegroundColorAttributeName", "kCTForegroundColorAttributeName",
  "kCTForegroundColorFromContextAttributeName",
]

extension SourceFile {
  /// Whether the key expression in `range` is the foreground color key (`.foregroundColor`,
  /// `NSAttributedString.Key.foregroundColor`, `NSForegroundColorAttributeName`, Core Text's
  /// keys, or the raw value `"NSColor"`).
  func isForegroundKey(_ range: Range<Int>) -> Bool {
    for i in range {
      let t = tokens[i]
      if t.kind == .identifier, foregroundKeyNames.contains(t.text) { return true }
      if t.kind == .string, t.text == "NSColor" || t.text == "CTForegroundColor" { return true }
    }
    return false
  }

  /// Whether the key expression is the link key (`.link`, `NSLinkAttributeName`).
  func isLinkKey(_ range: Range<Int>) -> Bool {
    let r = trimmed(range)
    guard let last = r.last else { return false }
    return tokens[last].isIdentifier("link") || tokens[last].isIdentifier("NSLinkAttributeName")
  }

  /// The run ground a key expression names, with the value at `value`: UIKit's background key,
  /// or a member key whose name ends in `Color` and names no line, text, link or shadow color.
  func runGround(key range: Range<Int>, value: Range<Int>) -> RunGround? {
    let r = trimmed(range)
    guard let last = r.last, tokens[last].kind == .identifier else { return nil }
    let name = tokens[last].text
    if name == "backgroundColor" || name == "NSBackgroundColorAttributeName" {
      return RunGround(key: name, value: value, drawnByUIKit: true)
    }
    guard name.hasSuffix("Color"), isPunctuation(last - 1, "."),
      !foregroundKeyNames.contains(name), !lineColorKeyNames.contains(name)
    else { return nil }
    let lowered = name.lowercased()
    let notBehind = [
      "foreground", "text", "link", "stroke", "underline", "strike", "shadow", "border", "tint",
    ]
    guard !notBehind.contains(where: { lowered.contains($0) }) else { return nil }
    return RunGround(key: name, value: value, drawnByUIKit: false)
  }

  /// Resolves the attribute dictionary expression at `range`, used at token `use`.
  func resolveAttributes(_ range: Range<Int>, use: Int, depth: Int = 0) -> AttributeSet {
    let r = trimmed(range)
    guard !r.isEmpty, depth < 4 else { return .unresolved }
    let first = tokens[r.lowerBound]
    // `nil` (Objective-C) and `[:]`.
    if r.count == 1, first.isIdentifier("nil") { return .empty }
    // A Swift dictionary literal `[k: v, …]`, possibly `[…] as [NSAttributedString.Key: Any]`.
    if first.isPunctuation("["), match[r.lowerBound] > r.lowerBound {
      let close = match[r.lowerBound]
      if language == .objectiveC, message(open: r.lowerBound) != nil {
        return resolveMessageDictionary(r.lowerBound, use: use, depth: depth)
      }
      var set = literalEntries((r.lowerBound + 1)..<close)
      // `[…].merging(other) { … }`
      if isPunctuation(close + 1, "."), isIdentifier(close + 2, "merging"),
        isPunctuation(close + 3, "(")
      {
        let args = arguments(open: close + 3)
        if let other = args.first {
          set.formUnion(resolveAttributes(other.value, use: use, depth: depth + 1))
        }
        if !set.resolved && set.hasForeground { set.resolved = true }
      } else if close + 1 < r.upperBound, !isIdentifier(close + 1, "as") {
        return .unresolved
      }
      return set
    }
    // An Objective-C literal `@{k: v}`.
    if first.isPunctuation("@"), isPunctuation(r.lowerBound + 1, "{"), match[r.lowerBound + 1] > 0 {
      return literalEntries((r.lowerBound + 2)..<match[r.lowerBound + 1])
    }
    // A variable or property: `attrs`, `self.attrs`, `Self.attrs`, `Style.attrs`.
    var nameIndex = r.lowerBound
    var k = r.lowerBound
    while k < r.upperBound {
      let t = tokens[k]
      if t.kind == .identifier {
        nameIndex = k
        k += 1
        if k < r.upperBound, tokens[k].isPunctuation(".") || tokens[k].isPunctuation("->") {
          k += 1
          continue
        }
        break
      }
      return .unresolved
    }
    if k < r.upperBound {
      // `attrs.merging([...]) { … }`
      if isPunctuation(k, "."), isIdentifier(k + 1, "merging"), isPunctuation(k + 2, "(") {
        var set = resolveAttributes(r.lowerBound..<k, use: use, depth: depth + 1)
        if let other = arguments(open: k + 2).first {
          let o = resolveAttributes(other.value, use: use, depth: depth + 1)
          set.formUnion(o)
          if o.hasForeground { set.resolved = true }
        }
        return set
      }
      // `attrs as [NSAttributedString.Key: Any]` or `attrs as NSDictionary`.
      if !isIdentifier(k, "as") { return .unresolved }
    }
    let name = tokens[nameIndex].text
    let qualified = nameIndex > r.lowerBound
    if !qualified || isIdentifier(r.lowerBound, "self") {
      if let local = resolveLocalDictionary(name, use: use, depth: depth) { return local }
    }
    return resolveMemberDictionary(name, depth: depth)
  }

  /// Entries of a `k: v, …` list.
  private func literalEntries(_ range: Range<Int>) -> AttributeSet {
    var set = AttributeSet.empty
    if range.count == 1, isPunctuation(range.lowerBound, ":") { return set }
    for entry in split(range, by: ",") where !entry.isEmpty {
      guard let colon = firstTopLevel(":", in: entry) else {
        // `...` spreads or macros: not understood.
        set.resolved = false
        continue
      }
      if isLinkKey(entry.lowerBound..<colon) { set.hasLink = true }
      if isForegroundKey(entry.lowerBound..<colon) {
        set.hasForeground = true
        set.foregroundValues.append((colon + 1)..<entry.upperBound)
      } else if set.runGround == nil {
        set.runGround = runGround(
          key: entry.lowerBound..<colon, value: (colon + 1)..<entry.upperBound)
      }
    }
    return set
  }

  /// `[NSDictionary dictionaryWithObjectsAndKeys: v, k, …, nil]` and relatives.
  private func resolveMessageDictionary(_ open: Int, use: Int, depth: Int) -> AttributeSet {
    guard let m = message(open: open) else { return .unresolved }
    switch m.selector {
    case "dictionaryWithObjectsAndKeys:", "initWithObjectsAndKeys:":
      var set = AttributeSet.empty
      let items = split(m.parts[0].value, by: ",")
      var n = 0
      while n + 1 < items.count {
        if isForegroundKey(items[n + 1]) {
          set.hasForeground = true
          set.foregroundValues.append(items[n])
        } else if set.runGround == nil {
          set.runGround = runGround(key: items[n + 1], value: items[n])
        }
        n += 2
      }
      return set
    case "dictionaryWithObject:forKey:":
      var set = AttributeSet.empty
      if isForegroundKey(m.parts[1].value) {
        set.hasForeground = true
        set.foregroundValues.append(m.parts[0].value)
      }
      return set
    case "dictionaryWithDictionary:", "mutableCopy", "copy":
      if m.selector == "dictionaryWithDictionary:" {
        return resolveAttributes(m.parts[0].value, use: use, depth: depth + 1)
      }
      return resolveAttributes(m.receiver, use: use, depth: depth + 1)
    case "dictionary", "new":
      return .empty
    default:
      return .unresolved
    }
  }

  /// A local `let`/`var` (Swift) or `NSDictionary *name = …` (Objective-C) declared before `use`
  /// in an enclosing scope, with the keys added to it before `use`.
  private func resolveLocalDictionary(_ name: String, use: Int, depth: Int) -> AttributeSet? {
    guard let decl = localDeclaration(of: name, before: use) else { return nil }
    var set: AttributeSet
    // A property of the type around the use is read as a local, with its own initial value.
    let isProperty = isTypeBody(parentBrace[decl.nameIndex])
    if let initializer = decl.initializer, !(isProperty && mayBeReassigned(decl)) {
      set = resolveAttributes(initializer, use: decl.nameIndex, depth: depth + 1)
    } else {
      set = .unresolved
    }
    // Later additions between the declaration and the use.
    var i = decl.nameIndex + 1
    while i < use {
      defer { i += 1 }
      guard tokens[i].isIdentifier(name), !isPunctuation(i - 1, "."), !isPunctuation(i - 1, "->")
      else {
        continue
      }
      // Swift `attrs[key] = value`, Objective-C `attrs[key] = value;`
      if isPunctuation(i + 1, "["), match[i + 1] > i + 1 {
        let close = match[i + 1]
        if isPunctuation(close + 1, "=") {
          if isForegroundKey((i + 2)..<close) {
            set.hasForeground = true
            let end = statementEnd(from: close + 2)
            set.foregroundValues.append((close + 2)..<end)
            if !set.resolved { set.resolved = true }
          }
        }
        continue
      }
      if isPunctuation(i + 1, "."), i + 3 < count, isPunctuation(i + 3, "(") {
        let method = text(i + 2)
        let args = arguments(open: i + 3)
        switch method {
        case "updateValue":
          if args.count == 2, isForegroundKey(args[1].value) {
            set.hasForeground = true
            set.foregroundValues.append(args[0].value)
          }
        case "merge", "addEntries":
          if let other = args.first {
            let o = resolveAttributes(other.value, use: i, depth: depth + 1)
            set.formUnion(o)
            if o.hasForeground { set.resolved = true }
          }
        default:
          break
        }
        continue
      }
      // `attrs = [...]` reassignment.
      if isPunctuation(i + 1, "="), !isIdentifier(i - 1, "let"), !isIdentifier(i - 1, "var") {
        let end = statementEnd(from: i + 2)
        set = resolveAttributes((i + 2)..<end, use: i, depth: depth + 1)
        continue
      }
      // Objective-C `[attrs setObject:color forKey:NSForegroundColorAttributeName]`.
      if language == .objectiveC, isPunctuation(i - 1, "["), let m = message(open: i - 1) {
        switch m.selector {
        case "setObject:forKey:", "setValue:forKey:":
          if isForegroundKey(m.parts[1].value) {
            set.hasForeground = true
            set.foregroundValues.append(m.parts[0].value)
            set.resolved = true
          }
        case "addEntriesFromDictionary:":
          let o = resolveAttributes(m.parts[0].value, use: i, depth: depth + 1)
          set.formUnion(o)
          if o.hasForeground { set.resolved = true }
        default:
          break
        }
      }
    }
    return set
  }

  /// A property, `static let`, global or computed property of that name in this file.
  private func resolveMemberDictionary(_ name: String, depth: Int) -> AttributeSet {
    let decls = memberDeclarations(of: name)
    guard !decls.isEmpty else { return .unresolved }
    var result: AttributeSet?
    for decl in decls {
      var set = AttributeSet.unresolved
      if let initializer = decl.initializer, !mayBeReassigned(decl) {
        set = resolveAttributes(initializer, use: decl.nameIndex, depth: depth + 1)
      } else if let body = decl.body {
        set = resolveBodyResult(body, depth: depth)
      }
      if result == nil {
        result = set
      } else if result?.hasForeground != set.hasForeground || !set.resolved {
        return .unresolved
      }
    }
    return result ?? .unresolved
  }

  /// Whether a stored Swift `var` may hold another dictionary than its initial value where it is
  /// read: code in this file assigns it, or it is not private, so code in other files may.
  ///
  /// Anytype's chat coordinator declares `var defaultTypingAttributes: [Key: Any] = [:]`, which
  /// the view assigns from another file; its `[:]` is not what the text view gets.
  func mayBeReassigned(_ decl: Declaration) -> Bool {
    guard language == .swift, isIdentifier(decl.nameIndex - 1, "var") else { return false }
    var isPrivate = false
    var k = decl.nameIndex - 2
    while k >= 0 {
      if isPunctuation(k, ")"), match[k] >= 0, match[k] < k {
        k = match[k] - 1
        continue
      }
      guard tokens[k].kind == .identifier || isPunctuation(k, "@") else { break }
      if isIdentifier(k, "private") || isIdentifier(k, "fileprivate") { isPrivate = true }
      k -= 1
    }
    guard isPrivate else { return true }
    let name = tokens[decl.nameIndex].text
    return positions(of: name, in: 0..<count).contains { i in
      i != decl.nameIndex && (isPunctuation(i + 1, "=") || isPunctuation(i + 1, "+="))
    }
  }

  /// The dictionary a getter or function body returns.
  func resolveBodyResult(_ body: Range<Int>, depth: Int) -> AttributeSet {
    // `var attributes: [Key: Any] { get { … } }`: the getter is the body.
    if isIdentifier(body.lowerBound, "get"), isPunctuation(body.lowerBound + 1, "{"),
      match[body.lowerBound + 1] > body.lowerBound + 1
    {
      return resolveBodyResult(
        (body.lowerBound + 2)..<match[body.lowerBound + 1], depth: depth + 1)
    }
    var returns: [Int] = []
    for i in body where tokens[i].isIdentifier("return") && parentBrace[i] == body.lowerBound - 1 {
      returns.append(i)
    }
    if returns.isEmpty {
      // A single-expression body.
      return resolveAttributes(body, use: body.upperBound, depth: depth + 1)
    }
    // Every `return` must agree (`if compact { return small } return large`).
    var result: AttributeSet?
    for r in returns {
      let set = resolveAttributes((r + 1)..<statementEnd(from: r + 1), use: r, depth: depth + 1)
      guard set.resolved, result == nil || result?.hasForeground == set.hasForeground else {
        return .unresolved
      }
      if result == nil { result = set } else { result?.formUnion(set) }
    }
    return result ?? .unresolved
  }
}
