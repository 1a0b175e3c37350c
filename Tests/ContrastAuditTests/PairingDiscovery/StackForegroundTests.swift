import Foundation
import Testing

@testable import ContrastAudit

/// A stack whose every child sets its own foreground draws nothing in the stack's.
///
/// isowords' demo banner gives its `HStack` `.foregroundColor(.isowordsBlack)` over two texts
/// that are red and white: the black was measured on the banner's dark ground, 1.1:1.
@Suite struct StackForegroundTests {
  static let views = """
    import SwiftUI

    struct DemoBanner: View {
        let action: () -> Void

        var body: some View {
            Button {
                action()
            } label: {
                HStack {
                    Text("Having fun?")
                        .foregroundColor(.red)

                    Spacer()

                    Text("Get the full version!")
                        .foregroundColor(Color.white)
                        .padding(.horizontal, 12)
                        .background(Capsule().fill(Color.red))
                }
                .font(.headline)
                .foregroundColor(.black)
                .background(Color.gray)
            }
        }
    }

    struct ScoreRow: View {
        var body: some View {
            HStack {
                Image(systemName: "star.fill")
                Text("Score")
                    .foregroundColor(.purple)
            }
            .foregroundColor(.orange)
            .background(Color.white)
        }
    }
    """

  @Test func aStackWhoseChildrenSetTheirOwnColorsIsNotPaired() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/DemoBanner.swift", Self.views)
    let pairs = folder.audit().checkedPairs
    #expect(!pairs.contains("black on systemGray"))
    #expect(pairs.contains("systemRed on systemGray"))
    // The image takes the stack's orange.
    #expect(pairs.contains("systemOrange on white"))
    #expect(pairs.contains("systemPurple on white"))
  }
}
