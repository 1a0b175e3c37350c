/// Comment suppressions.
///
/// `// contrast-audit:disable-next-line RULE [RULE…]` and
/// `// contrast-audit:disable-line RULE [RULE…]`, or the same inside `/* … */`. Without a rule
/// id, every rule is suppressed on that line; `all` means the same.
struct Suppressions: Sendable {
  private var byLine: [Int: Set<String>] = [:]
  static let everyRule = "*"

  init(comments: [Comment]) {
    // Most comments say nothing to the tool: a byte search skips them before Foundation's.
    for comment in comments where comment.text.utf8.count >= 27 && Self.mentionsTool(comment.text) {
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

  private static func mentionsTool(_ text: String) -> Bool {
    let needle = Array("contrast-audit:".utf8)
    var bytes = text.utf8.makeIterator()
    var matched = 0
    while let byte = bytes.next() {
      if byte == needle[matched] {
        matched += 1
        if matched == needle.count { return true }
      } else {
        matched = byte == needle[0] ? 1 : 0
      }
    }
    return false
  }

  func isSuppressed(_ rule: String, line: Int) -> Bool {
    guard let rules = byLine[line] else { return false }
    return rules.contains(rule) || rules.contains(Self.everyRule)
  }
}
