import Testing

@testable import ContrastAudit

/// An Objective-C block that enumerates the whole string's runs and colors each one colors all
/// of it, as a Swift closure does.
///
/// psiphon-ios-vpn (read to check) imports its onboarding pages from HTML, then walks the font
/// runs to swap in its own fonts and set each run's color to white: warned about as an import
/// whose text stays black. A block that colors only some runs, or enumerates part of the string,
/// leaves the rest black.
@Suite struct BlockEnumerationTests {
  static func page(range: String, coloring: String) -> String {
    """
    - (void)setupViews {
        bodyTextView = [[UITextView alloc] initWithFrame:CGRectZero];
        bodyTextView.editable = FALSE;
        bodyTextView.backgroundColor = UIColor.clearColor;

        NSMutableAttributedString *attributedString = [[NSMutableAttributedString alloc]
                initWithData:[htmlBody dataUsingEncoding:NSUnicodeStringEncoding]
                     options:@{NSDocumentTypeDocumentAttribute: NSHTMLTextDocumentType}
          documentAttributes:nil
                       error:nil];

        // Enumerate font attributes and update to the desired font.
        [attributedString enumerateAttribute:NSFontAttributeName
             inRange:\(range)
             options:NSAttributedStringEnumerationLongestEffectiveRangeNotRequired
          usingBlock:^(UIFont *currentFont, NSRange range, BOOL *stop) {

              NSRange boldRange = [currentFont.fontName rangeOfString:@"bold"
                                                              options:NSCaseInsensitiveSearch];
              UIFont *newFont;
              if (boldRange.location != NSNotFound) {
                  newFont = [UIFont fontWithName:@"AvenirNext-DemiBold" size:currentFont.pointSize];
              } else {
                  newFont = [UIFont fontWithName:@"AvenirNext-Medium" size:currentFont.pointSize];
              }

              [attributedString addAttribute:NSFontAttributeName value:newFont range:range];
              \(coloring)
          }];

        bodyTextView.attributedText = attributedString;
    }
    """
  }

  static func importWarnings(_ source: String) -> [Int] {
    AttributedTextScanner().scan(source: source, path: "OnboardingScrollableView.m").findings
      .filter { $0.rule == AttributedTextHTMLImportRule.id && $0.severity == .warning }
      .map { $0.location.line ?? 0 }
  }

  static let white =
    "[attributedString addAttribute:NSForegroundColorAttributeName value:UIColor.whiteColor range:range];"

  @Test func aBlockColoringEveryRunOfTheWholeStringColorsIt() {
    let whole = Self.page(range: "NSMakeRange(0, [attributedString length])", coloring: Self.white)
    #expect(Self.importWarnings(whole).isEmpty)
  }

  @Test func aBlockColoringSomeRunsOrPartOfTheStringDoesNot() {
    let part = Self.page(range: "NSMakeRange(0, 12)", coloring: Self.white)
    #expect(Self.importWarnings(part) == [6])
    let boldOnly = Self.page(
      range: "NSMakeRange(0, [attributedString length])",
      coloring: "if (boldRange.location != NSNotFound) { \(Self.white) }")
    #expect(Self.importWarnings(boldOnly) == [6])
  }
}
