/// Turns a color expression where the app draws (`label.textColor = .secondaryLabel`,
/// `.background(Color.card)`) into a `ColorUse`, with the same evaluator that reads color
/// definitions.
struct ColorUseReader {
  let index: SourceIndex
  let names: CodeColorNames

  /// The color an expression stands for in the context of a type; several when it is a ternary
  /// the code does not decide (`isSelected ? .a : .b`), one per branch.
  func uses(_ range: Range<Int>, file: Int, selfType: String?, flavor: ColorFlavor) -> [ColorUse] {
    let source = index.files[file]
    return branches(range, source).map { use($0, file: file, selfType: selfType, flavor: flavor) }
  }

  func use(_ range: Range<Int>, file: Int, selfType: String?, flavor: ColorFlavor) -> ColorUse {
    let source = index.files[file]
    let evaluator = CodeEvaluator(index: index, names: names, traits: TraitCombination.all[0])
    var results: [CodeColorValue] = []
    for traits in TraitCombination.all {
      evaluator.reset(traits: traits)
      var frame = EvalFrame(file: file, selfType: selfType, flavor: flavor)
      let value = evaluator.evaluate(range, &frame)
      let color: CodeColorValue
      switch value {
      case .color(let c): color = c
      case .unresolved(let reason): color = .unresolved(reason)
      default:
        color = .unresolved(
          "\(Self.text(range, source)) is not a color the audit can read (\(source.path):\(source[range.lowerBound].line))"
        )
      }
      results.append(color)
      if !evaluator.readTraits, results.count == 1 { break }
    }
    if results.count == 1, case .reference(let name, nil) = results[0] { return .named(name) }
    // One fixed color: named by its hex, as a pairing can write it.
    if results.count == 1, case .color(let rgba, _) = results[0] {
      return .value(CodeColorValues(constant: results[0]), label: rgba.hexString)
    }
    let values =
      results.count == 1
      ? CodeColorValues(constant: results[0])
      : CodeColorValues { results[TraitCombination.all.firstIndex(of: $0) ?? 0] }
    return .value(values, label: Self.text(range, source))
  }

  /// The source text of a range, single-spaced (`Theme.current.text`), for labels.
  static func text(_ range: Range<Int>, _ source: SourceFile) -> String {
    var out = ""
    var previous: Token?
    for k in range {
      let t = source[k]
      if let p = previous, needsSpace(p, t) { out += " " }
      out += t.kind == .string ? "\"\(t.text)\"" : t.text
      previous = t
    }
    return out.count > 80 ? String(out.prefix(77)) + "…" : out
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
    guard let question = topLevelQuestion(range, source), question > range.lowerBound else {
      return nil
    }
    return Self.text(range.lowerBound..<question, source)
  }

  private func topLevelQuestion(_ range: Range<Int>, _ source: SourceFile) -> Int? {
    var k = range.lowerBound
    while k < range.upperBound {
      let t = source[k]
      if t.kind == .punctuation {
        if (t.text == "(" || t.text == "[" || t.text == "{"), source.match[k] > k {
          k = source.match[k] + 1
          continue
        }
        if t.text == "?", k + 1 < range.upperBound,
          source[k + 1].column > t.column + 1 || source[k + 1].line != t.line
        {
          return k
        }
      }
      k += 1
    }
    return nil
  }

  /// `c ? a : b` at the top level splits into the branches of `a` and `b`.
  func branches(_ range: Range<Int>, _ source: SourceFile) -> [Range<Int>] {
    guard let question = topLevelQuestion(range, source),
      let colon = source.firstTopLevel(":", in: (question + 1)..<range.upperBound)
    else { return [range] }
    return branches((question + 1)..<colon, source) + branches((colon + 1)..<range.upperBound, source)
  }
}
