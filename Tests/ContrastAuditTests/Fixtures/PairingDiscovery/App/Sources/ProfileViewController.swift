import UIKit

/// Colors that are not drawn on this controller's view: bar items, appearance proxies, and a
/// tint cleared to hide an icon.
final class ProfileViewController: UIViewController {
    private lazy var doneBarButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
        item.tintColor = .white
        return item
    }()

    private let editButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        UINavigationBar.appearance().tintColor = .systemOrange
        editButton.tintColor = .clear
        view.addSubview(editButton)
        navigationItem.rightBarButtonItem = doneBarButtonItem
    }

    @objc private func done() {
        dismiss(animated: true)
    }
}
