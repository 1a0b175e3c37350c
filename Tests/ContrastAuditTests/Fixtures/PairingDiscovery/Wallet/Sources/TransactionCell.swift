import UIKit

/// A cell that gives its labels its own background once it has set it (VLC's media cells):
/// `backgroundColor` is UIKit's property, read after the method sets it.
final class TransactionCell: UITableViewCell {

    private let amountLabel = UILabel()
    private let noteLabel = UILabel()

    func configure(isPending: Bool) {
        backgroundColor = UIColor(red: 0.11, green: 0.12, blue: 0.16, alpha: 1)
        amountLabel.textColor = .white
        amountLabel.backgroundColor = backgroundColor
        contentView.addSubview(amountLabel)

        if isPending {
            backgroundColor = .systemYellow
        }
        noteLabel.textColor = .systemGray
        // The background set in the branch, or the one before: not known here.
        noteLabel.backgroundColor = backgroundColor
        contentView.addSubview(noteLabel)
    }
}
