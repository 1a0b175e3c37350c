import Foundation
import Testing

@testable import ContrastAudit

/// What UIKit's controls draw themselves, read from xDrip4iOS's shapes: a segmented control's
/// tint (not drawn since iOS 13), a rounded-rect text field's own fill, a title the code empties,
/// a title font kept in a constant.
@Suite struct ControlsDrawnByUIKitTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Tr1-aa-001">
                <objects>
                    <viewController id="01q-Jv-AjA" customClass="TreatmentsViewController" customModule="xdrip" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vw1-aa-002">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Fb1-aa-003">
                                    <rect key="frame" x="48" y="0.0" width="49" height="34"/>
                                    <state key="normal" title="Button"/>
                                    <buttonConfiguration key="configuration" style="tinted">
                                        <imageReference key="image" image="chart.bar.fill" catalog="system" symbolScale="default"/>
                                        <color key="baseForegroundColor" systemColor="systemMintColor"/>
                                        <color key="baseBackgroundColor" white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </buttonConfiguration>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Fb2-aa-004">
                                    <rect key="frame" x="100" y="0.0" width="49" height="34"/>
                                    <state key="normal" title=" "/>
                                    <buttonConfiguration key="configuration" style="tinted">
                                        <color key="baseForegroundColor" systemColor="systemBlueColor"/>
                                        <color key="baseBackgroundColor" white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </buttonConfiguration>
                                </button>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Cb1-aa-005">
                                    <rect key="frame" x="200" y="100" width="120" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits" keyboardType="decimalPad"/>
                                </textField>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Cb2-aa-006">
                                    <rect key="frame" x="200" y="140" width="120" height="34"/>
                                    <color key="textColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                            </subviews>
                            <color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                        <connections>
                            <outlet property="filterBasalButtonOutlet" destination="Fb1-aa-003" id="Oc1-aa-007"/>
                            <outlet property="filterBolusButtonOutlet" destination="Fb2-aa-004" id="Oc2-aa-008"/>
                            <outlet property="carbsTextField" destination="Cb1-aa-005" id="Oc3-aa-009"/>
                            <outlet property="insulinTextField" destination="Cb2-aa-006" id="Oc4-aa-010"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static let treatments = """
    import UIKit

    final class TreatmentsViewController: UIViewController {
        @IBOutlet weak var filterBolusButtonOutlet: UIButton!
        @IBOutlet weak var filterBasalButtonOutlet: UIButton!
        @IBOutlet weak var carbsTextField: UITextField!
        @IBOutlet weak var insulinTextField: UITextField!

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            filterBolusButtonOutlet.setImage(UIImage(systemName: "arrowtriangle.down"), for: .normal)
            filterBolusButtonOutlet.setTitle("", for: .normal)
            // remove the "Button" text from the storyboard
            filterBasalButtonOutlet.setTitle("", for: .normal)
        }
    }
    """

  static let root = """
    import UIKit

    enum ConstantsUI {
        static let segmentedControlBackgroundColor = UIColor(white: 0.05, alpha: 1)
    }

    enum ConstantsPickerView {
        static let mainTitleFont = UIFont.boldSystemFont(ofSize: 20)
        static let containerViewBackgroundColor = UIColor(white: 0.15, alpha: 1)
    }

    final class RootViewController: UIViewController {
        @IBOutlet weak var segmentedControlChartHours: UISegmentedControl!

        override func viewDidLoad() {
            super.viewDidLoad()
            // format the segmented control of the chart hours. We basically want it to dissapear into the background
            segmentedControlChartHours.backgroundColor = ConstantsUI.segmentedControlBackgroundColor
            segmentedControlChartHours.tintColor = ConstantsUI.segmentedControlBackgroundColor
        }
    }

    final class PickerViewControllerModal: UIViewController {
        private let containerView = UIView()
        private let pickerViewMainTitle = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            pickerViewMainTitle.font = ConstantsPickerView.mainTitleFont
            containerView.backgroundColor = ConstantsPickerView.containerViewBackgroundColor
            pickerViewMainTitle.textColor = .red
            containerView.addSubview(pickerViewMainTitle)
            view.addSubview(containerView)
        }
    }
    """

  static func audit() throws -> AuditResult {
    let folder = try TemporaryFolder()
    try folder.write("App/Base.lproj/Main.storyboard", storyboard)
    try folder.write("App/TreatmentsViewController.swift", treatments)
    try folder.write("App/RootViewController.swift", root)
    return folder.audit()
  }

  @Test func whatUIKitDrawsIsPairedAsDrawn() throws {
    let result = try Self.audit()
    var pairings: [String: Role] = [:]
    for check in result.checks { pairings[check.pairing.name ?? ""] = check.pairing.role }
    // The segmented control's tint, the emptied and blank titles, and UIKit's default text on a
    // rounded-rect field's own fill are not drawn or read as UIKit designed them.
    #expect(!pairings.keys.contains { $0.contains("segmentedControlChartHours") })
    #expect(!pairings.keys.contains { $0.contains("filterBasalButtonOutlet") })
    #expect(!pairings.keys.contains { $0.contains("filterBolusButtonOutlet") })
    #expect(!pairings.keys.contains { $0.contains("carbsTextField") })
    // Another text color on the field's fill is measured on a fill the audit does not know.
    #expect(
      pairings["text of textField (insulinTextField) in Main.storyboard on its own fill"]
        == .text)
    #expect(
      result.checks.contains {
        $0.pairing.name?.contains("insulinTextField") == true && $0.status == .unresolved
      })
    // 20 pt bold, read through the constant: large text.
    #expect(
      pairings["text of pickerViewMainTitle in PickerViewControllerModal on containerView"]
        == .largeText)
  }
}
