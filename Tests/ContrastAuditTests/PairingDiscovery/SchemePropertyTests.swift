import Foundation
import Testing

@testable import ContrastAudit

/// An appearance pinned through a property that always gives one pins it as the literal does.
///
/// nighthawk (read to check) pins its whole app with `.preferredColorScheme(store.
/// nighthawkColorScheme)`, a computed property whose body is `.dark` ("DarkFi is always dark
/// mode"): five of its screens' pairings failed only in the Light Mode it never shows. A stored
/// `var`, which the app may change, pins nothing.
@Suite struct SchemePropertyTests {
  static func app(scheme: String) -> String {
    """
    import SwiftUI

    @main
    struct NighthawkApp: App {
        let store = AppStore()

        var body: some Scene {
            WindowGroup {
                AppView(store: store)
            }
        }
    }

    final class AppStore {
        struct State: Equatable {
            public var latestFiatPrice: Double?
            \(scheme)
        }
        var state = State()
    }

    public struct AppView: View {
        let store: AppStore

        public var body: some View {
            Group {
                ChatView()
            }
            .tint(.white)
            .preferredColorScheme(store.state.nighthawkColorScheme)
        }
    }

    struct ChatView: View {
        var body: some View {
            Text("Memo")
                .foregroundColor(Color.white.opacity(0.75))
                .padding()
                .background(Color.gray)
        }
    }
    """
  }

  static func styles(scheme: String) throws -> Set<Style> {
    let folder = try TemporaryFolder()
    try folder.write("App/NighthawkApp.swift", app(scheme: scheme))
    return Set(
      folder.audit().checks.filter { $0.pairing.name?.contains("ChatView") == true }.map(
        \.traits.style))
  }

  @Test func aPropertyThatAlwaysGivesOneSchemePinsIt() throws {
    let computed = """
      public var nighthawkColorScheme: ColorScheme {
                  // DarkFi is always dark mode
                  .dark
              }
      """
    #expect(try Self.styles(scheme: computed) == [.dark])
    #expect(try Self.styles(scheme: "let nighthawkColorScheme: ColorScheme = .dark") == [.dark])
  }

  @Test func aStoredVariablePinsNothing() throws {
    #expect(
      try Self.styles(scheme: "var nighthawkColorScheme: ColorScheme = .dark") == [.light, .dark])
  }
}
