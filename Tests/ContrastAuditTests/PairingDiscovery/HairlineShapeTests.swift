import Foundation
import Testing

@testable import ContrastAudit

/// A divider, or a shape a line thick, separates content: measured, not gated.
///
/// canvas-ios (read to check) draws `Rectangle().frame(height: 1)` in a light gray under each
/// inbox row: 1.4:1 on white failed the 3:1 asked of graphics, which WCAG asks only of what
/// identifies a control or conveys information. A shape of any other size is still a graphic.
@Suite struct HairlineShapeTests {
  static let view = """
    import SwiftUI

    struct InboxRow: View {
        var body: some View {
            VStack {
                Text("Subject")
                Circle()
                    .frame(width: 8, height: 8)
                    .foregroundStyle(Color(red: 0.85, green: 0.86, blue: 0.87))
            }
            .overlay(
                Rectangle()
                    .frame(height: 1)
                    .foregroundStyle(Color(red: 0.84, green: 0.85, blue: 0.87)),
                alignment: .bottom
            )
            .background(Color.white)
        }
    }
    """

  @Test func aLineThinShapeIsDecorativeAndADotIsNot() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/InboxRow.swift", Self.view)
    var roles: [String: Set<Role>] = [:]
    for check in folder.audit().checks {
      roles[check.pairing.name ?? "", default: []].insert(check.pairing.role)
    }
    #expect(roles.first { $0.key.hasPrefix("Rectangle") }?.value == [.decorative])
    #expect(roles.first { $0.key.hasPrefix("Circle") }?.value == [.nonText])
  }
}
