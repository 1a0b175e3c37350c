import Foundation
import Testing

@testable import ContrastAudit

/// A color clipped to a stroked shape paints only the ring: the text is on the ground behind.
///
/// Brave (read to check) draws its wallet's connect pill as `.background(Color(.secondary
/// ButtonTint).clipShape(Capsule().inset(by: 0.5).stroke()))`: its label was measured on the
/// ring's color, though it sits on the panel's.
@Suite struct ClippedOutlineTests {
  static let view = """
    import SwiftUI

    struct WalletPanelView: View {
        var body: some View {
            VStack {
                Text("Connect")
                    .foregroundColor(.purple)
                    .background(Color(.systemYellow).clipShape(Capsule().inset(by: 0.5).stroke()))
                Text("Filled")
                    .foregroundColor(.teal)
                    .background(Color(.systemYellow).clipShape(Capsule()))
            }
            .background(Color(.systemGray6))
        }
    }
    """

  @Test func aColorClippedToAnOutlineIsNotTheGround() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/WalletPanelView.swift", Self.view)
    var grounds: [String: Set<String>] = [:]
    for check in folder.audit().checks {
      grounds[check.pairing.foreground, default: []].insert(check.pairing.background)
    }
    #expect(grounds["systemPurple"] == ["systemGray6"])
    #expect(grounds["systemTeal"] == ["systemYellow"])
  }
}
