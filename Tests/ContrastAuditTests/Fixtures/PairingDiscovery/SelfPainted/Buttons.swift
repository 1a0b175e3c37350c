import UIKit

extension UIButton {
    /// A one-pixel image of the color, as the background of a state.
    func setBackgroundColor(_ color: UIColor, for state: UIControl.State) {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        setBackgroundImage(image, for: state)
    }
}

extension UIView {
    func applyCardStyle() {
        layer.cornerRadius = 12
        backgroundColor = .secondarySystemBackground
    }
}

class KeypadButton: UIButton {
    override func awakeFromNib() {
        super.awakeFromNib()
        setBackgroundColor(.black, for: .highlighted)
        setBackgroundColor(.white, for: .normal)
    }
}

final class LargeKeypadButton: KeypadButton {
    override func awakeFromNib() {
        super.awakeFromNib()
        titleLabel?.font = .systemFont(ofSize: 24)
    }
}

/// Themed in code: the storyboard's color is a placeholder.
final class ThemeableView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .systemBackground
    }
}
