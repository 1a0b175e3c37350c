import Foundation
import Testing

@testable import ContrastAudit

/// A color a view chooses by its own traits is read in each appearance.
///
/// Stepik (read to check) sets a cell's ground with `self.isDarkInterfaceStyle ? … : …`, a
/// property of its `extension UIView` that reads `traitCollection.userInterfaceStyle`: both
/// branches were measured in every appearance, and the dark ground failed in Light Mode.
@Suite struct ViewTraitsTests {
  static let cells = """
    import UIKit

    extension UIView {
        var isDarkInterfaceStyle: Bool {
            if #available(iOS 13.0, *) {
                return self.traitCollection.userInterfaceStyle == .dark
            } else {
                return false
            }
        }
    }

    final class AchievementsListTableViewCell: UITableViewCell {
        private let descriptionLabel = UILabel()

        func configure() {
            contentView.addSubview(descriptionLabel)
            descriptionLabel.textColor = UIColor(white: 0.5, alpha: 1)
            contentView.backgroundColor = self.isDarkInterfaceStyle
                ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.9, alpha: 1)
        }
    }

    final class PlainCell: UITableViewCell {
        private let titleLabel = UILabel()

        func configure() {
            contentView.addSubview(titleLabel)
            titleLabel.textColor = UIColor(white: 0.45, alpha: 1)
            contentView.backgroundColor = traitCollection.userInterfaceStyle == .dark
                ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.9, alpha: 1)
        }
    }
    """

  @Test func aGroundChosenByTheViewsTraitsIsReadPerAppearance() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Cells.swift", Self.cells)
    var grounds: [String: Set<String>] = [:]
    for check in folder.audit().checks {
      guard let measurement = check.measurement, let name = check.pairing.name else { continue }
      let view = name.hasPrefix("text of descriptionLabel") ? "description" : "title"
      grounds["\(view) \(check.traits.style)", default: []].insert(
        measurement.background.color.hexString)
    }
    #expect(grounds["description light"] == ["#E6E6E6FF"])
    #expect(grounds["description dark"] == ["#1A1A1AFF"])
    #expect(grounds["title light"] == ["#E6E6E6FF"])
    #expect(grounds["title dark"] == ["#1A1A1AFF"])
  }
}
