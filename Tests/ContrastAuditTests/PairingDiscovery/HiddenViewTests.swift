import Foundation
import Testing

@testable import ContrastAudit

/// A view its type's code only ever hides draws nothing, nor anything inside it.
///
/// Blockstream Green's asset cell (read to check) hides its AMP badge, `ampSubview.isHidden =
/// true`, and never shows it: the badge's label failed on its document's gray. A view the code
/// also shows (`isHidden = false`, a condition, a toggle) is drawn.
@Suite struct HiddenViewTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="AssetSelectCell" id="KGk-i7-Jjw" customClass="AssetSelectCell" customModule="gaios" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="amp-sv-001">
                            <rect key="frame" x="16" y="8" width="80" height="24"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="AMP" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="amp-lb-002">
                                    <rect key="frame" x="4" y="2" width="72" height="20"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                    <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rdy-sv-003">
                            <rect key="frame" x="16" y="40" width="80" height="24"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Ready" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="rdy-lb-004">
                                    <rect key="frame" x="4" y="2" width="72" height="20"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                    <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" white="0.7" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                    </subviews>
                </tableViewCellContentView>
                <connections>
                    <outlet property="ampSubview" destination="amp-sv-001" id="c1T-aa-001"/>
                    <outlet property="lblAmp" destination="amp-lb-002" id="c1T-aa-002"/>
                    <outlet property="viewLightReady" destination="rdy-sv-003" id="c1T-aa-003"/>
                </connections>
            </tableViewCell>
        </objects>
    </document>
    """

  static let cell = """
    import UIKit

    class AssetSelectCell: UITableViewCell {
        @IBOutlet weak var ampSubview: UIView!
        @IBOutlet weak var lblAmp: UILabel!
        @IBOutlet weak var viewLightReady: UIView!

        override func awakeFromNib() {
            super.awakeFromNib()
            viewLightReady.isHidden = true
        }

        func configure(ready: Bool) {
            ampSubview.isHidden = true
            viewLightReady.isHidden = !ready
        }
    }

    final class SyncBanner: UIView {
        private let warningLabel = UILabel()
        private let statusLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            warningLabel.text = "Not verified"
            warningLabel.textColor = UIColor(white: 0.8, alpha: 1)
            warningLabel.isHidden = true
            addSubview(warningLabel)
            statusLabel.text = "Failed"
            statusLabel.textColor = UIColor(white: 0.85, alpha: 1)
            statusLabel.isHidden = true
            addSubview(statusLabel)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func show(failed: Bool) {
            statusLabel.isHidden = !failed
        }
    }
    """

  @Test func aViewOnlyEverHiddenDrawsNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/AssetSelectCell.xib", Self.xib)
    try folder.write("App/AssetSelectCell.swift", Self.cell)
    let grounds = Set(
      folder.audit().checks.compactMap { check -> String? in
        guard let measurement = check.measurement else { return nil }
        return measurement.foreground.color.hexString + " on "
          + measurement.background.color.hexString
      })
    // The "Ready" badge, shown when ready, and the status label, shown on failure.
    #expect(grounds == ["#FFFFFFFF on #B4B4B4FF", "#D9D9D9FF on #FFFFFFFF"])
  }
}
