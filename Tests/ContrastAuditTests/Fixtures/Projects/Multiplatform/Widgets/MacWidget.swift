import SwiftUI

/// Kept beside the iOS widget, but built by the Mac app only (its exceptions say so).
struct MacWidgetView: View {
    var body: some View {
        Text("Sunrise")
            .foregroundStyle(.white)
            .background(Color.yellow)
    }
}
