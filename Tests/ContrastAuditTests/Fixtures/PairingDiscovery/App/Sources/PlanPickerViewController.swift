import UIKit

/// Lockdown's shape: the selected plan's button gets a background, the others a clear one,
/// which shows the screen's background.
final class PlanPickerViewController: UIViewController {
    private let planButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.addSubview(planButton)
        planButton.setTitleColor(.darkGray, for: .normal)
    }

    func select(_ selected: Bool) {
        planButton.backgroundColor = selected ? .systemYellow : .clear
    }
}
