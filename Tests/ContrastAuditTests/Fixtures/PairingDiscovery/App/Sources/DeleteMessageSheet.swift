import SwiftUI

/// A message's delete and forward actions, each gray while it cannot be taken: the color's
/// condition and `.disabled(…)` spell one test two ways.
struct DeleteMessageSheet: View {
    @ObservedObject var conversation: ConversationModel
    @State private var canForward = false

    var body: some View {
        VStack {
            Button {
                conversation.deleteForEveryone()
            } label: {
                Text("Delete for everyone")
                    .foregroundStyle(conversation.selectedMessage?.isRetractable == true ? Color(.systemRed) : Color(.systemGray5))
            }
            .background(Color.white)
            .disabled(conversation.selectedMessage?.isRetractable == false)

            Button {
                conversation.forward()
            } label: {
                Text("Forward")
                    .foregroundStyle((canForward) ? Color(.systemTeal) : Color(.systemGray6))
            }
            .background(Color.white)
            .disabled(!(canForward))
        }
    }
}
