/// Statements: bodies of functions, initializers, getters, closures and blocks.
extension CodeEvaluator {
  enum Flow {
    /// The block ran to its end; the value of its last expression statement, for bodies and
    /// branches that are a single expression.
    case normal(EvalValue)
    case returned(EvalValue)
  }

  /// Runs a body and returns what it returns (or its single expression's value).
  func run(_ body: Range<Int>, _ f: inout EvalFrame) -> EvalValue {
    guard depth < Self.maximumDepth else {
      noteContextDependence()
      return .unresolved("evaluation nests too deeply (\(place(f, body.lowerBound)))")
    }
    depth += 1
    noteDepth()
    defer { depth -= 1 }
    switch block(body, &f) {
    case .returned(let value): return value
    case .normal(let value): return value
    }
  }

  func block(_ range: Range<Int>, _ f: inout EvalFrame) -> Flow {
    let source = file(f)
    var i = range.lowerBound
    var last: EvalValue = .void
    var count = 0
    while i < range.upperBound {
      if source.isPunctuation(i, ";") {
        i += 1
        continue
      }
      steps += 1
      if steps > Self.maximumSteps {
        noteContextDependence()
        return .returned(.unresolved("evaluation takes too many steps (\(place(f, i)))"))
      }
      count += 1
      let flow =
        source.language == .objectiveC
        ? objectiveCStatement(&i, range.upperBound, &f) : swiftStatement(&i, range.upperBound, &f)
      switch flow {
      case .returned: return flow
      case .normal(let value): last = value
      }
    }
    return .normal(count == 1 ? last : .void)
  }

  // MARK: - Swift

  private func swiftStatement(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> Flow {
    let source = file(f)
    let t = source[i]
    let statementEnd = min(source.statementEnd(from: i), end)
    if t.kind == .identifier {
      switch t.text {
      case "return":
        let value = i + 1 < statementEnd ? evaluate((i + 1)..<statementEnd, &f) : .void
        i = statementEnd
        return .returned(value)
      case "let", "var":
        bindLocals((i + 1)..<statementEnd, &f)
        i = statementEnd
        return .normal(.void)
      case "func":
        // A function declared in the body (`func clampValue(_ v: CGFloat) -> CGFloat { … }`):
        // a local closure over what the body has bound so far.
        if let local = Self.localFunction(at: i, before: end, source) {
          f.locals[local.name] = .closure(
            Closure(
              file: f.file, parameters: local.parameters, body: local.body, captured: f.locals,
              selfType: f.selfType, selfValue: f.selfValue))
          i = local.body.upperBound + 1
          return .normal(.void)
        }
      case "if":
        return ifStatement(&i, end, &f)
      case "guard":
        return guardStatement(&i, end, &f)
      case "switch":
        return switchStatement(&i, end, &f)
      case "for", "while", "repeat":
        i = end
        return .returned(.unresolved("a loop (\(place(f, i - 1)))"))
      case "do":
        if source.isPunctuation(i + 1, "{"), source.match[i + 1] > i + 1 {
          let close = source.match[i + 1]
          let flow = block((i + 2)..<close, &f)
          i = close + 1
          // `catch` clauses: skip.
          while source.isIdentifier(i, "catch") {
            while i < end, !source.isPunctuation(i, "{") { i += 1 }
            if i < end, source.match[i] > i { i = source.match[i] + 1 }
          }
          return flow
        }
      case "defer", "print", "assert", "assertionFailure", "precondition", "debugPrint", "NSLog":
        i = statementEnd
        return .normal(.void)
      case "fatalError", "preconditionFailure":
        i = statementEnd
        return .returned(.unresolved("the code stops here (\(place(f, i - 1)))"))
      default:
        break
      }
    }
    // `self.init(…)`: an initializer that makes a color.
    if t.isIdentifier("self"), source.isPunctuation(i + 1, "."), source.isIdentifier(i + 2, "init")
    {
      var k = i + 3
      var frame = f
      let arguments = callArguments(&k, statementEnd, &frame)
      f.locals = frame.locals
      let type = f.selfType ?? "UIColor"
      let value = construct(type, arguments, &f, at: i + 2)
      i = statementEnd
      return .returned(value)
    }
    // `self = Color(UIColor { traits in … })`: an initializer of a value type assigns what it
    // makes (the Blockchain wallet's `Color(light:dark:)`).
    if t.isIdentifier("self"), source.isPunctuation(i + 1, "="), i + 2 < statementEnd,
      f.selfType != nil
    {
      let value = evaluate((i + 2)..<statementEnd, &f)
      i = statementEnd
      return .returned(value)
    }
    if t.isIdentifier("super"), source.isPunctuation(i + 1, "."), source.isIdentifier(i + 2, "init")
    {
      i = statementEnd
      return .normal(.void)
    }
    if let assignment = topLevelAssignment(i..<statementEnd, source) {
      assign(
        target: i..<assignment.index, op: assignment.op,
        value: (assignment.index + 1)..<statementEnd, &f)
      i = statementEnd
      return .normal(.void)
    }
    if mutatingStringCall(i..<statementEnd, &f) {
      i = statementEnd
      return .normal(.void)
    }
    let value = evaluate(i..<statementEnd, &f)
    i = statementEnd
    return .normal(value)
  }

  /// The type written after `:` at `k` (`: UInt64`), up to its `=`; moves `k` past it.
  private func statedType(_ k: inout Int, before end: Int, _ source: SourceFile) -> String? {
    guard source.isPunctuation(k, ":") else { return nil }
    var type = ""
    k += 1
    while k < end, !source.isPunctuation(k, "=") {
      type += source[k].text
      k += 1
    }
    return type
  }

  /// The name, parameter names and body of `func name(_ a: T, b c: U) -> V { … }` at `k`.
  static func localFunction(at k: Int, before end: Int, _ source: SourceFile) -> (
    name: String, parameters: [String], body: Range<Int>
  )? {
    guard source.isIdentifierToken(k + 1) else { return nil }
    var j = k + 2
    // Generic parameters: `func pick<T>(…)`.
    if source.isPunctuation(j, "<") {
      while j < end, !source.isPunctuation(j, "(") { j += 1 }
    }
    guard source.isPunctuation(j, "("), source.match[j] > j else { return nil }
    let close = source.match[j]
    var parameters: [String] = []
    for part in source.split((j + 1)..<close, by: ",") where !part.isEmpty {
      // The name is the last word before `:` (`_ v: CGFloat`, `for state: State`).
      guard let colon = part.first(where: { source.isPunctuation($0, ":") }),
        colon > part.lowerBound,
        source.isIdentifierToken(colon - 1)
      else { return nil }
      parameters.append(source[colon - 1].text)
    }
    var open = close + 1
    while open < end, !source.isPunctuation(open, "{") {
      if source.isPunctuation(open, "(") || source.isPunctuation(open, "["),
        source.match[open] > open
      {
        open = source.match[open] + 1
        continue
      }
      if source.isPunctuation(open, "}") || source.isPunctuation(open, ";") { return nil }
      open += 1
    }
    guard open < end, source.match[open] > open, source.match[open] < end else { return nil }
    return (source[k + 1].text, parameters, (open + 1)..<source.match[open])
  }

  /// `let a = 1, b: CGFloat = 2`, `var rgb: UInt64 = 0`, `let r, g, b: CGFloat`, and a tuple
  /// taken apart: `var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))`.
  private func bindLocals(_ range: Range<Int>, _ f: inout EvalFrame) {
    let source = file(f)
    if source.isPunctuation(range.lowerBound, "("),
      source.match[range.lowerBound] > range.lowerBound,
      source.match[range.lowerBound] < range.upperBound
    {
      let close = source.match[range.lowerBound]
      let names = source.split((range.lowerBound + 1)..<close, by: ",").map { part in
        part.count == 1 && source[part.lowerBound].kind == .identifier
          ? source[part.lowerBound].text : nil
      }
      var k = close + 1
      let type = statedType(&k, before: range.upperBound, source)
      let value: EvalValue =
        source.isPunctuation(k, "=") && k + 1 < range.upperBound
        ? evaluate((k + 1)..<range.upperBound, &f)
        : .unresolved("a tuple without a value (\(place(f, range.lowerBound)))")
      for (n, name) in names.enumerated() {
        guard let name else { continue }
        if case .tuple(let values) = value, values.count == names.count {
          f.locals[name] = converted(values[n], to: type)
        } else {
          f.locals[name] =
            value.isUnresolved
            ? value : .unresolved("\(name) of a tuple the audit cannot read (\(place(f, k)))")
        }
      }
      return
    }
    let isConstant = source.isIdentifier(range.lowerBound - 1, "let")
    for part in source.split(range, by: ",") where !part.isEmpty {
      guard source[part.lowerBound].kind == .identifier else { continue }
      let name = source[part.lowerBound].text
      var k = part.lowerBound + 1
      let type = statedType(&k, before: part.upperBound, source)
      if source.isPunctuation(k, "="), k + 1 < part.upperBound {
        var value = converted(evaluate((k + 1)..<part.upperBound, &f), to: type)
        // `let palette = [...]` then `palette[hash % palette.count]`: read once per element.
        if isConstant, case .array(let elements, nil) = value {
          let key = MemberKey(token: source[part.lowerBound], in: f.file)
          value = .array(elements, origin: ArrayOrigin(key: key, name: name))
        }
        f.locals[name] = value
      } else {
        f.locals[name] = .unresolved("\(name) has no value yet (\(place(f, part.lowerBound)))")
      }
    }
  }

  private func topLevelAssignment(_ range: Range<Int>, _ source: SourceFile) -> (
    index: Int, op: String
  )? {
    let operators: Set<String> = ["=", "+=", "-=", "*=", "/=", "|=", "&=", "<<=", ">>="]
    let found = source.firstTopLevelPunctuation(in: range) { t, _ in operators.contains(t.text) }
    return found.map { ($0, source[$0].text) }
  }

  /// The `{` that opens the body of the `if` or `switch` at `i`, skipping parenthesized
  /// conditions; nil when the statement has none before `end`.
  private func bodyBrace(after i: Int, before end: Int, _ source: SourceFile) -> Int? {
    var k = i + 1
    while k < end, !(source.isPunctuation(k, "{") && source.parentBrace[k] == source.parentBrace[i])
    {
      if source.isPunctuation(k, "("), source.match[k] > k {
        k = source.match[k] + 1
        continue
      }
      k += 1
    }
    return k < end && source.match[k] > k ? k : nil
  }

  /// `x = …`, `self.text = text`, `scanner.scanLocation = 1`, `value |= …`.
  private func assign(
    target: Range<Int>, op: String, value range: Range<Int>, _ f: inout EvalFrame
  ) {
    let source = file(f)
    // `(a, r, g, b) = (255, x >> 16, …)`: element by element.
    if source.isPunctuation(target.lowerBound, "("),
      source.match[target.lowerBound] == target.upperBound - 1,
      source.isPunctuation(range.lowerBound, "("),
      source.match[range.lowerBound] == range.upperBound - 1
    {
      let targets = source.split((target.lowerBound + 1)..<(target.upperBound - 1), by: ",")
      let values = source.split((range.lowerBound + 1)..<(range.upperBound - 1), by: ",")
      guard targets.count == values.count else { return }
      let evaluated = values.map { evaluate($0, &f) }
      for (element, value) in zip(targets, evaluated) where element.count == 1 {
        f.locals[source[element.lowerBound].text] = value
      }
      return
    }
    var value = evaluate(range, &f)
    var names = target.filter { source[$0].kind == .identifier }.map { source[$0].text }
    let dotted = target.allSatisfy {
      source[$0].kind == .identifier || source.isPunctuation($0, ".")
    }
    guard dotted, !names.isEmpty else { return }
    let onSelf = names.first == "self"
    if onSelf { names.removeFirst() }
    guard let name = names.first else { return }
    if names.count == 2,
      assignScannerProperty(
        name, names[1], value, &f, valueRange: range, at: target.lowerBound)
    {
      return
    }
    guard names.count == 1 else {
      // `style.tint = .red` on a local instance sets its field; any other change to a local's
      // inside leaves the local unknown rather than as it was.
      guard !onSelf, let local = f.locals[name] else { return }
      if names.count == 2, op == "=", case .object(let type, var fields) = local {
        fields[names[1]] = value
        f.locals[name] = .object(type: type, fields: fields)
      } else if !local.isUnresolved {
        f.locals[name] = unresolved(
          f, target.lowerBound, "\(names.joined(separator: ".")) is changed, which is not followed")
      }
      return
    }
    if op != "=" {
      let current = f.locals[name] ?? f.fields?[name] ?? .unresolved("\(name) is not set")
      value = compound(op, current, value, f, target.lowerBound)
    }
    // `self.name = name` in an initializer sets the field, not the parameter.
    if onSelf, f.fields != nil {
      f.fields?[name] = value
    } else if f.locals[name] != nil {
      f.locals[name] = value
    } else if f.fields != nil {
      f.fields?[name] = value
    }
  }

  private func compound(_ op: String, _ a: EvalValue, _ b: EvalValue, _ f: EvalFrame, _ at: Int)
    -> EvalValue
  {
    let base = String(op.dropLast())
    switch (a, b) {
    case (.int(let x, let tx), .int(let y, let ty)):
      switch base {
      case "+": return .int(x &+ y, typed: tx || ty)
      case "-": return .int(x &- y, typed: tx || ty)
      case "*": return .int(x &* y, typed: tx || ty)
      case "|": return .int(x | y, typed: tx || ty)
      case "&": return .int(x & y, typed: tx || ty)
      case "<<": return .int(y >= 0 && y < 64 ? x << y : 0, typed: tx || ty)
      case ">>": return .int(y >= 0 && y < 64 ? x >> y : 0, typed: tx || ty)
      case "/" where y != 0: return .int(x / y, typed: tx || ty)
      default: break
      }
    default:
      if let x = a.number, let y = b.number {
        switch base {
        case "+": return .float(x + y)
        case "-": return .float(x - y)
        case "*": return .float(x * y)
        case "/" where y != 0: return .float(x / y)
        default: break
        }
      }
    }
    return .unresolved("\(op) on these values (\(place(f, at)))")
  }

  /// `hex.removeFirst()`, `hex.remove(at: hex.startIndex)` on a local string.
  private func mutatingStringCall(_ range: Range<Int>, _ f: inout EvalFrame) -> Bool {
    let source = file(f)
    let start = range.lowerBound
    guard range.count >= 4, source.isIdentifierToken(start), source.isPunctuation(start + 1, "."),
      source.isIdentifierToken(start + 2), source.isPunctuation(start + 3, "("),
      case .string(let text)? = f.locals[source[start].text]
    else { return false }
    switch source[start + 2].text {
    case "removeFirst":
      let open = start + 3
      let n =
        open + 1 < source.match[open]
        ? evaluate((open + 1)..<source.match[open], &f).integer ?? 1 : 1
      f.locals[source[start].text] = .string(String(text.dropFirst(Int(n))))
      return true
    case "remove":
      // `remove(at: hex.startIndex)`.
      if (start + 4..<range.upperBound).contains(where: { source[$0].isIdentifier("startIndex") }) {
        f.locals[source[start].text] = .string(String(text.dropFirst()))
        return true
      }
      return false
    default:
      return false
    }
  }

  private func ifStatement(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> Flow {
    let source = file(f)
    guard let bodyOpen = bodyBrace(after: i, before: end, source) else {
      i = end
      return .returned(.unresolved("an incomplete if (\(place(f, i - 1)))"))
    }
    let bodyClose = source.match[bodyOpen]
    var scoped = f
    let condition = conditions((i + 1)..<bodyOpen, &scoped)
    var next = bodyClose + 1
    var elseRange: Range<Int>?
    var elseIf: Int?
    if source.isIdentifier(next, "else") {
      if source.isIdentifier(next + 1, "if") {
        elseIf = next + 1
      } else if source.isPunctuation(next + 1, "{"), source.match[next + 1] > next + 1 {
        elseRange = (next + 2)..<source.match[next + 1]
        next = source.match[next + 1] + 1
      }
    }
    switch condition {
    case .bool(true):
      let flow = block((bodyOpen + 1)..<bodyClose, &scoped)
      keepLocals(of: scoped, in: &f)
      i = elseIf.map { skipIfChain(from: $0, source) } ?? next
      return flow
    case .bool(false):
      if let elseIf {
        i = elseIf
        return ifStatement(&i, end, &f)
      }
      i = next
      if let elseRange { return block(elseRange, &f) }
      return .normal(.void)
    default:
      i = elseIf.map { skipIfChain(from: $0, source) } ?? next
      if case .unresolved(let reason) = condition { return .returned(.unresolved(reason)) }
      return .returned(.unresolved("a condition the code does not decide (\(place(f, bodyOpen)))"))
    }
  }

  /// Keeps changes to locals that existed before a branch (branch-local bindings go away).
  private func keepLocals(of scoped: EvalFrame, in f: inout EvalFrame) {
    for (name, value) in scoped.locals where f.locals[name] != nil { f.locals[name] = value }
    if scoped.fields != nil { f.fields = scoped.fields }
  }

  /// The token after a whole `if … else if … else { }` chain starting at the `if` at `i`.
  private func skipIfChain(from i: Int, _ source: SourceFile) -> Int {
    var k = i
    while k < source.count {
      while k < source.count, !source.isPunctuation(k, "{") { k += 1 }
      guard k < source.count, source.match[k] > k else { return source.count }
      k = source.match[k] + 1
      guard source.isIdentifier(k, "else") else { return k }
      k += 1
    }
    return k
  }

  /// `a, let b = c, #available(…)`: all must hold; `let` bindings go into the frame.
  private func conditions(_ range: Range<Int>, _ f: inout EvalFrame) -> EvalValue {
    let source = file(f)
    for part in source.split(range, by: ",") where !part.isEmpty {
      let first = part.lowerBound
      if source.isIdentifier(first, "let") || source.isIdentifier(first, "var") {
        // `if let x = expr`, `if let x` (shorthand).
        guard source.isIdentifierToken(first + 1) else { return .unresolved("a pattern") }
        let name = source[first + 1].text
        var k = first + 2
        let type = statedType(&k, before: part.upperBound, source)
        let value: EvalValue
        if source.isPunctuation(k, "=") {
          value = evaluate((k + 1)..<part.upperBound, &f)
        } else {
          value = f.locals[name] ?? .unresolved("\(name) is not known")
        }
        switch value {
        case .none: return .bool(false)
        case .unresolved: return value
        default: f.locals[name] = converted(value, to: type)
        }
        continue
      }
      if source.isIdentifier(first, "case") {
        return .unresolved("a case pattern (\(place(f, first)))")
      }
      let value = evaluate(part, &f)
      guard case .bool(let holds) = value else {
        return value.isUnresolved
          ? value : .unresolved("a condition that is not a Boolean (\(place(f, first)))")
      }
      if !holds { return .bool(false) }
    }
    return .bool(true)
  }

  private func guardStatement(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> Flow {
    let source = file(f)
    var k = i + 1
    while k < end, !source.isIdentifier(k, "else") {
      if (source.isPunctuation(k, "(") || source.isPunctuation(k, "[")), source.match[k] > k {
        k = source.match[k] + 1
        continue
      }
      k += 1
    }
    guard source.isPunctuation(k + 1, "{"), source.match[k + 1] > k + 1 else {
      i = end
      return .returned(.unresolved("an incomplete guard (\(place(f, i - 1)))"))
    }
    let close = source.match[k + 1]
    let condition = conditions((i + 1)..<k, &f)
    i = close + 1
    switch condition {
    case .bool(true): return .normal(.void)
    case .bool(false): return block((k + 2)..<close, &f)
    default: return .returned(condition)
    }
  }

  private func switchStatement(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> Flow {
    let source = file(f)
    guard let open = bodyBrace(after: i, before: end, source) else {
      i = end
      return .returned(.unresolved("an incomplete switch (\(place(f, i - 1)))"))
    }
    let close = source.match[open]
    let subject = evaluate((i + 1)..<open, &f)
    i = close + 1
    if subject.isUnresolved { return .returned(subject) }
    let key = SwitchKey(file: f.file, open: open)
    let clauses: [SwitchClause]
    if let known = switchClauses[key] {
      clauses = known
    } else {
      clauses = Self.clauses(ofSwitchAt: open, in: source)
      switchClauses[key] = clauses
    }
    for clause in clauses {
      let bodyEnd = clause.bodyEnd
      guard let colon = clause.colon else { continue }
      var matches = false
      if clause.isDefault {
        matches = true
      } else {
        for pattern in clause.patterns {
          // `.caseName` against an enum value: compared by name, nothing to evaluate.
          if let name = pattern.caseName {
            switch subject {
            case .object(_, let fields):
              if case .symbol(let current)? = fields["case"] {
                if current == name { matches = true }
                continue
              }
            case .symbol(let current):
              if current == name { matches = true }
              continue
            default:
              break
            }
          }
          let tokens = pattern.tokens
          if source.isIdentifier(tokens.lowerBound, "let")
            || source.isIdentifier(tokens.lowerBound, "var")
          {
            return .returned(.unresolved("a binding pattern (\(place(f, tokens.lowerBound)))"))
          }
          let value = evaluate(tokens, &f)
          if value.isUnresolved { return .returned(value) }
          if case .symbol(let name) = value, case .object(_, let fields) = subject,
            case .symbol(let current)? = fields["case"]
          {
            if name == current { matches = true }
            continue
          }
          if caseMatches(subject, value) { matches = true }
        }
      }
      if matches {
        var body = (colon + 1)..<bodyEnd
        if body.upperBound > body.lowerBound, source.isPunctuation(body.upperBound - 1, "@") {
          body = body.lowerBound..<(body.upperBound - 1)
        }
        if let last = body.last, source.isIdentifier(last, "unknown"),
          source.isPunctuation(last - 1, "@")
        {
          body = body.lowerBound..<(last - 1)
        }
        return block(body, &f)
      }
    }
    return .returned(.unresolved("no case of the switch matches (\(place(f, open)))"))
  }

  /// The clauses of the switch whose body opens at `open`, in order: where each label is, the
  /// colon that ends it (nil when it has none) and its patterns.
  static func clauses(ofSwitchAt open: Int, in source: SourceFile) -> [SwitchClause] {
    let close = source.match[open]
    // Case labels: `case` or `default` directly inside the switch's braces.
    var labels: [Int] = []
    for k in (open + 1)..<close where source.parentBrace[k] == open {
      if source.isIdentifier(k, "case") || source.isIdentifier(k, "default") { labels.append(k) }
    }
    return labels.enumerated().map { n, label in
      let bodyEnd = n + 1 < labels.count ? labels[n + 1] : close
      // `@unknown default:` has its `@unknown` before the label: harmless in the previous body.
      let colon = source.firstTopLevel(":", in: label..<bodyEnd)
      let isDefault = source.isIdentifier(label, "default")
      var patterns: [SwitchClause.Pattern] = []
      if let colon, !isDefault {
        for tokens in source.split((label + 1)..<colon, by: ",") where !tokens.isEmpty {
          let isCaseName =
            tokens.count == 2 && source.isPunctuation(tokens.lowerBound, ".")
            && source.isIdentifierToken(tokens.lowerBound + 1)
          patterns.append(
            SwitchClause.Pattern(
              tokens: tokens, caseName: isCaseName ? source[tokens.lowerBound + 1].text : nil))
        }
      }
      return SwitchClause(colon: colon, bodyEnd: bodyEnd, isDefault: isDefault, patterns: patterns)
    }
  }

  private func caseMatches(_ subject: EvalValue, _ pattern: EvalValue) -> Bool {
    switch (subject, pattern) {
    case (_, .symbol("_")): return true
    case (.tuple(let values), .tuple(let patterns)):
      return values.count == patterns.count && zip(values, patterns).allSatisfy(caseMatches)
    case (.symbol(let a), .symbol(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    default:
      return equals(subject, pattern) ?? false
    }
  }

  // MARK: - Objective-C

  private func objectiveCStatement(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> Flow {
    let source = file(f)
    let t = source[i]
    if t.isIdentifier("if") {
      return objectiveCIf(&i, end, &f)
    }
    if t.isPunctuation("{"), source.match[i] > i {
      let close = source.match[i]
      let flow = block((i + 1)..<close, &f)
      i = close + 1
      return flow
    }
    if ["for", "while", "do", "switch"].contains(t.text), t.kind == .identifier {
      i = end
      return .returned(.unresolved("a loop or switch (\(place(f, i - 1)))"))
    }
    let statementEnd = source.firstTopLevel(";", in: i..<end) ?? end
    defer { i = min(statementEnd + 1, end) }
    if t.isIdentifier("return") {
      return .returned(i + 1 < statementEnd ? evaluate((i + 1)..<statementEnd, &f) : .void)
    }
    if let assignment = topLevelAssignment(i..<statementEnd, source) {
      // `CGFloat red = …`, `UIColor *color = …`, `unsigned int rgb = 0`: a declaration when
      // more than one word stands before the `=`.
      let target = i..<assignment.index
      let words = target.filter { source[$0].kind == .identifier }
      let isDeclaration =
        words.count >= 2
        && target.allSatisfy { source[$0].kind == .identifier || source.isPunctuation($0, "*") }
      if isDeclaration, let nameIndex = words.last {
        let type = words.dropLast().map { source[$0].text }.joined()
        f.locals[source[nameIndex].text] = converted(
          evaluate((assignment.index + 1)..<statementEnd, &f), to: BuiltInColors.cType(type))
        return .normal(.void)
      }
      assign(target: target, op: assignment.op, value: (assignment.index + 1)..<statementEnd, &f)
      return .normal(.void)
    }
    // `unsigned int rgb;`: a declaration without a value.
    let words = (i..<statementEnd).filter { source[$0].kind == .identifier }
    if words.count >= 2,
      (i..<statementEnd).allSatisfy({
        source[$0].kind == .identifier || source.isPunctuation($0, "*")
      }),
      let nameIndex = words.last
    {
      f.locals[source[nameIndex].text] = .int(0, typed: true)
      return .normal(.void)
    }
    return .normal(evaluate(i..<statementEnd, &f))
  }

  private func objectiveCIf(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> Flow {
    let source = file(f)
    let open = i + 1
    guard source.isPunctuation(open, "("), source.match[open] > open else {
      i = end
      return .returned(.unresolved("an incomplete if (\(place(f, open)))"))
    }
    let condition = evaluate((open + 1)..<source.match[open], &f)
    var k = source.match[open] + 1
    let thenRange = objectiveCBranch(&k, end, source)
    var elseRange: Range<Int>?
    if source.isIdentifier(k, "else") {
      k += 1
      elseRange = objectiveCBranch(&k, end, source)
    }
    i = k
    switch condition {
    case .bool(true): return block(thenRange, &f)
    case .bool(false): return elseRange.map { block($0, &f) } ?? .normal(.void)
    case .int(let value, _):
      return value != 0 ? block(thenRange, &f) : (elseRange.map { block($0, &f) } ?? .normal(.void))
    case .unresolved: return .returned(condition)
    default:
      return .returned(.unresolved("a condition the code does not decide (\(place(f, open)))"))
    }
  }

  /// A branch: `{ … }`, a nested `if`, or one statement up to its `;`.
  private func objectiveCBranch(_ k: inout Int, _ end: Int, _ source: SourceFile) -> Range<Int> {
    if source.isPunctuation(k, "{"), source.match[k] > k {
      let range = (k + 1)..<source.match[k]
      k = source.match[k] + 1
      return range
    }
    let start = k
    if source.isIdentifier(k, "if") {
      // Extent of a nested if/else chain.
      k += 1
      if source.isPunctuation(k, "("), source.match[k] > k { k = source.match[k] + 1 }
      _ = objectiveCBranch(&k, end, source)
      if source.isIdentifier(k, "else") {
        k += 1
        _ = objectiveCBranch(&k, end, source)
      }
      return start..<k
    }
    let semicolon = source.firstTopLevel(";", in: k..<end) ?? end
    k = min(semicolon + 1, end)
    return start..<k
  }
}

/// Where a `switch` is written: its file in the evaluator and its opening brace.
struct SwitchKey: Hashable {
  var file: Int
  var open: Int
}

/// One `case` or `default` clause of a `switch`, as the source lays it out.
struct SwitchClause {
  /// The colon that ends the label; nil when the label has none.
  var colon: Int?
  /// Where the clause's body ends: the next label, or the switch's closing brace.
  var bodyEnd: Int
  var isDefault: Bool
  var patterns: [Pattern]

  struct Pattern {
    var tokens: Range<Int>
    /// For `.caseName`, the name: compared with an enum value without evaluating anything.
    var caseName: String?
  }
}
