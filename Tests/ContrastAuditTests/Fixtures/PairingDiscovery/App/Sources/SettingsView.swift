import SwiftUI

extension Color {
    static let brandBackground = Color(red: 0.06, green: 0.07, blue: 0.10)
    static let brandText = Color(white: 0.96)
    static let cardBackground = Color(uiColor: .secondarySystemGroupedBackground)
}

struct SettingsView: View {
    @State private var notificationsOn = true

    var body: some View {
        List {
            Section {
                Text("Account")
                    .font(.headline)
                    .foregroundStyle(.secondary)
                    .listRowBackground(Color.cardBackground)
                Toggle("Notifications", isOn: $notificationsOn)
            }
        }
    }
}

struct BadgeView: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption.bold())
            .foregroundColor(.white)
            .padding(4)
            .background(Capsule().fill(Color.red))
    }
}

struct WelcomeView: View {
    var body: some View {
        ZStack {
            Color.brandBackground.ignoresSafeArea()
            VStack(spacing: 12) {
                Text("Welcome")
                    .font(.largeTitle)
                    .foregroundColor(.brandText)
                Image(systemName: "star.fill")
                    .foregroundStyle(Color.accentColor)
            }
        }
    }
}

struct CardView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Title")
                .foregroundStyle(Color("Text/Primary"))
        }
        .padding()
        .background(Color("Surfaces/Card"), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct SyncRow: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text("Sync now")
            .foregroundColor(colorScheme == .dark ? .white : .black)
            .background(colorScheme == .dark ? Color(white: 0.15) : Color(white: 0.95))
    }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(configuration.isPressed ? Color.white.opacity(0.7) : Color.white)
            .background(configuration.isPressed ? Color.indigo.opacity(0.7) : Color.indigo)
    }
}
