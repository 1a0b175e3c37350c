import SwiftUI
import UIKit

/// The PIN screen sits on a dark photo: its bar is transparent, with white titles.
final class PinCodeHostingController: UIHostingController<PinCodeView> {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.standardAppearance = customNavigationAppearance()
    }

    func customNavigationAppearance() -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]

        let items = UIBarButtonItemAppearance(style: .plain)
        items.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        items.disabled.titleTextAttributes = [.foregroundColor: UIColor.lightText]
        appearance.buttonAppearance = items
        return appearance
    }
}
