import Testing

@testable import ContrastAudit

/// A string only VoiceOver reads is never drawn: no color to miss.
///
/// siskin-im (read to check) builds a chat cell's `accessibilityAttributedLabel` from the
/// nickname, the time and the message's colored text: two notes that the uncolored runs take
/// "whatever color the view it ends in has".
@Suite struct AccessibilityOnlyTests {
  static func findings(_ sink: String) -> [Finding] {
    let source = """
      import UIKit

      final class ChatTableViewCell: UITableViewCell {
          var nicknameView: UILabel?

          func set(message attrText: NSAttributedString) {
              let accessibilityLabel = NSMutableAttributedString(string: "")
              if let nickname = self.nicknameView?.text {
                  accessibilityLabel.append(NSAttributedString(string: "\\(nickname)"))
              }
              accessibilityLabel.append(NSAttributedString(string: " sent ", attributes: [.foregroundColor: UIColor.secondaryLabel]))
              accessibilityLabel.append(attrText)
              \(sink) = accessibilityLabel
          }
      }
      """
    return AttributedTextScanner().scan(source: source, path: "ChatTableViewCell.swift").findings
  }

  @Test func anAccessibilityLabelIsNotDrawn() {
    #expect(Self.findings("self.accessibilityAttributedLabel").isEmpty)
    #expect(Self.findings("accessibilityAttributedValue").isEmpty)
  }

  @Test func aTextViewStillIs() {
    let found = Self.findings("let textView = UITextView()\n        textView.attributedText")
    #expect(found.map(\.severity) == [.warning])
  }
}
