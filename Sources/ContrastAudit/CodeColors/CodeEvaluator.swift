import Foundation

/// Which color type a bare `.red` or `Color(…)` means where it is written.
enum ColorFlavor {
  /// UIKit: `UIColor.red` is pure red, `.label` a system color.
  case uikit
  /// SwiftUI: `Color.red` is the adaptive system red, `.primary` the label color.
  case swiftUI
}

/// A member declaration by where it is written: the key of the evaluator's memos.
struct MemberKey: Hashable {
  var file: Int
  var line: Int
  var column: Int

  init(_ member: MemberDeclaration) {
    file = member.file
    line = member.line
    column = member.column
  }

  /// The `n`th parameter of a function, taken case by case like runtime state (no member has a
  /// negative column).
  init(parameter n: Int, of function: MemberDeclaration) {
    file = function.file
    line = function.line
    column = -1 - n
  }

  /// A statement by its first token: a branching statement whose branches set locals, taken
  /// branch by branch, or a constant local's name (an array whose element is picked at runtime).
  init(token: Token, in file: Int) {
    self.file = file
    line = token.line
    column = token.column
  }
}

/// Where the evaluator is: the file, locals, `self`, and what a bare color member means.
struct EvalFrame {
  var file: Int
  var locals: [String: EvalValue] = [:]
  var selfType: String?
  var selfValue: EvalValue?
  var flavor: ColorFlavor = .uikit
  /// The call in the color's own definition whose literal decides the value: a color made by a
  /// helper (`UIColor(hex: 0x4285F4)`) is changed at the call, not inside the helper.
  var literalSite: SourceLocation?
  /// The call that set `literalSite` spells no literal (`ThemeColor.icon(for: podcast)`): a call
  /// inside it whose arguments do (`UIColor(hex: "#FF737E")`) is where the color is changed.
  var literalSiteIsWeak = false
  /// Inside a dynamic provider: `UITraitCollection.current` is the traits being resolved.
  var inProvider = false
  /// Fields assigned by an initializer that builds a project object (`self.text = text`).
  var fields: [String: EvalValue]?
  /// The type the code expects here (a property's or function's declared type): what `.init(…)`
  /// and other implicit members are members of.
  var contextType: String?
  /// At a place where the app draws a color: a name the frame does not bind may be a local of
  /// the function around it, declared before (see ``CodeEvaluator/siteLocal(_:at:_:)``).
  var readsSiteLocals = false
}

/// Evaluates Swift and Objective-C expressions and statements over the project index, for one
/// trait combination at a time.
///
/// It is an interpreter for the small part of the languages that color code uses: numbers and
/// integer bit operations, strings and `Scanner`, `if`/`guard`/`switch`/ternaries, locals,
/// initializers and helpers read from their bodies, closures and blocks, enums and structs.
/// Anything else (a loop, an unknown function, runtime state) evaluates to `unresolved` with the
/// reason and the place, and that propagates: nothing is guessed.
final class CodeEvaluator {
  let index: SourceIndex
  let names: CodeColorNames
  var traits: TraitCombination
  /// Whether the last evaluation read a trait; if not, one evaluation serves all combinations.
  var readTraits = false
  /// Whether a view's `traitCollection` is the trait combination being evaluated: where a color
  /// is set on a view (`backgroundColor = isDarkInterfaceStyle ? … : …`), the code runs in the
  /// view's traits, and re-runs when they change.
  var readsViewTraits = false
  /// Runtime state taken as one of its enum's cases (`Theme.activeTheme` is `.dark`), by member.
  var assumptions: [MemberKey: String] = [:]
  /// The first runtime state of an enum type the last evaluation met without an assumption: the
  /// color may be read once per case (one per theme).
  var enumerable: EnumerableState?
  /// Runtime state of an enum type: its member key, the enum, and the member's name; or a local
  /// set in the branches of a statement, with the branches (each `case` of a `switch`); or the
  /// element of a stored array picked by an index the code does not decide, with the array's
  /// count (`elements`, 0 otherwise).
  typealias EnumerableState = (
    key: MemberKey, type: String, name: String, settings: [Int], elements: Int
  )
  /// Member values of this evaluation, with the tick their evaluation started at.
  private var memo: [MemberKey: (value: EvalValue, tick: Int)] = [:]
  private var inProgress: Set<MemberKey> = []
  var depth = 0
  var steps = 0
  /// Static member values that hold in every evaluation, kept across `reset`, with the steps
  /// and nesting their evaluation took; see `value(of:receiver:_:)`.
  private var shared: [MemberKey: SharedMemberValues.Entry] = [:]
  /// Counts member evaluations, so a memo entry tells whether it was made inside the
  /// evaluation reading it.
  private var tick = 0
  /// The oldest memo entry read since the innermost member evaluation began; -1 when the
  /// evaluation depended on its context (assumed state, a member in progress, a limit).
  private var oldestRead = Int.max
  /// The deepest nesting reached since the innermost member evaluation began.
  private var deepest = 0

  /// Property wrappers whose value is runtime state: stored in user defaults, or view state.
  static let runtimeWrappers: Set<String> = [
    "AppStorage", "SceneStorage", "State", "Binding", "Environment", "EnvironmentObject",
    "ObservedObject", "StateObject", "Published", "Bindable", "FocusState", "GestureState",
  ]

  static let maximumDepth = 48
  static let maximumSteps = 100_000

  /// Static values read where the app draws, shared by the evaluators of one discovery.
  let sharedValues: SharedMemberValues?

  init(
    index: SourceIndex, names: CodeColorNames, traits: TraitCombination,
    sharedValues: SharedMemberValues? = nil
  ) {
    self.index = index
    self.names = names
    self.traits = traits
    self.sharedValues = sharedValues
  }

  /// Starts a fresh evaluation in other traits.
  func reset(traits: TraitCombination) {
    self.traits = traits
    readTraits = false
    enumerable = nil
    memo.removeAll(keepingCapacity: true)
    inProgress.removeAll(keepingCapacity: true)
    steps = 0
    depth = 0
    oldestRead = Int.max
    deepest = 0
  }

  /// Files that are not in the index: macro bodies, tokenized once each.
  private var extraFiles: [SourceFile] = []
  /// The clauses of each `switch` read so far, by file and opening brace: a generated
  /// `switch self` of hundreds of cases is read again for every color that goes through it.
  var switchClauses: [SwitchKey: [SwitchClause]] = [:]
  private var macroFiles: [String: Int] = [:]
  private var interpolationFiles: [String: Int] = [:]

  func file(_ f: EvalFrame) -> SourceFile {
    f.file < index.files.count ? index.files[f.file] : extraFiles[f.file - index.files.count]
  }

  func place(_ f: EvalFrame, _ i: Int) -> String {
    let source = file(f)
    guard i >= 0, i < source.count else { return source.path }
    return "\(source.path):\(source[i].line)"
  }

  func location(_ f: EvalFrame, _ i: Int) -> SourceLocation {
    let source = file(f)
    guard i >= 0, i < source.count else { return SourceLocation(file: source.path) }
    return SourceLocation(file: source.path, line: source[i].line, column: source[i].column)
  }

  func unresolved(_ f: EvalFrame, _ i: Int, _ reason: String) -> EvalValue {
    .unresolved("\(reason) (\(place(f, i)))")
  }

  // MARK: - Expressions

  /// Evaluates the expression in `range`.
  func evaluate(_ range: Range<Int>, _ f: inout EvalFrame) -> EvalValue {
    guard !range.isEmpty else { return .void }
    guard depth < Self.maximumDepth else {
      oldestRead = -1
      return unresolved(f, range.lowerBound, "evaluation nests too deeply")
    }
    depth += 1
    deepest = max(deepest, depth)
    defer { depth -= 1 }
    var i = range.lowerBound
    let value = expression(&i, range.upperBound, &f, minimum: 0)
    if i < range.upperBound, !value.isUnresolved {
      return unresolved(f, i, "cannot read the expression at \"\(file(f).text(i))\"")
    }
    if case .unresolved = value { forgetInOutTargets(in: range, &f, because: value) }
    return value
  }

  /// A call the audit could not follow may have written what it was passed as `&name`
  /// (`scanner.scanHexInt64(&rgb)` on a scanner of unknown text): those locals are unknown
  /// afterwards, not the value they started with.
  private func forgetInOutTargets(
    in range: Range<Int>, _ f: inout EvalFrame, because value: EvalValue
  ) {
    let source = file(f)
    for k in range
    where source.isPunctuation(k, "&") && source.isIdentifierToken(k + 1)
      && k + 1 < range.upperBound
    {
      // `&` as a prefix (an argument), not the bitwise operator between two operands.
      guard k > range.lowerBound,
        source.isPunctuation(k - 1, "(") || source.isPunctuation(k - 1, ",")
          || source.isPunctuation(k - 1, ":")
      else { continue }
      let name = source[k + 1].text
      if f.locals[name] != nil { f.locals[name] = value }
    }
  }

  /// What a project function was passed as `&name` is not written back from its body: those
  /// locals are unknown after the call.
  private func forgetInOutArguments(
    _ arguments: [CallArgument], of function: String, _ f: inout EvalFrame, at site: Int
  ) {
    for argument in arguments {
      guard case .inOut(let name) = argument.value, f.locals[name] != nil else { continue }
      f.locals[name] = unresolved(
        f, site, "\(name) is passed to \(function) to be written, which the audit does not follow")
    }
  }

  private func precedence(_ op: String, _ f: EvalFrame) -> Int? {
    if file(f).language == .objectiveC {
      switch op {
      case "*", "/", "%": return 100
      case "+", "-": return 90
      case "<<", ">>": return 80
      case "<", ">", "<=", ">=": return 70
      case "==", "!=": return 60
      case "&": return 50
      case "^": return 45
      case "|": return 40
      case "&&": return 30
      case "||": return 20
      default: return nil
      }
    }
    switch op {
    case "<<", ">>": return 110
    case "*", "/", "%", "&": return 100
    case "+", "-", "|", "^": return 90
    case "??": return 70
    case "<", ">", "<=", ">=", "==", "!=", "===", "!==": return 60
    case "&&": return 30
    case "||": return 20
    default: return nil
    }
  }

  private func expression(_ i: inout Int, _ end: Int, _ f: inout EvalFrame, minimum: Int)
    -> EvalValue
  {
    let source = file(f)
    var lhs = unary(&i, end, &f)
    while i < end {
      let t = source[i]
      guard t.kind == .punctuation || t.isIdentifier("as") || t.isIdentifier("is") else { break }
      if t.isIdentifier("as") {
        i += 1
        if source.isPunctuation(i, "?") || source.isPunctuation(i, "!") { i += 1 }
        skipType(&i, end, source)
        continue
      }
      if t.text == "?" && minimum <= 10 {
        // The ternary operator.
        i += 1
        let whenTrue = expression(&i, end, &f, minimum: 11)
        guard source.isPunctuation(i, ":") else { return unresolved(f, i, "incomplete ternary") }
        i += 1
        let whenFalse = expression(&i, end, &f, minimum: 10)
        switch lhs {
        case .bool(let condition): lhs = condition ? whenTrue : whenFalse
        case .unresolved: break
        default: lhs = unresolved(f, i - 1, "a condition that is not a Boolean")
        }
        continue
      }
      guard let p = precedence(t.text, f), p >= minimum else { break }
      let opIndex = i
      i += 1
      if t.text == "??" {
        let rhs = expression(&i, end, &f, minimum: p)
        if case .none = lhs { lhs = rhs }
        continue
      }
      let rhs = expression(&i, end, &f, minimum: p + 1)
      lhs = binary(t.text, lhs, rhs, f, opIndex)
    }
    return lhs
  }

  private func skipType(_ i: inout Int, _ end: Int, _ source: SourceFile) {
    while i < end {
      let t = source[i]
      if t.kind == .identifier || t.isPunctuation(".") || t.isPunctuation("?")
        || t.isPunctuation("!")
      {
        i += 1
      } else if t.isPunctuation("<") {
        while i < end, !source.isPunctuation(i, ">") { i += 1 }
        i += 1
      } else {
        return
      }
    }
  }

  private func binary(_ op: String, _ a: EvalValue, _ b: EvalValue, _ f: EvalFrame, _ at: Int)
    -> EvalValue
  {
    if case .unresolved = a { return a }
    if case .unresolved = b { return b }
    switch op {
    case "&&", "||":
      guard case .bool(let x) = a, case .bool(let y) = b else {
        return unresolved(f, at, "\(op) on values that are not Booleans")
      }
      return .bool(op == "&&" ? x && y : x || y)
    case "==", "!=", "===", "!==":
      guard let equal = equals(a, b) else {
        return unresolved(f, at, "cannot compare these values")
      }
      return .bool(op.hasPrefix("=") ? equal : !equal)
    case "<", ">", "<=", ">=":
      guard let x = a.number, let y = b.number else {
        return unresolved(f, at, "cannot compare these values")
      }
      switch op {
      case "<": return .bool(x < y)
      case ">": return .bool(x > y)
      case "<=": return .bool(x <= y)
      default: return .bool(x >= y)
      }
    case "+" where isString(a) || isString(b):
      guard case .string(let x) = a, case .string(let y) = b else {
        return unresolved(f, at, "adds a string to something else")
      }
      return .string(x + y)
    default:
      return arithmetic(op, a, b, f, at)
    }
  }

  private func isString(_ v: EvalValue) -> Bool {
    if case .string = v { return true }
    return false
  }

  private func arithmetic(_ op: String, _ a: EvalValue, _ b: EvalValue, _ f: EvalFrame, _ at: Int)
    -> EvalValue
  {
    let objectiveC = file(f).language == .objectiveC
    if case .int(let x, let xTyped) = a, case .int(let y, let yTyped) = b {
      let typed = xTyped || yTyped
      switch op {
      case "+": return .int(x &+ y, typed: typed)
      case "-": return .int(x &- y, typed: typed)
      case "*": return .int(x &* y, typed: typed)
      case "/":
        guard y != 0 else { return unresolved(f, at, "division by zero") }
        // Swift literals take the float type of a color component; C divides integers.
        if !typed && !objectiveC && x % y != 0 { return .float(Double(x) / Double(y)) }
        return .int(x / y, typed: typed)
      case "%":
        guard y != 0 else { return unresolved(f, at, "division by zero") }
        return .int(x % y, typed: typed)
      case "&": return .int(x & y, typed: typed)
      case "|": return .int(x | y, typed: typed)
      case "^": return .int(x ^ y, typed: typed)
      case "<<": return .int(y >= 0 && y < 64 ? x << y : 0, typed: typed)
      case ">>": return .int(y >= 0 && y < 64 ? x >> y : 0, typed: typed)
      default: return unresolved(f, at, "the operator \(op)")
      }
    }
    // A typed integer never meets a float in Swift without a conversion the code would spell.
    guard let x = a.number, let y = b.number else {
      return unresolved(f, at, "\(op) on values that are not numbers")
    }
    switch op {
    case "+": return .float(x + y)
    case "-": return .float(x - y)
    case "*": return .float(x * y)
    case "/":
      guard y != 0 else { return unresolved(f, at, "division by zero") }
      return .float(x / y)
    default: return unresolved(f, at, "\(op) on fractional numbers")
    }
  }

  func equals(_ a: EvalValue, _ b: EvalValue) -> Bool? {
    switch (a, b) {
    case (.symbol(let x), .symbol(let y)): return x == y
    case (.tuple(let x), .tuple(let y)):
      guard x.count == y.count else { return false }
      for (a, b) in zip(x, y) {
        guard let same = equals(a, b) else { return nil }
        if !same { return false }
      }
      return true
    case (.string(let x), .string(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.none, .none): return true
    case (.none, _), (_, .none): return false
    case (.object(let t1, let f1), .object(let t2, let f2)):
      guard case .symbol(let c1)? = f1["case"], case .symbol(let c2)? = f2["case"] else {
        return nil
      }
      return t1 == t2 && c1 == c2
    case (.object(_, let fields), .symbol(let y)), (.symbol(let y), .object(_, let fields)):
      guard case .symbol(let c)? = fields["case"] else { return nil }
      return c == y
    default:
      guard let x = a.number, let y = b.number else { return nil }
      return x == y
    }
  }

  private func unary(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> EvalValue {
    let source = file(f)
    guard i < end else { return unresolved(f, i, "an expression ends early") }
    let t = source[i]
    if t.kind == .punctuation {
      switch t.text {
      case "-":
        i += 1
        let value = unary(&i, end, &f)
        switch value {
        case .int(let x, let typed): return .int(-x, typed: typed)
        case .float(let x): return .float(-x)
        case .unresolved: return value
        default: return unresolved(f, i, "negates something that is not a number")
        }
      case "+":
        i += 1
        return unary(&i, end, &f)
      case "!":
        i += 1
        let value = unary(&i, end, &f)
        if case .bool(let x) = value { return .bool(!x) }
        if value.isUnresolved { return value }
        return unresolved(f, i, "! on something that is not a Boolean")
      case "~":
        i += 1
        let value = unary(&i, end, &f)
        if case .int(let x, let typed) = value { return .int(~x, typed: typed) }
        return value.isUnresolved ? value : unresolved(f, i, "~ on a non-integer")
      case "&":
        if source.isIdentifierToken(i + 1) {
          i += 2
          return .inOut(source[i - 1].text)
        }
      case "*":
        // An Objective-C pointer dereference: the value itself.
        i += 1
        return unary(&i, end, &f)
      default:
        break
      }
    }
    var value = primary(&i, end, &f)
    postfix(&value, &i, end, &f)
    return value
  }

  // MARK: - Primary expressions

  private func primary(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> EvalValue {
    steps += 1
    guard steps < Self.maximumSteps else {
      oldestRead = -1
      return unresolved(f, i, "evaluation takes too many steps")
    }
    let source = file(f)
    let t = source[i]
    switch t.kind {
    case .number:
      i += 1
      return Self.number(t.text) ?? unresolved(f, i - 1, "cannot read the number \(t.text)")
    case .string:
      i += 1
      if t.interpolated { return interpolated(at: i - 1, &f) }
      return .string(t.text)
    case .character:
      i += 1
      return unresolved(f, i - 1, "a character literal")
    case .identifier:
      return identifier(&i, end, &f)
    case .punctuation:
      break
    }
    switch t.text {
    case "(":
      let close = source.match[i]
      guard close > i, close < end else { return unresolved(f, i, "unbalanced parentheses") }
      if source.language == .objectiveC, isCast(i, close, source) {
        i = close + 1
        return unary(&i, end, &f)
      }
      let parts = source.split((i + 1)..<close, by: ",")
      i = close + 1
      guard parts.count == 1, let inner = parts.first else {
        // `(one: UIColor(named: "Grey 1"), two: …)`: a tuple whose elements all have labels
        // is read by label, as an instance's fields are.
        let labeled = parts.filter {
          $0.count > 2 && source.isIdentifierToken($0.lowerBound)
            && source.isPunctuation($0.lowerBound + 1, ":")
        }
        if labeled.count == parts.count {
          var fields: [String: EvalValue] = [:]
          for part in parts {
            fields[source.text(part.lowerBound)] = evaluate(
              (part.lowerBound + 2)..<part.upperBound, &f)
          }
          return .object(type: Self.tupleType, fields: fields)
        }
        let elements = parts.map { evaluate($0, &f) }
        if let bad = elements.first(where: \.isUnresolved) { return bad }
        return .tuple(elements)
      }
      return evaluate(inner, &f)
    case ".":
      // An implicit member: `.systemBackground`, `.init(red: …)`, `.dark`.
      guard source.isIdentifierToken(i + 1) else { return unresolved(f, i, "a stray dot") }
      i += 1
      let name = source[i].text
      i += 1
      return implicitMember(name, &i, end, &f)
    case "[":
      if source.language == .objectiveC { return message(&i, end, &f) }
      return arrayLiteral(&i, end, &f)
    case "{":
      let close = source.match[i]
      guard close > i else { return unresolved(f, i, "an unbalanced closure") }
      let closure = makeClosure(open: i, close: close, f)
      i = close + 1
      return .closure(closure)
    case "^":
      return block(&i, end, &f)
    case "@":
      // Objective-C `@available(…)`, `@YES`, `@(expr)`.
      i += 1
      if source.isIdentifier(i, "available") {
        i += 1
        if source.isPunctuation(i, "("), source.match[i] > i { i = source.match[i] + 1 }
        return .bool(true)
      }
      if source.isIdentifier(i, "YES") || source.isIdentifier(i, "true") {
        i += 1
        return .bool(true)
      }
      if source.isIdentifier(i, "NO") || source.isIdentifier(i, "false") {
        i += 1
        return .bool(false)
      }
      return unary(&i, end, &f)
    default:
      return unresolved(f, i, "cannot read \"\(t.text)\"")
    }
  }

  static let cTypes: Set<String> = [
    "CGFloat", "float", "double", "int", "unsigned", "long", "short", "char", "NSInteger",
    "NSUInteger", "uint32_t", "int32_t", "uint64_t", "int64_t", "uint8_t", "UInt32", "UInt8",
    "SInt32", "id", "UIColor", "CGColorRef",
  ]

  private func isCast(_ open: Int, _ close: Int, _ source: SourceFile) -> Bool {
    guard close > open + 1 else { return false }
    for k in (open + 1)..<close {
      let t = source[k]
      if t.kind == .identifier, Self.cTypes.contains(t.text) { continue }
      if t.isPunctuation("*") { continue }
      return false
    }
    return true
  }

  /// A Swift or C number literal: decimal, hex, binary, octal, with `_` and C suffixes.
  static func number(_ text: String) -> EvalValue? {
    // Most literals are plain decimals (`255`, `0.5`): read without copying or Foundation.
    var value: Int64 = 0
    var digits = 0
    var dot: Int?
    var plain = true
    for (offset, byte) in text.utf8.enumerated() {
      if byte >= 0x30 && byte <= 0x39 {
        digits += 1
        if dot == nil {
          guard value <= (Int64.max - 9) / 10 else {
            plain = false
            break
          }
          value = value * 10 + Int64(byte - 0x30)
        }
      } else if byte == UInt8(ascii: "."), dot == nil, offset > 0 {
        dot = offset
      } else {
        plain = false
        break
      }
    }
    if plain, digits > 0 {
      guard let dot else { return .int(value, typed: false) }
      if dot < text.utf8.count - 1, let float = Double(text) { return .float(float) }
    }
    var s = text.contains("_") ? text.filter { $0 != "_" } : text
    let lower = s.lowercased()
    if lower.hasPrefix("0x") {
      var digits = String(s.dropFirst(2))
      while let last = digits.last, "uUlL".contains(last) { digits.removeLast() }
      if digits.contains(".") || digits.lowercased().contains("p") { return nil }
      guard let value = UInt64(digits, radix: 16) else { return nil }
      return .int(Int64(bitPattern: value), typed: false)
    }
    if lower.hasPrefix("0b") {
      guard let value = Int64(s.dropFirst(2), radix: 2) else { return nil }
      return .int(value, typed: false)
    }
    if lower.hasPrefix("0o") {
      guard let value = Int64(s.dropFirst(2), radix: 8) else { return nil }
      return .int(value, typed: false)
    }
    while let last = s.last, "fFuUlL".contains(last), !lower.hasPrefix("0x") { s.removeLast() }
    if let value = Int64(s) { return .int(value, typed: false) }
    if let value = Double(s) { return .float(value) }
    return nil
  }

  private func makeClosure(open: Int, close: Int, _ f: EvalFrame) -> Closure {
    let source = file(f)
    // `{ traits in`, `{ (traits: UITraitCollection) -> UIColor in`, `{ [weak self] t in`.
    let signature = source.closureSignature(open)
    let parameters = signature?.parameters ?? []
    let bodyStart = signature.map { $0.in + 1 } ?? open + 1
    return Closure(
      file: f.file, parameters: parameters, body: bodyStart..<close, captured: f.locals,
      selfType: f.selfType, selfValue: f.selfValue)
  }

  /// An Objective-C block: `^UIColor *(UITraitCollection *traits) { … }`.
  private func block(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> EvalValue {
    let source = file(f)
    var k = i + 1
    var parameters: [String] = []
    while k < end, !source.isPunctuation(k, "{") {
      if source.isPunctuation(k, "("), source.match[k] > k {
        for part in source.split((k + 1)..<source.match[k], by: ",") {
          if let last = part.last, source[last].kind == .identifier,
            part.count > 1 || source[last].text != "void"
          {
            parameters.append(source[last].text)
          }
        }
        k = source.match[k] + 1
        continue
      }
      k += 1
    }
    guard source.isPunctuation(k, "{"), source.match[k] > k else {
      return unresolved(f, i, "an incomplete block")
    }
    let close = source.match[k]
    i = close + 1
    return .closure(
      Closure(
        file: f.file, parameters: parameters, body: (k + 1)..<close, captured: f.locals,
        selfType: f.selfType, selfValue: f.selfValue))
  }

  // MARK: - Names

  private func identifier(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> EvalValue {
    let source = file(f)
    let nameIndex = i
    let name = source[i].text
    i += 1
    switch name {
    case "_": return .symbol("_")
    case "true", "YES": return .bool(true)
    case "false", "NO": return .bool(false)
    case "nil", "NULL", "Nil": return .none
    case "self":
      if let value = f.selfValue { return value }
      return f.selfType.map { .type($0) } ?? unresolved(f, nameIndex, "self outside a type")
    case "Self":
      guard let type = f.selfType else { return unresolved(f, nameIndex, "Self outside a type") }
      // `Self(red: …)` in `extension Color`, `Self { traits in … }`: the type's initializer.
      if source.isPunctuation(i, "(")
        || (source.isPunctuation(i, "{") && source.match[i] > i && source.match[i] < end)
      {
        return callType(type, &i, end, &f, at: nameIndex)
      }
      return .type(type)
    case "super":
      guard let type = f.selfType, let parent = index.inherited(by: type).first else {
        return unresolved(f, nameIndex, "super without a superclass")
      }
      return f.selfValue.map { value in
        if case .object(_, let fields) = value { return .object(type: parent, fields: fields) }
        return value
      } ?? .type(parent)
    case "#available", "#unavailable":
      if source.isPunctuation(i, "("), source.match[i] > i { i = source.match[i] + 1 }
      // The newest OS: the branch for it is what current devices run.
      return .bool(name == "#available")
    case "#colorLiteral":
      return callType("#colorLiteral", &i, end, &f, at: nameIndex)
    case "try", "await":
      if source.isPunctuation(i, "?") || source.isPunctuation(i, "!") { i += 1 }
      return unary(&i, end, &f)
    case "$0", "$1":
      return f.locals[name] ?? unresolved(f, nameIndex, "\(name) outside a closure")
    case "SwiftUI", "UIKit":
      // A type named with its module (`SwiftUI.Color` in SwiftGen's `ColorAsset`, whose own
      // `Color` is UIKit's) is the type.
      if source.isPunctuation(i, "."), i + 1 < end,
        BuiltInColors.typeNames.contains(source[i + 1].text)
      {
        i += 1
        return identifier(&i, end, &f)
      }
    default:
      break
    }
    if let local = f.locals[name] { return local }
    if name == "traitCollection", readsViewTraits, f.selfType != nil {
      readTraits = true
      return .traits(TraitOverride())
    }
    // Locals are lower-case by convention; type names are not looked for.
    if f.readsSiteLocals, let first = name.utf8.first,
      first >= UInt8(ascii: "a") || first == UInt8(ascii: "_"),
      let local = siteLocal(name, at: nameIndex, f)
    {
      return local
    }
    if let symbol = TraitSymbols.objectiveC[name] { return .symbol(symbol) }
    if let value = fields(of: f)?[name] { return value }
    if source.language == .objectiveC, let (macroFile, macro) = index.macros[name] {
      return expand(macro, file: macroFile, &i, end, &f, at: nameIndex)
    }
    // A type name: a call or a member access follows.
    if BuiltInColors.typeNames.contains(name) || BuiltInColors.valueTypes.contains(name)
      || TraitSymbols.enumTypes.contains(name) || index.isType(name)
      || [
        "Scanner", "NSScanner", "UITraitCollection", "CharacterSet", "UIScreen", "Bundle",
        "ColorResource",
      ].contains(name)
    {
      // A type nested in the one the code is in, or in one around it, before any other of
      // that name: Stepik's cells each nest an `Appearance`, and a cell's `Appearance.x` is
      // its own.
      let type = nestedType(name, around: f.selfType) ?? name
      if source.isPunctuation(i, "(")
        || (source.isPunctuation(i, "{") && source.match[i] > i && source.match[i] < end)
      {
        return callType(type, &i, end, &f, at: nameIndex)
      }
      return .type(type)
    }
    // `getRed(&r, …)` inside an extension of the color type: the color's own method.
    if name == "getRed" || name == "getHue", source.isPunctuation(i, "("),
      case .color(let color)? = f.selfValue
    {
      return componentsInto(color, name, &i, end, &f, at: nameIndex)
    }
    // A member of the enclosing type, then a global.
    if let holder = f.selfType, !index.members(named: name, in: holder).isEmpty {
      return memberAccess(holder: holder, name, receiver: f.selfValue, &i, end, &f, at: nameIndex)
    }
    // A static member of a type around it, nearest first: Mullvad's `static let selected =
    // successColor` in `extension UIColor { enum Cell { enum Background { … } } }`.
    if var outer = f.selfType {
      while let dot = outer.lastIndex(of: ".") {
        outer = String(outer[..<dot])
        if index.members(named: name, in: outer).contains(where: \.isStatic) {
          return memberAccess(holder: outer, name, receiver: nil, &i, end, &f, at: nameIndex)
        }
        if BuiltInColors.typeNames.contains(outer), !source.isPunctuation(i, "("),
          let value = BuiltInColors.staticMember(
            outer, name, names: names, f, location(f, nameIndex))
        {
          return value
        }
      }
    }
    if index.globalNames.contains(name) {
      return memberAccess(holder: "", name, receiver: nil, &i, end, &f, at: nameIndex)
    }
    if let function = BuiltInColors.functions[name], source.isPunctuation(i, "(") {
      let arguments = callArguments(&i, end, &f)
      // An argument the audit cannot read says why (`abs(offset)`, offset a runtime value).
      if let unreadable = arguments.first(where: \.value.isUnresolved) { return unreadable.value }
      return function(arguments.map(\.value)) ?? unresolved(f, nameIndex, "\(name)(…)")
    }
    // `static let critical = systemRed` in `extension UIColor`: the type's own system color.
    if let holder = f.selfType, BuiltInColors.typeNames.contains(holder),
      !source.isPunctuation(i, "("),
      let value = BuiltInColors.staticMember(holder, name, names: names, f, location(f, nameIndex))
    {
      return value
    }
    // A property of UIKit's the method set before reading it (`backgroundColor`).
    if f.readsSiteLocals, !source.isPunctuation(i, "("), let set = setBefore(name, at: nameIndex, f)
    {
      return set
    }
    if let drawing = Self.drawing(name) {
      return unresolved(f, nameIndex, "\(name) \(drawing), not one color")
    }
    return unresolved(f, nameIndex, "\(name) is not defined in the scanned code")
  }

  /// What a SwiftUI type used where a color is read draws (`LinearGradient(…)` behind a text, a
  /// `ZStack { … }` as a background), when it is one: no reason to call it undefined.
  static func drawing(_ type: String) -> String? {
    switch type {
    case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient":
      return "is a gradient"
    case "Image", "AsyncImage": return "is an image"
    case "Text", "Label", "ZStack", "VStack", "HStack", "Group", "ScrollView", "GeometryReader",
      "Canvas", "TimelineView", "Button", "Spacer", "EmptyView", "AnyView":
      return "is a view"
    default: return nil
    }
  }

  private func fields(of f: EvalFrame) -> [String: EvalValue]? {
    if let fields = f.fields { return fields }
    if case .object(_, let fields)? = f.selfValue { return fields }
    return nil
  }

  /// Expands an Objective-C macro: `kBrandColor`, `RGB(10, 20, 30)`, `UIColorFromRGB(0xFF0000)`.
  private func expand(
    _ macro: Macro, file definingFile: Int, _ i: inout Int, _ end: Int, _ f: inout EvalFrame,
    at nameIndex: Int
  ) -> EvalValue {
    let bodyFile = macroFile(macro, in: definingFile)
    var locals: [String: EvalValue] = [:]
    if let parameters = macro.parameters {
      guard file(f).isPunctuation(i, "(") else {
        return unresolved(f, nameIndex, "the macro \(macro.name) without arguments")
      }
      let arguments = callArguments(&i, end, &f)
      guard arguments.count == parameters.count else {
        return unresolved(f, nameIndex, "the macro \(macro.name) with the wrong argument count")
      }
      for (parameter, argument) in zip(parameters, arguments) { locals[parameter] = argument.value }
    }
    var frame = EvalFrame(
      file: bodyFile, locals: locals, flavor: .uikit,
      literalSite: f.literalSite ?? location(f, nameIndex),
      inProvider: f.inProvider)
    let source = file(frame)
    return evaluate(0..<source.count, &frame)
  }

  /// The value of an object-like macro (`#define kBrandColor [UIColor …]`).
  func expandObjectLikeMacro(_ macro: Macro, definedIn file: Int, _ f: inout EvalFrame) -> EvalValue
  {
    var i = 0
    return expand(macro, file: file, &i, 0, &f, at: 0)
  }

  /// The tokens of the `n`th segment of the interpolated string at token `k`, as an extra file
  /// whose lines match the string's.
  func interpolationFile(_ text: String, segment n: Int, ofStringAt k: Int, in file: Int) -> Int {
    let key = "\(file):\(k):\(n)"
    if let known = interpolationFiles[key] { return known }
    let source = self.file(EvalFrame(file: file))
    let padded = String(repeating: "\n", count: max(source[k].line - 1, 0)) + text
    extraFiles.append(SourceFile(path: source.path, language: .swift, source: padded))
    let number = index.files.count + extraFiles.count - 1
    interpolationFiles[key] = number
    return number
  }

  /// The tokens of a macro body, as an extra file whose lines match the `#define`'s.
  private func macroFile(_ macro: Macro, in file: Int) -> Int {
    if let known = macroFiles[macro.name] { return known }
    let text = String(repeating: "\n", count: max(macro.line - 1, 0)) + macro.body
    extraFiles.append(SourceFile(path: index.files[file].path, language: .objectiveC, source: text))
    let number = index.files.count + extraFiles.count - 1
    macroFiles[macro.name] = number
    return number
  }

  /// `name` as a type nested in `selfType` or in a type around it (`Cell.Appearance` for
  /// `Appearance` in `Cell`), when the project declares one; nil otherwise.
  private func nestedType(_ name: String, around selfType: String?) -> String? {
    guard var outer = selfType, !name.contains(".") else { return nil }
    while true {
      let nested = outer + "." + name
      if index.isType(nested) { return nested }
      guard let dot = outer.lastIndex(of: ".") else { return nil }
      outer = String(outer[..<dot])
    }
  }

  // MARK: - Members

  /// `Type.member`, `object.field`, an unqualified member of `self`, or a global.
  func memberAccess(
    holder: String, _ name: String, receiver: EvalValue?, _ i: inout Int, _ end: Int,
    _ f: inout EvalFrame, at nameIndex: Int
  ) -> EvalValue {
    let source = file(f)
    // A bundle the app declares (`Bundle.componentLibrary`, found at run time) is only ever
    // handed to `Color(_:bundle:)` or `UIColor(named:in:compatibleWith:)`, which name the color
    // set whichever bundle holds it, as `Bundle.main` is.
    if holder == "Bundle", !source.isPunctuation(i, "("),
      index.members(named: name, in: holder).contains(where: { $0.isStatic })
    {
      return .symbol("Bundle.\(name)")
    }
    let candidates = index.members(named: name, in: holder)
    // A `{` is a trailing closure only inside the expression (`switch x.y {` opens a body).
    let isCall =
      source.isPunctuation(i, "(")
      || (source.isPunctuation(i, "{") && source.match[i] > i && source.match[i] < end)
    if isCall {
      let arguments = callArguments(&i, end, &f)
      let labels = arguments.map(\.label)
      guard
        let function = candidates.first(where: {
          ($0.kind == .function || $0.kind == .objectiveCMethod)
            && $0.parameters.count >= labels.count
            && zip($0.parameters, labels).allSatisfy { $0.label == $1 }
        })
      else {
        let called = "\(holder.isEmpty ? "" : holder + ".")\(name)"
        // `let backgroundColoring: (Item) -> Color`: a stored closure, set by whoever makes the
        // value, so the code read here does not decide the color.
        if let property = candidates.first(where: { $0.kind == .property && $0.body == nil }) {
          let type = property.type.map { ": \($0)" } ?? ""
          return unresolved(
            f, nameIndex,
            "\(called)(…) calls a stored closure (\(name)\(type)) that the caller supplies")
        }
        if holder.isEmpty, let drawing = Self.drawing(name) {
          return unresolved(f, nameIndex, "\(called)(…) \(drawing), not one color")
        }
        return unresolved(f, nameIndex, "\(called)(…) is not defined")
      }
      let result = call(function, arguments: arguments, receiver: receiver, f, at: nameIndex)
      forgetInOutArguments(arguments, of: function.name, &f, at: nameIndex)
      return result
    }
    // A color the audit lists under its own name: refer to it, so reports name it.
    if let colorName = names.colorName(holder: holder, member: name, receiver: receiver) {
      return .color(.reference(colorName, alpha: nil))
    }
    let isState =
      candidates.first?.attributes.contains(where: Self.runtimeWrappers.contains) ?? false
    if !isState, case .object(_, let fields)? = receiver, let field = fields[name] {
      return field
    }
    // A protocol's requirement and its extension's default share a holder: the default is
    // the value.
    guard
      let member = candidates.first(where: { $0.body != nil || $0.value != nil })
        ?? candidates.first
    else {
      return unresolved(f, nameIndex, "\(holder).\(name) is not defined")
    }
    return value(of: member, receiver: receiver, f)
  }

  /// The value of a property or enum case.
  func value(of member: MemberDeclaration, receiver: EvalValue?, _ f: EvalFrame) -> EvalValue {
    let key = MemberKey(member)
    let cacheable = receiver == nil || member.isStatic
    if cacheable, let cached = memo[key] {
      oldestRead = min(oldestRead, cached.tick)
      return cached.value
    }
    guard cacheable else { return evaluatedValue(of: member, key: key, receiver: receiver, f) }
    if shared[key] == nil, f.literalSite == nil, let store = sharedValues {
      shared[key] = store.value(of: key) {
        // Evaluated from nothing, so that what is kept does not depend on which place read it
        // first: the same value, steps and depth whichever thread gets there.
        let fresh = CodeEvaluator(index: index, names: names, traits: traits)
        fresh.readsViewTraits = readsViewTraits
        _ = fresh.value(of: member, receiver: nil, EvalFrame(file: member.file))
        return fresh.shared[key]
      }
    }
    if let known = shared[key], steps + known.steps < Self.maximumSteps,
      depth + known.depth < Self.maximumDepth,
      f.literalSite == nil || known.value.isSameEverywhere
    {
      // The value evaluating it again would give, its steps counted as if it had been.
      steps += known.steps
      memo[key] = (known.value, tick)
      tick += 1
      return known.value
    }
    let start = tick
    tick += 1
    let outer = (oldestRead, readTraits, enumerable, deepest, steps)
    oldestRead = Int.max
    readTraits = false
    enumerable = nil
    deepest = depth
    let result = evaluatedValue(of: member, key: key, receiver: receiver, f)
    // A value is the same in every evaluation when reading it read nothing from outside: no
    // trait, no runtime state taken case by case, no memo entry made before it began, no
    // limit. Colors made inside a helper record the call site they were reached from, so a
    // value holding colors is kept only when there was none (a theme's static instance read
    // where the app draws, whose palette is built once, not per trait and per use).
    if oldestRead >= start, !readTraits, enumerable == nil,
      result.isSameEverywhere || (f.literalSite == nil && result.holdsNoClosure)
    {
      shared[key] = (result, steps - outer.4, deepest - depth)
    }
    oldestRead = min(outer.0, oldestRead)
    readTraits = outer.1 || readTraits
    enumerable = outer.2 ?? enumerable
    deepest = max(outer.3, deepest)
    return result
  }

  /// The evaluation under way read something that is not the same every time.
  func noteContextDependence() { oldestRead = -1 }

  func noteDepth() { deepest = max(deepest, depth) }

  private func evaluatedValue(
    of member: MemberDeclaration, key: MemberKey, receiver: EvalValue?, _ f: EvalFrame
  ) -> EvalValue {
    let cacheable = receiver == nil || member.isStatic
    guard inProgress.insert(key).inserted else {
      oldestRead = -1
      return .unresolved(
        "\(member.holder).\(member.name) refers to itself (\(index.files[member.file].path):\(member.line))"
      )
    }
    defer { inProgress.remove(key) }
    // On an instance of a subtype, `self`'s other members are the subtype's: a protocol
    // extension's `var fixedTint: UIColor { tint }` reads the conforming type's `tint`.
    var selfType = member.holder.isEmpty ? nil : member.holder
    if !member.isStatic, case .object(let type, _)? = receiver, type != member.holder,
      index.isType(type)
    {
      selfType = type
    }
    var frame = EvalFrame(
      file: member.file, selfType: selfType,
      selfValue: member.isStatic ? nil : receiver,
      flavor: BuiltInColors.flavor(ofType: member.type, holder: member.holder),
      literalSite: f.literalSite)
    frame.literalSiteIsWeak = f.literalSiteIsWeak
    frame.contextType = member.kind == .enumCase ? nil : Self.plainType(member.type)
    let result: EvalValue
    switch member.kind {
    case .enumCase:
      var fields: [String: EvalValue] = ["case": .symbol(member.name)]
      if let raw = member.value {
        fields["rawValue"] = evaluate(raw, &frame)
      } else if index.inherited(by: member.holder).first == "String" {
        // A String enum's case without a value has its own name as its raw value.
        fields["rawValue"] = .string(member.name)
      }
      result = .object(type: member.holder, fields: fields)
    case .property:
      // A published value of a class that nothing assigns or binds (`@Published var
      // backgroundColor = Asset.background.color` in a view model) stays the value it starts
      // with: the wrapper only announces changes.
      let keepsItsStart =
        member.attributes.contains("Published") && member.value != nil
        && isFixedForEveryInstance(member)
      let wrapper =
        keepsItsStart ? nil : member.attributes.first { Self.runtimeWrappers.contains($0) }
      // A stored `var` the code assigns is runtime state when read as a static or a global, or
      // through `self` with no instance in sight (`isSelected ? .tint : .background` in the
      // type's own method): its default is only where it starts.
      let isAssignedState =
        member.isVariable && (member.value != nil || member.body == nil)
        && (member.isStatic || member.holder.isEmpty || receiver == nil)
        && index.reassignment(of: member.name, in: member.holder) != nil
      let isRuntime = wrapper != nil || isAssignedState
      if isRuntime, wrapper != "Environment" || member.environmentKey == nil,
        let enumType = Self.plainType(member.type).map(SourceIndex.lastComponent),
        index.onlyDeclaration(of: enumType)?.kind == .enum
      {
        // State that holds one of an enum's cases: assumed by the caller, or noted so the
        // caller can read the color once per case.
        if let assumed = assumptions[key] {
          result = .object(type: enumType, fields: ["case": .symbol(assumed)])
          oldestRead = -1
          memo[key] = (result, tick)
          tick += 1
          return result
        }
        if enumerable == nil { enumerable = (key, enumType, member.name, [], 0) }
      } else if isRuntime, wrapper == nil,
        let type = Self.plainType(member.type).map(SourceIndex.lastComponent),
        case let instances = index.staticInstances(of: type), instances.count > 1
      {
        // State that holds one of the type's own instances (`static var current:
        // PresentationTheme`, assigned `.darkTheme` at runtime): read once per instance too.
        if let assumed = assumptions[key],
          let instance = instances.first(where: {
            $0.name == assumed
          })
        {
          result = value(of: instance, receiver: nil, f)
          oldestRead = -1
          memo[key] = (result, tick)
          tick += 1
          return result
        }
        if enumerable == nil { enumerable = (key, type, member.name, [], 0) }
      }
      if wrapper == "Environment", let key = member.environmentKey,
        let trait = environmentTrait(key)
      {
        // `@Environment(\.colorScheme)` is the interface style the view is drawn in.
        result = trait
      } else if let wrapper {
        let reason: EvalValue = .unresolved(
          "\(member.holder).\(member.name) is @\(wrapper): its value is runtime state "
            + "(\(index.files[member.file].path):\(member.line))")
        if Self.injectedObjectWrappers.contains(wrapper), let type = injectedClass(of: member) {
          // Which view model is injected is not known, but what every instance of its class
          // holds is: members are read through an instance of unknown state.
          result = .object(type: type, fields: [Self.opaqueField: reason])
        } else {
          result = reason
        }
      } else if isAssignedState,
        let assigned = index.reassignment(of: member.name, in: member.holder)
      {
        result = .unresolved(
          "\(member.holder.isEmpty ? "" : member.holder + ".")\(member.name) is a var the code assigns "
            + "(\(assigned.description))")
      } else if let value = member.value {
        if case .object(_, let fields)? = receiver, let opaque = fields[Self.opaqueField],
          !isFixedForEveryInstance(member)
        {
          // A stored value of an instance whose state is unknown is not its default, unless
          // no instance can hold another.
          result = opaque
        } else {
          let evaluated = converted(evaluate(value, &frame), to: member.type)
          if member.isStatic, case .unresolved = evaluated,
            let type = instanceType(of: member, value), !BuiltInColors.typeNames.contains(type)
          {
            // `static let shared = Theme()` that cannot be built here: an instance of unknown
            // state, whose runtime state of an enum type can still be taken case by case.
            result = .object(type: type, fields: [Self.opaqueField: evaluated])
          } else if !member.isVariable, case .array(let elements, nil) = evaluated {
            result = .array(elements, origin: ArrayOrigin(key: key, name: member.name))
          } else {
            result = evaluated
          }
        }
      } else if let body = member.body {
        result = converted(run(body, &frame), to: member.type)
      } else if member.isVariable,
        let assigned = index.reassignment(of: member.name, in: member.holder)
      {
        // `static var _colors: V2EXColorProtocol?`, set by a setter: runtime state, not a
        // member the code leaves without a value.
        result = .unresolved(
          "\(member.holder.isEmpty ? "" : member.holder + ".")\(member.name) is a var the code "
            + "assigns (\(assigned.description))")
      } else if !member.isStatic,
        (index.typesByName[member.holder] ?? []).contains(where: {
          index.types[$0].kind == .struct || index.types[$0].kind == .class
        })
      {
        // A stored property without a default: the initializer sets it, from what the code
        // that makes the instance passes (MovieSwiftUI's `NotificationBadge(…, color: .blue)`).
        result = .unresolved(
          "\(member.holder).\(member.name) is set when a \(SourceIndex.lastComponent(member.holder)) "
            + "is made, from what the code that makes it passes "
            + "(\(index.files[member.file].path):\(member.line))")
      } else {
        result = .unresolved(
          "\(member.holder).\(member.name) has no value in the code (\(index.files[member.file].path):\(member.line))"
        )
      }
    case .objectiveCMethod, .function:
      result = member.body.map { run($0, &frame) } ?? .unresolved("no body")
    case .initializer:
      result = .unresolved("an initializer")
    }
    if cacheable {
      memo[key] = (result, tick)
      tick += 1
    }
    return result
  }

  /// Where the colors a call of the project makes are changed, and whether that place is weak.
  ///
  /// The outermost call that spells a literal (`UIColor(hex: 0x4285F4)`, not the helper's own
  /// `self.init(red: CGFloat(r) / 255, …)`). A call that spells none (`UIColor(studioColor:
  /// .blue50)`) is the place until a call inside it spells one: `ThemeColor.icon(for: podcast)`
  /// returning `UIColor(hex: "#FF737E")` for one theme is changed at that literal.
  func literalClaim(_ arguments: [CallArgument], _ f: EvalFrame, at site: Int) -> (
    SourceLocation?, Bool
  ) {
    let spells = spellsLiteral(arguments, f)
    if let inherited = f.literalSite, !(f.literalSiteIsWeak && spells) {
      return (inherited, f.literalSiteIsWeak)
    }
    return (location(f, site), !spells)
  }

  /// Whether an argument is written as a literal: numbers or a string, with arithmetic between
  /// them (`0.45`, `"#FF737E"`, `154 / 255`), and nothing computed.
  func spellsLiteral(_ arguments: [CallArgument], _ f: EvalFrame) -> Bool {
    let source = file(f)
    let operators: Set<String> = ["-", "+", "*", "/", "(", ")"]
    return arguments.contains { argument in
      let range = argument.range.clamped(to: 0..<source.count)
      return range.contains { source[$0].kind == .number || source[$0].kind == .string }
        && range.allSatisfy { k in
          switch source[k].kind {
          case .number, .string: true
          case .punctuation: operators.contains(source[k].text)
          default: false
          }
        }
    }
  }

  /// Calls a function, method or initializer read from the project.
  func call(
    _ function: MemberDeclaration, arguments: [CallArgument], receiver: EvalValue?,
    _ f: EvalFrame, at site: Int
  ) -> EvalValue {
    guard let body = function.body else {
      return unresolved(f, site, "\(function.name) has no body")
    }
    var frame = EvalFrame(
      file: function.file, selfType: function.holder.isEmpty ? nil : function.holder,
      selfValue: receiver,
      flavor: BuiltInColors.flavor(ofType: function.type, holder: function.holder),
      inProvider: f.inProvider)
    (frame.literalSite, frame.literalSiteIsWeak) = literalClaim(arguments, f, at: site)
    frame.contextType = Self.plainType(function.type)
    let bound =
      function.kind == .objectiveCMethod
      ? bind(
        function.parameters.map { Parameter(label: nil, name: $0.name, type: $0.type) },
        arguments.map { CallArgument(label: nil, value: $0.value, range: $0.range) }, into: &frame,
        caller: f)
      : bind(function.parameters, arguments, into: &frame, caller: f)
    guard bound else {
      return unresolved(f, site, "arguments that do not match \(function.name)")
    }
    return run(body, &frame)
  }

  /// Binds call arguments to parameters, filling defaults; false when they cannot match.
  private func bind(
    _ parameters: [Parameter], _ arguments: [CallArgument], into frame: inout EvalFrame,
    caller: EvalFrame
  ) -> Bool {
    var remaining = arguments[...]
    for parameter in parameters {
      if let next = remaining.first, next.label == parameter.label {
        var value = retyped(next, as: parameter.type, caller: caller)
        if case .inOut(let name) = value { value = caller.locals[name] ?? .none }
        frame.locals[parameter.name] = converted(value, to: parameter.type)
        remaining = remaining.dropFirst()
      } else if let defaultValue = parameter.defaultValue {
        // `shade: ColorStudioShade = .shade50`: a member of the parameter's type, when it is one
        // of the project's.
        var defaults = frame
        if let stated = Self.plainType(parameter.type), index.typesByName[stated] != nil {
          defaults.contextType = stated
        }
        frame.locals[parameter.name] = converted(
          evaluate(defaultValue, &defaults), to: parameter.type)
      } else if parameter.type.hasSuffix("?") {
        frame.locals[parameter.name] = EvalValue.none
      } else {
        return false
      }
    }
    return remaining.isEmpty
  }

  /// SwiftUI's environment values that are traits: `\.colorScheme` (`.light`/`.dark`) and
  /// `\.colorSchemeContrast` (`.standard`/`.increased`).
  private func environmentTrait(_ key: String) -> EvalValue? {
    switch key {
    case "\\.colorScheme":
      readTraits = true
      return .symbol(traits.style.rawValue)
    case "\\.colorSchemeContrast":
      readTraits = true
      return .symbol(traits.contrast == .high ? "increased" : "standard")
    default:
      return nil
    }
  }

  /// `UIColor` from `UIColor?` and `UIColor!`.
  static func nonOptional(_ type: String) -> String {
    type.contains(where: { $0 == "?" || $0 == "!" }) ? type.filter { $0 != "?" && $0 != "!" } : type
  }

  /// The type of a tuple read by its labels (see ``primary(_:_:_:)``): no type of the project.
  static let tupleType = "(labeled tuple)"

  /// Marks an instance whose state is unknown; its value is the reason.
  static let opaqueField = "\u{0}opaque"

  /// The first argument of a memberwise initializer the audit could not read: why the instance
  /// is not a color, where one is drawn (`RoundedRectangle(cornerRadius: 16, fill: tint)`).
  static let unknownArgumentField = "\u{0}unknownArgument"

  /// The project class or struct a static property holds: its declared type, or the type its
  /// initializer calls (`Theme()`).
  private func instanceType(of member: MemberDeclaration, _ value: Range<Int>) -> String? {
    let source = index.files[member.file]
    let named =
      Self.plainType(member.type)
      ?? (source.isIdentifierToken(value.lowerBound)
        && source.isPunctuation(value.lowerBound + 1, "(")
        ? source[value.lowerBound].text : nil)
    guard let type = named.map(SourceIndex.lastComponent),
      (index.typesByName[type] ?? []).contains(where: {
        index.types[$0].kind == .class || index.types[$0].kind == .struct
      })
    else { return nil }
    return type
  }

  /// Property wrappers of an object handed to a view (`@ObservedObject var viewModel:
  /// ViewModel`): the instance is unknown, its class is not.
  static let injectedObjectWrappers: Set<String> = [
    "ObservedObject", "EnvironmentObject", "Bindable",
  ]

  /// The one project class an injected object property is declared with, by its qualified name:
  /// a type nested in the holder first (`ComposeContentToolbarView.ViewModel` for `ViewModel`
  /// inside it); nil when the name is not exactly one class.
  private func injectedClass(of member: MemberDeclaration) -> String? {
    guard let written = Self.plainType(member.type), member.value == nil else { return nil }
    let names = (member.holder.isEmpty ? [] : ["\(member.holder).\(written)"]) + [written]
    for name in names {
      let declared = (index.typesByName[name] ?? []).map { index.types[$0] }.filter {
        $0.kind != .extension
      }
      guard !declared.isEmpty else { continue }
      return declared.count == 1 && declared[0].kind == .class ? declared[0].name : nil
    }
    return nil
  }

  /// Whether every instance holds a stored property's initial value: a `let`, or a `var` of a
  /// class (no memberwise initializer sets it) that the code never assigns or binds.
  private func isFixedForEveryInstance(_ member: MemberDeclaration) -> Bool {
    guard member.value != nil, !member.isStatic else { return false }
    guard member.isVariable else { return true }
    return index.onlyDeclaration(of: member.holder)?.kind == .class
      && index.reassignment(of: member.name, in: member.holder) == nil
  }

  /// `UIColor` from `UIColor?`, `UIColor!`, `UIColor *`; nil for none.
  static func plainType(_ type: String?) -> String? {
    guard var type, !type.isEmpty else { return nil }
    while let last = type.last, "?!*".contains(last) { type.removeLast() }
    if type.hasPrefix("some") || type.hasPrefix("any") || type.contains("->") { return nil }
    return type
  }

  /// An argument written as an implicit member (`.widgetRed`) means a member of the parameter's
  /// type: evaluated again as a SwiftUI or UIKit color when the parameter says which.
  func retyped(_ argument: CallArgument, as type: String?, caller: EvalFrame) -> EvalValue {
    let source = file(caller)
    guard let type, source.isPunctuation(argument.range.lowerBound, "."),
      argument.range.lowerBound < source.count
    else { return argument.value }
    let flavor = BuiltInColors.flavor(ofType: type, holder: "")
    let stated = type.filter { $0 != "?" }
    // `UIColor(studioColor: .spBlue10)`: a member of the parameter's type, when it is one of the
    // project's, not of the type the caller is in.
    if !BuiltInColors.typeNames.contains(stated), index.typesByName[stated] != nil,
      source.isIdentifierToken(argument.range.lowerBound + 1)
    {
      // Already read as that type's case (`.dark` of the caller's own enum): as it is.
      if case .object(let type, _) = argument.value,
        SourceIndex.lastComponent(type) == SourceIndex.lastComponent(stated)
      {
        return argument.value
      }
      guard
        !index.members(named: source[argument.range.lowerBound + 1].text, in: stated).isEmpty
      else { return argument.value }
      var frame = caller
      frame.contextType = stated
      return evaluate(argument.range, &frame)
    }
    guard flavor != caller.flavor,
      stated == "Color" || stated == "UIColor" || stated == "SwiftUI.Color"
    else { return argument.value }
    var frame = caller
    frame.flavor = flavor
    return evaluate(argument.range, &frame)
  }

  /// A value given the type a declaration states: literals become typed integers or floats.
  func converted(_ value: EvalValue, to type: String?) -> EvalValue {
    guard let type = type.map(Self.nonOptional) else {
      if case .int(let x, _) = value { return .int(x, typed: true) }
      return value
    }
    if case .array(let elements, let origin) = value, let element = Self.elementType(type) {
      return .array(elements.map { converted($0, to: element) }, origin: origin)
    }
    if BuiltInColors.floatTypes.contains(type), let number = value.number {
      return .float(number)
    }
    if BuiltInColors.integerTypes.contains(type) {
      if case .int(let x, _) = value { return .int(x, typed: true) }
      // Only literal arithmetic reaches an integer as a fraction (`154 / 255`, read as a float
      // component): Swift divides those literals as integers here, which is not followed.
      if case .float(let x) = value {
        return x == x.rounded() && abs(x) < 1e15
          ? .int(Int64(x), typed: true)
          : .unresolved("\(x) passed as \(type): integer arithmetic on literals is not followed")
      }
    }
    return value
  }

  // MARK: - Calls

  struct CallArgument {
    var label: String?
    var value: EvalValue
    var range: Range<Int>
  }

  /// The arguments of the call whose `(` is at `i`, plus a trailing closure; moves past them.
  func callArguments(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> [CallArgument] {
    let source = file(f)
    var arguments: [CallArgument] = []
    if source.isPunctuation(i, "("), source.match[i] > i {
      // An argument is not of the type the code around the call expects: inside `static func
      // fake() -> Product { .init(siteID: .fake()) }`, `.fake()` is not `Product.fake()` again.
      // `retyped(_:as:caller:)` reads a leading-dot argument as its parameter's type once the
      // callee is known.
      let context = f.contextType
      f.contextType = nil
      for argument in source.arguments(open: i) {
        arguments.append(
          CallArgument(
            label: argument.label, value: evaluate(argument.value, &f), range: argument.value))
      }
      f.contextType = context
      i = source.match[i] + 1
    }
    if i < end, source.isPunctuation(i, "{"), source.match[i] > i, source.match[i] < end {
      let close = source.match[i]
      arguments.append(
        CallArgument(
          label: nil, value: .closure(makeClosure(open: i, close: close, f)), range: i..<(close + 1)
        ))
      i = close + 1
    }
    return arguments
  }

  /// `UIColor(…)`, `Color(…)`, `Theme(…)`, `CGFloat(…)`, `Scanner(string:)`, `UIColor { … }`.
  private func callType(
    _ type: String, _ i: inout Int, _ end: Int, _ f: inout EvalFrame, at site: Int
  ) -> EvalValue {
    // `Bundle(for: WooFoundationBundleClass.self)`: only ever handed to `UIColor(named:in:
    // compatibleWith:)`, which names the color set whichever bundle holds it.
    if type == "Bundle", file(f).isPunctuation(i, "("), file(f).match[i] > i {
      i = file(f).match[i] + 1
      return .symbol("Bundle")
    }
    // `Color(.label)` and `UIColor(.brand)` convert the other framework's color: a leading-dot
    // argument is a member of that one.
    let saved = f.flavor
    if type == "Color" || type == "UIColor" { f.flavor = type == "Color" ? .uikit : .swiftUI }
    let isConversion =
      file(f).isPunctuation(i, "(") && file(f).isPunctuation(i + 1, ".")
      && file(f).match[i] > i && file(f).split((i + 1)..<file(f).match[i], by: ",").count == 1
    if !isConversion { f.flavor = saved }
    let arguments = callArguments(&i, end, &f)
    f.flavor = saved
    return construct(type, arguments, &f, at: site)
  }

  /// Whether an initializer of the app takes integers where the call passes integers, so Swift
  /// chooses it over a built-in one with the same labels that takes floating-point numbers.
  func prefersIntegers(_ initializer: MemberDeclaration, for arguments: [CallArgument]) -> Bool {
    var passesIntegers = false
    for (parameter, argument) in zip(initializer.parameters, arguments) {
      guard case .int = argument.value else { continue }
      // An integer literal also makes a `CGFloat`: Jami's `init(red: Int, green: Int, blue:
      // Int, alpha: CGFloat)` is still the closer match for `UIColor(red: 245, …, alpha: 1)`.
      if BuiltInColors.floatTypes.contains(parameter.type) { continue }
      guard BuiltInColors.integerTypes.contains(parameter.type) else { return false }
      passesIntegers = true
    }
    return passesIntegers
  }

  func construct(_ type: String, _ arguments: [CallArgument], _ f: inout EvalFrame, at site: Int)
    -> EvalValue
  {
    let labels = arguments.map(\.label)
    // The project's own initializers first: an app's `UIColor(hex:)` is read from its body.
    func matching(in holder: String) -> [MemberDeclaration] {
      index.members(named: "init", in: holder).filter {
        $0.kind == .initializer && $0.parameters.count >= labels.count
          && zip($0.parameters, labels).allSatisfy { $0.label == $1 }
      }
    }
    var initializers = matching(in: type)
    // `UIColor(asset:)` from `extension ColorAsset.Color { convenience init?(asset:) }`, where
    // `typealias Color = UIColor`: an extension of a nested alias extends the type.
    if initializers.isEmpty, BuiltInColors.typeNames.contains(type) {
      for alias in index.colorTypeAliases.keys.sorted()
      where alias.contains(".") && index.colorTypeAliases[alias] == type {
        initializers += matching(in: alias)
      }
    }
    // `SystemColor(named:in:compatibleWith:)`, where `typealias SystemColor = UIColor`.
    if initializers.isEmpty, let aliased = index.colorTypeAliases[type], aliased != type {
      return construct(aliased, arguments, &f, at: site)
    }
    let builtIn = BuiltInColors.constructs(type, labels: labels)
    if !builtIn, let initializer = initializers.first {
      return runInitializer(initializer, type: type, arguments, f, at: site)
    }
    // `Color(red: 244, green: 62, blue: 55)` with the app's `init(red: Int, green: Int, blue:
    // Int)`: Swift prefers the overload taking integers for integer literals, so the app's
    // initializer decides, not SwiftUI's (which would read 244 as an extended-range 244.0).
    if builtIn,
      let initializer = initializers.first(where: { prefersIntegers($0, for: arguments) })
    {
      return runInitializer(initializer, type: type, arguments, f, at: site)
    }
    if let value = BuiltInColors.construct(type, arguments, evaluator: self, f, at: site) {
      // `Color(0x3969EF)`: UIKit's and SwiftUI's `init(_:)` take no number; the app's does.
      if value.isUnresolved, let initializer = initializers.first,
        !arguments.contains(where: \.value.isUnresolved)
      {
        return runInitializer(initializer, type: type, arguments, f, at: site)
      }
      return value
    }
    if index.isType(type) {
      // A memberwise initializer of a struct: fields in declaration order.
      let stored = (index.membersByHolder[type] ?? []).map { index.members[$0] }.filter {
        $0.kind == .property && !$0.isStatic && $0.body == nil
      }
      var fields: [String: EvalValue] = [:]
      var remaining = arguments[...]
      for property in stored {
        if let next = remaining.first, next.label == property.name {
          fields[property.name] = converted(
            retyped(next, as: property.type, caller: f), to: property.type)
          remaining = remaining.dropFirst()
        } else if property.isVariable,
          let assigned = index.reassignment(of: property.name, in: type)
        {
          // `public var theme: Theme = DefaultTheme()` in a shared service, set when the user
          // picks a theme: its default is only where it starts.
          fields[property.name] = .unresolved(
            "\(type).\(property.name) is a var the code assigns (\(assigned.description))")
        } else if let value = property.value {
          var frame = EvalFrame(file: property.file, selfType: type)
          fields[property.name] = evaluate(value, &frame)
        }
      }
      // A struct with no stored property (`struct DefaultTheme: Theme`, every color computed)
      // is made with no arguments.
      let fieldless = stored.isEmpty && arguments.isEmpty && index.isStruct(type)
      if remaining.isEmpty, !stored.isEmpty || fieldless {
        if let unknown = arguments.first(where: \.value.isUnresolved) {
          fields[Self.unknownArgumentField] = unknown.value
        }
        return .object(type: type, fields: fields)
      }
      let signature = "\(type)(\(labels.map { ($0 ?? "_") + ":" }.joined()))"
      if let drawing = Self.drawing(type) {
        return unresolved(f, site, "\(signature) \(drawing), not one color")
      }
      return unresolved(f, site, "\(signature) is not defined")
    }
    return unresolved(
      f, site,
      "\(type)(\(labels.map { ($0 ?? "_") + ":" }.joined())) is not something the audit can evaluate"
    )
  }

  /// Runs an initializer: `self.init(…)` makes a color; `self.x = …` fills an object.
  private func runInitializer(
    _ initializer: MemberDeclaration, type: String, _ arguments: [CallArgument], _ f: EvalFrame,
    at site: Int
  ) -> EvalValue {
    guard let body = initializer.body else {
      return unresolved(f, site, "an initializer without a body")
    }
    var frame = EvalFrame(
      file: initializer.file, selfType: type,
      flavor: BuiltInColors.typeNames.contains(type)
        ? BuiltInColors.flavor(ofType: type, holder: type) : .uikit,
      inProvider: f.inProvider, fields: [:])
    (frame.literalSite, frame.literalSiteIsWeak) = literalClaim(arguments, f, at: site)
    guard bind(initializer.parameters, arguments, into: &frame, caller: f) else {
      return unresolved(f, site, "arguments that do not match \(type).init")
    }
    let result = run(body, &frame)
    if case .void = result, let fields = frame.fields, !BuiltInColors.typeNames.contains(type) {
      return .object(type: type, fields: fields)
    }
    return result
  }

  /// The context type of an argument SwiftUI takes as any `ShapeStyle`.
  static let shapeStyleContext = "ShapeStyle"

  /// SwiftUI's shape styles that are not colors: `.background`, `.secondary`, `.fill`.
  static let shapeStyleNames: Set<String> = [
    "background", "foreground", "tint", "selection", "separator", "link", "placeholder", "fill",
    "primary", "secondary", "tertiary", "quaternary", "quinary",
  ]

  private func implicitMember(_ name: String, _ i: inout Int, _ end: Int, _ f: inout EvalFrame)
    -> EvalValue
  {
    let source = file(f)
    let at = i - 1
    if name == "init" {
      let type =
        f.contextType.flatMap { $0 == Self.shapeStyleContext ? nil : $0 }
        ?? (f.flavor == .swiftUI ? "Color" : "UIColor")
      return callType(type, &i, end, &f, at: at)
    }
    // `Optional.some(x)` is `x`: `scanner.charactersToBeSkipped = .some(characters)`.
    if name == "some", source.isPunctuation(i, "(") {
      let arguments = callArguments(&i, end, &f)
      guard arguments.count == 1, arguments[0].label == nil else {
        return unresolved(f, at, ".some with \(arguments.count) arguments")
      }
      return arguments[0].value
    }
    // A member of the expected type, when it is one of the project's (`.dark` of `Theme`).
    if let context = f.contextType, !BuiltInColors.typeNames.contains(context),
      !index.members(named: name, in: context).isEmpty
    {
      return memberAccess(holder: context, name, receiver: nil, &i, end, &f, at: at)
    }
    let colorType = f.flavor == .swiftUI ? "Color" : "UIColor"
    // The app's own static members of the color type come first, then UIKit's and SwiftUI's.
    // Where any shape style is taken, SwiftUI's own style of that name wins over an app's
    // `extension Color` member (`.foregroundStyle(.secondary)`); one of a name SwiftUI lacks
    // (`.background(.purple400)`) compiles only through an overload that takes a `Color`
    // (habitica's SwiftUIX), so it is the app's.
    let own = index.members(named: name, in: colorType)
    if !own.isEmpty,
      f.contextType != Self.shapeStyleContext || own.contains(where: \.isShapeStyleMember)
        || !(Self.shapeStyleNames.contains(name)
          || BuiltInColors.staticMember(colorType, name, names: names, f, location(f, at)) != nil)
    {
      return memberAccess(holder: colorType, name, receiver: nil, &i, end, &f, at: at)
    }
    // `.Beeminder.gray`: a chain of implicit members through a type the app nests in the color
    // type, which Swift resolves in the color type.
    if !source.isPunctuation(i, "("), index.isType("\(colorType).\(name)") {
      return .type("\(colorType).\(name)")
    }
    // `self == .dark` in an enum's getter names its own case; `return .separator` in a getter
    // of a color type names the color, even where the enum has a case of that name.
    let returnsColor =
      at > 1 && source.isIdentifier(at - 2, "return")
      && f.contextType.map(BuiltInColors.typeNames.contains) == true
    if let holder = f.selfType,
      index.typesByName[holder].map({ $0.contains { index.types[$0].kind == .enum } }) == true,
      !index.members(named: name, in: holder).isEmpty,
      !returnsColor
        || BuiltInColors.staticMember(colorType, name, names: names, f, location(f, at)) == nil
    {
      return memberAccess(holder: holder, name, receiver: nil, &i, end, &f, at: at)
    }
    if let value = BuiltInColors.staticMember(colorType, name, names: names, f, location(f, at)) {
      if source.isPunctuation(i, "(") {
        // `.init(white:)` is handled above; a call on a constant is a method of the type.
        return unresolved(f, at, ".\(name)(…)")
      }
      return value
    }
    return .symbol(name)
  }

  // MARK: - Postfix: member access, calls, unwrapping

  private func postfix(_ value: inout EvalValue, _ i: inout Int, _ end: Int, _ f: inout EvalFrame) {
    let source = file(f)
    let start = i
    _ = start
    while i < end {
      let t = source[i]
      if t.isPunctuation("!") || (t.isPunctuation("?") && isOptionalChaining(i, source)) {
        i += 1
        continue
      }
      if t.isPunctuation("."), source.isIdentifierToken(i + 1) {
        let nameIndex = i + 1
        let name = source[nameIndex].text
        i += 2
        value = member(of: value, name, &i, end, &f, at: nameIndex)
        continue
      }
      if t.isPunctuation("["), source.language == .swift {
        guard source.match[i] > i else { return }
        let inside = (i + 1)..<source.match[i]
        i = source.match[i] + 1
        if case .string(let text) = value {
          value = substring(text, inside, &f)
        } else if case .array(let elements, let origin) = value {
          value = element(of: elements, origin: origin, at: inside, &f)
        } else {
          value = value.isUnresolved ? value : unresolved(f, i - 1, "a subscript")
        }
        continue
      }
      if t.isPunctuation("("), case .closure(let closure) = value {
        let arguments = callArguments(&i, end, &f)
        value = invoke(closure, arguments.map(\.value), f)
        continue
      }
      return
    }
  }

  // MARK: - Arrays

  /// The most elements an array literal is read with, and read case by case.
  static let maximumArrayElements = 24

  /// `[a, b, c]`: each element evaluated in the element type the context expects (`[Style]`);
  /// a dictionary literal is not read.
  private func arrayLiteral(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> EvalValue {
    let source = file(f)
    let open = i
    let close = source.match[open]
    guard close > open, close < end else { return unresolved(f, open, "an unbalanced bracket") }
    i = close + 1
    let inside = (open + 1)..<close
    if source.firstTopLevel(":", in: inside) != nil {
      return unresolved(f, open, "a dictionary literal")
    }
    var parts = source.split(inside, by: ",")
    if parts.last?.isEmpty == true { parts.removeLast() }
    guard parts.count <= Self.maximumArrayElements else {
      return unresolved(f, open, "an array literal of \(parts.count) elements")
    }
    let context = f.contextType
    defer { f.contextType = context }
    f.contextType = context.flatMap(Self.elementType)
    let elements = parts.map { converted(evaluate($0, &f), to: f.contextType) }
    return .array(elements, origin: nil)
  }

  /// `T` of `[T]` and `Array<T>`; nil for any other type.
  static func elementType(_ type: String) -> String? {
    if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
      return String(type.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }
    if type.hasPrefix("Array<"), type.hasSuffix(">") {
      return String(type.dropFirst(6).dropLast()).trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  /// `colors[i]`: the element at an index the code fixes; at one it does not, see
  /// ``undecidedElement(of:origin:_:at:)``.
  private func element(
    of elements: [EvalValue], origin: ArrayOrigin?, at inside: Range<Int>, _ f: inout EvalFrame
  ) -> EvalValue {
    let position = evaluate(inside, &f)
    if let n = position.integer {
      guard n >= 0, n < elements.count else {
        return unresolved(
          f, inside.lowerBound - 1, "index \(n) of an array of \(elements.count) elements")
      }
      return elements[Int(n)]
    }
    guard position.isUnresolved else { return unresolved(f, inside.lowerBound - 1, "a subscript") }
    return undecidedElement(of: elements, origin: origin, &f, at: inside.lowerBound - 1)
  }

  /// An element a stored array's index picks at runtime (`avatarColors[Int(hash) % 16]`,
  /// `styles.randomElement()`): the element assumed for the array, else unknown, and noted so
  /// the caller can read the color once per element.
  private func undecidedElement(
    of elements: [EvalValue], origin: ArrayOrigin?, _ f: inout EvalFrame, at site: Int
  ) -> EvalValue {
    guard let origin else {
      return unresolved(
        f, site, "an element of an array picked by an index the code does not decide")
    }
    if let assumed = assumptions[origin.key].flatMap(Int.init), elements.indices.contains(assumed) {
      noteContextDependence()
      return elements[assumed]
    }
    if enumerable == nil, !elements.isEmpty {
      enumerable = (origin.key, "", origin.name, [], elements.count)
    }
    return unresolved(
      f, site, "an element of \(origin.name) picked by an index the code does not decide")
  }

  /// `count`, `isEmpty`, `first`, `last` and `randomElement()` of an array.
  private func arrayMember(
    _ elements: [EvalValue], origin: ArrayOrigin?, _ name: String, isCall: Bool,
    _ i: inout Int, _ end: Int, _ f: inout EvalFrame, at nameIndex: Int
  ) -> EvalValue {
    switch (name, isCall) {
    case ("count", false): return .int(Int64(elements.count), typed: true)
    case ("isEmpty", false): return .bool(elements.isEmpty)
    case ("first", false): return elements.first ?? .none
    case ("last", false): return elements.last ?? .none
    case ("randomElement", true):
      _ = callArguments(&i, end, &f)
      return undecidedElement(of: elements, origin: origin, &f, at: nameIndex)
    default:
      if isCall { _ = callArguments(&i, end, &f) }
      return unresolved(f, nameIndex, "the array \(isCall ? "method" : "property") \(name)")
    }
  }

  /// A trait collection's `userInterfaceStyle`, `accessibilityContrast` or `userInterfaceLevel`
  /// in the traits being evaluated, as Swift's `traits.x` and Objective-C's `[traits x]` read it.
  private func trait(_ name: String, of override: TraitOverride) -> EvalValue? {
    readTraits = true
    let resolved = override.applied(to: traits)
    switch name {
    case "userInterfaceStyle": return .symbol(resolved.style.rawValue)
    case "accessibilityContrast": return .symbol(resolved.contrast.rawValue)
    case "userInterfaceLevel": return .symbol(resolved.level.rawValue)
    default: return nil
    }
  }

  /// `a?.b`: a `?` written against the `.` that follows it (a ternary's `? .b` has a space).
  private func isOptionalChaining(_ i: Int, _ source: SourceFile) -> Bool {
    guard source.isPunctuation(i + 1, ".") else { return false }
    return source[i + 1].line == source[i].line && source[i + 1].column == source[i].column + 1
  }

  /// `receiver.name`, with a call when `(` or a trailing closure follows.
  private func member(
    of receiver: EvalValue, _ name: String, _ i: inout Int, _ end: Int, _ f: inout EvalFrame,
    at nameIndex: Int
  ) -> EvalValue {
    let source = file(f)
    let isCall =
      source.isPunctuation(i, "(")
      || (source.isPunctuation(i, "{") && source.match[i] > i && source.match[i] < end)
    if name == "traitCollection", readsViewTraits, !isCall {
      switch receiver {
      case .type, .object:
        readTraits = true
        return .traits(TraitOverride())
      default:
        break
      }
    }
    switch receiver {
    case .unresolved:
      if isCall { _ = callArguments(&i, end, &f) }
      return receiver
    case .type(let type):
      if name == "init" { return callType(type, &i, end, &f, at: nameIndex) }
      // `AppColors.self`, the type as a value (`static var app = AppColors.self`, then
      // `UIColor.app.primaryText`: FreeOTP): its members are the type's static ones.
      if name == "self", !isCall { return receiver }
      if type == "CharacterSet" { return .symbol("charset:\(name)") }
      // `Assets.Colors`: a nested type.
      if index.isType("\(type).\(name)") {
        if isCall { return callType("\(type).\(name)", &i, end, &f, at: nameIndex) }
        return .type("\(type).\(name)")
      }
      if TraitSymbols.enumTypes.contains(type) { return .symbol(name) }
      if type == "UITraitCollection" && name == "current" {
        if f.inProvider {
          readTraits = true
          return .traits(TraitOverride())
        }
        return unresolved(f, nameIndex, "UITraitCollection.current outside a dynamic provider")
      }
      if !index.members(named: name, in: type).isEmpty {
        return memberAccess(holder: type, name, receiver: nil, &i, end, &f, at: nameIndex)
      }
      if let value = BuiltInColors.staticMember(type, name, names: names, f, location(f, nameIndex))
      {
        return value
      }
      if isCall { _ = callArguments(&i, end, &f) }
      return unresolved(f, nameIndex, "\(type).\(name) is not defined in the scanned code")
    case .traits(let override):
      return trait(name, of: override) ?? unresolved(f, nameIndex, "the trait \(name)")
    case .color(let color):
      return colorMethod(color, name, &i, end, &f, at: nameIndex)
    case .object(let type, let fields):
      // Runtime state (`@Published var activeTheme`) is never the value an initializer left.
      let isState =
        index.members(named: name, in: type).first {
          $0.kind == .property && $0.attributes.contains(where: Self.runtimeWrappers.contains)
        } != nil
      if !isCall, !isState, let field = fields[name] { return field }
      if !index.members(named: name, in: type).isEmpty {
        return memberAccess(holder: type, name, receiver: receiver, &i, end, &f, at: nameIndex)
      }
      if let unknown = fields[Self.unknownArgumentField] {
        if isCall { _ = callArguments(&i, end, &f) }
        return unknown
      }
      return unresolved(f, nameIndex, "\(type).\(name) is not defined in the scanned code")
    case .string(let text):
      // `extension String { var color: UIColor { UIColor.fromHex(self) } }`: the app's own.
      if !index.members(named: name, in: "String").isEmpty {
        return memberAccess(holder: "String", name, receiver: receiver, &i, end, &f, at: nameIndex)
      }
      return stringMethod(text, name, &i, end, &f, at: nameIndex)
    case .symbol(let symbol) where name == "inverted" && symbol.hasPrefix("charset:"):
      return .symbol(symbol + ".inverted")
    case .scanner:
      return scannerMethod(receiver, name, &i, end, &f, at: nameIndex)
    case .array(let elements, let origin):
      return arrayMember(elements, origin: origin, name, isCall: isCall, &i, end, &f, at: nameIndex)
    case .int, .float:
      if isCall { return unresolved(f, nameIndex, "the number method \(name)") }
      return unresolved(f, nameIndex, "the number property \(name)")
    default:
      if isCall { _ = callArguments(&i, end, &f) }
      return unresolved(f, nameIndex, ".\(name) on this value")
    }
  }

  private func colorMethod(
    _ color: CodeColorValue, _ name: String, _ i: inout Int, _ end: Int, _ f: inout EvalFrame,
    at nameIndex: Int
  ) -> EvalValue {
    switch name {
    case "cgColor", "CGColor", "color", "uiColor", "swiftUIColor", "self":
      return .color(color)
    case "withAlphaComponent", "opacity", "colorWithAlphaComponent":
      let arguments = callArguments(&i, end, &f)
      guard let alpha = arguments.first?.value.number else {
        if let bad = arguments.first?.value, bad.isUnresolved { return bad }
        return unresolved(f, nameIndex, "\(name) with an alpha the code does not fix")
      }
      let change: AlphaChange = name == "opacity" ? .multiply(alpha) : .replace(alpha)
      switch color {
      case .color(var rgba, let literal):
        rgba.alpha = change.applied(to: rgba.alpha)
        return .color(.color(rgba, literal: literal))
      case .reference(let target, nil):
        return .color(.reference(target, alpha: change))
      case .reference(let target, .replace(let old)):
        return .color(.reference(target, alpha: .replace(change.applied(to: old))))
      case .reference(let target, .multiply(let old)):
        if case .multiply(let factor) = change {
          return .color(.reference(target, alpha: .multiply(old * factor)))
        }
        return .color(.reference(target, alpha: change))
      case .unresolved:
        return .color(color)
      }
    case "getRed", "getHue":
      return componentsInto(color, name, &i, end, &f, at: nameIndex)
    case "resolvedColor":
      let arguments = callArguments(&i, end, &f)
      guard case .traits(let override)? = arguments.first?.value else {
        return unresolved(f, nameIndex, "resolvedColor(with:) with traits the code does not fix")
      }
      guard case .reference(let target, let alpha) = color else { return .color(color) }
      // What the override does not pin comes from the traits being evaluated.
      readTraits = true
      guard let pinned = names.resolveSystem(target, in: override.applied(to: traits)) else {
        return unresolved(f, nameIndex, "resolvedColor(with:) of \(target)")
      }
      var rgba = pinned
      if let alpha { rgba.alpha = alpha.applied(to: rgba.alpha) }
      return .color(.color(rgba, literal: location(f, nameIndex)))
    default:
      // A helper of the app (`color.darker(by: 0.2)`) or of UIKit this audit does not model.
      let holder = f.flavor == .swiftUI ? "Color" : "UIColor"
      let candidates = index.members(named: name, in: holder).filter { !$0.isStatic }
      if let method = candidates.first {
        let isCall = file(f).isPunctuation(i, "(")
        let arguments = isCall ? callArguments(&i, end, &f) : []
        if method.kind == .property {
          return value(of: method, receiver: .color(color), f)
        }
        let result = call(method, arguments: arguments, receiver: .color(color), f, at: nameIndex)
        forgetInOutArguments(arguments, of: method.name, &f, at: nameIndex)
        return result
      }
      if file(f).isPunctuation(i, "(") { _ = callArguments(&i, end, &f) }
      return unresolved(f, nameIndex, "the color method \(name)")
    }
  }

  /// `color.getRed(&r, green: &g, blue: &b, alpha: &a)` and `getHue(_:saturation:brightness:
  /// alpha:)`: the components written into the variables, and `true`.
  ///
  /// UIKit gives the extended sRGB components, which is what a color holds here; hue,
  /// saturation and brightness are read only from a color inside sRGB. A color whose components
  /// are not known here (an asset catalog's, read later) leaves the variables unresolved.
  private func componentsInto(
    _ color: CodeColorValue, _ name: String, _ i: inout Int, _ end: Int, _ f: inout EvalFrame,
    at nameIndex: Int
  ) -> EvalValue {
    let arguments = callArguments(&i, end, &f)
    let targets = arguments.compactMap { argument -> String? in
      if case .inOut(let target) = argument.value { return target }
      return nil
    }
    guard targets.count == 4, arguments.count == 4, var rgba = components(of: color, f) else {
      forgetInOutArguments(arguments, of: name, &f, at: nameIndex)
      return unresolved(f, nameIndex, "\(name) of a color whose components are not read here")
    }
    var values = [rgba.red, rgba.green, rgba.blue, rgba.alpha]
    if name == "getHue" {
      guard rgba.isInSRGBGamut else {
        forgetInOutArguments(arguments, of: name, &f, at: nameIndex)
        return unresolved(f, nameIndex, "getHue of a color outside sRGB")
      }
      rgba.alpha = values[3]
      values = Self.hueSaturationBrightness(rgba) + [rgba.alpha]
    }
    for (target, value) in zip(targets, values) { f.locals[target] = .float(value) }
    return .bool(true)
  }

  /// The components of a color in the traits being evaluated: its value, UIKit's system color,
  /// or the value of a color member of the code it names (`UIColor.blackPurple100`); nil for an
  /// asset catalog's color, which is read after the code.
  private func components(of color: CodeColorValue, _ f: EvalFrame, hops: Int = 0) -> RGBA? {
    switch color {
    case .color(let value, _): return value
    case .unresolved: return nil
    case .reference(let target, let alpha):
      var base: RGBA?
      if let system = names.resolveSystem(target, in: traits) {
        readTraits = true
        base = system
      } else if hops < 8, let declared = names.declarations[target],
        let member = index.members(named: declared.name, in: declared.holder).first,
        case .color(let inner) = value(of: member, receiver: nil, f)
      {
        base = components(of: inner, f, hops: hops + 1)
      }
      guard var rgba = base else { return nil }
      if let alpha { rgba.alpha = alpha.applied(to: rgba.alpha) }
      return rgba
    }
  }

  /// Hue, saturation and brightness (0–1) of an sRGB color, as UIKit's `getHue` gives them.
  static func hueSaturationBrightness(_ rgba: RGBA) -> [Double] {
    let (r, g, b) = (rgba.red, rgba.green, rgba.blue)
    let maximum = max(r, g, b)
    let delta = maximum - min(r, g, b)
    let saturation = maximum == 0 ? 0 : delta / maximum
    guard delta > 0 else { return [0, saturation, maximum] }
    var hue: Double
    if maximum == r {
      hue = (g - b) / delta
    } else if maximum == g {
      hue = 2 + (b - r) / delta
    } else {
      hue = 4 + (r - g) / delta
    }
    hue /= 6
    if hue < 0 { hue += 1 }
    return [hue, saturation, maximum]
  }

  // MARK: - Closures

  /// Calls a closure or block with arguments; the provider's traits are the current ones.
  func invoke(_ closure: Closure, _ arguments: [EvalValue], _ f: EvalFrame) -> EvalValue {
    var frame = EvalFrame(
      file: closure.file, locals: closure.captured, selfType: closure.selfType,
      selfValue: closure.selfValue, flavor: f.flavor, literalSite: f.literalSite,
      inProvider: true)
    frame.literalSiteIsWeak = f.literalSiteIsWeak
    for (n, argument) in arguments.enumerated() {
      if n < closure.parameters.count { frame.locals[closure.parameters[n]] = argument }
      frame.locals["$\(n)"] = argument
    }
    return run(closure.body, &frame)
  }

  // MARK: - Objective-C messages

  private func message(_ i: inout Int, _ end: Int, _ f: inout EvalFrame) -> EvalValue {
    let source = file(f)
    let open = i
    guard let parsed = source.message(open: open) else {
      if source.match[i] > i { i = source.match[i] + 1 }
      return unresolved(f, open, "cannot read the message")
    }
    i = source.match[open] + 1
    let receiver = evaluate(parsed.receiver, &f)
    var arguments: [CallArgument] = []
    for part in parsed.parts where !part.value.isEmpty {
      arguments.append(
        CallArgument(label: part.name, value: evaluate(part.value, &f), range: part.value))
    }
    let selector = parsed.selector
    switch receiver {
    case .unresolved: return receiver
    case .type(let type):
      if type == "NSScanner" && selector == "scannerWithString:" {
        guard case .string(let text)? = arguments.first?.value else {
          return unresolved(f, open, "a scanner over a string the code does not fix")
        }
        return .scanner(text: Array(text.utf8), location: 0, skipsHash: false)
      }
      // The app's class methods (`+ (UIColor *)colorWithHex:`) first, then UIKit's.
      if let method = index.members(named: selector, in: type).first(where: { $0.isStatic }) {
        let result = call(method, arguments: arguments, receiver: nil, f, at: parsed.parts[0].index)
        forgetInOutArguments(arguments, of: selector, &f, at: parsed.parts[0].index)
        return result
      }
      return BuiltInColors.objectiveCClassMessage(
        type, selector, arguments.map(\.value), names: names, evaluator: self, f, location(f, open))
        ?? unresolved(
          f, open,
          BuiltInColors.objectiveCColorSelectors.contains(
            selector.hasPrefix("initWith") ? "colorWith" + selector.dropFirst(8) : selector)
            ? "[\(type) \(selector)]"
            // `[UIColor artsyGrayMedium]`, `[UIColor colorWithHexString:]`: a category method of
            // a library the scanned code does not hold.
            : "[\(type) \(selector)] is not defined in the scanned code")
    case .color(let color):
      let name = selector == "colorWithAlphaComponent:" ? "withAlphaComponent" : selector
      if name == "withAlphaComponent" {
        guard let alpha = arguments.first?.value.number else {
          return unresolved(f, open, "an alpha the code does not fix")
        }
        switch color {
        case .color(var rgba, let literal):
          rgba.alpha = alpha
          return .color(.color(rgba, literal: literal))
        case .reference(let target, _): return .color(.reference(target, alpha: .replace(alpha)))
        case .unresolved: return receiver
        }
      }
      if selector == "CGColor" { return receiver }
      return unresolved(f, open, "[color \(selector)]")
    case .scanner:
      if selector == "scanHexInt:" || selector == "scanHexLongLong:",
        case .inOut(let name)? = arguments.first?.value,
        case .scanner(let text, let location, let skips) = receiver
      {
        let (value, next) = Self.scanHex(text, from: location, skippingHash: skips)
        f.locals[name] = value.map { .int($0, typed: true) } ?? f.locals[name]
        if let local = receiverLocal(parsed.receiver, source) {
          f.locals[local] = .scanner(text: text, location: next, skipsHash: skips)
        }
        return .bool(value != nil)
      }
      if selector == "setScanLocation:", let location = arguments.first?.value.integer,
        case .scanner(let text, _, let skips) = receiver,
        let local = receiverLocal(parsed.receiver, source)
      {
        f.locals[local] = .scanner(text: text, location: Int(location), skipsHash: skips)
        return .void
      }
      return unresolved(f, open, "[scanner \(selector)]")
    case .string(let text):
      switch selector {
      case "substringFromIndex:":
        guard let n = arguments.first?.value.integer else { break }
        return .string(String(text.dropFirst(Int(n))))
      case "hasPrefix:":
        guard case .string(let prefix)? = arguments.first?.value else { break }
        return .bool(text.hasPrefix(prefix))
      case "length":
        return .int(Int64(text.utf16.count), typed: true)
      case "stringByReplacingOccurrencesOfString:withString:":
        guard case .string(let a)? = arguments.first?.value,
          case .string(let b)? = arguments.last?.value
        else { break }
        return .string(text.replacingOccurrences(of: a, with: b))
      default: break
      }
      return unresolved(f, open, "[string \(selector)]")
    case .traits(let override):
      return trait(selector, of: override) ?? unresolved(f, open, "[traits \(selector)]")
    default:
      return unresolved(f, open, "[… \(selector)]")
    }
  }

  private func receiverLocal(_ range: Range<Int>, _ source: SourceFile) -> String? {
    range.count == 1 && source[range.lowerBound].kind == .identifier
      ? source[range.lowerBound].text : nil
  }

  // MARK: - Strings and scanners

  static func scanHex(_ text: [UInt8], from start: Int, skippingHash: Bool) -> (Int64?, Int) {
    var k = start
    while k < text.count,
      text[k] == 0x20 || text[k] == 0x0A || text[k] == 0x09
        || (skippingHash && text[k] == UInt8(ascii: "#"))
    {
      k += 1
    }
    // Like `Scanner`, an optional `0x` prefix is accepted.
    if k + 1 < text.count, text[k] == UInt8(ascii: "0"), text[k + 1] | 0x20 == UInt8(ascii: "x") {
      k += 2
    }
    var value: UInt64 = 0
    let first = k
    while k < text.count, let digit = hexDigit(text[k]) {
      value = value &* 16 &+ UInt64(digit)
      k += 1
    }
    guard k > first, k - first <= 16 else { return (nil, start) }
    return (Int64(bitPattern: value), k)
  }

  static func hexDigit(_ c: UInt8) -> Int? {
    switch c {
    case 0x30...0x39: Int(c - 0x30)
    case 0x41...0x46: Int(c - 0x41 + 10)
    case 0x61...0x66: Int(c - 0x61 + 10)
    default: nil
    }
  }

  private func stringMethod(
    _ text: String, _ name: String, _ i: inout Int, _ end: Int, _ f: inout EvalFrame,
    at nameIndex: Int
  ) -> EvalValue {
    let isCall = file(f).isPunctuation(i, "(")
    let arguments = isCall ? callArguments(&i, end, &f) : []
    let first = arguments.first?.value
    switch (name, first) {
    case ("count", nil): return .int(Int64(text.count), typed: true)
    // String indices are character offsets here: `startIndex` is 0.
    case ("startIndex", nil): return .int(0, typed: true)
    case ("endIndex", nil): return .int(Int64(text.count), typed: true)
    case ("index", _):
      guard let base = first?.integer else { break }
      let labels = arguments.map(\.label)
      if labels == ["after"] { return .int(base + 1, typed: true) }
      if labels == ["before"] { return .int(base - 1, typed: true) }
      if labels == [nil, "offsetBy"], let offset = arguments[1].value.integer {
        return .int(base + offset, typed: true)
      }
    case ("isEmpty", nil): return .bool(text.isEmpty)
    case ("uppercased", _), ("uppercaseString", _): return .string(text.uppercased())
    case ("lowercased", _), ("lowercaseString", _): return .string(text.lowercased())
    case ("trimmingCharacters", _):
      // `.whitespaces`, `.whitespacesAndNewlines`, `CharacterSet(charactersIn: "#")`,
      // `CharacterSet.alphanumerics.inverted`.
      switch first {
      case .string(let set)?:
        return .string(text.trimmingCharacters(in: CharacterSet(charactersIn: set)))
      case .symbol(let set)?:
        switch set.replacingOccurrences(of: "charset:", with: "") {
        case "whitespaces": return .string(text.trimmingCharacters(in: .whitespaces))
        case "whitespacesAndNewlines", "newlines":
          return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case "alphanumerics.inverted":
          return .string(text.trimmingCharacters(in: CharacterSet.alphanumerics.inverted))
        default: break
        }
      default: break
      }
    case ("replacingOccurrences", .string(let target)?):
      guard case .string(let replacement)? = arguments.dropFirst().first?.value else { break }
      return .string(text.replacingOccurrences(of: target, with: replacement))
    case ("hasPrefix", .string(let prefix)?): return .bool(text.hasPrefix(prefix))
    case ("hasSuffix", .string(let suffix)?): return .bool(text.hasSuffix(suffix))
    case ("dropFirst", _):
      return .string(String(text.dropFirst(Int(first?.integer ?? 1))))
    case ("dropLast", _):
      return .string(String(text.dropLast(Int(first?.integer ?? 1))))
    case ("prefix", .some(let n)) where n.integer != nil:
      return .string(String(text.prefix(Int(n.integer ?? 0))))
    case ("suffix", .some(let n)) where n.integer != nil:
      return .string(String(text.suffix(Int(n.integer ?? 0))))
    case ("first", nil): return text.first.map { .string(String($0)) } ?? .none
    case ("last", nil): return text.last.map { .string(String($0)) } ?? .none
    case ("utf8", nil), ("description", nil): return .string(text)
    default: break
    }
    return unresolved(f, nameIndex, "the string method \(name)")
  }

  /// `text[i...]`, `text[..<i]`, `text[a..<b]` with the character offsets `index(…)` gives.
  private func substring(_ text: String, _ inside: Range<Int>, _ f: inout EvalFrame) -> EvalValue {
    let source = file(f)
    // The range operator is lexed as dots and a `<`: `..<` or `...`.
    guard
      let dot = inside.first(where: {
        source.isPunctuation($0, ".") && source.isPunctuation($0 + 1, ".")
          && (source.isPunctuation($0 + 2, ".") || source.isPunctuation($0 + 2, "<"))
      })
    else { return unresolved(f, inside.lowerBound, "a subscript") }
    let halfOpen = source.isPunctuation(dot + 2, "<")
    let lower = dot > inside.lowerBound ? evaluate(inside.lowerBound..<dot, &f).integer : 0
    var upper =
      dot + 3 < inside.upperBound
      ? evaluate((dot + 3)..<inside.upperBound, &f).integer : Int64(text.count)
    if !halfOpen, dot + 3 < inside.upperBound { upper = upper.map { $0 + 1 } }
    let characters = Array(text)
    guard let lower, let upper, lower >= 0, upper <= characters.count, lower <= upper else {
      return unresolved(f, inside.lowerBound, "a subscript outside the string")
    }
    return .string(String(characters[Int(lower)..<Int(upper)]))
  }

  private func scannerMethod(
    _ scanner: EvalValue, _ name: String, _ i: inout Int, _ end: Int, _ f: inout EvalFrame,
    at nameIndex: Int
  ) -> EvalValue {
    guard case .scanner(let text, let location, let skips) = scanner else { return scanner }
    let source = file(f)
    // The local the scanner lives in, to keep its position: `scanner.scanHexInt64(&rgb)`.
    let receiverIndex = nameIndex - 2
    let local = source.isIdentifierToken(receiverIndex) ? source[receiverIndex].text : nil
    let isCall = source.isPunctuation(i, "(")
    let arguments = isCall ? callArguments(&i, end, &f) : []
    switch name {
    case "scanHexInt64", "scanHexInt32", "scanHexInt", "scanUInt64":
      guard name != "scanUInt64" else { break }
      let (value, next) = Self.scanHex(text, from: location, skippingHash: skips)
      if let local, f.locals[local] != nil {
        f.locals[local] = .scanner(text: text, location: next, skipsHash: skips)
      }
      if case .inOut(let target)? = arguments.first?.value {
        if let value { f.locals[target] = .int(value, typed: true) }
        return .bool(value != nil)
      }
      return value.map { .int($0, typed: true) } ?? .none
    case "scanString", "scanCharacters":
      guard case .string(let prefix)? = arguments.first?.value else { break }
      let rest = text[min(location, text.count)...]
      if rest.starts(with: Array(prefix.utf8)) {
        if let local {
          f.locals[local] = .scanner(
            text: text, location: location + prefix.utf8.count, skipsHash: skips)
        }
        return .string(prefix)
      }
      return .none
    case "isAtEnd":
      return .bool(location >= text.count)
    default:
      break
    }
    return unresolved(f, nameIndex, "the scanner method \(name)")
  }

  /// Sets `scanner.scanLocation = n` or `scanner.charactersToBeSkipped = …` on a local scanner;
  /// any other property set, or a value the code does not fix, leaves the scanner unknown.
  func assignScannerProperty(
    _ local: String, _ property: String, _ value: EvalValue, _ f: inout EvalFrame,
    valueRange: Range<Int>, at site: Int
  ) -> Bool {
    guard case .scanner(let text, let location, let skips)? = f.locals[local] else { return false }
    switch property {
    case "scanLocation":
      guard let n = value.integer else {
        f.locals[local] = value.isUnresolved ? value : unresolved(f, site, "\(local).scanLocation")
        return true
      }
      f.locals[local] = .scanner(text: text, location: Int(n), skipsHash: skips)
      return true
    case "charactersToBeSkipped":
      if case .string(let set) = value {
        f.locals[local] = .scanner(text: text, location: location, skipsHash: set.contains("#"))
      } else {
        f.locals[local] = value.isUnresolved ? value : unresolved(f, site, "\(local).\(property)")
      }
      return true
    case "currentIndex" where isSecondIndex(of: text, valueRange, f):
      let first = String(decoding: text, as: UTF8.self).first.map { $0.utf8.count } ?? 0
      f.locals[local] = .scanner(text: text, location: first, skipsHash: skips)
      return true
    default:
      // Any other place, or property, the evaluator does not follow: reading on from where the
      // scanner was would give a wrong color.
      f.locals[local] = unresolved(f, site, "\(local).\(property) is set, which is not followed")
      return true
    }
  }

  /// Whether `range` is the index after the first character of a local holding `text`:
  /// `hex.dropFirst().startIndex` or `hex.index(after: hex.startIndex)`.
  private func isSecondIndex(of text: [UInt8], _ range: Range<Int>, _ f: EvalFrame) -> Bool {
    let source = file(f)
    let words = range.map { source[$0].text }
    guard let name = words.first else { return false }
    let dropFirst = [".", "dropFirst", "(", ")", ".", "startIndex"]
    let indexAfter = [".", "index", "(", "after", ":", name, ".", "startIndex", ")"]
    guard words.dropFirst().elementsEqual(dropFirst) || words.dropFirst().elementsEqual(indexAfter),
      case .string(let value)? = f.locals[name]
    else { return false }
    return value.utf8.elementsEqual(text)
  }
}

/// Values of static members and globals that hold in every evaluation (see
/// ``CodeEvaluator/value(of:receiver:_:)``), for every evaluator of a run: discovery reads each
/// place with its own evaluator, and a theme's palette of dozens of colors would otherwise be
/// built again for every place that reads it.
final class SharedMemberValues: @unchecked Sendable {
  typealias Entry = (value: EvalValue, steps: Int, depth: Int)
  private let lock = NSLock()
  /// nil where the member's value depends on where it is read.
  private var entries: [MemberKey: Entry?] = [:]

  /// The kept value of a member, made by `evaluate` the first time it is asked for.
  func value(of key: MemberKey, evaluate: () -> Entry?) -> Entry? {
    if let known = lock.withLock({ entries[key] }) { return known }
    let entry = evaluate()
    lock.withLock { entries[key] = .some(entry) }
    return entry
  }
}
