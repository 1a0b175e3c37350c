import UIKit

/// A place's name over its map, in a label the initializer colors and stores.
final class PlaceHeaderView: UIView {
    private var nameLabel: UILabel!

    override init(frame: CGRect) {
        super.init(frame: frame)
        let label = UILabel()
        label.textColor = .secondaryLabel
        addSubview(label)
        self.nameLabel = label
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ name: String) {
        nameLabel.attributedText = NSAttributedString(
            string: name, attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])
    }
}
