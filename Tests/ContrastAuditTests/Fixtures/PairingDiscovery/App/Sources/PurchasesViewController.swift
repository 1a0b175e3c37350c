import UIKit

/// The account's purchases: a row of bought items in a collection view, and a sign-out row.
final class PurchasesViewController: UITableViewController, UICollectionViewDelegate {
    private var purchases: [Purchase] = []
    private var signingOut = false

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell: UITableViewCell = tableView.dequeueReusableCell(
            withIdentifier: "SignOutCell", for: indexPath)
        cell.backgroundColor = .secondarySystemGroupedBackground
        cell.tintColor = UIColor.systemRed
        cell.textLabel?.text = NSLocalizedString("Sign Out", comment: "")
        cell.accessoryType = signingOut ? .none : .disclosureIndicator
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let cell: PurchaseCollectionViewCell? =
            collectionView.cellForItem(at: indexPath) as? PurchaseCollectionViewCell
        cell?.backgroundColor = UIColor.lightGray.withAlphaComponent(0.5)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A row that shows one of the app's alternate icons, over whatever the table draws.
final class AlternateIconCell: UITableViewCell {
    private let iconView = UIImageView()
    private let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(iconView)
        contentView.addSubview(nameLabel)
        backgroundColor = .none
        nameLabel.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
