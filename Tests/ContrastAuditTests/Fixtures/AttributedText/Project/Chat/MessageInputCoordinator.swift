import SwiftUI
import UIKit

final class MessageInputCoordinator: NSObject, UITextViewDelegate {
    @Binding var text: NSAttributedString
    /// Given by the input view once it has styled its text view.
    var defaultTypingAttributes: [NSAttributedString.Key: Any] = [:]
    private var quoteAttributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.preferredFont(forTextStyle: .callout)
    ]

    init(text: Binding<NSAttributedString>) {
        _text = text
    }

    func textViewDidChange(_ textView: UITextView) {
        text = textView.attributedText
        if textView.attributedText.string.isEmpty {
            textView.typingAttributes = defaultTypingAttributes
        }
    }

    func startQuote(in textView: UITextView) {
        textView.typingAttributes = quoteAttributes // EXPECT warning
    }
}
