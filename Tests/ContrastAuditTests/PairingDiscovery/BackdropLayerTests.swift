import Foundation
import Testing

@testable import ContrastAudit

/// The first layer of a `ZStack` that other views are drawn on is their backdrop: measured,
/// not gated as a graphic on what is behind it.
///
/// Campus-iOS (read to check) draws its tuition card's header as `ZStack {
/// Rectangle().foregroundColor(blue); Image("logo-white") }` on a card whose ground is dark in
/// Dark Mode: the rectangle was gated as a graphic at 2.6:1. A shape drawn beside the text, or a
/// small dot placed in the stack, is still a graphic.
@Suite struct BackdropLayerTests {
  static let view = """
    import SwiftUI

    struct TuitionCard: View {
        var body: some View {
            VStack(spacing: 0) {
                ZStack {
                    Rectangle().foregroundColor(Color(red: 8/255, green: 100/255, blue: 188/255))
                        .clipped()
                    Image("logo-white")
                        .resizable()
                        .scaledToFit()
                        .frame(width: 175, height: 100)
                }
                ZStack {
                    Circle().foregroundColor(.orange).frame(width: 8, height: 8)
                    Text("Due").foregroundColor(.primary)
                }
                HStack {
                    Capsule().foregroundColor(.green)
                    Text("Paid")
                }
            }
            .background(Color.black)
        }
    }
    """

  @Test func aZStacksFirstLayerIsABackdrop() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/TuitionCard.swift", Self.view)
    var roles: [Int: Set<Role>] = [:]
    for check in folder.audit().checks {
      roles[check.pairing.location.line ?? 0, default: []].insert(check.pairing.role)
    }
    #expect(roles[7] == [.decorative])
    #expect(roles[15] == [.nonText])
    #expect(roles[19] == [.nonText])
  }
}
