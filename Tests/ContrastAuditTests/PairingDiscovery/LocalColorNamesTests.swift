import Foundation
import Testing

@testable import ContrastAudit

/// A method's local named like a view's color property (`let tintColor: UIColor`, `var
/// textColor, backgroundColor: UIColor?`) is the local: setting it colors no view.
///
/// GitHawk's inbox cell picks `tintColor` per state for its icon, and ownCloud's rows pick
/// `textColor`, `backgroundColor` and `tintColor` per style: each setting was read as the cell's
/// own tint or background, 47 pairings of ownCloud's on grounds the cell never has.
@Suite struct LocalColorNamesTests {
  @Test func aLocalColorIsNotTheViewsOwn() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/InboxDashboardCell.swift",
      """
      import UIKit

      enum NotificationState {
          case closed, merged, open
      }

      final class InboxDashboardCell: UICollectionViewCell {
          private let iconImageView = UIImageView()
          private let titleLabel = UILabel()

          override init(frame: CGRect) {
              super.init(frame: frame)
              contentView.backgroundColor = .white
              contentView.addSubview(iconImageView)
              contentView.addSubview(titleLabel)
          }

          required init?(coder: NSCoder) {
              fatalError("init(coder:) has not been implemented")
          }

          func configure(state: NotificationState) {
              let tintColor: UIColor
              switch state {
              case .closed: tintColor = UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
              case .merged: tintColor = UIColor(red: 0.4, green: 0.2, blue: 0.7, alpha: 1)
              case .open: tintColor = UIColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1)
              }
              iconImageView.tintColor = tintColor

              var textColor, backgroundColor: UIColor?
              textColor = UIColor(white: 0.2, alpha: 1)
              backgroundColor = UIColor(white: 0.9, alpha: 1)
              titleLabel.textColor = textColor
              titleLabel.backgroundColor = backgroundColor
          }
      }
      """)
    let titles = Set(folder.audit().checks.map { $0.pairing.name ?? "" })
    #expect(!titles.isEmpty)
    #expect(titles.allSatisfy { !$0.hasPrefix("tint of InboxDashboardCell") })
    #expect(titles.allSatisfy { !$0.hasPrefix("text of InboxDashboardCell") })
    #expect(titles.contains { $0.hasPrefix("tint of iconImageView in InboxDashboardCell") })
  }

  /// Locals declared in one list and set in each case of a `switch` on the cell's style are read
  /// case by case, on the view they are given to.
  @Test func aListOfLocalsSetPerCase() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/StatusCell.swift",
      """
      import UIKit

      enum CellStyle {
          case plain
          case warning
          case alert
      }

      final class StatusCell: UITableViewCell {
          var style: CellStyle = .plain
          let customTextLabel = UILabel()

          func applyStyle() {
              var textColor, backgroundColor: UIColor?

              switch style {
              case .plain:
                  textColor = UIColor(white: 0.1, alpha: 1)
                  backgroundColor = UIColor(white: 1, alpha: 1)
              case .warning:
                  textColor = UIColor(white: 0, alpha: 1)
                  backgroundColor = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
              case .alert:
                  textColor = UIColor(white: 1, alpha: 1)
                  backgroundColor = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
              }

              customTextLabel.textColor = textColor
              self.backgroundColor = backgroundColor
              contentView.addSubview(customTextLabel)
          }
      }
      """)
    let checks = folder.audit().checks
    let byName = Dictionary(grouping: checks) { $0.pairing.name ?? "" }
    #expect(
      Set(byName.keys) == [
        "text of customTextLabel in StatusCell on StatusCell, when style is .plain",
        "text of customTextLabel in StatusCell on StatusCell, when style is .warning",
        "text of customTextLabel in StatusCell on StatusCell, when style is .alert",
      ])
    // White on the red is 3.5:1.
    #expect(
      byName["text of customTextLabel in StatusCell on StatusCell, when style is .alert"]?
        .allSatisfy { $0.status == .failed } == true)
  }

  /// ownCloud's `ThemeColorCollection: NSObject` holds a theme's colors: its own `tintColor` and
  /// `backgroundColor` are settings, as a struct's are, not a view's.
  @Test func aClassMadeFromNSObjectHoldsSettings() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/ThemeCollection.swift",
      """
      import UIKit

      private class ThemeColorCollection: NSObject {
          @objc public var backgroundColor: UIColor?
          @objc public var tintColor: UIColor?

          public init(backgroundColor bgColor: UIColor?, tintColor tntColor: UIColor?) {
              backgroundColor = UIColor(white: 0.95, alpha: 1)
              tintColor = UIColor(red: 0.3, green: 0.6, blue: 1, alpha: 1)
          }
      }
      """)
    #expect(folder.audit().checks.isEmpty)
  }

  @Test(arguments: [
    ("func f() { let tintColor: UIColor = .red\n tintColor = .blue }", "tintColor", true),
    (
      "func f() { var textColor, backgroundColor: UIColor?\n backgroundColor = .red }",
      "backgroundColor", true
    ),
    (
      "class V: UIView { var backgroundColorName = 1\n func f() { backgroundColor = .red } }",
      "backgroundColor", false
    ),
    (
      "class V: UIView { let tintColor = UIColor.red\n func f() { tintColor = .blue } }",
      "tintColor", false
    ),
  ])
  func localsAreFoundInTheScopeAroundTheAssignment(source: String, name: String, isLocal: Bool) {
    let file = SourceFile(path: "V.swift", language: .swift, source: source)
    let assignment = file.tokens.indices.last { file[$0].isIdentifier(name) } ?? 0
    #expect(UIKitPairings.declaresLocal(name, before: assignment, file) == isLocal)
  }
}
