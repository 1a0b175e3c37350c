/// Attributed text that reaches the screen without a foreground color.
///
/// Lint: an `NSAttributedString`/`NSMutableAttributedString` (Swift initialisers, implicit
/// `.init(string:attributes:)`, Objective-C `initWithString:attributes:`, markdown, or an
/// `AttributedString` bridged to `NSAttributedString`) whose resolved attributes have no
/// foreground color, that no later `addAttribute(s)`/`setAttributes` in the same scope colors, and
/// that reaches a sink in the same file. Also `NSString` drawing with such attributes, text-view
/// `typingAttributes` without a color, and `setAttributes` without a color after one was set.
///
/// Severity follows what the project shows about the sink: warning only where it is known to draw
/// black (drawing on screen, Core Text, a `CATextLayer`, typing attributes, a text view or field
/// with no `textColor` anywhere in its type and extensions), also for a run without color inside
/// a string whose other runs set one; note for labels, classic button titles, placeholders,
/// outlets, text drawn into an image or a PDF, and mixed strings whose sink cannot be seen.
/// Nothing where the project context shows the fix (the view's `textColor` set in another method,
/// extension or file, or on a local a method stores in the property; a plain `UILabel` the code
/// makes, whose default `UIColor.label` fills the runs; a button's tint or configuration
/// foreground; a string only VoiceOver reads (`accessibilityAttributedLabel`); a coloring
/// `NSTextStorage`; callers that color a returned string), and for SwiftUI `Text`,
/// `AttributedString`, `UIButton.Configuration`, appearance title attributes, measuring,
/// `.string`-only uses, whitespace-only text, unresolved dictionaries, and strings passed to
/// methods that might color them.
enum AttributedTextForegroundRule: AttributedTextRule {
  static let id = "attributed-text-foreground"
  static let name = "Attributed text without foreground color"
  static let defaultSeverity = Severity.warning
  static let summary =
    "Attributed text shown or drawn without a foreground color draws black and is unreadable in Dark Mode."

  static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      final class NoteViewController: UIViewController {
        private let bodyView = UITextView()
        func show(_ note: Note) {
          bodyView.attributedText = ↓NSAttributedString(string: note.body, attributes: [.font: UIFont.systemFont(ofSize: 17)])
        }
      }
      """, severity: .warning),
    RuleExample(
      """
      func render(_ title: String, in rect: CGRect) {
        let text = ↓NSAttributedString(string: title, attributes: [.font: UIFont.systemFont(ofSize: 12)])
        text.draw(in: rect)
      }
      """, severity: .warning),
    RuleExample(
      """
      func draw(_ s: String, at p: CGPoint) {
        (s as NSString).↓draw(at: p, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 14)])
      }
      """, severity: .warning),
    RuleExample(
      """
      func show(_ s: String) {
        textView.attributedText = ↓NSAttributedString(string: s, attributes: [.font: font])
      }
      """, severity: .warning),
    RuleExample(
      """
      func configure(_ s: String) {
        titleLabel.attributedText = ↓NSAttributedString(string: s, attributes: [.kern: 1.2])
      }
      """, severity: .note),
    RuleExample(
      """
      func configure(name: String, detail: String) {
        let result = NSMutableAttributedString()
        result.append(NSAttributedString(string: name, attributes: [.foregroundColor: UIColor.label]))
        result.append(↓NSAttributedString(string: detail, attributes: [.font: UIFont.systemFont(ofSize: 11)]))
        detailTextView.attributedText = result
      }
      """, severity: .warning),
    RuleExample(
      """
      func style(_ s: String) {
        let text = NSMutableAttributedString(string: s, attributes: [.foregroundColor: UIColor.label])
        text.↓setAttributes([.font: UIFont.systemFont(ofSize: 20)], range: NSRange(location: 0, length: 3))
        textView.attributedText = text
      }
      """, severity: .warning),
    RuleExample(
      """
      func setUp() {
        textView.↓typingAttributes = [.font: UIFont.preferredFont(forTextStyle: .body)]
      }
      """, severity: .warning),
    RuleExample(
      """
      - (void)drawRect:(CGRect)rect {
          NSAttributedString *s = ↓[[NSAttributedString alloc] initWithString:self.title attributes:@{NSFontAttributeName: self.font}];
          [s drawInRect:rect];
      }
      """, .objectiveC, severity: .warning),
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(
      """
      final class ComposeViewController: UIViewController {
        let textView = UITextView()
        override func viewDidLoad() {
          super.viewDidLoad()
          textView.attributedText = NSAttributedString(string: draft, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
        }
        func update(theme: Theme) {
          textView.textColor = theme.primaryText
        }
      }
      """),
    RuleExample(
      """
      private enum Style {
        static let body: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.label]
      }
      func render(_ title: String, in rect: CGRect) {
        NSAttributedString(string: title, attributes: Style.body).draw(in: rect)
      }
      """),
    RuleExample(
      """
      func render(_ title: String, in rect: CGRect) {
        let text = NSMutableAttributedString(string: title, attributes: [.font: font])
        text.addAttribute(.foregroundColor, value: UIColor.label, range: NSRange(location: 0, length: text.length))
        text.draw(in: rect)
      }
      """),
    RuleExample(
      """
      func height(of s: String, width: CGFloat) -> CGFloat {
        NSAttributedString(string: s, attributes: [.font: font]).boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil).height
      }
      """),
    RuleExample(
      """
      func spacer() { textView.textStorage.append(NSAttributedString(string: " ", attributes: [.font: font])) }
      """),
    RuleExample(
      """
      var body: some View { Text(AttributedString("Hello")) }
      """),
    RuleExample(
      """
      func appearance() { UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 17)] }
      """),
  ]
}
