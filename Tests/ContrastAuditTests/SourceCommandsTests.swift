import Foundation
import Testing

@testable import ContrastAudit

/// `contrast-audit colors`, `init`, the zero-configuration run and configuration lookup, run as a
/// user runs them.
@Suite struct SourceCommandsTests {
  typealias E = EndToEndTests

  @Test func colorsListsCodeColorsAsPublicJSON() throws {
    let folder = try TemporaryFolder()
    _ = try E.copyOfFixture("CodeColors/App", into: folder)
    let run = try E.run(["colors", "App", "--format", "json"], in: folder.url)
    #expect(run.status == 0, "\(run.stderr)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let colors = try #require(root["colors"] as? [[String: Any]])
    let brand = try #require(colors.first { $0["name"] as? String == "UIColor.brandBlue" })
    #expect(brand["kind"] as? String == "code")
    #expect(brand["file"] as? String == "App/Sources/UIColor+Brand.swift")
    #expect(brand["line"] as? Int == 25)
    let values = try #require(brand["values"] as? [String: Any])
    #expect(values.count == 8)
    #expect(values["dark-high-elevated"] as? String == "#4285F4FF")
    #expect(brand["reference"] is NSNull && brand["unresolved"] is NSNull)

    let tint = try #require(colors.first { $0["name"] as? String == "UIColor.userTint" })
    #expect((tint["values"] as? [String: Any])?["light-normal-base"] is NSNull)
    #expect((tint["unresolved"] as? String)?.contains("UserDefaults") == true)

    let alias = try #require(colors.first { $0["name"] as? String == "UIColor.accent" })
    #expect(alias["reference"] as? String == "UIColor.brandBlue")
    // UIKit's own colors are listed too.
    let system = try #require(colors.first { $0["name"] as? String == "systemBackground" })
    #expect(system["kind"] as? String == "system")
    // The built-in rules are named the same wherever the tool is installed.
    #expect(system["file"] as? String == "Rules/system-colors.json")
  }

  @Test func colorsTerminalNamesOnlyTheTraitsThatMatter() throws {
    let folder = try TemporaryFolder()
    _ = try E.copyOfFixture("CodeColors/App", into: folder)
    let run = try E.run(["colors", "App"], in: folder.url)
    #expect(run.status == 0)
    let line = try #require(
      run.stdout.split(separator: "\n").first { $0.hasPrefix("UIColor.cardBackground ") })
    #expect(line.contains("light #F2F2F2FF · dark #333333FF"))
    #expect(line.contains("App/Sources/UIColor+Brand.swift:28"))
  }

  @Test func zeroConfigurationRunChecksWhatItFinds() throws {
    let folder = try TemporaryFolder()
    _ = try E.copyOfFixture("PairingDiscovery/App", into: folder)
    let run = try E.run(["App", "--format", "json"], in: folder.url)
    #expect(run.status == 1, "\(run.stderr)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let checks = try #require(root["checks"] as? [[String: Any]])
    #expect(!checks.isEmpty)
    // What a check's pairing is lives in the pairings table.
    let pairings = try #require(root["pairings"] as? [[String: Any]])
    #expect(!pairings.isEmpty)
    #expect(pairings.allSatisfy { $0["origin"] as? String == "discovered" })
    #expect(pairings.contains { $0["discoveredIn"] as? String == "swiftui" })
    #expect(pairings.contains { $0["discoveredIn"] as? String == "uikit" })
  }

  @Test func initWritesWhatTheZeroConfigurationRunChecks() throws {
    let folder = try TemporaryFolder()
    let app = try E.copyOfFixture("PairingDiscovery/App", into: folder)
    let before = try E.run(["App", "--format", "json"], in: folder.url)
    let written = try E.run(["init", "App"], in: folder.url)
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stdout.hasPrefix("wrote App/contrast-audit.json with 97 pairings found in use"))
    #expect(written.stdout.contains("wrote App/found-in-use.palette.json"))
    #expect(written.stdout.contains("left out 18 whose colors the audit cannot read"))
    let config = try String(
      contentsOf: app.appendingPathComponent("contrast-audit.json"), encoding: .utf8)
    #expect(config.contains("\"note\": \"found at App/Sources/ProfileCell.swift:27:20\""))
    #expect(config.contains("\"name\": \"text of badgeLabel in ProfileCell on badgeView\""))

    // The same measured checks as before, now declared.
    let after = try E.run(["App", "--format", "json"], in: folder.url)
    func measured(_ run: EndToEndTests.Run) throws -> [String] {
      let root = try #require(
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
      let checks = try #require(root["checks"] as? [[String: Any]])
      // Ratios to 9 decimals: palette values read back to the same color, up to the last bit.
      return checks.filter { $0["status"] as? String != "unresolved" }.map {
        let ratio = (($0["ratio"] as? Double) ?? 0) * 1e9
        return "\($0["foregroundColor"] ?? "") \($0["backgroundColor"] ?? "") \($0["role"] ?? "") "
          + "\(ratio.rounded())"
      }.sorted()
    }
    #expect(try measured(after) == measured(before))

    // Never over an existing file without --force.
    let again = try E.run(["init", "App"], in: folder.url)
    #expect(again.status == 2 && again.stderr.contains("already exists; use --force"))
    #expect(try E.run(["init", "App", "--force"], in: folder.url).status == 0)
  }

  @Test func findingColorsButMeasuringNothingFails() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Colors.swift",
      "import UIKit\n\nextension UIColor {\n    static let ink = UIColor(white: 0.1, alpha: 1)\n}\n"
    )
    let run = try E.run(["App"], in: folder.url)
    #expect(run.status == 1)
    #expect(run.stdout.contains("✗ nothing measured: 1 color found but no pairing to check"))
    #expect(run.stdout.contains("contrast-audit init"))
    #expect(!run.stdout.contains("✓"))
  }

  @Test func theNearestConfigurationAboveThePathIsUsed() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Repo/contrast-audit.json",
      "{\"pairings\": [{\"foreground\": \"ink\", \"background\": \"white\"}]}\n")
    try folder.write(
      "Repo/App/Colors.swift",
      "import UIKit\n\nextension UIColor {\n    static let ink = UIColor(white: 0.1, alpha: 1)\n}\n"
    )
    _ = try folder.write("Repo/.git/HEAD", "ref: refs/heads/main\n")
    let run = try E.run(["App", "--format", "json"], in: folder.url.appendingPathComponent("Repo"))
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("\"foreground\":\"UIColor.ink\""))
    #expect(run.stdout.contains("\"file\":\"contrast-audit.json\""))

    // --config replaces it.
    try folder.write(
      "Other.json",
      "{\"pairings\": [{\"foreground\": \"ink\", \"background\": \"black\"}]}\n")
    let other = try E.run(
      ["App", "--config", "../Other.json", "--format", "json"],
      in: folder.url.appendingPathComponent("Repo"))
    #expect(other.status == 1)
    #expect(other.stdout.contains("\"background\":\"black\""))
  }

  @Test func anAmbiguousShortNameListsTheCandidates() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Colors.swift",
      """
      import SwiftUI
      import UIKit

      extension UIColor {
          static let brand = UIColor(white: 0.1, alpha: 1)
      }

      extension Color {
          static let brand = Color(white: 0.2)
      }
      """)
    try folder.write(
      "App/contrast-audit.json",
      "{\"pairings\": [{\"foreground\": \"brand\", \"background\": \"systemBackground\"}]}\n")
    let run = try E.run(["App"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stdout.contains(
        "\"brand\" in the pairing brand on systemBackground could mean \"Color.brand\", \"UIColor.brand\""
      ))
  }
}
