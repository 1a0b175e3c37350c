import Foundation
import Testing

@testable import ContrastAudit

/// A stored property without a default is set by whoever makes the instance, and the reason
/// says so.
///
/// MovieSwiftUI (read to check) draws its badges on `let color: Color`, which every caller passes
/// (`NotificationBadge(text: "1", color: .blue)`): "has no value in the code" sent the reader
/// looking for a missing value.
@Suite struct StoredPropertyReasonTests {
  @Test func aStoredPropertyIsSetByTheCodeThatMakesTheInstance() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Badges.swift",
      """
      import SwiftUI

      struct NotificationBadge: View {
          let text: String
          let color: Color

          var body: some View {
              Text(text).foregroundColor(.white).background(color)
          }
      }
      """)
    let reasons = CodePairingDiscoveryTests.unresolvedReasons(folder.audit().checks)
    #expect(!reasons.isEmpty)
    #expect(
      reasons.allSatisfy {
        $0 == "NotificationBadge.color is set when a NotificationBadge is made, from what the "
          + "code that makes it passes (App/Badges.swift:5)"
      })
  }
}
