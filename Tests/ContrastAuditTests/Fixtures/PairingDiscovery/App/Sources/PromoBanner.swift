import UIKit

protocol Then {}

extension Then where Self: AnyObject {
    @discardableResult
    func then(_ configure: (Self) -> Void) -> Self {
        configure(self)
        return self
    }
}

extension UIView: Then {}

/// Views configured in `.then { $0 … }` closures: `$0` is the view each closure makes.
final class PromoBanner: UIView {
    private let titleLabel = UILabel().then {
        $0.textColor = .white
        $0.font = .boldSystemFont(ofSize: 20)
    }

    private let card = UIView().then {
        $0.backgroundColor = .systemIndigo
        $0.layer.cornerRadius = 12
    }

    private let moreButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(card)
        card.addSubview(titleLabel)
        card.addSubview(moreButton)
    }

    /// Two states: each branch's colors go together.
    func update(expanded: Bool) {
        if expanded {
            moreButton.setTitleColor(.systemBlue, for: .normal)
            moreButton.backgroundColor = .clear
        } else {
            moreButton.setTitleColor(.white, for: .normal)
            moreButton.backgroundColor = .systemBlue
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
