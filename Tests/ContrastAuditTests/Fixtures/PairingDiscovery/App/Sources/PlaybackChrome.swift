import SwiftUI

/// A progress bar: the played part over a faint track.
struct PlaybackProgressBar: View {
    @State private var contentSize: CGSize = .zero

    let progress: CGFloat

    var body: some View {
        Capsule()
            .foregroundStyle(.secondary)
            .opacity(0.2)
            .overlay(alignment: .leading) {
                Capsule()
                    .frame(width: contentSize.width * progress)
                    .foregroundStyle(.primary)
            }
    }
}

/// A subtitle or audio track choice: selected on a white pill, else on a material.
struct TrackPillButtonStyle: ButtonStyle {
    let isSelected: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body)
            .fontWeight(.semibold)
            .padding(.horizontal, 10)
            .foregroundStyle(isSelected ? .black : .white)
            .background {
                if isSelected {
                    Capsule()
                        .fill(Color.white)
                } else {
                    Capsule()
                        .fill(.ultraThinMaterial)
                }
            }
            .clipShape(Capsule())
    }
}

/// A synopsis that measures whether it is truncated, on the card's gray.
struct SynopsisView: View {
    let synopsis: String
    @State private var isTruncated = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(synopsis)
                .lineLimit(4)
                .foregroundStyle(Color.indigo)
                .background(GeometryReader { geometry in
                    Color.clear
                        .onAppear {
                            isTruncated = geometry.size.height > 80
                        }
                })
            Text("Buffering")
                .font(.caption)
                .foregroundStyle(Color.mint)
                .background(Capsule().fill(Color.black).opacity(0.4))
        }
        .padding()
        .background(Color(.systemGray5))
    }
}

extension View {
    /// Shows the view where `content` is not drawn.
    @ViewBuilder
    func inverseMask(@ViewBuilder _ content: @escaping () -> some View) -> some View {
        mask {
            content()
                .foregroundColor(.black)
                .background(.white)
                .compositingGroup()
                .luminanceToAlpha()
        }
    }
}

/// A channel's initial while its avatar loads, on a blur of what is behind.
struct ChannelInitial: View {
    let name: String

    var body: some View {
        Circle()
            .fill(.ultraThinMaterial)
            .overlay {
                Text(String(name.prefix(1)))
                    .font(.system(size: 24, weight: .semibold))
                    .foregroundStyle(.secondary)
            }
    }
}
