import Foundation
import Testing

@testable import ContrastAudit

/// `--ios 18|26` and `"ios"` in `contrast-audit.json`: the system colors of an iOS version.
@Suite struct IOSVersionTests {
  /// `systemBlue` in the reference tables (`system-colors.md`): light, light high, dark, dark
  /// high, as `#RRGGBBAA`.
  static let systemBlue = [
    "18": ["#007AFFFF", "#0040DDFF", "#0A84FFFF", "#409CFFFF"],
    "26": ["#0088FFFF", "#1E6EF4FF", "#0091FFFF", "#5CB8FFFF"],
  ]

  static func project() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/contrast-audit.json",
      #"{"pairings": [{"foreground": "systemBlue", "background": "systemBackground"}]}"#)
    return folder
  }

  /// The foreground of each base check, in the order light, light high, dark, dark high.
  static func foregrounds(_ run: EndToEndTests.Run) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let checks = try #require(object?["checks"] as? [[String: Any]])
    var byTraits: [String: String] = [:]
    for check in checks {
      let traits = try #require(check["traits"] as? [String: String])
      guard traits["level"] == "base" else { continue }
      byTraits["\(traits["style"] ?? "")-\(traits["contrast"] ?? "")"] =
        check["foregroundColor"] as? String
    }
    return ["light-normal", "light-high", "dark-normal", "dark-high"].compactMap { byTraits[$0] }
  }

  @Test func systemBlueHasEachTablesValues() throws {
    let folder = try Self.project()
    for version in ["18", "26"] {
      let run = try EndToEndTests.run(
        ["App", "--ios", version, "--format", "json"], in: folder.url)
      #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
      #expect(try Self.foregrounds(run) == Self.systemBlue[version], "iOS \(version)")
      #expect(run.stdout.contains("\"ios\": \"\(version)\""))
    }
    let standard = try EndToEndTests.run(["App", "--format", "json"], in: folder.url)
    #expect(try Self.foregrounds(standard) == Self.systemBlue["26"], "the newest is the default")
    let terminal = try EndToEndTests.run(["App", "--ios", "18", "--quiet"], in: folder.url)
    #expect(terminal.stdout.contains("iOS 18 colors"))
  }

  @Test func theConfigurationSetsItAndTheCommandLineWins() throws {
    let folder = try Self.project()
    try folder.write(
      "App/contrast-audit.json",
      #"{"ios": "18", "pairings": [{"foreground": "systemBlue", "background": "systemBackground"}]}"#
    )
    let configured = try EndToEndTests.run(["App", "--format", "json"], in: folder.url)
    #expect(try Self.foregrounds(configured) == Self.systemBlue["18"])
    let overridden = try EndToEndTests.run(
      ["App", "--ios", "26", "--format", "json"], in: folder.url)
    #expect(try Self.foregrounds(overridden) == Self.systemBlue["26"])
  }

  @Test func anUnknownVersionIsAnInputErrorNamingWhereItWasSet() throws {
    let folder = try Self.project()
    let flag = try EndToEndTests.run(["App", "--ios", "19"], in: folder.url)
    #expect(flag.status == 2)
    #expect(
      flag.stdout.contains(
        "--ios: error: unknown iOS version \"19\"; the system colors are known for iOS 18 (15–18) "
          + "or 26"))
    let word = try EndToEndTests.run(["App", "--ios", "latest"], in: folder.url)
    #expect(word.status == 2 && word.stderr.contains("--ios takes a major iOS version"))
    try folder.write(
      "App/contrast-audit.json",
      #"{"ios": "25", "pairings": [{"foreground": "systemBlue", "background": "systemBackground"}]}"#
    )
    let configured = try EndToEndTests.run(["App"], in: folder.url)
    #expect(configured.status == 2)
    #expect(
      configured.stdout.contains("App/contrast-audit.json:1:2: error: unknown iOS version \"25\""))
    #expect(configured.stdout.contains("(at ios)"))
  }

  @Test func unchangedColorsStayShared() throws {
    let rules = TestPaths.builtInRules
    #expect(rules.iosVersion == "26")
    let old = try #require(rules.selecting(ios: "18"))
    #expect(try #require(rules.selecting(ios: "16")).iosVersion == "18", "18 covers iOS 15–18")
    #expect(rules.selecting(ios: "19") == nil)
    let new = Dictionary(uniqueKeysWithValues: rules.systemColors.map { ($0.name, $0.definition) })
    let before = Dictionary(uniqueKeysWithValues: old.systemColors.map { ($0.name, $0.definition) })
    #expect(new.keys.sorted() == before.keys.sorted())
    let changed = new.keys.filter { new[$0] != before[$0] }.sorted()
    #expect(
      changed == [
        "systemBlue", "systemBrown", "systemCyan", "systemGreen", "systemIndigo", "systemMint",
        "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal", "systemYellow",
      ])
  }

  @Test func aVersionThatChangesAnUnknownColorIsRefused() throws {
    let folder = try TemporaryFolder()
    for name in ["thresholds.json", "uikit.pairings.json"] {
      try FileManager.default.copyItem(
        at: TestPaths.rules.appendingPathComponent(name),
        to: folder.url.appendingPathComponent(name))
    }
    var text = try String(
      contentsOf: TestPaths.rules.appendingPathComponent("system-colors.json"), encoding: .utf8)
    text = text.replacingOccurrences(
      of: "        \"systemBrown\": {", with: "        \"systemBrwn\": {")
    try folder.write("system-colors.json", text)
    #expect(throws: Diagnostic.self) { try BuiltInRules.load(from: folder.url) }
    do {
      _ = try BuiltInRules.load(from: folder.url)
    } catch {
      #expect(error.message.contains("systemBrwn is not in the shared \"colors\""))
      #expect(error.location.key == "iosVersions.26.colors.systemBrwn")
    }
  }
}
