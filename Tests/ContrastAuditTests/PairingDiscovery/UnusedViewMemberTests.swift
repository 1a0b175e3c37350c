import Foundation
import Testing

@testable import ContrastAudit

/// A view property that no code iOS builds names is never drawn on iOS.
///
/// Omnivore (read to check) chooses its share sheet's body with `#if os(iOS) iOSBody #else
/// macOSBody #endif`: `macOSBody` is declared for both platforms, and its green check mark and
/// faint placeholder failed four times as "found in use". A property named where iOS builds it,
/// or in another view, is kept.
@Suite struct UnusedViewMemberTests {
  static let share = """
    import SwiftUI

    @main
    struct ShareApp: App {
        var body: some Scene {
            WindowGroup { ShareView() }
        }
    }

    struct ShareView: View {
        var body: some View {
            #if os(iOS)
                iOSBody
            #else
                macOSBody
            #endif
        }

        var iOSBody: some View {
            VStack {
                header
                Text("Saved").foregroundColor(Color.successGreen)
            }
            .background(Color.white)
        }

        var header: some View {
            Text("Omnivore").foregroundColor(Color.faint).background(Color.white)
        }

        var macOSBody: some View {
            Text("Saved").foregroundColor(Color.paleGreen).background(Color.white)
        }

        func unusedFooter() -> some View {
            Text("Footer").foregroundColor(Color.paleGreen).background(Color.white)
        }
    }

    extension Color {
        static let successGreen = Color(red: 0.0, green: 0.45, blue: 0.2)
        static let paleGreen = Color(red: 0.6, green: 0.9, blue: 0.6)
        static let faint = Color(red: 0.8, green: 0.8, blue: 0.8)
    }
    """

  @Test func aViewPropertyOnlyAnotherPlatformNamesIsNotDrawn() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ShareView.swift", Self.share)
    let result = folder.audit()
    let foregrounds = Set(result.checks.map(\.pairing.foreground))
    #expect(foregrounds.contains("Color.successGreen"))
    #expect(foregrounds.contains("Color.faint"))
    #expect(!foregrounds.contains("Color.paleGreen"))
  }

  /// Without the app's entry, a folder of views may be shown by code not read.
  @Test func withoutTheAppsEntryEveryPropertyIsKept() throws {
    let folder = try TemporaryFolder()
    let withoutEntry = Self.share.replacingOccurrences(of: "@main\n", with: "")
    try folder.write("App/ShareView.swift", withoutEntry)
    let result = folder.audit()
    #expect(result.checks.contains { $0.pairing.foreground == "Color.paleGreen" })
  }
}
