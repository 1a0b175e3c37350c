import Foundation
import Testing

@testable import ContrastAudit

/// A fixed text color is measured on the fixed ground a storyboard or xib gives its type.
///
/// MEWconnect (read to check) lays its wallet screens out on white in storyboards and draws their
/// text in `[UIColor blackColor]` from code: black on white in every appearance, warned about as
/// black on Dark Mode's black; and it types its seed phrase into a text view the storyboard
/// gives a pale blue ground, with typing attributes that have no color. A root view whose color
/// adapts (a system color), or scenes of one class that disagree, leave the default grounds.
@Suite struct DocumentGroundTests {
  static func scene(_ controller: String, id: String, background: String, textView: Bool = false)
    -> String
  {
    """
            <scene sceneID="\(id)-sc">
                <objects>
                    <viewController id="\(id)-vc" customClass="\(controller)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-vw">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-tv">
                                    <rect key="frame" x="16" y="100" width="343" height="120"/>
                                    <color key="backgroundColor" red="0.92156862745098034" green="0.94509803921568625" blue="0.9882352941176471" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <textInputTraits key="textInputTraits" autocorrectionType="no"/>
                                </textView>
                            </subviews>
                            \(background)
                        </view>
                        <connections>
                            \(textView ? "<outlet property=\"mnemonicsTextView\" destination=\"\(id)-tv\" id=\"\(id)-ot\"/>" : "")
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
    """
  }

  static let white =
    #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
  static let paleGray =
    #"<color key="backgroundColor" red="0.94901960784313721" green="0.95686274509803926" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
  static let system = #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#

  static func storyboard(_ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
  }

  static func controller(_ name: String, setUp: String = "") -> String {
    """
    #import "\(name).h"

    @implementation \(name)

    - (void)viewDidLoad {
      [super viewDidLoad];\(setUp)
      NSDictionary *attributes = @{NSForegroundColorAttributeName: [UIColor blackColor],
                                   NSFontAttributeName: [UIFont systemFontOfSize:17.0]};
      self.titleLabel.attributedText = [[NSAttributedString alloc] initWithString:self.title attributes:attributes];
    }

    @end
    """
  }

  static let seeds = """
    #import "RestoreSeedViewController.h"

    @implementation RestoreSeedViewController

    - (void)viewDidLoad {
      [super viewDidLoad];
      NSDictionary *attributes = @{NSFontAttributeName: self.mnemonicsTextView.font};
      self.mnemonicsTextView.typingAttributes = attributes;
    }

    - (BOOL)textView:(UITextView *)textView shouldChangeTextInRange:(NSRange)range replacementText:(NSString *)text {
      NSDictionary *attributes = @{NSFontAttributeName: textView.font};
      textView.typingAttributes = attributes;
      return YES;
    }

    @end
    """

  static func findings() throws -> [String: [Finding]] {
    let folder = try TemporaryFolder()
    var files: [(displayPath: String, url: URL)] = []
    func add(_ path: String, _ text: String) throws {
      files.append((path, try folder.write(path, text)))
    }
    try add(
      "App/Setup.storyboard",
      storyboard(
        scene("NewWalletViewController", id: "NW", background: white)
          + scene("ThemedViewController", id: "TH", background: system)
          + scene("MixedViewController", id: "M1", background: white)
          + scene("RestoreSeedViewController", id: "RS", background: white, textView: true)
          + scene("PaintedViewController", id: "PA", background: white)
          + scene("BarTitleViewController", id: "BT", background: white)))
    try add(
      "App/Backup.storyboard",
      storyboard(scene("MixedViewController", id: "M2", background: paleGray)))
    for name in ["NewWalletViewController", "ThemedViewController", "MixedViewController"] {
      try add("App/\(name).m", controller(name))
    }
    // Code that sets the root's background replaces the document's; a bar's title is drawn on
    // the bar.
    try add(
      "App/PaintedViewController.m",
      controller(
        "PaintedViewController", setUp: "\n  self.view.backgroundColor = self.theme.background;"))
    try add(
      "App/BarTitleViewController.m",
      """
      @implementation BarTitleViewController
      - (void)viewWillDisappear:(BOOL)animated {
        [super viewWillDisappear:animated];
        [self.navigationController.navigationBar setTitleTextAttributes:@{NSForegroundColorAttributeName: [UIColor blackColor]}];
      }
      @end
      """)
    try add("App/RestoreSeedViewController.m", seeds)
    let found = AttributedTextScanner().scan(files).findings
    return Dictionary(grouping: found) { ($0.location.file as NSString).lastPathComponent }
  }

  @Test func aFixedColorIsMeasuredOnItsDocumentsGround() throws {
    let found = try Self.findings()
    let onWhite = try #require(found["NewWalletViewController.m"]?.first)
    #expect(onWhite.severity == .note)
    #expect(
      onWhite.message.contains(
        "21.00:1 on the fixed background Setup.storyboard gives this type (`#FFFFFF`)"))
    // A system color adapts; two documents that disagree say nothing certain.
    #expect(found["ThemedViewController.m"]?.map(\.severity) == [.warning])
    #expect(found["MixedViewController.m"]?.map(\.severity) == [.warning])
    for name in ["PaintedViewController.m", "BarTitleViewController.m"] {
      #expect(found[name]?.map(\.severity) == [.warning], "\(name)")
      #expect(found[name]?.first?.message.contains("on its black background") == true, "\(name)")
    }
  }

  @Test func typingAttributesOnAFixedLightTextViewAreANote() throws {
    let found = try #require(try Self.findings()["RestoreSeedViewController.m"])
    // The outlet's own ground is known; the delegate's `textView` parameter could be any view.
    #expect(found.map(\.severity) == [.note, .warning])
    #expect(
      found[0].message.contains(
        "18.52:1 on the fixed background Setup.storyboard gives `mnemonicsTextView` (`#EBF1FC`)"))
  }
}
