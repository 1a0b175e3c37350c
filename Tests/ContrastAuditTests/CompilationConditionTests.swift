import Testing

@testable import ContrastAudit

/// `#if` conditions as an iOS build decides them, and the branches the lexer keeps.
@Suite struct CompilationConditionTests {
  @Test(arguments: [
    ("os(iOS)", CompilationCondition.holds),
    ("os(macOS)", .fails),
    ("os( watchOS )", .fails),
    ("!os(macOS)", .holds),
    ("os(iOS) || os(tvOS)", .holds),
    ("os(macOS) || os(tvOS)", .fails),
    ("os(macOS) || DEBUG", .undecided),
    ("os(macOS) && DEBUG", .fails),
    ("os(iOS) && DEBUG", .undecided),
    ("!(os(iOS) && canImport(UIKit))", .fails),
    ("canImport(AppKit)", .fails),
    ("canImport(Cocoa)", .fails),
    ("canImport(Cocoa) && !targetEnvironment(macCatalyst)", .fails),
    ("canImport(WebKit)", .holds),
    ("!canImport(SwiftUI)", .fails),
    ("canImport(TVUIKit)", .undecided),
    ("canImport(UIKit, _version: 2)", .undecided),
    ("targetEnvironment(macCatalyst)", .undecided),
    ("swift(>=5.9)", .undecided),
    ("arch(arm64)", .undecided),
    ("true", .holds),
    ("TARGET_INTERFACE_BUILDER", .fails),
    ("!TARGET_INTERFACE_BUILDER", .holds),
    ("os(iOS", .undecided),
    ("os(iOS) os(macOS)", .undecided),
  ])
  func decidesWhatEveryIOSBuildDecides(condition: String, expected: CompilationCondition) {
    #expect(CompilationCondition.evaluate(condition) == expected)
  }

  @Test func keepsOnlyTheBranchesAnIOSBuildCompiles() {
    let source = """
      #if os(macOS)
      let a = 1
      #elseif os(iOS) // iPhone and iPad
      let b = 2
      #else
      let c = 3
      #endif
      #if DEBUG
      let d = 4
      #else
      let e = 5
      #endif
      #if os(watchOS)
      #if DEBUG
      let f = 6
      #endif
      #endif
      """
    let lexed = Lexer.tokenize(source, language: .swift)
    let names = lexed.tokens.filter { $0.kind == .identifier && $0.text != "let" }.map(\.text)
    #expect(names == ["b", "d", "e"])
    // The blocks keep their shape: `#if`, the branch kept, `#endif`; both branches of `DEBUG`.
    #expect(
      lexed.directives.map { "\($0.kind)@\($0.tokenIndex)" } == [
        "open@0", "alternative@0", "close@4", "open@4", "alternative@8", "close@12", "open@12",
        "close@12",
      ])
  }

  @Test func aBranchLeftOutDoesNotUnbalanceTheBracesAfterIt() {
    let source = """
      #if os(iOS)
      func layout() {
      #else
      func layout(in rect: CGRect) {
      #endif
        draw()
      }
      """
    let file = SourceFile(path: "Layout.swift", language: .swift, source: source)
    let open = file.tokens.firstIndex { $0.text == "{" }
    #expect(open.map { file.match[$0] } == file.tokens.count - 1)
    #expect(!file.tokens.contains { $0.text == "rect" })
  }

  @Test(arguments: [
    ("TARGET_OS_IOS", CompilationCondition.holds),
    ("TARGET_OS_OSX", .fails),
    ("TARGET_OS_MAC && !TARGET_OS_IPHONE", .fails),
    ("!TARGET_OS_WATCH && !TARGET_OS_TV", .holds),
    ("TARGET_OS_MACCATALYST", .undecided),
    ("TARGET_OS_SIMULATOR || TARGET_OS_OSX", .undecided),
    ("0", .fails),
    ("1", .holds),
    ("defined(DEBUG)", .undecided),
    ("TARGET_INTERFACE_BUILDER", .fails),
    ("defined(TARGET_INTERFACE_BUILDER)", .fails),
    ("!defined(TARGET_INTERFACE_BUILDER)", .holds),
    ("defined DEBUG", .undecided),
    ("__has_include(<UIKit/UIKit.h>)", .undecided),
    ("os(iOS)", .undecided),
  ])
  func decidesObjectiveCConditionsFromTargetMacros(
    condition: String, expected: CompilationCondition
  ) {
    #expect(CompilationCondition.evaluate(condition, preprocessor: true) == expected)
  }

  @Test func objectiveCBranchesAreKeptAsAnIOSBuildCompilesThem() {
    let source = """
      #if TARGET_OS_MAC && !TARGET_OS_IPHONE
      int a = 1;
      #elif TARGET_OS_IOS
      int b = 2;
      #else
      int c = 3;
      #endif
      #if 0 // disabled
      int d = 4;
      #endif
      #ifdef DEBUG
      int e = 5;
      #else
      int f = 6;
      #endif
      #if TARGET_OS_MACCATALYST
      int g = 7;
      #endif
      """
    let lexed = Lexer.tokenize(source, language: .objectiveC)
    let names = lexed.tokens.filter { $0.kind == .identifier && $0.text != "int" }.map(\.text)
    #expect(names == ["b", "e", "f", "g"])
  }
}
