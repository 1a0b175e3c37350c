/// Where an attributed string ends up, which decides how much a missing foreground matters.
enum TextSink: Int, Comparable, Sendable {
  /// SwiftUI `Text`, `AttributedString` bridging, `UIButton.Configuration`: colors come from the
  /// environment or configuration.
  case adaptive
  /// A view whose `textColor` the project's code sets (in this type, any of its methods or
  /// extensions): runs without a color take it.
  case themed
  /// Not visible in this file: returned, stored, or passed on.
  case unknown
  case placeholder, label, button
  /// A text view or field whose color is probably set elsewhere: an Interface Builder outlet, or
  /// a property of that name some other type colors.
  case probablyThemedTextView
  /// A text view's storage whose every edit a delegate of the project processes
  /// (`textStorage(_:didProcessEditing:…)`, a highlighter): it may color what is put in.
  case processedTextStorage
  case textField, textView, typingAttributes, coreText, drawing

  static func < (a: TextSink, b: TextSink) -> Bool { a.rawValue < b.rawValue }

  /// The severity of a missing foreground at this sink, if any.
  var missingForegroundSeverity: Severity? {
    switch self {
    // A text field draws placeholder runs without a color in its own placeholder gray, which
    // adapts: adding `.label` would make the hint look like typed text.
    case .adaptive, .themed, .unknown, .placeholder: return nil
    case .label, .button, .probablyThemedTextView, .processedTextStorage: return .note
    case .textField, .textView, .typingAttributes, .coreText, .drawing: return .warning
    }
  }

  var phrase: String {
    switch self {
    case .adaptive: return "adaptive view"
    case .themed: return "view with a text color"
    case .unknown: return "unknown view"
    case .probablyThemedTextView: return "text view"
    case .processedTextStorage: return "text storage"
    case .placeholder: return "text field placeholder"
    case .label: return "label"
    case .button: return "button title"
    case .textField: return "text field"
    case .textView: return "text view"
    case .typingAttributes: return "typing attributes"
    case .coreText: return "Core Text"
    case .drawing: return "string drawing"
    }
  }
}

/// What happens to an attributed string value after it is created.
struct ValueFlow {
  var sinks: Set<TextSink> = []
  /// A foreground color is added over the whole string later (or attributes we cannot resolve are).
  var coloredLater = false
  /// Some range of the string or a sibling piece gets an explicit foreground.
  var siblingColored = false
  /// `setAttributes` without a foreground after the string had one: the token index.
  var clearedAt: Int?
  /// An unknown method touched the string, which might color it.
  var escaped = false
  /// Only `.string`/measuring uses were seen.
  var removedForeground = false

  mutating func merge(_ o: ValueFlow) {
    sinks.formUnion(o.sinks)
    coloredLater = coloredLater || o.coloredLater
    siblingColored = siblingColored || o.siblingColored
    clearedAt = clearedAt ?? o.clearedAt
    escaped = escaped || o.escaped
    removedForeground = removedForeground || o.removedForeground
  }

  var strongestSink: TextSink? { sinks.max() }
}

/// A finding before configuration and suppressions are applied.
struct RawFinding: Sendable, Hashable {
  var rule: String
  var severity: Severity
  var line: Int
  var column: Int
  var message: String
  /// See ``Finding/failsIn``.
  var failsIn: [Style]? = nil
}

/// Analyzes one Swift or Objective-C file for attributed text without a foreground color and for
/// non-adaptive foreground colors.
struct SourceAnalyzer {
  let file: SourceFile
  /// What the other files of the project say (text colors set elsewhere, text storages,
  /// methods that return attributed strings).
  let context: ProjectContext
  private(set) var findings: [RawFinding] = []
  /// Names of views whose attributed text or title this file sets (for Interface Builder); a
  /// view found by its tag is named `#tag4`.
  private(set) var attributedTextOwners: Set<String> = []
  /// Locals bound to a view found by its tag (`let label = cell.viewWithTag(4) as? UILabel`,
  /// `UILabel *label = (UILabel *)[cell viewWithTag:4];`), with the tag.
  private var taggedLocals: [(name: String, tag: String)] = []

  init(file: SourceFile, context: ProjectContext) {
    var indexed = file
    // Following a value visits its uses only, so a function with thousands of attributed
    // strings is not scanned once per string.
    indexed.indexIdentifiers()
    self.file = indexed
    self.context = context
  }

  private func uses(of name: String, in range: Range<Int>) -> [Int] {
    file.positions(of: name, in: range)
  }

  private var isObjC: Bool { file.language == .objectiveC }
  private var labelColor: String { isObjC ? "UIColor.labelColor" : "UIColor.label" }
  private var foregroundKey: String {
    isObjC
      ? "NSForegroundColorAttributeName: UIColor.labelColor" : ".foregroundColor: UIColor.label"
  }

  mutating func run() {
    var i = 0
    while i < file.count {
      let t = file[i]
      if t.kind == .identifier {
        analyzeIdentifier(i)
      } else if t.isPunctuation("["), isObjC {
        analyzeObjCMessage(i)
      } else if t.isPunctuation("."), file.isIdentifier(i + 1, "init"),
        file.isPunctuation(i + 2, "("),
        isLeadingDot(i)
      {
        analyzeImplicitInit(i)
      }
      i += 1
    }
    // Code that sets the text or text color of a view it found by its tag restyles the
    // documents' views with that tag.
    for (name, tag) in taggedLocals where attributedTextOwners.contains(name) {
      attributedTextOwners.insert("#tag" + tag)
    }
    analyzeStaticColors()
  }

  /// The local a statement binds at its `=` before token `i` (`if let label = …`,
  /// `UILabel *label = …`), on the same line.
  private func boundName(before i: Int) -> String? {
    var j = i - 1
    while j > 0, file[j].line == file[i].line {
      let t = file[j]
      if t.isPunctuation(";") || t.isPunctuation("{") || t.isPunctuation("}") { return nil }
      if t.isPunctuation("="), file.isIdentifierToken(j - 1) { return file[j - 1].text }
      j -= 1
    }
    return nil
  }

  private func isLeadingDot(_ i: Int) -> Bool {
    guard i > 0 else { return true }
    let p = file[i - 1]
    if p.kind == .identifier {
      return ["return", "in", "case", "try", "await"].contains(p.text)
    }
    if p.kind == .punctuation { return ![")", "]", "?", "!", "}", ">"].contains(p.text) }
    return false
  }

  // MARK: - Creation sites

  /// The names the switch of ``analyzeIdentifier(_:)`` handles.
  private static let caseNames = NameSieve([
    "NSAttributedString", "NSMutableAttributedString", "attributedText", "attributedTitle",
    "setAttributedTitle", "text", "typingAttributes", "draw", "viewWithTag",
  ])

  private mutating func analyzeIdentifier(_ i: Int) {
    let t = file[i]
    // Views whose text or text color code sets (custom setters like `setAttributedTextString`
    // included): Interface Builder text of those views is restyled at runtime.
    if file.isPunctuation(i - 1, "."),
      Self.mentionsAttributed(t.text)
        || ["text", "textColor", "setTitle", "setTitleColor"].contains(t.text),
      let owner = receiverName(endingAt: i - 2), owner != "self"
    {
      attributedTextOwners.insert(owner)
    }
    // Every identifier of the file comes here: most are ruled out without comparing their text
    // with each case.
    guard Self.caseNames.mayContain(t.text) else { return }
    switch t.text {
    case "NSAttributedString", "NSMutableAttributedString":
      guard file.isPunctuation(i + 1, "("), !file.isPunctuation(i - 1, "."),
        !file.isIdentifier(i - 1, "func")
      else { return }
      analyzeSwiftInit(at: i, open: i + 1, mutable: t.text == "NSMutableAttributedString")
    case "attributedText", "attributedTitle", "setAttributedTitle", "text":
      if file.isPunctuation(i - 1, "."), let owner = receiverName(endingAt: i - 2) {
        if t.text != "text" || file.isPunctuation(i + 1, "=") { attributedTextOwners.insert(owner) }
      } else if isObjC, t.text == "attributedText" || t.text == "text",
        file.isPunctuation(i - 1, "."),
        file.isIdentifier(i - 2, "self")
      {
        attributedTextOwners.insert(t.text)
      }
      if t.text == "setAttributedTitle", file.isPunctuation(i - 1, "."),
        let owner = receiverName(endingAt: i - 2)
      {
        attributedTextOwners.insert(owner)
      }
    case "typingAttributes":
      if file.isPunctuation(i - 1, "."), file.isPunctuation(i + 1, "=") {
        let value = (i + 2)..<file.statementEnd(from: i + 2)
        let set = file.resolveAttributes(value, use: i)
        if set.resolved, !set.hasForeground, !setsTextColor(ofReceiverEndingAt: i - 2) {
          // A text view the document gives a fixed light ground shows black text readably in
          // both appearances (MEWconnect's seed phrase view on #EBF1FC).
          let black = RGBA(red: 0, green: 0, blue: 0)
          if let view = ownOutlet(endingAt: i - 2),
            let ground = context.documentGround(ofOutlet: view),
            Contrast.ratio(black, ground.color) >= 4.5
          {
            let shown = ReportText.ratio(Contrast.ratio(black, ground.color))
            let hex = String(ground.color.hexString.dropLast(2))
            report(
              AttributedTextForegroundRule.self, .note, at: i,
              "typingAttributes have no foreground color, so typed text is black: \(shown) on the fixed background \(ground.file) gives `\(view)` (`#\(hex.dropFirst())`), where it reads; if that ground adapts, add `\(foregroundKey)`."
            )
            return
          }
          report(
            AttributedTextForegroundRule.self, .warning, at: i,
            "typingAttributes have no foreground color, so typed text is black in Dark Mode; add `\(foregroundKey)`."
          )
        }
      }
    case "viewWithTag":
      // `cell.viewWithTag(4)`, `[cell viewWithTag:4]`.
      let number = i + 2
      guard file.isPunctuation(i + 1, "(") || file.isPunctuation(i + 1, ":"), number < file.count,
        file[number].kind == .number, let name = boundName(before: i)
      else { return }
      taggedLocals.append((name, file[number].text))
    case "draw":
      // `"text".draw(at:withAttributes:)`, `(s as NSString).draw(in:withAttributes:)`,
      // `s.draw(with:options:attributes:context:)`.
      guard file.isPunctuation(i - 1, "."), file.isPunctuation(i + 1, "(") else { return }
      let args = file.arguments(open: i + 1)
      guard
        let attrs = args.first(where: { $0.label == "withAttributes" || $0.label == "attributes" })
      else { return }
      if i >= 2, file[i - 2].kind == .string, isWhitespace(file[i - 2]) { return }
      let set = file.resolveAttributes(attrs.value, use: i)
      if set.resolved, !set.hasForeground, !drawsOnOwnCanvas(i) {
        report(
          AttributedTextForegroundRule.self, drawingSeverity(at: i), at: i,
          drawingMessage(at: i))
      }
    default:
      break
    }
  }

  /// How sure a drawing without a foreground is to draw black where it is seen.
  ///
  /// Drawing onto the screen draws black: a warning. Drawing into an image (a share card, an
  /// emoji turned into a picture) is a note: where the image is shown cannot be seen.
  private func drawingSeverity(at i: Int) -> Severity {
    rendersImage(around: i) ? .note : .warning
  }

  private func drawingMessage(at i: Int) -> String {
    rendersImage(around: i)
      ? "String drawn into an image or PDF with attributes that have no foreground color is black; if it is shown on a dark background rather than printed or exported, add `\(foregroundKey)`."
      : "String drawn with attributes that have no foreground color draws black, unreadable in Dark Mode; add `\(foregroundKey)`."
  }

  /// `t.contains("ttributed")` without Foundation's string search, which dominated a profile,
  /// and without copying the name.
  private static func mentionsAttributed(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { ByteSearch.contains($0, "ttributed") }
  }

  private func isWhitespace(_ token: Token) -> Bool {
    token.kind == .string && !token.interpolated
      && token.text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
  }

  /// Whether the text expression is whitespace only: a literal, literals joined with `+`, or a
  /// local constant holding one (`let separator = "\n"`).
  private func isWhitespaceText(_ range: Range<Int>?, depth: Int = 0) -> Bool {
    guard let range, depth < 3 else { return false }
    let r = file.trimmed(range)
    guard !r.isEmpty else { return false }
    let parts = file.split(r, by: "+")
    if parts.count > 1 { return parts.allSatisfy { isWhitespaceText($0, depth: depth + 1) } }
    if r.count == 1, file[r.lowerBound].kind == .identifier,
      let decl = file.localDeclaration(of: file[r.lowerBound].text, before: r.lowerBound),
      let initializer = decl.initializer
    {
      if isEmptyText(initializer) {
        return isBuiltFromWhitespace(decl, before: r.lowerBound, depth: depth)
      }
      // Only a constant: a `var` may be appended to later.
      let isConstant =
        file.isIdentifier(decl.nameIndex - 1, "let") || file.language == .objectiveC
      return isConstant && isWhitespaceText(initializer, depth: depth + 1)
    }
    // `String(repeating: " ", count: n)`
    if file.isIdentifier(r.lowerBound, "String"), file.isPunctuation(r.lowerBound + 1, "("),
      let first = file.arguments(open: r.lowerBound + 1).first, first.label == "repeating"
    {
      return isWhitespaceText(first.value, depth: depth + 1)
    }
    return r.count == 1 && isWhitespace(file[r.lowerBound])
  }

  /// An empty string to build on: `""`, `String()`, `@""`, `[NSMutableString string]`,
  /// `[NSMutableString new]`, `[[NSMutableString alloc] init]`.
  private func isEmptyText(_ range: Range<Int>) -> Bool {
    let r = file.trimmed(range)
    if r.count == 1 { return file[r.lowerBound].kind == .string && file[r.lowerBound].text.isEmpty }
    if r.count == 3, file.isIdentifier(r.lowerBound, "String"),
      file.isPunctuation(r.lowerBound + 1, "(")
    {
      return file.isPunctuation(r.lowerBound + 2, ")")
    }
    guard file.isPunctuation(r.lowerBound, "["), file.match[r.lowerBound] == r.upperBound - 1,
      let m = file.message(open: r.lowerBound), m.parts.count == 1, m.parts[0].value.isEmpty
    else { return false }
    let receiver = m.receiver.map { file.text($0) }.joined(separator: " ")
    return (receiver == "NSMutableString" && ["string", "new"].contains(m.parts[0].name))
      || (receiver == "[ NSMutableString alloc ]" && m.parts[0].name == "init")
  }

  /// Whether every use of a local that starts empty, up to `end`, appends whitespace:
  /// `[s appendString:@"\n"]`, `s += "\n"`, `s.append("\n")` (a string of line breaks built
  /// to space out other text).
  private func isBuiltFromWhitespace(_ decl: Declaration, before end: Int, depth: Int) -> Bool {
    let name = file[decl.nameIndex].text
    var appended = false
    for u in uses(of: name, in: (decl.nameIndex + 1)..<end) {
      if file.isPunctuation(u - 1, "."), !file.isIdentifier(u - 2, "self") { continue }
      if file.isPunctuation(u - 1, "["), file.isIdentifier(u + 1, "appendString"),
        file.isPunctuation(u + 2, ":"), file.match[u - 1] > u + 3,
        isWhitespaceText((u + 3)..<file.match[u - 1], depth: depth + 1)
      {
        appended = true
      } else if file.isPunctuation(u + 1, "+="),
        isWhitespaceText((u + 2)..<file.statementEnd(from: u + 2), depth: depth + 1)
      {
        appended = true
      } else if file.isPunctuation(u + 1, "."), file.isIdentifier(u + 2, "append"),
        file.isPunctuation(u + 3, "("), file.match[u + 3] > u + 4,
        isWhitespaceText((u + 4)..<file.match[u + 3], depth: depth + 1)
      {
        appended = true
      } else {
        return false
      }
    }
    return appended
  }

  private mutating func analyzeSwiftInit(at i: Int, open: Int, mutable: Bool) {
    let close = file.match[open]
    guard close > open else { return }
    let args = file.arguments(open: open)
    let expr = i..<(close + 1)
    guard let first = args.first else {
      return  // An empty string: its pieces are judged where they are appended.
    }
    switch first.label {
    case "string":
      let attrs = args.first(where: { $0.label == "attributes" })
      judgePlain(at: i, text: first.value, attributes: attrs?.value, expr: expr)
    case "markdown":
      judgePlain(at: i, text: nil, attributes: nil, expr: expr)
    case "data", "url", "fileURL", "html", "rtf", "rtfd", "filename":
      if first.label == "html" || first.label == "rtf" || first.label == "rtfd"
        || args.contains(where: { $0.label == "options" && mentionsDocumentType($0.value, use: i) })
      {
        judgeImport(at: i, expr: expr)
      }
    case nil:
      // `NSAttributedString(attributedString)` bridged from a Swift `AttributedString`.
      let r = file.trimmed(first.value)
      guard args.count == 1, r.count == 1, file[r.lowerBound].kind == .identifier,
        let decl = file.localDeclaration(of: file[r.lowerBound].text, before: i),
        let initializer = decl.initializer,
        file.isIdentifier(file.trimmed(initializer).lowerBound, "AttributedString")
      else { return }
      if swiftAttributedStringHasForeground(decl, before: i) == false {
        judgePlain(at: i, text: nil, attributes: nil, expr: expr, bridged: true)
      }
    default:
      return
    }
  }

  /// For a Swift `AttributedString` declaration: true when it gets a foreground color before
  /// `use`, false when it surely has none, nil when unknown.
  private func swiftAttributedStringHasForeground(_ decl: Declaration, before use: Int) -> Bool? {
    guard let initializer = decl.initializer else { return nil }
    let ini = file.trimmed(initializer)
    if file.containsIdentifier(in: ini, ["foregroundColor", "foregroundStyle"]) { return true }
    let open = ini.lowerBound + 1
    guard file.isPunctuation(open, "(") else { return nil }
    let args = file.arguments(open: open)
    if let attrs = args.first(where: { $0.label == "attributes" }) {
      // A container variable: colored if any line sets its foreground.
      let r = file.trimmed(attrs.value)
      if r.count == 1, let c = file.localDeclaration(of: file[r.lowerBound].text, before: use) {
        if memberAssigned(name: file[c.nameIndex].text, from: c.nameIndex, to: use) { return true }
        if let ci = c.initializer, file.containsIdentifier(in: ci, ["foregroundColor"]) {
          return true
        }
      } else {
        return nil
      }
    }
    if let first = args.first, first.label == nil || first.label == "markdown",
      isWhitespaceText(first.value)
    {
      return nil
    }
    let name = file[decl.nameIndex].text
    if memberAssigned(name: name, from: decl.nameIndex, to: use) { return true }
    // Any other method on it (`mergeAttributes`, `setAttributes`, helpers) may color it.
    for k in (decl.nameIndex + 1)..<use where file[k].isIdentifier(name) {
      if file.isPunctuation(k + 1, "."), file.isPunctuation(k + 3, "(") { return nil }
      if file.isPunctuation(k + 1, "[") { return nil }
    }
    return false
  }

  /// Whether `name.foregroundColor = …`, `name.uiKit.foregroundColor = …`,
  /// `name.swiftUI.foregroundColor = …` or `name[range].foregroundColor = …` appears.
  private func memberAssigned(name: String, from: Int, to: Int) -> Bool {
    for k in from..<min(to, file.count) where file[k].isIdentifier("foregroundColor") {
      guard file.isPunctuation(k + 1, "=") else { continue }
      var j = k - 1
      while j > from {
        if file.isPunctuation(j, ".") || file.isIdentifier(j, "uiKit")
          || file.isIdentifier(j, "swiftUI")
          || file.isIdentifier(j, "appKit")
        {
          j -= 1
          continue
        }
        if file.isPunctuation(j, "]"), file.match[j] >= 0 {
          j = file.match[j] - 1
          continue
        }
        break
      }
      if file.isIdentifier(j, name) { return true }
    }
    return false
  }

  private func mentionsDocumentType(_ range: Range<Int>, use: Int) -> Bool {
    let names: Set<String> = [
      "html", "rtf", "rtfd", "NSHTMLTextDocumentType", "NSRTFTextDocumentType",
      "NSRTFDTextDocumentType",
    ]
    if file.containsIdentifier(in: range, names) { return true }
    let r = file.trimmed(range)
    if r.count == 1, let decl = file.localDeclaration(of: file[r.lowerBound].text, before: use),
      let ini = decl.initializer
    {
      return file.containsIdentifier(in: ini, names)
    }
    return false
  }

  private mutating func analyzeImplicitInit(_ dot: Int) {
    let open = dot + 2
    let args = file.arguments(open: open)
    guard let first = args.first, first.label == "string" else { return }
    let attrs = args.first(where: { $0.label == "attributes" })
    let close = file.match[open]
    guard close > open else { return }
    // Without `attributes:`, only in a position that takes an attributed string.
    if attrs == nil {
      let p = dot - 1
      let attributedContext =
        (file.isPunctuation(p, "=")
          && ["attributedText", "attributedPlaceholder"].contains(file.text(p - 1)))
        || (file.isPunctuation(p, "(") && file.isIdentifier(p - 1, "setAttributedTitle"))
      guard attributedContext else { return }
    }
    judgePlain(at: dot, text: first.value, attributes: attrs?.value, expr: dot..<(close + 1))
  }

  private mutating func analyzeObjCMessage(_ open: Int) {
    guard let m = file.message(open: open) else { return }
    // `[[NSAttributedString alloc] initWith…]` and `[NSMutableAttributedString new]`.
    var cls: String?
    let rec = m.receiver
    if rec.count == 1, file[rec.lowerBound].kind == .identifier {
      cls = file[rec.lowerBound].text
      if m.selector != "new" && m.selector != "alloc" { cls = nil }
    } else if let inner = file.message(open: rec.lowerBound),
      rec.count == file.match[rec.lowerBound] - rec.lowerBound + 1,
      inner.selector == "alloc" || inner.selector == "new", inner.receiver.count == 1
    {
      cls = file[inner.receiver.lowerBound].text
    } else if rec.count == 3, file.isIdentifier(rec.lowerBound + 2, "alloc") {
      cls = file.text(rec.lowerBound)
    }
    if let cls, cls == "NSAttributedString" || cls == "NSMutableAttributedString" {
      let expr = open..<file.pastClosing(open)
      switch m.parts[0].name {
      case "initWithString":
        let attrs = m.parts.count > 1 && m.parts[1].name == "attributes" ? m.parts[1].value : nil
        judgePlain(at: open, text: m.parts[0].value, attributes: attrs, expr: expr)
      case "initWithHTML", "initWithRTF", "initWithRTFD":
        judgeImport(at: open, expr: expr)
      case "initWithData", "initWithURL", "initWithFileURL":
        if let options = m.parts.first(where: { $0.name == "options" }),
          mentionsDocumentType(options.value, use: open)
        {
          judgeImport(at: open, expr: expr)
        }
      default:
        break
      }
      return
    }
    switch m.selector {
    case "setAttributedText:", "setAttributedTitle:forState:", "setText:":
      if let owner = receiverName(in: m.receiver) { attributedTextOwners.insert(owner) }
    case "drawAtPoint:withAttributes:", "drawInRect:withAttributes:",
      "drawWithRect:options:attributes:context:":
      let attrs = m.parts.first(where: { $0.name.hasSuffix("ttributes") })?.value ?? 0..<0
      let rec = file.trimmed(m.receiver)
      if rec.count == 1, isWhitespace(file[rec.lowerBound]) { return }
      let set = file.resolveAttributes(attrs, use: open)
      if set.resolved, !set.hasForeground, !drawsOnOwnCanvas(open) {
        report(
          AttributedTextForegroundRule.self, drawingSeverity(at: open), at: m.parts[0].index,
          drawingMessage(at: open))
      }
    default:
      break
    }
  }

  // MARK: - Judging a created string

  private mutating func judgePlain(
    at site: Int, text: Range<Int>?, attributes: Range<Int>?, expr: Range<Int>,
    bridged: Bool = false
  ) {
    if isWhitespaceText(text) { return }
    var own = AttributeSet.empty
    if let attributes {
      own = file.resolveAttributes(attributes, use: site)
      guard own.resolved else { return }  // Defined elsewhere: we cannot tell.
    }
    let flow = flowOf(expr, depth: 0)
    if let cleared = flow.clearedAt, !flow.coloredLater {
      if let severity = displaySeverity(flow) {
        report(
          AttributedTextForegroundRule.self, severity, at: cleared,
          "setAttributes replaces every attribute on the range and drops its foreground color, so that text draws black in Dark Mode; include `\(foregroundKey)` or use addAttributes."
        )
      }
      return
    }
    if own.hasForeground || own.hasLink || flow.coloredLater || flow.escaped { return }
    let sink = flow.strongestSink
    // A view that colors uncolored runs itself (SwiftUI, a configuration, a label or text view
    // whose text color the project sets): nothing to fix, unless the string also goes somewhere
    // known to draw black.
    let fills: Set<TextSink> = [.adaptive, .themed]
    if flow.sinks.isSubset(of: fills) && !flow.sinks.isEmpty { return }
    if !flow.sinks.isDisjoint(with: fills), sink == .unknown { return }
    let what = bridged ? "AttributedString bridged to NSAttributedString" : "Attributed text"
    if let sink, sink == .drawing || sink == .coreText, drawsOnOwnCanvas(site) { return }
    if flow.siblingColored, sink != .placeholder {
      // Known to draw black: a warning. A label, button or placeholder fills uncolored runs with
      // its own text color, and a sink this file cannot see is probably themed: a note.
      let severity: Severity
      switch sink?.missingForegroundSeverity {
      case .warning?: severity = .warning
      default: severity = .note
      }
      let consequence =
        severity == .warning
        ? "this run draws black in Dark Mode"
        : "this run takes whatever color the \(sink.map { $0 == .unknown ? "view it ends in" : $0.phrase } ?? "view it ends in") has"
      report(
        AttributedTextForegroundRule.self, severity, at: site,
        "\(what) has no foreground color while other runs of the same string set one explicitly; \(consequence). Add `\(foregroundKey)`."
      )
      return
    }
    guard let sink, let severity = sink.missingForegroundSeverity else { return }
    if sink == .drawing || sink == .coreText, rendersImage(around: site) {
      report(
        AttributedTextForegroundRule.self, .note, at: site,
        "\(what) drawn into an image or PDF has no foreground color and is black there; if it is shown on a dark background rather than printed or exported, add `\(foregroundKey)`."
      )
      return
    }
    if sink == .processedTextStorage {
      report(
        AttributedTextForegroundRule.self, severity, at: site,
        "\(what) put into a text view's storage has no foreground color; the storage's delegate processes every edit and may color it, or it draws black in Dark Mode; add `\(foregroundKey)`."
      )
      return
    }
    let consequence =
      severity == .warning
      ? "draws black, unreadable in Dark Mode"
      : "relies on the \(sink.phrase)'s own text color"
    report(
      AttributedTextForegroundRule.self, severity, at: site,
      "\(what) shown in a \(sink.phrase) has no foreground color and \(consequence); add `\(foregroundKey)`."
    )
  }

  private mutating func judgeImport(at site: Int, expr: Range<Int>) {
    let flow = flowOf(expr, depth: 0)
    if flow.coloredLater || flow.removedForeground || stylesTextColor(around: site) { return }
    let severity: Severity
    if let sink = flow.strongestSink, sink != .unknown, sink != .adaptive,
      sink != .processedTextStorage
    {
      severity = .warning
    } else if flow.sinks.isEmpty && !flow.escaped {
      return  // Only `.string` or measuring.
    } else if flow.sinks == [.adaptive] {
      return
    } else {
      severity = .note
    }
    report(
      AttributedTextHTMLImportRule.self, severity, at: site,
      "HTML/RTF import bakes a fixed (black) text color into every run, unreadable in Dark Mode; after importing, set `\(isObjC ? "NSForegroundColorAttributeName" : ".foregroundColor")` to \(labelColor) over the whole range, or use only `.string`."
    )
  }

  /// Drawing that the code itself puts on a known background: a canvas it fills with a color,
  /// a print page renderer, or a PDF context (paper is white in every appearance).
  private func drawsOnOwnCanvas(_ i: Int) -> Bool {
    if file.fillsCanvasWithFixedColor(around: i, anyOpaqueColor: true) { return true }
    if let sup = file.enclosingSuperclass(of: i), sup.contains("PrintPageRenderer") { return true }
    let body = file.scopeRange(of: i)
    return file.containsIdentifier(
      in: body,
      ["UIGraphicsPDFRenderer", "UIGraphicsBeginPDFPage", "beginPDFPage", "UIPrintPageRenderer"])
  }

  private func displaySeverity(_ flow: ValueFlow) -> Severity? {
    if let severity = flow.strongestSink?.missingForegroundSeverity { return severity }
    // Other runs are colored and where it ends cannot be seen: probably themed, a note.
    if flow.siblingColored, flow.sinks.isDisjoint(with: [.adaptive, .themed]) { return .note }
    return nil
  }

  private mutating func report(
    _ rule: any AttributedTextRule.Type, _ severity: Severity, at i: Int, _ message: String,
    failsIn: [Style]? = nil
  ) {
    // Code that runs only on iOS 12 or earlier never draws in Dark Mode.
    if file.isBeforeDarkMode(i) { return }
    let t = file[i]
    let f = RawFinding(
      rule: rule.id, severity: severity, line: t.line, column: t.column, message: message,
      failsIn: failsIn)
    if !findings.contains(f) { findings.append(f) }
  }

  // MARK: - Flow of a value

  /// Follows the value of the expression `expr` to where it is shown.
  private func flowOf(_ expr: Range<Int>, depth: Int) -> ValueFlow {
    var flow = ValueFlow()
    guard depth < 4, !expr.isEmpty else {
      flow.sinks.insert(.unknown)
      return flow
    }
    var s = expr.lowerBound
    var e = expr.upperBound
    // Postfix: `as CFAttributedString`, `.draw(…)`, `.string`.
    if file.isIdentifier(e, "as") {
      e += 2
    }
    if file.isPunctuation(e, "."), e + 1 < file.count, file[e + 1].kind == .identifier {
      let name = file[e + 1].text
      switch name {
      case "draw":
        flow.sinks.insert(.drawing)
        return flow
      case "boundingRect", "size", "string", "length", "count":
        return flow
      case "mutableCopy", "copy":
        let end = file.isPunctuation(e + 2, "(") ? file.pastClosing(e + 2) : e + 2
        return flowOf(s..<max(end, e + 2), depth: depth + 1)
      case "then" where file.isPunctuation(e + 2, "{") && file.match[e + 2] > e + 2:
        // `NSMutableAttributedString(attributedString: html).then { $0.addAttribute(…) }` (the
        // Then library): the closure changes the value, as `$0` or its named parameter, and the
        // call returns it.
        let close = file.match[e + 2]
        let named = file[e + 3].kind == .identifier && file.isIdentifier(e + 4, "in")
        flow = usesFlow(
          name: named ? file[e + 3].text : "$0", range: (named ? e + 5 : e + 3)..<close,
          depth: depth)
        flow.merge(flowOf(s..<(close + 1), depth: depth + 1))
        return flow
      default:
        flow.escaped = true
        return flow
      }
    }
    // Objective-C receiver of a message: `[expr drawAtPoint:…]`.
    if isObjC, file.isPunctuation(s - 1, "["), let m = file.message(open: s - 1),
      m.receiver == s..<e || m.receiver == file.trimmed(m.receiver) && m.receiver.upperBound == e
    {
      let name = m.parts[0].name
      if name.hasPrefix("draw") {
        flow.sinks.insert(.drawing)
      } else if ["mutableCopy", "copy"].contains(name) {
        return flowOf((s - 1)..<file.pastClosing(s - 1), depth: depth + 1)
      } else if !["string", "length", "size", "boundingRectWithSize"].contains(name) {
        flow.escaped = true
      }
      return flow
    }
    // Prefix context.
    var p = s - 1
    while p >= 0 {
      if file.isIdentifier(p, "try") || file.isIdentifier(p, "await") {
        p -= 1
        continue
      }
      if file.isPunctuation(p, "?") || file.isPunctuation(p, "!"), file.isIdentifier(p - 1, "try") {
        p -= 2
        continue
      }
      // Objective-C cast `(__bridge CFAttributedStringRef)`.
      if isObjC, file.isPunctuation(p, ")"), file.match[p] >= 0, file.match[p] > 0,
        (file.match[p] + 1..<p).allSatisfy({
          file[$0].kind == .identifier || file[$0].isPunctuation("*")
        }),
        file[file.match[p] - 1].kind != .identifier
      {
        s = file.match[p]
        p = s - 1
        continue
      }
      break
    }
    guard p >= 0 else {
      flow.sinks.insert(.unknown)
      return flow
    }
    let before = file[p]
    if before.isPunctuation("=") {
      return assignmentFlow(equals: p, depth: depth)
    }
    if before.isIdentifier("return")
      || (before.isPunctuation("{") && file.match[p] == e
        && file.isTypeBody(file.parentBrace[p]) == false && isFunctionOrPropertyBody(p))
    {
      return returnFlow(at: p, depth: depth)
    }
    if before.isPunctuation("(") || before.isPunctuation(",") || before.isPunctuation(":") {
      if isObjC, let (m, part) = file.enclosingMessage(of: s) {
        return objCArgumentFlow(m, part: part, depth: depth)
      }
      return callArgumentFlow(at: s, depth: depth)
    }
    if isObjC, let (m, part) = file.enclosingMessage(of: s) {
      return objCArgumentFlow(m, part: part, depth: depth)
    }
    flow.sinks.insert(.unknown)
    return flow
  }

  private func assignmentFlow(equals p: Int, depth: Int) -> ValueFlow {
    var flow = ValueFlow()
    // `let name = …`, `let name: T = …`, `Type *name = …`, `name = …`, `a.b.attributedText = …`.
    var k = p - 1
    if file.isPunctuation(k, "?") || file.isPunctuation(k, "!") { k -= 1 }
    guard k >= 0 else { return flow }
    // Declaration with a type annotation: walk back to `let`/`var` on the same statement.
    var j = k
    while j >= 0, j > k - 12 {
      if file.isIdentifier(j, "let") || file.isIdentifier(j, "var") {
        let nameIndex = j + 1
        return variableFlow(nameIndex: nameIndex, from: p + 1, depth: depth)
      }
      if file[j].kind == .punctuation, [";", "{", "}", "=", "("].contains(file[j].text) { break }
      j -= 1
    }
    guard file[k].kind == .identifier else {
      flow.sinks.insert(.unknown)
      return flow
    }
    let name = file[k].text
    if isObjC, file.isPunctuation(k - 1, "*") {
      return variableFlow(nameIndex: k, from: p + 1, depth: depth)
    }
    // A local named like a view's property (`var attributedText = …` measured in a loop, then
    // `attributedText = …`) is the local, not `self.attributedText`.
    if !file.isPunctuation(k - 1, "."), let decl = file.localDeclaration(of: name, before: k),
      !file.isTypeBody(file.parentBrace[decl.nameIndex])
    {
      return variableFlow(nameIndex: decl.nameIndex, from: p + 1, depth: depth)
    }
    // A list content configuration shows its texts in the color of its text properties, the
    // label color unless the code sets another.
    if name == "attributedText" || name == "secondaryAttributedText",
      file.isPunctuation(k - 1, "."), let configuration = receiverName(endingAt: k - 2),
      isListContentConfiguration(configuration, before: k)
    {
      flow.sinks.insert(.adaptive)
      return flow
    }
    switch name {
    case "attributedText":
      let owner = receiverName(endingAt: k - 2)
      // `label.textColor = …` after `label.attributedText = …` recolors every run.
      if let owner {
        let end = file.scopeEnd(of: p)
        for j in uses(of: "textColor", in: (p + 1)..<max(p + 1, end))
        where file.isPunctuation(j + 1, "=") && file.isPunctuation(j - 1, ".")
          && receiverName(endingAt: j - 2) == owner
        {
          flow.sinks.insert(.adaptive)
          return flow
        }
      }
      flow.sinks.insert(sinkForView(receiverEndingAt: k - 2, named: owner))
      return flow
    case "attributedPlaceholder":
      flow.sinks.insert(.placeholder)
      return flow
    case "accessibilityAttributedLabel", "accessibilityAttributedValue",
      "accessibilityAttributedHint", "accessibilityAttributedUserInputLabels":
      // VoiceOver reads it; nothing draws it (siskin's chat cells).
      flow.sinks.insert(.adaptive)
      return flow
    case "string" where file.isPunctuation(k - 1, "."):
      // `textLayer.string = attributed`: a `CATextLayer` draws it with Core Text.
      if let layer = receiverName(endingAt: k - 2),
        (file.declaredType(of: layer) ?? layer).lowercased().contains("textlayer")
      {
        flow.sinks.insert(.coreText)
        return flow
      }
    case "attributedTitle", "attributedSubtitle", "attributedMessage":
      // A button configuration's, a menu's or an alert controller's (TrollStore's app details
      // alert): drawn in the control's own colors, which adapt.
      flow.sinks.insert(.adaptive)
      return flow
    default:
      break
    }
    if file.isPunctuation(k - 1, ".") && !file.isIdentifier(k - 2, "self") {
      flow.sinks.insert(.unknown)
      return flow
    }
    // A property of this type: follow its later uses.
    return propertyFlow(name: name, excluding: k, depth: depth)
  }

  /// Whether the local `name` holds a `UIListContentConfiguration`: declared so, or made by
  /// `defaultContentConfiguration()` or `UIListContentConfiguration.cell()` and the like.
  private func isListContentConfiguration(_ name: String, before k: Int) -> Bool {
    if file.declaredType(of: name)?.hasSuffix("ContentConfiguration") == true { return true }
    guard let initializer = file.localDeclaration(of: name, before: k)?.initializer else {
      return false
    }
    return initializer.contains {
      file[$0].kind == .identifier
        && (file[$0].text == "defaultContentConfiguration"
          || file[$0].text == "UIListContentConfiguration")
    }
  }

  /// Uses of a local variable from token `from` to the end of its scope.
  private func variableFlow(nameIndex: Int, from: Int, depth: Int) -> ValueFlow {
    let name = file[nameIndex].text
    if file.isTypeBody(file.parentBrace[nameIndex]) {
      return propertyFlow(name: name, excluding: nameIndex, depth: depth)
    }
    let end = file.scopeEnd(of: nameIndex)
    return usesFlow(name: name, range: from..<end, depth: depth)
  }

  /// Uses of a property anywhere in the file.
  ///
  /// The file's order is not the order its methods run in: an assignment to the property in one
  /// method does not end what another method (its observer's callee) does to it.
  private func propertyFlow(name: String, excluding: Int, depth: Int) -> ValueFlow {
    var flow = usesFlow(
      name: name, range: 0..<file.count, depth: depth, skip: excluding, inOrder: false)
    if flow.sinks.isEmpty, !flow.escaped { flow.sinks.insert(.unknown) }
    return flow
  }

  /// What the uses of `name` in `range` do with its value; `inOrder` when the range runs in the
  /// order it is written (a local's scope), so that a reassignment ends the value's life.
  private func usesFlow(
    name: String, range: Range<Int>, depth: Int, skip: Int = -1, inOrder: Bool = true
  ) -> ValueFlow {
    var flow = ValueFlow()
    for i in uses(of: name, in: range) where i != skip {
      let qualifiedBySelf = file.isPunctuation(i - 1, ".") && file.isIdentifier(i - 2, "self")
      if file.isPunctuation(i - 1, "."), !qualifiedBySelf { continue }
      if file.isPunctuation(i - 1, "->") { continue }
      let start = qualifiedBySelf ? i - 2 : i
      // Reassignment ends this value's life.
      if file.isPunctuation(i + 1, "="), !file.isIdentifier(i - 1, "let"),
        !file.isIdentifier(i - 1, "var")
      {
        // An Objective-C declaration is handled by the caller.
        if file.isPunctuation(i - 1, "*") { continue }
        if inOrder, !flow.sinks.isEmpty || flow.coloredLater { break }
        continue
      }
      if file.isIdentifier(i - 1, "let") || file.isIdentifier(i - 1, "var") { continue }
      // Swift method calls on the variable.
      if file.isPunctuation(i + 1, "."), file.isPunctuation(i + 3, "("),
        file[i + 2].kind == .identifier
      {
        applyMethod(
          file[i + 2].text, args: file.arguments(open: i + 3), at: i + 2, to: &flow, depth: depth)
        continue
      }
      if file.isPunctuation(i + 1, ".")
        || file.isPunctuation(i + 1, "?") && file.isPunctuation(i + 2, ".")
      {
        let m = file.isPunctuation(i + 1, "?") ? i + 3 : i + 2
        if file.isIdentifier(m, "foregroundColor") { flow.coloredLater = true }
        if file.isPunctuation(m + 1, "("), file[m].kind == .identifier {
          applyMethod(
            file[m].text, args: file.arguments(open: m + 1), at: m, to: &flow, depth: depth)
        }
        continue
      }
      // Objective-C messages to the variable.
      if isObjC, file.isPunctuation(start - 1, "["), let m = file.message(open: start - 1),
        m.receiver.upperBound == i + 1
      {
        applyObjCMethod(m, to: &flow, depth: depth)
        continue
      }
      flow.merge(flowOf(start..<(i + 1), depth: depth + 1))
    }
    return flow
  }

  private func applyMethod(
    _ method: String, args: [SourceFile.Argument], at i: Int, to flow: inout ValueFlow, depth: Int
  ) {
    switch method {
    case "addAttribute":
      guard let key = args.first, file.isForegroundKey(key.value) else { return }
      let range = args.first(where: { $0.label == "range" })?.value
      colorApplied(range: range, at: i, to: &flow)
    case "addAttributes":
      guard let dict = args.first else { return }
      let set = file.resolveAttributes(dict.value, use: i)
      if !set.resolved {
        flow.coloredLater = true
      } else if set.hasForeground {
        colorApplied(
          range: args.first(where: { $0.label == "range" })?.value, at: i, to: &flow)
      }
    case "setAttributes":
      guard let dict = args.first else { return }
      let set = file.resolveAttributes(dict.value, use: i)
      if !set.resolved || set.hasForeground {
        flow.coloredLater = true
        flow.clearedAt = nil
      } else {
        flow.coloredLater = false
        flow.clearedAt = i
      }
    case "removeAttribute":
      if let key = args.first, file.isForegroundKey(key.value) { flow.removedForeground = true }
    case "append", "insert":
      if let piece = args.first, pieceHasForeground(piece.value) == true {
        flow.siblingColored = true
      }
    case "draw":
      flow.sinks.insert(.drawing)
    case "boundingRect", "size", "enumerateAttribute", "enumerateAttributes", "attribute",
      "attributes", "beginEditing", "endEditing", "replaceCharacters", "deleteCharacters",
      "attributedSubstring", "isEqual", "range", "fixAttributes", "trimCharacters",
      "trimmingCharacters":
      break
    default:
      flow.escaped = true
    }
  }

  private func applyObjCMethod(_ m: SourceFile.Message, to flow: inout ValueFlow, depth: Int) {
    let value = { (name: String) in m.parts.first(where: { $0.name == name })?.value }
    switch m.parts[0].name {
    case "addAttribute":
      if file.isForegroundKey(m.parts[0].value) {
        colorApplied(range: value("range"), at: m.open, to: &flow)
      }
    case "addAttributes":
      let set = file.resolveAttributes(m.parts[0].value, use: m.open)
      if !set.resolved {
        flow.coloredLater = true
      } else if set.hasForeground {
        colorApplied(range: value("range"), at: m.open, to: &flow)
      }
    case "setAttributes":
      let set = file.resolveAttributes(m.parts[0].value, use: m.open)
      if !set.resolved || set.hasForeground {
        flow.coloredLater = true
        flow.clearedAt = nil
      } else {
        flow.coloredLater = false
        flow.clearedAt = m.parts[0].index
      }
    case "removeAttribute":
      if file.isForegroundKey(m.parts[0].value) { flow.removedForeground = true }
    case "appendAttributedString", "insertAttributedString":
      if pieceHasForeground(m.parts[0].value) == true { flow.siblingColored = true }
    case "drawAtPoint", "drawInRect", "drawWithRect":
      flow.sinks.insert(.drawing)
    case "boundingRectWithSize", "size", "string", "length", "enumerateAttribute",
      "enumerateAttributesInRange", "attribute", "attributesAtIndex", "beginEditing", "endEditing",
      "replaceCharactersInRange", "deleteCharactersInRange", "attributedSubstringFromRange",
      "isEqualToAttributedString", "release", "autorelease", "retain":
      break
    case "mutableCopy", "copy":
      flow.merge(flowOf(m.open..<file.pastClosing(m.open), depth: depth + 1))
    default:
      flow.escaped = true
    }
  }

  /// A foreground added over `range` by the call at `call`: the whole string, or a part (then
  /// the rest is "mixed").
  private func colorApplied(range: Range<Int>?, at call: Int, to flow: inout ValueFlow) {
    if let range, !isWholeRange(range), !coversEveryRun(range, at: call) {
      flow.siblingColored = true
    } else {
      flow.coloredLater = true
      flow.clearedAt = nil
    }
  }

  /// Whether `range` is the range parameter of an `enumerateAttribute(_:in:)` or
  /// `enumerateAttributes(in:)` closure over the whole string, and the call at `call` colors every
  /// run it visits: it is in the closure's body, or in one branch of an `if … else` whose other
  /// branch adds a foreground over the same range (a bold run `label`, the rest `secondaryLabel`).
  private func coversEveryRun(_ range: Range<Int>, at call: Int) -> Bool {
    let r = file.trimmed(range)
    guard r.count == 1, file[r.lowerBound].kind == .identifier else { return false }
    let name = file[r.lowerBound].text
    var brace = file.parentBrace[call]
    var branch: Int?
    while brace > 0 {
      if let inArgument = enumeration(closureAt: brace, rangeParameter: name) {
        guard isWholeRange(inArgument) else { return false }
        guard let branch else { return true }
        return file.parentBrace[branch] == brace && otherBranchColors(branch, range: name)
      }
      // Only one `if` between the call and the closure.
      if branch != nil { return false }
      branch = brace
      brace = file.parentBrace[brace]
    }
    return false
  }

  /// The `in:` argument of the enumeration whose trailing closure opens at `brace` and names its
  /// second parameter `rangeParameter` (`{ value, range, stop in … }`).
  private func enumeration(closureAt brace: Int, rangeParameter: String) -> Range<Int>? {
    if file.language == .objectiveC {
      return objCEnumeration(blockAt: brace, rangeParameter: rangeParameter)
    }
    guard
      file.isIdentifier(brace + 2, rangeParameter) || file.isIdentifier(brace + 3, rangeParameter),
      file.isPunctuation(brace - 1, ")"), file.match[brace - 1] > 0
    else { return nil }
    let open = file.match[brace - 1]
    guard
      file.isIdentifier(open - 1, "enumerateAttribute")
        || file.isIdentifier(open - 1, "enumerateAttributes")
    else { return nil }
    // The parameter list: `value, range, stop in` or `(value, range, _) in`.
    let parameters = (brace + 1)..<min(brace + 10, file.count)
    guard let inKeyword = parameters.first(where: { file.isIdentifier($0, "in") }),
      (brace + 1..<inKeyword).contains(where: { file.isIdentifier($0, rangeParameter) })
    else { return nil }
    return file.arguments(open: open).first(where: { $0.label == "in" })?.value
  }

  /// The range argument of the Objective-C enumeration whose block opens at `brace` and names a
  /// parameter `rangeParameter` (`[string enumerateAttribute:NSFontAttributeName inRange:…
  /// options:0 usingBlock:^(UIFont *font, NSRange range, BOOL *stop) { … }]`).
  private func objCEnumeration(blockAt brace: Int, rangeParameter: String) -> Range<Int>? {
    guard file.isPunctuation(brace - 1, ")"), file.match[brace - 1] > 0 else { return nil }
    let parameters = file.match[brace - 1]
    guard file.isPunctuation(parameters - 1, "^"),
      (parameters..<(brace - 1)).contains(where: { file.isIdentifier($0, rangeParameter) }),
      let (message, part) = file.enclosingMessage(of: brace),
      message.parts[part].name == "usingBlock"
    else { return nil }
    switch message.parts[0].name {
    case "enumerateAttribute":
      return message.parts.first(where: { $0.name == "inRange" })?.value
    case "enumerateAttributesInRange":
      return message.parts[0].value
    default:
      return nil
    }
  }

  /// Whether the `if` body opening at `body` has an `else` body (or is one) that adds a
  /// foreground over `range` too.
  private func otherBranchColors(_ body: Int, range: String) -> Bool {
    var other: Int?
    if file.isIdentifier(body - 1, "else") {
      // `} else {`: the `if` body closes just before.
      let close = body - 2
      if file.isPunctuation(close, "}"), file.match[close] >= 0 { other = file.match[close] }
    } else {
      let close = file.pastClosing(body)
      if file.isIdentifier(close, "else"), file.isPunctuation(close + 1, "{") { other = close + 1 }
    }
    guard let other else { return false }
    let otherBody = other..<file.pastClosing(other)
    return otherBody.contains { file.isIdentifier($0, range) }
      && (otherBody.contains { file.isIdentifier($0, "foregroundColor") }
        || otherBody.contains { file.isIdentifier($0, "NSForegroundColorAttributeName") })
  }

  private func isWholeRange(_ range: Range<Int>) -> Bool {
    var r = file.trimmed(range)
    if r.count == 1, file[r.lowerBound].kind == .identifier,
      let decl = file.localDeclaration(of: file[r.lowerBound].text, before: r.lowerBound),
      let ini = decl.initializer
    {
      if file[r.lowerBound].text.lowercased().contains("full") { return true }
      r = ini
    }
    for i in r {
      let t = file[i]
      guard t.kind == .identifier else { continue }
      if ["length", "count", "utf16Count", "startIndex", "endIndex"].contains(t.text) {
        return true
      }
      // `(self as NSString).range(of: self)`: a string found in itself is all of it
      // (ProtonVPN's currency strings).
      if t.text == "range", file.isPunctuation(i - 1, "."), file.isPunctuation(i + 1, "("),
        file.isIdentifier(i + 2, "of"), file.isPunctuation(i + 3, ":"),
        file.isIdentifierToken(i + 4), file.isPunctuation(i + 5, ")"),
        (r.lowerBound..<(i - 1)).contains(where: { file.isIdentifier($0, file.text(i + 4)) })
      {
        return true
      }
      let lower = t.text.lowercased()
      if lower.contains("full") || lower.contains("whole") || lower.contains("entire")
        || lower.hasPrefix("all")
      {
        return true
      }
    }
    return false
  }

  /// Whether the piece appended at `range` carries its own foreground: true, false, or nil if
  /// unknown.
  private func pieceHasForeground(_ range: Range<Int>) -> Bool? {
    let r = file.trimmed(range)
    guard !r.isEmpty else { return nil }
    var attributes: Range<Int>?
    var text: Range<Int>?
    if file[r.lowerBound].kind == .identifier, r.count == 1 {
      guard let decl = file.localDeclaration(of: file[r.lowerBound].text, before: r.lowerBound),
        let ini = decl.initializer
      else { return nil }
      // A variable later colored by `addAttribute(.foregroundColor…)` counts as colored.
      let name = file[decl.nameIndex].text
      for k in decl.nameIndex..<r.lowerBound where file[k].isIdentifier(name) {
        if file.isPunctuation(k + 1, "."), file.isIdentifier(k + 2, "addAttribute"),
          let key = file.arguments(open: k + 3).first, file.isForegroundKey(key.value)
        {
          return true
        }
      }
      return pieceHasForeground(ini)
    }
    if let colored = returnedByMethod(r) { return colored }
    let first = file[r.lowerBound]
    if first.isIdentifier("NSAttributedString") || first.isIdentifier("NSMutableAttributedString"),
      file.isPunctuation(r.lowerBound + 1, "(")
    {
      let args = file.arguments(open: r.lowerBound + 1)
      guard args.first?.label == "string" else { return nil }
      text = args.first?.value
      attributes = args.first(where: { $0.label == "attributes" })?.value
    } else if first.isPunctuation("."), file.isIdentifier(r.lowerBound + 1, "init") {
      let args = file.arguments(open: r.lowerBound + 2)
      guard args.first?.label == "string" else { return nil }
      text = args.first?.value
      attributes = args.first(where: { $0.label == "attributes" })?.value
    } else if isObjC, first.isPunctuation("["), let m = file.message(open: r.lowerBound),
      m.parts[0].name == "initWithString"
    {
      text = m.parts[0].value
      attributes = m.parts.count > 1 ? m.parts[1].value : nil
    } else {
      return nil
    }
    if isWhitespaceText(text) { return nil }
    guard let attributes else { return false }
    let set = file.resolveAttributes(attributes, use: r.lowerBound)
    return set.resolved ? set.hasForeground : nil
  }

  /// For a call of a project method declared to return an attributed string (`title(for:)`,
  /// `Style.banner(text)`, `[self titleString]`): whether it applies a foreground; nil when the
  /// expression is not such a call.
  private func returnedByMethod(_ r: Range<Int>) -> Bool? {
    guard let last = r.last else { return nil }
    if isObjC, file.isPunctuation(r.lowerBound, "["), file.match[r.lowerBound] == last,
      let m = file.message(open: r.lowerBound)
    {
      return context.attributedStringMethods[m.parts[0].name]
    }
    guard file.isPunctuation(last, ")"), file.match[last] > r.lowerBound,
      file.isIdentifierToken(file.match[last] - 1)
    else { return nil }
    // Only a plain call chain: names and dots before the parentheses.
    let callee = file.match[last] - 1
    for k in r.lowerBound..<callee
    where file[k].kind != .identifier && !file.isPunctuation(k, ".") {
      return nil
    }
    return context.attributedStringMethods[file[callee].text]
  }

  /// Whether the `{` at `p` opens the body of a function, a computed property or a getter,
  /// whose single expression is its result; not a closure's (`fields.map { … }`), whose result
  /// goes where the closure's does.
  private func isFunctionOrPropertyBody(_ p: Int) -> Bool {
    if isObjC || file.previousFunctionName(before: p) != nil || file.isIdentifier(p - 1, "get") {
      return true
    }
    // `var title: NSAttributedString {`
    var j = p - 1
    while j > 0,
      file.isIdentifierToken(j) || file.isPunctuation(j, ".")
        || file.isPunctuation(j, "?") || file.isPunctuation(j, "!")
    {
      j -= 1
    }
    return file.isPunctuation(j, ":") && file.isIdentifierToken(j - 1)
      && file.isIdentifier(j - 2, "var")
  }

  private func returnFlow(at p: Int, depth: Int) -> ValueFlow {
    var flow = ValueFlow()
    guard let name = file.enclosingFunctionName(of: p) ?? file.enclosingObjectiveCMethodName(of: p)
    else {
      flow.sinks.insert(.unknown)
      return flow
    }
    var (callers, found) = callerFlow(of: name, depth: depth)
    // Callers in other files, for a method the project declares to return an attributed string.
    if !found, context.attributedStringMethods[name] != nil {
      var searched = 0
      for other in context.filesMentioning(name).lazy.map({ context.files[$0] })
      where other.path != file.path {
        searched += 1
        if searched > 8 { break }
        let (flow, foundThere) = SourceAnalyzer(file: other, context: context)
          .callerFlow(of: name, depth: depth)
        if foundThere {
          callers.merge(flow)
          found = true
        }
      }
    }
    flow.merge(callers)
    if !found { flow.sinks.insert(.unknown) }
    return flow
  }

  /// What the callers of function or method `name` in this file do with its result.
  func callerFlow(of name: String, depth: Int) -> (ValueFlow, found: Bool) {
    var flow = ValueFlow()
    var found = false
    // A method the project declares to return an attributed string is followed on any
    // receiver (`formatter.makeBio(for:)`); other names only on `self`.
    let anyReceiver = context.attributedStringMethods[name] != nil
    for i in uses(of: name, in: 0..<file.count)
    where !file.isIdentifier(i - 1, "func") && !file.isIdentifier(i - 1, "var")
      && file.parentBrace[i] >= 0
    {
      if isObjC, let open = messageOpening(selectorAt: i) {
        found = true
        flow.merge(flowOf(open..<file.pastClosing(open), depth: depth + 1))
        continue
      }
      var end = i + 1
      if file.isPunctuation(i + 1, "("), file.match[i + 1] > i { end = file.match[i + 1] + 1 }
      var start = i
      if file.isPunctuation(i - 1, "."),
        file.isIdentifier(i - 2, "self") || file.isIdentifier(i - 2, "Self")
      {
        start = i - 2
      } else if file.isPunctuation(i - 1, ".") {
        guard anyReceiver, file.isPunctuation(i + 1, "(") else { continue }
        // The receiver chain: `a.b.name(…)`.
        start = i - 1
        while file.isPunctuation(start, "."), file.isIdentifierToken(start - 1) { start -= 2 }
        start += 1
      }
      if isObjC, !file.isPunctuation(i + 1, "(") { continue }
      found = true
      flow.merge(flowOf(start..<end, depth: depth + 1))
    }
    return (flow, found)
  }

  /// The `[` of the Objective-C message whose selector starts at token `i` (`[self title]`,
  /// `[[Style shared] titleFor:x]`).
  private func messageOpening(selectorAt i: Int) -> Int? {
    var k = i - 1
    if file.isPunctuation(k, "]"), file.match[k] >= 0 {
      k = file.match[k] - 1
    } else if file.isIdentifierToken(k) {
      k -= 1
    } else {
      return nil
    }
    guard file.isPunctuation(k, "["), let m = file.message(open: k), m.parts[0].index == i else {
      return nil
    }
    return k
  }

  private func callArgumentFlow(at s: Int, depth: Int) -> ValueFlow {
    var flow = ValueFlow()
    guard let k = file.openingParenthesis(ofCallAround: s), k > 0, file[k - 1].kind == .identifier
    else {
      flow.sinks.insert(.unknown)
      return flow
    }
    let callee = file[k - 1].text
    let receiver = file.isPunctuation(k - 2, ".") ? k - 3 : -1
    switch callee {
    case "setValue"
    where Self.isAlertTextKey(
      file.arguments(open: k).first { $0.label == "forKey" }?.value, in: file):
      // `alert.setValue(text, forKey: "attributedMessage")`: the alert draws it in its own
      // colors, which adapt.
      flow.sinks.insert(.adaptive)
    case "setAttributedTitle":
      // UIButton's takes a state (`for: .normal`); a one-argument `setAttributedTitle(_:)` is
      // the project's own method (a cell's), whose view cannot be seen here.
      let isButton = file.arguments(open: k).contains { $0.label == "for" }
      if isButton, let button = receiverName(endingAt: receiver), colorsTitle(ofButton: button) {
        flow.sinks.insert(.themed)
      } else {
        flow.sinks.insert(isButton ? .button : .unknown)
      }
    case "Text", "AttributedString":
      flow.sinks.insert(.adaptive)
    case "CTFramesetterCreateWithAttributedString", "CTLineCreateWithAttributedString",
      "CTTypesetterCreateWithAttributedString":
      // A line or frame draws its runs' colors only when this file draws it; one made to lay
      // out or measure (glyph runs filled with the context's color by `CTFontDrawGlyphs`,
      // bounds) shows no color, and one handed on is drawn where this file cannot see.
      let drawn = file.containsIdentifier(in: 0..<file.count, Self.coreTextDrawingCalls)
      flow.sinks.insert(drawn ? .coreText : .unknown)
    case "NSTextStorage":
      // A text storage shows its runs' colors in a text view, or where its layout manager draws
      // the glyphs; one made to lay text out (hit-testing links over a SwiftUI `Text`) draws
      // nothing, and one handed on is shown where this file cannot see.
      let shown =
        file.containsIdentifier(in: 0..<file.count, ["drawGlyphs", "drawBackground"])
        || (0..<file.count).contains {
          file[$0].kind == .identifier && file[$0].text.hasSuffix("TextView")
        }
      flow.sinks.insert(shown ? .textView : .unknown)
    case "setAttributedString", "replaceCharacters":
      let owner = receiver >= 0 ? (receiverName(endingAt: receiver) ?? "") : ""
      if owner.lowercased().contains("storage") {
        flow.sinks.insert(storageEditSink(storageEndingAt: receiver))
      } else if receiver >= 0, file[receiver].kind == .identifier {
        flow.merge(containerFlow(receiver, depth: depth))
      } else {
        flow.sinks.insert(.unknown)
      }
    case "append", "insert":
      if receiver >= 0, file[receiver].kind == .identifier {
        let owner = receiverName(endingAt: receiver) ?? ""
        if owner.lowercased().contains("storage") {
          flow.sinks.insert(storageEditSink(storageEndingAt: receiver))
        } else {
          flow.merge(containerFlow(receiver, depth: depth))
        }
      } else {
        flow.sinks.insert(.unknown)
      }
    case "NSMutableAttributedString", "NSAttributedString":
      flow.merge(flowOf((k - 1)..<file.pastClosing(k), depth: depth + 1))
    default:
      flow.sinks.insert(.unknown)
    }
    return flow
  }

  /// Whether a key-value coding key is an alert controller's attributed title or message
  /// (`"attributedMessage"`, `@"attributedTitle"`).
  private static func isAlertTextKey(_ key: Range<Int>?, in file: SourceFile) -> Bool {
    guard let key else { return false }
    return key.contains {
      file[$0].kind == .string && ["attributedTitle", "attributedMessage"].contains(file[$0].text)
    }
  }

  /// Core Text's calls that draw a line, frame or run with its attributes' colors.
  private static let coreTextDrawingCalls: Set<String> = ["CTLineDraw", "CTFrameDraw", "CTRunDraw"]

  private func objCArgumentFlow(_ m: SourceFile.Message, part: Int, depth: Int) -> ValueFlow {
    var flow = ValueFlow()
    let name = m.parts[part].name
    let owner = receiverName(in: m.receiver) ?? ""
    switch name {
    case "setValue"
    where Self.isAlertTextKey(m.parts.first { $0.name == "forKey" }?.value, in: file):
      flow.sinks.insert(.adaptive)
    case "setAttributedText":
      flow.sinks.insert(sinkForView(receiverEndingAt: m.receiver.upperBound - 1, named: owner))
    case "setAttributedTitle":
      flow.sinks.insert(colorsTitle(ofButton: owner) ? .themed : .button)
    case "setAttributedPlaceholder":
      flow.sinks.insert(.placeholder)
    case "appendAttributedString", "insertAttributedString", "setAttributedString",
      "replaceCharactersInRange":
      if owner.lowercased().contains("storage") {
        flow.sinks.insert(storageEditSink(storageEndingAt: m.receiver.upperBound - 1))
      } else if m.receiver.count == 1 {
        flow.merge(containerFlow(m.receiver.lowerBound, depth: depth))
      } else {
        flow.sinks.insert(.unknown)
      }
    case "initWithAttributedString":
      flow.merge(flowOf(m.open..<file.pastClosing(m.open), depth: depth + 1))
    default:
      flow.sinks.insert(.unknown)
    }
    return flow
  }

  /// The flow of a piece appended into the attributed string held by the variable at
  /// `receiver`: what happens to the container after, and whether its other pieces are colored.
  private func containerFlow(_ receiver: Int, depth: Int) -> ValueFlow {
    let name = file[receiver].text
    guard let decl = file.localDeclaration(of: name, before: receiver) else {
      var flow = ValueFlow()
      flow.sinks.insert(.unknown)
      return flow
    }
    var flow = variableFlow(nameIndex: decl.nameIndex, from: receiver + 1, depth: depth + 1)
    // Siblings appended before, and the container's own initial text.
    if let ini = decl.initializer, pieceHasForeground(ini) == true { flow.siblingColored = true }
    let scopeEnd = file.scopeEnd(of: decl.nameIndex)
    for k in decl.nameIndex..<scopeEnd where file[k].isIdentifier(name) && k != receiver {
      if file.isPunctuation(k + 1, "."),
        file.isIdentifier(k + 2, "append") || file.isIdentifier(k + 2, "insert"),
        file.isPunctuation(k + 3, "("), let piece = file.arguments(open: k + 3).first,
        pieceHasForeground(piece.value) == true
      {
        flow.siblingColored = true
      }
      if isObjC, file.isPunctuation(k - 1, "["), let m = file.message(open: k - 1),
        m.parts[0].name == "appendAttributedString" || m.parts[0].name == "insertAttributedString",
        pieceHasForeground(m.parts[0].value) == true
      {
        flow.siblingColored = true
      }
      if file.isPunctuation(k + 1, "."), file.isIdentifier(k + 2, "addAttribute"), k < receiver,
        let key = file.arguments(open: k + 3).first, file.isForegroundKey(key.value)
      {
        flow.siblingColored = true
      }
    }
    return flow
  }

  // MARK: - Receivers

  /// Where an edit of a text storage shows (`textView.textStorage.replaceCharacters(…)`,
  /// `[self.textStorage appendAttributedString:…]`): in the text view, unless the project makes a
  /// delegate process every edit of that view type's storage.
  private func storageEditSink(storageEndingAt i: Int) -> TextSink {
    guard !context.processedStorageViews.isEmpty else { return .textView }
    var k = i
    while k >= 0, file.isPunctuation(k, "?") || file.isPunctuation(k, "!") { k -= 1 }
    guard k >= 0, file.isIdentifier(k, "textStorage") else { return .textView }
    var viewTypes = file.enclosingTypeName(of: k).map { [$0] } ?? []
    if file.isPunctuation(k - 1, "."), let owner = receiverName(endingAt: k - 2), owner != "self" {
      viewTypes = file.declaredType(of: owner).map(file.aliasedTypes) ?? []
    }
    return viewTypes.contains(where: context.processedStorageViews.contains)
      ? .processedTextStorage : .textView
  }

  /// The outlet of this type whose name ends at `i` (`self.notesView`, `_notesView`, or an
  /// `@IBOutlet` of the type): not a parameter or local that happens to share an outlet's name.
  private func ownOutlet(endingAt i: Int) -> String? {
    var k = i
    while k >= 0, file.isPunctuation(k, "?") || file.isPunctuation(k, "!") { k -= 1 }
    guard k >= 0, file[k].kind == .identifier else { return nil }
    let name = ProjectContext.normalized(file[k].text)
    let type = file.enclosingTypeName(of: k) ?? ""
    let qualifiedBySelf = file.isPunctuation(k - 1, ".") && file.isIdentifier(k - 2, "self")
    let unqualified = !file.isPunctuation(k - 1, ".")
    guard
      qualifiedBySelf || file[k].text.hasPrefix("_")
        || (unqualified && context.isOutlet(in: type, view: name))
    else { return nil }
    return name
  }

  /// The last name of the receiver chain ending at `i` (`cell.titleLabel?` → `titleLabel`).
  private func receiverName(endingAt i: Int) -> String? {
    var k = i
    while k >= 0, file.isPunctuation(k, "?") || file.isPunctuation(k, "!") { k -= 1 }
    if k >= 0, file.isPunctuation(k, ")"), file.match[k] > 0 { return file.text(file.match[k] - 1) }
    guard k >= 0, file[k].kind == .identifier else { return nil }
    return file[k].text
  }

  /// Whether the type around `i` sets the text color of the view whose name ends at `i` (its own
  /// for `self`): setting a text view's `textColor` gives its typing attributes a foreground too.
  private func setsTextColor(ofReceiverEndingAt i: Int) -> Bool {
    let type = file.enclosingTypeName(of: max(i, 0)) ?? ""
    guard let name = receiverName(endingAt: i), name != "self" else {
      return context.setsTextColor(in: type, view: "")
    }
    return context.setsTextColor(in: type, view: name)
  }

  /// Whether this file calls, on a view named `name`, a method of the project's extensions of
  /// UIKit's view classes that sets a text color (`pricingLabel?.applyThemeCollection(…)`).
  private func callsTextColorSettingMethod(on name: String) -> Bool {
    guard !context.textColorSettingMethods.isEmpty else { return false }
    for k in file.positions(of: name, in: 0..<file.count) {
      var dot = k + 1
      while file.isPunctuation(dot, "?") || file.isPunctuation(dot, "!") { dot += 1 }
      guard file.isPunctuation(dot, "."), file.isPunctuation(dot + 2, "("),
        context.textColorSettingMethods.contains(file.text(dot + 1))
      else { continue }
      return true
    }
    return false
  }

  /// Whether this file makes the view `name` with a text color: a factory that takes one
  /// (`_fileNameL = [UILabel labelWithFont:font textColor:kColor222]`, Coding's label category;
  /// `let title = UILabel.make(textColor: .secondaryLabel)`).
  private func isMadeWithTextColor(_ name: String) -> Bool {
    for k in file.positions(of: name, in: 0..<file.count)
      + file.positions(of: "_" + name, in: 0..<file.count)
    where file.isPunctuation(k + 1, "=") && !file.isPunctuation(k + 2, "=") {
      let end = file.statementEnd(from: k + 2)
      guard end > k + 2 else { continue }
      if ((k + 2)..<end).contains(where: {
        file.isIdentifier($0, "textColor") && file.isPunctuation($0 + 1, ":")
      }) {
        return true
      }
    }
    return false
  }

  /// Whether `name`, used at token `i`, is a plain `UILabel` this file makes: a local or a
  /// property whose initializer calls `UILabel(…)` or `UILabel.init(…)` (also inside an
  /// initializer closure); not a label class of the project, nor an outlet.
  private func isPlainLabelMadeHere(_ name: String, before i: Int) -> Bool {
    let declarations =
      file.localDeclaration(of: name, before: i).map { [$0] } ?? file.memberDeclarations(of: name)
    guard !declarations.isEmpty else { return false }
    return declarations.allSatisfy { declaration in
      guard let initializer = declaration.initializer else { return false }
      return initializer.contains { k in
        file.isIdentifier(k, "UILabel")
          && (file.isPunctuation(k + 1, "(")
            || (file.isPunctuation(k + 1, ".") && file.isIdentifier(k + 2, "init")))
      }
    }
  }

  /// Whether this file gives button `name` the color its title runs without one are drawn in:
  /// a system button's tint (`actionButton.tintColor = .white`, `[button setTintColor:…]`), or
  /// a configuration's `baseForegroundColor` set in the function that configures it.
  private func colorsTitle(ofButton name: String) -> Bool {
    // A custom button draws such runs black, whatever its tint.
    let isCustom = file.memberDeclarations(of: name).contains {
      $0.initializer.map { file.containsIdentifier(in: $0, ["custom"]) } ?? false
    }
    for k in file.positions(of: name, in: 0..<file.count) {
      var dot = k + 1
      while file.isPunctuation(dot, "?") || file.isPunctuation(dot, "!") { dot += 1 }
      if !isCustom, file.isPunctuation(dot, "."), file.isIdentifier(dot + 1, "tintColor"),
        file.isPunctuation(dot + 2, "="), !file.isPunctuation(dot + 3, "=")
      {
        return true
      }
      if !isCustom, file.isIdentifier(k + 1, "setTintColor") { return true }
      if file.isPunctuation(dot, "."), file.isIdentifier(dot + 1, "configuration"),
        file.containsIdentifier(in: functionBody(around: k), ["baseForegroundColor"])
      {
        return true
      }
    }
    return false
  }

  private func receiverName(in range: Range<Int>) -> String? {
    guard !range.isEmpty else { return nil }
    return receiverName(endingAt: range.upperBound - 1)
  }

  private func sinkForView(receiverEndingAt i: Int, named name: String?) -> TextSink {
    func classify(_ s: String) -> TextSink? {
      let l = s.lowercased()
      if l.contains("textview") { return .textView }
      if l.contains("textfield") || l.hasSuffix("field") { return .textField }
      if l.contains("label") { return .label }
      if l.contains("button") { return .button }
      return nil
    }
    let type = file.enclosingTypeName(of: max(i, 0)) ?? ""
    guard let name, name != "self", name != "super" else {
      // A view subclass setting its own text.
      if context.setsTextColor(in: type, view: "") { return .themed }
      if let sup = file.enclosingSuperclass(of: max(i, 0)), let kind = classify(sup) {
        if kind == .textView || kind == .textField, context.textStorageUsers.contains(type) {
          return .themed
        }
        // A text view class that reads or overrides its own `textColor` leaves the color to
        // whoever sets it on an instance: probably themed.
        if kind == .textView || kind == .textField,
          !uses(of: "textColor", in: enclosingTypeBody(of: i)).isEmpty
        {
          return .probablyThemedTextView
        }
        return kind
      }
      return .label
    }
    let declared = file.declaredType(of: name)
    let kind = declared.flatMap(classify) ?? classify(name) ?? .label
    guard kind == .label || kind == .textView || kind == .textField else { return kind }
    // Qualified by something other than `self`: `cell.bodyView.attributedText`.
    var r = i
    while r >= 0, file.isPunctuation(r, "?") || file.isPunctuation(r, "!") { r -= 1 }
    let onOtherObject = file.isPunctuation(r - 1, ".") && !file.isIdentifier(r - 2, "self")
    if !onOtherObject, context.setsTextColor(in: type, view: name) { return .themed }
    if kind == .label, callsTextColorSettingMethod(on: name) { return .themed }
    if !onOtherObject, isMadeWithTextColor(name) { return .themed }
    // A view class of the project that colors itself, or a text view on a coloring storage.
    if let declared, context.setsTextColor(in: declared, view: "") { return .themed }
    // A `UILabel` the code makes whose color nothing sets draws uncolored runs in its default
    // `textColor`, `UIColor.label`, which adapts (Simplified's problem report).
    if kind == .label, !onOtherObject, isPlainLabelMadeHere(name, before: i),
      context.leavesLabelAppearanceAlone()
    {
      return .adaptive
    }
    if kind != .label {
      if let declared, context.textStorageUsers.contains(declared) { return .themed }
      // Declared in another file (an Objective-C header): every type a property of that name
      // has must set up a coloring storage.
      if declared == nil, let types = context.textViewTypesByName[name], !types.isEmpty,
        types.isSubset(of: context.textStorageUsers)
      {
        return .themed
      }
      if !onOtherObject, context.textStorageUsers.contains(type) { return .themed }
      if context.isOutlet(in: type, view: name) || context.setsTextColorAnywhere(view: name)
        || onOtherObject
      {
        return .probablyThemedTextView
      }
    } else if onOtherObject, context.setsTextColorAnywhere(view: name) {
      return .themed
    } else if !onOtherObject, context.isOutlet(in: type, view: name),
      context.adaptiveLabelOutlets.contains(ProjectContext.normalized(name))
    {
      // The document gives the label a text color that adapts, which fills uncolored runs.
      return .themed
    }
    return kind
  }

  // MARK: - Non-adaptive colors

  private mutating func analyzeStaticColors() {
    var printedOnlyTypes: [String: Bool] = [:]
    // Each value with the literal it is in, whether that literal also makes its run a link, and
    // the ground it paints behind the run.
    var values: [(value: Range<Int>, container: Int, link: Bool, ground: RunGround?)] = []
    // Glyphs of an icon font (FontAwesomeKit's `FAKIcon *star = [FAKIonIcons iosStarIconWithSize:
    // 30]`, then `[star addAttribute:…]`): a non-text element, which needs 3:1.
    var icons = Set<Int>()
    // Colors added to a string that the same function makes a link on another range.
    var linkElsewhere = Set<Int>()
    func isIcon(_ receiver: Int) -> Bool {
      file.isIdentifierToken(receiver)
        && file.declaredType(of: file[receiver].text)?.hasPrefix("FAK") == true
    }
    for i in 0..<file.count {
      let t = file[i]
      if t.isPunctuation("["), file.match[i] > i {
        if isObjC, let m = file.message(open: i) {
          // Only a dictionary's constructors and copies can hold a foreground value.
          if dictionaryMessageNames.contains(m.parts[0].name) {
            let set = file.resolveAttributes(i..<(file.match[i] + 1), use: i)
            for v in set.foregroundValues { values.append((v, i, set.hasLink, set.runGround)) }
          }
          continue
        }
        // Swift dictionary literal or subscript assignment `attrs[.foregroundColor] = value`.
        let inner = (i + 1)..<file.match[i]
        if file.isPunctuation(file.match[i] + 1, "="), i > 0, file[i - 1].kind == .identifier,
          file.isForegroundKey(inner)
        {
          let start = file.match[i] + 2
          values.append(
            (start..<file.statementEnd(from: start), i, false, groundAssigned(to: i - 1)))
          continue
        }
        if file.firstTopLevel(":", in: inner) != nil,
          !isObjC || file.isPunctuation(i - 1, "@") == false
        {
          let set = file.resolveAttributes(i..<(file.match[i] + 1), use: i)
          if set.resolved {
            for v in set.foregroundValues { values.append((v, i, set.hasLink, set.runGround)) }
          }
        }
      } else if t.isPunctuation("@"), file.isPunctuation(i + 1, "{"), file.match[i + 1] > i {
        let set = file.resolveAttributes(i..<(file.match[i + 1] + 1), use: i)
        for v in set.foregroundValues { values.append((v, i, set.hasLink, set.runGround)) }
      } else if t.isIdentifier("addAttribute"), file.isPunctuation(i + 1, "("),
        file.isPunctuation(i - 1, ".")
      {
        let args = file.arguments(open: i + 1)
        if let key = args.first, file.isForegroundKey(key.value),
          let v = args.first(where: { $0.label == "value" })
        {
          let range = args.first(where: { $0.label == "range" })?.value
          let others = attributesAddedBeside(call: i, receiver: i - 2, range: range)
          values.append((v.value, i, others.link, others.ground))
          if others.linkElsewhere { linkElsewhere.insert(i) }
          if isIcon(i - 2) { icons.insert(i) }
        }
      } else if isObjC, t.isIdentifier("addAttribute"), file.isPunctuation(i + 1, ":") {
        if let (m, _) = file.enclosingMessage(of: i + 2), file.isForegroundKey(m.parts[0].value),
          let v = m.parts.first(where: { $0.name == "value" })
        {
          let range = m.parts.first(where: { $0.name == "range" })?.value
          let receiver = m.receiver.isEmpty ? -1 : m.receiver.upperBound - 1
          let others = attributesAddedBeside(call: i, receiver: receiver, range: range)
          values.append((v.value, i, others.link, others.ground))
          if others.linkElsewhere { linkElsewhere.insert(i) }
          if isIcon(i - 1) { icons.insert(i) }
        }
      }
    }
    // The functions that also color a run fixed white: their text is made for a fixed dark
    // ground (Kodi's info panel: each name light gray, then its value in white).
    let whiteInFunction = Set(
      values.filter { file.isFixedWhite(in: $0.value) }.map {
        functionBody(around: $0.value.lowerBound).lowerBound
      })
    // The functions that give a view's own text a fixed color other than white: their text is
    // made for a fixed light ground (Primal's onboarding fields, `textColor = .black`).
    var fixedTextInFunction: [Int: (spelling: String, line: Int)] = [:]
    // The types that give a view's own text a fixed white: made for a fixed dark ground
    // (Threema's setup field: white text, a light gray placeholder).
    var whiteTextInType: [Int: Int] = [:]
    if !values.isEmpty {
      for k in 0..<file.count where file[k].isIdentifier("textColor") {
        guard file.isPunctuation(k + 1, "="), !file.isPunctuation(k + 2, "="),
          file.isPunctuation(k - 1, ".")
        else { continue }
        let value = (k + 2)..<file.statementEnd(from: k + 2)
        if file.isFixedWhite(in: value) {
          let type = enclosingTypeBody(of: k).lowerBound
          if whiteTextInType[type] == nil { whiteTextInType[type] = file[k].line }
          continue
        }
        guard let color = file.staticColor(in: value) else { continue }
        let body = functionBody(around: k).lowerBound
        if fixedTextInFunction[body] == nil {
          fixedTextInFunction[body] = (color.spelling, file[k].line)
        }
      }
    }
    for (value, container, link, runGround) in values {
      guard let fixed = file.staticColor(in: value) else { continue }
      if let rgba = fixed.value, Contrast.ratio(rgba, RGBA(red: 0, green: 0, blue: 0)) >= 4.5,
        whiteInFunction.contains(functionBody(around: value.lowerBound).lowerBound)
      {
        continue
      }
      let color = fixed.spelling
      if isExemptFromStaticColor(container: container) { continue }
      if isTitleOnFixedBar(container: container) { continue }
      if isSelectedStateTitle(container: container) { continue }
      // An inactive control's look needs no contrast (WCAG 1.4.3 exempts it).
      if isDisabledStateTitle(container: container) { continue }
      if file.fillsCanvasWithFixedColor(around: value.lowerBound) { continue }
      // Chosen for one appearance (`case (…, .dark):`): the code adapts it itself.
      if file.isChosenPerAppearance(at: value.lowerBound) { continue }
      // Follow the attributes to where they are drawn: the fill is often in another function.
      let uses = drawingUses(ofValueIn: container)
      if !uses.isEmpty, uses.allSatisfy({ canvasFilled(forUseAt: $0) }) { continue }
      let at = file.trimmed(value).lowerBound
      if let member = unusedMember(around: value.lowerBound) {
        report(
          AttributedTextStaticColorRule.self, .note, at: at,
          "`\(color)` is a fixed color in `\(member)`, which nothing else in the project names: "
            + "no text is drawn with it as the code stands; if it comes into use, use a dynamic "
            + "color such as `\(labelColor)` or an asset catalog color."
        )
        continue
      }
      // Paper is white in Dark Mode too: a fixed dark color is right for text only printed.
      if !context.printedMethods.isEmpty, let type = file.enclosingTypeName(of: value.lowerBound) {
        // Decided once per type: it counts the method's calls in every file of the project.
        let printed = printedOnlyTypes[type] ?? isPrintedOnly(type)
        printedOnlyTypes[type] = printed
        if printed { continue }
      }
      if rendersImage(around: value.lowerBound)
        || uses.contains(where: { rendersImage(around: $0) }) || onlyRendersImages
      {
        report(
          AttributedTextStaticColorRule.self, .note, at: at,
          "`\(color)` is a fixed color in text drawn into an image or PDF; if it is shown in the app rather than exported or printed, use a dynamic color such as `\(labelColor)`."
        )
        continue
      }
      // A text view paints a link run with its `linkTextAttributes` (the tint color unless the
      // app clears them): the fixed color may never be drawn.
      if link {
        report(
          AttributedTextStaticColorRule.self, .note, at: at,
          "`\(color)` colors a link run: a text view paints links with its `linkTextAttributes` (the tint color by default), so it shows only where those are cleared or outside a text view; use a dynamic color such as `\(labelColor)`."
        )
        continue
      }
      if linkElsewhere.contains(container) {
        report(
          AttributedTextStaticColorRule.self, .note, at: at,
          "`\(color)` is a fixed color in a string that the same code makes a link on a range that may hold this run: a text view paints link runs with its `linkTextAttributes`, and draws this color only outside them; use a dynamic color such as `\(labelColor)`."
        )
        continue
      }
      let isIcon = icons.contains(container)
      // On a ground the run paints itself, the color is measured there.
      if let runGround {
        let (severity, message, failsIn) = fixedColorOnRunGround(
          fixed, runGround, isIcon: isIcon)
        report(AttributedTextStaticColorRule.self, severity, at: at, message, failsIn: failsIn)
        continue
      }
      // On a ground the type fixes (its own background, or the appearance it pins), the color
      // is measured there.
      if let type = file.enclosingTypeName(of: value.lowerBound), let ground = knownGrounds[type] {
        let (severity, message, failsIn) = Self.fixedColorOnKnownGround(
          fixed, ground, labelColor: labelColor, isIcon: isIcon)
        report(AttributedTextStaticColorRule.self, severity, at: at, message, failsIn: failsIn)
        continue
      }
      // Beside text the function colors fixed and dark too: one fixed scheme, for a fixed
      // ground the pairing checks measure where they find it.
      if fixed.value.map({
        Contrast.ratio($0, RGBA(red: 1, green: 1, blue: 1)) >= minimumRatio(isIcon)
      }) ?? true,
        let plain = fixedTextInFunction[functionBody(around: value.lowerBound).lowerBound]
      {
        report(
          AttributedTextStaticColorRule.self, .note, at: at,
          "`\(color)` is a fixed color, like the text color this function sets on line \(plain.line) "
            + "(`\(plain.spelling)`): text made for a fixed ground, which Dark Mode does not change; "
            + "if that ground adapts, use a dynamic color such as `\(labelColor)` or an asset catalog "
            + "color for both."
        )
        continue
      }
      // Beside text its type colors fixed white: made for a fixed dark ground.
      if let rgba = fixed.value,
        Contrast.ratio(rgba, RGBA(red: 0, green: 0, blue: 0)) >= minimumRatio(isIcon),
        let line = whiteTextInType[enclosingTypeBody(of: value.lowerBound).lowerBound]
      {
        let ratio = ReportText.ratio(Contrast.ratio(rgba, RGBA(red: 0, green: 0, blue: 0)))
        report(
          AttributedTextStaticColorRule.self, .note, at: at,
          "`\(color)` is a fixed color: \(ratio) on black, where it reads, in a type that gives "
            + "text a fixed white on line \(line): text made for a fixed dark ground; if that "
            + "ground adapts, use a dynamic color such as `\(labelColor)` or an asset catalog "
            + "color for both."
        )
        continue
      }
      // On the fixed ground a storyboard or xib gives the type, where its code leaves that
      // ground alone; not a bar's title, drawn on the bar.
      if let type = file.enclosingTypeName(of: value.lowerBound),
        !setsOwnBackground(type), !isBarTitle(container: container),
        let ground = context.documentGround(of: type)
      {
        let (severity, message, failsIn) = Self.fixedColorOnKnownGround(
          fixed, .document(ground.color, file: ground.file), labelColor: labelColor,
          isIcon: isIcon)
        report(AttributedTextStaticColorRule.self, severity, at: at, message, failsIn: failsIn)
        continue
      }
      let (severity, message) = Self.fixedColorMessage(
        fixed, labelColor: labelColor, isIcon: isIcon)
      report(
        AttributedTextStaticColorRule.self, severity, at: at, message,
        failsIn: Self.failingStyles(fixed, isIcon: isIcon))
    }
  }

  /// Whether the type's code in this file sets its own background (`backgroundColor = …`,
  /// `self.view.backgroundColor = …`), whatever the value: the document's is then not what shows.
  private func setsOwnBackground(_ type: String) -> Bool {
    for k in file.positions(of: "backgroundColor", in: 0..<file.count)
    where file.isPunctuation(k + 1, "=") && !file.isPunctuation(k + 2, "=")
      && file.enclosingTypeName(of: k) == type
    {
      if !file.isPunctuation(k - 1, ".") { return true }
      if file.isIdentifier(k - 2, "self") && !file.isPunctuation(k - 3, ".") { return true }
      if file.isIdentifier(k - 2, "view"),
        !file.isPunctuation(k - 3, ".") || file.isIdentifier(k - 4, "self")
      {
        return true
      }
    }
    return false
  }

  /// Whether the attributes at `container` are a bar's or a bar item's title attributes, drawn
  /// on the bar rather than on the type's own views.
  private func isBarTitle(container: Int) -> Bool {
    let setter =
      file.isPunctuation(container - 1, "=")
      ? file.text(container - 2)
      : calleeName(ofArgumentAt: container)
    return setter.map(Self.barTitleSetters.contains) ?? false
  }

  private static let barTitleSetters: Set<String> = [
    "setTitleTextAttributes", "setLargeTitleTextAttributes", "titleTextAttributes",
    "largeTitleTextAttributes",
  ]

  /// A ground the code fixes for text: a type's own, or one a run paints.
  ///
  /// A type's own opaque `backgroundColor` (or its `view`'s, for a controller), a fixed color the
  /// code spells (Primal's profile card, `backgroundColor = .white`); else the default ground of
  /// the appearance it pins (`overrideUserInterfaceStyle = .dark`). The first of each in the
  /// file.
  enum KnownGround {
    case fixed(StaticColor, RGBA)
    case pinned(Style)
    /// The run's own background (`.backgroundColor: UIColor.yellow`).
    case run(StaticColor, RGBA)
    /// The fixed background an Interface Builder document gives the type, and the document's
    /// name.
    case document(RGBA, file: String)
  }

  private lazy var knownGrounds: [String: KnownGround] = {
    var grounds: [String: KnownGround] = [:]
    var pinned: [String: Style] = [:]
    for k in 0..<file.count where file[k].kind == .identifier {
      let name = file[k].text
      guard name == "backgroundColor" || name == "overrideUserInterfaceStyle",
        file.isPunctuation(k + 1, "="), !file.isPunctuation(k + 2, "=")
      else { continue }
      guard let type = file.enclosingTypeName(of: k) else { continue }
      let value = (k + 2)..<file.statementEnd(from: k + 2)
      if name == "overrideUserInterfaceStyle" {
        if file.isPunctuation(k + 2, "."), pinned[type] == nil {
          if file.isIdentifier(k + 3, "dark") { pinned[type] = .dark }
          if file.isIdentifier(k + 3, "light") { pinned[type] = .light }
        }
        continue
      }
      // Its own: `backgroundColor =`, `self.backgroundColor =`, `view.backgroundColor =`,
      // `self.view.backgroundColor =`.
      var receiver = k
      if file.isPunctuation(k - 1, ".") {
        receiver = k - 2
        if file.isIdentifier(receiver, "view") {
          guard !file.isPunctuation(receiver - 1, ".") || file.isIdentifier(receiver - 2, "self")
          else { continue }
        } else {
          guard file.isIdentifier(receiver, "self"), !file.isPunctuation(receiver - 1, ".") else {
            continue
          }
        }
      }
      guard grounds[type] == nil else { continue }
      // White, which the rule never flags as text, is a ground like any other.
      if file.isFixedWhite(in: value), !file.isIdentifier(value.upperBound - 1, "lightText"),
        !file.isIdentifier(value.upperBound - 1, "lightTextColor")
      {
        grounds[type] = .fixed(
          StaticColor(spelling: "white", value: RGBA(red: 1, green: 1, blue: 1)),
          RGBA(red: 1, green: 1, blue: 1))
      } else if let color = file.staticColor(in: value), let rgba = color.value {
        grounds[type] = .fixed(color, rgba)
      }
    }
    for (type, style) in pinned where grounds[type] == nil { grounds[type] = .pinned(style) }
    return grounds
  }()

  private func minimumRatio(_ isIcon: Bool) -> Double { isIcon ? 3 : 4.5 }

  /// What the function around an `addAttribute(.foregroundColor, …)` call at `call` also adds
  /// to the same string (the identifier at `receiver`): a link, which a text view paints in its
  /// own link color, and a background (zap's log lines: a light gray highlight behind a dark
  /// gray date), whose ground is certain where its range is spelled as the color's.
  private func attributesAddedBeside(call: Int, receiver: Int, range: Range<Int>?) -> (
    link: Bool, linkElsewhere: Bool, ground: RunGround?
  ) {
    guard receiver >= 0, file.isIdentifierToken(receiver) else { return (false, false, nil) }
    let name = file[receiver].text
    let spelled = range.map { file.trimmed($0).map { file[$0].text }.joined(separator: " ") }
    var link = false
    var linkElsewhere = false
    var ground: RunGround?
    for k in uses(of: name, in: functionBody(around: call)) where k != receiver {
      // `name.addAttribute(key, value: v, range: r)` or `[name addAttribute:key value:v range:r]`.
      var key: Range<Int>?
      var value: Range<Int>?
      var other: Range<Int>?
      if file.isPunctuation(k + 1, "."), file.isIdentifier(k + 2, "addAttribute"),
        file.isPunctuation(k + 3, "(")
      {
        let args = file.arguments(open: k + 3)
        key = args.first?.value
        value = args.first(where: { $0.label == "value" })?.value
        other = args.first(where: { $0.label == "range" })?.value
      } else if isObjC, file.isIdentifier(k + 1, "addAttribute"), file.isPunctuation(k + 2, ":"),
        let (m, _) = file.enclosingMessage(of: k + 3)
      {
        key = m.parts.first?.value
        value = m.parts.first(where: { $0.name == "value" })?.value
        other = m.parts.first(where: { $0.name == "range" })?.value
      }
      guard let key, let value else { continue }
      let otherSpelled = other.map { file.trimmed($0).map { file[$0].text }.joined(separator: " ") }
      let sameRange = spelled != nil && otherSpelled == spelled
      if file.isLinkKey(key) {
        if sameRange { link = true } else { linkElsewhere = true }
      }
      if ground == nil, var found = file.runGround(key: key, value: value), found.drawnByUIKit {
        found.mayMissTheRun = !sameRange
        ground = found
      }
    }
    return (link, linkElsewhere && !link, ground)
  }

  /// The ground UIKit paints behind the runs of attributes assigned one by one, where the same
  /// function assigns it to the same container: `container.backgroundColor = …`,
  /// `container[keyPath: \.uiKit.backgroundColor] = …`, `attributes[.backgroundColor] = …`.
  private func groundAssigned(to receiver: Int) -> RunGround? {
    let name = file[receiver].text
    for k in uses(of: name, in: functionBody(around: receiver)) where k != receiver {
      var j = k + 1
      while file.isPunctuation(j, "."),
        file.isIdentifier(j + 1, "uiKit") || file.isIdentifier(j + 1, "swiftUI")
          || file.isIdentifier(j + 1, "appKit")
      {
        j += 2
      }
      let key: Range<Int>
      let value: Int
      if file.isPunctuation(j, "."), file.isIdentifierToken(j + 1), file.isPunctuation(j + 2, "=") {
        (key, value) = (j..<(j + 2), j + 3)
      } else if file.isPunctuation(j, "["), file.match[j] > j,
        file.isPunctuation(file.match[j] + 1, "=")
      {
        (key, value) = ((j + 1)..<file.match[j], file.match[j] + 2)
      } else {
        continue
      }
      guard !file.isPunctuation(value, "="),
        let ground = file.runGround(key: key, value: value..<file.statementEnd(from: value)),
        ground.drawnByUIKit
      else { continue }
      return ground
    }
    return nil
  }

  /// A fixed text color measured on the ground its run paints: where UIKit paints a color the
  /// code spells, as on a type's fixed ground; else a note, the ground being the app's to draw
  /// or of a value not known here.
  private func fixedColorOnRunGround(_ color: StaticColor, _ ground: RunGround, isIcon: Bool)
    -> (Severity, String, [Style]?)
  {
    let value = file.trimmed(ground.value)
    let spelled = value.map { file[$0].text }.joined()
    if ground.drawnByUIKit, !ground.mayMissTheRun {
      if file.isFixedWhite(in: value), !file.isIdentifier(value.upperBound - 1, "lightText"),
        !file.isIdentifier(value.upperBound - 1, "lightTextColor")
      {
        let white = RGBA(red: 1, green: 1, blue: 1)
        return Self.fixedColorOnKnownGround(
          color, .run(StaticColor(spelling: "white", value: white), white), labelColor: labelColor,
          isIcon: isIcon)
      }
      if let fixed = file.staticColor(in: value), let rgba = fixed.value {
        return Self.fixedColorOnKnownGround(
          color, .run(fixed, rgba), labelColor: labelColor, isIcon: isIcon)
      }
    }
    if ground.mayMissTheRun {
      return (
        .note,
        "`\(color.spelling)` is a fixed color in a string that also paints a ground "
          + "(`\(ground.key)`: `\(spelled)`) on a range that may hold this run: where it does, "
          + "whether it reads is decided there, and elsewhere by the view's ground; use a dynamic "
          + "color such as `\(labelColor)` or an asset catalog color if that ground adapts.",
        nil
      )
    }
    let painter = ground.drawnByUIKit ? "UIKit paints" : "the app's own drawing paints"
    return (
      .note,
      "`\(color.spelling)` is a fixed color on a run that carries its own ground (`\(ground.key)`: "
        + "`\(spelled)`), which \(painter) behind the text: whether it reads is decided there; "
        + "use a dynamic color such as `\(labelColor)` or an asset catalog color if the ground "
        + "adapts.",
      nil
    )
  }

  /// A fixed text color measured on the ground its type fixes.
  ///
  /// A note where it reads there, a warning where it does not. Where its value is not known (an
  /// app's own initializer), a note: on a fixed ground, or in one appearance, Dark Mode changes
  /// neither side.
  static func fixedColorOnKnownGround(
    _ color: StaticColor, _ ground: KnownGround, labelColor: String, isIcon: Bool
  ) -> (Severity, String, [Style]?) {
    let minimum = isIcon ? 3 : 4.5
    let needs = isIcon ? "an icon's glyph needs 3:1" : "text needs 4.5:1"
    let advice = "use a dynamic color such as `\(labelColor)` or an asset catalog color."
    let (background, described, styles): (RGBA, String, [Style]) = {
      switch ground {
      case .fixed(let spelled, let rgba):
        return (
          rgba, "the fixed background this type sets (`\(spelled.spelling)`)", [.light, .dark]
        )
      case .run(let spelled, let rgba):
        return (
          rgba, "the background its run paints (`\(spelled.spelling)`)", [.light, .dark]
        )
      case .document(let rgba, let file):
        let spelled =
          rgba.hexString.hasSuffix("FF") ? String(rgba.hexString.dropLast(2)) : rgba.hexString
        return (
          rgba, "the fixed background \(file) gives this type (`\(spelled)`)", [.light, .dark]
        )
      case .pinned(let style):
        let black = RGBA(red: 0, green: 0, blue: 0)
        let white = RGBA(red: 1, green: 1, blue: 1)
        return style == .dark
          ? (black, "Dark Mode's black, the appearance this type pins", [.dark])
          : (white, "Light Mode's white, the appearance this type pins", [.light])
      }
    }()
    guard let value = color.value else {
      return (
        .note,
        "`\(color.spelling)` is a fixed color on \(described): Dark Mode changes neither, so "
          + "whether it reads is decided by its value there; it does not adapt if the text is "
          + "shown on another ground; \(advice)", nil
      )
    }
    let ratio = Contrast.ratio(value, background)
    let shown = ReportText.ratio(ratio)
    if ratio >= minimum {
      return (
        .note,
        "`\(color.spelling)` is a fixed color: \(shown) on \(described), where it reads; it does "
          + "not adapt if the text is shown on another ground; \(advice)", nil
      )
    }
    return (
      .warning,
      "`\(color.spelling)` is a fixed color: \(shown) on \(described), where \(needs); \(advice)",
      styles
    )
  }

  /// What a fixed text color does, measured where its value is known on the ground text is
  /// drawn on by default (`systemBackground`: white in Light Mode, black in Dark Mode).
  ///
  /// `lightGray` reads in Dark Mode and fails in Light Mode; saying it "does not adapt to Dark
  /// Mode" sent the reader to the appearance where it reads.
  /// The appearances whose default ground (white, black) a fixed color fails on; nil when its
  /// value is not known.
  static func failingStyles(_ color: StaticColor, isIcon: Bool) -> [Style]? {
    guard let value = color.value else { return nil }
    let minimum = isIcon ? 3 : 4.5
    return [
      (Style.light, RGBA(red: 1, green: 1, blue: 1)), (Style.dark, RGBA(red: 0, green: 0, blue: 0)),
    ].filter { Contrast.ratio(value, $0.1) < minimum }.map(\.0)
  }

  static func fixedColorMessage(_ color: StaticColor, labelColor: String, isIcon: Bool = false)
    -> (Severity, String)
  {
    let advice = "use a dynamic color such as `\(labelColor)` or an asset catalog color."
    guard let value = color.value else {
      return (
        .warning, "`\(color.spelling)` is a fixed color that does not adapt to Dark Mode; \(advice)"
      )
    }
    let minimum = isIcon ? 3 : 4.5
    let needs = isIcon ? "an icon's glyph needs 3:1" : "text needs 4.5:1"
    let light = Contrast.ratio(value, RGBA(red: 1, green: 1, blue: 1))
    let dark = Contrast.ratio(value, RGBA(red: 0, green: 0, blue: 0))
    let shown = (light: ReportText.ratio(light), dark: ReportText.ratio(dark))
    if light < minimum {
      return (
        .warning,
        "`\(color.spelling)` is a fixed color: \(shown.light) on Light Mode's white background, "
          + "where \(needs) (\(shown.dark) on Dark Mode's black); \(advice)"
      )
    }
    if dark < minimum {
      return (
        .warning,
        "`\(color.spelling)` is a fixed color that does not adapt to Dark Mode: \(shown.dark) on its "
          + "black background, where \(needs) (\(shown.light) on Light Mode's white); "
          + advice
      )
    }
    // A mid gray between about #747474 and #767676 reads on both default grounds.
    return (
      .note,
      "`\(color.spelling)` is a fixed color: \(shown.light) on Light Mode's white background and "
        + "\(shown.dark) on Dark Mode's black, but it does not follow a grouped or elevated "
        + "background, nor Increase Contrast; \(advice)"
    )
  }

  /// Whether `type`'s attributed strings are made to be printed: the type declares (in this
  /// file) a method the project hands to a print formatter, and every call of that method in the
  /// project is one of those.
  private func isPrintedOnly(_ type: String) -> Bool {
    guard !context.printedMethods.isEmpty else { return false }
    for (name, printed) in context.printedMethods.sorted(by: { $0.key < $1.key }) {
      let declaredHere = uses(of: name, in: 0..<file.count).contains {
        file.isIdentifier($0 - 1, "func") && file.enclosingTypeName(of: $0) == type
      }
      guard declaredHere else { continue }
      let calls = context.files.reduce(0) { count, other in
        count
          + other.tokens.indices.filter {
            other.tokens[$0].kind == .identifier && other.tokens[$0].text == name
              && other.isPunctuation($0 + 1, "(") && !other.isIdentifier($0 - 1, "func")
          }.count
      }
      if calls == printed { return true }
    }
    return false
  }

  /// Whether the drawing at token `use` happens on a canvas the code fills: in its own function,
  /// or in a function of this file that calls it (`draw(_:)` fills, then calls `drawLegend()`).
  private func canvasFilled(forUseAt use: Int) -> Bool {
    if drawsOnOwnCanvas(use) { return true }
    guard let name = file.enclosingFunctionName(of: use) else { return false }
    let callers = uses(of: name, in: 0..<file.count).filter {
      !file.isIdentifier($0 - 1, "func") && file.isPunctuation($0 + 1, "(")
    }
    return !callers.isEmpty && callers.allSatisfy { drawsOnOwnCanvas($0) }
  }

  /// Where the attributes (or string) holding a color are used, when they are stored.
  ///
  /// Stored means in a variable or property: `let attrs = [...]`, `attrs[.foregroundColor] = …`,
  /// `s.addAttribute(.foregroundColor, …)`. Empty when the value is used in place.
  private func drawingUses(ofValueIn container: Int) -> [Int] {
    var nameIndex: Int?
    if file.isPunctuation(container - 1, "=")
      || file.isPunctuation(container - 1, "@")
        && file.isPunctuation(container - 2, "=")
    {
      let equals = file.isPunctuation(container - 1, "=") ? container - 1 : container - 2
      if file.isIdentifierToken(equals - 1) {
        nameIndex = equals - 1
      } else if let letIndex = (max(0, equals - 16)..<equals).last(where: {
        file.isIdentifier($0, "let") || file.isIdentifier($0, "var")
      }), file.isIdentifierToken(letIndex + 1) {
        // `let attributes: [NSAttributedString.Key: Any] = [...]`
        nameIndex = letIndex + 1
      }
    } else if file.isPunctuation(container, "["), file.isIdentifierToken(container - 1) {
      nameIndex = container - 1
    } else if file.isIdentifier(container, "addAttribute"), file.isPunctuation(container - 1, "."),
      file.isIdentifierToken(container - 2)
    {
      nameIndex = container - 2
    }
    guard let nameIndex else { return [] }
    let name = file[nameIndex].text
    let scope: Range<Int>
    if let decl = file.localDeclaration(of: name, before: nameIndex + 1),
      !file.isTypeBody(file.parentBrace[decl.nameIndex])
    {
      scope = decl.nameIndex..<file.scopeEnd(of: decl.nameIndex)
    } else {
      scope = 0..<file.count
    }
    let home =
      file.parentBrace[container] >= 0 && !file.isTypeBody(file.parentBrace[container])
      ? file.scopeRange(of: container) : container..<container
    return uses(of: name, in: scope).filter { use in
      use != nameIndex && !home.contains(use)
        && !(file.isPunctuation(use - 1, ".") && !file.isIdentifier(use - 2, "self"))
        && !file.isIdentifier(use - 1, "let") && !file.isIdentifier(use - 1, "var")
    }
  }

  /// The Swift member holding token `i`, when nothing else in the project names it: a property
  /// or method no code uses (breadwallet's `static var regularAttributes`), so nothing draws
  /// what it holds.
  ///
  /// Not judged: Objective-C (UIKit calls methods such as `drawRect:` by selector), overrides,
  /// members UIKit or a document may reach (`@objc`, `@IBAction`, `@IBInspectable`, `dynamic`,
  /// `@NSManaged`), `public` and `open` ones (another module may use them), initializers and
  /// subscripts.
  private func unusedMember(around i: Int) -> String? {
    guard !isObjC else { return nil }
    var open = file.parentBrace[i]
    var keyword: Int?
    if open >= 0, file.isTypeBody(open) {
      // A stored property's initializer: back to its `let` or `var`.
      var k = i - 1
      while k > open, !file.isPunctuation(k, "{"), !file.isPunctuation(k, "}"),
        !file.isPunctuation(k, ";")
      {
        if file.parentBrace[k] == open, file.isIdentifier(k, "let") || file.isIdentifier(k, "var") {
          keyword = k
          break
        }
        k -= 1
      }
    } else {
      while open >= 0, file.parentBrace[open] >= 0, !file.isTypeBody(file.parentBrace[open]) {
        open = file.parentBrace[open]
      }
      guard open >= 0 else { return nil }
      var k = open - 1
      while k >= 0, k > open - 80, !file.isPunctuation(k, "{"), !file.isPunctuation(k, "}"),
        !file.isPunctuation(k, ";")
      {
        if file.isPunctuation(k, ")") || file.isPunctuation(k, "]"), file.match[k] >= 0,
          file.match[k] < k
        {
          k = file.match[k] - 1
          continue
        }
        if ["func", "var", "let", "init", "subscript", "deinit"].contains(file.text(k)),
          file[k].kind == .identifier
        {
          keyword = k
          break
        }
        k -= 1
      }
    }
    guard let keyword, ["func", "var", "let"].contains(file.text(keyword)),
      file.isIdentifierToken(keyword + 1)
    else { return nil }
    let reachable: Set<String> = [
      "override", "objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction", "dynamic",
      "NSManaged", "public", "open", "objcMembers",
    ]
    var k = keyword - 1
    while k >= 0 {
      if file.isPunctuation(k, ")"), file.match[k] >= 0, file.match[k] < k {
        k = file.match[k] - 1
        continue
      }
      if file.isPunctuation(k, "@") {
        k -= 1
        continue
      }
      guard file[k].kind == .identifier, file[k].line >= file[keyword].line - 3,
        !["let", "var", "func", "return", "case"].contains(file.text(k))
      else { break }
      if reachable.contains(file.text(k)) { return nil }
      // Only modifiers and attributes stand before a declaration on its lines.
      guard file.isPunctuation(k - 1, "@") || declarationModifiers.contains(file.text(k)) else {
        break
      }
      k -= 1
    }
    let name = file[keyword + 1].text
    guard context.isNamedMoreThanOnce(name) == false else { return nil }
    return name
  }

  /// Whether this file shows attributed text only by rendering it into images.
  ///
  /// It renders one, and never hands a string to a view: a helper that builds a string and
  /// returns it, and a sibling function that draws it into a PNG.
  private var onlyRendersImages: Bool {
    let renders = [
      "UIGraphicsImageRenderer", "UIGraphicsBeginImageContext",
      "UIGraphicsBeginImageContextWithOptions", "CGBitmapContextCreate", "UIGraphicsPDFRenderer",
      "UIGraphicsBeginPDFContextToData", "UIGraphicsBeginPDFContextToFile",
    ].contains { !uses(of: $0, in: 0..<file.count).isEmpty }
    guard renders else { return false }
    return ![
      "attributedText", "attributedTitle", "setAttributedTitle", "attributedPlaceholder",
      "typingAttributes", "textStorage", "setAttributedText", "Text",
    ].contains { !uses(of: $0, in: 0..<file.count).isEmpty }
  }

  /// Whether the function holding token `i` renders into an image (an exported picture, a
  /// share card) or a PDF (white paper in Dark Mode too) rather than onto the screen; at type
  /// level, whether the file does.
  private func rendersImage(around i: Int) -> Bool {
    file.containsIdentifier(
      in: functionBody(around: i),
      [
        "UIGraphicsImageRenderer", "UIGraphicsBeginImageContext",
        "UIGraphicsBeginImageContextWithOptions", "UIGraphicsGetImageFromCurrentImageContext",
        "CGBitmapContextCreate", "pngData", "jpegData",
        // FontAwesomeKit's `[icon imageWithSize:]` draws the glyph into an image.
        "imageWithSize",
        "UIGraphicsPDFRenderer", "UIGraphicsBeginPDFContextToData",
        "UIGraphicsBeginPDFContextToFile", "UIGraphicsBeginPDFPage", "pdfData", "writePDF",
      ])
  }

  /// The body of the type declaration around token `i`, or the whole file (an Objective-C
  /// `@implementation`, file scope).
  private func enclosingTypeBody(of i: Int) -> Range<Int> {
    var open = file.parentBrace[max(i, 0)]
    while open >= 0, !file.isTypeBody(open) { open = file.parentBrace[open] }
    return open >= 0 && file.match[open] > open ? open..<file.match[open] : 0..<file.count
  }

  /// The outermost braces below the type around token `i` (its function's or method's body),
  /// or the whole file at file scope.
  private func functionBody(around i: Int) -> Range<Int> {
    var open = file.parentBrace[i]
    while open >= 0, file.parentBrace[open] >= 0, !file.isTypeBody(file.parentBrace[open]) {
      open = file.parentBrace[open]
    }
    return open >= 0 && file.match[open] > open && !file.isTypeBody(open)
      ? open..<file.match[open] : 0..<file.count
  }

  /// Whether a string literal in the function around `i` is a style sheet or inline style that
  /// sets the text color (`body { color: %@; }`, `style="color: …"`), or the function puts the
  /// app's colors into a template (`html.replacingOccurrences(of: Constants.TextColorKey, with:
  /// textColor.hexString())`, Antidote's help pages): HTML built that way imports with those
  /// colors rather than black.
  private func stylesTextColor(around i: Int) -> Bool {
    let color = Array("color".utf8)
    let body = functionBody(around: i)
    if substitutesColor(in: body) { return true }
    for k in body where file[k].kind == .string {
      let bytes = Array(file[k].text.utf8)
      for hit in bytes.indices.dropLast(color.count - 1)
      where bytes[hit..<(hit + color.count)].elementsEqual(color) {
        if hit > 0,
          bytes[hit - 1] == UInt8(ascii: "-") || OutletOwners.isIdentifierByte(bytes[hit - 1])
        {
          continue
        }
        var end = hit + color.count
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ":") { return true }
      }
    }
    return false
  }

  /// Whether `range` replaces text with a color's (`replacingOccurrences(of:with:)`,
  /// `stringByReplacingOccurrencesOfString:withString:`, the replacement naming a color).
  private func substitutesColor(in range: Range<Int>) -> Bool {
    func namesColor(_ value: Range<Int>) -> Bool {
      value.contains {
        file[$0].kind == .identifier && file[$0].text.lowercased().contains("color")
      }
    }
    for k in range {
      if file.isIdentifier(k, "replacingOccurrences"), file.isPunctuation(k + 1, "("),
        file.match[k + 1] > k + 1,
        let with = file.arguments(open: k + 1).first(where: { $0.label == "with" })
      {
        if namesColor(with.value) { return true }
      } else if isObjC, file.isPunctuation(k, "["), let message = file.message(open: k),
        message.parts.first?.name == "stringByReplacingOccurrencesOfString",
        let with = message.parts.first(where: { $0.name == "withString" })
      {
        if namesColor(with.value) { return true }
      }
    }
    return false
  }

  /// Whether the attributes at `container` are a bar's title attributes (`setTitleTextAttributes`,
  /// `titleTextAttributes =`) in a type that gives its bar a fixed color
  /// (`[[ARSettingsNavigationBar appearance] setBarTintColor:[UIColor whiteColor]]`,
  /// `barTintColor = .white`): a fixed color on a fixed bar reads the same in either appearance.
  private func isTitleOnFixedBar(container: Int) -> Bool {
    guard isBarTitle(container: container) else { return false }
    let type = file.enclosingTypeName(of: container)
    for i in 0..<file.count where file[i].kind == .identifier {
      let value: Range<Int>
      if isObjC, file[i].text == "setBarTintColor", file.isPunctuation(i + 1, ":"),
        let (message, part) = file.enclosingMessage(of: i + 2), part == 0
      {
        value = message.parts[0].value
      } else if file[i].text == "barTintColor", file.isPunctuation(i + 1, "="),
        !file.isPunctuation(i + 2, "=")
      {
        value = (i + 2)..<file.statementEnd(from: i + 2)
      } else {
        continue
      }
      if file.isFixedColor(in: value), file.enclosingTypeName(of: i) == type {
        return true
      }
    }
    return false
  }

  /// Whether the attributes at `container` are the selected titles of a segmented control
  /// that colors its selected segment itself.
  ///
  /// `setTitleTextAttributes(_:for: .selected)` draws on the selected segment, not on the
  /// screen: when the control's document gives that segment a color (Blockstream Green's light
  /// gray behind black titles), or the file sets its `selectedSegmentTintColor`, the screen's
  /// ground says nothing. UIKit's own selected segment turns dark in Dark Mode: without one, the
  /// color is judged as before.
  private func isSelectedStateTitle(container: Int) -> Bool {
    var receiver: String?
    if isObjC {
      guard let (message, _) = file.enclosingMessage(of: container),
        message.parts.first?.name == "setTitleTextAttributes",
        let state = message.parts.first(where: { $0.name == "forState" }),
        state.value.contains(where: { file.text($0) == "UIControlStateSelected" })
      else { return false }
      receiver =
        file.text(message.open + 1) == "self"
        ? file.text(message.open + 3) : file.text(message.open + 1)
    } else {
      guard calleeName(ofArgumentAt: container) == "setTitleTextAttributes",
        let open = file.openingParenthesis(ofCallAround: container),
        let state = file.arguments(open: open).first(where: { $0.label == "for" }),
        state.value.last.map({ file.text($0) == "selected" }) == true
      else { return false }
      receiver = file.isPunctuation(open - 2, ".") ? file.text(open - 3) : nil
    }
    guard let name = receiver.map(ProjectContext.normalized), !name.isEmpty else { return false }
    if context.selectedSegmentTintedOutlets.contains(name) { return true }
    return file.positions(of: "selectedSegmentTintColor", in: 0..<file.count).contains {
      file.isPunctuation($0 - 1, ".") && ProjectContext.normalized(file.text($0 - 2)) == name
    }
  }

  /// Whether the attributes at `container` are for a control's disabled state.
  ///
  /// Given for `.disabled` (`setAttributedTitle(_:for: .disabled)`, `setTitleTextAttributes(_:for:
  /// .disabled)`, `forState:UIControlStateDisabled`), as an argument whose label says so
  /// (Simplified's `newCustomButton(…, disabledStateAttributes: [.foregroundColor:
  /// UIColor.lightGray])`), or held in a local or property named for it.
  private func isDisabledStateTitle(container: Int) -> Bool {
    func namesDisabled(_ name: String) -> Bool { name.lowercased().contains("disabled") }
    // `let disabledAttributes: [NSAttributedString.Key: Any] = [...]`
    var equals = container - 1
    if file.isPunctuation(equals, "@") { equals -= 1 }
    if file.isPunctuation(equals, "=") {
      let start = max(0, equals - 16)
      if let keyword = (start..<equals).last(where: {
        file.isIdentifier($0, "let") || file.isIdentifier($0, "var")
      }), file.isIdentifierToken(keyword + 1), namesDisabled(file[keyword + 1].text) {
        return true
      }
      if file.isIdentifierToken(equals - 1), namesDisabled(file[equals - 1].text) { return true }
    }
    // The calls or messages around it, out to three levels.
    var inner = container
    for _ in 0..<3 {
      if isObjC {
        guard let (m, part) = file.enclosingMessage(of: inner) else { return false }
        if namesDisabled(m.parts[part].name) { return true }
        if let state = m.parts.first(where: { $0.name == "forState" }),
          state.value.contains(where: { file.text($0) == "UIControlStateDisabled" })
        {
          return true
        }
        inner = m.open
      } else {
        guard let open = file.openingParenthesis(ofCallAround: inner) else { return false }
        let args = file.arguments(open: open)
        if let holding = args.first(where: { $0.value.contains(inner) }),
          let label = holding.label, namesDisabled(label)
        {
          return true
        }
        if let state = args.first(where: { $0.label == "for" }),
          state.value.last.map({ file.text($0) == "disabled" }) == true
        {
          return true
        }
        inner = open
      }
    }
    return false
  }

  /// Measuring-only dictionaries and whitespace-only strings need no adaptive color.
  private func isExemptFromStaticColor(container: Int) -> Bool {
    let start = file.isPunctuation(container, "@") ? container : container
    let p = start - 1
    guard p >= 0 else { return false }
    if file.isPunctuation(p, ":") {
      let label = file.text(p - 1)
      if ["attributes", "withAttributes"].contains(label) {
        // Swift call: find the callee.
        if let callee = calleeName(ofArgumentAt: start) {
          if ["boundingRect", "size", "sizeWithAttributes", "boundingRectWithSize"].contains(callee)
          {
            return true
          }
          if ["NSAttributedString", "NSMutableAttributedString", "init", "initWithString"].contains(
            callee),
            let text = textArgument(ofCallAround: start), isWhitespaceText(text)
          {
            return true
          }
        }
      }
    }
    if file.isPunctuation(p, "=") {
      var k = p - 1
      var j = k
      while j >= 0, j > k - 12 {
        if file.isIdentifier(j, "let") || file.isIdentifier(j, "var") {
          k = j + 1
          break
        }
        j -= 1
      }
      guard file[k].kind == .identifier else { return false }
      let name = file[k].text
      var uses = 0
      var exempt = 0
      let range =
        file.isTypeBody(file.parentBrace[k]) ? 0..<file.count : (k + 1)..<file.scopeEnd(of: k)
      for u in range where file[u].isIdentifier(name) && u != k && !file.isPunctuation(u - 1, ".") {
        uses += 1
        if file.isPunctuation(u - 1, ":"), let callee = calleeName(ofArgumentAt: u) {
          if ["boundingRect", "size", "sizeWithAttributes", "boundingRectWithSize"].contains(callee)
          {
            exempt += 1
          } else if let text = textArgument(ofCallAround: u), isWhitespaceText(text) {
            exempt += 1
          }
        }
      }
      return uses > 0 && uses == exempt
    }
    return false
  }

  private func calleeName(ofArgumentAt s: Int) -> String? {
    if isObjC, let (m, _) = file.enclosingMessage(of: s) { return m.parts[0].name }
    guard let k = file.openingParenthesis(ofCallAround: s), k > 0 else { return nil }
    return file.text(k - 1)
  }

  private func textArgument(ofCallAround s: Int) -> Range<Int>? {
    if isObjC, let (m, _) = file.enclosingMessage(of: s) {
      return m.parts[0].name == "initWithString" ? m.parts[0].value : nil
    }
    var k = s - 1
    while k >= 0 {
      if file.isPunctuation(k, ")") || file.isPunctuation(k, "]") || file.isPunctuation(k, "}"),
        file.match[k] >= 0
      {
        k = file.match[k] - 1
        continue
      }
      if file.isPunctuation(k, "(") { break }
      k -= 1
    }
    guard k >= 0 else { return nil }
    return file.arguments(open: k).first(where: { $0.label == "string" })?.value
  }
}

/// First selector parts of the Objective-C messages `resolveAttributes` reads as a dictionary
/// that may hold a foreground (`dictionaryWithObjectsAndKeys:`, `mutableCopy`, …).
private let dictionaryMessageNames: Set<String> = [
  "dictionaryWithObjectsAndKeys", "initWithObjectsAndKeys", "dictionaryWithObject",
  "dictionaryWithDictionary", "mutableCopy", "copy",
]

/// Words that may stand before a Swift declaration's keyword.
private let declarationModifiers: Set<String> = [
  "static", "class", "private", "fileprivate", "internal", "public", "open", "final", "override",
  "lazy", "dynamic", "mutating", "nonmutating", "weak", "unowned", "required", "convenience",
  "nonisolated", "indirect", "optional",
]
