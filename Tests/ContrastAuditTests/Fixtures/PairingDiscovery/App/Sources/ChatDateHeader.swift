import SwiftUI

/// A day's date over the chat's wallpaper: a tinted, blurred pill.
struct ChatDateHeader: View {
    let text: String

    var body: some View {
        HStack {
            Spacer()
            Text(text)
                .font(.caption)
                .foregroundStyle(Color.white)
                .padding(.horizontal, 8)
                .padding(.vertical, 2)
                .background(Color.indigo.opacity(0.2))
                .background(.ultraThinMaterial)
                .clipShape(.rect(cornerRadius: 16))
            Spacer()
        }
    }
}
