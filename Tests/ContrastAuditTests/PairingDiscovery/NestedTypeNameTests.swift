import Foundation
import Testing

@testable import ContrastAudit

/// A type named where the code is nested in the type the code is in comes first.
///
/// Stepik (read to check) nests an `Appearance` in an extension of each of its views; its
/// load-more cell's `Appearance.titleLabelTextColor` was read from another cell's
/// `Appearance`, white, and failed on the cell's light gray: a wrong value.
@Suite struct NestedTypeNameTests {
  static let storyCell = """
    import UIKit

    extension StoryCollectionViewCell {
        struct Appearance {
            let titleLabelTextColor = UIColor.white
        }
    }

    final class StoryCollectionViewCell: UICollectionViewCell {
        let appearance = Appearance()
    }
    """

  static let loadMoreCell = """
    import UIKit

    extension DiscussionsLoadMoreTableViewCell {
        enum Appearance {
            static let containerBackgroundColor = UIColor(white: 0.96, alpha: 1)
            static let titleLabelTextColor = UIColor(red: 0.33, green: 0.33, blue: 0.4, alpha: 1)
        }
    }

    final class DiscussionsLoadMoreTableViewCell: UITableViewCell {
        private lazy var titleLabel: UILabel = {
            let label = UILabel()
            label.textColor = Appearance.titleLabelTextColor
            return label
        }()

        private lazy var containerView: UIView = {
            let view = UIView()
            view.backgroundColor = Appearance.containerBackgroundColor
            return view
        }()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(containerView)
            containerView.addSubview(titleLabel)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    """

  @Test func aCellsOwnNestedTypeIsTheOneItNames() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Common/StoryCollectionViewCell.swift", Self.storyCell)
    try folder.write("App/Modules/DiscussionsLoadMoreTableViewCell.swift", Self.loadMoreCell)
    let foregrounds = Set(
      folder.audit().checks.filter { $0.pairing.name?.contains("titleLabel") == true }
        .compactMap { $0.measurement?.foreground.color.hexString })
    #expect(foregrounds == ["#545466FF"])
  }
}
