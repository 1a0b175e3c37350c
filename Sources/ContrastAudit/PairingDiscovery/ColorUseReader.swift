import Foundation

/// Turns a color expression where the app draws (`label.textColor = .secondaryLabel`,
/// `.background(Color.card)`) into a `ColorUse`, with the same evaluator that reads color
/// definitions.
struct ColorUseReader {
  let index: SourceIndex
  let names: CodeColorNames
  /// Reads already made: a label's text color is read once, not once per background it is
  /// paired with, nor again when it is read case by case.
  private let memo = Memo()
  private let sharedValues = SharedMemberValues()

  init(index: SourceIndex, names: CodeColorNames) {
    self.index = index
    self.names = names
  }

  /// SwiftUI modifiers whose color parameter is any `ShapeStyle`, not a `Color`.
  static let shapeStyleModifiers: Set<String> = [
    "foregroundStyle", "fill", "stroke", "strokeBorder", "background", "overlay", "border",
  ]

  /// Whether `range` is in the unlabeled argument of a modifier that takes a `ShapeStyle`
  /// (`.foregroundStyle(.secondary)`, `.fill(isOn ? .green : .gray)`) and nothing in it names
  /// `Color`: there `.name` is a member of `ShapeStyle`, and an app's `extension Color { static
  /// let secondary }` is not found (Meshtastic's brand colors shadow SwiftUI's only where a
  /// `Color` is expected).
  static func isShapeStyleArgument(_ range: Range<Int>, _ source: SourceFile) -> Bool {
    guard let open = source.openingParenthesis(ofCallAround: range.lowerBound), open >= 2,
      source.isPunctuation(open - 2, "."), source[open - 1].kind == .identifier,
      shapeStyleModifiers.contains(source[open - 1].text), source.match[open] > open,
      source.argument(holding: range.lowerBound, open: open)?.label == nil
    else { return false }
    // `isOn ? Color.green : .gray`: a branch that names `Color` makes the other a `Color`.
    return !((open + 1)..<source.match[open]).contains {
      source.isIdentifier($0, "Color") || source.isIdentifier($0, "UIColor")
    }
  }

  /// The color an expression stands for in the context of a type; several when it is a ternary
  /// the code does not decide (`isSelected ? .a : .b`), one per branch.
  func uses(_ range: Range<Int>, file: Int, selfType: String?, flavor: ColorFlavor) -> [ColorUse] {
    let source = index.files[file]
    let parts = branches(range, source)
    let whole = use(range, file: file, selfType: selfType, flavor: flavor)
    // A condition the code decides per trait (`colorScheme == .dark ? …`) is one color, also
    // when one branch is runtime state: that branch's traits stay unresolved, rather than the
    // other branch's color standing for every trait.
    if parts.count == 1 || !whole.isUnresolvedEverywhere { return [whole] }
    // A branch read once per case of the state it depends on (`needsColor ? .forDomain(domain)
    // : .container`, the domain's color picked from an array): each case is a color it can be.
    return parts.flatMap { part -> [ColorUse] in
      let cases = variants(part, file: file, selfType: selfType, flavor: flavor)
      return cases.count > 1
        ? cases.map(\.use) : [use(part, file: file, selfType: selfType, flavor: flavor)]
    }
  }

  /// One reading of a color: with the case of the runtime state it was read in (`activeTheme is
  /// .dark`), and that case as a value of its type (`Theme.dark`), which two states of one type
  /// share.
  typealias Variant = (assumption: String?, use: ColorUse, value: String?)

  /// A color read once per case of the runtime state it depends on.
  ///
  /// `ThemeColor.text()` reads `Theme.shared.activeTheme`: each case, and the color in it. One
  /// entry with no case when it depends on none, or is resolved without.
  func variants(_ range: Range<Int>, file: Int, selfType: String?, flavor: ColorFlavor)
    -> [Variant]
  {
    let key = Memo.Key(file: file, range: range, selfType: selfType, flavor: flavor)
    if let known = memo.variants(key) { return known }
    let result = readVariants(range, file: file, selfType: selfType, flavor: flavor)
    memo.setVariants(result, key)
    return result
  }

  /// The most cases a color is read in, one by one (enum cases, branches, array elements).
  static let maximumCases = 24

  private func readVariants(_ range: Range<Int>, file: Int, selfType: String?, flavor: ColorFlavor)
    -> [Variant]
  {
    let (plain, enumerable) = plainUse(range, file: file, selfType: selfType, flavor: flavor)
    guard plain.isUnresolvedSomewhere, let state = enumerable else {
      return [(nil, plain, nil)]
    }
    let evaluator = CodeEvaluator(
      index: index, names: names, traits: TraitCombination.all[0], sharedValues: sharedValues)
    evaluator.readsViewTraits = true
    let label = Self.label(range, index.files[file])
    // Each case: what the evaluator assumes of the state, how the case reads, and the value it
    // stands for, which two states of one type share (`PresentationTheme.darkTheme`).
    var cases: [(assumed: String, description: String, value: String?)]
    if !state.settings.isEmpty {
      // Locals set in each branch (`case .merged: tint = …`).
      cases = state.settings.map {
        (String($0), CodeEvaluator.branchDescription($0, index.files[file]), nil)
      }
    } else if state.elements > 0 {
      // An element of a stored array picked at runtime (`avatarColors[Int(hash) % 16]`); the
      // same position of two arrays goes together (`foregrounds[i]` on `grounds[i]`).
      cases = (0..<state.elements).map { (String($0), "\(state.name)[\($0)]", "[\($0)]") }
    } else {
      var members = (index.membersByHolder[state.type] ?? []).map { index.members[$0] }.filter {
        $0.kind == .enumCase
      }
      // Not an enum: the type's own static instances (`PresentationTheme.darkTheme`).
      if members.isEmpty { members = index.staticInstances(of: state.type) }
      cases = members.map {
        ($0.name, "\(state.name) is .\($0.name)", "\(state.type).\($0.name)")
      }
    }
    guard !cases.isEmpty, cases.count <= Self.maximumCases else {
      return [(nil, plain, nil)]
    }
    var result: [Variant] = []
    for (assumed, description, value) in cases {
      evaluator.assumptions = [state.key: assumed]
      var variant = use(range, file: file, selfType: selfType, flavor: flavor, evaluator: evaluator)
      if case .value(let values, _) = variant {
        variant = .value(values, label: "\(label) when \(description)")
      }
      result.append((description, variant, value))
    }
    // Only worth it when the cases decide the color.
    return result.contains { !$0.use.isUnresolvedSomewhere } ? result : [(nil, plain, nil)]
  }

  /// Whether reading case by case measured something: some pair has both colors.
  static func isWorthExpanding(
    _ pairs: [(foreground: ColorUse, background: ColorUse, assumption: String?)]
  ) -> Bool {
    pairs.contains { $0.assumption != nil }
      && pairs.contains {
        !$0.foreground.isUnresolvedSomewhere && !$0.background.isUnresolvedSomewhere
      }
  }

  /// Pairs foreground and background variants: the same case of the same runtime state
  /// together, and the same value of two states of one type (`PresentationTheme.current` and a
  /// `setTheme(to presentationTheme: PresentationTheme)` given it: one theme is shown at a time);
  /// otherwise every foreground with every background.
  static func pair(
    _ foregrounds: [Variant],
    _ backgrounds: [Variant]
  ) -> [(foreground: ColorUse, background: ColorUse, assumption: String?)] {
    let fgCases = Set(foregrounds.compactMap(\.assumption))
    let bgCases = Set(backgrounds.compactMap(\.assumption))
    if !fgCases.isEmpty, fgCases == bgCases {
      return foregrounds.compactMap { fg in
        backgrounds.first { $0.assumption == fg.assumption }.map {
          (fg.use, $0.use, fg.assumption)
        }
      }
    }
    let fgValues = foregrounds.map(\.value)
    let bgValues = backgrounds.map(\.value)
    if !fgCases.isEmpty, !fgValues.contains(nil), Set(fgValues) == Set(bgValues) {
      return foregrounds.compactMap { fg in
        backgrounds.first { $0.value == fg.value }.map { bg in
          (
            fg.use, bg.use,
            [fg.assumption, bg.assumption].compactMap { $0 }.joined(separator: " and ")
          )
        }
      }
    }
    return foregrounds.flatMap { fg in
      backgrounds.map { (fg.use, $0.use, fg.assumption ?? $0.assumption) }
    }
  }

  /// The color an expression stands for in the context of a type, the code deciding everything.
  func use(_ range: Range<Int>, file: Int, selfType: String?, flavor: ColorFlavor) -> ColorUse {
    plainUse(range, file: file, selfType: selfType, flavor: flavor).use
  }

  /// The plain reading, and the runtime state of an enum type it met (to read it case by case).
  private func plainUse(_ range: Range<Int>, file: Int, selfType: String?, flavor: ColorFlavor)
    -> (use: ColorUse, enumerable: CodeEvaluator.EnumerableState?)
  {
    let key = Memo.Key(file: file, range: range, selfType: selfType, flavor: flavor)
    if let known = memo.plain(key) { return known }
    let evaluator = CodeEvaluator(
      index: index, names: names, traits: TraitCombination.all[0], sharedValues: sharedValues)
    evaluator.readsViewTraits = true
    let result = (
      use(range, file: file, selfType: selfType, flavor: flavor, evaluator: evaluator),
      evaluator.enumerable
    )
    memo.setPlain(result, key)
    return result
  }

  private func use(
    _ range: Range<Int>, file: Int, selfType: String?, flavor: ColorFlavor,
    evaluator: CodeEvaluator
  ) -> ColorUse {
    let source = index.files[file]
    let styleArgument = flavor == .swiftUI && Self.isShapeStyleArgument(range, source)
    var results: [CodeColorValue] = []
    for traits in TraitCombination.all {
      evaluator.reset(traits: traits)
      var frame = EvalFrame(file: file, selfType: selfType, flavor: flavor)
      frame.readsSiteLocals = true
      if styleArgument { frame.contextType = CodeEvaluator.shapeStyleContext }
      let value = evaluator.evaluate(range, &frame)
      let color: CodeColorValue
      switch value {
      case .color(let c): color = c
      default:
        color = .unresolved(
          value.unknownReason
            ?? "\(Self.label(range, source)) is not a color the audit can read (\(source.path):\(source[range.lowerBound].line))"
        )
      }
      results.append(color)
      if !evaluator.readTraits, results.count == 1 { break }
    }
    if results.count == 1, case .reference(let name, nil) = results[0] { return .named(name) }
    // One fixed color spelled where it is used: named by its hex, as a pairing can write it.
    // A literal elsewhere (`Theme.dark.colors.text`) keeps its expression, so that a fix goes
    // to the literal.
    if results.count == 1, case .color(let rgba, let literal) = results[0],
      literal.file == source.path, let line = literal.line,
      (source[range.lowerBound].line...source[range.upperBound - 1].line).contains(line)
    {
      return .value(CodeColorValues(constant: results[0]), label: rgba.hexString)
    }
    let values =
      results.count == 1
      ? CodeColorValues(constant: results[0])
      : CodeColorValues { results[TraitCombination.all.firstIndex(of: $0) ?? 0] }
    return .value(values, label: Self.label(range, source))
  }

  /// The source text of a range, single-spaced the same whatever the source's spacing
  /// (`Theme.current.text`), for code to compare.
  static func text(_ range: Range<Int>, _ source: SourceFile) -> String {
    joined(range, source, spacedBy: needsSpace)
  }

  /// The source text of a range as a person reads it in a report: its tokens with a space where
  /// the source has space between them (`Color(designSystemColor: .surface)`, `isDark ? .white :
  /// .black`), a chain continued on the next line joined, cut after 80 characters.
  ///
  /// Labels only: ``text(_:_:)``, spaced the same whatever the source's spacing, is what code
  /// compares.
  static func label(_ range: Range<Int>, _ source: SourceFile) -> String {
    joined(range, source, spacedBy: isSpaced)
  }

  /// The tokens of a range, strings quoted, with a space between two where `spaced` says, cut
  /// after 80 characters.
  private static func joined(
    _ range: Range<Int>, _ source: SourceFile, spacedBy spaced: (Token, Token) -> Bool
  ) -> String {
    var out = ""
    var previous: Token?
    for k in range {
      let t = source[k]
      if let p = previous, spaced(p, t) { out += " " }
      out += t.kind == .string ? "\"\(t.text)\"" : t.text
      previous = t
    }
    return out.count > 80 ? String(out.prefix(77)) + "…" : out
  }

  /// Whether the source has space between two tokens of a label.
  private static func isSpaced(_ a: Token, _ b: Token) -> Bool {
    // A string's or character's length in the source is not its text's (quotes, escapes).
    guard a.kind != .string, a.kind != .character else { return needsSpace(a, b) }
    guard a.line == b.line else {
      if a.kind == .punctuation, ["(", "[", "."].contains(a.text) { return false }
      return !(b.kind == .punctuation && [".", ")", "]", ","].contains(b.text))
    }
    return b.column > a.column + a.text.utf8.count
  }

  private static func needsSpace(_ a: Token, _ b: Token) -> Bool {
    if b.kind == .punctuation, [".", ",", ")", "]", "(", ":", "?", "!"].contains(b.text) {
      return b.text == "?" && a.kind != .identifier && a.text != ")"
    }
    if a.kind == .punctuation, [".", "(", "[", "!"].contains(a.text) { return false }
    return true
  }

  /// The condition of a top-level ternary, as text; nil when the expression is not one.
  func condition(_ range: Range<Int>, _ source: SourceFile) -> String? {
    conditionRange(range, source).map { Self.text($0, source) }
  }

  /// The tokens of a ternary's condition; nil when the expression is not a ternary.
  func conditionRange(_ range: Range<Int>, _ source: SourceFile) -> Range<Int>? {
    guard let question = topLevelQuestion(range, source), question > range.lowerBound else {
      return nil
    }
    return range.lowerBound..<question
  }

  /// A condition as a base and whether it is negated, so that spellings of one test compare
  /// equal: `(x)` is `x`, `!x` and `x == false` are `x` negated, `x == true` and `x != false`
  /// are `x`.
  ///
  /// For an optional `x`, `x == false` is not quite `!x` (nil is neither): the two are taken
  /// as one, as the code's author does when pairing `x == true ? a : b` with
  /// `.disabled(x == false)`.
  static func canonicalCondition(_ range: Range<Int>, _ source: SourceFile) -> (
    base: String, negated: Bool
  ) {
    var r = source.trimmed(range)
    var negated = false
    while let first = r.first, let last = r.last {
      if source.isPunctuation(first, "("), source.match[first] == last {
        r = (first + 1)..<last
      } else if source.isPunctuation(first, "!"), r.count > 1 {
        negated.toggle()
        r = (first + 1)..<r.upperBound
      } else if r.count > 2,
        source.isPunctuation(last - 1, "==") || source.isPunctuation(last - 1, "!="),
        source.isIdentifier(last, "true") || source.isIdentifier(last, "false")
      {
        let equals = source.isPunctuation(last - 1, "==")
        if equals != source.isIdentifier(last, "true") { negated.toggle() }
        r = r.lowerBound..<(last - 1)
      } else {
        break
      }
      r = source.trimmed(r)
    }
    return (text(r, source), negated)
  }

  /// A ternary's `?` (spaced from what follows it), not an optional's.
  private func topLevelQuestion(_ range: Range<Int>, _ source: SourceFile) -> Int? {
    source.firstTopLevelPunctuation(in: range) { t, k in
      t.text == "?" && k + 1 < range.upperBound
        && (source[k + 1].column > t.column + 1 || source[k + 1].line != t.line)
    }
  }

  /// The parts of a top-level ternary `c ? a : b`; nil when the expression is not one.
  func ternary(_ range: Range<Int>, _ source: SourceFile)
    -> (condition: Range<Int>, whenTrue: Range<Int>, whenFalse: Range<Int>)?
  {
    guard let question = topLevelQuestion(range, source), question > range.lowerBound,
      let colon = source.firstTopLevel(":", in: (question + 1)..<range.upperBound),
      colon > question + 1, colon + 1 < range.upperBound
    else { return nil }
    return (range.lowerBound..<question, (question + 1)..<colon, (colon + 1)..<range.upperBound)
  }

  /// `c ? a : b` at the top level splits into the branches of `a` and `b`.
  func branches(_ range: Range<Int>, _ source: SourceFile) -> [Range<Int>] {
    guard let question = topLevelQuestion(range, source),
      let colon = source.firstTopLevel(":", in: (question + 1)..<range.upperBound)
    else { return [range] }
    return branches((question + 1)..<colon, source)
      + branches((colon + 1)..<range.upperBound, source)
  }
}

/// Colors read through a theme value (`theme.primaryText`, where `theme` is a parameter or
/// property of a theme type) stand for that field of every theme the code defines.
struct ThemeExpansion: Sendable {
  let index: SourceIndex
  /// What every color name the audit knows is qualified by (`Theme.light` of
  /// `Theme.light.text`), from ``holders(of:)``.
  let colorHolders: Set<String>
  /// The theme type of each property name every declaration gives the same theme type
  /// (`var currentTheme: Theme` in `ThemeManager`, `public var theme: Theme` in a service):
  /// how a theme reached through a chain (`ThemeManager.shared.currentTheme`) is told.
  let themeTypedProperties: [String: String]
  /// The appearance the app forces while a theme is shown, by theme: `window
  /// .overrideUserInterfaceStyle = theme.isDark ? .dark : .light` with each theme's `isDark`.
  let forcedAppearances: [String: Style]

  init(index: SourceIndex, colorHolders: Set<String>) {
    self.index = index
    self.colorHolders = colorHolders
    self.themeTypedProperties = [:]
    self.forcedAppearances = [:]
  }

  /// The expansion of a run, with the properties of theme type read once.
  ///
  /// `mentioning` gives the paths of the files whose text holds a word, so that only those are
  /// read token by token.
  init(
    index: SourceIndex, knownColors: Set<String>,
    mentioning: (String) -> Set<String> = { _ in [] }
  ) {
    let plain = ThemeExpansion(index: index, colorHolders: Self.holders(of: knownColors))
    self.index = index
    self.colorHolders = plain.colorHolders
    // The families of themes: the types that hold the code's theme colors (`DarkTheme`, the
    // `Theme` of `Theme.light`) and the project's types they inherit from or conform to. Most
    // apps have none, and nothing more is read.
    var candidates = Set<String>()
    var pending: [String] = []
    for holder in plain.colorHolders {
      for name in [holder, SourceIndex.lastComponent(holder)] + Self.holderPrefix(holder)
      where index.isType(name) && !CodeColorExtractor.isColorType(name) {
        pending.append(name)
      }
    }
    while let type = pending.popLast() {
      guard candidates.insert(type).inserted else { continue }
      for parent in index.inherited(by: type) {
        let name = SourceIndex.lastComponent(parent)
        if index.isType(name), !CodeColorExtractor.isColorType(name) { pending.append(name) }
      }
    }
    let families = candidates.filter { plain.isThemeFamily($0) }
    guard !families.isEmpty else {
      self.themeTypedProperties = [:]
      self.forcedAppearances = [:]
      return
    }
    var appearances: [String: Style] = [:]
    let forcing = mentioning("overrideUserInterfaceStyle")
    if !forcing.isEmpty, let flag = Self.appearanceFlag(index, in: forcing) {
      for family in families.sorted() {
        for owner in plain.owners(of: family) where owner != family {
          if let style = Self.literalFlag(flag, of: owner, index) { appearances[owner] = style }
        }
      }
    }
    self.forcedAppearances = appearances
    // A property name declared with two types says nothing.
    var typeOfName: [String: String?] = [:]
    func note(_ name: String, _ type: String) {
      if let known = typeOfName[name] {
        if known != type { typeOfName[name] = .some(nil) }
      } else {
        typeOfName[name] = .some(type)
      }
    }
    var untyped: [Int] = []
    // Read in place by index: iterating the members would copy each one and its strings.
    for n in index.members.indices
    where index.members[n].kind == .property && !index.members[n].isStatic {
      if let type = index.members[n].type {
        note(index.members[n].name, Self.plainTypeName(type))
      } else if index.members[n].value != nil {
        untyped.append(n)
      }
    }
    // `private let theme = ThemeService.shared.theme`: the type of the property its value reads,
    // or of the type it makes (`= DefaultTheme()`). A value of another kind is not counted.
    var inferred: [(String, String)] = []
    for n in untyped {
      let member = index.members[n]
      guard let value = member.value,
        let read = Self.lastName(of: value, index.files[member.file], upTo: value.upperBound)
      else { continue }
      if read.isCall {
        inferred.append((member.name, read.name))
      } else if let type = typeOfName[read.name] ?? nil {
        inferred.append((member.name, type))
      }
    }
    for (name, type) in inferred { note(name, type) }
    var themed: [String: String] = [:]
    for (name, type) in typeOfName {
      if let type = type ?? nil, families.contains(type) { themed[name] = type }
    }
    self.themeTypedProperties = themed
  }

  /// The Boolean a forced appearance follows: `isDark` of `overrideUserInterfaceStyle =
  /// theme.isDark ? .dark : .light`, when every such assignment of the app reads the same one.
  static func appearanceFlag(_ index: SourceIndex, in paths: Set<String>) -> (
    name: String, darkWhenTrue: Bool
  )? {
    let target = "overrideUserInterfaceStyle"
    var found: (name: String, darkWhenTrue: Bool)?
    for source in index.files where paths.contains(source.path) {
      for k in source.tokens.indices
      where source.tokens[k].kind == .identifier
        && source.tokens[k].text.utf8.count == target.utf8.count && source.tokens[k].text == target
      {
        // `= flag ? .dark : .light`, the flag the last name of a chain.
        var j = k + 1
        guard source.isPunctuation(j, "=") else { continue }
        j += 1
        var flag: String?
        while source.isIdentifierToken(j) {
          flag = source[j].text
          guard source.isPunctuation(j + 1, "."), source.isIdentifierToken(j + 2) else { break }
          j += 2
        }
        guard let name = flag, source.isPunctuation(j + 1, "?"), source.isPunctuation(j + 2, "."),
          source.isPunctuation(j + 4, ":"), source.isPunctuation(j + 5, "."), j + 6 < source.count
        else { continue }
        let (first, second) = (source[j + 3].text, source[j + 6].text)
        guard Set([first, second]) == ["dark", "light"] else { continue }
        let read = (name: name, darkWhenTrue: first == "dark")
        if let found, found != read { return nil }
        found = read
      }
    }
    return found
  }

  /// The style a theme's flag gives when the code writes it as a literal: `var isDark: Bool {
  /// true }` in the theme or a protocol extension it takes it from.
  static func literalFlag(
    _ flag: (name: String, darkWhenTrue: Bool), of owner: String, _ index: SourceIndex
  ) -> Style? {
    guard
      let member = index.members(named: flag.name, in: owner).first(where: {
        $0.kind == .property && ($0.body != nil || $0.value != nil)
      }),
      let range = member.body ?? member.value
    else { return nil }
    let source = index.files[member.file]
    var tokens = range.map { source[$0].text }
    if tokens.first == "return" { tokens.removeFirst() }
    guard tokens.count == 1, tokens[0] == "true" || tokens[0] == "false" else { return nil }
    return (tokens[0] == "true") == flag.darkWhenTrue ? .dark : .light
  }

  /// `Theme` of a holder `Theme.light` (a static instance), as written and as its last name.
  private static func holderPrefix(_ holder: String) -> [String] {
    guard let dot = holder.lastIndex(of: ".") else { return [] }
    let prefix = String(holder[..<dot])
    return [prefix, SourceIndex.lastComponent(prefix)]
  }

  /// Whether a type stands for a family of themes whose colors the code defines.
  ///
  /// A protocol, or a type with subtypes or static instances. A plain type with color
  /// properties (a view model, a `StyleColor` wrapper) met through a chain or a local is one
  /// value whose colors may depend on the instance.
  func isThemeFamily(_ type: String) -> Bool {
    let isProtocol = (index.typesByName[type] ?? []).contains { index.types[$0].kind == .protocol }
    let hasMembers = index.subtypes[type] != nil || index.staticPropertiesByType[type] != nil
    return (isProtocol || hasMembers) && !owners(of: type).isEmpty
  }

  /// `Theme?`, `any Theme` and `ThemeKit.Theme` as the type name owners are found by.
  static func plainTypeName(_ written: String) -> String {
    // By bytes, once per property of the app: `?`, `!`, `.` are ASCII.
    var bytes = Substring(written).utf8
    while let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
      bytes = bytes.dropLast()
    }
    if let dot = bytes.lastIndex(of: UInt8(ascii: ".")) {
      bytes = bytes[bytes.index(after: dot)...]
    }
    // Types are written without spaces: `anyTheme` is `any Theme`.
    for keyword in ["any", "some"] {
      let prefix = keyword.utf8
      if bytes.starts(with: prefix), bytes.count > prefix.count,
        let next = bytes.dropFirst(prefix.count).first, (0x41...0x5A).contains(next)
      {
        bytes = bytes.dropFirst(prefix.count)
      }
    }
    return String(Substring(bytes))
  }

  /// The part before the last `.` of each qualified name: computed once per run, not per
  /// expression.
  static func holders(of knownColors: Set<String>) -> Set<String> {
    Set(
      knownColors.compactMap { name -> String? in
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return String(name[..<dot])
      })
  }

  /// The theme type and field of `receiver.field` at token `k`, when `receiver` is a parameter of
  /// the enclosing function or a property of the enclosing type whose type has theme colors.
  func themedField(_ written: Range<Int>, file: Int, holder: String?) -> (
    type: String, field: String
  )? {
    let source = index.files[file]
    var range = written
    // `Color(theme.text)`: SwiftUI's color of a theme's UIKit color.
    var converted = false
    if range.count >= 6, source.isIdentifier(range.lowerBound, "Color"),
      source.isPunctuation(range.lowerBound + 1, "("),
      source.match[range.lowerBound + 1] == range.upperBound - 1
    {
      range = (range.lowerBound + 2)..<(range.upperBound - 1)
      converted = true
    }
    // `ThemeManager.shared.currentTheme.text`: a chain whose last receiver is of a theme type.
    if range.count > 3, range.count % 2 == 1,
      stride(from: range.lowerBound, to: range.upperBound, by: 2).allSatisfy({
        source.isIdentifierToken($0)
          && ($0 + 1 == range.upperBound || source.isPunctuation($0 + 1, "."))
      })
    {
      let receiver = source[range.upperBound - 3].text
      guard let type = themeTypedProperties[receiver] else {
        return nil
      }
      return (type, source[range.upperBound - 1].text)
    }
    guard range.count == 3, source.isIdentifierToken(range.lowerBound),
      source.isPunctuation(range.lowerBound + 1, "."),
      source.isIdentifierToken(range.lowerBound + 2)
    else { return nil }
    let receiver = source[range.lowerBound].text
    let field = source[range.lowerBound + 2].text
    var type: String?
    var brace = source.parentBrace[range.lowerBound]
    while brace >= 0, type == nil {
      if let function = index.membersByFile[file].map({ index.members[$0] }).first(where: {
        $0.body?.lowerBound == brace + 1
      }) {
        type = function.parameters.first { $0.name == receiver }?.type
        break
      }
      brace = source.parentBrace[brace]
    }
    if type == nil, let holder {
      type = index.members(named: receiver, in: holder).first { $0.kind == .property }?.type
    }
    if let declared = type {
      // A parameter or property of the type: what it names holds the colors.
      let short = Self.plainTypeName(declared)
      guard converted ? isThemeFamily(short) : !owners(of: short).isEmpty else { return nil }
      return (short, field)
    }
    // A local whose value reads a theme (`let theme = ThemeManager.shared.currentTheme`).
    guard let local = localThemeType(receiver, before: range.lowerBound, source) else {
      return nil
    }
    return (Self.plainTypeName(local), field)
  }

  /// The type of a local theme in the function around `use`: written (`let theme: Theme`), or
  /// the theme type of the property its value reads (`let theme = ThemeManager.shared
  /// .currentTheme`, `guard let theme = view.theme else`).
  private func localThemeType(_ name: String, before use: Int, _ source: SourceFile) -> String? {
    // The body of the function around `use`: the outermost brace inside a type or file scope.
    var body = source.parentBrace[use]
    while body >= 0, source.parentBrace[body] >= 0, !source.isTypeBody(source.parentBrace[body]) {
      body = source.parentBrace[body]
    }
    guard body >= 0 else { return nil }
    var k = use - 1
    while k > body {
      defer { k -= 1 }
      guard source[k].kind == .identifier, source[k].text == name,
        source.isIdentifier(k - 1, "let") || source.isIdentifier(k - 1, "var")
      else { continue }
      if source.isPunctuation(k + 1, ":"), source.isIdentifierToken(k + 2) {
        var j = k + 2
        while source.isPunctuation(j + 1, "."), source.isIdentifierToken(j + 2) { j += 2 }
        return isThemeFamily(source[j].text) ? source[j].text : nil
      }
      guard source.isPunctuation(k + 1, "="),
        let read = Self.lastName(of: (k + 2)..<use, source, upTo: use)
      else { return nil }
      if read.isCall { return isThemeFamily(read.name) ? read.name : nil }
      return themeTypedProperties[read.name]
    }
    return nil
  }

  /// The last name of the chain of names that starts `range` (`ThemeManager.shared.current`
  /// gives `current`, `view.theme?` gives `theme`), or the type an initializer call makes
  /// (`DefaultTheme()`), when the range starts with one.
  static func lastName(of range: Range<Int>, _ source: SourceFile, upTo end: Int) -> (
    name: String, isCall: Bool
  )? {
    var j = range.lowerBound
    guard j < end, source.isIdentifierToken(j) else { return nil }
    if source.isPunctuation(j + 1, "("), source.match[j + 1] > j + 1,
      source[j].text.first?.isUppercase == true
    {
      return (source[j].text, true)
    }
    while true {
      var next = j + 1
      while source.isPunctuation(next, "?") || source.isPunctuation(next, "!") { next += 1 }
      guard next + 1 < end, source.isPunctuation(next, "."), source.isIdentifierToken(next + 1)
      else {
        // `ThemeService.shared().theme`, `themes[0]`: a call or subscript in the chain.
        if next < end, source.isPunctuation(next, "(") || source.isPunctuation(next, "[") {
          return nil
        }
        return (source[j].text, false)
      }
      j = next + 1
    }
  }

  /// The holders of a theme's colors: the type itself when its fields are combined by
  /// appearance, else its instances (`Theme.light`) and subtypes (`DarkTheme`), also through
  /// the protocols that refine it (`DefaultDarkTheme: DarkTheme` where `DarkTheme: Theme`).
  func owners(of type: String) -> [String] {
    var allowed: Set<String> = [type]
    for n in index.staticPropertiesByType[type] ?? [] {
      let member = index.members[n]
      allowed.insert(member.holder.isEmpty ? member.name : "\(member.holder).\(member.name)")
    }
    var pending = index.subtypes[type] ?? []
    while let subtype = pending.popLast() {
      guard allowed.insert(subtype).inserted else { continue }
      pending += index.subtypes[SourceIndex.lastComponent(subtype)] ?? []
    }
    let owners = allowed.intersection(colorHolders)
    if owners.contains(type) { return [type] }
    return owners.sorted()
  }
}

extension ColorUseReader {
  /// Readings by place, shared by the tasks of discovery.
  ///
  /// Two tasks reading the same place at once both compute it and store the same value.
  final class Memo: @unchecked Sendable {
    struct Key: Hashable {
      var file: Int
      var range: Range<Int>
      var selfType: String?
      var flavor: ColorFlavor
    }

    private let lock = NSLock()
    private var plainUses: [Key: (use: ColorUse, enumerable: CodeEvaluator.EnumerableState?)] = [:]
    private var variantUses: [Key: [Variant]] = [:]

    func plain(_ key: Key) -> (use: ColorUse, enumerable: CodeEvaluator.EnumerableState?)? {
      lock.withLock { plainUses[key] }
    }

    func setPlain(
      _ value: (use: ColorUse, enumerable: CodeEvaluator.EnumerableState?), _ key: Key
    ) {
      lock.withLock { plainUses[key] = value }
    }

    func variants(_ key: Key) -> [Variant]? {
      lock.withLock { variantUses[key] }
    }

    func setVariants(_ value: [Variant], _ key: Key) {
      lock.withLock { variantUses[key] = value }
    }
  }
}
