import UIKit

/// A tappable row: a label in a cell, whose background view the screen colors.
final class DefaultCell: UITableViewCell {
    let label = UILabel()
    private let action: () -> Void

    init(title: String, action: @escaping () -> Void) {
        self.action = action
        super.init(style: .default, reuseIdentifier: nil)
        label.text = title
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class AccountViewController: UITableViewController {
    var isSignedIn = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        createTable()
    }

    func createTable() {
        var firstButton = DefaultCell(title: NSLocalizedString("Sign Up  |  Sign In", comment: "")) {
            print("sign up")
        }
        firstButton.backgroundView = UIView()
        firstButton.backgroundView?.backgroundColor = UIColor.systemBrown
        firstButton.label.textColor = UIColor.white

        if isSignedIn {
            firstButton = DefaultCell(title: NSLocalizedString("Sign Out", comment: "")) {
                print("sign out")
            }
            firstButton.backgroundView?.backgroundColor = UIColor.clear
            firstButton.label.textColor = UIColor.systemOrange
        }
        tableView.tableHeaderView = firstButton
    }
}
