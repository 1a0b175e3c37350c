import UIKit

/// A button drawn solid or outlined (Rocket.Chat): each case of a switch over its look is one
/// state, and the same case in two methods is the same state.
final class LoadingButton: UIButton {
    enum Look {
        case solid
        case outline
    }

    var look: Look = .solid {
        didSet { applyLook() }
    }

    private let loadingIndicator = UIActivityIndicatorView(style: .medium)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(loadingIndicator)
        applyLook()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func applyLook() {
        switch look {
        case .solid:
            backgroundColor = .systemBrown
        case .outline:
            backgroundColor = .clear
        }
    }

    func startLoading() {
        switch look {
        case .solid:
            loadingIndicator.tintColor = .white
        case .outline:
            loadingIndicator.tintColor = .systemBrown
        }
        loadingIndicator.startAnimating()
    }
}
