import Foundation
import Testing

@testable import ContrastAudit

/// A view named for a label's ground (`nameBackgroundView` beside `nameLabel`, in the same
/// container) is what the label is drawn on, not the container.
///
/// metatext's profile fields draw the field name on a `secondarySystemBackground` strip added to
/// the field view before the label; the name was measured on the field's `systemBackground`.
@Suite struct CoveringSiblingTests {
  static let fieldView = """
    import UIKit

    final class AccountFieldView: UIView {
        let nameLabel = UILabel()
        let valueLabel = UILabel()

        init(name: String, value: String) {
            super.init(frame: .zero)

            backgroundColor = .systemBackground

            let nameBackgroundView = UIView()

            addSubview(nameBackgroundView)
            nameBackgroundView.translatesAutoresizingMaskIntoConstraints = false
            nameBackgroundView.backgroundColor = .secondarySystemBackground

            addSubview(nameLabel)
            nameLabel.translatesAutoresizingMaskIntoConstraints = false
            nameLabel.font = .preferredFont(forTextStyle: .headline)
            nameLabel.textColor = .secondaryLabel
            nameLabel.text = name

            addSubview(valueLabel)
            valueLabel.translatesAutoresizingMaskIntoConstraints = false
            valueLabel.textColor = .label
            valueLabel.text = value

            NSLayoutConstraint.activate([
                nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                nameLabel.topAnchor.constraint(equalTo: topAnchor, constant: 16),
                nameBackgroundView.leadingAnchor.constraint(equalTo: leadingAnchor),
                nameBackgroundView.topAnchor.constraint(equalTo: topAnchor),
                nameBackgroundView.trailingAnchor.constraint(equalTo: valueLabel.leadingAnchor),
                nameBackgroundView.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    """

  @Test func aLabelIsOnTheViewNamedForItsGround() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/AccountFieldView.swift", Self.fieldView)
    let result = folder.audit()
    let pairings = result.checkedPairs
    // The value label, with no such view, stays on the container.
    #expect(
      pairings == ["secondaryLabel on secondarySystemBackground", "label on systemBackground"],
      "\(pairings)")
    let name = try #require(
      result.checks.first { $0.pairing.foreground == "secondaryLabel" }?.pairing.name)
    #expect(name == "text of nameLabel in AccountFieldView on nameBackgroundView")
  }
}
