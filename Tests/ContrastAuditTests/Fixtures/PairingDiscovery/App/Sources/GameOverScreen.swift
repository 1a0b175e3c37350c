import SwiftUI

/// The end of a game (isowords): in Dark Mode the game's color on black, in Light Mode black on
/// the game's color. The game's color is runtime state.
struct GameOverScreen: View {
    @Environment(\.colorScheme) var colorScheme
    @State var gameColor: Color = .orange

    var body: some View {
        VStack {
            Text("Game over")
                .font(.title)
        }
        .foregroundColor(self.colorScheme == .dark ? self.gameColor : .black)
        .background(
            (self.colorScheme == .dark ? Color.black : self.gameColor)
                .ignoresSafeArea()
        )
    }
}
