/// The locals of the function around a place where the app draws a color.
///
/// Discovery reads the color expression of `label.textColor = colors.text` by itself, without
/// running the statements before it. A name it does not know there is looked for as a local
/// declared before the use in a scope around it (`let colors = Theme.current.colors`, `guard let
/// color = … else`, `if let color = … { … }`, Objective-C `UIColor *color = …;`), and its
/// initializer is read in its place. Only what the code proves is used: a `var` the function
/// assigns, a declaration without a value, or a name a closure or loop binds again in between
/// stays unresolved, with the reason.
extension CodeEvaluator {
  /// The value of `name` as a local of the code around `use`, or why it cannot be known; nil
  /// when no local or parameter of that name is in scope.
  func siteLocal(_ name: String, at use: Int, _ f: EvalFrame) -> EvalValue? {
    let source = file(f)
    let scopes = Self.scopes(around: use, source)
    guard let outermost = scopes.last else { return nil }
    var k = use - 1
    while k > outermost {
      defer { k -= 1 }
      guard source[k].kind == .identifier, source[k].text == name,
        scopes.contains(source.parentBrace[k]),
        let binding = Self.binding(at: k, source)
      else { continue }
      // `let color = color.withAlphaComponent(…)` reads an outer `color`; `if let color {`
      // unwraps it.
      guard binding.value.map({ $0.upperBound <= use }) ?? !binding.isCondition else { continue }
      if let visible = binding.visible, !visible.contains(use) { continue }
      let declared = source.parentBrace[k]
      if let rebinding = Self.rebinding(of: name, between: declared, and: use, scopes, source) {
        return unresolved(f, use, "\(name) is bound again by the \(rebinding) around it")
      }
      guard let value = binding.value else {
        return settingValue(name, declaredAt: k, in: declared, before: use, binding.type, f)
      }
      if binding.isVariable,
        let assigned = Self.assignment(of: name, in: declared, after: k, source)
      {
        return unresolved(f, assigned, "\(name) is a var the code assigns")
      }
      let result = evaluateAround(value, type: binding.type, f)
      if binding.isCondition, case .none = result {
        return unresolved(f, k, "\(name) is nil here, so the code around the use does not run")
      }
      return result
    }
    return parameterReason(name, at: use, scopes, f)
  }

  /// The value the method gave a property the project does not declare (UIKit's) before
  /// reading it.
  ///
  /// `backgroundColor = colors.background` then `titleLabel?.backgroundColor = backgroundColor`.
  /// Nil when the code around the use sets it nowhere before; unresolved when the last setting
  /// before the use is in a branch or an operator.
  func setBefore(_ name: String, at use: Int, _ f: EvalFrame) -> EvalValue? {
    let source = file(f)
    guard source.language == .swift else { return nil }
    let scopes = Self.scopes(around: use, source)
    guard let outermost = scopes.last else { return nil }
    var k = use - 1
    while k > outermost {
      defer { k -= 1 }
      // `name = …` or `self.name = …`, not `label.name = …` or `let name = …`.
      guard source[k].kind == .identifier, source[k].text == name, k + 1 < source.count,
        source[k + 1].kind == .punctuation, Self.assignments.contains(source[k + 1].text)
      else { continue }
      let bySelf = source.isPunctuation(k - 1, ".") && source.isIdentifier(k - 2, "self")
      guard !source.isPunctuation(k - 1, ".") || bySelf else { continue }
      let before = bySelf ? k - 3 : k - 1
      guard
        before < 0 || source[before].line < source[k].line || source.isPunctuation(before, "{")
          || source.isPunctuation(before, ";")
      else { continue }
      // `backgroundColor = backgroundColor?.withAlphaComponent(0.9)` reads the one before.
      let value = (k + 2)..<source.statementEnd(from: k + 2)
      guard value.upperBound <= use else { continue }
      guard source[k + 1].text == "=", scopes.contains(source.parentBrace[k]) else {
        return unresolved(f, k, "\(name) is set in a branch or by an operator before it")
      }
      guard !value.isEmpty else { return nil }
      return evaluateAround(value, type: nil, f)
    }
    return nil
  }

  /// A local declared without a value, read at its setting before `use`: one setting in its
  /// own scope, or one in each branch of one `switch` or `if`/`else` chain, read branch by
  /// branch (`let tint: UIColor` set in each `case`).
  ///
  /// Locals set in the same branches go together: `textColor` and `backgroundColor` set in each
  /// `case` of one `switch` are paired case by case, never across cases.
  private func settingValue(
    _ name: String, declaredAt k: Int, in declared: Int, before use: Int, _ type: String?,
    _ f: EvalFrame
  ) -> EvalValue {
    let source = file(f)
    guard
      let settings = Self.settings(of: name, declaredIn: declared, after: k, before: use, source)
    else {
      return unresolved(f, k, "\(name) is set more than once before it, or by an operator")
    }
    guard let first = settings.first else {
      return unresolved(f, k, "\(name) is declared without a value")
    }
    if settings.count == 1, source.parentBrace[first] == declared {
      return setting(at: first, type: type, f)
    }
    let branches = settings.map { Self.branch(of: $0, source) }
    guard let construct = branches.first??.construct,
      branches.allSatisfy({ $0?.construct == construct })
    else {
      return unresolved(f, k, "\(name) is set in branches of different statements before it")
    }
    let key = MemberKey(token: source[construct], in: f.file)
    if let assumed = assumptions[key], let branch = Int(assumed) {
      noteContextDependence()
      guard let n = branches.firstIndex(where: { $0?.branch == branch }) else {
        return unresolved(
          f, k, "\(name) is not set in the branch at line \(source[branch].line)")
      }
      return setting(at: settings[n], type: type, f)
    }
    // A branch the audit cannot read leaves the local unknown, for that branch's reason.
    for at in settings {
      let value = setting(at: at, type: type, f)
      if value.isUnresolved { return value }
    }
    if enumerable == nil {
      enumerable = (key, "", name, Self.branches(of: construct, source), 0)
    }
    return unresolved(f, k, "\(name) is set in \(settings.count) branches before it")
  }

  /// The branching statement a token is directly in, and its branch.
  ///
  /// The body `{` of a `switch` and the `case` or `default` clause; or the first `if` of an
  /// `if`/`else` chain and the block's `{`. Nil elsewhere (a loop, a closure, the declaring
  /// scope).
  static func branch(of j: Int, _ source: SourceFile) -> (construct: Int, branch: Int)? {
    let block = source.parentBrace[j]
    guard block >= 0, let keyword = blockKeyword(block, source) else { return nil }
    if source.isIdentifier(keyword, "switch") {
      var c = j - 1
      while c > block {
        if source.parentBrace[c] == block, isClause(c, source) { return (block, c) }
        c -= 1
      }
      return nil
    }
    return chainStart(block, source).map { ($0, block) }
  }

  /// The branches of a construct `branch(of:_:)` names, in order.
  static func branches(of construct: Int, _ source: SourceFile) -> [Int] {
    if source.isPunctuation(construct, "{") {
      let close = source.match[construct] > construct ? source.match[construct] : source.count
      return ((construct + 1)..<close).filter {
        source.parentBrace[$0] == construct && isClause($0, source)
      }
    }
    let level = source.parentBrace[construct]
    var found: [Int] = []
    var t = construct
    while t < source.count {
      guard source.isPunctuation(t, "{"), source.parentBrace[t] == level else {
        t += 1
        continue
      }
      let close = source.match[t] > t ? source.match[t] : source.count
      // A closure in a condition is not a branch.
      if chainStart(t, source) == construct {
        found.append(t)
        guard source.isIdentifier(close + 1, "else") else { break }
      }
      t = close + 1
    }
    return found
  }

  /// What taking a branch means, for a pairing's name: `model.state is .merged` for a clause
  /// `case .merged:` of `switch model.state`, `… is another case` for its `default`, else the
  /// branch's line.
  static func branchDescription(_ branch: Int, _ source: SourceFile) -> String {
    let line = "the branch at line \(source[branch].line) runs"
    guard isClause(branch, source), case let body = source.parentBrace[branch], body >= 0,
      let keyword = blockKeyword(body, source), source.isIdentifier(keyword, "switch"),
      keyword + 1 < body
    else { return line }
    let subject = ColorUseReader.text((keyword + 1)..<body, source)
    if source.isIdentifier(branch, "default") { return "\(subject) is another case" }
    var end = branch + 1
    while end < source.count, !source.isPunctuation(end, ":") {
      // Only a list of cases (`.commented, .unknown`): a pattern with bindings or conditions
      // is named by its line.
      guard
        source.isPunctuation(end, ".") || source.isPunctuation(end, ",")
          || source[end].kind == .identifier, !source.isIdentifier(end, "let"),
        !source.isIdentifier(end, "var"), !source.isIdentifier(end, "where")
      else { return line }
      end += 1
    }
    guard end > branch + 1 else { return line }
    return "\(subject) is \(ColorUseReader.text((branch + 1)..<end, source))"
  }

  /// `case` or `default` opening a clause of a `switch`: the first token of its line.
  private static func isClause(_ c: Int, _ source: SourceFile) -> Bool {
    (source.isIdentifier(c, "case") || source.isIdentifier(c, "default"))
      && (c == 0 || source[c - 1].line < source[c].line || source.isPunctuation(c - 1, "{"))
  }

  /// The keyword that opens the block at `brace` (`switch`, `if`, `else`), found back over its
  /// condition on the same level; nil for any other block.
  private static func blockKeyword(_ brace: Int, _ source: SourceFile) -> Int? {
    let level = source.parentBrace[brace]
    var j = brace - 1
    while j >= 0, source.parentBrace[j] == level {
      if source[j].kind == .punctuation, ["{", "}", ";"].contains(source[j].text) { return nil }
      if source.isIdentifier(j, "switch") || source.isIdentifier(j, "if")
        || source.isIdentifier(j, "else")
      {
        return j
      }
      if source[j].kind == .identifier,
        ["for", "while", "repeat", "do", "catch", "defer", "guard", "let", "var", "return"]
          .contains(source[j].text)
      {
        return nil
      }
      j -= 1
    }
    return nil
  }

  /// The first `if` of the `if`/`else` chain whose block opens at `brace`.
  private static func chainStart(_ brace: Int, _ source: SourceFile) -> Int? {
    var block = brace
    while let keyword = blockKeyword(block, source) {
      if source.isIdentifier(keyword, "if") {
        // `} else if …`: the chain goes on before.
        guard keyword >= 2, source.isIdentifier(keyword - 1, "else"),
          source.isPunctuation(keyword - 2, "}"),
          (0..<(keyword - 2)).contains(source.match[keyword - 2])
        else { return keyword }
        block = source.match[keyword - 2]
      } else if source.isIdentifier(keyword, "else"), keyword >= 1,
        source.isPunctuation(keyword - 1, "}"),
        (0..<(keyword - 1)).contains(source.match[keyword - 1])
      {
        block = source.match[keyword - 1]
      } else {
        return nil
      }
    }
    return nil
  }

  /// The value a local is given by the setting whose name token is at `at` (`tint = …`).
  private func setting(at: Int, type: String?, _ f: EvalFrame) -> EvalValue {
    let source = file(f)
    return evaluateAround((at + 2)..<source.statementEnd(from: at + 2), type: type, f)
  }

  /// An expression of the code around a use, read in its place (a local's initializer, a
  /// setting), as a value of `type` when the code states one.
  private func evaluateAround(_ value: Range<Int>, type: String?, _ f: EvalFrame) -> EvalValue {
    var frame = EvalFrame(
      file: f.file, selfType: f.selfType, selfValue: f.selfValue, flavor: f.flavor,
      literalSite: f.literalSite, inProvider: f.inProvider)
    frame.readsSiteLocals = true
    frame.literalSiteIsWeak = f.literalSiteIsWeak
    frame.contextType = type
    return converted(evaluate(value, &frame), to: type)
  }

  /// The braces around a use, innermost first, up to the body of a type or the file.
  private static func scopes(around use: Int, _ source: SourceFile) -> [Int] {
    var scopes: [Int] = []
    var brace = source.parentBrace[use]
    while brace >= 0, !source.isTypeBody(brace) {
      scopes.append(brace)
      brace = source.parentBrace[brace]
    }
    return scopes
  }

  /// The settings `name = …` of a local declared without a value at `k`, before `use`.
  ///
  /// None, one, or one in each branch. Nil when one is an operator or passes it `inout`, or one
  /// is beside others in the declaring scope (a later setting would replace it).
  private static func settings(
    of name: String, declaredIn scope: Int, after k: Int, before use: Int, _ source: SourceFile
  ) -> [Int]? {
    var found: [Int] = []
    for j in (k + 1)..<use
    where source[j].kind == .identifier && source[j].text == name
      && !source.isPunctuation(j - 1, ".")
    {
      if source.isPunctuation(j - 1, "&") { return nil }
      guard j + 1 < source.count, source[j + 1].kind == .punctuation,
        assignments.contains(source[j + 1].text),
        // `tint = tint.withAlphaComponent(0.5)` around the use is not a setting before it.
        source.statementEnd(from: j + 2) <= use
      else { continue }
      guard source[j + 1].text == "=" else { return nil }
      found.append(j)
    }
    if found.count > 1, found.contains(where: { source.parentBrace[$0] == scope }) { return nil }
    return found
  }

  /// Why a parameter of the function or closure around `use` has no value here.
  private func parameterReason(_ name: String, at use: Int, _ scopes: [Int], _ f: EvalFrame)
    -> EvalValue?
  {
    // A parameter named as a property of the type (`func row(_ colorScheme: ColorScheme)` in a
    // view with `@Environment(\.colorScheme) var colorScheme`) is read as that property, as
    // before locals were read: callers pass it on. Unless it is read value by value below.
    let namesMember = f.selfType.map { !index.members(named: name, in: $0).isEmpty } ?? false
    let source = file(f)
    for open in scopes where (source.closureSignature(open)?.parameters ?? []).contains(name) {
      return namesMember
        ? nil : unresolved(f, use, "\(name) is a parameter of the closure around it")
    }
    guard f.file < index.membersByFile.count,
      let function = index.membersByFile[f.file].lazy.map({ self.index.members[$0] }).first(
        where: { member in
          member.body.map { scopes.contains($0.lowerBound - 1) } ?? false
            && member.parameters.contains { $0.name == name }
        }),
      let n = function.parameters.firstIndex(where: { $0.name == name })
    else { return nil }
    let fromCallers = unresolved(
      f, use, "\(name) is a parameter of \(function.name): its value comes from the callers")
    let reason = namesMember ? nil : fromCallers
    // A parameter of an enum type, or of a type that declares its own instances (`func
    // setTheme(_ theme: PresentationTheme)`), is read once per case, as runtime state is.
    guard let type = Self.plainType(function.parameters[n].type).map(SourceIndex.lastComponent)
    else { return reason }
    // Two types of that name (`TopBannerViewModel.BannerType`, `ProductsTopBannerFactory
    // .BannerType`) leave the cases unknown.
    guard let declared = index.onlyDeclaration(of: type) else { return reason }
    let isEnum = declared.kind == .enum
    let instances = isEnum ? [] : index.staticInstances(of: type)
    guard isEnum || instances.count > 1 else { return reason }
    let key = MemberKey(parameter: n, of: function)
    if let assumed = assumptions[key] {
      noteContextDependence()
      if isEnum { return .object(type: type, fields: ["case": .symbol(assumed)]) }
      if let instance = instances.first(where: { $0.name == assumed }) {
        return value(of: instance, receiver: nil, EvalFrame(file: instance.file))
      }
    }
    if enumerable == nil { enumerable = (key, type, name, [], 0) }
    return fromCallers
  }

  /// A local declared at the name token `k`: its value, its stated type, and where a binding
  /// of a condition is visible (`if let`: the body; `guard let`: after the `else` block).
  private static func binding(at k: Int, _ source: SourceFile) -> (
    value: Range<Int>?, type: String?, isVariable: Bool, isCondition: Bool, visible: Range<Int>?
  )? {
    guard source.language == .swift else {
      guard let declaration = source.declaration(at: k) else { return nil }
      let type = k >= 2 && source.isPunctuation(k - 1, "*") ? source[k - 2].text : nil
      return (declaration.initializer, type, true, false, nil)
    }
    // A later name of a list without values (`var textColor, backgroundColor: UIColor?`): a
    // declaration of its own, of the list's type.
    var listStart = k
    while source.isPunctuation(listStart - 1, ","), source.isIdentifierToken(listStart - 2) {
      listStart -= 2
    }
    if listStart < k,
      source.isIdentifier(listStart - 1, "var") || source.isIdentifier(listStart - 1, "let"),
      !source.isIdentifier(listStart - 2, "case")
    {
      var colon = k + 1
      while source.isPunctuation(colon, ","), source.isIdentifierToken(colon + 1) { colon += 2 }
      guard source.isPunctuation(colon, ":") else { return nil }
      var written = ""
      var j = colon + 1
      while j < source.count, !source.isPunctuation(j, "="), !source.isPunctuation(j, "{"),
        source[j].line == source[k].line
      {
        written += source[j].text
        j += 1
      }
      return (
        nil, written.isEmpty ? nil : written, source.isIdentifier(listStart - 1, "var"), false, nil
      )
    }
    guard k >= 1, source.isIdentifier(k - 1, "let") || source.isIdentifier(k - 1, "var") else {
      return nil
    }
    let isVariable = source.isIdentifier(k - 1, "var")
    let before = k - 2
    let keyword =
      before >= 0 && source[before].kind == .identifier ? source[before].text : nil
    // `if let`, `guard let`, `while let`, and `, let` after one of them; `case let` is a pattern.
    if keyword == "case" { return nil }
    let isCondition =
      keyword == "if" || keyword == "guard" || keyword == "while"
      || (before >= 0 && source.isPunctuation(before, ","))
    var j = k + 1
    var type: String?
    if source.isPunctuation(j, ":") {
      j += 1
      var written = ""
      while j < source.count, !source.isPunctuation(j, "="), !source.isPunctuation(j, ","),
        !source.isPunctuation(j, "{"), source[j].line == source[k].line
      {
        written += source[j].text
        j += 1
      }
      type = written.isEmpty ? nil : written
    }
    guard isCondition else {
      let end = source.statementEnd(from: k + 1)
      guard source.isPunctuation(j, "="), j + 1 < end else {
        return (nil, type, isVariable, false, nil)
      }
      return ((j + 1)..<end, type, isVariable, false, nil)
    }
    // A condition's value ends at `,`, `{` or `else` outside brackets.
    var end = j
    if source.isPunctuation(j, "=") {
      end = j + 1
      while end < source.count {
        if source.isPunctuation(end, "(") || source.isPunctuation(end, "["), source.match[end] > end
        {
          end = source.match[end] + 1
          continue
        }
        if source.isPunctuation(end, ",") || source.isPunctuation(end, "{")
          || source.isPunctuation(end, "}") || source.isIdentifier(end, "else")
        {
          break
        }
        end += 1
      }
    }
    // Where it is visible: the first block after the conditions, or after guard's `else` block.
    var open = end
    while open < source.count, !source.isPunctuation(open, "{") {
      if source.isPunctuation(open, "(") || source.isPunctuation(open, "["),
        source.match[open] > open
      {
        open = source.match[open] + 1
        continue
      }
      if source.isPunctuation(open, "}") { return nil }
      open += 1
    }
    guard open < source.count, source.match[open] > open else { return nil }
    let close = source.match[open]
    let statementIsGuard = source.isIdentifier(open - 1, "else") && isGuard(before: k, source)
    let visible =
      statementIsGuard
      ? (close + 1)..<max(close + 1, source.count) : (open + 1)..<close
    let value = source.isPunctuation(j, "=") && j + 1 < end ? (j + 1)..<end : nil
    return (value, type, isVariable, true, visible)
  }

  /// Whether the condition holding token `k` belongs to a `guard`.
  private static func isGuard(before k: Int, _ source: SourceFile) -> Bool {
    var j = k - 1
    while j >= 0 {
      if source[j].kind == .punctuation,
        source[j].text == "{" || source[j].text == "}"
          || source[j].text == ";"
      {
        return false
      }
      if source.isPunctuation(j, ")") || source.isPunctuation(j, "]"), source.match[j] >= 0,
        source.match[j] < j
      {
        j = source.match[j] - 1
        continue
      }
      if source.isIdentifier(j, "guard") { return true }
      if source.isIdentifier(j, "if") || source.isIdentifier(j, "while") { return false }
      j -= 1
    }
    return false
  }

  /// The closure or loop between the declaration's scope and the use that binds `name` again:
  /// `{ color in … }`, `for color in colors { … }`.
  private static func rebinding(
    of name: String, between declared: Int, and use: Int, _ scopes: [Int], _ source: SourceFile
  ) -> String? {
    for open in scopes where open > declared {
      if (source.closureSignature(open)?.parameters ?? []).contains(name) { return "closure" }
      // `for name in …{`: the loop's own header.
      var j = open - 1
      while j > declared, source[j].line >= source[open].line - 2,
        !source.isPunctuation(j, "{"), !source.isPunctuation(j, "}"), !source.isPunctuation(j, ";")
      {
        if source.isIdentifier(j, "for") {
          var p = j + 1
          while p < open, !source.isIdentifier(p, "in") {
            if source.isIdentifier(p, name) { return "loop" }
            p += 1
          }
          break
        }
        j -= 1
      }
    }
    return nil
  }

  /// The operators that set a variable.
  private static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "|=", "&=", "??="]

  /// The first assignment to `name` in the scope opened at `open`, after the declaration at `k`.
  private static func assignment(of name: String, in open: Int, after k: Int, _ source: SourceFile)
    -> Int?
  {
    let close = source.match[open] > open ? source.match[open] : source.count
    var j = k + 1
    while j < close {
      defer { j += 1 }
      guard source[j].kind == .identifier, source[j].text == name,
        !source.isPunctuation(j - 1, "."), j + 1 < close
      else { continue }
      if source.isPunctuation(j - 1, "&") { return j }
      if source[j + 1].kind == .punctuation, assignments.contains(source[j + 1].text) { return j }
    }
    return nil
  }
}
