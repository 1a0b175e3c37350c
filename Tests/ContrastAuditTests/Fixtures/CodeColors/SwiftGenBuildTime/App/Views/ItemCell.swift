import UIKit

final class ItemCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = UIColor(asset: Asset.Colors.bg)
        titleLabel.textColor = Asset.Colors.textPrimary.color
        detailLabel.textColor = Asset.Colors.textSecondary.color
        contentView.addSubview(titleLabel)
        contentView.addSubview(detailLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
