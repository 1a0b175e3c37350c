import Foundation
import Testing

@testable import ContrastAudit

/// A view or style that no code names is never drawn: its colors are not found in use.
///
/// Amperfy (read to check) declares an `ErrorButtonStyle` beside the `DefaultButtonStyle` its
/// dialogs apply, and applies it nowhere: its white on red failed twice as "found in use". The
/// app's entry (`@main`), what the system makes (a widget) and views named only in previews
/// are told apart.
@Suite struct UnusedViewTypeTests {
  static let styles = """
    import SwiftUI

    struct DefaultButtonStyle: ButtonStyle {
        func makeBody(configuration: Self.Configuration) -> some View {
            configuration.label
                .foregroundColor(.systemBackground)
                .background(configuration.isPressed ? Color.blue.opacity(0.75) : Color.blue)
        }
    }

    struct ErrorButtonStyle: ButtonStyle {
        func makeBody(configuration: Self.Configuration) -> some View {
            configuration.label
                .foregroundColor(.white)
                .background(configuration.isPressed ? Color.red.opacity(0.75) : Color.red)
        }
    }

    extension ErrorButtonStyle {
        static var shared: ErrorButtonStyle.Type { Self.self }
    }
    """

  static let views = """
    import SwiftUI
    import WidgetKit

    @main
    struct AmperfyApp: App {
        var body: some Scene {
            WindowGroup {
                Text("Library").foregroundColor(.yellow).background(Color.white)
            }
        }
    }

    struct PasswordView: View {
        var body: some View {
            Button("Update") {}
                .buttonStyle(DefaultButtonStyle())
        }
    }

    struct BadgeView: View {
        var body: some View {
            Text("New").foregroundColor(.orange).background(Color.white)
        }
    }

    struct LegacyBannerView: View {
        var body: some View {
            Text("Old").foregroundColor(.mint).background(Color.white)
        }
    }

    struct NowPlayingWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "now", provider: Provider()) { _ in
                Text("Now").foregroundColor(.cyan).background(Color.white)
            }
        }
    }

    #Preview {
        BadgeView()
    }

    struct LegacyBannerView_Previews: PreviewProvider {
        static var previews: some View { LegacyBannerView() }
    }

    struct LibraryView: View {
        var body: some View {
            BadgeView()
        }
    }
    """

  @Test func typesNoCodeNamesAreNotFoundInUse() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ButtonStyles.swift", Self.styles)
    try folder.write("App/Views.swift", Self.views)
    let foregrounds = Set(folder.audit().checks.map(\.pairing.foreground))
    #expect(foregrounds.contains("systemBackground"))
    #expect(!foregrounds.contains("white"))
    // The entry, a widget, and a view another view shows.
    #expect(foregrounds.contains("systemYellow"))
    #expect(foregrounds.contains("systemCyan"))
    #expect(foregrounds.contains("systemOrange"))
    // Named only by a preview.
    #expect(!foregrounds.contains("systemMint"))
  }
}
