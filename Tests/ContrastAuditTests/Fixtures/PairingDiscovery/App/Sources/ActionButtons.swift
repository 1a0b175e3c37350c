import SwiftUI

/// A navigation bar button style told whether its button is disabled, as Polkadot Vault's is.
struct NavbarActionButtonStyle: ButtonStyle {
    @Binding var isDisabled: Bool

    func makeBody(configuration: Self.Configuration) -> some View {
        configuration.label
            .padding(12)
            .background($isDisabled.wrappedValue ? Color(.systemGray5) : Color(red: 0.35, green: 0.1, blue: 0.55))
            .foregroundColor(.white)
            .cornerRadius(16)
    }
}

/// A capture button that dims its title when SwiftUI disables it.
struct CaptureButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(isEnabled ? .white : Color(.systemGray2))
            .padding(8)
            .background(Color(red: 0.0, green: 0.3, blue: 0.3))
    }
}

/// A round button showing the image it is given.
struct ShutterButton: View {
    private let action: () -> Void
    private let icon: Image

    init(action: @escaping () -> Void, icon: Image) {
        self.action = action
        self.icon = icon
    }

    var body: some View {
        Button(action: action) {
            icon
                .foregroundColor(Color(red: 0.9, green: 0.45, blue: 0.0))
        }
        .background(Color.white)
        .clipShape(Circle())
    }
}

/// A weekday chip: `isEnabled` says the day is chosen, not that a control is disabled, and the
/// day left out must still be read.
struct WeekdayChip: View {
    let initial: String
    @Binding var isEnabled: Bool

    var body: some View {
        Text(initial)
            .foregroundColor(isEnabled ? .white : Color(red: 0.55, green: 0.55, blue: 0.6))
            .background(Color(red: 0.2, green: 0.2, blue: 0.25))
    }
}
