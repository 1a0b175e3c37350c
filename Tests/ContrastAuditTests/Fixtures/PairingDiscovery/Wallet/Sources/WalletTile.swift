import UIKit

/// Subviews added by handing `addSubview` to `forEach`, or in a loop over an array literal.
final class WalletTile: UIView {

    private let backgroundContentView: UIView = {
        let view = UIView()
        view.layer.cornerRadius = 10.0
        view.clipsToBounds = true
        return view
    }()

    private let amountContentView = UIView()
    private let amountLabel = UILabel()
    private let dateLabel = UILabel()
    private let statusIcon = UIImageView()
    private let footerView = UIView()
    private let footerLabel = UILabel()
    private let badgeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        backgroundColor = .white
        backgroundContentView.backgroundColor = .systemIndigo
        footerView.backgroundColor = .systemTeal
        amountLabel.textColor = .white
        dateLabel.textColor = .lightGray
        statusIcon.tintColor = .white
        footerLabel.textColor = .black
        badgeLabel.textColor = .systemGray6

        addSubview(backgroundContentView)
        amountContentView.addSubview(amountLabel)
        [amountContentView, dateLabel, statusIcon].forEach(backgroundContentView.addSubview)
        [footerLabel].forEach { footerView.addSubview($0) }
        for view in [footerView, badgeLabel] {
            backgroundContentView.addSubview(view)
        }
    }
}
