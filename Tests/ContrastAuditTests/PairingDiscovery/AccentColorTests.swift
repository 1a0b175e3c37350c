import Foundation
import Testing

@testable import ContrastAudit

/// `Color.accentColor` under a view that sets `.accentColor(…)` draws that color.
///
/// Winston (read to check) sets the theme's accent on the tab view every screen is shown in:
/// `.accentColor(currentTheme.general.accentColor())`. Its screens' `Color.accentColor` was
/// measured as the asset catalog's accent, a value the app never shows; the theme is chosen at
/// run time, so the truth is "unresolved", with the place that sets it. Where the modifier
/// names a color the code proves, the accent is that color.
@Suite struct AccentColorTests {
  static let app = """
    import SwiftUI

    @main
    struct ReaderApp: App {
        var body: some Scene {
            WindowGroup { Tabber() }
        }
    }

    final class ThemeStore: ObservableObject {
        @Published var accent: Color = .purple
    }

    struct Tabber: View {
        @StateObject var theme = ThemeStore()

        var body: some View {
            TabView {
                FeedScreen()
                    .tabItem { Text("Feed") }
                SettingsScreen()
                    .tabItem { Text("Settings") }
            }
            .accentColor(theme.accent)
        }
    }

    struct FeedScreen: View {
        var body: some View {
            VStack {
                Text("New posts")
                    .foregroundColor(.white)
                    .background(Color.accentColor)
                Badge()
            }
        }
    }

    struct Badge: View {
        var body: some View {
            Text("3").foregroundColor(Color.accentColor.opacity(0.9)).background(Color.white)
        }
    }

    struct SettingsScreen: View {
        var body: some View {
            VStack {
                Text("Sign out")
                    .foregroundColor(Color.accentColor)
                    .background(Color.white)
            }
            .accentColor(Color.signOutRed)
        }
    }

    extension Color {
        static let signOutRed = Color(red: 0.8, green: 0.1, blue: 0.1)
    }
    """

  static func checks(_ result: AuditResult, foreground: String, background: String) -> [Check] {
    result.checks.filter {
      $0.pairing.foreground == foreground && $0.pairing.background == background
    }
  }

  @Test func anAncestorsRuntimeAccentLeavesTheAccentUnresolved() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ReaderApp.swift", Self.app)
    let result = folder.audit()
    let onAccent = Self.checks(result, foreground: "white", background: "Color.accentColor")
    #expect(!onAccent.isEmpty)
    #expect(onAccent.allSatisfy { $0.status == .unresolved })
    let reasons = CodePairingDiscoveryTests.unresolvedReasons(onAccent)
    #expect(reasons.contains { $0.contains(".accentColor(…) at App/ReaderApp.swift:24") })
    // Two levels down: the badge is made by the feed, which the tab view shows.
    let badge = Self.checks(
      result, foreground: "Color.accentColor.opacity(0.9)", background: "white")
    #expect(!badge.isEmpty)
    #expect(badge.allSatisfy { $0.status == .unresolved })
  }

  @Test func anEnclosingAccentTheCodeProvesIsMeasured() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ReaderApp.swift", Self.app)
    let result = folder.audit()
    // The settings screen's own `.accentColor(Color.signOutRed)` is nearer than the tab view's.
    let signOut = result.checks.filter { $0.pairing.location.line == 49 }
    #expect(!signOut.isEmpty)
    let red = RGBA(red: 0.8, green: 0.1, blue: 0.1)
    for check in signOut {
      #expect(check.status == .passed)
      #expect(check.resolvedColors?.foreground.color == red)
    }
  }

  /// Without any `.accentColor(…)`, `Color.accentColor` is the app's accent color, as before.
  @Test func withoutTheModifierTheAppsAccentIsMeasured() throws {
    let folder = try TemporaryFolder()
    let plain = Self.app.replacingOccurrences(of: ".accentColor(theme.accent)", with: "")
    try folder.write("App/ReaderApp.swift", plain)
    let result = folder.audit()
    let onAccent = Self.checks(result, foreground: "white", background: "AccentColor")
    #expect(!onAccent.isEmpty)
    let reasons = CodePairingDiscoveryTests.unresolvedReasons(onAccent)
    #expect(!reasons.isEmpty)
    #expect(reasons.allSatisfy { !$0.contains(".accentColor(…)") })
  }

  /// A view shown both under the modifier and elsewhere is drawn in two accents.
  @Test func aViewAlsoShownWithoutTheModifierIsUnresolved() throws {
    let folder = try TemporaryFolder()
    let twice = Self.app.replacingOccurrences(
      of: "WindowGroup { Tabber() }",
      with: "WindowGroup { Tabber() }\n        WindowGroup { Badge() }")
    let proven = twice.replacingOccurrences(
      of: ".accentColor(theme.accent)", with: ".accentColor(Color.signOutRed)")
    try folder.write("App/ReaderApp.swift", proven)
    let result = folder.audit()
    // The feed is shown only under the tab view: its accent is the tab view's.
    let feed = Self.checks(result, foreground: "white", background: "Color.signOutRed")
    #expect(!feed.isEmpty)
    #expect(feed.allSatisfy { $0.status != .unresolved })
    let badge = Self.checks(
      result, foreground: "Color.accentColor.opacity(0.9)", background: "white")
    #expect(!badge.isEmpty)
    let reasons = CodePairingDiscoveryTests.unresolvedReasons(badge)
    #expect(
      reasons.contains {
        $0
          == "Color.accentColor is set by .accentColor(…) where the view is shown, and not everywhere (App/ReaderApp.swift:25)"
      })
  }
}
