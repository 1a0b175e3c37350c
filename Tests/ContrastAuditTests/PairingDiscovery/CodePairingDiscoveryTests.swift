import Foundation
import Testing

@testable import ContrastAudit

/// Pairings found in a fixture app's UIKit and SwiftUI code, run through the whole audit with no
/// configuration file.
@Suite struct CodePairingDiscoveryTests {
  static let result = Auditor.run(
    AuditRequest(
      paths: ["PairingDiscovery/App"], workingDirectory: TestPaths.fixtures,
      rulesDirectory: TestPaths.rules))

  /// A wallet app of its own: its `theme` properties would make the fixture app's `theme` a
  /// name declared with two types.
  static let wallet = Auditor.run(
    AuditRequest(
      paths: ["PairingDiscovery/Wallet"], workingDirectory: TestPaths.fixtures,
      rulesDirectory: TestPaths.rules))

  /// `foreground on background (role)` of every discovered pairing, with where it was found.
  static let found: [String: Pairing] = {
    var pairings: [String: Pairing] = [:]
    for check in result.checks {
      let pairing = check.pairing
      pairings["\(pairing.foreground) on \(pairing.background) (\(pairing.role.rawValue))"] =
        pairing
    }
    return pairings
  }()

  /// The names of the pairings a whole audit of a fixture folder checks.
  static func pairingNames(auditing folder: String) -> Set<String> {
    let result = Auditor.run(
      AuditRequest(
        paths: [folder], workingDirectory: TestPaths.fixtures, rulesDirectory: TestPaths.rules))
    return Set(result.checks.compactMap(\.pairing.name))
  }

  /// The reasons the checks are unresolved, one per unresolved color of each.
  static func unresolvedReasons(_ checks: [Check]) -> [String] {
    checks.flatMap { check -> [String] in
      guard case .unresolved(let why) = check.outcome else { return [] }
      return why.map(\.reason)
    }
  }

  static func place(_ key: String) -> String? {
    found[key].map {
      "\(($0.location.file as NSString).lastPathComponent):\($0.location.line ?? 0)"
    }
  }

  @Test func uikitViewsOnTheirContainers() {
    // A label made in a closure initializer, added to the cell's content view.
    #expect(Self.place("label on secondarySystemGroupedBackground (text)") == "ProfileCell.swift:9")
    // A bold 15 pt label on the badge view it was added to: large text.
    #expect(Self.place("white on UIColor.brandBlue (large-text)") == "ProfileCell.swift:27")
    #expect(
      Self.place("secondaryLabel on secondarySystemGroupedBackground (text)")
        == "ProfileCell.swift:30")
    // Colors set in setSelected go with UIKit's selection background: not paired.
    #expect(!Self.found.keys.contains { $0.hasPrefix("white on secondarySystemGroupedBackground") })
  }

  /// A cell's `backgroundView` is behind its content, and a view's property view
  /// (`firstButton.label`) is inside it.
  ///
  /// A background set in the text's own branch replaces the one its method set before the
  /// branch. Lockdown (checked, never read before) measured a sign-up row's white title on the
  /// screen's white, not on the row's blue background view, and the sign-out row's red on that
  /// blue, though its branch clears it.
  @Test func aBackgroundViewIsBehindTheContentOfItsView() {
    #expect(Self.place("white on systemBrown (text)") == "AccountViewController.swift:35")
    #expect(
      Self.place("systemOrange on systemGroupedBackground (text)")
        == "AccountViewController.swift:42")
    #expect(Self.found["systemOrange on systemBrown (text)"] == nil)
    #expect(Self.found["white on systemGroupedBackground (text)"] == nil)
  }

  /// A view a method makes (`let button = UIButton()`) is that method's own.
  ///
  /// The shutter's white background is not the ground of the `button` another method styles:
  /// GoMap's camera controls were measured white on white.
  @Test func aViewAMethodMakesIsNotAnotherMethodsViewOfTheSameName() {
    #expect(Self.place("white on #383838E6 (non-text)") == "CaptureOverlayView.swift:50")
    #expect(Self.found["white on white (non-text)"] == nil)
  }

  /// Objective-C UIKit code is read as Swift is: a property set through a receiver
  /// (`self.holdToTalkView.textLabel.textColor = …`, `_titleLabel.textColor = …`), the messages
  /// `setTextColor:`, `setBackgroundColor:`, `setTitleColor:forState:` and `addSubview:`, one
  /// style per method, and C's `1.` and `.7`.
  ///
  /// ChatSecure's hold-to-talk button and VLC's donation buttons (never run for pairings before)
  /// made no pairing: only their storyboards were read. A background per state set by a
  /// category (`setBackgroundColor:forState:`) is drawn by code the audit does not follow, and a
  /// local `UIColor *textColor` is not the controller's own text color. A local stored in a
  /// property of its name (`self.cancelButton = cancelButton`) is that property, and a view
  /// inside a local (`cell.nameLabel`) is that method's too. Colors set on a view that its method
  /// then replaces (`self.view = self.chatListTable`) are not shown. A method that calls one of
  /// the type's own that sets a ground (`[self reset]`), or is called by one, draws on that
  /// ground or its own.
  @Test func objectiveCViewsOnTheirContainers() {
    let result = Auditor.run(
      AuditRequest(
        paths: ["PairingDiscovery/ObjectiveC"], workingDirectory: TestPaths.fixtures,
        rulesDirectory: TestPaths.rules))
    let found = Set(
      result.checks.map { check -> String in
        let pairing = check.pairing
        let file = (pairing.location.file as NSString).lastPathComponent
        let line = pairing.location.line ?? 0
        return "\(pairing.foreground) on \(pairing.background) @\(file):\(line)"
      })
    #expect(
      found == [
        "#AAAAAAFF on white @OTRVoiceRecorderViewController.m:24",
        "white on #555555FF @OTRVoiceRecorderViewController.m:41",
        "#555555FF on #F2F2F2FF @OTRVoiceRecorderViewController.m:48",
        // A local stands for the property it is stored in.
        "white on #CC1A1AFF @OTRVoiceRecorderViewController.m:50",
        "secondaryLabel on systemGroupedBackground @VLCDonationButtonCell.m:38",
        "white on systemOrange @VLCDonationButtonCell.m:41",
        "#FFFFFFB3 on systemOrange @VLCDonationButtonCell.m:42",
        "black on cancelButton.setBackgroundColor(…) @VLCDonationButtonCell.m:46",
        // The selected row's white on gray; the other rows' clear ground shows the table, not
        // the gray given to the view the table then replaces (Monal: 1:1).
        "white on #AAAAAAFF @MLChatListViewController.m:28",
        // Each state clears the bar first (`[self reset]`, which clears the message's color):
        // the call's white is on its blue, the error's red and the reset's gray on no ground the
        // type shows. element-ios (checked, never read for pairings) paired them across states,
        // and measured `UIColor.clearColor` as a ground.
        "white on systemBlue @RoomStatusBarView.m:26",
        // Nothing from SessionsViewController: its `cell` locals are two cells, and `cell = …`
        // puts another cell in the placeholder's place (element-ios paired labels with the
        // placeholder's red).
        // Each statement expression's `button` is the button it makes (`okButton = ({ … })`),
        // not the other one's: INaturalist (checked) had white on white and gray on gray.
        "white on #555555FF @INatTutorialViewController.m:24",
        "#555555FF on white @INatTutorialViewController.m:34",
        // A view inserted at the back that fills the cell (`[self insertSubview:blackView
        // atIndex:0]`, its frame from the cell's bounds) is drawn over the cell's own ground:
        // VLC's login button was measured white on the screen's ground. A bar inserted there is
        // no ground (INaturalist's progress bars).
        "white on systemIndigo @VLCNetworkLoginButtonCell.m:19",
        "secondaryLabel on secondarySystemBackground @VLCNetworkLoginButtonCell.m:51",
      ])
    let cancel = result.checks.filter { $0.pairing.location.line == 46 }
    #expect(!cancel.isEmpty && cancel.allSatisfy { $0.status == .unresolved })
  }

  /// A translucent ground over a picture is unresolved, and what a picture holds is not paired.
  ///
  /// The picture: an image view that a document lays behind the view (WooCommerce's barcode
  /// hint over the camera was measured over the screen's white), a view whose layer code gives a
  /// sublayer (a preview, a gradient), a web view, a map or an image view.
  @Test func aTranslucentGroundOverAPictureIsUnresolved() {
    let result = Auditor.run(
      AuditRequest(
        paths: ["PairingDiscovery/Scanner"], workingDirectory: TestPaths.fixtures,
        rulesDirectory: TestPaths.rules))
    // Nothing from DocumentPreviewView: a button over a web view's page, a page number over
    // a thumbnail image (ios-legacy, checked: blue on the web view's black, 2.4:1).
    #expect(Set(result.checks.map(\.pairing.location.line)) == [21, 44])
    #expect(result.checks.allSatisfy { $0.status == .unresolved && $0.pairing.backdrop == nil })
    #expect(
      Self.unresolvedReasons(result.checks).allSatisfy {
        $0.hasPrefix("a translucent ground is drawn over a picture")
      })
  }

  /// Any local a method declares is that method's own, not only a view it makes.
  ///
  /// Sileo (never run before) paired a sign-out row's red tint, set on a `cell` of
  /// `cellForRowAt`, with the translucent gray that `didSelectItemAt` gives a collection view's
  /// `cell`, and failed it. A ground set to `.none` is no ground, as `nil` is: the row draws on
  /// what the table shows, which the type does not say.
  @Test func aLocalAnyMethodDeclaresIsItsOwn() {
    let purchases = Self.result.checks.filter {
      $0.pairing.location.file.hasSuffix("PurchasesViewController.swift")
    }
    #expect(
      Set(purchases.map { "\($0.pairing.foreground) on \($0.pairing.background)" })
        == ["systemRed on secondarySystemGroupedBackground"])
  }

  /// A translucent ground set in code is measured over the next ground out, as in a
  /// storyboard; a scrim whose ground the type does not show (GoMap's hint over its map) is
  /// unresolved, not measured over white.
  @Test func aTranslucentGroundInCodeIsDrawnOverTheGroundBehindIt() {
    #expect(Self.place("white on #FFFFFF33 (text)") == "CaptureOverlayView.swift:43")
    #expect(Self.found["white on #FFFFFF33 (text)"]?.backdrop == "systemIndigo")
    let hint = CodePairingDiscoveryTests.result.checks.filter {
      $0.pairing.location.file.hasSuffix("CaptureOverlayView.swift")
        && $0.pairing.location.line == 38
    }
    #expect(!hint.isEmpty)
    #expect(hint.allSatisfy { $0.status == .unresolved && $0.ratio == nil })
  }

  /// The branch for the newest iOS is what the audit measures, as the code evaluator does.
  ///
  /// VLC's mini player: iOS 26 label colors were paired with the dark bar drawn before iOS 26
  /// (the code after an `if #available(iOS 26.0, *) { …; return }`), and the older white text
  /// with it too. The bodies of two `if #available` checks hold together.
  @Test func theBranchForTheNewestIOSIsMeasured() {
    #expect(
      Self.place("label on tertiarySystemBackground (text)") == "MiniPlayerView.swift:11")
    #expect(
      Self.place("secondaryLabel on tertiarySystemBackground (text)") == "MiniPlayerView.swift:12")
    #expect(!Self.found.keys.contains { $0.contains("#22282CFF") })
  }

  /// A button configuration's base colors are the button's, in a style that draws them as set.
  ///
  /// `.filled()` draws its title on its base background; `.plain()` on the button's container;
  /// `.tinted()` tints the background, which is left out.
  @Test func buttonConfigurationsColorTheirButtons() {
    #expect(Self.place("white on systemGreen (text)") == "ChapterControls.swift:23")
    #expect(Self.place("systemOrange on systemGray5 (text)") == "ChapterControls.swift:32")
    #expect(!Self.found.keys.contains { $0.contains("systemPurple") })
  }

  /// Colors a selection handler sets are not paired, but they restyle the views they name.
  ///
  /// A document's colors for those views are placeholders: Bark's menu option was paired with
  /// the blue its xib gives the highlight view that code recolors on selection.
  @Test func viewsASelectionHandlerRecolorsAreLeftToTheCode() {
    #expect(!Self.found.values.contains { $0.location.file.hasSuffix("OptionCell.xib") })
    #expect(Self.found["label on link (text)"] == nil)
  }

  @Test func themedViewsPairPerTheme() {
    #expect(Self.place("Theme.primaryText on Theme.background (text)") == "Theme.swift:35")
    #expect(Self.place("Theme.secondaryText on Theme.background (text)") == "Theme.swift:36")
  }

  @Test func swiftUIModifiersOnTheSameViewOrTheirContainer() {
    #expect(Self.place("secondaryLabel on Color.cardBackground (text)") == "SettingsView.swift:17")
    #expect(Self.place("white on systemRed (text)") == "SettingsView.swift:31")
    // A ZStack whose first child is a color is the background of the rest.
    #expect(
      Self.place("Color.brandText on Color.brandBackground (large-text)") == "SettingsView.swift:44"
    )
    #expect(
      Self.place("AccentColor on Color.brandBackground (non-text)") == "SettingsView.swift:46")
    // Asset catalog colors by name, the background on the enclosing VStack.
    #expect(Self.place("Text/Primary on Surfaces/Card (text)") == "SettingsView.swift:56")
  }

  /// A bordered prominent button's label is drawn on its tint, white unless it says otherwise.
  ///
  /// Anytype (never run before) had its create button's white label and spinner measured on the
  /// screen's background, 1:1, and the tint itself as a foreground there.
  @Test func aBorderedProminentButtonDrawsItsLabelOnItsTint() {
    #expect(Self.place("white on Color.channelAccent (non-text)") == "ChannelCreateView.swift:22")
    #expect(Self.place("white on Color.channelAccent (text)") == "ChannelCreateView.swift:30")
    #expect(Self.place("white on systemOrange (text)") == "ChannelCreateView.swift:34")
    #expect(!Self.found.keys.contains { $0.hasSuffix("on Color.screenBackground (text)") })
    #expect(!Self.found.keys.contains { $0.hasSuffix("on Color.screenBackground (non-text)") })
  }

  /// A translucent ground with a material behind it on the same view shows a blur of whatever
  /// is behind the view: not measured over the system background.
  ///
  /// Anytype's chat date header (never run before) was measured white on white, 1.4:1.
  @Test func aTranslucentGroundOverAMaterialIsNotMeasured() {
    let header = Self.result.checks.filter {
      $0.pairing.location.file.hasSuffix("ChatDateHeader.swift")
    }
    #expect(header.count == 8)
    #expect(header.allSatisfy { $0.status == .unresolved })
    let why = Self.unresolvedReasons(header)
    #expect(why.count == 8)
    #expect(why.allSatisfy { $0.hasPrefix(".ultraThinMaterial is a blur of what is behind") })
  }

  /// A label given an attributed string from elsewhere in another method draws the string's
  /// own colors, not its text color.
  ///
  /// Anytype's toast (never run before) was measured `Text.primary` on black, 1.4:1, though
  /// every message it shows is white. A text color set after the string colors all of it, and
  /// one the type builds with uncolored runs draws those in the text color (Lockdown's title).
  @Test func aLabelsAttributedTextIsDrawnInItsOwnColors() {
    let toast = Self.result.checks.filter { $0.pairing.location.file.hasSuffix("ToastView.swift") }
    let message = toast.filter { $0.pairing.location.line == 30 }
    #expect(message.count == 8)
    let why = Self.unresolvedReasons(message)
    #expect(why.count == 8)
    #expect(why.allSatisfy { $0.hasPrefix("label's attributedText is set, whose own colors") })
    let badge = toast.filter { $0.pairing.location.line == 37 }
    #expect(badge.count == 8 && badge.allSatisfy { $0.status == .passed })
    let title = toast.filter { $0.pairing.location.line == 40 }
    #expect(title.count == 8 && title.allSatisfy { $0.status == .passed })
  }

  /// In a control's own code, a color set where its `isEnabled` is false is its disabled look:
  /// measured, not gated (WCAG exempts inactive components).
  ///
  /// AltStore's `Button` (never run before) failed its white title on the light gray it turns
  /// when disabled.
  @Test func aControlsOwnDisabledLookIsNotGated() {
    #expect(Self.place("white on systemPink (text)") == "FilledButton.swift:14")
    #expect(Self.place("white on #AAAAAAFF (decorative)") == "FilledButton.swift:14")
    #expect(Self.found["white on #AAAAAAFF (text)"] == nil)
  }

  /// Overlay content is drawn on the view it overlays.
  ///
  /// On a filled shape it pairs with the fill; on a picture, or a shape in the foreground style,
  /// the ground is not known and nothing is paired; on a stack, it is the stack's ground. A view
  /// in a `ZStack` after an image is drawn on the picture, and one after a view of the app's on
  /// colors the file does not show, not on the `ZStack`'s first layer or its background; a
  /// filled shape first in a `ZStack` is the ground of the rest.
  @Test func overlayContentIsDrawnOnTheViewItOverlays() {
    #expect(Self.place("black on systemOrange (text)") == "CoverArtwork.swift:50")
    // Overlaid on a row of buttons: on the row's ground, as the row's own views are.
    #expect(Self.place("secondaryLabel on systemGray6 (text)") == "CoverArtwork.swift:88")
    // Overlaid on a ringed circle: on the fill behind the ring.
    #expect(Self.place("systemMint on systemIndigo (text)") == "CoverArtwork.swift:107")
    // A filled rounded rectangle first in a ZStack: its fill is the ground.
    #expect(Self.place("white on systemTeal (text)") == "CoverArtwork.swift:141")
    // The gallery card's rating over the cover's colors, drawn over its tinted first layer.
    #expect(Self.found.keys.filter { $0.hasPrefix("systemYellow on") }.isEmpty)
    let inFile = Self.found.values.filter { $0.location.file.hasSuffix("CoverArtwork.swift") }
    #expect(inFile.count == 4)
    // The cover's title over its artwork, found on the clear first child of the outer ZStack.
    #expect(!Self.found.keys.contains { $0.contains("#00000000") })
    // The caption over the chapter's photo and the hero text over a picture, on the grounds of
    // the containers around them.
    #expect(Self.found["black on black (text)"] == nil)
    #expect(!inFile.contains { $0.background == "systemBlue" || $0.background == "black" })
  }

  /// `Color.black.opacity(0.001)` draws nothing a display shows: a background that catches taps
  /// is looked through to the ground behind it, as `.clear` is.
  @Test func aLayerNothingOfShowsIsLookedThrough() {
    #expect(Self.place("white on black (text)") == "PlayerOverlay.swift:16")
    #expect(!Self.found.keys.contains { $0.contains("opacity(0.001)") })
    #expect(!Self.found.keys.contains { $0.contains("opacity(0.0001)") })
    #expect(Self.found["white on black (text)"]?.note?.contains("and 1 more") == true)
    // A faint layer that does show stays the ground, over the video's black.
    #expect(
      Self.place("systemGray on Color.black.opacity(0.05) (text)") == "PlayerOverlay.swift:24")
    #expect(Self.found["systemGray on Color.black.opacity(0.05) (text)"]?.backdrop == "black")
  }

  /// A layer made translucent after its color, or a ground chosen by an `if`, is not a ground
  /// the audit knows, nor is a shape filled with a material; a `GeometryReader` that draws only
  /// clear is looked through, and a mask's colors are never drawn.
  ///
  /// Swiftfin (checked, never read before) had its progress bar measured on the track's color
  /// at full strength, and a white pill title measured on the white of the other branch.
  @Test func translucentAndConditionalGroundsAreNotPaired() {
    let inFile = Self.found.values.filter { $0.location.file.hasSuffix("PlaybackChrome.swift") }
    #expect(inFile.map(\.location.line) == [53])
    #expect(Self.place("systemIndigo on systemGray5 (text)") == "PlaybackChrome.swift:53")
    #expect(Self.found["white on white (text)"] == nil)
    #expect(!Self.found.keys.contains { $0.hasPrefix("label on secondaryLabel") })
  }

  /// A control's disabled look needs no contrast; previews are never drawn by the app.
  ///
  /// WCAG 1.4.3 exempts inactive components: of a color chosen on the condition a `.disabled(…)`
  /// in the same body uses, only the enabled branch is paired.
  ///
  /// Trio (checked, never read before) had four buttons failing white on gray in their
  /// disabled state, and a preview's placeholder text failing.
  @Test func disabledLooksAndPreviewsAreNotPaired() {
    #expect(Self.place("black on systemYellow (text)") == "TargetForm.swift:37")
    // Also found elsewhere first: the enabled looks of Save and Next, and the other "Saving".
    #expect(Self.found["white on systemBlue (text)"] != nil)
    #expect(Self.found["white on systemIndigo (text)"] != nil)
    #expect(Self.found["white on systemGreen (text)"] != nil)
    for disabledOrPreview in [
      "white on systemGray4 (text)", "white on systemGray (text)",
      "systemGray on white (large-text)", "systemOrange on systemYellow (text)",
    ] {
      #expect(Self.found[disabledOrPreview] == nil)
    }
  }

  /// The color's condition and `.disabled(…)` spelled two ways are one test.
  ///
  /// linphone (read to check) colors "Delete for everyone" `x == true ? red : gray` and
  /// disables it on `x == false`: its gray was measured as the enabled look, three times.
  @Test func oneConditionSpelledTwoWaysDecidesTheDisabledLook() {
    #expect(Self.place("systemRed on white (text)") == "DeleteMessageSheet.swift:15")
    #expect(Self.place("systemTeal on white (text)") == "DeleteMessageSheet.swift:24")
    #expect(Self.found["systemGray5 on white (text)"] == nil)
    #expect(Self.found["systemGray6 on white (text)"] == nil)
  }

  /// A flag named for the state decides it as `.disabled(…)` does.
  ///
  /// SwiftUI's `isEnabled`, or a button style's `isDisabled` binding: Polkadot Vault (checked,
  /// never read before) measured its disabled navigation button, white on an 18 % gray, at
  /// 1.53:1. An image the view stores (`let icon: Image`) is not text.
  @Test func aFlagNamedForTheDisabledStateAndAStoredImage() {
    #expect(Self.place("white on #591A8CFF (text)") == "ActionButtons.swift:11")
    #expect(Self.place("white on #004D4DFF (text)") == "ActionButtons.swift:22")
    #expect(!Self.found.keys.contains { $0.hasPrefix("white on systemGray5") })
    #expect(!Self.found.keys.contains { $0.hasPrefix("systemGray2 on #004D4DFF") })
    #expect(Self.place("#E67300FF on white (non-text)") == "ActionButtons.swift:41")
    #expect(Self.found["#E67300FF on white (text)"] == nil)
    // Outside a button style, such a name is any state a person reads: a weekday not chosen.
    #expect(Self.place("#8C8C99FF on #333340FF (text)") == "ActionButtons.swift:56")
    #expect(Self.place("white on #333340FF (text)") == "ActionButtons.swift:56")
  }

  /// A theme reached through a shared service (`let theme = ReaderThemeService.shared.theme`,
  /// `Color(ReaderThemeService.shared.theme.page)`) is every theme the code defines, as a theme
  /// parameter is; a color the audit cannot read on it is one pairing, not one per theme.
  @Test func aThemeThroughASharedServiceIsEveryTheme() {
    #expect(Self.place("PaperTheme.bodyText on PaperTheme.page (text)") == "ReaderThemes.swift:48")
    #expect(Self.place("InkTheme.bodyText on InkTheme.page (text)") == "ReaderThemes.swift:48")
    #expect(
      Self.place("PaperTheme.captionText on PaperTheme.page (text)") == "ReaderThemes.swift:59")
    #expect(Self.place("InkTheme.captionText on InkTheme.page (text)") == "ReaderThemes.swift:59")
    #expect(Self.place("highlight on theme.page (text)") == "ReaderThemes.swift:51")
    #expect(!Self.found.keys.contains { $0.hasPrefix("highlight on PaperTheme") })
    // The app shows each theme in the appearance its `isNight` says: measured only there.
    #expect(Self.found["PaperTheme.bodyText on PaperTheme.page (text)"]?.styles == [.light])
    #expect(Self.found["InkTheme.captionText on InkTheme.page (text)"]?.styles == [.dark])
    #expect(Self.found["highlight on theme.page (text)"]?.styles == Style.allCases)
  }

  /// Runtime state that holds one of its type's own static instances is read once per instance.
  ///
  /// `static var current: PlayerTheme`, assigned `.darkTheme` by the settings, is read as an
  /// enum's state is read once per case, also through a local of the method that draws (`let
  /// colors = PlayerTheme.current.colors`). An instance made for previews is not one of them.
  ///
  /// VLC for iOS (read to check, not tuned on before) had 66 of its 68 pairings unresolved:
  /// every theme color goes through `PresentationTheme.current`, often through such a local.
  @Test func runtimeStateOfATypeWithStaticInstancesIsEachInstance() {
    let inFile = Self.found.values.filter {
      $0.location.file.hasSuffix("PlayerThemes.swift") && $0.location.line == 75
    }
    #expect(
      Set(inFile.map(\.foreground)) == [
        "colors.cellDetailText when current is .brightTheme",
        "colors.cellDetailText when current is .darkTheme",
      ])
    let bright = Self.found[
      "colors.cellDetailText when current is .brightTheme on colors.background when current is "
        + ".brightTheme (text)"]
    #expect(bright != nil)
    let ratios = Self.result.checks.filter { $0.pairing == bright }.compactMap(\.ratio)
    // #999999 on white.
    #expect(ratios.count == 8 && ratios.allSatisfy { abs($0 - 2.85) < 0.01 })
    #expect(!Self.found.keys.contains { $0.contains("previewTheme") })
    // One instance named in place is read as written, and named by its expression rather than
    // by its hex: its literal is in the palette, where a fix changes it.
    #expect(
      Self.place(
        "PlayerTheme.darkTheme.colors.cellText on PlayerTheme.darkTheme.colors.accent (text)")
        == "PlayerThemes.swift:125")
  }

  /// A parameter of a type with static instances, or of an enum type, is read once per value;
  /// two states of one type are paired value by value (a view given the current theme shows
  /// one theme at a time), and a color set in one `case` of a `switch` over the parameter, or
  /// in the block of `if kind == .warning {`, goes only with that case.
  ///
  /// VLC for iOS's cells take `setTheme(to presentationTheme: PresentationTheme)`, and read
  /// `PresentationTheme.current` elsewhere: 9 pairings crossing two themes became 3.
  @Test func aParameterIsEachValueOfItsType() {
    let inFile = Self.found.values.filter { $0.location.file.hasSuffix("PlayerThemes.swift") }
    let lines: [Int: Set<String>] = Dictionary(grouping: inFile) { $0.location.line ?? 0 }
      .mapValues { Set($0.map { "\($0.foreground) on \($0.background)" }) }
    #expect(
      lines[139] == [
        "colors.cellText when playerTheme is .brightTheme on colors.background when playerTheme "
          + "is .brightTheme",
        "colors.cellText when playerTheme is .darkTheme on colors.background when playerTheme is "
          + ".darkTheme",
      ])
    #expect(
      lines[145] == [
        "PlayerTheme.current.colors.accent when current is .brightTheme on colors.background when "
          + "playerTheme is .brightTheme",
        "PlayerTheme.current.colors.accent when current is .darkTheme on colors.background when "
          + "playerTheme is .darkTheme",
      ])
    #expect(lines[164] == ["secondaryLabel on secondarySystemBackground"])
    #expect(lines[166] == ["systemBrown on systemYellow"])
    // `if kind == .warning {`: only on the warning's ground.
    #expect(lines[171] == ["systemIndigo on systemYellow"])
    // `StatusStrip.Style` and `ExportSheet.Style`: the cases of neither are taken for `style`.
    // The unreadable `tint` is named with its place: UIKit's `tint` is another color.
    #expect(
      lines[212] == [
        "tint (PairingDiscovery/App/Sources/PlayerThemes.swift:212:15) on systemBackground"
      ])
  }

  /// Themes as computed static properties that build the type (`static var dark: Self {
  /// Self(…) }`) are its instances as `static let`s are, and a parameter of that type is read
  /// once per theme even where the view also has a property of its name; colors come through
  /// the nested symbols Xcode generates for namespaced asset groups (`.Dark.Text.bodyCopy` for
  /// `Dark/Text/Body Copy`).
  ///
  /// Tari's wallet (read to check last session, tuned on in this one) hands its theme to 145
  /// `update(theme:)` overrides: 68 of its 70 pairings were unresolved.
  @Test func computedThemesAndNamespacedAssetSymbols() {
    let result = Self.wallet
    let pairings = Set(result.checks.map(\.pairing)).filter {
      $0.location.file.hasSuffix("WalletTheme.swift")
        || $0.location.file.hasSuffix("WalletBadge.swift")
    }
    let lines: [Int: Set<String>] = Dictionary(grouping: pairings) { $0.location.line ?? 0 }
      .mapValues { Set($0.map { "\($0.foreground) on \($0.background)" }) }
    // `static var current` returns state: not a theme of its own. `Color(.accent)` is the
    // `AccentColor` set, and `ColorResource.Dark.Backgrounds.primary` a namespaced one.
    #expect(
      lines == [
        8: ["AccentColor on Light/Backgrounds/Primary"],
        19: ["Light/Text/Body Copy on Dark/Backgrounds/Primary"],
        131: [
          "Light/Text/Heading on Light/Backgrounds/Primary",
          "Dark/Text/Heading on Dark/Backgrounds/Primary",
        ],
        132: [
          "Light/Text/Body Copy on Light/Backgrounds/Primary",
          "Dark/Text/Body Copy on Dark/Backgrounds/Primary",
        ],
      ])
    let ratios = result.checks.filter {
      $0.pairing.foreground == "Dark/Text/Body Copy"
    }.compactMap(\.ratio)
    // #5A5A5A on #121212.
    #expect(ratios.count == 8 && ratios.allSatisfy { abs($0 - 2.716) < 0.001 })
  }

  /// `[a, b].forEach(parent.addSubview)`, `[a].forEach { parent.addSubview($0) }` and `for view
  /// in [a, b] { parent.addSubview(view) }` put each view in that parent: the labels of Tari's
  /// wallet tiles were measured on the tile's own white.
  @Test func viewsAddedInALoopOverAnArrayLiteral() {
    let result = Self.wallet
    let inFile = Set(result.checks.map(\.pairing)).filter {
      $0.location.file.hasSuffix("WalletTile.swift")
    }
    #expect(
      Set(inFile.map { "\($0.location.line ?? 0): \($0.foreground) on \($0.background)" }) == [
        "34: white on systemIndigo", "35: #AAAAAAFF on systemIndigo", "36: white on systemIndigo",
        "37: black on systemTeal", "38: systemGray6 on systemIndigo",
      ])
  }

  /// A property of UIKit's (`backgroundColor`) read after the method set it is the value it set.
  ///
  /// Set in a branch before the use, it stays unresolved with that reason. VLC's media cells
  /// give their labels the cell's background this way.
  @Test func aViewPropertyTheMethodSetBeforeReadingIt() {
    let inFile = Self.wallet.checks.filter {
      $0.pairing.location.file.hasSuffix("TransactionCell.swift")
    }
    let amount = inFile.filter { $0.pairing.location.line == 12 }
    #expect(amount.count == 8 && amount.allSatisfy { $0.status == .passed })
    // #1C1F29 under white.
    #expect(amount.compactMap(\.ratio).allSatisfy { abs($0 - 16.4) < 0.1 })
    let note = inFile.first { $0.pairing.location.line == 19 }
    guard case .unresolved(let why)? = note?.outcome else {
      Issue.record("the note label's pairing is not unresolved")
      return
    }
    #expect(
      why.map(\.reason) == [
        "backgroundColor is set in a branch or by an operator before it "
          + "(PairingDiscovery/Wallet/Sources/TransactionCell.swift:17)"
      ])
  }

  /// A property set from its own earlier value (`backgroundColor =
  /// backgroundColor?.withAlphaComponent(0.5)`) is read from the setting before; the setting
  /// the use is in is not one (it nested until the evaluator gave up, and the fuzzer's
  /// address-sanitized build overflowed a worker thread's stack).
  @Test func aSettingFromItsOwnEarlierValue() {
    let checks = Self.wallet.checks.filter {
      $0.pairing.location.file.hasSuffix("FadingCell.swift")
    }
    #expect(checks.count == 8)
    // Half of #0D3373 over each appearance's backdrop: white fails over the light one.
    #expect(checks.filter { $0.status == .failed }.count == 4)
    #expect(
      checks.allSatisfy {
        guard case .measured(let measurement) = $0.outcome else { return false }
        return measurement.background.color.hexString == "#0D337380"
      })
  }

  /// A local declared without a value is read at its setting: once per branch when each branch
  /// of one `switch` or `if`/`else` chain sets it (named by the case, `when status is .pending`,
  /// or the branch's line), and not at all when a branch sets it again.
  ///
  /// Locals set in the same branches go together, branch by branch. GitHawk's and Loop's cells
  /// choose a state's icon tint this way (16 places in 10 apps said "declared without a
  /// value"), and ownCloud's rows set a text and a background color in each `case`.
  @Test func aLocalSetInEachBranchIsEachSetting() {
    let inFile = Self.wallet.checks.filter {
      $0.pairing.location.file.hasSuffix("TransferStatusCell.swift")
    }
    func pairings(_ line: Int) -> [String: [Check]] {
      Dictionary(grouping: inFile.filter { $0.pairing.location.line == line }) {
        "\($0.pairing.foreground) on \($0.pairing.background)"
      }
    }
    let tints = pairings(28)
    #expect(
      Set(tints.keys) == [
        "tint when status is .pending on white",
        "tint when status is .completed on white",
        "tint when status is .failed on white",
      ])
    // The pending orange #FF9E0A on white fails 3:1; the green and the red pass.
    #expect(
      tints["tint when status is .pending on white"]?.allSatisfy {
        $0.status == .failed
      } == true)
    #expect(
      tints["tint when status is .failed on white"]?.allSatisfy {
        $0.status == .passed
      } == true)
    #expect(pairings(32)["titleColor on white"]?.allSatisfy { $0.status == .passed } == true)
    guard case .unresolved(let why)? = pairings(40).values.first?.first?.outcome else {
      Issue.record("the detail label's pairing is not unresolved")
      return
    }
    #expect(
      why.map(\.reason) == [
        "detailColor is set more than once before it, or by an operator "
          + "(PairingDiscovery/Wallet/Sources/TransferStatusCell.swift:35)"
      ])
    // Three badges, not nine: white on the red and on the green, black on the orange.
    #expect(
      Set(pairings(55).keys) == [
        "white on badgeGround when the branch at line 45 runs",
        "black on badgeGround when the branch at line 48 runs",
        "white on badgeGround when the branch at line 51 runs",
      ])
  }

  /// A name the color expression does not define is looked for among the locals declared
  /// before it in the code around it, and read where it is declared (also from a closure that
  /// captures it, and as `guard let` binds it); a var the method assigns, a parameter and a
  /// name a closure binds again stay unresolved, each with its reason.
  @Test func localsOfTheMethodThatDraws() {
    #expect(
      Self.place("Text/Primary on secondarySystemGroupedBackground (text)")
        == "PlayerThemes.swift:105")
    #expect(
      Self.place("systemMint on secondarySystemGroupedBackground (non-text)")
        == "PlayerThemes.swift:115")
    func reasons(_ foreground: String) -> [String] {
      let pairing = Self.found["\(foreground) on secondarySystemGroupedBackground (text)"]
      guard
        case .unresolved(let why)? = Self.result.checks.first(where: { $0.pairing == pairing })?
          .outcome
      else { return [] }
      return why.map(\.reason)
    }
    let file = "PairingDiscovery/App/Sources/PlayerThemes.swift"
    #expect(reasons("nameColor") == ["nameColor is a var the code assigns (\(file):99)"])
    #expect(
      reasons("badgeTint") == [
        "badgeTint is a parameter of configure: its value comes from the callers (\(file):107)"
      ])
    #expect(reasons("color") == ["color is bound again by the closure around it (\(file):113)"])
  }

  /// An outline is drawn on its view's ground, and so is what it surrounds; neither a dot placed on a chart, the color a
  /// filled shape ignores, nor the layers of a palette symbol are a pairing.
  ///
  /// Trio (checked, never read before) had a checkmark measured on its box's stroke, a
  /// contact picture's circle measured white though filled black, chart labels on their 6-point
  /// dots, and a warning symbol's inner layer on the screen's ground.
  @Test func outlinesDotsAndSymbolLayers() {
    let inFile = Self.found.values.filter { $0.location.file.hasSuffix("GlucoseMarkers.swift") }
    #expect(
      Set(inFile.map { "\($0.foreground) on \($0.background) \($0.location.line ?? 0)" }) == [
        "systemCyan on systemGray6 33", "systemBrown on systemGray6 38",
        // The outlines themselves, non-text on the row's ground.
        "secondaryLabel on systemGray6 27", "systemGray on systemGray6 39",
        // An outline stroked in a color, with no fill: on the row's ground (Zashi's balances).
        "systemGreen on systemGray6 41",
        // An outline with a filled background of its own: on that fill (damus's key field).
        "systemOrange on systemIndigo 71",
      ])
  }

  /// An Objective-C class's methods restyle what they color: the document's colors for those
  /// outlets (`self.errorMessageLabel.textColor = …`, `[_hintLabel setTextColor:…]`) and for a
  /// view of a class that colors itself (`self.textColor = …` in `setup`), or of its subclass,
  /// are placeholders.
  ///
  /// Artsy Folio (checked, never read before) had its login field measured in the document's
  /// default label color on white, though its class sets the text black, and its image-only
  /// clear button's highlighted title failing white on white.
  @Test func objectiveCCodeRestylesTheViewsItColors() {
    let names = Self.pairingNames(auditing: "PairingDiscovery/Folio")
    // The image-only clear button draws no title; the one with a title does.
    #expect(
      names == [
        "text of label \"Welcome to Folio\" in ARLoginViewController.xib on view (view)",
        "title (normal) of button in ARLoginViewController.xib on view (view)",
      ])
  }

  /// Code that styles each view of an outlet collection (`buttons.forEach { (button: UIButton)
  /// in … }`, `for label in captionLabels { … }`) restyles every view the document puts in it:
  /// their document colors are placeholders.
  ///
  /// Open Food Facts (read for its pairings for the first time) had its question buttons
  /// measured in the document's `darkTextColor`, though the cell sets their titles blue.
  @Test func codeThatStylesAnOutletCollectionRestylesItsViews() {
    let names = Self.pairingNames(auditing: "PairingDiscovery/Robotoff")
    #expect(
      names == [
        "text of label \"Does this product contain pal…\" (questionLabel) in "
          + "RobotoffQuestionTableViewCell.xib on tableViewCellContentView"
      ])
  }

  /// A container of a class whose layer is a gradient (`override class var layerClass`) hides
  /// the grounds outside it: its text is not paired with the cell's background.
  ///
  /// Corona-Warn-App (checked, never read before) measured a card's white title, drawn on a
  /// `GradientView`, on the cell's white content view: 1:1.
  @Test func aContainerThatPaintsItsOwnLayerHidesTheGroundsOutsideIt() {
    #expect(Self.place("systemCyan on systemGroupedBackground (text)") == nil)
    #expect(
      Self.place("systemIndigo on systemGroupedBackground (text)") == "PersonProfileCell.swift:28")
  }

  /// A clear branch of a background (`selected ? .systemYellow : .clear`) shows the next
  /// ground out, as a clear background does: never a pairing on a transparent color.
  ///
  /// Lockdown (checked) had its unselected plan buttons' titles paired on `#00000000`.
  @Test func aClearBranchOfABackgroundShowsTheGroundBehind() {
    #expect(
      Self.place("#555555FF on systemYellow (text)") == "PlanPickerViewController.swift:12")
    #expect(
      Self.place("#555555FF on secondarySystemBackground (text)")
        == "PlanPickerViewController.swift:12")
    #expect(!Self.found.keys.contains { $0.hasPrefix("#555555FF on clear") })
    #expect(!Self.found.keys.contains { $0.hasPrefix("#555555FF on #00000000") })
  }

  /// One flag choosing both colors pairs them branch by branch.
  ///
  /// A background chosen by `isSelected ? … : …` goes with a text color set where `isSelected`
  /// is decided (a clause of `switch (day, isSelected)`, or a ternary on the same flag), and
  /// only there. A stored `var` the code assigns is read as runtime state through `self`, not as
  /// its default.
  ///
  /// Corona-Warn-App (checked, never read before) measured its date picker's selected white on
  /// the unselected white background, and its unselected tint on the selected tint.
  @Test func oneFlagChoosingBothColorsPairsThemBranchByBranch() {
    #expect(Self.place("white on #800080FF (text)") == "DayCellViewModel.swift:34")
    #expect(Self.place("#800080FF on white (text)") == "DayCellViewModel.swift:36")
    #expect(Self.place("#996633FF on white (text)") == "DayCellViewModel.swift:38")
    // `(.future, _)`: either background.
    #expect(Self.place("#AAAAAAFF on #800080FF (text)") == "DayCellViewModel.swift:32")
    #expect(Self.place("#AAAAAAFF on white (text)") == "DayCellViewModel.swift:32")
    #expect(Self.found["#800080FF on #800080FF (text)"] == nil)
    #expect(Self.found["#996633FF on #800080FF (text)"] == nil)
    // Two ternaries on one flag (`!chosen ? .white : .darkText`).
    #expect(Self.place("#FF00FFFF on darkText (text)") == "DayCellViewModel.swift:46")
    #expect(Self.place("#FF8000FF on white (text)") == "DayCellViewModel.swift:46")
    #expect(Self.found["#FF00FFFF on white (text)"] == nil)
    #expect(Self.found["#FF8000FF on darkText (text)"] == nil)
  }

  /// A theme parameter stands for every theme that conforms, also through a protocol refining
  /// the theme protocol, each with its own colors; the refining protocol is no theme.
  ///
  /// Habitica (checked, never read before) paired its `DarkTheme` protocol's defaults, which its
  /// dark themes override, and none of its ten dark themes.
  @Test func aThemeParameterStandsForEveryConformingTheme() {
    #expect(
      Self.place("NightBannerSkin.text on NightBannerSkin.ground (text)") == "BannerSkin.swift:33")
    #expect(
      Self.place("PaperBannerSkin.text on PaperBannerSkin.ground (text)") == "BannerSkin.swift:33")
    #expect(!Self.found.keys.contains { $0.hasPrefix("DarkBannerSkin.") })
  }

  /// A background shape blurred after its color (`.fill(.indigo.opacity(0.5)).blur(radius: 60)`)
  /// is a glow over what is behind it, not a ground: no pairing, as for a material.
  ///
  /// Apple's Backyard Birds sample (checked, never read before) measured its shop's white title
  /// on the glow over the system background instead of the store's picture.
  @Test func aBlurredBackgroundIsNoGround() {
    #expect(
      !Self.found.values.contains {
        $0.location.file.hasSuffix("PassMarketing.swift") && $0.location.line == 18
      })
    #expect(Self.place("black on systemMint (text)") == "PassMarketing.swift:25")
  }

  /// A shape in a view's `.background { … }` is that view's ground: it is drawn on what is
  /// behind the view, and nothing in the file says what that is for a view that is a body's root.
  @Test func aShapeInABackgroundIsDrawnOnWhatIsBehindItsView() {
    #expect(Self.place("white on AccentColor (text)") == "FilterBadge.swift:14")
    #expect(
      Self.place("AccentColor on secondarySystemBackground (non-text)") == "FilterBadge.swift:17")
    #expect(Self.place("AccentColor on AccentColor (non-text)") == nil)
    #expect(
      !Self.found.values.contains {
        $0.location.file.hasSuffix("FilterBadge.swift") && $0.location.line == 34
      })
  }

  /// A background clear in one branch of a condition is looked through in that branch, as a
  /// clear `.background(…)` is: to the ground of the view around it, or to no pairing.
  @Test func aBranchWhoseBackgroundIsClearIsDrawnOnWhatIsBehind() {
    #expect(Self.place("label on secondarySystemFill (text)") == "YearPicker.swift:14")
    #expect(
      Self.place("secondaryLabel on systemGroupedBackground (text)") == "YearPicker.swift:14")
    // The lone chip: selected, white on indigo (found first elsewhere); unselected, nothing.
    #expect(Self.found["white on systemIndigo (text)"] != nil)
    #expect(!Self.found.keys.contains { $0.contains("#00000000") })
  }

  /// One method per style: a title goes with its own method's background, never another
  /// style's; a title whose method sets no background goes with every style's.
  @Test func eachStyleMethodPairsItsOwnColors() {
    #expect(Self.place("black on systemTeal (text)") == "UIButton+Styles.swift:11")
    #expect(
      Self.place("systemTeal on tertiarySystemBackground (text)") == "UIButton+Styles.swift:19")
    #expect(Self.found["black on tertiarySystemBackground (text)"] == nil)
    #expect(Self.found["systemTeal on systemTeal (text)"] == nil)
    #expect(!Self.found.keys.contains { $0.hasPrefix("systemPink on") })
    #expect(!Self.found.keys.contains { $0.hasPrefix("systemYellow on") })
    #expect(Self.place("systemRed on systemTeal (text)") == "UIButton+Styles.swift:36")
    #expect(
      Self.place("systemRed on tertiarySystemBackground (text)") == "UIButton+Styles.swift:36")
    // A disabled title is measured, not gated, as in a storyboard.
    #expect(Self.place("systemGray3 on systemTeal (decorative)") == "UIButton+Styles.swift:12")
  }

  /// The cases of a `switch` are states, as the branches of an `if` are: the outlined look's
  /// brown spinner is not paired with the solid look's brown ground.
  @Test func theCasesOfASwitchAreSeparateStates() {
    #expect(Self.place("white on systemBrown (non-text)") == "LoadingButton.swift:39")
    #expect(Self.found["systemBrown on systemBrown (non-text)"] == nil)
  }

  /// A color the view's appearance decides stays one color when one of its branches is runtime
  /// state: that branch's traits are unresolved, and the other branch's black is not measured
  /// in Dark Mode on Dark Mode's black (isowords).
  @Test func anAppearanceConditionWithARuntimeBranchStaysOneColor() {
    let screen = Self.found.values.filter { $0.location.file.hasSuffix("GameOverScreen.swift") }
    #expect(screen.count == 1)
    let checks = Self.result.checks.filter { $0.pairing == screen.first }
    #expect(checks.count == 8 && checks.allSatisfy { $0.status == .unresolved })
  }

  /// A shape's fill inside a condition is that branch's ground only, and a `nil` branch has no
  /// ground of its own: the other rows' indigo is not measured on your score's black.
  @Test func aFillInOneBranchIsThatBranchsGround() {
    #expect(Self.found["systemIndigo on black (text)"] == nil)
    let row = Self.found.values.filter { $0.location.file.hasSuffix("LeaderboardRow.swift") }
    #expect(row.map(\.foreground).sorted() == ["Color.white multiplied", "systemOrange"])
  }

  /// A translucent ground is measured over the next ground out, when the body shows it.
  @Test func aTranslucentGroundIsDrawnOverTheGroundBehindIt() {
    let chip = Self.found["white on Color.white.opacity(0.2) (non-text)"]
    #expect(
      Self.place("white on Color.white.opacity(0.2) (non-text)") == "StoryCloseButton.swift:15")
    #expect(chip?.backdrop == "black")
    let ratios = Self.result.checks.filter { $0.pairing == chip }.compactMap(\.ratio)
    // 20 % white over black is #333333: 12.6 to 1, not 1 to 1 over a white system background.
    #expect(ratios.count == 8 && ratios.allSatisfy { abs($0 - 12.63) < 0.01 })
    // In a button style nothing shows what is behind the scrim: not measured.
    let styled = Self.result.checks.filter {
      $0.pairing.location.file.hasSuffix("StoryCloseButton.swift")
        && $0.pairing.location.line == 29
    }
    #expect(styled.count == 8 && styled.allSatisfy { $0.status == .unresolved })
    guard case .unresolved(let why)? = styled.first?.outcome else {
      Issue.record("the scrim's check is measured")
      return
    }
    #expect(why.contains { $0.reason.hasPrefix("a translucent black or white is drawn") })
  }

  /// What a `.background(…)` is looked through for.
  @Test(arguments: [
    ("Color.clear", true), (".clear", true), ("Color.black.opacity(0.001)", true),
    ("Color.white.opacity(0.0001)", true), ("Color.black.opacity(0.05)", false),
    ("Color.black", false), ("Color.black.opacity(alpha)", false),
    // A clear view that only presents a sheet (Brave's network picker) or runs a task.
    ("Color.clear.sheet(isPresented: $isPresenting) { NavigationView { DetailsView() } }", true),
    (".clear.onAppear { load() }.frame(width: 1)", true),
    ("Color.clear.overlay(Color.red)", false), ("Color.clear.background(.blue)", false),
  ])
  func whatIsLookedThrough(expression: String, lookedThrough: Bool) {
    let file = SourceFile(path: "V.swift", language: .swift, source: "x = " + expression)
    #expect(SwiftUIPairings.isLookedThrough(2..<file.count, file) == lookedThrough)
  }

  @Test func thenClosuresConfigureTheViewTheyAreStoredIn() {
    #expect(Self.place("white on systemIndigo (large-text)") == "PromoBanner.swift:18")
  }

  /// How `setTitleColor(_:for:)`'s state reads in a pairing's name.
  @Test func controlStatesAreNamedAsWritten() {
    let cases: [(String, String)] = [
      ("[]", "normal"), ("UIControl.State()", "normal"), (".normal", "normal"),
      ("UIControl.State.highlighted", "highlighted"), ("[.normal, .selected]", "normal, selected"),
    ]
    for (written, named) in cases {
      let file = SourceFile(
        path: "Bar.swift", language: .swift, source: "b.setTitleColor(.white, for: \(written))")
      let arguments = file.arguments(open: 3)
      #expect(arguments.count == 2)
      #expect(UIKitPairings.controlState(arguments[1].value, file) == named, "\(written)")
    }
  }

  @Test func branchesOfAConditionAreSeparateStates() {
    // Expanded: a clear button on the card; collapsed: white on the button's own blue.
    #expect(Self.place("systemBlue on systemIndigo (text)") == "PromoBanner.swift:39")
    #expect(Self.place("white on systemBlue (text)") == "PromoBanner.swift:42")
    #expect(Self.place("systemBlue on systemBlue (text)") == nil)
  }

  @Test func colorsDrawnElsewhereAreNotPaired() {
    // A bar button item's tint, an appearance proxy's, and a tint cleared to hide an icon.
    #expect(
      !Self.found.values.contains { $0.location.file.hasSuffix("ProfileViewController.swift") })
  }

  @Test func theColorSchemeIsTheTraitTheViewIsDrawnIn() throws {
    // `colorScheme == .dark ? … : …` on both sides is one pairing that follows the style, not
    // four crossings.
    let row = Self.found.values.filter {
      $0.location.file.hasSuffix("SettingsView.swift") && $0.location.line == 68
    }
    #expect(row.count == 1)
    let checks = Self.result.checks.filter { $0.pairing == row.first }
    let ratios = Set(checks.compactMap { $0.ratio.map { ($0 * 100).rounded() / 100 } })
    #expect(checks.count == 8 && checks.allSatisfy { $0.status == .passed })
    #expect(ratios.count == 2)
  }

  @Test func oneConditionOnBothSidesPairsItsBranches() {
    // Pressed with pressed, normal with normal: two pairings, not four.
    let style = Self.found.values.filter {
      $0.location.file.hasSuffix("SettingsView.swift") && $0.location.line == 76
    }
    #expect(style.count == 2)
  }

  @Test func aThemeChosenAtRuntimeIsReadOncePerTheme() {
    // `AppTheme.shared.active` is runtime state of an enum: each case gives its own pairing.
    let rows = Self.found.values.filter {
      $0.location.file.hasSuffix("AppTheme.swift") && $0.location.line == 39
    }
    #expect(rows.count == 2)
    #expect(rows.allSatisfy { $0.name?.contains(", when active is .") == true })
    let checks = Self.result.checks.filter { check in rows.contains(check.pairing) }
    #expect(checks.count == 16 && checks.allSatisfy { $0.status == .passed })
  }

  @Test func aStaticPropertyDerivedFromTheThemeIsReadInEachTheme() {
    // `HeadlineColor.isMidnight` reads the theme: #333333 on white in classic, #E6E6E6 on
    // #1A1A1A in midnight. A value kept from one theme's reading would pair one of them twice.
    let rows = Self.found.values.filter {
      $0.location.file.hasSuffix("AppTheme.swift") && $0.location.line == 63
    }
    #expect(rows.count == 2)
    let checks = Self.result.checks.filter { check in rows.contains(check.pairing) }
    let ratios = Set(checks.compactMap { $0.ratio.map { ($0 * 100).rounded() / 100 } })
    #expect(ratios == [12.63, 13.95])
  }

  @Test func everyDiscoveredPairingIsMarked() {
    #expect(Self.found.count == 115)
    #expect(
      Self.found.values.allSatisfy { if case .discovered = $0.origin { true } else { false } })
    #expect(
      Self.found.values.allSatisfy { $0.name != nil && $0.note?.hasPrefix("found at ") == true })
  }

  /// `button.addBackgroundView(color: …)`: what is behind the title is the helper's view, not
  /// the controller's background; unresolved, with the call as the reason.
  @Test func aViewPaintedByAHelperIsNotPairedWithItsContainer() throws {
    #expect(Self.found["white on systemBackground (non-text)"] == nil)
    let painted = try #require(
      Self.found["white on unlockButton.addBackgroundView(…) (non-text)"])
    #expect(
      Self.place("white on unlockButton.addBackgroundView(…) (non-text)")
        == "UnlockViewController.swift:18")
    let checks = Self.result.checks.filter { $0.pairing == painted }
    #expect(checks.count == 8 && checks.allSatisfy { $0.status == .unresolved })
    guard case .unresolved(let why)? = checks.first?.outcome else {
      Issue.record("not unresolved")
      return
    }
    #expect(
      why.map(\.reason) == [
        "unlockButton is painted by addBackgroundView(…), which the audit does not read "
          + "(PairingDiscovery/App/Sources/UnlockViewController.swift:20:16)"
      ])
  }

  /// `setBackgroundImage(_:for:)`: the title is drawn on an image.
  @Test func aButtonWithABackgroundImageIsNotPairedWithItsContainer() {
    #expect(Self.found["white on systemBackground (text)"] == nil)
    #expect(
      Self.place("white on signUpButton.setBackgroundImage(…) (text)")
        == "UnlockViewController.swift:31")
  }

  /// Interface Builder views whose class sets or paints its own background in code (a
  /// `ThemeableView`, a subclass of a button class that calls `setBackgroundColor(_:for:)` on
  /// itself) are left to the code; an extension of a UIKit class that sets a background does not
  /// make every view of that class its own painter.
  @Test func viewsWhoseClassPaintsItselfAreLeftToTheCode() {
    let result = Auditor.run(
      AuditRequest(
        paths: ["PairingDiscovery/SelfPainted"], workingDirectory: TestPaths.fixtures,
        rulesDirectory: TestPaths.rules))
    let names = Set(result.checks.compactMap(\.pairing.name))
    #expect(names == ["text of label \"Enter your code\" in KeypadView.xib on view"])
  }

  @Test func unresolvableColorsAreReportedNotDropped() throws {
    let runtime = try #require(
      Self.found.values.first { $0.foreground.hasPrefix("ThemeManager.shared") })
    let checks = Self.result.checks.filter { $0.pairing == runtime }
    #expect(checks.count == 8)
    #expect(checks.allSatisfy { $0.status == .unresolved })
    // Discovered and unresolved: reported, not gated.
    #expect(checks.allSatisfy { $0.isGatePassed })
  }

  @Test func applesOwnColorsAreShownButNotGated() throws {
    let apple = try #require(
      Self.found["secondaryLabel on secondarySystemGroupedBackground (text)"])
    #expect(apple.usesOnlySystemColors)
    let checks = Self.result.checks.filter { $0.pairing == apple }
    #expect(checks.contains { $0.status == .failed })
    #expect(checks.allSatisfy { $0.isGatePassed })
    // A theme's name for a system color is Apple's color; the app's own color on a system one
    // gates.
    let theme = try #require(Self.found["secondaryLabel on Color.cardBackground (text)"])
    #expect(theme.usesOnlySystemColors)
    let own = try #require(Self.found["#555555FF on secondarySystemBackground (text)"])
    #expect(!own.usesOnlySystemColors)
    #expect(Self.result.exitStatus == 1)
  }
}
