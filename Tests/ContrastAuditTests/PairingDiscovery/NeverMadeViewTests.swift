import Foundation
import Testing

@testable import ContrastAudit

/// Views, cells and xibs the app never makes draw nothing.
///
/// Mammoth (read to check) declares `MessageDisclaimerCell` and never registers or makes it;
/// Lockdown's `CTAView` is made nowhere and its `SignUpViewController.xib` is loaded by no
/// controller. Their colors failed as "found in use". A class named anywhere else (a
/// registration, a storyboard's or a loaded xib's class, a string) is kept, and so is a xib
/// loaded by its name, by a device variant of it, or as the launch screen.
@Suite struct NeverMadeViewTests {
  static let appDelegate = """
    import UIKit

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

  static let cells = """
    import UIKit

    final class FeedViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
            tableView.register(UINib(nibName: "ProfileHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")
        }
    }

    final class FeedCell: UITableViewCell {
        let titleLabel = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            titleLabel.textColor = UIColor(white: 0.55, alpha: 1)
            contentView.addSubview(titleLabel)
            contentView.backgroundColor = .white
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class DisclaimerCell: UITableViewCell {
        let messageLabel = UILabel()

        static func make() -> DisclaimerCell {
            DisclaimerCell(style: .default, reuseIdentifier: nil)
        }

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            messageLabel.textColor = UIColor(white: 0.75, alpha: 1)
            contentView.addSubview(messageLabel)
            contentView.backgroundColor = .white
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    extension DisclaimerCell {
        func configure(text: String) { messageLabel.text = text }
    }

    final class BadgeLabel: UILabel {
        override func awakeFromNib() {
            super.awakeFromNib()
            textColor = UIColor(white: 0.7, alpha: 1)
            backgroundColor = .white
        }
    }
    """

  /// A view xib whose File's Owner has no class, as a cell's or a header's often has.
  static func xib(labelClass: String? = nil, gray: String) -> String {
    let custom = labelClass.map { " customClass=\"\($0)\" customModule=\"App\"" } ?? ""
    return InterfaceBuilderDocument.xib(
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
      <view contentMode="scaleToFill" id="vw0-bb-001">
          <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
          <subviews>
              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Promo" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-bb-002"\(custom)>
                  <rect key="frame" x="16" y="20" width="288" height="20"/>
                  <fontDescription key="fontDescription" type="system" pointSize="14"/>
                  <color key="textColor" white="\(gray)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                  <nil key="highlightedColor"/>
              </label>
          </subviews>
          <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      </view>
      """)
  }

  static func write(_ folder: TemporaryFolder, entry: Bool = true) throws {
    if entry { try folder.write("App/AppDelegate.swift", Self.appDelegate) }
    try folder.write("App/Cells.swift", Self.cells)
    try folder.write("App/PromoView.xib", xib(gray: "0.6"))
    try folder.write("App/ProfileHeader.xib", xib(labelClass: "BadgeLabel", gray: "0.62"))
    try folder.write("App/ProfileHeader-iPad.xib", xib(gray: "0.64"))
    try folder.write("App/LaunchScreen.xib", xib(gray: "0.66"))
  }

  static func names(_ result: AuditResult) -> Set<String> {
    Set(result.checks.compactMap(\.pairing.name))
  }

  @Test func viewsAndXibsNothingMakesAreNotPaired() throws {
    let folder = try TemporaryFolder()
    try Self.write(folder)
    let names = Self.names(folder.audit())
    #expect(names.contains { $0.contains("in FeedCell") })
    #expect(!names.contains { $0.contains("DisclaimerCell") })
    #expect(!names.contains { $0.contains("PromoView.xib") })
    #expect(names.contains { $0.contains("in ProfileHeader-iPad.xib") })
    #expect(names.contains { $0.contains("in LaunchScreen.xib") })
    // Named only as the class of a label in the loaded `ProfileHeader.xib` (whose own label
    // pairing gives way to the class's code, which colors it).
    #expect(names.contains { $0.contains("BadgeLabel") })
  }

  /// Without the app's entry, views may be made by code not read.
  @Test func withoutTheAppsEntryEverythingIsKept() throws {
    let folder = try TemporaryFolder()
    try Self.write(folder, entry: false)
    let names = Self.names(folder.audit())
    #expect(names.contains { $0.contains("DisclaimerCell") })
    #expect(names.contains { $0.contains("PromoView.xib") })
  }

  /// A string that spells the name (`NSClassFromString`, a nib name) makes it.
  @Test func aNameInAStringKeepsTheView() throws {
    let folder = try TemporaryFolder()
    try Self.write(folder)
    try folder.write(
      "App/Registry.swift",
      """
      import UIKit

      enum Registry {
          static let promo = UINib(nibName: "PromoView", bundle: nil)
          static let disclaimer: AnyClass? = NSClassFromString("App.DisclaimerCell")
          static let disclaimerName = "DisclaimerCell"
      }
      """)
    let names = Self.names(folder.audit())
    #expect(names.contains { $0.contains("DisclaimerCell") })
    #expect(names.contains { $0.contains("PromoView.xib") })
  }

  /// A string in its own body that spells its name does not make it.
  ///
  /// Rocket.Chat (read to check) declares `static let identifier = "EmojiAutocompleteCell"` in
  /// a cell nothing registers. Whoever registers it names the class (`EmojiCell.identifier`),
  /// and that keeps it.
  @Test(arguments: [false, true])
  func aStringInItsOwnBodyDoesNotMakeAView(registered: Bool) throws {
    let folder = try TemporaryFolder()
    try folder.write("App/AppDelegate.swift", Self.appDelegate)
    let registration =
      registered
      ? "tableView.register(UINib(nibName: EmojiCell.identifier, bundle: nil), "
        + "forCellReuseIdentifier: EmojiCell.identifier)" : ""
    try folder.write(
      "App/EmojiCell.swift",
      """
      import UIKit

      final class EmojiCell: UITableViewCell {
          static let identifier = "EmojiCell"
          let shortnameLabel = UILabel()

          override func awakeFromNib() {
              super.awakeFromNib()
              shortnameLabel.textColor = UIColor(white: 0.7, alpha: 1)
              contentView.backgroundColor = .white
          }
      }

      final class EmojiListViewController: UITableViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              \(registration)
          }
      }
      """)
    let names = Self.names(folder.audit())
    #expect(names.contains { $0.contains("EmojiCell") } == registered)
  }
}
