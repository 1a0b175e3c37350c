import Foundation
import Testing

@testable import ContrastAudit

/// A section's header or footer is not a row: `.listRowBackground(…)` is not behind it.
///
/// Campus-iOS (read to check) gives its lecture list's rows a card color with
/// `.listRowBackground` on the `ForEach` of sections, and hides the list's own background over
/// its page color; the semester headers sit on the page, where they read (3.4:1 as large text),
/// and were measured on the card color (2.99:1). A row's text is still on the row background.
@Suite struct SectionHeaderGroundTests {
  static let view = """
    import SwiftUI

    struct LecturesView: View {
        let semesters: [(String, [String])]

        var body: some View {
            List {
                ForEach(semesters, id: \\.0) { semester in
                    Section(header: Text(semester.0)
                        .font(.headline.bold())
                        .foregroundColor(.indigo)
                    ) {
                        ForEach(semester.1, id: \\.self) { title in
                            Text(title).foregroundColor(.teal)
                        }
                    }
                }
                .listRowBackground(Color.yellow)
                Section {
                    Text("Settings").foregroundColor(.mint)
                } footer: {
                    Text("Synced hourly").foregroundColor(.brown)
                }
                .listRowBackground(Color.yellow)
            }
            .scrollContentBackground(.hidden)
            .background(Color.black)
        }
    }
    """

  @Test func aSectionsHeaderIsNotOnItsRowBackground() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/LecturesView.swift", Self.view)
    var grounds: [String: Set<String>] = [:]
    for check in folder.audit().checks {
      grounds[check.pairing.foreground, default: []].insert(check.pairing.background)
    }
    #expect(grounds["systemIndigo"] == ["black"])
    #expect(grounds["systemBrown"] == ["black"])
    #expect(grounds["systemTeal"] == ["systemYellow"])
    #expect(grounds["systemMint"] == ["systemYellow"])
  }
}
