import Testing

@testable import ContrastAudit

/// HTML whose colors the app puts into a template before importing it imports with those colors,
/// not black: Antidote's help pages replace `$TEXT_COLOR` with its theme's text color.
@Suite struct HTMLTemplateTests {
  static func importFindings(_ source: String, path: String) -> [Int] {
    AttributedTextScanner().scan(source: source, path: path).findings
      .filter { $0.rule == AttributedTextHTMLImportRule.id }.map { $0.location.line ?? 0 }
  }

  @Test func colorsPutIntoATemplateAreTheImportsColors() {
    let swift = """
      final class TextViewController: UIViewController {
          let textView = UITextView()

          func loadHtml(textColor: UIColor) throws {
              var html = try NSString(contentsOfFile: path, encoding: String.Encoding.utf8.rawValue)
              html = html.replacingOccurrences(of: Constants.TextColorKey, with: textColor.hexString()) as NSString
              let data = html.data(using: String.Encoding.unicode.rawValue)!
              let options = [NSAttributedString.DocumentReadingOptionKey.documentType: NSAttributedString.DocumentType.html]
              textView.attributedText = try NSAttributedString(data: data, options: options, documentAttributes: nil)
          }

          func loadNotes(name: String) throws {
              var html = try NSString(contentsOfFile: path, encoding: String.Encoding.utf8.rawValue)
              html = html.replacingOccurrences(of: "$NAME", with: name) as NSString
              let data = html.data(using: String.Encoding.unicode.rawValue)!
              let options = [NSAttributedString.DocumentReadingOptionKey.documentType: NSAttributedString.DocumentType.html]
              textView.attributedText = try NSAttributedString(data: data, options: options, documentAttributes: nil)
          }
      }
      """
    // Only the page whose template gets a name, not a color.
    #expect(Self.importFindings(swift, path: "TextViewController.swift") == [17])
    let objectiveC = """
      - (void)loadHelp {
          NSString *html = [NSString stringWithContentsOfFile:self.path encoding:NSUTF8StringEncoding error:nil];
          html = [html stringByReplacingOccurrencesOfString:@"$TEXT_COLOR" withString:[self.theme.textColor hexString]];
          NSData *data = [html dataUsingEncoding:NSUnicodeStringEncoding];
          self.textView.attributedText = [[NSAttributedString alloc] initWithData:data options:@{NSDocumentTypeDocumentAttribute: NSHTMLTextDocumentType} documentAttributes:nil error:nil];
      }
      """
    #expect(Self.importFindings(objectiveC, path: "HelpViewController.m").isEmpty)
  }
}
