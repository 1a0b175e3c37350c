import Foundation
import Testing

@testable import ContrastAudit

/// A view controller or view that sets `overrideUserInterfaceStyle` on itself is shown in that
/// appearance alone: its storyboard scene's pairings and its code's.
///
/// DuckDuckGo's widget instructions (`overrideUserInterfaceStyle = .light` in `viewDidLoad`) had
/// their storyboard label, in `label` on `#FAFAFA`, fail in Dark Mode at 1.04:1.
@Suite struct ForcedAppearanceTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Onboarding Widgets Details View Controller-->
            <scene sceneID="wDt-5k-3Lq">
                <objects>
                    <viewController storyboardIdentifier="WidgetsDetails" id="Hc2-Jq-Ab1" customClass="OnboardingWidgetsDetailsViewController" customModule="DuckDuckGo" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vw7-Pn-Qe2">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Widget Instructions" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lb4-Wd-Ti9">
                                    <rect key="frame" x="24" y="96" width="345" height="29"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="24"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Sg3-Xv-Lm5"/>
                            <color key="backgroundColor" red="0.98039215686274506" green="0.98039215686274506" blue="0.98039215686274506" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Fr9-Kc-Tz0" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="124" y="-20"/>
            </scene>
        </scenes>
    </document>
    """

  static let controller = """
    import UIKit

    class OnboardingWidgetsDetailsViewController: UIViewController {

        @IBOutlet weak var secondInstructionsLabel: UILabel!

        override func viewDidLoad() {
            super.viewDidLoad()
            overrideUserInterfaceStyle = .light
        }
    }
    """

  /// A player overlay pinned dark in code, and a banner that goes dark only when asked: the
  /// banner's condition is not proven, so it is measured in both appearances.
  static let views = """
    import UIKit

    final class PlayerControlsView: UIView {
        private let timeLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            if #available(iOS 13.0, *) {
                overrideUserInterfaceStyle = .dark
            }
            backgroundColor = .black
            timeLabel.textColor = UIColor(white: 0.85, alpha: 1)
            addSubview(timeLabel)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class PromoBannerView: UIView {
        private let titleLabel = UILabel()
        var prefersDark = false

        func configure() {
            if prefersDark {
                overrideUserInterfaceStyle = .dark
            }
            backgroundColor = UIColor(white: 0.2, alpha: 1)
            titleLabel.textColor = UIColor(white: 0.7, alpha: 1)
            addSubview(titleLabel)
        }
    }
    """

  static let objectiveC = """
    #import "NightReaderViewController.h"

    @implementation NightReaderViewController

    - (void)viewDidLoad {
        [super viewDidLoad];
        if (@available(iOS 13.0, *)) {
            self.overrideUserInterfaceStyle = UIUserInterfaceStyleDark;
        }
        self.view.backgroundColor = [UIColor blackColor];
        self.pageLabel.textColor = [UIColor labelColor];
        [self.view addSubview:self.pageLabel];
    }

    @end
    """

  @Test func aSceneOfAControllerThatPinsLightIsMeasuredInLight() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Base.lproj/Onboarding.storyboard", Self.storyboard)
    try folder.write("App/OnboardingWidgetsDetailsViewController.swift", Self.controller)
    let checks = folder.audit().checks.filter {
      $0.pairing.location.file.hasSuffix(".storyboard")
    }
    #expect(checks.count == 4)
    #expect(checks.allSatisfy { $0.traits.style == .light && $0.status == .passed })
  }

  /// A controller whose superclass pins Light is shown in Light.
  ///
  /// apturicovid (read to check) sets `.light` in its `BaseViewController`, which every scene's
  /// controller inherits; eleven of its storyboard pairings failed in Dark Mode. A subclass that
  /// pins its own keeps it.
  @Test(arguments: [".light", ".dark"])
  func aSceneOfAControllerWhoseSuperclassPinsLightIsMeasuredInLight(own: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Base.lproj/Onboarding.storyboard", Self.storyboard)
    try folder.write(
      "App/OnboardingWidgetsDetailsViewController.swift",
      """
      import UIKit

      class BaseViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              overrideUserInterfaceStyle = .light
          }
      }

      class StepViewController: BaseViewController {}

      class OnboardingWidgetsDetailsViewController: StepViewController {
          @IBOutlet weak var secondInstructionsLabel: UILabel!

          override func viewDidLoad() {
              super.viewDidLoad()
              \(own == ".dark" ? "overrideUserInterfaceStyle = .dark" : "")
          }
      }
      """)
    let checks = folder.audit().checks.filter {
      $0.pairing.location.file.hasSuffix(".storyboard")
    }
    #expect(checks.count == 4)
    #expect(checks.allSatisfy { $0.traits.style == (own == ".dark" ? .dark : .light) })
  }

  @Test func viewsThatPinDarkInCode() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/PlayerControlsView.swift", Self.views)
    try folder.write("App/NightReaderViewController.m", Self.objectiveC)
    let result = folder.audit()
    func styles(_ file: String, line: Int) -> Set<Style> {
      Set(
        result.checks.filter {
          $0.pairing.location.file == file && $0.pairing.location.line == line
        }.map(\.traits.style))
    }
    #expect(styles("App/PlayerControlsView.swift", line: 12) == [.dark])
    #expect(styles("App/PlayerControlsView.swift", line: 30) == [.light, .dark])
    #expect(styles("App/NightReaderViewController.m", line: 11) == [.dark])
    #expect(
      ForcedAppearance.types(
        SourceStage(
          files: ["App/PlayerControlsView.swift", "App/NightReaderViewController.m"].map {
            InputFile(displayPath: $0, url: folder.url.appendingPathComponent($0))
          }
        ).index,
        in: ["App/PlayerControlsView.swift", "App/NightReaderViewController.m"])
        == ["PlayerControlsView": .dark, "NightReaderViewController": .dark])
  }

  /// Two places with the same colors, one pinned dark: two pairings.
  ///
  /// Mastodon's alt-text popover pins itself dark and tints its text view white on the system
  /// background; its profile header tints a button white on the same ground in both
  /// appearances. Merged, the header's Light Mode failure was reported at the popover.
  static let popover = """
    import UIKit

    class AltTextViewController: UIViewController {
        let textView = {
            let textView = UITextView(usingTextLayoutManager: false)
            textView.backgroundColor = .clear
            textView.tintColor = .white
            return textView
        }()

        init(alt: String, sourceView: UIView?) {
            textView.text = alt
            super.init(nibName: nil, bundle: nil)
            self.modalPresentationStyle = .popover
            self.overrideUserInterfaceStyle = .dark
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            view.addSubview(textView)
        }
    }

    final class ProfileHeaderView: UIView {
        let editBannerButton = UIButton()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBackground
            editBannerButton.tintColor = .white
            addSubview(editBannerButton)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }
    """

  @Test func aPinnedPlaceAndAnotherWithTheSameColorsStayApart() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Views.swift", Self.popover)
    let result = folder.audit()
    let failing = result.checks.filter { $0.status == .failed }
    #expect(!failing.isEmpty)
    #expect(failing.allSatisfy { $0.pairing.location.line == 35 && $0.traits.style == .light })
    let popover = result.checks.filter { $0.pairing.location.line == 7 }
    #expect(!popover.isEmpty && popover.allSatisfy { $0.traits.style == .dark })
  }

  /// nightguard's scene delegate pins its only window to Dark ("Always force a dark theme"):
  /// seven failures in Light Mode, which it never shows, were reported.
  static let sceneDelegate = """
    import UIKit
    import SwiftUI

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {

        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {

            guard let windowScene = (scene as? UIWindowScene) else { return }

            let hostingController = UIHostingController(rootView: RootTabView())

            let window = UIWindow(windowScene: windowScene)
            window.frame = windowScene.coordinateSpace.bounds

            // Always force a dark theme for nightguard. Otherwise e.g. the file picker would be white ^^
            window.overrideUserInterfaceStyle = .dark

            window.rootViewController = hostingController
            self.window = window
            window.makeKeyAndVisible()
        }
    }
    """

  static func windowStyle(_ files: [(path: String, source: String)]) -> String {
    let sources = files.map {
      SourceFile(
        path: $0.path, language: $0.path.hasSuffix(".m") ? .objectiveC : .swift,
        source: $0.source)
    }
    guard
      let found = ForcedAppearance.windowStyle(
        SourceIndex(files: sources), in: Set(files.map(\.path)))
    else { return "none" }
    return "\(found.style) \(found.files) \(found.first.description)"
  }

  @Test func aWindowPinnedInCode() {
    #expect(
      Self.windowStyle([("SceneDelegate.swift", Self.sceneDelegate)])
        == "dark [\"SceneDelegate.swift\"] SceneDelegate.swift:18:16")
    // Objective-C's dot syntax, and the same style set again elsewhere.
    let appDelegate = """
      @implementation AppDelegate

      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          if (@available(iOS 13.0, *)) {
              self.window.overrideUserInterfaceStyle = UIUserInterfaceStyleDark;
          }
          return YES;
      }

      @end
      """
    #expect(
      Self.windowStyle([
        ("AppDelegate.m", appDelegate), ("SceneDelegate.swift", Self.sceneDelegate),
      ])
        == "dark [\"AppDelegate.m\", \"SceneDelegate.swift\"] AppDelegate.m:5:21")
  }

  /// A window that follows a setting pins nothing: NetNewsWire's `switch` over the user's choice,
  /// Strongbox's ternary, Kodi's variable; nor does a cell's own style.
  @Test(arguments: [
    """
    func updateStyle() {
        switch AppDefaults.userInterfaceColorPalette {
        case .automatic:
            self.window?.overrideUserInterfaceStyle = .unspecified
        case .light:
            self.window?.overrideUserInterfaceStyle = .light
        case .dark:
            self.window?.overrideUserInterfaceStyle = .dark
        }
    }
    """,
    """
    func apply(_ appearance: Int) {
        window.overrideUserInterfaceStyle = appearance == 1 ? .light : .dark
    }
    """,
    """
    func apply(_ style: UIUserInterfaceStyle) {
        UIApplication.shared.windows.forEach { $0.overrideUserInterfaceStyle = style }
    }
    """,
    """
    func configure(_ cell: UITableViewCell) {
        cell.overrideUserInterfaceStyle = .dark
    }
    """,
  ])
  func aWindowThatFollowsASettingIsNotPinned(code: String) {
    #expect(Self.windowStyle([("Theme.swift", code)]) == "none")
  }

  /// The pinned style is the `UIUserInterfaceStyle` of the targets that build the file, where
  /// their Info.plist sets none.
  @Test func aPinnedWindowForcesItsTargets() {
    var inputs = DiscoveredInputs()
    let app = BuildTarget(project: "Night.xcodeproj/project.pbxproj", name: "Night")
    let widget = BuildTarget(project: "Night.xcodeproj/project.pbxproj", name: "NightWidget")
    inputs.targets = [
      "App/SceneDelegate.swift": [app], "Widget/Widget.swift": [widget],
    ]
    let notes = Auditor.pinWindowStyle(
      (.dark, ["App/SceneDelegate.swift"], SourceLocation(file: "App/SceneDelegate.swift")),
      &inputs)
    #expect(inputs.forcedStyles == [app: .dark])
    #expect(notes.count == 1)
    #expect(Auditor.forcedStyles(of: "Widget/Widget.swift", inputs) == [.light, .dark])
  }
}
