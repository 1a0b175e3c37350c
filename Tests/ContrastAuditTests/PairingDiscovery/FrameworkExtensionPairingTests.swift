import Foundation
import Testing

@testable import ContrastAudit

/// A member of an extension of a UIKit type that sets a color its caller hands it (`newValue`, a
/// color parameter, a value bound by a `case` of a `switch` over either) styles whichever view
/// calls it with whatever it is given: session-ios's setters of a view's tint and background were
/// paired with each other as "tint of UIView on UIView".
@Suite struct FrameworkExtensionPairingTests {
  @Test func colorsTheCallerHandsOverAreNotPaired() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/UIKit+Theme.swift",
      """
      import UIKit

      public enum ForcedThemeValue {
          case color(UIColor)
          case primary(UIColor, alpha: CGFloat?)
      }

      public extension UIView {
          var themeBackgroundColorForced: ForcedThemeValue? {
              set {
                  switch newValue {
                      case .color(let color): backgroundColor = color
                      case .primary(let value, let alpha):
                          guard let alpha: CGFloat = alpha else {
                              backgroundColor = value
                              return
                          }

                          backgroundColor = value.withAlphaComponent(alpha)

                      case .none: backgroundColor = nil
                  }
              }
              get { return self.backgroundColor.map { .color($0) } }
          }

          var themeTintColorForced: ForcedThemeValue? {
              set {
                  switch newValue {
                      case .color(let color): tintColor = color
                      case .primary(let value, _): tintColor = value
                      case .none: tintColor = nil
                  }
              }
              get { return self.tintColor.map { .color($0) } }
          }
      }

      extension UIButton {
          func setColors(title: UIColor, background: UIColor?) {
              setTitleColor(title, for: .normal)
              backgroundColor = background
          }

          /// The extension's own design: paired.
          func applyDestructiveStyle() {
              setTitleColor(.white, for: .normal)
              backgroundColor = .systemRed
          }
      }
      """)
    // A class of the project's own: its parameter is still this view's color, unresolved.
    try folder.write(
      "App/BadgeView.swift",
      """
      import UIKit

      final class BadgeView: UIView {
          private let countLabel = UILabel()

          func apply(color: UIColor) {
              backgroundColor = color
              countLabel.textColor = .white
              addSubview(countLabel)
          }
      }
      """)
    let result = folder.audit()
    let pairings = result.checkedPairs
    #expect(pairings == ["white on systemRed", "white on color"])
  }
}
