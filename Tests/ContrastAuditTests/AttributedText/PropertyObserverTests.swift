import Testing

@testable import ContrastAudit

/// A property's uses are all of its life, in whatever order the file spells them.
///
/// Impressia's composer (read to check) appends an uncolored string to its `text` property,
/// whose `didSet` shows it in a text view after `processText()` colors the whole string, in a
/// method further down the file. Reading the file top to bottom, the assignment in the next
/// method, `insertAtCursorPosition`, ended the property's life before the coloring was reached:
/// a warning that the text draws black. A local's reassignment still ends its value's life.
@Suite struct PropertyObserverTests {
  static func composer(coloring: String) -> String {
    """
    import UIKit

    @MainActor public class TextModel: NSObject {
        public var textView: UITextView?

        public var text = NSMutableAttributedString(string: "") {
            didSet {
                processText()
                textView?.attributedText = text
            }
        }

        public func append(content: String) {
            let attrString = self.text
            attrString.append(NSAttributedString(string: content))
            self.text = attrString
        }

        public func insertAtCursorPosition(content: String, at location: Int) {
            let string = self.text
            string.mutableString.insert(content, at: location)
            self.text = string
        }

        private func processText() {
            text.addAttributes([\(coloring)
                                .font: UIFont.preferredFont(forTextStyle: .body)],
                               range: NSRange(location: 0, length: text.string.utf16.count))
        }
    }
    """
  }

  static func findings(_ source: String) -> [Finding] {
    AttributedTextScanner().scan(source: source, path: "TextModel.swift").findings.filter {
      $0.rule == AttributedTextForegroundRule.id
    }
  }

  @Test func aPropertyColoredInAMethodItsObserverCallsIsColored() {
    #expect(Self.findings(Self.composer(coloring: ".foregroundColor: UIColor.label,")).isEmpty)
    #expect(Self.findings(Self.composer(coloring: "")).map(\.severity) == [.warning])
  }
}
