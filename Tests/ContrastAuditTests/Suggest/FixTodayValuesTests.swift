import Foundation
import Testing

@testable import ContrastAudit

/// A fix says what each changed slot shows today in every trait combination.
///
/// RSSBud (read to check) names `systemOrangeColor` in its accent color set, one slot whose
/// value differs by trait; the fix adding a Dark appearance said it "falls back to #FF8D28
/// today", the Light value, where Dark shows UIKit's darker orange.
@Suite struct FixTodayValuesTests {
  static let accent = """
    {
      "colors" : [
        {
          "color" : {
            "platform" : "ios",
            "reference" : "systemOrangeColor"
          },
          "idiom" : "universal"
        }
      ],
      "info" : {
        "author" : "xcode",
        "version" : 1
      }
    }
    """

  static let configuration = """
    {
      "pairings": [
        { "foreground": "AccentColor", "background": "secondarySystemGroupedBackground" }
      ]
    }
    """

  @Test func aSplitSaysWhatTheNewAppearanceFallsBackToInEachTrait() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Assets.xcassets/AccentColor.colorset/Contents.json", Self.accent)
    try folder.write("App/contrast-audit.json", Self.configuration)
    let result = folder.audit()
    let fix = try #require(result.fixes.first { $0.name == "AccentColor" })
    let added = try #require(fix.parts.first { $0.adds })
    let dark = Set(
      result.checks.filter { $0.traits.style == .dark }.compactMap {
        $0.measurement?.foreground.color
      })
    #expect(dark.count == 2)  // normal and high contrast
    #expect(Set([added.from] + added.fromOthers) == dark)
    let line = FixReport.partLines(fix).first { $0.hasPrefix("add ") } ?? ""
    #expect(line.contains(" by trait today"))
    #expect(!line.contains("falls back to #FF8D28 today"))
  }
}
