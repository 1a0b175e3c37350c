extension SourceFile {
  /// What the condition of the `if` at `k` tests when it is one thing alone: the `{` of its
  /// block, and the flag's name, or nil for the literal `false` (`NO`).
  ///
  /// `if kDebugColors {`, `if Self.showsGrid {`, `if self.debug {`, Objective-C's
  /// `if (kShowLayoutColors) {`; anything else (`!flag`, a call, `&&`) is not one flag.
  func soleCondition(ifAt k: Int) -> (open: Int, flag: String?)? {
    var name = k + 1
    var open = k + 2
    if isPunctuation(k + 1, "("), isPunctuation(k + 3, ")") {
      name = k + 2
      open = k + 4
    } else if isPunctuation(k + 2, "."), isIdentifierToken(k + 3),
      isIdentifier(k + 1, "Self") || isIdentifier(k + 1, "self")
    {
      name = k + 3
      open = k + 4
    }
    guard isIdentifierToken(name), isPunctuation(open, "{"), match[open] > open else {
      return nil
    }
    let text = self[name].text
    return (open, text == "false" || text == "NO" ? nil : text)
  }

  /// Whether `range` declares `name` an Objective-C constant that is false:
  /// `static const BOOL name = NO;` or `BOOL const name = NO;`.
  func declaresConstantFalse(_ name: String, in range: Range<Int>) -> Bool {
    positions(of: name, in: range).contains { k in
      guard isPunctuation(k + 1, "="), isIdentifier(k + 2, "NO") || isIdentifier(k + 2, "false")
      else { return false }
      let isBool = { (j: Int) in self.isIdentifier(j, "BOOL") || self.isIdentifier(j, "bool") }
      return (isBool(k - 1) && isIdentifier(k - 2, "const"))
        || (isIdentifier(k - 1, "const") && isBool(k - 2))
    }
  }
}
