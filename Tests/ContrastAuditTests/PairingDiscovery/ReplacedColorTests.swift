import Foundation
import Testing

@testable import ContrastAudit

/// A color the same block sets again before anything is drawn is not paired.
///
/// talk-ios's input bar sets its editor title `.darkGray`, then, a few statements on in the
/// same `viewDidLoad`, `.label`: the gray was measured on the system background, 2.1:1 in Dark
/// Mode, though it never shows.
@Suite struct ReplacedColorTests {
  static let controller = """
    import UIKit

    final class InputbarViewController: UIViewController {
        private let editorTitle = UILabel()
        private let statusLabel = UILabel()
        private var isSending = false

        override func viewDidLoad() {
            super.viewDidLoad()
            self.editorTitle.textColor = .darkGray
            view.addSubview(editorTitle)
            view.addSubview(statusLabel)

            self.view.backgroundColor = .systemBackground

            self.editorTitle.textColor = .label
            if isSending {
                statusLabel.textColor = .systemOrange
            }
            statusLabel.textColor = .secondaryLabel
        }

        func show(_ state: SendState) {
            switch state {
            case .failed:
                statusLabel.textColor = .systemRed
            case .sent:
                statusLabel.textColor = .systemGreen
            }
        }
    }

    enum SendState { case failed, sent }
    """

  @Test func aColorSetAgainInTheSameBlockIsNotPaired() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/InputbarViewController.swift", Self.controller)
    let pairs = folder.audit().checkedPairs
    #expect(pairs.contains("label on systemBackground"))
    // `.darkGray` is a fixed #555555.
    #expect(!pairs.contains { $0.hasPrefix("#555555") })
    #expect(pairs.filter { $0.hasSuffix("on systemBackground") }.count == 5)
    // Set again in another block, or another clause of a switch: each may be what shows.
    #expect(pairs.contains("systemOrange on systemBackground"))
    #expect(pairs.contains("secondaryLabel on systemBackground"))
    #expect(pairs.contains("systemRed on systemBackground"))
    #expect(pairs.contains("systemGreen on systemBackground"))
  }

  static let cell = """
    import UIKit

    final class SimpleTextCell: UITableViewCell {
        private let contentTextLabel = UILabel()
        private let backgroundContainerView = UIView()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(backgroundContainerView)
            backgroundContainerView.addSubview(contentTextLabel)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func prepareForReuse() {
            super.prepareForReuse()
            contentTextLabel.text = nil
            contentTextLabel.textColor = nil
            contentTextLabel.font = nil
        }

        func configure(highlighted: Bool) {
            backgroundContainerView.backgroundColor = .systemGroupedBackground
            contentTextLabel.textColor = highlighted ? .label : .secondaryLabel
        }
    }
    """

  /// `textColor = nil` puts back UIKit's default (cwa-app-ios resets its cells so in
  /// `prepareForReuse`): it was an unresolved pairing, "nil is not a color the audit can read".
  @Test func aNilColorIsAResetNotAPairing() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/SimpleTextCell.swift", Self.cell)
    let result = folder.audit()
    #expect(!result.checks.contains { $0.status == .unresolved })
    #expect(
      result.checkedPairs == [
        "label on systemGroupedBackground", "secondaryLabel on systemGroupedBackground",
      ])
  }
}
