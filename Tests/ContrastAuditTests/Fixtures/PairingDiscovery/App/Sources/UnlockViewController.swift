import UIKit

extension UIButton {
    /// A rounded background behind the title, drawn by a view the button holds.
    func addBackgroundView(color: UIColor = .white, cornerRadius: CGFloat = 0) {
        let background = UIView()
        background.backgroundColor = color
        background.layer.cornerRadius = cornerRadius
        background.isUserInteractionEnabled = false
        insertSubview(background, at: 0)
    }
}

/// A button painted by a helper the audit does not follow: its title is not on the view behind.
final class UnlockViewController: UIViewController {
    private lazy var unlockButton: UIButton = {
        let button = UIButton(type: .system)
        button.tintColor = .white
        button.setTitle("Unlock", for: .normal)
        button.addBackgroundView(color: .systemIndigo, cornerRadius: 8)
        return button
    }()

    private let signUpButton = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(unlockButton)
        signUpButton.setTitle("Sign Up", for: .normal)
        signUpButton.setTitleColor(.white, for: .normal)
        signUpButton.setBackgroundImage(UIImage(named: "ButtonFill"), for: .normal)
        view.addSubview(signUpButton)
    }
}
