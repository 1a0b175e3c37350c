import Foundation
import Testing

@testable import ContrastAudit

/// A custom button's title without a color of its own is drawn in white, UIKit's default; its
/// tint colors only a template image.
///
/// KeePassium's "Unlock" button is a custom button on its action tint with `ActionText` as its
/// tint and no title color: it was measured as a tint (a non-text 3:1 check that passed), while
/// what the user reads is a white title at body size. A title of emoji is drawn in their colors.
@Suite struct CustomButtonTitleTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Unl-sc-001">
                <objects>
                    <viewController id="Unl-vc-002" customClass="UnlockerVC" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Unl-vw-003">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="l45-hq-1lr" userLabel="Unlock">
                                    <rect key="frame" x="0.0" y="144" width="280" height="44"/>
                                    <color key="backgroundColor" red="0.0" green="0.48" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    <color key="tintColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <state key="normal" title="Unlock"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Kfl-bt-004" userLabel="Key file">
                                    <rect key="frame" x="0.0" y="200" width="44" height="44"/>
                                    <color key="backgroundColor" red="0.0" green="0.48" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <color key="tintColor" red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <state key="normal" image="doc.badge.plus" catalog="system"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Idd-0q-a3f">
                                    <rect key="frame" x="0.0" y="22" width="22" height="22"/>
                                    <state key="normal" title="🔽"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Hlp-bt-005">
                                    <rect key="frame" x="0.0" y="260" width="120" height="44"/>
                                    <color key="backgroundColor" red="0.0" green="0.48" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <color key="tintColor" red="0.3" green="0.3" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <state key="normal" title="Help"/>
                                </button>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func aCustomButtonsTitleIsWhite() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Base.lproj/Main.storyboard", Self.storyboard)
    var found: [String: (String, Role)] = [:]
    for check in folder.audit().checks {
      found[check.pairing.name ?? ""] = (check.pairing.foreground, check.pairing.role)
    }
    let unlock = found.filter { $0.key.contains("Unlock") }
    #expect(unlock.count == 1)
    #expect(unlock.first?.key.hasPrefix("title (normal)") == true)
    #expect(unlock.first?.value.0 == "white" && unlock.first?.value.1 == .text)
    // GoMap's history button, titled with an emoji, draws it in its own colors.
    #expect(found.count == 3)
    #expect(InterfaceBuilderPairings.isEmoji("⚙️") && !InterfaceBuilderPairings.isEmoji("⚙"))
    #expect(!InterfaceBuilderPairings.isEmoji("A") && InterfaceBuilderPairings.isEmoji("👍🏽"))
    // An image-only custom button draws its image in its tint; a system button its title.
    #expect(
      found.contains { $0.key.hasPrefix("tint of button Key file") && $0.value.1 == .nonText })
    #expect(
      found.contains { $0.key.hasPrefix("title (tint) of button in Main") && $0.value.1 == .text })
  }
}
