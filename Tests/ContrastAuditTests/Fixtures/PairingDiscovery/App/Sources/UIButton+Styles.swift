import UIKit

/// Button styles, one method each (woocommerce-ios): a style's title goes with its own
/// background, not with another style's.
extension UIButton {

    /// Solid background.
    func applyPrimaryStyle() {
        backgroundColor = .systemTeal
        layer.cornerRadius = 8
        setTitleColor(.black, for: .normal)
        setTitleColor(.systemGray3, for: .disabled)
    }

    /// Quiet background, tinted title.
    func applySecondaryStyle() {
        backgroundColor = .tertiarySystemBackground
        layer.cornerRadius = 8
        setTitleColor(.systemTeal, for: .normal)
    }

    /// A clear background: the title is drawn on whatever is behind the button.
    func applyLinkStyle() {
        backgroundColor = .clear
        setTitleColor(.systemPink, for: .normal)
    }

    /// Drawn on its own background images (woocommerce-ios's primary style).
    func applyImageStyle() {
        setBackgroundImage(UIImage(named: "FilledButton"), for: .normal)
        setTitleColor(.systemYellow, for: .normal)
    }

    /// Only the title changes: the background stays the style's.
    func showError() {
        setTitleColor(.systemRed, for: .normal)
    }
}
