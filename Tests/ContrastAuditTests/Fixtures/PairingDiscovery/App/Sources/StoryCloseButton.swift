import SwiftUI

/// A close button over a story's black page (pocket-casts-ios): its translucent white chip is
/// drawn over the black, not over the system background.
struct StoryCloseButton: View {
    let close: () -> Void

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color.black
                .ignoresSafeArea()
            Button(action: close) {
                Image(systemName: "xmark")
                    .font(.body)
                    .foregroundColor(.white)
                    .padding(13)
                    .background(Color.white.opacity(0.2))
                    .clipShape(Circle())
            }
        }
    }
}

/// The same chip as a button style: what is behind it is wherever the button is used, which
/// this file does not show.
struct ChipButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(13)
            .background(Color.white.opacity(0.2))
    }
}
