import Foundation
import Testing

@testable import ContrastAudit

/// Colors set in a `private` or `fileprivate` function that nothing in its file names are never
/// set.
///
/// OsmAnd (read to check) keeps a `private func setupSwitchItemIcon(_:iconName:isChecked:)` in
/// its astronomy sheet that no code calls: its icon tint failed on a ground guessed for the
/// image view. A private function that is called, referenced (`#selector`, an action) or is an
/// `@objc` or `@IBAction` entry point keeps its colors.
@Suite struct UncalledPrivateFunctionTests {
  static func sheet(callsStatusStyle: Bool) -> String {
    """
    import UIKit

    final class AstroSheet: UIView {
        private let titleLabel = UILabel()
        private let statusLabel = UILabel()
        private let iconView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            addSubview(titleLabel)
            addSubview(statusLabel)
            addSubview(iconView)
            setUpTitle()
            \(callsStatusStyle ? "styleStatus()" : "")
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        private func setUpTitle() {
            titleLabel.textColor = UIColor(white: 0.6, alpha: 1)
        }

        fileprivate func styleStatus() {
            statusLabel.textColor = UIColor(white: 0.65, alpha: 1)
        }

        private func setupSwitchItemIcon(_ imageView: UIImageView, isChecked: Bool) {
            iconView.tintColor = UIColor(white: 0.8, alpha: 1)
        }

        @objc private func nightModeChanged() {
            titleLabel.backgroundColor = UIColor(white: 0.9, alpha: 1)
        }
    }
    """
  }

  static func views(_ result: AuditResult) -> Set<String> {
    Set(
      result.checks.compactMap { check in
        ["titleLabel", "statusLabel", "iconView"].first { check.pairing.name?.contains($0) == true }
      })
  }

  @Test(arguments: [false, true])
  func colorsOfAPrivateFunctionNothingCallsAreNotPaired(callsStatusStyle: Bool) throws {
    let folder = try TemporaryFolder()
    try folder.write("App/AstroSheet.swift", Self.sheet(callsStatusStyle: callsStatusStyle))
    let views = Self.views(folder.audit())
    #expect(views.contains("titleLabel"))
    #expect(!views.contains("iconView"))
    #expect(views.contains("statusLabel") == callsStatusStyle)
  }
}
