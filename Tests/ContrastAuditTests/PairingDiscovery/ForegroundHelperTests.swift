import Foundation
import Testing

@testable import ContrastAudit

/// A helper named for something drawn over the view does not paint the view's ground.
///
/// Loop's carbs screen reported its totals cell as "painted by setSubtitleTextColor(…)", a
/// LoopKit cell's method that colors its subtitle.
@Suite struct ForegroundHelperTests {
  @Test func aTextColorHelperIsNotABackgroundPaint() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/CarbAbsorptionViewController.swift",
      """
      import UIKit

      final class CarbAbsorptionViewController: UITableViewController {
          enum Section: Int {
              case charts
              case totals
          }

          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              switch Section(rawValue: indexPath.section)! {
              case .charts:
                  let cell = tableView.dequeueReusableCell(withIdentifier: ChartTableViewCell.className, for: indexPath) as! ChartTableViewCell
                  cell.setAlpha(alpha: 1)
                  cell.setSubtitleTextColor(color: UIColor.secondaryLabel)
                  return cell
              case .totals:
                  let cell = tableView.dequeueReusableCell(withIdentifier: HeaderValuesTableViewCell.className, for: indexPath) as! HeaderValuesTableViewCell
                  updateCell(cell)
                  return cell
              }
          }

          private func updateCell(_ cell: HeaderValuesTableViewCell) {
              cell.COBDateLabel.text = NSLocalizedString("at 9:41", comment: "")
              cell.COBDateLabel.textColor = .secondaryLabel
          }
      }
      """)
    let result = folder.audit()
    #expect(!result.checks.contains { $0.pairing.background.contains("setSubtitleTextColor") })
  }

  /// 2fas-ios tints two background ovals of an animation: decoration, not content.
  @Test func aBackgroundImagesTintIsNotPaired() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/PairingAnimationView.swift",
      """
      import UIKit

      final class PairingAnimationView: UIView {
          private let container = UIView()
          private let phoneIcon = UIImageView(image: UIImage(named: "phone"))

          override init(frame: CGRect) {
              super.init(frame: frame)
              container.backgroundColor = .systemBackground
              addSubview(container)
              let bgImg0 = UIImageView(image: UIImage(named: "BackgroundOval0"))
              bgImg0.tintColor = .systemGray5
              container.addSubview(bgImg0)
              phoneIcon.tintColor = .systemBlue
              container.addSubview(phoneIcon)
          }

          required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      }
      """)
    let result = folder.audit()
    let pairings = result.checkedPairs
    #expect(pairings == ["systemBlue on systemBackground"], "\(pairings)")
    #expect(UIKitPairings.namesAGround("cell.backgroundOvalView"))
    #expect(!UIKitPairings.namesAGround("badgeIcon"))
    #expect(!UIKitPairings.namesAGround("self.backgroundButton"))
  }

  @Test(arguments: [
    ("setSubtitleTextColor", true), ("setTitleColor", true), ("borderColor", true),
    ("tintColor", true), ("setIconColor", true), ("shadowColor", true),
    ("addBackgroundView", false), ("setLabelBackground", false), ("fillColor", false),
    ("applyStyle", false), ("color", false), ("setContextColor", false),
  ])
  func namesSayWhereTheColorGoes(name: String, foreground: Bool) {
    #expect(UIKitPairings.namesAForeground(name) == foreground)
  }
}
