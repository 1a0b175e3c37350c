import SwiftUI
import UIKit

/// The chat's message field: its typing attributes are set, then its text color.
struct MessageInputView: UIViewRepresentable {
    @Binding var text: NSAttributedString

    func makeCoordinator() -> MessageInputCoordinator {
        MessageInputCoordinator(text: $text)
    }

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.delegate = context.coordinator
        textView.backgroundColor = .clear

        let paragraph = NSMutableParagraphStyle()
        paragraph.lineHeightMultiple = 1.2
        textView.typingAttributes = [
            .font: UIFont.preferredFont(forTextStyle: .body),
            .paragraphStyle: paragraph,
        ]
        context.coordinator.defaultTypingAttributes = textView.typingAttributes
        textView.textColor = .label

        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {
        textView.attributedText = text
    }
}
