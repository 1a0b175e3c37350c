/// A non-adaptive foreground color inside text attributes.
///
/// Lint: a foreground color value (in a dictionary literal, a subscript assignment, an
/// `addAttribute(.foregroundColor, value:…)` call, an Objective-C `@{}` literal or
/// `dictionaryWithObjectsAndKeys:`) that is `UIColor.black`, `.darkGray`, `.lightGray`, `.gray`,
/// `.darkText`, a literal `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, a hex
/// initialiser with a literal, `#colorLiteral`, or the Objective-C `[UIColor blackColor]`,
/// `[UIColor colorWithWhite:alpha:]` family. Not flagged: literal components that are all at least
/// 0.95 (white, like `UIColor.white` and `.lightText`, Apple's color for text on a dark ground,
/// which are not flagged either: such text sits on a fixed tinted ground), attributes used only to
/// measure, attributes for a control's disabled state (`for: .disabled`, an argument or local named
/// for it: WCAG exempts inactive components), a color that reads on black in a function that also
/// colors a run fixed white (text
/// made for a fixed dark ground), a color chosen in a branch for one appearance (`case (…, .dark):`, `if
/// traitCollection.userInterfaceStyle == .dark`, and its `else`), attributes of whitespace-only
/// text (also a local built
/// by appending only whitespace), and drawing on a canvas the code fills with a fixed color, followed
/// from a stored dictionary to where it is drawn (and from that function to its callers). A note
/// for text drawn into an image or a PDF: in a function that renders one, or in a file that shows
/// attributed text only by rendering images; and for a color in attributes that also make the run a link,
/// which a text view paints with its `linkTextAttributes` instead.
///
/// Where the spelling proves the color's value (a UIKit fixed color, literal sRGB or white
/// components, opaque), the message gives its contrast on the default grounds, white in Light Mode
/// and black in Dark Mode, and names the appearance where text falls below 4.5:1
/// (`lightGray` fails in Light Mode, `darkGray` in Dark Mode); the few mid grays that read on both
/// are a note. In a type that fixes its own ground (its `backgroundColor`, or its `view`'s, set
/// to a color the code spells; else the appearance it pins with `overrideUserInterfaceStyle`),
/// the color is measured there instead: a note where it reads, or where its value is not known
/// (Dark Mode changes neither side), a warning where it fails. So is a run that paints its own
/// ground: UIKit's `.backgroundColor` in the same attributes, where the code spells a fixed color;
/// an app's own key named for a color (`.badgeColor`, filled by its layout manager behind the
/// glyphs), or a background of a value not known, make it a note. A background or link the same
/// function adds to the same string (`addAttribute(.backgroundColor, …)`) counts where its range is
/// spelled as the color's; on another range, which may not hold the run, it makes a note. A color that reads on white,
/// in a function that also gives a view's own text a fixed color other than white
/// (`field.textColor = .black`), is a note: one fixed scheme, made for a fixed light ground; so is
/// a color that reads on black in a type that gives text a fixed white (a light gray placeholder
/// in a field whose text is white), made for a fixed dark ground. A color in a Swift property or
/// method that nothing else in the project names (not an override, not `@objc`, `@IB…`,
/// `public` or `open`) is a note: nothing draws it as the code stands.
enum AttributedTextStaticColorRule: AttributedTextRule {
  static let id = "attributed-text-static-color"
  static let name = "Non-adaptive foreground color in text attributes"
  static let defaultSeverity = Severity.warning
  static let summary =
    "A fixed color such as UIColor.black in text attributes does not adapt to Dark Mode."

  static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: ↓UIColor.darkGray]
      """, severity: .warning),
    RuleExample(
      """
      func badge(_ s: NSMutableAttributedString) {
        s.addAttribute(.foregroundColor, value: ↓UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1), range: NSRange(location: 0, length: s.length))
      }
      """, severity: .warning),
    RuleExample(
      """
      NSDictionary *attrs = @{NSForegroundColorAttributeName: ↓[UIColor blackColor], NSFontAttributeName: font};
      """, .objectiveC, severity: .warning),
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(
      "let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.label]"),
    // A bar styled for a dark ground: white titles, and Apple's text-on-dark color when disabled.
    RuleExample(
      """
      items.disabled.titleTextAttributes = [.foregroundColor: UIColor.lightText]
      """),
    // Made for a fixed dark ground: a light gray name, then its value in white.
    RuleExample(
      """
      - (NSAttributedString *)formatInfo:(NSString *)name text:(NSString *)text {
          NSDictionary *nameAttributes = @{NSForegroundColorAttributeName: UIColor.lightGrayColor};
          NSDictionary *valueAttributes = @{NSForegroundColorAttributeName: UIColor.whiteColor};
          NSMutableAttributedString *info = [[NSMutableAttributedString alloc] initWithString:name attributes:nameAttributes];
          [info appendAttributedString:[[NSAttributedString alloc] initWithString:text attributes:valueAttributes]];
          return info;
      }
      """, .objectiveC),
    RuleExample(
      """
      func gap() -> NSAttributedString { NSAttributedString(string: "\\n", attributes: [.foregroundColor: UIColor.black]) }
      """),
    RuleExample(
      """
      func thumbnail(_ s: String) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { ctx in
          UIColor.white.setFill()
          ctx.fill(CGRect(origin: .zero, size: size))
          (s as NSString).draw(at: .zero, withAttributes: [.foregroundColor: UIColor.black])
        }
      }
      """),
    RuleExample(
      """
      func width(_ s: String) -> CGFloat { (s as NSString).size(withAttributes: [.font: font, .foregroundColor: UIColor.black]).width }
      """),
  ]
}
