import SwiftUI

/// Apple's Backyard Birds shop: the title sits on a blurred glow, drawn over the store's
/// picture; the badge on a solid capsule.
struct PassMarketing: View {
    var body: some View {
        VStack(spacing: 12) {
            VStack(spacing: 3) {
                Text("Backyard Birds Pass")
                    .font(.largeTitle.bold())
                Text("Unlock premium bird food and more.")
            }
            .background {
                Capsule()
                    .fill(.indigo.opacity(0.5))
                    .blur(radius: 60)
            }
            .foregroundStyle(.white)

            Text("New")
                .padding(6)
                .background {
                    Capsule().fill(.mint)
                }
                .foregroundStyle(.black)
        }
    }
}
