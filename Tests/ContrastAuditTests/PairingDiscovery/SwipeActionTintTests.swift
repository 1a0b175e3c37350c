import Foundation
import Testing

@testable import ContrastAudit

/// A swipe action's tint is the fill of its button, drawn beside the row with a white label.
///
/// swift-paperless (read to check) tints its documents' swipe actions `.accentColor` and `.red`:
/// they were measured as colored glyphs on the row's ground and failed, while what shows is a
/// white label on the tint (which fails or passes on its own), an icon's glyph when the label has
/// one. An image drawn in its own colors is not white; a tint outside `.swipeActions` keeps its
/// meaning.
@Suite struct SwipeActionTintTests {
  static let view = """
    import SwiftUI

    struct DocumentList: View {
        let documents: [String]
        let canDelete: Bool

        var body: some View {
            List(documents, id: \\.self) { document in
                Text(document)
                    .swipeActions(edge: .trailing) {
                        if canDelete {
                            Button(role: .destructive) {
                                print("delete")
                            } label: {
                                Label(title: { Text("Delete") }, icon: { IconProvider.trash })
                            }
                            .tint(Color(red: 0.8, green: 0.1, blue: 0.1))
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            print("hide")
                        } label: {
                            Image(uiImage: UIImage(named: "trash")!.withTintColor(.black, renderingMode: .alwaysOriginal))
                        }
                        .tint(Color(red: 0.9, green: 0.9, blue: 0.2))
                    }
                    .listRowBackground(Color(white: 0.95))
                HStack {
                    Image(systemName: "star")
                        .tint(Color(red: 0.1, green: 0.5, blue: 0.9))
                }
                .background(Color(white: 0.95))
            }
        }
    }
    """

  @Test func aSwipeActionsTintIsItsFillUnderAWhiteLabel() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/DocumentList.swift", Self.view)
    var roles: [String: Role] = [:]
    for check in folder.audit().checks {
      roles["\(check.pairing.foreground) on \(check.pairing.background)"] = check.pairing.role
    }
    // The delete action shows its label's icon, a glyph (3:1); the yellow action's icon keeps
    // its own black, which the audit does not pair.
    #expect(roles == ["white on #CC1A1AFF": .nonText, "#1A80E6FF on #F2F2F2FF": .nonText])
  }
}
