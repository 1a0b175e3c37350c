import Testing

@testable import ContrastAudit

/// Which code runs on the newest iOS, in Swift and Objective-C as apps write availability checks.
@Suite struct AvailabilityTests {
  /// Whether the token `MARK` (an identifier) is in code that does not run on the newest iOS.
  static func isFallback(_ code: String, _ language: SourceLanguage = .swift) -> Bool {
    let file = SourceFile(path: "File", language: language, source: code)
    guard let mark = file.tokens.firstIndex(where: { $0.isIdentifier("MARK") }) else {
      Issue.record("no MARK in the code")
      return false
    }
    return file.isFallbackForOlderIOS(mark)
  }

  @Test(arguments: [
    ("if #available(iOS 26.0, *) { a() } else { MARK() }", true),
    ("if #available(iOS 26.0, *) { MARK() } else { a() }", false),
    ("guard #available(iOS 15, *) else { MARK(); return }", true),
    ("guard #available(iOS 15, *) else { return }\nMARK()", false),
    ("if #unavailable(iOS 26) { MARK() }", true),
    ("if #unavailable(iOS 26) { a() } else { MARK() }", false),
    // The newest iOS leaves the method before the code for older ones.
    ("func f() {\n  if #available(iOS 26.0, *) {\n    glass()\n    return\n  }\n  MARK()\n}", true),
    ("func f() {\n  if #available(iOS 26.0, *) {\n    glass()\n  }\n  MARK()\n}", false),
    // Another clause in the condition: not a plain availability check.
    ("if #available(iOS 26.0, *), isCompact { a() } else { MARK() }", false),
  ])
  func swiftBranches(code: String, isFallback: Bool) {
    #expect(Self.isFallback(code) == isFallback)
  }

  @Test func objectiveCAvailableChecks() {
    let code = """
      - (void)style {
          if (@available(iOS 13.0, *)) {
              self.label.textColor = UIColor.labelColor;
          } else {
              self.label.textColor = MARK;
          }
      }
      """
    #expect(Self.isFallback(code, .objectiveC))
    #expect(!Self.isFallback(code.replacingOccurrences(of: "} else {", with: "}"), .objectiveC))
  }

  /// The body of an `if #available` check is no state of its own: two of them hold together.
  @Test func theBodyOfAnAvailabilityCheckIsForTheNewestIOS() {
    let file = SourceFile(
      path: "File", language: .swift,
      source:
        "if #available(iOS 26.0, *) { a() }\nif isOn { b() }\nif #unavailable(iOS 26) { c() } else { d() }"
    )
    let braces = file.tokens.indices.filter { file.tokens[$0].isPunctuation("{") }
    #expect(braces.map(file.opensBlockForNewestIOS) == [true, false, false, true])
  }
}
