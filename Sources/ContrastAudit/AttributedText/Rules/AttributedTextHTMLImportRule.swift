/// An HTML or RTF import whose result is displayed.
///
/// Lint: `NSAttributedString(data:options:documentAttributes:)` (or `url:`/`html:`/`rtf:` and the
/// Objective-C `initWithData:options:…`, `initWithHTML:…`) with an HTML or RTF document type. The
/// importer bakes black (or the document's color) into every run. Warning when the result reaches
/// a label, button, text view, field or drawing in the same file; note when its destination is not
/// visible; nothing when only `.string` is used, a foreground color is set or removed over it, or
/// the function's HTML carries a style sheet or inline style that sets the text color
/// (`body { color: … }`).
enum AttributedTextHTMLImportRule: AttributedTextRule {
  static let id = "attributed-text-html-import"
  static let name = "Displayed HTML/RTF import"
  static let defaultSeverity = Severity.warning
  static let summary =
    "HTML and RTF imports bake a fixed text color into every run; displayed as is, they are unreadable in Dark Mode."

  static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      func show(_ html: Data) throws {
        bodyLabel.attributedText = try ↓NSAttributedString(data: html, options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
      }
      """, severity: .warning)
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(
      """
      func plain(_ html: Data) throws -> String {
        let s = try NSAttributedString(data: html, options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
        return s.string
      }
      """),
    RuleExample(
      """
      func show(_ html: Data) throws {
        let s = try NSMutableAttributedString(data: html, options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
        s.addAttribute(.foregroundColor, value: UIColor.label, range: NSRange(location: 0, length: s.length))
        bodyLabel.attributedText = s
      }
      """),
  ]
}
