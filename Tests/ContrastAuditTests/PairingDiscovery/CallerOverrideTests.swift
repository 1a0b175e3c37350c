import Foundation
import Testing

@testable import ContrastAudit

/// A ground a helper sets, which every caller sets again right after calling it, is never seen.
///
/// Mastodon's share sheet calls `setupTheme()`, which gives the view an elevated ground, and then
/// sets `view.backgroundColor = .systemBackground` itself: its label was also paired with the
/// elevated ground, a failure on a ground no one sees. A helper called again elsewhere (on a
/// theme change) without the override keeps its ground.
@Suite struct CallerOverrideTests {
  static let code = """
    import UIKit

    final class ShareViewController: UIViewController {
        let notSignInLabel: UILabel = {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .secondaryLabel
            label.text = "No Available Account"
            return label
        }()
    }

    extension ShareViewController {
        override func viewDidLoad() {
            super.viewDidLoad()

            setupTheme()

            view.backgroundColor = .systemBackground
            view.addSubview(notSignInLabel)
        }

        private func setupTheme() {
            view.backgroundColor = UIColor.secondarySystemBackground
        }
    }

    final class ComposeViewController: UIViewController {
        let hintLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            applyTheme()
            view.backgroundColor = .systemBackground
            hintLabel.textColor = .tertiaryLabel
            view.addSubview(hintLabel)
            NotificationCenter.default.addObserver(
                self, selector: #selector(themeDidChange), name: .init("theme"), object: nil)
        }

        @objc private func themeDidChange() {
            applyTheme()
        }

        private func applyTheme() {
            view.backgroundColor = UIColor.secondarySystemBackground
        }
    }
    """

  @Test func aGroundEveryCallerReplacesIsNotPaired() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Controllers.swift", Self.code)
    let grounds = Dictionary(
      grouping: folder.audit().checks.compactMap { check in
        check.pairing.name.map { ($0, check.pairing.background) }
      }, by: \.0
    ).mapValues { Set($0.map(\.1)) }
    #expect(
      grounds["text of notSignInLabel in ShareViewController on view"] == ["systemBackground"])
    #expect(
      grounds["text of hintLabel in ComposeViewController on view"]
        == ["systemBackground", "secondarySystemBackground"])
  }
}
