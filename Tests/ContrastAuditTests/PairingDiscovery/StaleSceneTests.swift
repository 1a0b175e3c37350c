import Foundation
import Testing

@testable import ContrastAudit

/// A scene whose controller class the app's own module does not declare is never shown.
///
/// Blockstream Green (read to check) keeps eleven such scenes in its storyboards, left behind
/// when their classes were deleted or renamed (`SendLightningViewController`); Monal six. Their
/// labels' document colors were measured as if drawn.
@Suite struct StaleSceneTests {
  static func scene(
    _ id: String, controller: String, module: String?, label: String, gray: String
  ) -> String {
    let moduleAttributes =
      module.map { " customModule=\"\($0)\" customModuleProvider=\"target\"" } ?? ""
    return """
              <scene sceneID="\(id)-sc">
                  <objects>
                      <viewController id="\(id)-vc" customClass="\(controller)"\(moduleAttributes) sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="\(id)-vw">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(label)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-lb">
                                      <rect key="frame" x="16" y="100" width="361" height="21"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                      <color key="textColor" red="\(gray)" green="\(gray)" blue="\(gray)" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                      <nil key="highlightedColor"/>
                                  </label>
                              </subviews>
                              <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                          </view>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
                  </objects>
              </scene>
      """
  }

  static let storyboard = InterfaceBuilderDocument.storyboard(
    """
    \(scene("Wal-01", controller: "WalletViewController", module: "gaios", label: "Balance", gray: "0.6"))
    \(scene("Lnx-02", controller: "SendLightningViewController", module: "gaios", label: "Invoice", gray: "0.65"))
    \(scene("Pod-03", controller: "MHGalleryController", module: nil, label: "Gallery", gray: "0.7"))
    """)

  @Test func aSceneOfAClassTheAppDoesNotDeclareIsNotMeasured() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/WalletViewController.swift",
      """
      import UIKit

      final class WalletViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              title = "Wallet"
          }
      }
      """)
    try folder.write("App/Wallet.storyboard", Self.storyboard)
    let labels = Set(folder.audit().checks.compactMap(\.pairing.name))
    #expect(labels.contains { $0.contains("\"Balance\"") })
    #expect(!labels.contains { $0.contains("\"Invoice\"") })
    // A class from another module (a pod's, written without one) is not the app's to declare.
    #expect(labels.contains { $0.contains("\"Gallery\"") })
  }
}
