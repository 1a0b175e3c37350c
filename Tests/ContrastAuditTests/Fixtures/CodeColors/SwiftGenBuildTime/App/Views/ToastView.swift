import SwiftUI

/// A toast shown over the content after an item is copied.
struct ToastView: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.subheadline)
            .foregroundColor(Asset.Colors.bg.swiftUIColor)
            .padding(12)
            .background(Asset.Colors.Brand.primary.swiftUIColor)
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}
