import Foundation
import Testing

@testable import ContrastAudit

/// A pairing's title quotes the code as it is written: its spacing was rebuilt from the tokens,
/// which gave `colorScheme ==.dark? 0.1: 0.9` for Strongbox's capsule and
/// `Color(designSystemColor:.surface)` for DuckDuckGo's 105 pairings.
@Suite struct LabelSpacingTests {
  static let capsule = """
    import SwiftUI

    struct FavouriteCapsuleView: View {
        @Environment(\\.colorScheme) var colorScheme
        let title: String

        var body: some View {
            HStack {
                Text(title)
                    .foregroundColor(.secondary)
            }
            .padding(8)
            .background(Color(white: colorScheme == .dark ? 0.1 : 0.9))
            .clipShape(Capsule())
        }
    }
    """

  @Test func titlesQuoteTheCodeAsWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/FavouriteCapsuleView.swift", Self.capsule)
    let titles = Set(folder.audit().checks.map(\.pairing.title))
    #expect(
      titles == ["secondaryLabel on Color(white: colorScheme == .dark ? 0.1 : 0.9)"])
  }

  /// A label spans lines: a chain continued on the next line is joined, other breaks are a space.
  @Test func lineBreaksInALabel() {
    let file = SourceFile(
      path: "Theme.swift", language: .swift,
      source: "let x = Color.black\n    .opacity(isDimmed\n        ? 0.6 : 0.3)\n")
    #expect(
      ColorUseReader.label(3..<file.count, file) == "Color.black.opacity(isDimmed ? 0.6 : 0.3)")
  }

  /// A baseline written before titles kept the code's spaces still knows the same problems.
  @Test func aBaselineOfTitlesSpacedTheOldWayStillMatches() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/FavouriteCapsuleView.swift", Self.capsule)
    let result = folder.audit()
    let current = Baseline(result)
    #expect(current.entries.count == 4)
    let old = Baseline(
      entries: current.entries.map { entry in
        var written = entry
        written.pairing = entry.pairing?.replacingOccurrences(of: " == .", with: " ==.")
          .replacingOccurrences(of: " ? ", with: "? ").replacingOccurrences(of: " : ", with: ": ")
        written.fingerprint = ReportText.fnv1a(
          [entry.rule, entry.file, written.pairing ?? "", entry.traits ?? ""].joined(
            separator: "\n") + "\n1")
        return written
      })
    #expect(old.entries.allSatisfy { $0.pairing?.contains("==.dark? 0.1: 0.9") == true })
    let applied = result.applying(old, path: "baseline.json")
    #expect(applied.baseline?.known == 4)
    #expect(applied.baseline?.fixed.isEmpty == true)
    #expect(applied.checks.allSatisfy { $0.status == .passed })
  }
}
