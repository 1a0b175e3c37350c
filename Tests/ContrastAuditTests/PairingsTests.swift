import Foundation
import Testing

@testable import ContrastAudit

@Suite struct PairingsTests {
  @Test func loadsAProjectConfiguration() throws {
    let path = "Projects/Themed/contrast-audit.json"
    let (file, diagnostics) = PairingsLoader.load(TestPaths.fixture(path), displayPath: path)
    #expect(diagnostics.isEmpty)
    let pairings = try #require(file?.pairings)
    #expect(file?.level == .AA)
    #expect(file?.excludes == ["Vendor/**"])
    #expect(pairings.count == 6)
    #expect(pairings[0].role == .text && pairings[0].levels == [.base, .elevated])
    #expect(pairings[2].role == .largeText && pairings[2].levels == [.elevated])
    #expect(pairings[3].role == .nonText)
    #expect(pairings[4].backdrop == "Reader/Background")
    #expect(pairings[5].minimum == 7)
    #expect(
      pairings[1].location == SourceLocation(file: path, line: 6, column: 5, key: "pairings[1]"))
  }

  @Test func wrongTypesAndValuesAreErrorsNamingThePairing() {
    let path = "BadInputs/types.pairings.json"
    let (file, diagnostics) = PairingsLoader.load(TestPaths.fixture(path), displayPath: path)
    let messages = diagnostics.map {
      "\($0.severity.rawValue) \($0.location.key ?? ""): \($0.message)"
    }
    #expect(
      messages == [
        "error pairings[0].background: pairings[0].background must be a string, found a number",
        "error pairings[1].role: unknown role \"body\"; use \"text\", \"large-text\", \"non-text\", \"decorative\"",
        "error pairings[2].minimum: a contrast minimum lies between 1 and 21, not 40.0",
        "error pairings[3].levels[0]: unknown level \"floating\"; use \"base\" or \"elevated\"",
        "warning pairings[4].rol: unknown key \"rol\" is ignored; did you mean \"role\"?",
        "error pairings[5].styles[0]: unknown style \"dim\"; use \"light\" or \"dark\"",
      ])
    #expect(file?.pairings.count == 1)
    #expect(diagnostics.map(\.location.line) == [3, 4, 5, 6, 7, 8])
  }

  /// An app that always shows one appearance declares its pairings in it: checked in it only.
  @Test func aPairingShownInOneAppearanceIsCheckedInIt() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      "contrast-audit.json",
      """
      {"pairings": [
        {"foreground": "label", "background": "systemBackground", "styles": ["dark"]},
        {"foreground": "secondaryLabel", "background": "systemBackground", "styles": ["dark", "light", "dark"]}
      ]}
      """)
    let result = Auditor.run(
      AuditRequest(paths: ["."], workingDirectory: folder.url, rulesDirectory: TestPaths.rules))
    #expect(result.errors.isEmpty)
    let dark = result.checks.filter { $0.pairing.foreground == "label" }
    #expect(dark.count == 4 && dark.allSatisfy { $0.traits.style == .dark })
    let both = result.checks.filter { $0.pairing.foreground == "secondaryLabel" }
    #expect(both.count == 8)
    #expect(both.first?.pairing.styles == [.light, .dark])
  }

  @Test func ruleSettingsAndIncludes() throws {
    let folder = try TemporaryFolder()
    let url = try folder.write(
      "contrast-audit.json",
      """
      {"include": ["uikit"], "rules": {"attributed-text-foreground": "off",
       "attributed-text-static-color": "error"}}
      """)
    let (file, diagnostics) = PairingsLoader.load(url, displayPath: "contrast-audit.json")
    #expect(diagnostics.isEmpty)
    #expect(file?.includes.map(\.name) == ["uikit"])
    #expect(file?.ruleSeverities["attributed-text-foreground"] == .some(nil))
    #expect(file?.ruleSeverities["attributed-text-static-color"] == .some(.error))
  }

  @Test func theUIKitPackCoversEveryLabelOnEveryBackground() throws {
    let url = try #require(TestPaths.builtInRules.pack(named: "uikit"))
    let (file, diagnostics) = PairingsLoader.load(url, displayPath: "Rules/uikit.pairings.json")
    #expect(diagnostics.isEmpty)
    let pairings = try #require(file?.pairings)
    #expect(pairings.count == 36)
    #expect(Set(pairings.map(\.foreground)).count == 6)
    #expect(Set(pairings.map(\.background)).count == 6)
    #expect(pairings.allSatisfy { $0.levels == [.base, .elevated] })
    let decorative = Set(pairings.filter { $0.role == .decorative }.map(\.foreground))
    #expect(decorative == ["tertiaryLabel", "quaternaryLabel"])
  }
}

@Suite struct BuiltInRulesTests {
  @Test func systemColorsCoverEveryTraitCombination() throws {
    let rules = TestPaths.builtInRules
    #expect(rules.systemColors.count == 40)
    let background = try #require(rules.systemColors.first { $0.name == "systemBackground" })
    guard case .system(let values) = background.definition else {
      Issue.record("not a system color")
      return
    }
    #expect(values.count == 8)
    #expect(values["dark-normal-base"] == RGBA(bytes: 0, 0, 0))
    #expect(values["dark-normal-elevated"] == RGBA(bytes: 28, 28, 30))
    #expect(values["dark-high-elevated"] == RGBA(bytes: 36, 36, 38))
    #expect(rules.thresholds.minimum(for: .text, level: .AA, contrast: .normal) == 4.5)
    #expect(rules.thresholds.minimum(for: .largeText, level: .AAA, contrast: .high) == 4.5)
    #expect(rules.thresholds.minimum(for: .decorative, level: .AA, contrast: .normal) == nil)
    #expect(rules.packNames == ["uikit"])
  }

  @Test func locatesRulesFromABuiltBinaryPath() throws {
    let binary = TestPaths.packageRoot.appendingPathComponent(".build/debug/contrast-audit").path
    #expect(BuiltInRules.locate(executablePath: binary, environment: [:]) == TestPaths.rules)
    let override = BuiltInRules.locate(
      executablePath: "/nowhere/bin/contrast-audit",
      environment: ["CONTRAST_AUDIT_RULES": "/x/Rules"])
    #expect(override?.path == "/x/Rules")
    #expect(
      BuiltInRules.locate(executablePath: "/nowhere/bin/contrast-audit", environment: [:]) == nil)
  }

  @Test func aBrokenRulesFolderIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "system-colors.json", #"{"colors": {"label": {"light-normal-base": [0, 0, 0, 1]}}}"#)
    #expect {
      try BuiltInRules.load(from: folder.url)
    } throws: { error in
      (error as? Diagnostic)?.message == "label has no value for light-normal-elevated"
    }
  }
}
