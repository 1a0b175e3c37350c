import Foundation
import Testing

@testable import ContrastAudit

/// An app's other name for one of UIKit's own colors is still UIKit's color.
///
/// WooCommerce (read to check) names `.label` and `.systemBackground` `UIColor.text` and
/// `UIColor.basicBackground`. Apple's own pairs are reported and not gated when the code names
/// them directly; through the app's names they failed the gate, the same colors at the same
/// ratios. A color that changes the system color (its alpha), picks a different system color
/// per appearance (EhPanda's `colorScheme == .light ? .white : .black`), or is the app's own is
/// the team's design and gates.
@Suite struct SystemColorAliasTests {
  static let colors = """
    import UIKit

    extension UIColor {
        static var text: UIColor { .label }
        static var textSubtle: UIColor { .secondaryLabel }
        static var basicBackground: UIColor { .systemBackground }
        static var fadedText: UIColor { UIColor.label.withAlphaComponent(0.4) }
        static var reversedText: UIColor {
            UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        }
        static var brandGray: UIColor { UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1) }
    }
    """

  static let controller = """
    import UIKit

    final class NoteEditorViewController: UIViewController {
        private let titleLabel = UILabel()
        private let hintLabel = UILabel()
        private let fadedLabel = UILabel()
        private let badgeLabel = UILabel()
        private let footnoteLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .basicBackground
            titleLabel.textColor = .text
            hintLabel.textColor = .textSubtle
            fadedLabel.textColor = .fadedText
            badgeLabel.textColor = .reversedText
            footnoteLabel.textColor = .brandGray
            [titleLabel, hintLabel, fadedLabel, badgeLabel, footnoteLabel].forEach(view.addSubview)
        }
    }
    """

  @Test func anAppsNameForASystemColorIsNotGated() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/UIColor+Palette.swift", Self.colors)
    try folder.write("App/NoteEditorViewController.swift", Self.controller)
    var gated: [String: Bool] = [:]
    for check in folder.audit().checks {
      gated[check.pairing.foreground + " on " + check.pairing.background] = check.pairing.isGated
    }
    #expect(
      gated == [
        "UIColor.text on UIColor.basicBackground": false,
        "UIColor.textSubtle on UIColor.basicBackground": false,
        "UIColor.fadedText on UIColor.basicBackground": true,
        "UIColor.reversedText on UIColor.basicBackground": true,
        "UIColor.brandGray on UIColor.basicBackground": true,
      ])
  }
}
