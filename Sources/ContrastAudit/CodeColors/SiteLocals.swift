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
    // The braces around the use, innermost first, up to the body of a type or the file.
    var scopes: [Int] = []
    var brace = source.parentBrace[use]
    while brace >= 0, !source.isTypeBody(brace) {
      scopes.append(brace)
      brace = source.parentBrace[brace]
    }
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
        return unresolved(f, k, "\(name) is declared without a value")
      }
      if binding.isVariable,
        let assigned = Self.assignment(of: name, in: declared, after: k, source)
      {
        return unresolved(f, assigned, "\(name) is a var the code assigns")
      }
      var frame = EvalFrame(
        file: f.file, selfType: f.selfType, selfValue: f.selfValue, flavor: f.flavor,
        literalSite: f.literalSite, inProvider: f.inProvider)
      frame.readsSiteLocals = true
      frame.literalSiteIsWeak = f.literalSiteIsWeak
      frame.contextType = binding.type
      let result = converted(evaluate(value, &frame), to: binding.type)
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
    var scopes: [Int] = []
    var brace = source.parentBrace[use]
    while brace >= 0, !source.isTypeBody(brace) {
      scopes.append(brace)
      brace = source.parentBrace[brace]
    }
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
      guard source[k + 1].text == "=", scopes.contains(source.parentBrace[k]) else {
        return unresolved(f, k, "\(name) is set in a branch or by an operator before it")
      }
      let value = (k + 2)..<source.statementEnd(from: k + 2)
      guard !value.isEmpty else { return nil }
      var frame = EvalFrame(
        file: f.file, selfType: f.selfType, selfValue: f.selfValue, flavor: f.flavor,
        literalSite: f.literalSite, inProvider: f.inProvider)
      frame.readsSiteLocals = true
      frame.literalSiteIsWeak = f.literalSiteIsWeak
      return evaluate(value, &frame)
    }
    return nil
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
    if enumerable == nil { enumerable = (key, type, name) }
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
