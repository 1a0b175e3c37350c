import UIKit

/// A trail's details: the storyboard's light background is replaced by the system's.
final class TrailDetailsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
