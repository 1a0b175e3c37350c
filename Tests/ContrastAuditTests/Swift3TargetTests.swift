import Foundation
import Testing

@testable import ContrastAudit

/// A target that compiles Swift 3 is built with iOS 12's SDK at the latest, and an app linked
/// against it never shows Dark Mode: its pairings are checked in Light Mode only.
///
/// iGap (read to check) is a Swift 3 project (`SWIFT_VERSION = 3.0`); Xcode 10.1 is the last
/// Xcode that compiles Swift 3, and iOS 13's SDK came with Xcode 11. Five of its gated failures
/// were labels with no text color measured in a Dark Mode the app never shows. A target in Swift
/// 4 or later, or one that compiles no Swift, follows the system's appearance as before.
@Suite struct Swift3TargetTests {
  static let cell = """
    import UIKit

    class IGChatRoomListTableViewCell: UITableViewCell {
        let nameLabel = UILabel()

        override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.backgroundColor = UIColor(red: 0.969, green: 0.969, blue: 0.969, alpha: 1)
            nameLabel.textColor = UIColor.darkText
            contentView.addSubview(nameLabel)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }
    """

  static func audit(swiftVersion: String) throws -> AuditResult {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/iGap.xcodeproj/project.pbxproj",
      VendoredDemoAppTests.project(
        target: "iGap", productType: VendoredDemoAppTests.application,
        sources: ["iGap/IGChatRoomListTableViewCell.swift"],
        settings: ["SWIFT_VERSION = \(swiftVersion)"]))
    try folder.write("App/iGap/IGChatRoomListTableViewCell.swift", cell)
    return folder.audit()
  }

  @Test func aSwift3TargetIsCheckedInLightModeOnly() throws {
    let result = try Self.audit(swiftVersion: "3.0")
    #expect(!result.checks.isEmpty)
    #expect(Set(result.checks.map(\.traits.style)) == [.light])
    #expect(
      result.warnings.contains {
        $0.message.hasPrefix("iGap compiles Swift 3 (SWIFT_VERSION), which only Xcode 10.1")
      })
  }

  @Test func aSwift5TargetFollowsTheSystem() throws {
    let result = try Self.audit(swiftVersion: "5.0")
    #expect(Set(result.checks.map(\.traits.style)) == [.light, .dark])
  }
}
