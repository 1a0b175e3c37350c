import Foundation
import Testing

@testable import ContrastAudit

/// A label whose outlet the code only ever empties draws no text.
///
/// Blockstream Green (read to check) empties `lblMultiAssetTitle` with `text = ""` and never
/// fills it: its document's placeholder, `#FFFFFF69`, failed on the screen's black. A label
/// the code also fills elsewhere (`text = title`, `setText:`, `attributedText`) is drawn.
@Suite struct EmptiedLabelTests {
  static func label(_ id: String, _ text: String, y: Int) -> String {
    """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                <rect key="frame" x="16" y="\(y)" width="288" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <color key="textColor" white="1" alpha="0.41" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <nil key="highlightedColor"/>
                            </label>
    """
  }

  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SendAmountViewController" customModule="gaios" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="vw0-aa-001" id="c1T-aa-001"/>
                    <outlet property="lblMultiAssetTitle" destination="lbl-aa-002" id="c1T-aa-002"/>
                    <outlet property="lblAssetTitle" destination="lbl-aa-003" id="c1T-aa-003"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="vw0-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
    \(label("lbl-aa-002", "lbl_multi_asset_title", y: 20))
    \(label("lbl-aa-003", "lbl_asset_title", y: 60))
                </subviews>
                <color key="backgroundColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
        </objects>
    </document>
    """

  static let controller = """
    import UIKit

    final class SendAmountViewController: UIViewController {
        @IBOutlet weak var lblMultiAssetTitle: UILabel!
        @IBOutlet weak var lblAssetTitle: UILabel!

        override func viewDidLoad() {
            super.viewDidLoad()
            lblMultiAssetTitle.text = ""
            lblAssetTitle.text = ""
        }

        func update(asset: String) {
            lblAssetTitle.text = asset
        }
    }
    """

  @Test func aLabelTheCodeOnlyEmptiesDrawsNoText() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/SendAmountViewController.xib", Self.xib)
    try folder.write("App/SendAmountViewController.swift", Self.controller)
    let names = Set(folder.audit().checks.compactMap(\.pairing.name))
    #expect(names.contains { $0.contains("(lblAssetTitle)") })
    #expect(!names.contains { $0.contains("(lblMultiAssetTitle)") })
  }
}
