import Foundation
import Testing

@testable import ContrastAudit

/// A button's title is drawn in its `titleLabel`'s font: AltStore's updates toggle, a bold 28 pt
/// "▾" set with `button.titleLabel?.font`, was measured as body text against 4.5:1.
@Suite struct ButtonTitleFontTests {
  @Test func theTitleLabelsFontMakesTheTitleLargeText() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/UpdatesHeaderView.swift",
      """
      import UIKit

      final class UpdatesHeaderView: UICollectionReusableView {
          let button = UIButton(type: .system)
          let countButton = UIButton(type: .system)

          override init(frame: CGRect) {
              super.init(frame: frame)
              button.backgroundColor = UIColor(red: 0.01, green: 0.5, blue: 0.52, alpha: 0.15)
              button.setTitle("▾", for: .normal)
              button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 28)
              button.setTitleColor(UIColor(red: 0.01, green: 0.5, blue: 0.52, alpha: 1), for: .normal)
              addSubview(button)

              countButton.backgroundColor = UIColor(red: 0.01, green: 0.5, blue: 0.52, alpha: 0.15)
              countButton.setTitleColor(UIColor(red: 0.01, green: 0.5, blue: 0.52, alpha: 1), for: .normal)
              addSubview(countButton)
          }

          required init?(coder: NSCoder) {
              fatalError("init(coder:) has not been implemented")
          }
      }
      """)
    let roles = Dictionary(
      folder.audit().checks.map { ($0.pairing.location.line ?? 0, $0.pairing.role) },
      uniquingKeysWith: { first, _ in first })
    #expect(roles == [12: .largeText, 16: .text])
  }
}
