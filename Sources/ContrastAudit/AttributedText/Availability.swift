extension SourceFile {
  /// Whether token `i` is in code that only runs on iOS versions without Dark Mode.
  ///
  /// The fallback of an availability check on iOS 13.0 or earlier:
  /// `if #available(iOS 13.0, *) { … } else { here }`, `guard #available(iOS 13, *) else { here }`,
  /// `if #unavailable(iOS 13) { here }`, and in Objective-C
  /// `if (@available(iOS 13.0, *)) { … } else { here }`. The fallback of a later version
  /// (`#available(iOS 15, *)`) runs on iOS 13 and 14, which have Dark Mode; and the check must be
  /// the whole condition: with another clause (`if #available(iOS 13, *), isCompact`) the
  /// fallback runs on iOS 13 too.
  func isBeforeDarkMode(_ i: Int) -> Bool {
    var open = i >= 0 && i < count ? parentBrace[i] : -1
    while open >= 0 {
      if opensPreDarkModeBlock(open) { return true }
      open = parentBrace[open]
    }
    return false
  }

  /// Whether the block opened by the `{` at `open` only runs before Dark Mode.
  private func opensPreDarkModeBlock(_ open: Int) -> Bool {
    fallbackVersion(opening: open).map(Self.allPrecedeDarkMode(below:)) ?? false
  }

  /// The iOS version whose availability check fails where the block opened by the `{` at
  /// `open` runs: `if #available(iOS 13, *) { … } else {`, `guard #available(iOS 13, *) else {`,
  /// `if #unavailable(iOS 13) {`; nil for any other block.
  private func fallbackVersion(opening open: Int) -> [Int]? {
    if isIdentifier(open - 1, "else") {
      if isPunctuation(open - 2, "}"), match[open - 2] >= 0 {
        // `if CONDITION { … } else {`
        guard let check = availabilityCheck(endingAt: match[open - 2] - 1),
          check.keyword == "if", !check.negated
        else { return nil }
        return check.version
      }
      // `guard CONDITION else {`
      guard let check = availabilityCheck(endingAt: open - 2), check.keyword == "guard",
        !check.negated
      else { return nil }
      return check.version
    }
    // `if #unavailable(iOS 13) {`
    guard let check = availabilityCheck(endingAt: open - 1), check.keyword == "if", check.negated
    else { return nil }
    return check.version
  }

  /// Whether token `i` is in code that does not run on the newest iOS, the branch the code
  /// evaluator takes too.
  ///
  /// The fallback of an availability check (`if #available(iOS 26, *) { … } else { here }`,
  /// `guard #available(iOS 26, *) else { here }`, `if #unavailable(iOS 26) { here }`, and the
  /// Objective-C `@available`), or code after an `if #available(…) { …; return }` that leaves
  /// the block on the newest iOS.
  func isFallbackForOlderIOS(_ i: Int) -> Bool {
    guard i >= 0, i < count else { return false }
    var inner = i
    var open = parentBrace[i]
    while open >= 0 {
      if fallbackVersion(opening: open) != nil
        || leavesEarlyOnNewestIOS(block: open, before: inner)
      {
        return true
      }
      inner = open
      open = parentBrace[open]
    }
    return false
  }

  /// Whether the block opened by the `{` at `open` always runs on the newest iOS.
  ///
  /// The body of `if #available(…)`, or the `else` of `if #unavailable(…)`: no state of its own.
  func opensBlockForNewestIOS(_ open: Int) -> Bool {
    if isIdentifier(open - 1, "else"), isPunctuation(open - 2, "}"), match[open - 2] >= 0 {
      let check = availabilityCheck(endingAt: match[open - 2] - 1)
      return check?.keyword == "if" && check?.negated == true
    }
    let check = availabilityCheck(endingAt: open - 1)
    return check?.keyword == "if" && check?.negated == false
  }

  /// Whether, in the block opened at `open`, an `if #available(…) { … }` with no `else` before
  /// token `inner` leaves the block (`return`, `continue`, `break`, `throw`).
  private func leavesEarlyOnNewestIOS(block open: Int, before inner: Int) -> Bool {
    var k = open + 1
    while k < inner {
      let close = match[k]
      if isPunctuation(k, "{"), close > k, close < inner, parentBrace[k] == open {
        if !isIdentifier(close + 1, "else"), let check = availabilityCheck(endingAt: k - 1),
          check.keyword == "if", !check.negated,
          ((k + 1)..<close).contains(where: { j in
            parentBrace[j] == k && tokens[j].kind == .identifier
              && ["return", "continue", "break", "throw"].contains(tokens[j].text)
          })
        {
          return true
        }
        k = close + 1
        continue
      }
      k += 1
    }
    return false
  }

  /// Whether every iOS version below `version` is older than Dark Mode (13.0).
  private static func allPrecedeDarkMode(below version: [Int]) -> Bool {
    version.lexicographicallyPrecedes([13, 0, 1])
  }

  /// The availability check that makes up a whole condition ending with the `)` at `close`: the
  /// keyword before it (`if`, `guard`), whether it is `#unavailable`, and its iOS version as
  /// three numbers.
  private func availabilityCheck(endingAt close: Int) -> (
    keyword: String, negated: Bool, version: [Int]
  )? {
    guard isPunctuation(close, ")"), match[close] >= 0 else { return nil }
    var arguments = match[close]
    var keyword = arguments - 2
    var name = text(arguments - 1)
    if language == .objectiveC {
      // `if (@available(iOS 13.0, *))`: the check is the whole parenthesized condition.
      let outer = match[close]
      guard isPunctuation(outer + 1, "@"), isPunctuation(outer + 3, "("),
        match[outer + 3] == close - 1
      else { return nil }
      arguments = outer + 3
      keyword = outer - 1
      name = "#" + text(outer + 2)
    }
    let end = match[arguments]
    guard name == "#available" || name == "#unavailable", isIdentifierToken(keyword),
      end > arguments
    else { return nil }
    var k = arguments + 1
    while k < end {
      if tokens[k].kind == .identifier,
        tokens[k].text == "iOS" || tokens[k].text == "iOSApplicationExtension",
        k + 1 < end, tokens[k + 1].kind == .number
      {
        // `13`, `13.0`, `13.0.1`: the lexer may end the number after the first dot.
        var parts = tokens[k + 1].text.split(separator: ".").map { Int($0) ?? 0 }
        if isPunctuation(k + 2, "."), k + 3 < end, tokens[k + 3].kind == .number {
          parts += tokens[k + 3].text.split(separator: ".").map { Int($0) ?? 0 }
        }
        while parts.count < 3 { parts.append(0) }
        return (tokens[keyword].text, name == "#unavailable", Array(parts.prefix(3)))
      }
      k += 1
    }
    return nil
  }
}
