import Foundation
import Testing

@testable import ContrastAudit

/// A covering sibling drawn at the document's alpha is a translucent ground.
///
/// Threema (read to check) draws its phone field's ground as a white view at `alpha="0.1"` over
/// a dark page, and lays the near-white "+41" over it: measured on opaque white, 1.04:1 failed.
/// On white at 10 % over the page's `#555555` it reads.
@Suite struct SiblingGroundAlphaTests {
  static func xib(groundAlpha: String, owner: String? = nil, behind: String = "") -> String {
    let ownerClass =
      owner.map { " customClass=\"\($0)\" customModule=\"App\" customModuleProvider=\"target\"" }
      ?? ""
    let outlet =
      owner == nil
      ? ""
      : "<connections><outlet property=\"view\" destination=\"vw0-dd-001\" id=\"c1T-dd-001\"/></connections>"
    return InterfaceBuilderDocument.xib(
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(ownerClass)>\(outlet)</placeholder>
      <view key="view" contentMode="scaleToFill" id="vw0-dd-001">
          <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
          <subviews>\(behind)
              <view alpha="\(groundAlpha)" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="vw0-dd-002" userLabel="textFieldBackgroundView">
                  <rect key="frame" x="16" y="20" width="288" height="40"/>
                  <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </view>
              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="+41" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-dd-003">
                  <rect key="frame" x="38" y="25" width="40" height="30"/>
                  <fontDescription key="fontDescription" type="system" weight="light" pointSize="16"/>
                  <color key="textColor" red="0.9825797033" green="0.9825797033" blue="0.9825797033" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                  <nil key="highlightedColor"/>
              </label>
          </subviews>
          <color key="backgroundColor" red="0.333" green="0.333" blue="0.333" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """)
  }

  static func checks(groundAlpha: String) throws -> [Check] {
    let folder = try TemporaryFolder()
    try folder.write("App/PhoneField.xib", Self.xib(groundAlpha: groundAlpha))
    return folder.audit().checks
  }

  @Test func aSiblingGroundAtAnAlphaShowsThePageThroughIt() throws {
    let checks = try Self.checks(groundAlpha: "0.10000000000000001")
    #expect(!checks.isEmpty)
    for check in checks {
      #expect(check.status == .passed)
      #expect(check.pairing.background.contains("at alpha 0.1"))
      #expect(check.pairing.backdrop != nil)
    }
  }

  /// An opaque sibling ground is measured as it is.
  @Test func anOpaqueSiblingGroundIsTheGround() throws {
    let checks = try Self.checks(groundAlpha: "1")
    #expect(!checks.isEmpty)
    #expect(checks.allSatisfy { $0.status == .failed })
  }

  /// Over a page whose background the code sets, what shows through is not known.
  @Test func overAGroundTheCodeSetsTheTranslucentGroundIsUnresolved() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/PhoneField.xib", Self.xib(groundAlpha: "0.1", owner: "PhoneViewController"))
    try folder.write(
      "App/PhoneViewController.swift",
      """
      import UIKit

      final class PhoneViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.backgroundColor = .black
          }
      }
      """)
    let checks = folder.audit().checks
    #expect(!checks.isEmpty)
    #expect(checks.allSatisfy { $0.status == .unresolved })
    let reasons = CodePairingDiscoveryTests.unresolvedReasons(checks)
    #expect(
      reasons.contains { $0.hasPrefix("translucent over a view whose background the code sets") })
  }

  /// Over an earlier sibling, what shows through is that sibling: a picture is not one color
  /// (iGap's call screen, a blue at 0.3 over a full-screen blurred image, was measured over the
  /// white page), and a plain colored view is the backdrop.
  @Test func overAnEarlierSiblingTheTranslucentGroundShowsThatSibling() throws {
    let image = """

                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" image="IG_Blur_Call" translatesAutoresizingMaskIntoConstraints="NO" id="img-dd-004">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    </imageView>
      """
    let folder = try TemporaryFolder()
    try folder.write("App/PhoneField.xib", Self.xib(groundAlpha: "0.3", behind: image))
    let checks = folder.audit().checks
    #expect(!checks.isEmpty)
    #expect(checks.allSatisfy { $0.status == .unresolved })
    #expect(
      CodePairingDiscoveryTests.unresolvedReasons(checks).contains {
        $0.hasPrefix("a translucent ground is drawn over a picture")
      })
    let card = """

                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="crd-dd-004">
                        <rect key="frame" x="8" y="10" width="304" height="60"/>
                        <color key="backgroundColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
      """
    let onCard = try TemporaryFolder()
    try onCard.write("App/PhoneField.xib", Self.xib(groundAlpha: "0.3", behind: card))
    let measured = onCard.audit().checks
    #expect(!measured.isEmpty && measured.allSatisfy { $0.pairing.backdrop == "#000000FF" })
  }
}
