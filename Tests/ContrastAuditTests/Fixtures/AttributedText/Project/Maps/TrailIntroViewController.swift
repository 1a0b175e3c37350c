import UIKit

/// The first page of the trails onboarding: everything it shows is laid out in the storyboard.
final class TrailIntroViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.contentInsetAdjustmentBehavior = .always
    }
}
