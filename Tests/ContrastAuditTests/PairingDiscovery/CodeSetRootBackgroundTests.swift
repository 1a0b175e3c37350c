import Foundation
import Testing

@testable import ContrastAudit

/// A controller whose code sets `view.backgroundColor` shows that ground under its scene.
///
/// KeePassium's key changer is laid out on white in its storyboard and given a pattern image
/// with a dark variant in `viewDidLoad`: its label and icon were measured on the storyboard's
/// white in Dark Mode, failures no one sees. A scene whose controller leaves the root alone keeps
/// the storyboard's ground.
@Suite struct CodeSetRootBackgroundTests {
  static func scene(_ controller: String, id: String) -> String {
    """
            <scene sceneID="\(id)-sc">
                <objects>
                    <viewController id="\(id)-vc" customClass="\(controller)" customModule="KeePassium" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-vw">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="{Database file name}" textAlignment="center" lineBreakMode="middleTruncation" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-lb">
                                    <rect key="frame" x="20" y="120" width="374" height="20.5"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    <color key="textColor" red="0.60" green="0.60" blue="0.60" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                        <connections>
                            <outlet property="databaseNameLabel" destination="\(id)-lb" id="\(id)-ot"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
    """
  }

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
    \(scene("DatabaseKeyChangerVC", id: "K1"))
    \(scene("AboutVC", id: "A1"))
        </scenes>
    </document>
    """

  static let code = """
    import UIKit

    final class DatabaseKeyChangerVC: UIViewController {
        @IBOutlet private weak var databaseNameLabel: UILabel!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = ImageAsset.backgroundPattern.asColor()
            view.layer.isOpaque = false
        }
    }

    final class AboutVC: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "About"
        }
    }
    """

  @Test func theCodesGroundReplacesTheScenesRoot() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Base.lproj/Main.storyboard", Self.storyboard)
    try folder.write("App/Controllers.swift", Self.code)
    let lines = Set(folder.audit().checks.map(\.pairing.location.line))
    // The about scene's label (its label's line in the second scene) is measured; the key
    // changer's is not.
    #expect(lines.count == 1)
    #expect(lines.allSatisfy { ($0 ?? 0) > 25 })
  }
}
