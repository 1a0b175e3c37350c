import UIKit

final class ProfileCell: UITableViewCell {
    static let reuseIdentifier = "ProfileCell"

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.textColor = .label
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private let detailLabel = UILabel()
    private let badgeLabel = UILabel()
    private let badgeView = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.addSubview(nameLabel)

        badgeView.backgroundColor = UIColor.brandBlue
        badgeView.layer.cornerRadius = 8
        contentView.addSubview(badgeView)
        badgeView.addSubview(badgeLabel)
        badgeLabel.textColor = .white
        badgeLabel.font = .boldSystemFont(ofSize: 15)

        detailLabel.textColor = .secondaryLabel
        detailLabel.font = .systemFont(ofSize: 13)
        contentView.addSubview(detailLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        detailLabel.textColor = selected ? .white : .secondaryLabel
    }
}
