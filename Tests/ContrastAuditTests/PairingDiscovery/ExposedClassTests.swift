import Foundation
import Testing

@testable import ContrastAudit

/// A document names a Swift class by the name `@objc(Name)` exposes it under, and a button
/// class that sets its own configuration paints itself.
///
/// dashwallet (read to check) declares `@objc(DWActionButton) class ActionButton`, which sets
/// its `configuration` (a blue background and white titles through transformers), and its
/// storyboards give buttons `customClass="DWActionButton"`: their white titles were measured on
/// the page behind them, 1.07:1, where the screen shows white on the button's own blue.
@Suite struct ExposedClassTests {
  static let xib = InterfaceBuilderDocument.xib(
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ResetWalletViewController" customModule="App" customModuleProvider="target">
        <connections>
            <outlet property="view" destination="vw0-ex-001" id="c1T-ex-001"/>
            <outlet property="continueButton" destination="btn-ex-002" id="c1T-ex-002"/>
            <outlet property="cancelButton" destination="btn-ex-003" id="c1T-ex-003"/>
        </connections>
    </placeholder>
    <view contentMode="scaleToFill" id="vw0-ex-001">
        <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
        <subviews>
    \(InterfaceBuilderDocument.button("btn-ex-002", "Continue", y: 20, white: "1", customClass: "DWActionButton"))
    \(InterfaceBuilderDocument.button("btn-ex-003", "Cancel", y: 80, white: "0.99"))
        </subviews>
        <color key="backgroundColor" white="0.96" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
    </view>
    """)

  static let code = """
    import UIKit

    final class ResetWalletViewController: UIViewController {
        @IBOutlet weak var continueButton: ActionButton!
        @IBOutlet weak var cancelButton: UIButton!
    }

    @objc(DWActionButton)
    final class ActionButton: UIButton {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBlue
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            backgroundColor = .systemBlue
        }
    }
    """

  @Test func theExposedNameIsTheClass() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ResetWalletViewController.xib", Self.xib)
    try folder.write("App/ActionButton.swift", Self.code)
    let names = Set(folder.audit().checks.compactMap(\.pairing.name))
    #expect(!names.contains { $0.contains("(continueButton)") })
    #expect(names.contains { $0.contains("(cancelButton)") })
  }

  /// The class fills itself through its configuration, as dashwallet's does.
  @Test func aButtonClassSettingItsConfigurationPaintsItself() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ResetWalletViewController.xib", Self.xib)
    try folder.write(
      "App/ActionButton.swift",
      """
      import UIKit

      final class ResetWalletViewController: UIViewController {
          @IBOutlet weak var continueButton: ActionButton!
          @IBOutlet weak var cancelButton: UIButton!
      }

      class ActivityIndicatorButton: UIButton {}

      @objc(DWActionButton)
      class ActionButton: ActivityIndicatorButton {
          required init?(coder: NSCoder) {
              super.init(coder: coder)
              var actionConfiguration = UIButton.Configuration.filled()
              actionConfiguration.baseBackgroundColor = .systemBlue
              configuration = actionConfiguration
          }
      }
      """)
    let names = Set(folder.audit().checks.compactMap(\.pairing.name))
    #expect(!names.contains { $0.contains("(continueButton)") })
    #expect(names.contains { $0.contains("(cancelButton)") })
  }
}
