import Foundation
import Testing

@testable import ContrastAudit

/// A refresh control's attributed title without a color is drawn in the label UIKit gives the
/// control, whose own text color fills the runs: a note, as a label's or a button's.
///
/// OctoPod (read to check) gives nine table controllers a "Pull down to refresh" title in its
/// storyboard with a font and no color: nine warnings that it "draws black in Dark Mode", which
/// it does not, and eight of whose controllers replace the title in code anyway. A text view's
/// fragment without a color stays a warning.
@Suite struct RefreshControlTitleTests {
  static func fragment(_ text: String) -> String {
    """
    <attributedString key="attributedTitle">
        <fragment content="\(text)">
            <attributes>
                <font key="NSFont" metaFont="message" size="11"/>
                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
            </attributes>
        </fragment>
    </attributedString>
    """
  }

  static let xib = InterfaceBuilderDocument.xib(
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="Tb-vw">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
    </tableView>
    <refreshControl opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="Rf-ct">
        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
        <autoresizingMask key="autoresizingMask"/>
        \(fragment("Pull down to refresh"))
    </refreshControl>
    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" id="Tx-vw">
        <rect key="frame" x="16" y="20" width="343" height="120"/>
        <attributedString key="attributedText">
            <fragment content="Terminal output">
                <attributes>
                    <font key="NSFont" metaFont="system" size="14"/>
                </attributes>
            </fragment>
        </attributedString>
    </textView>
    """)

  @Test func aRefreshControlsTitleWithoutAColorIsANote() {
    let found = AttributedTextScanner().scan(source: Self.xib, path: "Printers.xib").findings
      .filter { $0.rule == InterfaceBuilderAttributedForegroundRule.id }
    #expect(found.map(\.severity) == [.note, .warning])
    #expect(
      found.first?.message
        == "Attributed text fragment in <refreshControl> has no color and relies on the refresh "
        + "control's title color; give it a named or system color such as labelColor.")
  }
}
