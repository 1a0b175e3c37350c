import Foundation
import Testing

@testable import ContrastAudit

/// A foreground named as its own ground is not measured as drawn on it.
///
/// FreeOTP (read to check) tints the lock badge over each token's image with the card's own
/// background color: measured on the card, it failed at 1.00:1. A different name that happens
/// to have the same value is still checked.
@Suite struct CutoutTests {
  static let cell = """
    import UIKit

    struct AppColors {
        static let cardBackground = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        static let paper = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        static let secondaryText = UIColor(red: 0.56, green: 0.56, blue: 0.57, alpha: 1)
    }

    final class TokenCell: UICollectionViewCell {
        private let imageView = UIImageView()
        private let lockImageView = UIImageView()
        private let starImageView = UIImageView()
        private let subtitleLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = AppColors.cardBackground
            lockImageView.image = UIImage(named: "LockIcon")
            lockImageView.tintColor = AppColors.cardBackground
            starImageView.tintColor = AppColors.paper
            subtitleLabel.textColor = AppColors.secondaryText
            contentView.addSubview(imageView)
            contentView.addSubview(lockImageView)
            contentView.addSubview(starImageView)
            contentView.addSubview(subtitleLabel)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    """

  @Test func aForegroundNamedAsItsGroundIsNotMeasuredOnIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/TokenCell.swift", Self.cell)
    let contexts = Set(folder.audit().checks.compactMap(\.pairing.name))
    #expect(contexts.contains { $0.hasPrefix("text of subtitleLabel in") })
    #expect(contexts.contains { $0.hasPrefix("tint of starImageView in") })
    #expect(!contexts.contains { $0.hasPrefix("tint of lockImageView in") })
  }
}
