import UIKit

/// The popup the library shows while it syncs: a card tinted in the popup's color, with white
/// buttons the document draws in black.
final class LibrarySyncPopupVC: UIViewController {
    @IBOutlet weak var contentView: UIView!
    @IBOutlet weak var closeButton: UIButton!
    @IBOutlet weak var retryButton: UIButton!

    private var popupColor = UIColor.systemBlue

    override func viewDidLoad() {
        super.viewDidLoad()
        contentView.layer.cornerRadius = 15
        contentView.backgroundColor = popupColor
        closeButton.layer.cornerRadius = 8
        retryButton.backgroundColor = .secondarySystemBackground
    }

    @IBAction func closeButtonPressed(_ sender: Any) {
        dismiss(animated: true)
    }
}
