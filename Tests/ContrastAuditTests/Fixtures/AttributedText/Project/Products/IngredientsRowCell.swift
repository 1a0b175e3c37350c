import UIKit

/// A product's ingredients: the app still supports iOS 12, whose fallback is plain black.
class IngredientsRowCell: UITableViewCell {

    @IBOutlet weak var textView: UITextView!

    func configure(label: String, value: String) {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        var bold: [NSAttributedString.Key: Any] = [:]
        if #available(iOS 13.0, *) {
            bold = [NSAttributedString.Key.foregroundColor: UIColor.label, NSAttributedString.Key.font: headline]
        } else {
            bold = [NSAttributedString.Key.foregroundColor: UIColor.black, NSAttributedString.Key.font: headline]
        }
        let combination = NSMutableAttributedString()
        combination.append(NSAttributedString(string: label + ": ", attributes: bold))
        combination.append(NSAttributedString(string: value, attributes: regularAttributes()))
        self.textView.attributedText = combination
    }

    private func regularAttributes() -> [NSAttributedString.Key: Any] {
        guard #available(iOS 13, *) else {
            return [.foregroundColor: UIColor.darkText, .font: UIFont.preferredFont(forTextStyle: .body)]
        }
        return [.foregroundColor: UIColor.label, .font: UIFont.preferredFont(forTextStyle: .body)]
    }

    func allergenAttributes(compact: Bool) -> [NSAttributedString.Key: Any] {
        if #unavailable(iOS 13) {
            return [.foregroundColor: UIColor.black]
        }
        // The fallback of iOS 15 runs on iOS 13 and 14, which have Dark Mode.
        if #available(iOS 15.0, *) {
            return [.foregroundColor: UIColor.tintColor]
        } else {
            return [.foregroundColor: UIColor.darkGray]  // EXPECT static
        }
    }

    func traceAttributes(compact: Bool) -> [NSAttributedString.Key: Any] {
        // With another clause the fallback runs on iOS 13 as well.
        if #available(iOS 13.0, *), !compact {
            return [.foregroundColor: UIColor.secondaryLabel]
        } else {
            return [.foregroundColor: UIColor.darkGray]  // EXPECT static
        }
    }
}
