import Foundation
import Testing

@testable import ContrastAudit

/// A label in an icon font draws pictures, which need 3:1 (WCAG 1.4.11), not text's 4.5:1.
///
/// sphinx (read to check) draws its recording screen's chevron and microphone with
/// `MaterialIcons-Regular` labels, private-use codepoints and ligatures: a gray glyph at 3.2:1
/// failed as text. The "Slide to cancel" label beside it, in Roboto with the same colors, is
/// text and still fails.
@Suite struct IconFontRoleTests {
  static func label(_ id: String, text: String, font: String) -> String {
    InterfaceBuilderDocument.label(
      id, text: text, font: font,
      textColor:
        #"<color key="textColor" red="0.55686274509803924" green="0.58823529411764708" blue="0.61176470588235299" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    )
  }

  static let xib = InterfaceBuilderDocument.xib(
    """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                <subviews>
    \(label("gl-001", text: "&#xE314;", font: #"<fontDescription key="fontDescription" name="MaterialIcons-Regular" family="Material Icons" pointSize="16"/>"#))
    \(label("tx-002", text: "Slide to cancel", font: #"<fontDescription key="fontDescription" name="Roboto-Regular" family="Roboto" pointSize="16"/>"#))
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
    """)

  @Test func anIconFontsGlyphIsNotText() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ChatAccessoryView.xib", Self.xib)
    var roles: [String: Role] = [:]
    for check in folder.audit().checks { roles[check.pairing.name ?? ""] = check.pairing.role }
    #expect(roles.count == 2)
    #expect(roles.first { $0.key.contains("Slide to cancel") }?.value == .text)
    #expect(roles.first { !$0.key.contains("Slide to cancel") }?.value == .nonText)
    #expect(InterfaceBuilderPairings.isIconFont(family: "FontAwesome", name: "FontAwesome"))
    #expect(!InterfaceBuilderPairings.isIconFont(family: "Roboto", name: "Roboto-Medium"))
  }
}
