import Foundation
import Testing

@testable import ContrastAudit

/// A fixed color in an Interface Builder fragment is measured on Light Mode's white and Dark
/// Mode's black, and the message names the appearance where it fails.
///
/// Messenger (read to check) writes its sign-up hint in a fragment colored gray 0.667: the
/// message said it "does not adapt to Dark Mode", where it reads at 7.3:1 on its dark ground;
/// it fails in Light Mode, 2.32:1 on white. A gray that reads on both is a note, as the code
/// rule's is.
@Suite struct InterfaceBuilderFixedColorMessageTests {
  static func fragment(_ text: String, color: String) -> String {
    """
    <fragment content="\(text)">
        <attributes>
            <color key="NSColor" \(color)/>
            <font key="NSFont" metaFont="system" size="17"/>
        </attributes>
    </fragment>
    """
  }

  static let xib = InterfaceBuilderDocument.xib(
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    <view contentMode="scaleToFill" id="RG-vw">
        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
        <subviews>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="RG-tv">
                <rect key="frame" x="16" y="20" width="343" height="120"/>
                <attributedString key="attributedText">
    \(fragment("Please visit ", color: #"red="0.66666666666666663" green="0.66666666666666663" blue="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="sRGB""#))
    \(fragment("the terms", color: #"red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB""#))
    \(fragment(" or the help", color: #"red="0.46000000000000002" green="0.46000000000000002" blue="0.46000000000000002" alpha="1" colorSpace="custom" customColorSpace="sRGB""#))
                </attributedString>
            </textView>
        </subviews>
    </view>
    """)

  @Test func aFragmentsFixedColorIsMeasuredOnBothDefaultGrounds() {
    let found = AttributedTextScanner().scan(source: Self.xib, path: "RegisterView.xib").findings
      .filter { $0.rule == InterfaceBuilderStaticColorRule.id }
    #expect(found.map(\.severity) == [.warning, .warning, .note])
    #expect(
      found.first?.message.contains(
        "(`#AAAAAA`): 2.32:1 on Light Mode's white background, where text needs 4.5:1") == true)
    #expect(
      found.dropFirst().first?.message.contains(
        "which does not adapt to Dark Mode: 1.00:1 on its black background") == true)
  }
}
