import Foundation
import Testing

@testable import ContrastAudit

/// A style method of the app's own sets the font its body begins with.
///
/// Trio (read to check) shows its dose recommendation with `.largeSolutionStyle()`, an extension
/// of `View` whose body begins `font(.system(.title3, weight: .bold))`: 20 pt bold, large text,
/// held to 3:1; it was measured as body text against 4.5:1.
@Suite struct FontStyleMethodTests {
  static let view = """
    import SwiftUI

    extension View {
        func largeSolutionStyle() -> some View {
            font(.system(.title3, weight: .bold))
                .allowsTightening(true)
                .lineLimit(1)
        }

        func captionStyle() -> some View {
            self.font(.caption)
        }
    }

    struct PopupView: View {
        var body: some View {
            VStack {
                Text("1.5")
                    .largeSolutionStyle()
                    .foregroundStyle(Color.accentColor)
                Text("U")
                    .captionStyle()
                    .foregroundStyle(.secondary)
                Text("Units")
                    .font(.system(.title2, design: .rounded))
                    .foregroundStyle(.orange)
            }
            .background(Color.white)
        }
    }
    """

  @Test func aStyleMethodsFontDecidesTheRole() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/PopupView.swift", Self.view)
    var roles: [String: Set<Role>] = [:]
    for check in folder.audit().checks {
      roles[check.pairing.foreground, default: []].insert(check.pairing.role)
    }
    #expect(roles["AccentColor"] == [.largeText])
    #expect(roles["secondaryLabel"] == [.text])
    #expect(roles["systemOrange"] == [.largeText])
  }
}
