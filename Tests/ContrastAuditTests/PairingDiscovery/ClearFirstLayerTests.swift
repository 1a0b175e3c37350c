import Foundation
import Testing

@testable import ContrastAudit

/// A `ZStack`'s clear first layer is no ground: what shows is the `ZStack`'s own background.
///
/// Slide (read to check) lays its widgets' titles in `ZStack { Color.clear; … }` over a
/// blurred thumbnail given as the `ZStack`'s `.background(…)`: the white titles were measured
/// on clear over white, 1:1. Over a color the background is measured; over a picture nothing is.
@Suite struct ClearFirstLayerTests {
  static func view(background: String) -> String {
    """
    import SwiftUI

    struct TileView: View {
        var body: some View {
            ZStack(alignment: .bottomLeading) {
                Color.clear
                Text("Hot posts").foregroundColor(.white)
            }
            .background(\(background))
        }
    }
    """
  }

  @Test func theZStacksOwnBackgroundIsTheGround() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/TileView.swift", Self.view(background: "Color.black"))
    let checks = folder.audit().checks
    #expect(!checks.isEmpty)
    #expect(checks.allSatisfy { $0.pairing.background == "black" && $0.status == .passed })
  }

  @Test func overAPictureNothingIsMeasured() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/TileView.swift",
      Self.view(background: "Image(\"thumbnail\").resizable().blur(radius: 3)"))
    #expect(folder.audit().checks.isEmpty)
  }
}
