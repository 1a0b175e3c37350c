import Foundation
import Testing

@testable import ContrastAudit

/// A fix for a color an Interface Builder document spells says its value is sRGB.
///
/// Every value a fix gives is sRGB, while a document's color picker writes the profile chosen:
/// typed into the Generic RGB profile a calibrated color is written in, `#767676` would be drawn
/// as `#888888` again (Umbrella's gray captions, read to check). A color spelled in code needs
/// no such hint.
@Suite struct DocumentColorFixTests {
  @Test func aDocumentsColorFixNamesTheProfile() throws {
    let folder = try TemporaryFolder()
    let scene = """
              <scene sceneID="AC-sc">
                  <objects>
                      <viewController id="AC-vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="AC-vw">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <subviews>
      \(InterfaceBuilderDocument.label(
        "AC-lb", text: "Last synced", font: #"<fontDescription key="fontDescription" type="system" pointSize="13"/>"#,
        textColor: #"<color key="textColor" white="0.46666666666666667" alpha="1" colorSpace="calibratedWhite"/>"#))
                              </subviews>
                              \(InterfaceBuilderDocument.gray("backgroundColor", white: "1"))
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """
    try folder.write("App/Account.storyboard", InterfaceBuilderDocument.storyboard(scene))
    try folder.write(
      "App/Caption.swift",
      """
      import UIKit

      final class CaptionView: UIView {
          let caption = UILabel()

          override init(frame: CGRect) {
              super.init(frame: frame)
              backgroundColor = .white
              caption.textColor = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
              addSubview(caption)
          }

          required init?(coder: NSCoder) { fatalError() }
      }
      """)
    let instructions = folder.audit().checks.compactMap { check in
      check.suggestion.map { (check.pairing.location.file, $0.instruction) }
    }
    let document = instructions.filter { $0.0.hasSuffix(".storyboard") }.map(\.1)
    let code = instructions.filter { $0.0.hasSuffix(".swift") }.map(\.1)
    #expect(!document.isEmpty && !code.isEmpty)
    #expect(document.allSatisfy { $0.contains("choose the sRGB profile in Interface Builder") })
    #expect(code.allSatisfy { !$0.contains("sRGB profile") })
  }
}
