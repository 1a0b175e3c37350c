import Testing

@testable import ContrastAudit

/// A fixed text color is measured on the grounds text is drawn on by default, so the message says
/// where it fails: Strongbox's empty-list titles in `[UIColor lightGrayColor]` read in Dark Mode
/// (9:1 on black) and fail in Light Mode (2.3:1 on white), which "does not adapt to Dark Mode"
/// did not say.
@Suite struct FixedColorMessageTests {
  static func finding(_ line: String, path: String = "Empty.swift") -> Finding? {
    AttributedTextScanner().scan(source: line, path: path).findings.first {
      $0.rule == AttributedTextStaticColorRule.id
    }
  }

  @Test(arguments: [
    (
      "let a: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.lightGray]",
      "warning: `UIColor.lightGray` is a fixed color: 2.32:1 on Light Mode's white background, "
        + "where text needs 4.5:1 (9.03:1 on Dark Mode's black); use a dynamic color such as "
        + "`UIColor.label` or an asset catalog color."
    ),
    (
      "let a: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)]",
      "warning: `UIColor(red:green:blue:alpha:)` is a fixed color that does not adapt to Dark Mode: "
        + "1.66:1 on its black background, where text needs 4.5:1 (12.63:1 on Light Mode's "
        + "white); use a dynamic color such as `UIColor.label` or an asset catalog color."
    ),
    // The one band of grays that reads on both grounds: a note.
    (
      "let a: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor(white: 0.46, alpha: 1)]",
      "note: `UIColor(white:alpha:)` is a fixed color: 4.58:1 on Light Mode's white background "
        + "and 4.57:1 on Dark Mode's black, but it does not follow a grouped or elevated "
        + "background, nor Increase Contrast; use a dynamic color such as `UIColor.label` or an "
        + "asset catalog color."
    ),
    // Translucent, or in a space the value does not follow: no ratio is claimed.
    (
      "let a: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.darkGray.withAlphaComponent(0.5)]",
      "warning: `UIColor.darkGray` is a fixed color that does not adapt to Dark Mode; use a "
        + "dynamic color such as `UIColor.label` or an asset catalog color."
    ),
    (
      "let a: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor(displayP3Red: 0.2, green: 0.2, blue: 0.2, alpha: 1)]",
      "warning: `UIColor(displayP3Red:green:blue:alpha:)` is a fixed color that does not adapt to "
        + "Dark Mode; use a dynamic color such as `UIColor.label` or an asset catalog color."
    ),
  ])
  func swiftColors(line: String, expected: String) throws {
    let found = try #require(Self.finding(line))
    #expect("\(found.severity.rawValue): \(found.message)" == expected)
  }

  @Test func objectiveCMessages() throws {
    let named = try #require(
      Self.finding(
        "NSDictionary *a = @{NSForegroundColorAttributeName: [UIColor blackColor]};",
        path: "Empty.m"))
    #expect(
      named.message
        == "`[UIColor blackColor]` is a fixed color that does not adapt to Dark Mode: 1.00:1 on "
        + "its black background, where text needs 4.5:1 (21.00:1 on Light Mode's white); use a "
        + "dynamic color such as `UIColor.labelColor` or an asset catalog color.")
    let literal = try #require(
      Self.finding(
        "NSDictionary *a = @{NSForegroundColorAttributeName: [UIColor colorWithRed:0.8 green:0.8 blue:0.8 alpha:1.0]};",
        path: "Empty.m"))
    #expect(literal.severity == .warning)
    #expect(literal.message.contains("1.60:1 on Light Mode's white background"))
    // An alpha below 1 shows what is behind: no ratio.
    let translucent = try #require(
      Self.finding(
        "NSDictionary *a = @{NSForegroundColorAttributeName: [UIColor colorWithWhite:0 alpha:0.5]};",
        path: "Empty.m"))
    #expect(translucent.message.contains("does not adapt to Dark Mode; use"))
  }

  /// A fixed color in a branch the code takes for one appearance is the code's own adaptation:
  /// session-ios draws a mention black only in its dark interface style, on its green bubble.
  @Test func aColorChosenForOneAppearanceIsNotFlagged() {
    let swift = """
      func mentions(_ result: NSMutableAttributedString, range: NSRange, textColor: UIColor) {
          switch (location, isCurrentUser, theme.interfaceStyle) {
              case (.incomingMessage, true, .dark): result.addAttribute(.foregroundColor, value: UIColor.black, range: range)
              case (.incomingMessage, true, _): result.addAttribute(.foregroundColor, value: textColor, range: range)
              case (.outgoingMessage, _, .dark): result.addAttribute(.foregroundColor, value: UIColor.black, range: range)
              default: break
          }
      }

      func caption(_ result: NSMutableAttributedString, range: NSRange) {
          if traitCollection.userInterfaceStyle == .dark {
              result.addAttribute(.foregroundColor, value: UIColor.black, range: range)
          } else {
              result.addAttribute(.foregroundColor, value: UIColor.darkGray, range: range)
          }
      }

      func badge(_ result: NSMutableAttributedString, range: NSRange) {
          switch location {
              case .incomingMessage: result.addAttribute(.foregroundColor, value: UIColor.black, range: range)
              default: break
          }
      }
      """
    let found = AttributedTextScanner().scan(source: swift, path: "Mentions.swift").findings
      .filter { $0.rule == AttributedTextStaticColorRule.id }
    // Only the badge's black, chosen whatever the appearance.
    #expect(found.map { $0.location.line ?? 0 } == [20])
    let objectiveC = """
      - (NSDictionary *)attributes {
          if (self.traitCollection.userInterfaceStyle == UIUserInterfaceStyleDark) {
              return @{NSForegroundColorAttributeName: [UIColor blackColor]};
          }
          return @{NSForegroundColorAttributeName: [UIColor darkGrayColor]};
      }
      """
    let objcFound = AttributedTextScanner().scan(source: objectiveC, path: "Badge.m").findings
      .filter { $0.rule == AttributedTextStaticColorRule.id }
    // The early return's color is every other appearance's: still flagged.
    #expect(objcFound.map { $0.location.line ?? 0 } == [5])
  }
}

/// Glyphs of an icon font (FontAwesomeKit) are non-text elements: a fixed color needs 3:1
/// against its default grounds, and one drawn into an image is a note.
///
/// iNaturalist colors its selector buttons' 30 pt icons `[UIColor grayColor]` (3.98:1 on white,
/// enough for an icon) and renders taxon placeholders with `[icon imageWithSize:]`: five
/// warnings said text needed 4.5:1.
@Suite struct IconFontColorTests {
  static let source = """
    #import "ObsDetailSelectorButton.h"

    @implementation ObsDetailSelectorButton

    + (instancetype)buttonWithSelectorType:(NSInteger)type {
        ObsDetailSelectorButton *button = [ObsDetailSelectorButton buttonWithType:UIButtonTypeSystem];
        FAKIcon *star = [FAKIonIcons iosStarIconWithSize:30];
        [star addAttribute:NSForegroundColorAttributeName value:[UIColor grayColor]];
        [button.iconLabel setAttributedText:star.attributedString];
        FAKIcon *info = [FAKIonIcons iosInformationIconWithSize:30];
        [info addAttribute:NSForegroundColorAttributeName value:[UIColor lightGrayColor]];
        [button.infoLabel setAttributedText:info.attributedString];
        return button;
    }

    - (void)showPlaceholder {
        FAKIcon *taxonIcon = [FAKINaturalist iconForIconicTaxon:@"Aves" withSize:90];
        [taxonIcon addAttribute:NSForegroundColorAttributeName value:[UIColor lightGrayColor]];
        self.photoImageView.image = [taxonIcon imageWithSize:CGSizeMake(90, 90)];
    }

    @end
    """

  @Test func anIconsColorIsMeasuredAsAnIcon() {
    let found = AttributedTextScanner().scan(source: Self.source, path: "ObsDetailSelectorButton.m")
      .findings.filter { $0.rule == AttributedTextStaticColorRule.id }
    // Gray reads on both grounds as an icon: a note that it does not adapt. Light gray fails on
    // white; drawn into an image, it is a note.
    #expect(
      found.map { "\($0.location.line ?? 0) \($0.severity.rawValue)" } == [
        "8 note", "11 warning", "18 note",
      ])
    #expect(found[1].message.contains("where an icon's glyph needs 3:1") == true)
    #expect(found.map(\.failsIn) == [[], [.light], nil])
  }
}
