import UIKit

/// The footer's label is found by its tag and given a string with its own color.
final class ShopFooterView: UICollectionReusableView {
    func configure(title: String) {
        if let label = viewWithTag(9) as? UILabel {
            label.attributedText = NSAttributedString(string: title, attributes: [.foregroundColor: UIColor.label])
        }
    }
}
