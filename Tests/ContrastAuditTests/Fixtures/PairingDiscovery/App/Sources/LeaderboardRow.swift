import SwiftUI

/// A leaderboard row (isowords): your own score sits on a black rounded rectangle; the other
/// rows have no ground of their own.
struct LeaderboardRow: View {
    let isYourScore: Bool
    let title: String

    var body: some View {
        Text(title)
            .foregroundColor(isYourScore ? .orange : .indigo)
            .background(
                isYourScore
                    ? RoundedRectangle(cornerRadius: 8).fill(Color.black)
                    : nil
            )
    }
}

/// A segment title tinted by `colorMultiply` (isowords's appearance picker): white is not what
/// it draws.
struct TintedSegment: View {
    var body: some View {
        Text("Dark")
            .foregroundColor(Color.white)
            .colorMultiply(.gray)
            .background(Color.mint)
    }
}
