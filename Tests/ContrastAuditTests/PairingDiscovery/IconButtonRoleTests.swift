import Foundation
import Testing

@testable import ContrastAudit

/// A SwiftUI button whose label is only an image is a glyph, held to 3:1.
///
/// Trio (read to check) puts an `info.circle` button beside its "Recommendation" title, blue on
/// its white chart row at 3.52:1: measured as text it failed 4.5:1; as the icon it is, it passes.
@Suite struct IconButtonRoleTests {
  static let view = """
    import SwiftUI

    struct RecommendationRow: View {
        @State private var showInfo = false

        var body: some View {
            VStack {
                HStack {
                    Text("Recommendation")
                    Button(action: {
                        showInfo.toggle()
                    }, label: {
                        Image(systemName: "info.circle")
                    })
                        .foregroundStyle(.blue)
                        .buttonStyle(PlainButtonStyle())
                }
                .background(Color.white)
                HStack {
                    Button {
                        showInfo.toggle()
                    } label: {
                        HStack {
                            Image(systemName: "trash")
                            Text("Delete")
                        }
                    }
                    .foregroundStyle(.orange)
                }
                .background(Color.white)
                Button("Done") { showInfo = false }
                    .foregroundStyle(.green)
                    .background(Color.white)
            }
        }
    }
    """

  @Test func aButtonShowingOnlyAnImageIsAGlyph() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/RecommendationRow.swift", Self.view)
    var roles: [String: Set<Role>] = [:]
    for check in folder.audit().checks {
      roles[check.pairing.foreground, default: []].insert(check.pairing.role)
    }
    #expect(roles["systemBlue"] == [.nonText])
    #expect(roles["systemOrange"] == [.text])
    #expect(roles["systemGreen"] == [.text])
  }
}
