import Foundation
import Testing

@testable import ContrastAudit

/// A view handed to a method that colors its parameter is restyled by code: the document's
/// colors for it are placeholders.
///
/// iGap (read to check) styles its call screen's storyboard buttons in `viewDidLoad` with
/// `buttonViewCustomize(button: btnCancel, color: UIColor.red, imgName: …)`, whose body sets
/// `button.backgroundColor = color`: the white titles were measured on the storyboard's gray
/// (2.3:1), where the screen shows them on red. A button the code does not hand over keeps its
/// document colors.
@Suite struct ParameterStyleHelperTests {
  static func scene() -> String {
    let gray = InterfaceBuilderDocument.gray("backgroundColor", white: "0.67135959199999995")
    // Titles of slightly different whites: identical pairings are checked once.
    func button(_ id: String, _ title: String, y: Int, white: String) -> String {
      InterfaceBuilderDocument.button(id, title, y: y, white: white, background: gray)
    }
    return InterfaceBuilderDocument.storyboard(
      """
              <scene sceneID="CL-sc">
                  <objects>
                      <viewController id="CL-vc" customClass="IGCall" customModule="iGap" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="CL-vw">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <subviews>
      \(button("CL-b1", "Cancel", y: 500, white: "1"))
      \(button("CL-b2", "Speaker", y: 560, white: "0.98999999999999999"))
                              </subviews>
                              \(InterfaceBuilderDocument.gray("backgroundColor", white: "1"))
                          </view>
                          <connections>
                              <outlet property="btnCancel" destination="CL-b1" id="CL-o1"/>
                              <outlet property="btnSpeaker" destination="CL-b2" id="CL-o2"/>
                          </connections>
                      </viewController>
                  </objects>
              </scene>
      """)
  }

  static let controller = """
    import UIKit

    class IGCall: UIViewController {
        @IBOutlet weak var btnCancel: UIButton!
        @IBOutlet weak var btnSpeaker: UIButton!

        override func viewDidLoad() {
            super.viewDidLoad()
            buttonViewCustomize(button: btnCancel, color: UIColor.red, imgName: "IG_Nav_Bar_Plus")
            btnSpeaker.isExclusiveTouch = true
        }

        private func buttonViewCustomize(button: UIButton, color: UIColor, imgName: String = "") {
            button.backgroundColor = color
            button.layer.cornerRadius = button.bounds.width / 2
            button.setImage(UIImage(named: imgName), for: .normal)
        }
    }
    """

  @Test func aButtonHandedToAMethodThatColorsItIsTheCodes() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Main.storyboard", Self.scene())
    try folder.write("App/IGCall.swift", Self.controller)
    let names = Set(folder.audit().checks.compactMap(\.pairing.name))
    #expect(!names.contains { $0.contains("(btnCancel)") })
    #expect(names.contains { $0.contains("(btnSpeaker)") })
  }
}
