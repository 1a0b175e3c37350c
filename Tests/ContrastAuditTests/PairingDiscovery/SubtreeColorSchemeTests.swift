import Foundation
import Testing

@testable import ContrastAudit

/// An appearance pinned on a view inside a body holds for what that view's ground is drawn under.
///
/// anytype (read to check) shows each color twice, as a swatch on white pinned to Light Mode with
/// `.colorScheme(.light)` and one on black pinned dark: the caption in its text color was
/// measured in Dark Mode on the white swatch, 1.11:1. The modifier on the text itself, or on the
/// container whose background it is drawn on, pins the pairing; one elsewhere does not.
@Suite struct SubtreeColorSchemeTests {
  static let view = """
    import SwiftUI

    struct ColorSwatchView: View {
        let name: String

        var body: some View {
            HStack(spacing: 0) {
                VStack {
                    Text(name)
                        .foregroundStyle(Color.primary)
                }
                .padding(20)
                .background(Color.white)
                .colorScheme(.light)
                VStack {
                    Text(name)
                        .foregroundStyle(Color.primary)
                        .environment(\\.colorScheme, .dark)
                }
                .padding(20)
                .background(Color.black)
                VStack {
                    Text(name)
                        .foregroundStyle(Color.secondary)
                }
                .padding(20)
                .background(Color.gray)
            }
        }
    }
    """

  @Test func aSchemePinnedOnTheGroundsContainerPinsThePairing() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ColorSwatchView.swift", Self.view)
    var styles: [String: Set<String>] = [:]
    for check in folder.audit().checks {
      styles[check.pairing.background, default: []].insert(check.traits.style.rawValue)
    }
    #expect(styles == ["white": ["light"], "black": ["dark"], "systemGray": ["light", "dark"]])
  }
}
