import SwiftUI

/// A count badge over a filter button (Aidoku): the capsule is the text's background, drawn on
/// the button row's ground, not on itself.
struct FilterBadge: View {
    let count: Int

    var body: some View {
        HStack {
            Image(systemName: "line.3.horizontal.decrease")
            Text(String(count))
                .font(.caption2)
                .padding(.horizontal, 5)
                .foregroundColor(.white)
                .background {
                    Capsule()
                        .foregroundColor(.accentColor)
                }
        }
        .padding(8)
        .background(Color(uiColor: .secondarySystemBackground))
    }
}

/// The same badge alone: nothing in this file says what it is drawn on.
struct CountBadge: View {
    let count: Int

    var body: some View {
        Text(String(count))
            .foregroundColor(.white)
            .background(alignment: .center) {
                RoundedRectangle(cornerRadius: 9)
                    .foregroundColor(.accentColor)
            }
    }
}
