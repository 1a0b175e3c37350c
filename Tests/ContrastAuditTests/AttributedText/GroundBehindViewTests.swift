import Foundation
import Testing

@testable import ContrastAudit

/// A view class without a background of its own is drawn on the ground of the view the document
/// lays it in.
///
/// MEWconnect (read to check) puts its `CheckboxButton`s, which title themselves in
/// `UIColor.black`, in a stack view on a scroll view's white content view; the buttons and the
/// stack view are clear, so the text is black on white in every appearance. Anything that may be
/// drawn in between leaves the default grounds: an overlapping image laid out before it, a
/// container of a custom class, code that recolors the ground, a filled button configuration.
@Suite struct GroundBehindViewTests {
  static let white =
    #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#

  static func button(_ type: String, id: String, y: Int, configuration: String = "") -> String {
    """
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" customClass="\(type)" customModule="Wallet" customModuleProvider="target">
        <rect key="frame" x="0.0" y="\(y)" width="343" height="112"/>
        \(configuration)
        <state key="normal">
            <color key="titleColor" red="0.0235" green="0.3019" blue="0.8392" alpha="1" colorSpace="deviceRGB"/>
        </state>
    </button>
    """
  }

  /// A scene of `controller`: a white root view holding a scroll view whose white content view
  /// holds `content` (laid out first) and a clear stack view of `buttons`.
  static func scene(
    _ controller: String, id: String, content: String = "", container: String = "stackView",
    buttons: String
  ) -> String {
    """
            <scene sceneID="\(id)-sc">
                <objects>
                    <viewController id="\(id)-vc" customClass="\(controller)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-vw">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-sv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-cv">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="712.5"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-db" customClass="ThemedButton" customModule="Wallet" customModuleProvider="target">
                                                    <rect key="frame" x="24" y="632.5" width="136" height="56"/>
                                                    <state key="normal" title="DECLINE"/>
                                                </button>
                                                \(content)
                                                <\(container) opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-st">
                                                    <rect key="frame" x="16" y="159.5" width="343" height="368"/>
                                                    <subviews>
                                                        \(buttons)
                                                    </subviews>
                                                </\(container)>
                                            </subviews>
                                            \(white)
                                        </view>
                                    </subviews>
                                </scrollView>
                            </subviews>
                            \(white)
                        </view>
                        <connections>
                            <outlet property="contentView" destination="\(id)-cv" id="\(id)-oc"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
    """
  }

  static func buttonClass(_ name: String) -> String {
    """
    import UIKit

    @objc
    class \(name): UIButton {
      private var contentTitle: String? { didSet { _update() } }

      @objc
      func update(withContentTitle text: String?) {
        contentTitle = text
      }

      private func _update() {
        let titleAttributes: [NSAttributedString.Key: Any] = [
          .font: UIFont.systemFont(ofSize: 14.0, weight: .regular),
          .foregroundColor: UIColor.black,
        ]
        setAttributedTitle(
          NSAttributedString(string: contentTitle ?? "", attributes: titleAttributes), for: .normal)
      }
    }
    """
  }

  static func severities() throws -> [String: [Severity]] {
    let folder = try TemporaryFolder()
    var files: [(displayPath: String, url: URL)] = []
    func add(_ path: String, _ text: String) throws {
      files.append((path, try folder.write(path, text)))
    }
    let photo = """
      <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" image="confirm-header" translatesAutoresizingMaskIntoConstraints="NO" id="PH-iv">
          <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
      </imageView>
      """
    let filled = #"<buttonConfiguration key="configuration" style="filled" title="Network"/>"#
    try add(
      "Wallet/Confirmation.storyboard",
      InterfaceBuilderDocument.storyboard(
        scene(
          "TransactionViewController", id: "TX",
          buttons: button("CheckboxButton", id: "TX-b1", y: 0)
            + button("CheckboxButton", id: "TX-b2", y: 128))
          + scene(
            "HeaderViewController", id: "PH", content: photo,
            buttons: button("PhotoCheckboxButton", id: "PH-b1", y: 0))
          + scene(
            "GradientViewController", id: "GR", container: "view",
            buttons: button("GradientCheckboxButton", id: "GR-b1", y: 0)
          ).replacingOccurrences(
            of: #"<view opaque="NO" contentMode="scaleToFill" axis"#,
            with: #"<view opaque="NO" customClass="GradientView" contentMode="scaleToFill" axis"#)
          + scene(
            "ThemedViewController", id: "TH",
            buttons: button("ThemedCheckboxButton", id: "TH-b1", y: 0))
          + scene(
            "FilledViewController", id: "FI",
            buttons: button("FilledCheckboxButton", id: "FI-b1", y: 0, configuration: filled))))
    for name in [
      "CheckboxButton", "PhotoCheckboxButton", "GradientCheckboxButton", "ThemedCheckboxButton",
      "FilledCheckboxButton",
    ] {
      try add("Wallet/\(name).swift", buttonClass(name))
    }
    try add(
      "Wallet/ThemedViewController.m",
      """
      @implementation ThemedViewController
      - (void)applyTheme:(Theme *)theme {
        self.contentView.backgroundColor = theme.cardBackground;
      }
      @end
      """)
    let found = AttributedTextScanner().scan(files).findings
    return Dictionary(grouping: found) { ($0.location.file as NSString).lastPathComponent }
      .mapValues { $0.map(\.severity) }
  }

  @Test func aClearViewIsMeasuredOnTheGroundItIsLaidOn() throws {
    let found = try Self.severities()
    #expect(found["CheckboxButton.swift"] == [.note])
  }

  @Test func whatMayBeDrawnInBetweenLeavesTheDefaultGrounds() throws {
    let found = try Self.severities()
    for name in [
      "PhotoCheckboxButton.swift", "GradientCheckboxButton.swift", "ThemedCheckboxButton.swift",
      "FilledCheckboxButton.swift",
    ] {
      #expect(found[name] == [.warning], "\(name)")
    }
  }
}
