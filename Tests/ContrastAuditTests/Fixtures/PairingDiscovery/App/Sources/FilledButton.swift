import UIKit

/// A filled button: its tint when enabled, light gray when not.
final class FilledButton: UIButton {
    override var intrinsicContentSize: CGSize {
        var size = super.intrinsicContentSize
        size.width += 20
        size.height += 10
        return size
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        setTitleColor(.white, for: .normal)
        layer.cornerRadius = 8
        update()
    }

    override var isEnabled: Bool {
        didSet { update() }
    }

    private func update()
    {
        if self.isEnabled
        {
            self.backgroundColor = .systemPink
        }
        else
        {
            self.backgroundColor = .lightGray
        }
    }
}
