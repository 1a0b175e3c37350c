extension SourceFile {
  /// The bodies of the `if` blocks in `scope` that the code proves never run, in file order.
  ///
  /// The condition is the literal `false`, or a flag tested alone (`if kDebugColors {`,
  /// `if Self.showsDebugColors {`, `if (kDebugColors) {`) that is declared constant false as a
  /// member of the type that opens at `owner` or at file scope: `let kDebugColors = false`,
  /// `static let debug: Bool = false`, Objective-C's `static const BOOL kDebugColors = NO;`.
  /// Debug colors kept behind such a switch are never drawn (OneBusAway's `StackedButton`).
  func neverRunBlocks(in scope: Range<Int>, owner: Int) -> [Range<Int>] {
    var flags: Set<String> = []
    var tested: [Int] = []
    for literal in ["false", "NO"] {
      for p in positions(of: literal, in: 0..<count) {
        if scope.contains(p), isIdentifier(p - 1, "if") || isConditionAlone(p) {
          tested.append(p)
        }
        guard parentBrace[p] == owner || parentBrace[p] < 0, isPunctuation(p - 1, "=") else {
          continue
        }
        if let name = constantName(endingAt: p - 2) { flags.insert(name) }
      }
    }
    for flag in flags.sorted() {
      tested += positions(of: flag, in: scope).filter { p in
        isIdentifier(p - 1, "if")
          || (isPunctuation(p - 1, ".") && isIdentifierToken(p - 2) && isIdentifier(p - 3, "if"))
          || isConditionAlone(p)
      }
    }
    var blocks: [Range<Int>] = []
    for p in tested.sorted() {
      let open = isPunctuation(p + 1, ")") ? p + 2 : p + 1
      guard isPunctuation(open, "{"), match[open] > open else { continue }
      if let last = blocks.last, last.contains(open) { continue }
      blocks.append(open..<pastClosing(open))
    }
    return blocks
  }

  /// The name of `let name =`, `let name: Bool =` (Swift), `const BOOL name =` or
  /// `BOOL const name =` (Objective-C), whose last token before `=` is at `end`.
  private func constantName(endingAt end: Int) -> String? {
    switch language {
    case .swift:
      if isIdentifierToken(end), isIdentifier(end - 1, "let") { return self[end].text }
      if isIdentifier(end, "Bool"), isPunctuation(end - 1, ":"), isIdentifierToken(end - 2),
        isIdentifier(end - 3, "let")
      {
        return self[end - 2].text
      }
      return nil
    case .objectiveC:
      guard isIdentifierToken(end) else { return nil }
      let isBool = { (k: Int) in self.isIdentifier(k, "BOOL") || self.isIdentifier(k, "bool") }
      let isConst = { (k: Int) in self.isIdentifier(k, "const") }
      guard (isBool(end - 1) && isConst(end - 2)) || (isConst(end - 1) && isBool(end - 2)) else {
        return nil
      }
      return self[end].text
    }
  }

  /// Objective-C's `if (flag) {`: the token at `p` is the whole condition.
  private func isConditionAlone(_ p: Int) -> Bool {
    isPunctuation(p - 1, "(") && isIdentifier(p - 2, "if") && isPunctuation(p + 1, ")")
  }
}
