import Foundation
import Testing

@testable import ContrastAudit

/// A button made from a configuration inside a factory method is that method's local.
///
/// OneBusAway's `SurveyCell` fills in `config` before `let button = UIButton(configuration:
/// config)` in two factories: the filled call-to-action's white title was measured on the
/// option rows' `button.backgroundColor = .systemBackground` (1.0:1) rather than on its own
/// brand fill.
@Suite struct ButtonConfigurationScopeTests {
  @Test func eachFactorysButtonKeepsItsOwnColors() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/SurveyCell.swift",
      """
      import UIKit

      final class SurveyCell: UICollectionViewCell {
          private lazy var nextButton = Self.prominentButton(title: "Next")
          private lazy var skipButton = createOptionButton(title: "Skip")

          private static func prominentButton(title: String) -> UIButton {
              var config = UIButton.Configuration.filled()
              config.title = title
              config.baseBackgroundColor = .systemIndigo
              config.baseForegroundColor = .white
              config.cornerStyle = .large

              let button = UIButton(configuration: config)
              button.translatesAutoresizingMaskIntoConstraints = false
              return button
          }

          private func createOptionButton(title: String) -> UIButton {
              var config = UIButton.Configuration.plain()
              config.title = title
              config.baseForegroundColor = .label

              let button = UIButton(configuration: config)
              button.contentHorizontalAlignment = .leading
              // Filled with the page background rather than a gray.
              button.backgroundColor = .systemBackground
              button.layer.cornerRadius = 10
              return button
          }
      }
      """)
    let result = folder.audit()
    let pairings = result.checkedPairs
    #expect(pairings == ["white on systemIndigo", "label on systemBackground"], "\(pairings)")
  }
}
