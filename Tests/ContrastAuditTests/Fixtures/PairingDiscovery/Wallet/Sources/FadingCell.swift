import UIKit

/// A property or a local set from its own earlier value: read from the setting before.
final class FadingCell: UITableViewCell {

    private let titleLabel = UILabel()

    func configure() {
        backgroundColor = UIColor(red: 0.05, green: 0.2, blue: 0.45, alpha: 1)
        backgroundColor = backgroundColor?.withAlphaComponent(0.5)
        titleLabel.backgroundColor = backgroundColor
        titleLabel.textColor = .white
        contentView.addSubview(titleLabel)
    }
}
