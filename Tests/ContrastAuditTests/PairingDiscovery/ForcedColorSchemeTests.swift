import Foundation
import Testing

@testable import ContrastAudit

/// A SwiftUI view that fixes its color scheme on its whole body is measured in that appearance
/// only.
///
/// Provenance's core options screen ends its body with `.preferredColorScheme(.dark)`: its
/// white icon on a translucent black was measured in Light Mode too, over white.
@Suite struct ForcedColorSchemeTests {
  static let views = """
    import SwiftUI

    struct SyncSettingsView: View {
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("Total Syncs")
                        .foregroundColor(.white)
                }
                .background(Color.black.opacity(0.3))
                summary
            }
            .preferredColorScheme(.dark)
        }

        private var summary: some View {
            Text("Last sync").foregroundStyle(.cyan).background(Color.black)
        }
    }

    struct SyncLogView: View {
        var body: some View {
            List {
                Text("Log").foregroundColor(.orange).background(Color.white)
            }
            .environment(\\.colorScheme, .light)
        }
    }

    struct ImportView: View {
        @State private var showsLog = false

        var body: some View {
            VStack {
                Text("Import").foregroundColor(.green).background(Color.black)
            }
            .sheet(isPresented: $showsLog) {
                SyncLogView().preferredColorScheme(.dark)
            }
        }
    }
    """

  @Test func aViewThatFixesItsSchemeIsMeasuredInItOnly() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/SyncViews.swift", Self.views)
    let result = folder.audit()
    func styles(_ foreground: String) -> Set<Style> {
      Set(result.checks.filter { $0.pairing.foreground == foreground }.map { $0.traits.style })
    }
    #expect(styles("white") == [.dark])
    // Another member of the same view is in the same presentation.
    #expect(styles("systemCyan") == [.dark])
    #expect(styles("systemOrange") == [.light])
    // A scheme fixed inside a sheet's closure is the sheet's, not the presenter's.
    #expect(styles("systemGreen") == [.light, .dark])
  }
}
