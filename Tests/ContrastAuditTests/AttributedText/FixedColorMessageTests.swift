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

  /// A segmented control draws its selected titles on its selected segment.
  ///
  /// Where the code or the control's document colors that segment, the screen's ground says
  /// nothing. Blockstream Green's black selected titles (checking), on a light gray segment its
  /// documents set, were two false warnings, measured on the black screen of its Dark-only app.
  @Test func aSelectedSegmentsTitleIsNotMeasuredOnTheScreen() throws {
    let swift = """
      import UIKit

      final class NetworkSelectCell: UITableViewCell {
          @IBOutlet weak var networkSegmentedControl: UISegmentedControl!
          @IBOutlet weak var feeSegmentedControl: UISegmentedControl!
          @IBOutlet weak var modeSegmentedControl: UISegmentedControl!

          override func awakeFromNib() {
              super.awakeFromNib()
              networkSegmentedControl.selectedSegmentTintColor = UIColor(white: 0.67, alpha: 1)
              networkSegmentedControl.setTitleTextAttributes(
                  [NSAttributedString.Key.foregroundColor: UIColor.black], for: .selected)
              feeSegmentedControl.setTitleTextAttributes(
                  [NSAttributedString.Key.foregroundColor: UIColor.black], for: .selected)
              modeSegmentedControl.setTitleTextAttributes(
                  [NSAttributedString.Key.foregroundColor: UIColor.black], for: .selected)
          }
      }
      """
    let objectiveC = """
      - (void)awakeFromNib {
          [super awakeFromNib];
          self.modeControl.selectedSegmentTintColor = [UIColor colorWithWhite:0.67 alpha:1.0];
          [self.modeControl setTitleTextAttributes:@{NSForegroundColorAttributeName: [UIColor blackColor]} forState:UIControlStateSelected];
          [self.sortControl setTitleTextAttributes:@{NSForegroundColorAttributeName: [UIColor blackColor]} forState:UIControlStateSelected];
      }
      """
    // The fee control's document colors its selected segment; the mode control's does not.
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
          </dependencies>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="NetworkSelectCell" id="KGk-i7-Jjw" customClass="NetworkSelectCell" customModule="gaios" customModuleProvider="target">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                      <subviews>
                          <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="mhe-Pd-oMm">
                              <rect key="frame" x="16" y="14" width="288" height="32"/>
                              <segments>
                                  <segment title="Low"/>
                                  <segment title="High"/>
                              </segments>
                              <color key="selectedSegmentTintColor" red="0.66666666666666663" green="0.66666666666666663" blue="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                          </segmentedControl>
                          <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Xq2-bd-1Lr">
                              <rect key="frame" x="16" y="14" width="288" height="32"/>
                              <segments>
                                  <segment title="Simple"/>
                                  <segment title="Advanced"/>
                              </segments>
                          </segmentedControl>
                      </subviews>
                  </tableViewCellContentView>
                  <connections>
                      <outlet property="feeSegmentedControl" destination="mhe-Pd-oMm" id="c1T-aa-001"/>
                      <outlet property="modeSegmentedControl" destination="Xq2-bd-1Lr" id="c1T-aa-002"/>
                  </connections>
              </tableViewCell>
          </objects>
      </document>
      """
    let folder = try TemporaryFolder()
    let files = [
      ("NetworkSelectCell.swift", swift), ("NetworkSelectCell.xib", document),
      ("ModeCell.m", objectiveC),
    ].map { name, text in (displayPath: name, url: try! folder.write(name, text)) }
    let found = AttributedTextScanner().scan(files).findings.filter {
      $0.rule == AttributedTextStaticColorRule.id
    }
    // UIKit's own selected segment, which turns dark in Dark Mode: still judged.
    #expect(
      found.map { "\($0.location.file):\($0.location.line ?? 0)" }.sorted() == [
        "ModeCell.m:5", "NetworkSelectCell.swift:16",
      ])
  }
}
