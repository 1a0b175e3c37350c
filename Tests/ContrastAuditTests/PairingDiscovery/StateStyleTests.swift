import Foundation
import Testing

@testable import ContrastAudit

/// A method that sets a view's ground together with its label's color defines a state: the
/// label's first color, from its initializer, never shows on that ground.
///
/// 2fas-ios's promotion cell darkens its cancel button and lightens the label in
/// `cancelButtonPressed()`, and restores both in `cancelButtonReleased()`: the label's first
/// dark color was measured on the pressed dark ground (1.0:1).
@Suite struct StateStyleTests {
  static let cell = """
    import UIKit

    final class PassPromoCell: UICollectionViewCell {
        private let cancelButtonLabel: UILabel = {
            let label = UILabel()
            label.text = NSLocalizedString("Not now", comment: "")
            label.textColor = .label
            return label
        }()

        private let cancelButton: UIButton = {
            let button = UIButton()
            button.backgroundColor = .clear
            return button
        }()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemBackground
            contentView.addSubview(cancelButton)
            cancelButton.addSubview(cancelButtonLabel)
            cancelButton.addTarget(self, action: #selector(cancelButtonPressed), for: .touchDown)
            cancelButton.addTarget(
                self, action: #selector(cancelButtonReleased), for: [.touchUpInside, .touchUpOutside])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func showExpired() {
            cancelButtonLabel.textColor = .systemRed
        }

        @objc private func cancelButtonPressed() {
            UIView.animate(withDuration: 0.1) {
                self.cancelButton.backgroundColor = .label
                self.cancelButtonLabel.textColor = .systemBackground
            }
        }

        @objc private func cancelButtonReleased() {
            UIView.animate(withDuration: 0.1) {
                self.cancelButton.backgroundColor = .clear
                self.cancelButtonLabel.textColor = .label
            }
        }
    }
    """

  @Test func theFirstColorIsNotMeasuredOnAStateThatReplacesIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/PassPromoCell.swift", Self.cell)
    let result = folder.audit()
    let pairings = result.checkedPairs
    #expect(!pairings.contains("label on label"), "\(pairings)")
    #expect(pairings.contains("systemBackground on label"), "\(pairings)")
    // A color set later, alone, may show on either ground.
    #expect(pairings.contains("systemRed on label"), "\(pairings)")
  }
}
