import Foundation
import Testing

@testable import ContrastAudit

/// A view is shown in the appearance every place that makes it gives it.
///
/// Trio (read to check) shows its onboarding with `.preferredColorScheme(colorScheme(for: .dark)
/// ?? nil)`, and its steps only inside the onboarding: six Light Mode failures of the steps'
/// orange and cyan on the system background were never seen. A view also made where nothing
/// pins the appearance is measured in both. Trio names each module's view `RootView`: the one a
/// place makes is the one its qualifier names.
@Suite struct InheritedColorSchemeTests {
  static let app = """
    import SwiftUI

    enum ColorSchemeOption { case systemDefault, light, dark }

    @main
    struct TrioApp: App {
        @State private var showOnboarding = true

        var body: some Scene {
            WindowGroup {
                if showOnboarding {
                    Onboarding.RootView()
                        .preferredColorScheme(colorScheme(for: .dark) ?? nil)
                } else {
                    Main.RootView()
                }
            }
        }

        private func colorScheme(for colorScheme: ColorSchemeOption) -> ColorScheme? {
            switch colorScheme {
            case .systemDefault:
                return nil
            case .light:
                return .light
            case .dark:
                return .dark
            }
        }
    }

    enum Onboarding {}

    extension Onboarding {
        struct RootView: View {
            var body: some View {
                VStack {
                    Text("Welcome").foregroundColor(.pink).background(Color.white)
                    NightscoutStep()
                    SharedHint()
                }
            }
        }
    }

    struct NightscoutStep: View {
        var body: some View {
            Text("Important").foregroundColor(.orange).background(Color.white)
        }
    }

    struct SharedHint: View {
        var body: some View {
            Text("Hint").foregroundColor(.cyan).background(Color.white)
        }
    }

    enum Main {
        struct RootView: View {
            var body: some View {
                VStack {
                    SharedHint()
                    SettingsBanner().preferredColorScheme(.light)
                    Text("Main").foregroundColor(.mint).background(Color.white)
                }
            }
        }
    }

    struct SettingsBanner: View {
        var body: some View {
            Text("Banner").foregroundColor(.yellow).background(Color.black)
        }
    }
    """

  @Test func aViewIsShownInTheAppearanceItsMakersGiveIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/TrioApp.swift", Self.app)
    var styles: [String: Set<Style>] = [:]
    for check in folder.audit().checks {
      styles[check.pairing.foreground, default: []].insert(check.traits.style)
    }
    #expect(styles["systemOrange"] == [.dark])
    #expect(styles["systemYellow"] == [.light])
    #expect(styles["systemCyan"] == [.light, .dark])
    #expect(styles["systemMint"] == [.light, .dark])
    // Each module names its view `RootView`: the onboarding's is made pinned.
    #expect(styles["systemPink"] == [.dark])
  }
}
