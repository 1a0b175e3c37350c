import UIKit

extension UIFont {
    /// Nothing in the project names it: a note.
    static var captionAttributes: [NSAttributedString.Key: Any] {
        return [
            NSAttributedString.Key.font: UIFont.systemFont(ofSize: 14.0),
            NSAttributedString.Key.foregroundColor: UIColor.darkText  // EXPECT static-note
        ]
    }

    /// The price tag names it, in a file without attributed text.
    static var boldAttributes: [NSAttributedString.Key: Any] {
        return [
            NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 14.0),
            NSAttributedString.Key.foregroundColor: UIColor.darkText  // EXPECT static
        ]
    }

    /// Objective-C code, or a selector, may use it without the name in Swift: judged as used.
    @objc static var menuAttributes: [NSAttributedString.Key: Any] {
        [NSAttributedString.Key.foregroundColor: UIColor.darkText]  // EXPECT static
    }

    /// Another module may use it.
    public static var footerAttributes: [NSAttributedString.Key: Any] {
        [NSAttributedString.Key.foregroundColor: UIColor.darkText]  // EXPECT static
    }
}
