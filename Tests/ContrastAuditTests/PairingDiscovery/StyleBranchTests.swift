import Foundation
import Testing

@testable import ContrastAudit

/// Colors a view sets in a branch that tests the current style are measured in that style only.
///
/// beam (read to check) sets its message header's colors in `appearanceDidChange()`: white on
/// its dark ground under `case .dark:`, grays on white under `default:`. The light colors were
/// measured in Dark Mode as well (its date label's 4.00:1 reported there, where the real dark
/// label is another color). A branch on the previous trait collection's style says nothing of
/// the current one.
@Suite struct StyleBranchTests {
  static let header = """
    import UIKit

    final class MessageHeaderView: BeamView {
        @IBOutlet var titleLabel: UILabel!
        @IBOutlet var dateLabel: UILabel!

        override func appearanceDidChange() {
            super.appearanceDidChange()

            switch self.userInterfaceStyle {
            case .dark:
                self.backgroundColor = UIColor.black
                self.titleLabel.textColor = UIColor.white
                self.dateLabel.textColor = UIColor.lightGray
            default:
                self.backgroundColor = UIColor.white
                self.titleLabel.textColor = UIColor.darkGray
                self.dateLabel.textColor = UIColor(red: 127 / 255, green: 127 / 255, blue: 127 / 255, alpha: 1)
            }
        }
    }
    """

  static let cell = """
    #import "ContactCell.h"

    @implementation ContactCell

    - (void)traitCollectionDidChange:(UITraitCollection *)previousTraitCollection {
        [super traitCollectionDidChange:previousTraitCollection];
        if (self.traitCollection.userInterfaceStyle == UIUserInterfaceStyleDark) {
            self.nameLabel.backgroundColor = UIColor.blackColor;
            self.nameLabel.textColor = UIColor.systemTealColor;
        } else {
            self.nameLabel.backgroundColor = UIColor.whiteColor;
            self.nameLabel.textColor = UIColor.systemBlueColor;
        }
        if (previousTraitCollection.userInterfaceStyle == UIUserInterfaceStyleDark) {
            self.badgeLabel.backgroundColor = UIColor.whiteColor;
            self.badgeLabel.textColor = UIColor.systemRedColor;
        }
    }

    @end
    """

  @Test func aStyleBranchsColorsAreMeasuredInThatStyle() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Beam/MessageHeaderView.swift", Self.header)
    try folder.write("App/Contacts/ContactCell.m", Self.cell)
    var styles: [String: Set<Style>] = [:]
    for check in folder.audit().checks {
      styles["\(check.pairing.foreground) on \(check.pairing.background)", default: []].insert(
        check.traits.style)
    }
    #expect(styles["white on black"] == [.dark])
    #expect(styles["#AAAAAAFF on black"] == [.dark])
    #expect(styles["#555555FF on white"] == [.light])
    #expect(styles["#7F7F7FFF on white"] == [.light])
    #expect(styles["white on white"] == nil)
    #expect(styles["systemTeal on black"] == [.dark])
    #expect(styles["systemBlue on white"] == [.light])
    #expect(styles["systemBlue on black"] == nil)
    // The previous style's branch: both.
    #expect(styles["systemRed on white"] == [.light, .dark])
  }

  /// Mammoth sets its composer's ground for every appearance on a phone and for Light alone
  /// on a pad: the Light-only place adds no check, and is counted with the other; `@unknown
  /// default:` runs in no appearance.
  static let composer = """
    import UIKit

    final class NewPostViewController: UIViewController {
        let titleLabel = UILabel()

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            titleLabel.textColor = .systemIndigo
            if UIDevice.current.userInterfaceIdiom == .phone {
                view.backgroundColor = .systemGray6
            } else {
                switch traitCollection.userInterfaceStyle {
                case .light, .unspecified:
                    view.backgroundColor = .systemGray6
                case .dark:
                    view.backgroundColor = .secondarySystemBackground
                @unknown default:
                    view.backgroundColor = .systemGray6
                }
            }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(titleLabel)
        }
    }
    """

  @Test func aPlaceShownInFewerAppearancesIsCountedWithTheWiderOne() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/NewPostViewController.swift", Self.composer)
    let pairings = Set(folder.audit().checks.map(\.pairing))
    let onGray = pairings.filter { $0.title.contains("systemIndigo on systemGray6") }
    #expect(onGray.map(\.styles) == [[.light, .dark]])
    #expect(onGray.first?.note?.hasSuffix("and 1 more") == true)
    let onSecondary = pairings.filter { $0.title.contains("on secondarySystemBackground") }
    #expect(onSecondary.map(\.styles) == [[.dark]])
  }
}
