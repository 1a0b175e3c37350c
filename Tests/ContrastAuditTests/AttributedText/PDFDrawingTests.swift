import Testing

@testable import ContrastAudit

/// Text drawn into a PDF is on white paper in Dark Mode too: a note, as text drawn into an
/// image is.
///
/// stopp-corona (read to check) draws a diary's text into a PDF with `UIGraphicsPDFRenderer`:
/// its attributes have no foreground color, which is black on the page, and the tool warned
/// that it "draws black, unreadable in Dark Mode" (its advice, `UIColor.label`, would print white
/// on white when the PDF is made in Dark Mode).
@Suite struct PDFDrawingTests {
  static func findings(attributes: String) -> [Finding] {
    let source = """
      import UIKit

      final class PDFCreator {
          func convertToPDF(_ text: String) -> Data {
              let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 595, height: 842))
              return renderer.pdfData { context in
                  context.beginPage()
                  let attributes: [NSAttributedString.Key: Any] = [\(attributes)]
                  let attributedText = NSAttributedString(string: text, attributes: attributes)
                  attributedText.draw(in: CGRect(x: 40, y: 40, width: 515, height: 760))
              }
          }
      }
      """
    return AttributedTextScanner().scan(source: source, path: "PDFCreator.swift").findings
  }

  @Test func noForegroundIsBlackOnThePage() throws {
    let found = try #require(
      Self.findings(attributes: ".font: UIFont.systemFont(ofSize: 12)").first)
    #expect(found.rule == AttributedTextForegroundRule.id)
    #expect(found.severity == .note)
    #expect(
      found.message.contains(
        "drawn into an image or PDF has no foreground color and is black there"))
  }

  @Test func aFixedColorIsANote() throws {
    let found = try #require(
      Self.findings(
        attributes: ".font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.black"
      )
      .first)
    #expect(found.rule == AttributedTextStaticColorRule.id)
    #expect(found.severity == .note)
    #expect(found.message.contains("drawn into an image or PDF"))
  }
}
