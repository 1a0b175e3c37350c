import UIKit

enum TransferStatus {
    case pending, completed, failed
}

/// A local declared without a value and set in each branch (GitHawk's and Loop's cells): each
/// setting is a state of the view.
final class TransferStatusCell: UITableViewCell {

    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let badgeLabel = UILabel()

    func configure(status: TransferStatus, isStale: Bool) {
        contentView.backgroundColor = .white
        contentView.addSubview(iconView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(detailLabel)

        let tint: UIColor
        switch status {
        case .pending: tint = UIColor(red: 1.0, green: 0.62, blue: 0.04, alpha: 1)
        case .completed: tint = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        case .failed: tint = UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
        }
        iconView.tintColor = tint

        let titleColor: UIColor
        titleColor = UIColor(white: 0.1, alpha: 1)
        titleLabel.textColor = titleColor

        // Set, then set again in a branch: which one shows is not known here.
        var detailColor: UIColor
        detailColor = UIColor(white: 0.3, alpha: 1)
        if isStale {
            detailColor = UIColor(white: 0.7, alpha: 1)
        }
        detailLabel.textColor = detailColor

        // Two locals set in the same cases go together, case by case.
        let badgeText: UIColor
        let badgeGround: UIColor
        if status == .failed {
            badgeText = .white
            badgeGround = UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
        } else if status == .pending {
            badgeText = .black
            badgeGround = UIColor(red: 1.0, green: 0.62, blue: 0.04, alpha: 1)
        } else {
            badgeText = .white
            badgeGround = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        }
        badgeLabel.textColor = badgeText
        badgeLabel.backgroundColor = badgeGround
        contentView.addSubview(badgeLabel)
    }
}
