import Foundation
import Testing

@testable import ContrastAudit

/// A `ProgressView` with no title draws no text: its foreground style colors nothing.
///
/// BubbleApp (read to check) shows `ProgressView().tint(.white).foregroundStyle(.white)` while it
/// verifies a server: the tint is the spinner's color, and the foreground was measured as white
/// text. A progress view with a title draws that title in its foreground.
@Suite struct UntitledProgressViewTests {
  static let view = """
    import SwiftUI

    struct AddInstanceView: View {
        @State private var verifying = false
        @State private var progress = 0.4

        var body: some View {
            Form {
                if verifying {
                    ProgressView()
                        .foregroundStyle(.orange)
                }
                ProgressView(value: progress, total: 1)
                    .foregroundColor(.green)
                ProgressView("Verifying…")
                    .foregroundStyle(.purple)
            }
            .background(Color.white)
        }
    }
    """

  @Test func onlyATitledProgressViewHasText() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/AddInstanceView.swift", Self.view)
    var roles: [String: Set<Role>] = [:]
    for check in folder.audit().checks {
      roles[check.pairing.foreground, default: []].insert(check.pairing.role)
    }
    #expect(roles["systemOrange"] == nil)
    #expect(roles["systemGreen"] == nil)
    #expect(roles["systemPurple"] == [.text])
  }
}
