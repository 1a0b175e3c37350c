import Foundation
import Testing

@testable import ContrastAudit

/// A view's `alpha` fades what it draws.
///
/// The Blue Alliance's "no data" label is `.label` at `alpha = 0.5` on `systemGray6`, 3.89:1 in
/// Light Mode, and was measured at full opacity (18.8:1, a pass that is not what the user sees).
/// Its "no data" view sets the same in a xib.
@Suite struct ViewAlphaTests {
  static let cell = """
    import UIKit

    final class MediaCollectionViewCell: UICollectionViewCell {
        private let noDataLabel: UILabel = {
            let noDataLabel = UILabel(forAutoLayout: ())
            noDataLabel.font = UIFont.systemFont(ofSize: 13)
            noDataLabel.numberOfLines = 0
            noDataLabel.textColor = UIColor.label
            noDataLabel.alpha = 0.5
            noDataLabel.textAlignment = .center
            return noDataLabel
        }()
        private let stateLabel = UILabel()
        private let fadingLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = UIColor.systemGray6
            contentView.addSubview(noDataLabel)
            stateLabel.textColor = UIColor.label
            contentView.addSubview(stateLabel)
            fadingLabel.textColor = UIColor.secondaryLabel
            fadingLabel.alpha = 0
            contentView.addSubview(fadingLabel)
        }

        func setEnabled(_ enabled: Bool) {
            stateLabel.alpha = enabled ? 1 : 0.5
        }

        func show() {
            UIView.animate(withDuration: 0.3) {
                self.fadingLabel.alpha = 1
            }
        }
    }
    """

  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NoDataView" customModule="The_Blue_Alliance" customModuleProvider="target">
                <connections>
                    <outlet property="messageLabel" destination="Ndl-aa-001" id="Out-aa-002"/>
                    <outlet property="hintLabel" destination="Hnt-aa-003" id="Out-aa-004"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" alpha="0.5" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="No data" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Ndl-aa-001">
                        <rect key="frame" x="16" y="80" width="343" height="26.333333333333329"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
                        <color key="textColor" systemColor="systemGrayColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" alpha="0.5" contentMode="left" text="Pull to refresh" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="Hnt-aa-003">
                        <rect key="frame" x="16" y="120" width="343" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                        <color key="textColor" systemColor="labelColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </view>
        </objects>
        <resources>
            <systemColor name="labelColor">
                <color red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemGrayColor">
                <color red="0.5568627451" green="0.5568627451" blue="0.57647058819999997" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """

  /// The owner of the xib: it shows the hint at full opacity once loaded, and leaves the title.
  static let owner = """
    import UIKit

    final class NoDataView: UIView {
        @IBOutlet private weak var messageLabel: UILabel!
        @IBOutlet private weak var hintLabel: UILabel!

        override func awakeFromNib() {
            super.awakeFromNib()
            hintLabel.alpha = 1
        }
    }
    """

  static func audit() throws -> AuditResult {
    let folder = try TemporaryFolder()
    try folder.write("App/MediaCollectionViewCell.swift", cell)
    try folder.write("App/NoDataView.xib", xib)
    try folder.write("App/NoDataView.swift", owner)
    return folder.audit()
  }

  static func foregrounds(_ result: AuditResult, _ name: String) -> Set<String> {
    Set(
      result.checks.filter { $0.pairing.name?.contains(name) == true }.compactMap {
        $0.measurement?.foreground.color.hexString
      })
  }

  @Test func aViewKeptTranslucentDrawsItsTextAtThatOpacity() throws {
    let result = try Self.audit()
    // `label` (black, white in Dark Mode) at half opacity, on systemGray6.
    #expect(
      Self.foregrounds(result, "noDataLabel in MediaCollectionViewCell") == [
        "#00000080", "#FFFFFF80",
      ])
    let light = result.checks.first {
      $0.pairing.name?.contains("noDataLabel in MediaCollectionViewCell") == true
        && $0.traits.style == .light && $0.traits.contrast == .normal
    }
    #expect(light?.status == .failed)
    #expect(light?.pairing.foreground == "label in a view at alpha 0.5")
    // The document's alpha too: systemGray at half opacity, on the system background.
    let document = Self.foregrounds(result, "(messageLabel) in NoDataView.xib")
    #expect(document.contains("#8E8E9380"))
    #expect(document.count == 3 && document.allSatisfy { $0.hasSuffix("80") })
  }

  @Test func anAlphaThatChangesWithStateOrFadesInIsNotApplied() throws {
    let result = try Self.audit()
    // `enabled ? 1 : 0.5` is a state; 0 then 1 is a fade in; the hint's alpha is set in code.
    #expect(Self.foregrounds(result, "stateLabel") == ["#000000FF", "#FFFFFFFF"])
    // secondaryLabel's own alpha, 0.6 and 0.68 under Increase Contrast.
    #expect(
      Self.foregrounds(result, "fadingLabel") == [
        "#3C3C4399", "#EBEBF599", "#3C3C43AD", "#EBEBF5AD",
      ])
    #expect(
      Self.foregrounds(result, "(hintLabel) in NoDataView.xib") == ["#000000FF", "#FFFFFFFF"])
  }

  @Test(
    arguments: [
      ([0.5], Double?.some(0.5)), ([0, 0.5], 0.5), ([0.5, 0.5], 0.5), ([0.5, 1], nil),
      ([0, 1], nil), ([1], nil), ([0.5, nil], nil), ([0.4, 0.6], nil), ([], nil),
    ] as [([Double?], Double?)])
  func theAlphaAViewKeeps(values: [Double?], kept: Double?) {
    #expect(PairingDiscovery.keptAlpha(values) == kept)
  }
}
