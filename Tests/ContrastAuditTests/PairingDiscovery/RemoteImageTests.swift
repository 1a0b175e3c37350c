import Foundation
import Testing

@testable import ContrastAudit

/// A picture loaded from a URL draws in its own colors: its foreground color is not paired.
///
/// The Blockchain wallet (read to check) shows each activity row's avatar with
/// `AsyncMedia(url: icon).foregroundColor(.white)` on a light circle: the remote picture was
/// measured as white text, 1.1:1. A template symbol beside it keeps its pairing.
@Suite struct RemoteImageTests {
  static let view = """
    import SwiftUI

    struct ActivityRowImage: View {
        let icon: URL?

        var body: some View {
            HStack {
                AsyncImage(url: icon)
                    .foregroundColor(.white)
                    .frame(width: 24, height: 24)
                    .background(Color(white: 0.95))
                AsyncMedia(url: icon)
                    .foregroundColor(.white)
                    .background(Color(white: 0.95))
                Image(systemName: "arrow.down")
                    .foregroundColor(.gray)
                    .background(Color(white: 0.95))
            }
        }
    }
    """

  @Test func aRemotePictureHasNoForegroundToPair() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ActivityRowImage.swift", Self.view)
    let foregrounds = Set(folder.audit().checks.map(\.pairing.foreground))
    #expect(foregrounds == ["systemGray"])
  }
}
