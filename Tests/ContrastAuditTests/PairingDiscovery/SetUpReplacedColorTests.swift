import Foundation
import Testing

@testable import ContrastAudit

/// A color a view's property closure sets, which set-up code sets again, never shows.
///
/// Mullvad VPN (read to check) makes its voucher screen's status label red in the property's
/// closure; `init(frame:)` calls `commonInit()`, which calls `updateUI()`, which sets the
/// label's color from the screen's state: the red failed on the navy ground though no one sees
/// it. A method the set-up calls only in a branch, or with arguments, replaces nothing.
@Suite struct SetUpReplacedColorTests {
  static let view = """
    import UIKit

    final class RedeemVoucherContentView: UIView {
        private let statusLabel: UILabel = {
            let label = UILabel()
            label.numberOfLines = 2
            label.textColor = .red
            return label
        }()

        private let hintLabel: UILabel = {
            let label = UILabel()
            label.textColor = .systemOrange
            return label
        }()

        private let footerLabel: UILabel = {
            let label = UILabel()
            label.textColor = .systemPink
            return label
        }()

        var isFailed = false

        private var textColor: UIColor {
            isFailed ? .systemYellow : .white
        }

        override init(frame: CGRect) {
            super.init(frame: .zero)
            commonInit()
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        private func commonInit() {
            backgroundColor = UIColor(red: 0.10, green: 0.18, blue: 0.27, alpha: 1.0)
            addSubview(statusLabel)
            addSubview(hintLabel)
            addSubview(footerLabel)
            updateUI()
            if isFailed {
                showHint()
            }
            restyle(footerLabel)
        }

        private func updateUI() {
            statusLabel.text = isFailed ? "Invalid voucher" : nil
            statusLabel.textColor = textColor
        }

        private func showHint() {
            hintLabel.textColor = .white
        }

        private func restyle(_ label: UILabel) {
            footerLabel.textColor = .white
        }
    }
    """

  @Test func aClosuresColorSetAgainAtSetUpIsNotPaired() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/RedeemVoucherContentView.swift", Self.view)
    let foregrounds = Set(folder.audit().checks.map(\.pairing.foreground))
    #expect(!foregrounds.contains("#FF0000FF"))
    #expect(foregrounds.contains("white"))
    // Set again only in a branch, or by a method with arguments: both colors show.
    #expect(foregrounds.contains("systemOrange"))
    #expect(foregrounds.contains("systemPink"))
  }
}
