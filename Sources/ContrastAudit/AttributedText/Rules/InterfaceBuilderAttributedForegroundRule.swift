/// An Interface Builder attributed string with a fragment that has no color.
///
/// Lint: a `<fragment>` of an `<attributedString>` in a `.xib` or `.storyboard` whose
/// `<attributes>` hold no `<color key="NSColor">`. Warning for a text view, text field or other
/// view that draws such runs black; note for a label whose own text color is fixed, and a button,
/// which fill such runs with their own text or title color. Nothing when a Swift or Objective-C
/// file in the same scan sets the attributed text (or title, text or text color) of an outlet
/// connected to that view, or the view's `customClass` is a project class that sets its own
/// `textColor` (the fragment is a placeholder), nor for a label whose text color adapts (none,
/// a dynamic system color, a named color), nor for a placeholder. Whitespace-only fragments are
/// not flagged.
enum InterfaceBuilderAttributedForegroundRule: AttributedTextRule {
  static let id = "interface-builder-attributed-foreground"
  static let name = "Interface Builder attributed text without color"
  static let defaultSeverity = Severity.warning
  static let summary =
    "An attributed string set in Interface Builder has a fragment without a color: a text view or field draws it black in Dark Mode, a label or button gives it its own text color."

  static let triggeringExamples: [RuleExample] = [
    RuleExample(
      uncoloredFragment(
        in: "textView",
        attributes:
          #"clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO""#
      ), .xib, severity: .warning),
    RuleExample(
      uncoloredFragment(
        in: "label",
        attributes: #"opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label""#,
        textColor:
          #"<color key="textColor" white="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
      ), .xib, severity: .note),
  ]

  /// A view of kind `element` whose attributed text has one fragment without a color.
  private static func uncoloredFragment(
    in element: String, attributes: String, textColor: String = "", marked: Bool = true
  ) -> String {
    """
    <\(element) \(attributes) id="aB1-cd-Ef2">
        \(textColor)
        <attributedString key="attributedText">
            \(marked ? "↓" : "")<fragment content="Terms of Service">
                <attributes>
                    <font key="NSFont" size="15" name="Helvetica"/>
                </attributes>
            </fragment>
        </attributedString>
    </\(element)>
    """
  }

  static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" id="aB1-cd-Ef2">
          <attributedString key="attributedText">
              <fragment content="Terms of Service">
                  <attributes>
                      <color key="NSColor" systemColor="labelColor"/>
                      <font key="NSFont" size="15" name="Helvetica"/>
                  </attributes>
              </fragment>
          </attributedString>
      </label>
      """, .xib),
    // A label with UIKit's text color, which adapts, fills the fragment with it.
    RuleExample(
      uncoloredFragment(
        in: "label",
        attributes: #"opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label""#,
        marked: false), .xib),
  ]
}
