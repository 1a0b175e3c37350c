import SwiftUI

/// The reading screen, built by the iOS app and the Mac app.
struct ReadingView: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title)
                .font(.title)
                .foregroundStyle(Color.yellow)
            Text("Today's entry")
                .foregroundColor(Color("Ink"))
        }
        .padding()
        .background(Color("Paper"))
    }
}
