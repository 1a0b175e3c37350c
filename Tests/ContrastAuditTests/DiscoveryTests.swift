import Foundation
import Testing

@testable import ContrastAudit

@Suite struct DiscoveryTests {
  @Test func findsEachKindOfInputAndSkipsBuildFolders() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Colors.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
    try folder.write("App/Theme.palette.json", "{}")
    try folder.write("contrast-audit.json", "{}")
    try folder.write("App/Screens/Banner.swift", "")
    try folder.write("App/Legacy/Banner.m", "")
    try folder.write("App/Base.lproj/Main.storyboard", "")
    try folder.write("App/Info.plist", "")
    try folder.write("Pods/Lib/Lib.swift", "")
    try folder.write(".build/checkouts/X.swift", "")
    try folder.write("DerivedData/Y.swift", "")
    // An Xcode localization export holds copies of the storyboards for translators.
    try folder.write("Localizations/fr.xcloc/Source Contents/App/Base.lproj/Main.storyboard", "")
    let (inputs, diagnostics) = Discovery.discover(paths: ["."], workingDirectory: folder.url)
    #expect(diagnostics.isEmpty)
    #expect(inputs.catalogs.map(\.displayPath) == ["App/Colors.xcassets"])
    #expect(inputs.paletteFiles.map(\.displayPath) == ["App/Theme.palette.json"])
    #expect(inputs.pairingsFiles.map(\.displayPath) == ["contrast-audit.json"])
    #expect(
      inputs.sourceFiles.map(\.displayPath) == [
        "App/Base.lproj/Main.storyboard", "App/Legacy/Banner.m", "App/Screens/Banner.swift",
      ])
  }

  /// Cryptomator commits only a compiled `Assets.car`: each color its code named read "no color
  /// named …", with nothing to tell why.
  @Test func aCompiledAssetCatalogIsNamedInANote() throws {
    let folder = try TemporaryFolder()
    try folder.write("SharedResources/Assets.car", "BOMStore")
    try folder.write("fastlane/config/premium/Assets.car", "BOMStore")
    try folder.write("App/Colors.swift", "")
    let (inputs, diagnostics) = Discovery.discover(paths: ["."], workingDirectory: folder.url)
    #expect(inputs.catalogs.isEmpty)
    #expect(
      diagnostics.map { "\($0.location.file): \($0.severity)" } == [
        "SharedResources/Assets.car: note", "fastlane/config/premium/Assets.car: note",
      ])
    #expect(diagnostics.allSatisfy { $0.message.hasPrefix("a compiled asset catalog") })
  }

  @Test func absolutePathsInsideTheWorkingDirectoryAreShownRelative() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Theme.palette.json", "{}")
    let absolute = folder.url.standardizedFileURL.appendingPathComponent("App").path
    let (inputs, _) = Discovery.discover(paths: [absolute], workingDirectory: folder.url)
    #expect(inputs.paletteFiles.map(\.displayPath) == ["App/Theme.palette.json"])
  }

  @Test func missingPathsAndUnknownFilesAreErrors() throws {
    let folder = try TemporaryFolder()
    try folder.write("notes.txt", "")
    let (_, diagnostics) = Discovery.discover(
      paths: ["missing", "notes.txt", "./"], workingDirectory: folder.url)
    #expect(diagnostics.map(\.location.file) == ["missing", "notes.txt"])
    #expect(diagnostics[0].message == "no such file or directory")
    #expect(diagnostics[1].message.hasPrefix("not a file contrast-audit reads"))
  }

  @Test func symbolicLinkLoopsEndWithAnErrorNotAHang() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/View.swift", "")
    try folder.write("App/Screens/List.swift", "")
    let manager = FileManager.default
    // A folder that links back to an enclosing one inside the walk, and a link that points at
    // itself.
    try manager.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("App/Screens/Again").path,
      withDestinationPath: "..")
    try manager.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("App/Self").path, withDestinationPath: "Self")
    let (inputs, diagnostics) = Discovery.discover(paths: ["App"], workingDirectory: folder.url)
    #expect(inputs.sourceFiles.map(\.displayPath) == ["App/Screens/List.swift", "App/View.swift"])
    #expect(diagnostics.map(\.location.file) == ["App/Self"])
    #expect(diagnostics.first?.message == "cannot follow: a symbolic link loop")
  }

  @Test func linksOutOfTheAuditedPathsAreNotFollowed() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/View.swift", "")
    try folder.write("Elsewhere/Secret.pairings.json", #"{"leaked-key": 1}"#)
    try folder.write("Elsewhere/Other.swift", "")
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("App/root").path, withDestinationPath: "/")
    try manager.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("App/Shared.pairings.json").path,
      withDestinationPath: "../Elsewhere/Secret.pairings.json")
    try manager.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("App/Elsewhere").path,
      withDestinationPath: "../Elsewhere")
    let (inputs, diagnostics) = Discovery.discover(paths: ["App"], workingDirectory: folder.url)
    #expect(inputs.sourceFiles.map(\.displayPath) == ["App/View.swift"])
    #expect(inputs.pairingsFiles.isEmpty)
    #expect(
      diagnostics.map(\.location.file) == ["App/Elsewhere", "App/Shared.pairings.json", "App/root"])
    #expect(diagnostics.allSatisfy { $0.severity == .note })
    #expect(
      diagnostics.allSatisfy { $0.message.hasPrefix("not followed: the symbolic link leads out") })
    // Given both folders, the links stay inside what is audited and are followed.
    let (both, _) = Discovery.discover(paths: ["App", "Elsewhere"], workingDirectory: folder.url)
    #expect(both.pairingsFiles.map(\.displayPath).contains("App/Shared.pairings.json"))
  }

  @Test(.enabled(if: geteuid() != 0, "root reads every folder, so permissions cannot stop it"))
  func unreadableFoldersAreErrors() throws {
    let folder = try TemporaryFolder()
    try folder.write("Locked/View.swift", "")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0], ofItemAtPath: folder.url.appendingPathComponent("Locked").path)
    let (_, diagnostics) = Discovery.discover(paths: ["."], workingDirectory: folder.url)
    #expect(diagnostics.map(\.location.file) == ["Locked"])
  }

  @Test(arguments: [
    ("Vendor/**", "Vendor/Lib/A.swift", true),
    ("Vendor/**", "App/Vendor/A.swift", false),
    ("**/Generated/*.swift", "App/Generated/Colors.swift", true),
    ("*.xib", "App/Views/Old.xib", true),
    ("Tests", "App/Tests/ViewTests.swift", true),
    ("App/*.swift", "App/Views/A.swift", false),
    ("App/?.swift", "App/A.swift", true),
    ("**/**/Gen*/**", "App/Sources/Generated/Deep/A.swift", true),
    ("*a*b", "xaxxab", true),
    ("*a*b", "xaxxa", false),
    ("App", "App", true),
    ("**", "App/A.swift", true),
  ])
  func excludeGlobs(pattern: String, path: String, matches: Bool) {
    #expect(PathGlob(pattern).matches(path) == matches)
  }

  @Test func excludeGlobsMatchInLinearTime() {
    // Backtracking took over a minute on each of these; the bound is generous.
    let clock = ContinuousClock()
    let start = clock.now
    let name = String(repeating: "a", count: 40)
    #expect(!PathGlob("*a*a*a*a*a*a*a*a*a*a*b").matches(name))
    let deep = Array(repeating: "d", count: 40).joined(separator: "/")
    #expect(!PathGlob(String(repeating: "**/", count: 12) + "x").matches(deep))
    #expect(clock.now - start < .seconds(2))
  }
}

@Suite struct AuditorTests {
  static func audit(_ paths: [String], in folder: URL, level: ConformanceLevel? = nil)
    -> AuditResult
  {
    Auditor.run(
      AuditRequest(
        paths: paths, workingDirectory: folder, rulesDirectory: TestPaths.rules, level: level))
  }

  @Test func auditsAThemedProjectEndToEnd() throws {
    let result = Self.audit(["Projects/Themed"], in: TestPaths.fixtures)
    #expect(result.errors.isEmpty)
    // Five pairings at both levels, one at elevated only.
    #expect(result.checks.count == 5 * 8 + 4)
    #expect(result.level == .AA)
    // The translucent highlight sits on systemBackground (no backdrop is named): too dark in
    // Dark Mode for its 7:1 minimum. Ratios checked independently with numpy.
    let failing = result.failedChecks.map {
      "\($0.pairing.foreground) on \($0.pairing.background) \($0.traits.key) "
        + Contrast.display($0.measurement?.ratio ?? 0)
    }
    #expect(
      failing == [
        "Reader/Text on Reader/Highlight dark-normal-base 6.88",
        "Reader/Text on Reader/Highlight dark-normal-elevated 5.23",
        "Reader/Text on Reader/Highlight dark-high-elevated 6.04",
      ])
    for check in result.checks {
      let expected = (check.measurement?.ratio ?? 0) >= (check.minimum ?? 0)
      #expect((check.status == .passed) == expected)
    }
    #expect(result.exitStatus == 1)
    #expect(result.checks.first?.pairing.location.file == "Projects/Themed/contrast-audit.json")
  }

  @Test func excludesDropInputs() throws {
    let folder = try TemporaryFolder()
    try folder.write("contrast-audit.json", #"{"exclude": ["Vendor/**"], "include": ["uikit"]}"#)
    try folder.write("Vendor/Broken.palette.json", "{ not json")
    let result = Self.audit(["."], in: folder.url)
    #expect(result.errors.isEmpty)
    #expect(result.checks.count == 36 * 8)
  }

  @Test func unknownColorNamesAreErrorsWithNearestNames() throws {
    let folder = try TemporaryFolder()
    try folder.write("Theme.palette.json", ##"{"colors": {"Brand/Caption": "#6B6B70"}}"##)
    try folder.write(
      "contrast-audit.json",
      """
      {
        "pairings": [
          {"foreground": "Brand/Captoin", "background": "systemBackgroud"}
        ]
      }
      """)
    let result = Self.audit(["."], in: folder.url)
    #expect(result.exitStatus == 2)
    #expect(
      result.errors.map(\.message) == [
        "unknown color \"Brand/Captoin\" in the pairing Brand/Captoin on systemBackgroud; did you mean \"Brand/Caption\"?",
        "unknown color \"systemBackgroud\" in the pairing Brand/Captoin on systemBackgroud; did you mean \"systemBackground\"?",
      ])
    #expect(result.errors.first?.location.line == 3)
  }

  @Test func aBrokenColorSetIsOneErrorNotOnePerPairing() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Colors.xcassets/Surfaces/Card.colorset/Contents.json",
      """
      {
        "colors" : [
          { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.5", "green" : "0.5", "red" : "0xZZ" } }, "idiom" : "universal" }
        ],
        "info" : { "author" : "xcode", "version" : 1 }
      }
      """)
    try folder.write(
      "contrast-audit.json",
      #"{"pairings": [{"foreground": "label", "background": "Card"}, {"foreground": "Card", "background": "systemBackground"}]}"#
    )
    let result = Self.audit(["."], in: folder.url)
    #expect(result.exitStatus == 2)
    #expect(
      result.errors.map(\.location.file) == ["Colors.xcassets/Surfaces/Card.colorset/Contents.json"]
    )
    #expect(result.errors.first?.location.key == "colors[0].color.components.red")
    #expect(result.warnings.count == 2)
    #expect(
      result.warnings.allSatisfy { $0.message.contains("the color set of \"Card\" has an error") })
    #expect(result.checks.isEmpty)
  }

  @Test func unknownPacksAndConflictingLevels() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.pairings.json", #"{"level": "AA", "include": ["uikt"]}"#)
    try folder.write("b.pairings.json", #"{"level": "AAA", "include": ["uikit"]}"#)
    let result = Self.audit(["."], in: folder.url)
    #expect(
      result.errors.map(\.message) == [
        "no built-in rule pack named \"uikt\"; did you mean \"uikit\"? (packs: uikit)"
      ])
    #expect(result.level == .AAA)
    #expect(result.warnings.map(\.message).contains { $0.contains("the audit uses AAA") })
    #expect(Self.audit(["."], in: folder.url, level: .AA).level == .AA)
  }

  @Test func sourceFindingsJoinTheResultAndObeyRuleSettings() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/BadgeRenderer.swift",
      """
      import UIKit

      final class BadgeView: UIView {
        var text = ""
        override func draw(_ rect: CGRect) {
          let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 12)]
          NSAttributedString(string: text, attributes: attributes).draw(at: .zero)
        }
      }
      """)
    let warned = Self.audit(["."], in: folder.url)
    #expect(warned.findings.map(\.rule) == ["attributed-text-foreground"])
    #expect(warned.findings.first?.location.file == "App/BadgeRenderer.swift")
    #expect(warned.findings.first?.location.line == 7)
    #expect(warned.exitStatus == 1)

    try folder.write(
      "contrast-audit.json",
      #"{"rules": {"attributed-text-foreground": "off", "attributed-txt": "off"}}"#)
    let quiet = Self.audit(["."], in: folder.url)
    #expect(quiet.findings.isEmpty)
    #expect(quiet.exitStatus == 0)
    #expect(
      quiet.warnings.map(\.message) == [
        "unknown rule \"attributed-txt\" is ignored; did you mean \"attributed-text-foreground\"?"
      ])
  }

  @Test func nothingToAuditIsAnError() throws {
    let folder = try TemporaryFolder()
    let result = Self.audit(["."], in: folder.url)
    #expect(result.exitStatus == 2)
    #expect(result.errors.first?.message.hasPrefix("nothing to audit") == true)
  }

  @Test func hugeInputFilesAreRefusedBeforeReading() throws {
    let folder = try TemporaryFolder()
    let big = String(repeating: " ", count: PaletteFileLoader.maximumBytes + 1)
    try folder.write("Huge.palette.json", big)
    let result = Self.audit(["."], in: folder.url)
    #expect(result.errors.first?.location.file == "Huge.palette.json")
    #expect(result.errors.first?.message.contains("is 8.0 MB") == true)
    #expect(
      result.errors.first?.message.hasSuffix(
        ": split its colors over several *.palette.json files, which are all read") == true)

    // A pairings file says the same of its pairings.
    let pairings = try TemporaryFolder()
    try pairings.write(
      "Huge.pairings.json", String(repeating: " ", count: PairingsLoader.maximumBytes + 1))
    let refused = Self.audit(["."], in: pairings.url)
    #expect(refused.exitStatus == 2)
    #expect(
      refused.errors.first?.message.hasSuffix(
        ": split its pairings over several *.pairings.json files, which are all read") == true)
  }

  @Test func sameInputSameResult() throws {
    let first = Self.audit(["Projects/Themed"], in: TestPaths.fixtures)
    let second = Self.audit(["Projects/Themed"], in: TestPaths.fixtures)
    #expect(first.checks == second.checks)
    #expect(first.diagnostics == second.diagnostics)
  }
}
