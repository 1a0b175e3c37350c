/// A hard-coded color in an Interface Builder attributed string.
///
/// Lint: a `<color key="NSColor">` inside an attributed-string fragment given by components
/// (`white=…` or `red=… green=… blue=…`, in `calibratedWhite`, `calibratedRGB`, `deviceRGB` or a
/// custom color space) or as the non-adaptive `cocoaTouchSystemColor="darkTextColor"`. Named
/// colors (`name=`) and system colors (`systemColor=`) are fine. Whitespace-only fragments are
/// not flagged.
enum InterfaceBuilderStaticColorRule: AttributedTextRule {
  static let id = "interface-builder-static-color"
  static let name = "Interface Builder attributed text with a fixed color"
  static let defaultSeverity = Severity.warning
  static let summary =
    "A calibrated or custom color in an Interface Builder attributed string does not adapt to Dark Mode."

  static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="Xy9-ab-Cd3">
          <attributedString key="attributedText">
              <fragment content="Welcome">
                  <attributes>
                      ↓<color key="NSColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                  </attributes>
              </fragment>
          </attributedString>
      </textView>
      """, .xib, severity: .warning)
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(
      """
      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="Xy9-ab-Cd3">
          <attributedString key="attributedText">
              <fragment content="Welcome">
                  <attributes>
                      <color key="NSColor" name="BrandText"/>
                  </attributes>
              </fragment>
          </attributedString>
      </textView>
      """, .xib)
  ]
}
