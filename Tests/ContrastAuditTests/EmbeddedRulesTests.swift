import Foundation
import Testing

@testable import ContrastAudit

/// The rules compiled into the library by the EmbedRules build-tool plugin.
@Suite struct EmbeddedRulesTests {
  /// Fails when the compiled-in rules and `Rules/` drift apart: a file added, removed or edited
  /// without the build regenerating `EmbeddedRules`.
  @Test func theCompiledInRulesAreTheRulesFolderByteForByte() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: TestPaths.rules.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(EmbeddedRules.files.keys.sorted() == names)
    for name in names {
      let onDisk = try Data(contentsOf: TestPaths.rules.appendingPathComponent(name))
      #expect(Data((EmbeddedRules.files[name] ?? "").utf8) == onDisk, "\(name) differs")
    }
  }

  @Test func theCompiledInRulesLoadAsTheFolderDoes() throws {
    let embedded = try BuiltInRules.builtIn.get()
    let folder = TestPaths.builtInRules
    #expect(embedded.directory == nil)
    #expect(embedded.systemColors.map(\.name) == folder.systemColors.map(\.name))
    #expect(
      embedded.systemColors.map(\.definition) == folder.systemColors.map(\.definition))
    #expect(embedded.aliases == folder.aliases)
    #expect(embedded.thresholds == folder.thresholds)
    #expect(embedded.iosVersion == folder.iosVersion)
    #expect(embedded.packNames == folder.packNames)
    let pack = try #require(embedded.loadPack(named: "uikit"))
    let folderPack = try #require(folder.loadPack(named: "uikit"))
    #expect(pack.diagnostics.isEmpty)
    #expect(pack.file?.pairings.map(\.title) == folderPack.file?.pairings.map(\.title))
    #expect(embedded.loadPack(named: "nope") == nil)
  }

  /// An audit without `--rules` uses the compiled-in rules; with it, the folder's.
  @Test func rulesOverrideTheCompiledInOnes() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/contrast-audit.json",
      #"{"include": ["uikit"], "pairings": [{"foreground": "label", "background": "systemBackground"}]}"#
    )
    let builtIn = Auditor.run(
      AuditRequest(paths: ["App"], workingDirectory: folder.url, rulesDirectory: nil))
    #expect(builtIn.errors.isEmpty)
    #expect(builtIn.checks.count > 8, "the uikit pack is compiled in")

    // An edited copy: label is mid gray, so label on systemBackground fails.
    let rules = folder.url.appendingPathComponent("Rules")
    try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
    for name in ["thresholds.json", "uikit.pairings.json"] {
      try FileManager.default.copyItem(
        at: TestPaths.rules.appendingPathComponent(name), to: rules.appendingPathComponent(name))
    }
    let colors = try String(
      contentsOf: TestPaths.rules.appendingPathComponent("system-colors.json"), encoding: .utf8)
    let edited = colors.replacingOccurrences(
      of: "\"label\": {\n      \"light-normal-base\": [0, 0, 0, 1],",
      with: "\"label\": {\n      \"light-normal-base\": [150, 150, 150, 1],")
    #expect(edited != colors)
    try folder.write("Rules/system-colors.json", edited)
    let overridden = Auditor.run(
      AuditRequest(paths: ["App"], workingDirectory: folder.url, rulesDirectory: rules))
    #expect(overridden.errors.isEmpty)
    #expect(
      overridden.failedChecks.contains {
        $0.pairing.title == "label on systemBackground" && $0.traits.key == "light-normal-base"
      })
    #expect(
      !builtIn.failedChecks.contains {
        $0.pairing.title == "label on systemBackground" && $0.traits.key == "light-normal-base"
      })
  }
}
