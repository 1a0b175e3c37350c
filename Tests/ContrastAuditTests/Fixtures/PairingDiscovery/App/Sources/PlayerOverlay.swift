import SwiftUI

/// A video player's overlay: labels keep their touch targets with backgrounds nothing of shows,
/// over the video's black.
struct PlayerOverlay: View {
    @State private var showsControls = true

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            VStack {
                // The spacer takes the taps above the label.
                Spacer()
                    .onTapGesture { showsControls.toggle() }
                Text("Loading")
                    .foregroundColor(.white)
                    .background(Color.black.opacity(0.001)) // nearly transparent, to catch taps
            }
            VStack {
                Text("Up next")
                    .foregroundColor(.white)
                    .background(Color.white.opacity(0.0001))
                Text("Chapters")
                    .foregroundColor(.gray)
                    .background(Color.black.opacity(0.05))
            }
        }
    }
}
