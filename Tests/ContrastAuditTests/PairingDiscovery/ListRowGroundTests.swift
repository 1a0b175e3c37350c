import Foundation
import Testing

@testable import ContrastAudit

/// A `List`'s or `Form`'s rows are drawn on the row's own ground, not on what is around the list.
///
/// Meshtastic (read to check) wraps its connection `List` in a stack whose background is
/// `systemGroupedBackground`; its rows' green and orange status texts were measured on that, while
/// an inset grouped list draws rows on `secondarySystemGroupedBackground` (white, and #1C1C1E in
/// Dark Mode: a red that passed on the stack fails on the row). A plain list's rows are on
/// `systemBackground`, a style set around the list counts, a sidebar's rows are not known, and
/// what the list's modifiers hold (a toolbar) is not a row.
@Suite struct ListRowGroundTests {
  static let view = """
    import SwiftUI

    struct ConnectView: View {
        var body: some View {
            VStack {
                List {
                    Text("Subscribed").foregroundColor(.green)
                }
                Text("Nearby").foregroundColor(.orange)
            }
            .background(Color(.systemGroupedBackground))
        }
    }

    struct SettingsView: View {
        var body: some View {
            Form {
                Text("Reset").foregroundColor(.red)
            }
        }
    }

    struct ChannelsView: View {
        var body: some View {
            NavigationStack {
                List {
                    Text("Primary").foregroundColor(.pink)
                }
            }
            .listStyle(.plain)
        }
    }

    struct SidebarView: View {
        var body: some View {
            List {
                Text("Nodes").foregroundColor(.cyan)
            }
            .listStyle(.sidebar)
            .toolbar {
                ToolbarItem {
                    Button("Done") {}.foregroundColor(.teal)
                }
            }
        }
    }
    """

  @Test func aListsRowsAreOnTheRowGround() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ConnectView.swift", Self.view)
    var grounds: [String: Set<String>] = [:]
    for check in folder.audit().checks {
      grounds[check.pairing.foreground, default: []].insert(check.pairing.background)
    }
    #expect(grounds["systemGreen"] == ["secondarySystemGroupedBackground"])
    #expect(grounds["systemOrange"] == ["systemGroupedBackground"])
    #expect(grounds["systemRed"] == ["secondarySystemGroupedBackground"])
    #expect(grounds["systemPink"] == ["systemBackground"])
    #expect(grounds["systemCyan"] == nil)
    // A toolbar on the list is not one of its rows.
    #expect(grounds["systemTeal"] == nil)
  }
}
