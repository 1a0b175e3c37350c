import SwiftUI

extension Color {
    static let channelAccent = Color(red: 0.22, green: 0.48, blue: 1.0)
    static let screenBackground = Color(uiColor: .systemBackground)
}

struct ChannelCreateView: View {
    @State private var name = ""
    @State private var isCreating = false
    let onDelete: () -> Void

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                TextField("Channel name", text: $name)
                Button {
                    isCreating = true
                } label: {
                    if isCreating {
                        ProgressView()
                            .tint(.white)
                    } else {
                        Text("Create")
                    }
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .tint(Color.channelAccent)
                .foregroundStyle(.white)

                Button("Delete channel", action: onDelete)
                    .buttonStyle(.borderedProminent)
                    .tint(.orange)
            }
            .padding()
        }
        .background(Color.screenBackground)
    }
}
