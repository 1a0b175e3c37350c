import Foundation
import Testing

@testable import ContrastAudit

/// Pairings read from storyboards and xibs as Xcode writes them.
@Suite struct InterfaceBuilderPairingsTests {
  static func discover(_ name: String) throws -> InterfaceBuilderPairings.Discovery {
    let url = TestPaths.fixture("PairingDiscovery/InterfaceBuilder/\(name)")
    return InterfaceBuilderPairings.discover(data: try Data(contentsOf: url), path: name)
  }

  /// Pairings of an inline xib whose `<objects>` are `objects`, under the document header
  /// Xcode writes (three lines: a line number in `objects` is its own plus three).
  static func discover(
    objects: String, path: String, restyled: UIKitPairings.Restyled = UIKitPairings.Restyled()
  ) -> InterfaceBuilderPairings.Discovery {
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
          <objects>
      \(objects)
          </objects>
      </document>
      """
    return InterfaceBuilderPairings.discover(
      data: Data(document.utf8), path: path, restyled: restyled)
  }

  /// `foreground on background (role) @line`.
  static func summary(_ pairing: DiscoveredPairing) -> String {
    func name(_ use: ColorUse) -> String {
      switch use {
      case .named(let name): return name
      case .value(_, let label): return label
      }
    }
    return "\(name(pairing.foreground)) on \(name(pairing.background)) (\(pairing.role.rawValue)) "
      + "@\(pairing.location.line ?? 0)"
  }

  /// A button configuration's own background (`<backgroundConfiguration key="background">`) is
  /// drawn behind its title: OnionBrowser's "Get Orbot", white on its Accent color, was measured
  /// on the view behind it and passed, while it fails in Dark Mode at 2.29:1.
  @Test func aButtonConfigurationsBackgroundIsTheTitlesGround() {
    let found = Self.discover(
      objects: """
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" role="primary" translatesAutoresizingMaskIntoConstraints="NO" id="Wci-Bx-8ER">
                            <rect key="frame" x="96" y="281.5" width="128" height="40"/>
                            <color key="tintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="plain" title="Get Orbot">
                                <backgroundConfiguration key="background">
                                    <color key="backgroundColor" name="Accent"/>
                                </backgroundConfiguration>
                                <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <color key="baseBackgroundColor" systemColor="systemGrayColor"/>
                            </buttonConfiguration>
                        </button>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
        """, path: "InstallViewController.xib")
    #expect(found.error == nil)
    #expect(found.pairings.map(Self.summary) == ["#FFFFFFFF on Accent (text) @15"])
  }

  /// A Mac idiom's font variation never shows on an iPhone or iPad.
  ///
  /// Another size class's smaller one is the size the text is held to. Amperfy's 22 pt "Play"
  /// title, 14 pt on the Mac, was measured as body text.
  @Test func fontVariationsOfTheMacAreNotTheTitlesSize() {
    func button(_ id: String, title: String, variation: String) -> String {
      """
                              <button opaque="NO" contentMode="scaleAspectFit" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" preferredBehavioralStyle="pad" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                  <rect key="frame" x="0.0" y="0.0" width="76" height="40"/>
                                  <color key="backgroundColor" systemColor="secondarySystemFillColor"/>
                                  <fontDescription key="fontDescription" type="system" pointSize="22"/>
                                  <color key="tintColor" systemColor="tintColor"/>
                                  <state key="normal" title="\(title)" image="play.fill" catalog="system"/>
                                  <variation key="\(variation)">
                                      <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                  </variation>
                              </button>
      """
    }
    let found = Self.discover(
      objects: """
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="343" height="40"/>
                    <subviews>
        \(button("aFp-vU-e7e", title: "Play", variation: "userInterfaceIdiom=mac-widthClass=regular"))
        \(button("bqP-jY-7uf", title: "Shuffle", variation: "widthClass=compact"))
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
        """, path: "LibraryElementDetailTableHeaderView.xib")
    #expect(found.error == nil)
    #expect(found.pairings.map(\.role) == [.largeText, .text])
  }

  /// A label the document leaves empty, which no outlet lets code fill, draws no text: dcrios's
  /// launch screen (never run before) paired its empty near-white label with the light ground.
  @Test func anEmptyLabelNoCodeCanFillIsNotPaired() throws {
    let found = try Self.discover("LaunchScreen.storyboard")
    #expect(found.error == nil)
    #expect(found.pairings.map(Self.summary) == ["LaunchText on LaunchBackground (text) @28"])
    // With a tag, code may find it and fill it (Habitica's reward rows: `viewWithTag(2)`).
    let tagged = InterfaceBuilderPairings.discover(
      data: Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <subviews>
                        <label opaque="NO" tag="2" text="" id="Rw2-tg-l01">
                            <color key="textColor" red="0.41" green="0.38" blue="0.45" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </objects>
        </document>
        """.utf8), path: "RewardView.xib")
    #expect(tagged.pairings.count == 1)
  }

  /// Xcode 10 wrote UIKit's colors by their catalog name; Sileo's (never run before) red
  /// "Safety" title was unresolved as a color named `systemRedColor`.
  @Test func systemColorsByCatalogNameAreUIKitsColors() {
    let found = Self.discover(
      objects: """
        <view contentMode="scaleToFill" id="i5M-Pr-FkT">
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="7mO-fU-PDN">
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="16"/>
                    <state key="normal" title="Safety">
                        <color key="titleColor" name="systemRedColor" catalog="System" colorSpace="catalog"/>
                    </state>
                </button>
            </subviews>
            <color key="backgroundColor" name="systemGroupedBackgroundColor" catalog="System" colorSpace="catalog"/>
        </view>
        """, path: "WarningView.xib")
    #expect(found.error == nil)
    #expect(found.pairings.map(Self.summary) == ["systemRed on #FFFFFFFF (text) @10"])
  }

  /// A bar laid over a label draws its own material behind it: ios-legacy's (checked, never
  /// read before) white file title under its toolbar was measured on the white screen.
  @Test func aToolbarOverALabelIsAPicture() {
    let found = Self.discover(
      objects: """
        <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="8">
            <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
            <subviews>
                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="63" customClass="OCToolBar">
                    <rect key="frame" x="0.0" y="0.0" width="768" height="70"/>
                    <items/>
                </toolbar>
                <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="left" text="Label" textAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="1eq-mt-JYf">
                    <rect key="frame" x="2" y="32" width="556" height="22"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <color key="textColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                </label>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </view>
        """, path: "DetailView.xib")
    #expect(found.error == nil)
    #expect(found.pairings.isEmpty)
  }

  /// A control of the app's class without a background (a spinner) over a label is no picture.
  ///
  /// Pocket Casts' search icon sits under its loading indicator. One with a background still is
  /// one (Lockdown's pricing label sits on its custom button), and a hidden plain view stays a
  /// ground: code shows it, as breadwallet's error bar.
  @Test func aSpinnerIsNoGround() {
    let found = Self.discover(
      objects: """
        <view contentMode="scaleToFill" id="Wat-Pf-EXJ" userLabel="Rounded Background">
            <rect key="frame" x="16" y="10" width="290" height="36"/>
            <subviews>
                <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="white" translatesAutoresizingMaskIntoConstraints="NO" id="eeU-aw-oKZ" customClass="ThemeLoadingIndicator" customModule="podcasts" customModuleProvider="target">
                    <rect key="frame" x="8" y="8" width="20" height="20"/>
                </activityIndicatorView>
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="white" translatesAutoresizingMaskIntoConstraints="NO" id="Sp2-aw-oKZ" customClass="ThemeLoadingIndicator" customModule="podcasts" customModuleProvider="target">
                    <rect key="frame" x="200" y="8" width="20" height="20"/>
                </activityIndicatorView>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="v8r-0N-ycQ" customClass="TKTransitionSubmitButton" customModule="Lockdown" customModuleProvider="target">
                    <rect key="frame" x="100" y="0.0" width="80" height="36"/>
                    <color key="backgroundColor" red="0.0" green="0.68" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </button>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="$49.99/year" translatesAutoresizingMaskIntoConstraints="NO" id="Pr1-Om-SSW">
                    <rect key="frame" x="110" y="10" width="60" height="16"/>
                    <fontDescription key="fontDescription" type="system" pointSize="11"/>
                    <color key="textColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Q" translatesAutoresizingMaskIntoConstraints="NO" id="At2-Om-SSW">
                    <rect key="frame" x="10" y="10" width="16" height="16"/>
                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    <color key="textColor" white="0.33" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="…" translatesAutoresizingMaskIntoConstraints="NO" id="Lb2-Om-SSW">
                    <rect key="frame" x="202" y="10" width="16" height="16"/>
                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    <color key="textColor" white="0.33" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </label>
            </subviews>
            <color key="backgroundColor" white="0.66666666669999997" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </view>
        """, path: "SearchField.xib")
    #expect(found.error == nil)
    #expect(found.pairings.count == 2)
  }

  @Test func storyboardViewsOnTheirNearestBackground() throws {
    let found = try Self.discover("Main.storyboard")
    #expect(found.error == nil)
    #expect(
      found.pairings.map(Self.summary) == [
        // Title 1 is 28 pt: large text. The stack view has no background: the root view's.
        "Brand/Primary on systemBackground (large-text) @26",
        "secondaryLabel on systemBackground (text) @32",
        // White in gray gamma 2.2 on the banner's sRGB blue; bold 15 pt is large text.
        "#FFFFFFFF on #0066D9FF (large-text) @41",
        // A clear button background is looked through; each state is a pairing, disabled is
        // exempt from the minimums.
        "Brand/Primary on systemBackground (text) @51",
        "systemGray on systemBackground (text) @54",
        "tertiaryLabel on systemBackground (decorative) @57",
        "systemYellow on systemBackground (non-text) @64",
      ])
    #expect(found.pairings.allSatisfy { $0.source == .interfaceBuilder })
    #expect(
      found.pairings[0].context
        == "text of label \"Welcome back\" (titleLabel) in Main.storyboard on view")
    #expect(found.pairings[2].context.hasSuffix("on view Banner"))
  }

  /// A view is drawn on the earlier subviews of its superview that cover it.
  ///
  /// Rocket.Chat's profile header: the name over a blurred photo has no ground the document
  /// shows, so no pairing (it was measured on the screen's white). A label on a plain card
  /// view laid out behind it is measured on the card; one beside the card, on the screen.
  @Test func aViewIsDrawnOnTheSiblingsBehindIt() throws {
    let found = try Self.discover("ProfileHeader.xib")
    #expect(found.error == nil)
    #expect(
      found.pairings.map(Self.summary) == [
        "systemYellow on systemIndigo (text) @40",
        "secondaryLabel on systemBackground (text) @46",
      ])
    #expect(found.pairings[0].context.hasSuffix("on view Card"))
  }

  /// What an earlier sibling holds is drawn over its own background, and both behind the view.
  ///
  /// Habitica's sign-in screen (checked, never read before): its white "Or sign in with:"
  /// sits in a scroll view laid over another that holds a `GradientView`, and was measured on
  /// the screen's white. A label over a plain scroll view with a background is measured on it.
  @Test func aCoveringSiblingIsLookedInto() throws {
    let found = try Self.discover("LoginIntro.xib")
    #expect(found.error == nil)
    #expect(found.pairings.map(Self.summary) == ["#FFFFFFFF on #461C92FF (text) @57"])
  }

  /// A translucent ground is measured over its superview's.
  ///
  /// AltStore's sign-in field: white text on 30 % white, over the screen's teal, not over the
  /// system background (white on white). With no superview ground in the document, over the
  /// system background as before.
  @Test func aTranslucentGroundIsDrawnOverItsSuperviews() throws {
    let found = try Self.discover("AppleIDField.xib")
    #expect(found.error == nil)
    #expect(
      found.pairings.map(Self.summary) == [
        "#FFFFFFBF on SettingsBackground (text) @24",
        "#FFFFFFFF on #FFFFFF4D (text) @32",
        "#FFFFFFFF on #00000080 (text) @50",
        "#FFFFFFFF on #FFFFFF21 (text) @65",
      ])
    #expect(found.pairings.map(\.backdrop) == [nil, .named("SettingsBackground"), nil, nil])

    // With the app's asset catalog beside it, as Xcode writes the color set.
    let folder = try TemporaryFolder()
    let xib = try Data(
      contentsOf: TestPaths.fixture("PairingDiscovery/InterfaceBuilder/AppleIDField.xib"))
    _ = try folder.write("App/AppleIDField.xib", String(decoding: xib, as: UTF8.self))
    _ = try folder.write(
      "App/Assets.xcassets/SettingsBackground.colorset/Contents.json",
      AssetCatalogFixture.colorSet(red: "0x01", green: "0x80", blue: "0x84"))
    let result = Auditor.run(
      AuditRequest(paths: ["App"], workingDirectory: folder.url, rulesDirectory: TestPaths.rules))
    let field = result.checks.filter { $0.pairing.location.line == 32 }
    #expect(field.count == 8)
    #expect(field.allSatisfy { $0.pairing.backdrop == "SettingsBackground" })
    // 30 % white over the teal, then white text on it: about 2.9, not 1.
    #expect(field.allSatisfy { ($0.ratio ?? 0) > 2.8 && ($0.ratio ?? 0) < 2.9 })
    // The overlay's 50 % black has no superview in the document: not measured over white.
    let overlay = result.checks.filter { $0.pairing.location.line == 50 }
    #expect(overlay.count == 8 && overlay.allSatisfy { $0.status == .unresolved })
    // Nor is the header's 13 % white, whose gray gamma 2.2 white is not exactly 1 in sRGB: it
    // was measured over white, 1:1.
    let header = result.checks.filter { $0.pairing.location.line == 65 }
    #expect(header.count == 8 && header.allSatisfy { $0.status == .unresolved })
    // `contrast-audit init` declares it with its backdrop.
    let starter = Auditor.starterConfiguration(
      AuditRequest(paths: ["App"], workingDirectory: folder.url, rulesDirectory: TestPaths.rules))
    let config = try JSONSerialization.jsonObject(with: Data(starter.json.utf8)) as? [String: Any]
    let declared = (config?["pairings"] as? [[String: Any]])?.filter { $0["backdrop"] != nil }
    #expect(declared?.map { $0["backdrop"] as? String } == ["SettingsBackground"])
  }

  @Test func outletsTellCodeWhichViewHoldsWhich() throws {
    // The storyboard puts the controller's `titleLabel` (in a stack view) on its root view, and
    // the cell's `headlineLabel` in its content view: facts for the classes' own code.
    #expect(
      try Self.discover("Main.storyboard").containers["WelcomeViewController"] == [
        "titleLabel": "view"
      ])
    #expect(
      try Self.discover("ArticleCell.xib").containers["ArticleCell"] == [
        "headlineLabel": "contentView"
      ])
  }

  @Test func cellsDrawOnTheirContentViewThenTheCell() throws {
    let found = try Self.discover("ArticleCell.xib")
    #expect(found.error == nil)
    // The content view is clear (white 0, alpha 0), so the cell's own background shows.
    #expect(
      found.pairings.map(Self.summary) == [
        // Semibold is not bold: 17 pt semibold is body text.
        "darkText on secondarySystemGroupedBackground (text) @22",
        // calibratedRGB (0.557, 0.557, 0.576) is Generic RGB, drawn converted to sRGB.
        "#9FA0A4FF on secondarySystemGroupedBackground (text) @28",
      ])
    #expect(found.pairings[0].context.contains("(headlineLabel)"))
    #expect(found.pairings[1].context.contains("Read Time"))
  }

  @Test func groupedTableCellsDrawUIKitsDefaultCellBackground() throws {
    let found = try Self.discover("Settings.storyboard")
    // In an inset grouped table, a cell with no background of its own is
    // secondarySystemGroupedBackground, not the table's systemGroupedBackground.
    #expect(
      found.pairings.map(Self.summary) == [
        "secondaryLabel on secondarySystemGroupedBackground (text) @31"
      ])
  }

  @Test func backgroundsSetInCodeAreNotTakenFromTheDocument() throws {
    let url = TestPaths.fixture("PairingDiscovery/InterfaceBuilder/Settings.storyboard")
    var restyled = UIKitPairings.Restyled()
    restyled.backgrounds = ["cell"]
    let found = InterfaceBuilderPairings.discover(
      data: try Data(contentsOf: url), path: "Settings.storyboard", restyled: restyled)
    #expect(found.pairings.isEmpty)
  }

  /// A button state with a background image: its title is drawn on the image, in that state and
  /// in every state that has none of its own; a system button's title without a title color is
  /// drawn in its tint.
  @Test func buttonTitlesOnABackgroundImageAreUnresolved() throws {
    let found = try Self.discover("SignInView.xib")
    #expect(found.error == nil)
    #expect(
      found.pairings.map(Self.summary) == [
        "#FFFFFFFF on background image ButtonFill (text) @23",
        "systemGray6 on background image ButtonFill (text) @26",
        "link on systemBackground (text) @32",
        // A system button's title without a title color is drawn in its tint: text. Without a
        // title its tint colors the image only.
        "systemIndigo on systemBackground (text) @37",
        "systemTeal on systemBackground (non-text) @42",
      ])
    #expect(
      found.pairings[3].context
        == "title (tint) of button in SignInView.xib on view")
    let onImage = found.pairings[1]
    #expect(
      onImage.context
        == "title (highlighted) of button (signInButton) in SignInView.xib on its background image")
    guard case .value(let values, _) = onImage.background else {
      Issue.record("the background is not a value")
      return
    }
    #expect(
      values.unresolvedReason
        == "the title is drawn on the background image \"ButtonFill\", which the audit does not "
        + "read (SignInView.xib:22:85)")
  }

  /// A button with no title in any state draws none unless the code gives it one: Kodi's remote
  /// has 36 buttons whose face is a background image, each with the title colors Xcode writes by
  /// default, which were 36 unresolved pairings "on a background image"; GoMap's info button
  /// failed, white on white, when highlighted.
  @Test func aButtonWithNoTitleDrawsNoTitleColors() {
    let objects = """
              <view contentMode="scaleToFill" id="1">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                  <subviews>
                      <button opaque="NO" tag="1" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="7">
                          <rect key="frame" x="15" y="370" width="65" height="35"/>
                          <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                          <state key="normal" backgroundImage="remote_button_music_up">
                              <color key="titleColor" red="0.19607843459999999" green="0.30980393290000002" blue="0.52156865600000002" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                              <color key="titleShadowColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                          </state>
                          <state key="highlighted" backgroundImage="remote_button_music_down">
                              <color key="titleColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                          </state>
                      </button>
                      <button opaque="NO" tag="2" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="8">
                          <rect key="frame" x="95" y="370" width="65" height="35"/>
                          <state key="normal" backgroundImage="remote_button_party_up">
                              <color key="titleColor" red="0.19607843459999999" green="0.30980393290000002" blue="0.52156865600000002" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                          </state>
                      </button>
                      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="infoLight" showsTouchWhenHighlighted="YES" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="9" userLabel="Help Button">
                          <rect key="frame" x="0.0" y="29" width="33" height="33"/>
                          <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                          <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                          <state key="normal">
                              <color key="titleColor" red="0.19607843459999999" green="0.30980393290000002" blue="0.52156865600000002" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                          </state>
                          <state key="highlighted">
                              <color key="titleColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                          </state>
                      </button>
                  </subviews>
                  <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
              </view>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="RemoteController">
                  <connections>
                      <outlet property="buttonMusic" destination="7" id="20"/>
                      <outlet property="partyModeButton" destination="8" id="21"/>
                  </connections>
              </placeholder>
      """
    func contexts(_ restyled: UIKitPairings.Restyled) -> [String] {
      Self.discover(objects: objects, path: "RemoteController.xib", restyled: restyled)
        .pairings.map(\.context)
    }
    #expect(contexts(UIKitPairings.Restyled()).isEmpty)
    // `[partyModeButton setTitle:LOCALIZED_STR(@"Party") forState:UIControlStateNormal]`.
    var titled = UIKitPairings.Restyled()
    titled.titledNames = ["partyModeButton"]
    #expect(
      contexts(titled) == [
        "title (normal) of button (partyModeButton) in RemoteController.xib on its background "
          + "image"
      ])
  }

  /// The receivers code sets a title on, in Swift and Objective-C.
  @Test func theButtonsCodeTitles() {
    let swift = SourceFile(
      path: "PlayerView.swift", language: .swift,
      source: """
        import UIKit

        final class PlayerView: UIView {
            @IBOutlet weak var playButton: UIButton!
            @IBOutlet weak var speedButton: UIButton?
            @IBOutlet weak var closeButton: UIButton!

            func update(rate: Float) {
                playButton.setTitle("Play", for: .normal)
                speedButton?.titleLabel?.text = String(rate)
                closeButton.titleLabel?.font = .systemFont(ofSize: 12)
            }
        }

        final class PillButton: UIButton {
            override func awakeFromNib() {
                super.awakeFromNib()
                setAttributedTitle(NSAttributedString(string: "Go"), for: .normal)
            }
        }
        """)
    let objectiveC = SourceFile(
      path: "NowPlaying.m", language: .objectiveC,
      source: """
        #import "NowPlaying.h"

        @implementation NowPlaying

        - (void)viewDidLoad {
            [super viewDidLoad];
            [PartyModeButton setTitle:LOCALIZED_STR(@"Party") forState:UIControlStateNormal];
            [self.editTableButton setTitle:LOCALIZED_STR(@"Edit") forState:UIControlStateNormal];
        }

        @end
        """)
    let found = CodeTitles.receivers(
      SourceIndex(files: [swift, objectiveC]), in: ["PlayerView.swift", "NowPlaying.m"])
    #expect(found.names == ["playButton", "speedButton", "PartyModeButton", "editTableButton"])
    #expect(found.types == ["PlayerView", "PillButton"])
  }

  @Test func malformedDocumentsAreAnErrorWithTheLine() throws {
    let found = try Self.discover("Broken.xib")
    #expect(found.pairings.isEmpty)
    #expect(
      found.error?.hasPrefix(
        "not a valid Interface Builder document (line 5): an element is closed by a different tag")
        == true)
  }

  @Test func attributedTextTakesItsColorsFromItsFragments() {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <view contentMode="scaleToFill" id="root">
                  <subviews>
                      <label opaque="NO" id="lbl">
                          <attributedString key="attributedText">
                              <fragment content="Terms"/>
                          </attributedString>
                          <color key="textColor" systemColor="secondaryLabelColor"/>
                      </label>
                  </subviews>
                  <color key="backgroundColor" systemColor="systemBackgroundColor"/>
              </view>
          </objects>
      </document>
      """
    let found = InterfaceBuilderPairings.discover(data: Data(xib.utf8), path: "Terms.xib")
    #expect(found.error == nil)
    #expect(found.pairings.isEmpty)
  }

  @Test func macOSDocumentsAreNotAudited() {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
          <objects>
              <customView id="root">
                  <subviews>
                      <textField id="tf">
                          <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                      </textField>
                  </subviews>
                  <color key="backgroundColor" name="windowBackgroundColor" catalog="System" colorSpace="catalog"/>
              </customView>
          </objects>
      </document>
      """
    let found = InterfaceBuilderPairings.discover(data: Data(xib.utf8), path: "Mac.xib")
    #expect(found.error == nil && found.pairings.isEmpty)
  }

  @Test func theAttributedTextScannerReportsMalformedDocumentsToo() {
    // Foundation on Linux returns true from parse() for a mismatched tag; it is still an error.
    let xib =
      "<document>\n<objects>\n<label><attributedString key=\"attributedText\"/></objects>\n</document>\n"
    let result = AttributedTextScanner().scan(source: xib, path: "Broken.xib")
    #expect(
      result.diagnostics.first?.message.hasPrefix("not a valid Interface Builder document (line 3)")
        == true)
  }
}
