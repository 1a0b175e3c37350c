import Testing

@testable import ContrastAudit

/// The parameters of a closure, read where the evaluator makes one and where discovery asks
/// whether a closure binds a local's name again.
@Suite struct ClosureSignatureTests {
  /// The signature of the first closure (`{`) in `code`.
  static func signature(_ code: String) -> [String]? {
    let file = SourceFile(path: "Closure.swift", language: .swift, source: code)
    guard let open = file.tokens.firstIndex(where: { $0.isPunctuation("{") }),
      let found = file.closureSignature(open)
    else { return nil }
    #expect(file[found.in].isIdentifier("in"))
    return found.parameters
  }

  @Test(arguments: [
    ("let p = UIColor { traits in traits.userInterfaceStyle == .dark ? a : b }", ["traits"]),
    ("let p = UIColor { (traits: UITraitCollection) -> UIColor in a }", ["traits"]),
    ("items.forEach { [weak self] item in self?.x = item }", ["item"]),
    ("let f = { (a: Int, b: Int) async throws -> Array<Int> in [a, b] }", ["a", "b"]),
    ("let g = { a, b in a + b }", ["a", "b"]),
  ])
  func aSignatureNamesItsParameters(code: String, parameters: [String]) {
    #expect(Self.signature(code) == parameters, "\(code)")
  }

  /// A loop's `in` in a closure without a signature is not one.
  @Test func aLoopInTheBodyIsNoSignature() {
    #expect(Self.signature("let h = { for color in colors { use(color) } }") == nil)
    #expect(Self.signature("label.textColor = colors.first { $0.isDark }") == nil)
  }
}
