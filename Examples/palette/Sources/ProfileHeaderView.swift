import UIKit

/// Name and handle at the top of a profile, as one two-line label.
final class ProfileHeaderView: UIView {
  private let nameLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    nameLabel.numberOfLines = 2
    nameLabel.adjustsFontForContentSizeCategory = true
    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(nameLabel)
    NSLayoutConstraint.activate([
      nameLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      nameLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      nameLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      nameLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(name: String, handle: String) {
    let text = NSMutableAttributedString(
      string: name,
      attributes: [
        .font: UIFont.preferredFont(forTextStyle: .title2),
        .foregroundColor: UIColor.label,
      ])
    text.append(
      NSAttributedString(
        string: "\n@\(handle)",
        attributes: [
          .font: UIFont.preferredFont(forTextStyle: .subheadline),
          .foregroundColor: UIColor(named: "Caption") ?? .secondaryLabel,
        ]))
    nameLabel.attributedText = text
  }
}
