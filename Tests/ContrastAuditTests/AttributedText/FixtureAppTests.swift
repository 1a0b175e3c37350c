import Foundation
import Testing

@testable import ContrastAudit

/// Scans the fixture app (`Fixtures/AttributedText/App`) through the public API.
///
/// In its Swift and
/// Objective-C files, a trailing `EXPECT warning|note` comment marks a missing-foreground finding
/// on that line, `EXPECT static` a non-adaptive color and `EXPECT import note` an HTML import
/// left black; every other line must stay clean.
@Suite struct AttributedTextFixtureAppTests {
  static func fixtureFiles() throws -> [(displayPath: String, url: URL)] {
    try TestPaths.scannedFiles(inFixture: "Fixtures/AttributedText/App")
  }

  @Test func sourceFindingsMatchExpectations() throws {
    let files = try Self.fixtureFiles()
    let (findings, _) = AttributedTextScanner().scan(files)
    for file in files
    where !file.displayPath.hasSuffix(".storyboard") && !file.displayPath.contains("Latin1") {
      let lines = try String(contentsOf: file.url, encoding: .utf8).components(separatedBy: "\n")
      var expected: Set<String> = []
      for (n, line) in lines.enumerated() {
        if line.contains("EXPECT warning") {
          expected.insert("\(n + 1) attributed-text-foreground warning")
        }
        if line.contains("EXPECT note") {
          expected.insert("\(n + 1) attributed-text-foreground note")
        }
        if line.contains("EXPECT static") {
          expected.insert("\(n + 1) attributed-text-static-color warning")
        }
        if line.contains("EXPECT import note") {
          expected.insert("\(n + 1) attributed-text-html-import note")
        }
      }
      let actual = Set(
        findings.filter { $0.location.file == file.displayPath }
          .map { "\($0.location.line ?? 0) \($0.rule) \($0.severity.rawValue)" })
      #expect(actual == expected, "\(file.displayPath)")
    }
  }

  @Test func storyboardFragments() throws {
    let (findings, _) = AttributedTextScanner().scan(try Self.fixtureFiles())
    let ib = findings.filter { $0.location.file.hasSuffix("Checkout.storyboard") }
      .map {
        "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.rule) \($0.severity.rawValue)"
      }
    // The label at 18 has UIKit's text color, which adapts and fills its fragments; code sets
    // the attributed text of the outlet at 48, so its fragment is a placeholder; the " "
    // fragment and the `userComments` string are not flagged either.
    #expect(ib == ["38:45 interface-builder-static-color warning"])
  }

  @Test func nonUTF8FileIsAnErrorNamingIt() throws {
    let (_, diagnostics) = AttributedTextScanner().scan(try Self.fixtureFiles())
    #expect(diagnostics.map(\.location.file) == ["Views/Latin1.swift"])
    #expect(diagnostics.allSatisfy { $0.severity == .error })
  }

  @Test func unreadableFileIsAnError() {
    let missing = URL(fileURLWithPath: "/nonexistent/Gone.swift")
    let (findings, diagnostics) = AttributedTextScanner().scan([("Gone.swift", missing)])
    #expect(findings.isEmpty)
    #expect(diagnostics.count == 1 && diagnostics[0].location.file == "Gone.swift")
  }

  @Test func configurationTurnsRulesOffAndChangesSeverity() throws {
    let files = try Self.fixtureFiles()
    let off = AttributedTextScanner(
      configuration: .init(ruleSeverities: ["attributed-text-static-color": Severity?.none]))
    #expect(!off.scan(files).findings.contains { $0.rule == "attributed-text-static-color" })
    let demoted = AttributedTextScanner(
      configuration: .init(ruleSeverities: ["attributed-text-static-color": .note]))
    let statics = demoted.scan(files).findings.filter { $0.rule == "attributed-text-static-color" }
    #expect(!statics.isEmpty && statics.allSatisfy { $0.severity == .note })
  }

  @Test func findingsAreSortedAndDeterministic() throws {
    let files = try Self.fixtureFiles()
    let a = AttributedTextScanner().scan(files).findings
    let b = AttributedTextScanner().scan(files.reversed()).findings
    #expect(a == b)
    #expect(a.map(\.location) == a.map(\.location).sorted())
  }
}

@Suite struct AttributedTextLexerTests {
  /// The identifier index gives what a scan of the tokens gives, for every name and range.
  @Test func indexedPositionsAreTheScannedOnes() throws {
    let url = try #require(
      TestPaths.scannedFiles(inFixture: "Fixtures/AttributedText/Project").first {
        $0.displayPath.hasSuffix("VaultPrintFormatter.swift")
      }
    ).url
    var text = try String(contentsOf: url, encoding: .utf8)
    let plain = text.withUTF8 { SourceFile(path: "V.swift", language: .swift, bytes: $0) }
    var indexed = plain
    indexed.indexIdentifiers()
    #expect(indexed.isIndexed && !plain.isIndexed)
    let names = Set(plain.tokens.filter { $0.kind == .identifier }.map(\.text)) + ["absent"]
    let count = plain.count
    for name in names.sorted() {
      for range in [0..<count, 0..<(count / 2), (count / 3)..<count, 5..<5] {
        #expect(
          indexed.positions(of: name, in: range) == plain.positions(of: name, in: range),
          "\(name) in \(range)")
      }
    }
    #expect(indexed.positions(of: "darkText", in: 0..<count).count == 2)
  }

  @Test func stringsAndCommentsHideCode() {
    let source = #"""
      let a = "x \(f("NSAttributedString(", g(1))) y" // contrast-audit:disable-line NSAttributedString(
      // a comment that says nothing to the tool is not kept
      let b = #"raw "\(not interpolated)" NSAttributedString("#
      let c = """
        multi "NSAttributedString(" \(h(")"))
        """
      /* contrast-audit: outer /* inner */ NSAttributedString( */ let d = 1
      """#
    let lexed = Lexer.tokenize(source, language: .swift)
    #expect(!lexed.tokens.contains { $0.isIdentifier("NSAttributedString") })
    #expect(lexed.tokens.contains { $0.isIdentifier("d") })
    #expect(lexed.tokens.filter { $0.kind == .string }.count == 3)
    #expect(lexed.comments.map(\.line) == [1, 7])
    #expect(lexed.comments.allSatisfy { $0.text.contains("contrast-audit:") })
  }

  @Test func objectiveCLiteralsAndDirectives() {
    let source = """
      #import <UIKit/UIKit.h>
      #define TITLE @"NSAttributedString"
      char c = '"'; NSString *s = @"a \\" NSAttributedString";
      /* not /* nested */ int x = 1;
      """
    let lexed = Lexer.tokenize(source, language: .objectiveC)
    #expect(!lexed.tokens.contains { $0.isIdentifier("NSAttributedString") })
    #expect(lexed.tokens.contains { $0.isIdentifier("x") })
  }

  @Test func conditionalCompilationKeepsBracketsInStep() {
    let source = """
      func f() {
      #if os(iOS)
        let v = g(a,
      #else
        let v = g(b,
      #endif
          c)
      }
      let after = 1
      """
    let file = SourceFile(path: "A.swift", language: .swift, source: source)
    let i = try? #require(file.tokens.firstIndex { $0.isIdentifier("after") })
    #expect(i.map { file.parentBrace[$0] } == -1)
  }

  @Test func columnsAndLines() {
    let lexed = Lexer.tokenize("let x = 1\n  foo(\"é\") bar", language: .swift)
    let bar = lexed.tokens.first { $0.isIdentifier("bar") }
    #expect(bar?.line == 2)
    #expect(bar?.column == 13)
  }
}
