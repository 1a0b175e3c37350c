import UIKit

/// A view whose layer is a gradient: what it holds is drawn on the gradient's colors.
class ProfileGradientView: UIView {
	override class var layerClass: AnyClass {
		return CAGradientLayer.self
	}

	override func layoutSubviews() {
		super.layoutSubviews()
		guard let gradientLayer = self.layer as? CAGradientLayer else { return }
		gradientLayer.colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor]
	}
}

/// Corona-Warn-App's shape: a card whose title sits in a stack inside the gradient view, and a
/// caption on the card's plain background.
class PersonProfileCell: UITableViewCell {
	private let titleLabel: UILabel = {
		let titleLabel = UILabel()
		titleLabel.numberOfLines = 0
		titleLabel.textColor = .systemCyan
		return titleLabel
	}()

	private let captionLabel: UILabel = {
		let captionLabel = UILabel()
		captionLabel.textColor = .systemIndigo
		return captionLabel
	}()

	private let gradientView: ProfileGradientView = {
		let gradientView = ProfileGradientView()
		gradientView.layer.cornerRadius = 14.0
		return gradientView
	}()

	private lazy var titleStackView: UIStackView = {
		let stackView = UIStackView(arrangedSubviews: [titleLabel])
		stackView.axis = .vertical
		return stackView
	}()

	private let cardView = UIView()

	override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
		super.init(style: style, reuseIdentifier: reuseIdentifier)
		contentView.backgroundColor = .systemGroupedBackground
		contentView.addSubview(cardView)
		cardView.addSubview(gradientView)
		gradientView.addSubview(titleStackView)
		cardView.addSubview(captionLabel)
	}

	required init?(coder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}
}
