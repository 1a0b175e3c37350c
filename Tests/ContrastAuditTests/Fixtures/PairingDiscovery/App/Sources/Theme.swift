import UIKit

extension UIColor {
    static let brandBlue = UIColor(red: 0.0, green: 0.40, blue: 0.85, alpha: 1.0)
}

struct Theme {
    let background: UIColor
    let primaryText: UIColor
    let secondaryText: UIColor

    static let light = Theme(
        background: .white,
        primaryText: UIColor(white: 0.11, alpha: 1),
        secondaryText: UIColor(white: 0.45, alpha: 1)
    )

    static let dark = Theme(
        background: UIColor(red: 0.07, green: 0.07, blue: 0.08, alpha: 1),
        primaryText: UIColor(white: 0.93, alpha: 1),
        secondaryText: UIColor(white: 0.42, alpha: 1)
    )
}

protocol Themed: AnyObject {
    func applyTheme(_ theme: Theme)
}

final class ArticleHeaderView: UIView, Themed {
    private let titleLabel = UILabel()
    private let bylineLabel = UILabel()

    func applyTheme(_ theme: Theme) {
        backgroundColor = theme.background
        titleLabel.textColor = theme.primaryText
        bylineLabel.textColor = theme.secondaryText
    }
}

final class ReaderViewController: UIViewController {
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        statusLabel.textColor = ThemeManager.shared.currentTheme.secondaryText
        view.addSubview(statusLabel)
    }
}
