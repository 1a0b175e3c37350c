import SwiftUI
import UIKit

@main
struct SunriseApp: App {
    var body: some Scene {
        WindowGroup {
            ReadingView(title: "Morning pages")
        }
    }
}

/// The journal's search field: its placeholder in a fixed light gray, which the app, always
/// dark, shows on its dark fields only.
final class JournalSearchField: UITextField {
    override func awakeFromNib() {
        super.awakeFromNib()
        attributedPlaceholder = NSAttributedString(
            string: "Search entries",
            attributes: [NSAttributedString.Key.foregroundColor: UIColor.lightGray])
    }
}

/// The first-run screen `Onboarding.storyboard` lays out.
final class OnboardingViewController: UIViewController {
    @IBOutlet private var searchField: JournalSearchField!
}
