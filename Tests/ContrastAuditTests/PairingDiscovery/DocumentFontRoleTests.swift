import Foundation
import Testing

@testable import ContrastAudit

/// A label colored in code and sized in its storyboard is drawn in the storyboard's font.
///
/// OctoPod (read to check) lays out its camera screen's printer name at 20 pt in the storyboard
/// and colors it in `viewDidLoad`: with no font in code, it was held to body text's 4.5:1,
/// where 18 pt and up is large text (3:1). A label the document sizes at 14 pt stays text.
@Suite struct DocumentFontRoleTests {
  static func label(_ id: String, size: Int) -> String {
    """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Printer" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="16" y="40" width="343" height="24"/>
        <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
        <nil key="highlightedColor"/>
    </label>
    """
  }

  static let storyboard = InterfaceBuilderDocument.storyboard(
    """
    <scene sceneID="Cam-sc-001">
        <objects>
            <viewController id="Cam-vc-001" customClass="PrinterCameraViewController" customModule="OctoPod" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="Cam-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        \(label("Cam-lb-001", size: 20))
                        \(label("Cam-lb-002", size: 14))
                    </subviews>
                </view>
                <connections>
                    <outlet property="printerPositionLabel" destination="Cam-lb-001" id="Cam-ot-001"/>
                    <outlet property="statusLabel" destination="Cam-lb-002" id="Cam-ot-002"/>
                </connections>
            </viewController>
        </objects>
    </scene>
    """)

  static let controller = """
    import UIKit

    class PrinterCameraViewController: UIViewController {
        @IBOutlet weak var printerPositionLabel: UILabel!
        @IBOutlet weak var statusLabel: UILabel!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            printerPositionLabel.textColor = UIColor(white: 0.5, alpha: 1)
            statusLabel.textColor = UIColor(white: 0.45, alpha: 1)
        }
    }
    """

  @Test func aLabelTheStoryboardSizesLargeIsLargeText() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Base.lproj/Main.storyboard", Self.storyboard)
    try folder.write("App/PrinterCameraViewController.swift", Self.controller)
    var roles: [String: Set<Role>] = [:]
    for check in folder.audit().checks {
      for view in ["printerPositionLabel", "statusLabel"]
      where check.pairing.name?.contains(view) == true {
        roles[view, default: []].insert(check.pairing.role)
      }
    }
    #expect(roles == ["printerPositionLabel": [.largeText], "statusLabel": [.text]])
  }
}
