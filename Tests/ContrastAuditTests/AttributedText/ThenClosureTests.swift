import Testing

@testable import ContrastAudit

/// A value changed in a `.then { … }` closure (the Then library) is the value the call returns.
///
/// Windscribe (read to check) imports HTML, copies it into a mutable string and sets the
/// foreground over the whole range in `.then { $0.addAttribute(.foregroundColor, …) }`, then shows
/// it in a text view: the import's black is replaced, and nothing should be reported. A closure
/// that sets only the font leaves the import's color in place.
@Suite struct ThenClosureTests {
  static func findings(_ source: String) -> [(rule: String, line: Int, severity: Severity)] {
    AttributedTextScanner().scan(source: source, path: "UITextView+HTML.swift").findings
      .map { ($0.rule, $0.location.line ?? 0, $0.severity) }
  }

  @Test func aForegroundSetInAThenClosureReplacesTheImportsColor() {
    let source = """
      import Then
      import UIKit

      extension UITextView {
          func showHTML(_ data: Data, font: UIFont, color: UIColor = .white) {
              do {
                  let imported = try NSAttributedString(
                      data: data,
                      options: [.documentType: NSAttributedString.DocumentType.html,
                                .characterEncoding: String.Encoding.utf8.rawValue],
                      documentAttributes: nil)
                  let styled = NSMutableAttributedString(attributedString: imported).then {
                      $0.addAttribute(.foregroundColor, value: color,
                                      range: NSRange(location: 0, length: imported.length))
                      $0.addAttribute(.font, value: font,
                                      range: NSRange(location: 0, length: imported.length))
                  }
                  attributedText = styled
              } catch {
                  text = String(data: data, encoding: .utf8)
              }
          }

          func showNotes(_ data: Data, font: UIFont) throws {
              let imported = try NSAttributedString(
                  data: data, options: [.documentType: NSAttributedString.DocumentType.html],
                  documentAttributes: nil)
              attributedText = NSMutableAttributedString(attributedString: imported).then { copy in
                  copy.addAttribute(.font, value: font, range: NSRange(location: 0, length: copy.length))
              }
          }

          func showLicense(_ data: Data, color: UIColor) throws {
              let imported = try NSAttributedString(
                  data: data, options: [.documentType: NSAttributedString.DocumentType.html],
                  documentAttributes: nil)
              attributedText = NSMutableAttributedString(attributedString: imported).then { copy in
                  copy.addAttribute(.foregroundColor, value: color, range: NSRange(location: 0, length: copy.length))
              }
          }
      }
      """
    let found = Self.findings(source).filter { $0.rule == AttributedTextHTMLImportRule.id }
    #expect(found.map(\.line) == [25])
  }
}
