import Testing

@testable import ContrastAudit

/// The branch of a `switch` or an `if`/`else` chain a token is in, as discovery reads a local set
/// in each branch.
@Suite struct BranchTests {
  /// The construct and branch of the first token named `name` in `code`, as token texts with
  /// their lines: `if@1`, `{@1`.
  static func branch(of name: String, in code: String) -> (construct: String, branch: String)? {
    let file = SourceFile(path: "Branch.swift", language: .swift, source: code)
    guard let j = file.tokens.firstIndex(where: { $0.isIdentifier(name) }),
      let found = CodeEvaluator.branch(of: j, file)
    else { return nil }
    return (
      "\(file[found.construct].text)@\(file[found.construct].line)",
      "\(file[found.branch].text)@\(file[found.branch].line)"
    )
  }

  @Test func aCaseOfASwitchAndABlockOfAnIfChain() {
    let inSwitch = Self.branch(
      of: "tint", in: "switch s {\ncase .a: x = 1\ncase .b: tint = .red\n}")
    #expect(inSwitch?.construct == "{@1" && inSwitch?.branch == "case@3")
    let inElse = Self.branch(
      of: "tint", in: "if a {\n  x = 1\n} else if b {\n  y = 2\n} else {\n  tint = .red\n}")
    #expect(inElse?.construct == "if@1" && inElse?.branch == "{@5")
    // A loop's body is no branch.
    #expect(Self.branch(of: "tint", in: "for x in xs {\n  tint = .red\n}") == nil)
  }

  /// A `}` that closes nothing (the fuzzer's input) ends the chain; it was followed to token -1.
  @Test func anUnmatchedBraceEndsTheChain() {
    let found = Self.branch(of: "tint", in: "} else if flag { tint = .red }")
    #expect(found?.construct == "if@1" && found?.branch == "{@1")
    #expect(Self.branch(of: "tint", in: "} else { tint = .red }") == nil)
  }
}
