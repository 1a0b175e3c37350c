import Foundation
import Testing

@testable import ContrastAudit

/// A gradient layer the code puts on a view covers the background its document gives it.
///
/// Lockdown (read to check) fills its notifications button with `applyGradient(.lightBlue)`, a
/// `UIView` extension that inserts a `CAGradientLayer` at the back of the button's layer: its
/// xib's solid `#00ADE7` under the white title failed, while the screen shows a gradient. A
/// gradient inserted in place (`button.layer.insertSublayer(gradient, at: 0)`) covers it too; a
/// method of that name elsewhere that adds no gradient, or a layer that is not a gradient (a
/// dashed border), does not.
@Suite struct GradientGroundTests {
  static let ground =
    #"<color key="backgroundColor" red="0.0" green="0.678" blue="0.906" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

  static func button(_ id: String, _ title: String, y: Int, white: String) -> String {
    InterfaceBuilderDocument.button(id, title, y: y, white: white, background: ground)
  }

  static let xib = InterfaceBuilderDocument.xib(
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NotificationsViewController" customModule="App" customModuleProvider="target">
        <connections>
            <outlet property="view" destination="vw0-cc-001" id="c1T-cc-001"/>
            <outlet property="enableButton" destination="btn-cc-002" id="c1T-cc-002"/>
            <outlet property="laterButton" destination="btn-cc-003" id="c1T-cc-003"/>
            <outlet property="moreButton" destination="btn-cc-004" id="c1T-cc-004"/>
        </connections>
    </placeholder>
    <view contentMode="scaleToFill" id="vw0-cc-001">
        <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
        <subviews>
    \(button("btn-cc-002", "Enable", y: 20, white: "1"))
    \(button("btn-cc-003", "Later", y: 80, white: "0.99"))
    \(button("btn-cc-004", "More", y: 140, white: "0.98"))
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
    </view>
    """)

  static let controller = """
    import UIKit

    final class NotificationsViewController: UIViewController {
        @IBOutlet weak var enableButton: UIButton!
        @IBOutlet weak var laterButton: UIButton!
        @IBOutlet weak var moreButton: UIButton!

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            enableButton.applyGradient(.lightBlue)
            let gradient = CAGradientLayer()
            gradient.frame = laterButton.bounds
            laterButton.layer.insertSublayer(gradient, at: 0)
            let border = CAShapeLayer()
            moreButton.layer.addSublayer(border)
        }
    }

    enum Gradient {
        case lightBlue
        var colors: [CGColor] { [UIColor.cyan.cgColor, UIColor.blue.cgColor] }
    }

    extension UIView {
        @discardableResult
        func applyGradient(_ gradient: Gradient) -> CAGradientLayer {
            let gradientLayer = CAGradientLayer()
            gradientLayer.colors = gradient.colors
            gradientLayer.frame = bounds
            layer.sublayers?.first(where: { $0 is CAGradientLayer })?.removeFromSuperlayer()
            layer.insertSublayer(gradientLayer, at: 0)
            return gradientLayer
        }
    }
    """

  static func names(_ folder: TemporaryFolder) -> Set<String> {
    Set(folder.audit().checks.compactMap(\.pairing.name))
  }

  @Test func aGradientLayerCoversTheDocumentsBackground() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/NotificationsViewController.xib", Self.xib)
    try folder.write("App/NotificationsViewController.swift", Self.controller)
    let names = Self.names(folder)
    #expect(!names.contains { $0.contains("(enableButton)") })
    #expect(!names.contains { $0.contains("(laterButton)") })
    #expect(names.contains { $0.contains("(moreButton)") })
  }

  /// Another method of the same name that adds no gradient: a call may be either.
  @Test func aNameSharedWithAnotherMethodIsNotFollowed() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/NotificationsViewController.xib", Self.xib)
    try folder.write("App/NotificationsViewController.swift", Self.controller)
    try folder.write(
      "App/Chart.swift",
      """
      import UIKit

      final class Chart {
          func applyGradient(_ gradient: Gradient) { print(gradient) }
      }
      """)
    let names = Self.names(folder)
    #expect(names.contains { $0.contains("(enableButton)") })
    #expect(!names.contains { $0.contains("(laterButton)") })
  }
}
