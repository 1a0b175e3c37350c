import Foundation
import Testing

@testable import ContrastAudit

/// A button made in code that the code never titles draws no title, whatever title color it is
/// given.
///
/// focus-ios's find bar gives its image buttons `setTitleColor(.white, for: [])` beside
/// `setImage`: three failures, white on its light bar, for titles that are never drawn. Its
/// onboarding button, titled inside the closure that makes it, keeps its pairing.
@Suite struct UntitledCodeButtonTests {
  static let source = """
    import UIKit

    final class FindInPageBar: UIView {
        private let previousButton = UIButton()
        private lazy var startBrowsingButton: UIButton = {
            let button = UIButton()
            button.backgroundColor = UIColor(red: 0.56, green: 0.35, blue: 1, alpha: 1)
            button.setTitle("Start browsing", for: .normal)
            button.setTitleColor(.white, for: .normal)
            return button
        }()
        @IBOutlet private weak var doneButton: UIButton!

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(white: 0.93, alpha: 1)
            previousButton.setImage(UIImage(systemName: "chevron.up"), for: [])
            previousButton.setTitleColor(.white, for: [])
            addSubview(previousButton)

            let closeButton = UIButton()
            closeButton.setImage(UIImage(systemName: "xmark"), for: [])
            closeButton.setTitleColor(.white, for: [])
            addSubview(closeButton)

            doneButton.setTitleColor(.white, for: .normal)
            addSubview(startBrowsingButton)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }
    """

  @Test func aButtonNeverTitledHasNoTitlePairing() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/FindInPageBar.swift", Self.source)
    let names = Set(folder.audit().checks.compactMap(\.pairing.name))
    // An outlet may be titled by its document: kept.
    #expect(
      names == [
        "title (normal) of startBrowsingButton in FindInPageBar on startBrowsingButton",
        "title (normal) of doneButton in FindInPageBar on FindInPageBar",
      ])
  }
}
