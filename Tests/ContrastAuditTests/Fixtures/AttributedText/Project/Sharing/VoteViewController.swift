import UIKit

/// Vote buttons: a title run without a color takes a system button's tint or its
/// configuration's foreground; a custom button draws it black.
final class VoteViewController: UIViewController {
    let actionButton = UIButton(type: .system)
    let cancelButton = UIButton(type: .system)
    let shareButton = UIButton(type: .custom)
    let laterButton = UIButton(type: .system)

    func update(blocking: Bool) {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15, weight: .medium)]
        actionButton.tintColor = blocking ? .systemRed : .white
        actionButton.setAttributedTitle(NSAttributedString(string: "Submit", attributes: attributes), for: .normal)

        var configuration = UIButton.Configuration.tinted()
        configuration.baseForegroundColor = .systemRed
        cancelButton.configuration = configuration
        cancelButton.setAttributedTitle(NSAttributedString(string: "Cancel Request", attributes: attributes), for: .normal)

        shareButton.tintColor = .white
        shareButton.setAttributedTitle(NSAttributedString(string: "Share", attributes: attributes), for: .normal)  // EXPECT note

        laterButton.setAttributedTitle(NSAttributedString(string: "Later", attributes: attributes), for: .normal)  // EXPECT note
    }
}
