import Foundation
import Testing

@testable import ContrastAudit

/// Attributed text in a view nothing in the app makes is never drawn.
///
/// iGap (read to check) compiles a vendored copy of TTTAttributedLabel, imports it in its
/// bridging header and never makes one: its default inactive-link gray was a fixed-color warning
/// about text nobody sees. The same rule as for the pairings (``NeverMadeViews``): a class no
/// code, storyboard or string names. A label the app does make keeps its warning.
@Suite struct UnmadeViewFindingsTests {
  static let linkLabel = """
    #import "LinkLabel.h"

    @implementation LinkLabel

    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (!self) {
            return nil;
        }
        [self commonInit];
        return self;
    }

    - (void)commonInit {
        self.userInteractionEnabled = YES;
        NSMutableDictionary *inactiveAttributes = [NSMutableDictionary dictionary];
        [inactiveAttributes setObject:[UIColor grayColor] forKey:(NSString *)kCTForegroundColorAttributeName];
        self.inactiveLinkAttributes = [NSDictionary dictionaryWithDictionary:inactiveAttributes];
        self.attributedText = [[NSAttributedString alloc] initWithString:@"" attributes:self.inactiveLinkAttributes];
    }

    @end
    """

  static func write(_ folder: TemporaryFolder, makesLinkLabel: Bool = false) throws {
    try folder.write(
      "App/AppDelegate.swift",
      """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
      }
      """)
    try folder.write("App/App-Bridging-Header.h", "#import \"LinkLabel.h\"\n")
    try folder.write(
      "App/Libraries/LinkLabel/LinkLabel.h",
      """
      #import <UIKit/UIKit.h>

      @interface LinkLabel : UILabel
      @property (nonatomic, strong) NSDictionary *inactiveLinkAttributes;
      @end
      """)
    try folder.write("App/Libraries/LinkLabel/LinkLabel.m", Self.linkLabel)
    let made = makesLinkLabel ? "    let termsLabel = LinkLabel()\n" : ""
    try folder.write(
      "App/TermsView.swift",
      """
      import UIKit

      final class TermsView: UIView {
      \(made)    let noticeLabel = UILabel()

          func show(_ notice: String) {
              noticeLabel.attributedText = NSAttributedString(
                  string: notice, attributes: [.foregroundColor: UIColor.darkGray])
          }
      }

      final class TermsViewController: UIViewController {
          override func loadView() {
              view = TermsView()
          }
      }
      """)
  }

  static func staticColorFindings(_ result: AuditResult) -> [Finding] {
    result.findings.filter { $0.rule == AttributedTextStaticColorRule.id }
  }

  @Test func aViewNothingMakesHasNoFindingsAndANoteSaysWhy() throws {
    let folder = try TemporaryFolder()
    try Self.write(folder)
    let result = folder.audit()
    let files = Self.staticColorFindings(result).map(\.location.file)
    #expect(files == ["App/TermsView.swift"])
    let note = result.diagnostics.first { $0.message.hasPrefix("nothing in the app makes") }
    #expect(
      note?.message
        == "nothing in the app makes LinkLabel (no code, storyboard or string names it): "
        + "1 attributed-text finding in its code left out")
    #expect(note?.location.file == "App/Libraries/LinkLabel/LinkLabel.m")
  }

  @Test func aViewTheAppMakesKeepsItsFindings() throws {
    let folder = try TemporaryFolder()
    try Self.write(folder, makesLinkLabel: true)
    let result = folder.audit()
    let files = Set(Self.staticColorFindings(result).map(\.location.file))
    #expect(files == ["App/TermsView.swift", "App/Libraries/LinkLabel/LinkLabel.m"])
    #expect(!result.diagnostics.contains { $0.message.hasPrefix("nothing in the app makes") })
  }

  /// A xib no code loads (by its name, or a controller of its name) is never shown.
  @Test func aXibNothingLoadsHasNoFindings() throws {
    let folder = try TemporaryFolder()
    try Self.write(folder, makesLinkLabel: true)
    for name in ["PromoView", "TermsView"] {
      try folder.write("App/\(name).xib", InterfaceBuilderFixedColorMessageTests.xib)
    }
    let result = folder.audit()
    let documents = Set(
      result.findings.filter { $0.rule == InterfaceBuilderStaticColorRule.id }.map(\.location.file))
    // `TermsView.xib` is loaded by the controller of its name.
    #expect(documents == ["App/TermsView.xib"])
    #expect(
      result.diagnostics.contains {
        $0.location.file == "App/PromoView.xib"
          && $0.message.hasPrefix("nothing in the app loads PromoView.xib")
      })
  }
}
