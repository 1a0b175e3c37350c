import Foundation
import Testing

@testable import ContrastAudit

/// A style helper of a UIKit class restyles what it is called on.
///
/// Blockstream Green (read to check, never tuned on) styles its storyboards' outlets with
/// `lblDenom.setStyle(.txtCard)` and `[lblA, lblB].forEach { $0?.setStyle(.txtCard) }`, methods
/// of `extension UILabel` that set the label's `textColor` in a `switch`; ONLYOFFICE's controller
/// sets `footnoteLabel?.textStyle = .subheadline`, a property of `extension UILabel` whose setter
/// does. The documents' own colors for those outlets, which never show, failed 9 places.
@Suite struct StyleHelperTests {
  static let styles = """
    import UIKit

    enum LabelStyle {
        case txtCard
        case sectionTitle

        var color: UIColor { self == .txtCard ? .lightGray : .white }
    }

    extension UILabel {
        func setStyle(_ type: LabelStyle) {
            switch type {
            case .txtCard:
                textColor = UIColor(white: 0.75, alpha: 1)
                font = .systemFont(ofSize: 14)
            case .sectionTitle:
                textColor = .white
                font = .boldSystemFont(ofSize: 16)
            }
        }

        var textStyle: LabelStyle {
            get {
                LabelStyle.txtCard
            }

            set(newValue) {
                font = .systemFont(ofSize: 13)
                textColor = newValue.color
            }
        }
    }

    extension UIView {
        func setCardStyle() {
            backgroundColor = UIColor(white: 0.1, alpha: 1)
            layer.cornerRadius = 8
        }
    }
    """

  static let controller = """
    import UIKit

    final class BuyViewController: UIViewController {
        @IBOutlet weak var lblDenom: UILabel!
        @IBOutlet weak var lblAmount: UILabel!
        @IBOutlet weak var lblFee: UILabel?
        @IBOutlet weak var footnoteLabel: UILabel?
        @IBOutlet weak var cardView: UIView!
        @IBOutlet weak var lblPlain: UILabel!
        @IBOutlet weak var lblCard: UILabel!

        override func viewDidLoad() {
            super.viewDidLoad()
            lblDenom.setStyle(.txtCard)
            [lblAmount, lblFee].forEach { $0?.setStyle(.sectionTitle) }
            footnoteLabel?.textStyle = .txtCard
            cardView.setCardStyle()
        }
    }
    """

  /// The document: one `#AAAAAA` label per outlet.
  ///
  /// The first four are on the card, the last two on the root's white; all would fail as the
  /// document draws them.
  static let storyboard: String = {
    let outlets = ["lblDenom", "lblAmount", "lblFee", "lblCard", "footnoteLabel", "lblPlain"]
    let label = { (n: Int, name: String) in
      """
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(name)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-\(n)0-\(n)\(n)">
                                      <rect key="frame" x="16" y="\(16 + 30 * n)" width="200" height="21"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                      <color key="textColor" red="0.66666666666666663" green="0.66666666666666663" blue="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                      <nil key="highlightedColor"/>
                                  </label>
      """
    }
    let labels = outlets.enumerated().prefix(4).map(label).joined(separator: "\n")
    let connections = outlets.enumerated().map { n, name in
      """
                              <outlet property="\(name)" destination="lbl-\(n)0-\(n)\(n)" id="out-\(n)0-\(n)\(n)"/>
      """
    }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
              <capability name="Safe area layout guides" minToolsVersion="9.0"/>
          </dependencies>
          <scenes>
              <scene sceneID="byS-cn-001">
                  <objects>
                      <viewController storyboardIdentifier="BuyViewController" id="byV-cn-002" customClass="BuyViewController" customModule="gaios" customModuleProvider="target" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="byR-vw-003">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-vw-004">
                                      <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                      <subviews>
      \(labels)
                                      </subviews>
                                      <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                  </view>
      \(label(4, "footnoteLabel"))
      \(label(5, "lblPlain"))
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="sfA-gd-005"/>
                              <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                          </view>
                          <connections>
                              <outlet property="cardView" destination="crd-vw-004" id="out-cd-006"/>
      \(connections)
                          </connections>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="frs-rp-007" userLabel="First Responder" sceneMemberID="firstResponder"/>
                  </objects>
                  <point key="canvasLocation" x="40" y="40"/>
              </scene>
          </scenes>
      </document>
      """
  }()

  @Test func outletsAStyleHelperRestylesKeepNoDocumentColor() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Styles.swift", Self.styles)
    try folder.write("App/BuyViewController.swift", Self.controller)
    try folder.write("App/Buy.storyboard", Self.storyboard)
    let documentPairs = folder.audit().checks.filter {
      $0.pairing.location.file.hasSuffix("Buy.storyboard")
    }
    let names = Set(documentPairs.compactMap(\.pairing.name))
    // The outlet no helper styles keeps its document color, on the root's white.
    let plain = documentPairs.filter { $0.pairing.name?.contains("(lblPlain)") == true }
    #expect(!plain.isEmpty && plain.allSatisfy { $0.status == .failed })
    // The card's ground is the helper's: nothing is measured on the document's white.
    for restyled in ["lblDenom", "lblAmount", "lblFee", "lblCard", "footnoteLabel"] {
      #expect(!names.contains { $0.contains("(\(restyled))") }, "\(restyled)")
    }
  }
}
