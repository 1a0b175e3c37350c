/// Comment suppressions.
///
/// `// contrast-audit:disable-next-line RULE [RULE…]` and
/// `// contrast-audit:disable-line RULE [RULE…]`, or the same inside `/* … */`. Without a rule
/// id, every rule is suppressed on that line; `all` means the same.
struct Suppressions: Sendable {
  private var byLine: [Int: Set<String>] = [:]
  static let everyRule = "*"

  init(comments: [Comment]) {
    // The lexer keeps only the comments that mention `contrast-audit:`.
    for comment in comments {
      for (directive, line) in [
        ("contrast-audit:disable-next-line", comment.endLine + 1),
        ("contrast-audit:disable-line", comment.line),
      ] {
        guard let r = comment.text.range(of: directive) else { continue }
        let after = comment.text[r.upperBound...]
        // `disable-line` must not match `disable-next-line`'s prefix: the directive text differs.
        if directive == "contrast-audit:disable-line", comment.text.contains("disable-next-line") {
          continue
        }
        let words =
          after
          .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
          .map(String.init)
          .prefix(while: { $0 != "*/" && $0 != "--" && $0 != "-->" })
        var rules = Set(words.filter { !$0.isEmpty && $0.first != "*" })
        if rules.isEmpty || rules.contains("all") { rules = [Self.everyRule] }
        byLine[line, default: []].formUnion(rules)
      }
    }
  }

  func isSuppressed(_ rule: String, line: Int) -> Bool {
    guard let rules = byLine[line] else { return false }
    return rules.contains(rule) || rules.contains(Self.everyRule)
  }
}
