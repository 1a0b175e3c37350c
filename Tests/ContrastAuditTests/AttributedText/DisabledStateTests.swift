import Testing

@testable import ContrastAudit

/// A fixed color for a control's disabled state needs no contrast: WCAG 1.4.3 exempts inactive
/// components, as the pairing checks do.
///
/// Simplified (read to check) passes its reader's font-size buttons
/// `disabledStateAttributes: [.foregroundColor: UIColor.lightGray]`: two warnings, for titles
/// shown only while a button cannot be pressed.
@Suite struct DisabledStateTests {
  static func findings(_ source: String, path: String = "Settings.swift") -> [Finding] {
    AttributedTextScanner().scan(source: source, path: path).findings.filter {
      $0.rule == AttributedTextStaticColorRule.id
    }
  }

  @Test func anArgumentLabeledForTheDisabledStateIsExempt() {
    let source = """
      import UIKit

      final class ReaderSettingsView: UIView {
          private lazy var decreaseFontSizeButton: UIButton = {
              let button = newCustomButton(title: "A",
                                           fontSize: 16,
                                           normalStateAttributes: [NSAttributedString.Key.foregroundColor: UIColor.black],
                                           disabledStateAttributes: [NSAttributedString.Key.foregroundColor: UIColor.lightGray])
              return button
          }()
      }
      """
    let found = Self.findings(source)
    #expect(found.map(\.location.line) == [7])
  }

  @Test func aTitleForDotDisabledIsExempt() {
    let source = """
      import UIKit

      func style(_ button: UIButton) {
          button.setAttributedTitle(NSAttributedString(string: "Next", attributes: [.foregroundColor: UIColor.lightGray]), for: .disabled)
          button.setAttributedTitle(NSAttributedString(string: "Next", attributes: [.foregroundColor: UIColor.lightGray]), for: .normal)
          let disabledAttributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.lightGray]
          button.setAttributedTitle(NSAttributedString(string: "Next", attributes: disabledAttributes), for: .disabled)
      }
      """
    #expect(Self.findings(source).map(\.location.line) == [5])
  }

  @Test func anObjectiveCDisabledStateIsExempt() {
    let source = """
      - (void)styleButton:(UIButton *)button {
          [button setTitleTextAttributes:@{NSForegroundColorAttributeName: [UIColor lightGrayColor]} forState:UIControlStateDisabled];
          [button setTitleTextAttributes:@{NSForegroundColorAttributeName: [UIColor lightGrayColor]} forState:UIControlStateNormal];
      }
      """
    #expect(Self.findings(source, path: "Style.m").map(\.location.line) == [3])
  }
}
