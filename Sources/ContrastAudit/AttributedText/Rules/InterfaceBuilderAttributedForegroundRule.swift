/// An Interface Builder attributed string with a fragment that has no color.
///
/// Lint: a `<fragment>` of an `<attributedString>` in a `.xib` or `.storyboard` whose
/// `<attributes>` hold no `<color key="NSColor">`. Warning for a text view, text field or other
/// view that draws such runs black, when no Swift or Objective-C file in the same scan sets the
/// attributed text (or title, or text) of an outlet connected to that view; note when one does,
/// since code usually restyles it at runtime, when the view's `customClass` is a project class
/// that sets its own `textColor`, and for a label or button, which fill such runs with their own
/// text or title color. Whitespace-only fragments are not flagged.
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
        attributes: #"opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label""#
      ), .xib, severity: .note),
  ]

  /// A view of kind `element` whose attributed text has one fragment without a color.
  private static func uncoloredFragment(in element: String, attributes: String) -> String {
    """
    <\(element) \(attributes) id="aB1-cd-Ef2">
        <attributedString key="attributedText">
            ↓<fragment content="Terms of Service">
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
      """, .xib)
  ]
}
