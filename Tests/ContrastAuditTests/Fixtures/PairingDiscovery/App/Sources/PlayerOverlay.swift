import SwiftUI

/// A video player's overlay: a nearly transparent layer catches taps over the video's black, and
/// a label keeps its touch target with a background nothing of shows.
struct PlayerOverlay: View {
    @State private var showsControls = true

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            ZStack {
                Color.black.opacity(0.001) // nearly transparent, to allow hit testing
                    .ignoresSafeArea()
                    .onTapGesture { showsControls.toggle() }
                Text("Loading")
                    .foregroundColor(.white)
            }
            VStack {
                Text("Up next")
                    .foregroundColor(.white)
                    .padding(10)
                    .background(Color.white.opacity(0.0001))
                Text("Chapters")
                    .foregroundColor(.gray)
                    .background(Color.black.opacity(0.05))
            }
        }
    }
}
