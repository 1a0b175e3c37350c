import UIKit

/// A message shown over the screen: its callers give it attributed strings with their colors.
final class ToastView: UIView {
    private let label = UILabel()
    private let badgeLabel = UILabel()
    private let titleLabel = UILabel()
    private let wrapper = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupView()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setupView()
    }

    func setMessage(_ message: NSAttributedString) {
        label.attributedText = message
    }

    func setTitle(_ title: String) {
        let attributed = NSMutableAttributedString(string: title, attributes: [.kern: 0.4])
        titleLabel.attributedText = attributed
    }

    private func setupView() {
        label.textColor = .label
        label.numberOfLines = 3
        wrapper.backgroundColor = .black
        addSubview(wrapper)
        wrapper.addSubview(label)

        badgeLabel.attributedText = NSAttributedString(string: "NEW", attributes: [.kern: 1.2])
        badgeLabel.textColor = .systemMint
        wrapper.addSubview(badgeLabel)

        titleLabel.textColor = .systemTeal
        wrapper.addSubview(titleLabel)
    }
}
