import AppKit
import SwiftUI

/// The Mac app's sidebar: never built for iOS.
struct MacSidebar: View {
    var body: some View {
        List {
            Text("Library")
                .foregroundColor(.gray)
        }
        .background(Color("Paper"))
    }
}

final class MacSidebarFooter: NSView {
    let label = NSTextField(labelWithString: "")

    func show(_ count: Int) {
        label.attributedStringValue = NSAttributedString(string: "\(count) entries")
    }
}
