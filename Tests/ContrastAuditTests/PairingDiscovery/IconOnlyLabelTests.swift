import Foundation
import Testing

@testable import ContrastAudit

/// A SwiftUI `Label` that shows only its icon is a glyph, held to 3:1.
///
/// damus (read to check) clears its mute-item field with `Label("", image: "close-circle")` in
/// the accent color on a translucent gray: measured as text it failed 4.5:1. The icon-only style
/// (`.labelStyle(.iconOnly)`) hides the title the same way; a label that shows its title is text.
@Suite struct IconOnlyLabelTests {
  static let view = """
    import SwiftUI

    struct MuteItemField: View {
        @Binding var text: String

        var body: some View {
            VStack {
                HStack {
                    TextField("npub, #hashtag, phrase", text: $text)
                    Label("", image: "close-circle")
                        .foregroundColor(.blue)
                        .onTapGesture { text = "" }
                }
                .background(Color.white)
                Label("Delete", systemImage: "trash")
                    .labelStyle(.iconOnly)
                    .foregroundColor(.orange)
                    .background(Color.white)
                Label("Mute", systemImage: "speaker.slash")
                    .foregroundColor(.green)
                    .background(Color.white)
            }
        }
    }
    """

  @Test func aLabelShowingOnlyItsIconIsAGlyph() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/MuteItemField.swift", Self.view)
    var roles: [String: Set<Role>] = [:]
    for check in folder.audit().checks {
      roles[check.pairing.foreground, default: []].insert(check.pairing.role)
    }
    #expect(roles["systemBlue"] == [.nonText])
    #expect(roles["systemOrange"] == [.nonText])
    #expect(roles["systemGreen"] == [.text])
  }
}
