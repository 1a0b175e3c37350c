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
    "An attributed string set in Interface Builder has a fragment without a color, which draws black in Dark Mode."

  static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" id="aB1-cd-Ef2">
          <attributedString key="attributedText">
              ↓<fragment content="Terms of Service">
                  <attributes>
                      <font key="NSFont" size="15" name="Helvetica"/>
                  </attributes>
              </fragment>
          </attributedString>
      </textView>
      """, .xib, severity: .warning),
    RuleExample(
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" id="aB1-cd-Ef2">
          <attributedString key="attributedText">
              ↓<fragment content="Terms of Service">
                  <attributes>
                      <font key="NSFont" size="15" name="Helvetica"/>
                  </attributes>
              </fragment>
          </attributedString>
      </label>
      """, .xib, severity: .note),
  ]

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
