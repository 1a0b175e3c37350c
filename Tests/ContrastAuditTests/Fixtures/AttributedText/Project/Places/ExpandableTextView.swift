import UIKit

/// A text view that collapses long text behind a "More" link; whoever creates it sets its
/// `textColor`, which the links copy.
open class ExpandableTextView: UITextView {
    private var collapsedLink: NSAttributedString?

    open override var textColor: UIColor? {
        didSet {
            collapsedLink = collapsedLink.map(restyled)
        }
    }

    open override var text: String? {
        set(text) {
            if let text {
                DispatchQueue.main.async {
                    self.attributedText = NSAttributedString(string: text)  // EXPECT note
                }
            } else {
                self.attributedText = nil
            }
        }
        get {
            super.text
        }
    }

    private func restyled(_ string: NSAttributedString) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: string)
        if let color = textColor {
            copy.addAttribute(.foregroundColor, value: color, range: NSRange(location: 0, length: copy.length))
        }
        return copy
    }
}

/// The same without any text color: its runs draw black.
final class AttributionTextView: UITextView {
    func show(_ attribution: String) {
        self.attributedText = NSAttributedString(string: attribution)  // EXPECT warning
    }
}
