import Foundation
import Testing

@testable import ContrastAudit

/// A tint colors only a template image: an image view showing a catalog image drawn as its
/// pixels are has no tint to measure.
///
/// eduVPN (read to check) tints its disclosure chevrons `systemGray` at 60 % in a storyboard;
/// their image set has light and dark pictures and no template rendering, so the tint draws
/// nothing, and the chevrons failed 3:1 as gray glyphs. A template image set, an image view code
/// can reach (an outlet), and Apple's symbols keep their tint.
@Suite struct OriginalImageTintTests {
  static func imageView(_ id: String, image: String, tint: String, y: Int, catalog: Bool = false)
    -> String
  {
    """
    <imageView clipsSubviews="YES" userInteractionEnabled="NO" alpha="0.59999999999999998" contentMode="center" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="\(image)"\(catalog ? " catalog=\"system\"" : "") translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="254" y="\(y)" width="46" height="12"/>
        <color key="tintColor" \(tint.hasPrefix("system") ? "systemColor" : "name")="\(tint)"/>
    </imageView>
    """
  }

  static let xib = InterfaceBuilderDocument.xib(
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileRowViewController" customModule="App" customModuleProvider="target">
        <connections>
            <outlet property="view" destination="vw0-ch-001" id="c1T-ch-001"/>
            <outlet property="statusIcon" destination="out-ch-004" id="c1T-ch-002"/>
        </connections>
    </placeholder>
    <view key="view" contentMode="scaleToFill" id="vw0-ch-001">
        <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
        <subviews>
            \(imageView("org-ch-002", image: "ChevronRight", tint: "systemGrayColor", y: 4))
            \(imageView("tpl-ch-003", image: "Checkmark", tint: "TemplateTint", y: 24))
            \(imageView("out-ch-004", image: "ChevronRight", tint: "OutletTint", y: 44))
            \(imageView("sym-ch-005", image: "chevron.right", tint: "SymbolTint", y: 64, catalog: true))
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
    </view>
    """)

  static func imageSet(template: Bool) -> String {
    """
    {
      "images" : [
        {
          "filename" : "picture.png",
          "idiom" : "universal",
          "scale" : "1x"
        },
        {
          "appearances" : [
            {
              "appearance" : "luminosity",
              "value" : "dark"
            }
          ],
          "filename" : "picture-dark.png",
          "idiom" : "universal",
          "scale" : "1x"
        }
      ],
      "info" : {
        "author" : "xcode",
        "version" : 1
      }\(template ? ",\n  \"properties\" : {\n    \"template-rendering-intent\" : \"template\"\n  }" : "")
    }

    """
  }

  @Test func aTintOnAnImageDrawnInItsOwnColorsIsNotMeasured() throws {
    let folder = try TemporaryFolder()
    let catalog = "App/Common.xcassets"
    try folder.write(
      "\(catalog)/Contents.json",
      "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    try folder.write(
      "\(catalog)/ChevronRight.imageset/Contents.json", Self.imageSet(template: false))
    try folder.write("\(catalog)/Checkmark.imageset/Contents.json", Self.imageSet(template: true))
    try AssetCatalogFixture.write(
      folder,
      colors: [
        "TemplateTint": ("0.20", "0.50", "0.20"), "OutletTint": ("0.20", "0.20", "0.60"),
        "SymbolTint": ("0.60", "0.20", "0.20"),
      ])
    try folder.write("App/ProfileRow.xib", Self.xib)
    try folder.write(
      "App/ProfileRowViewController.swift",
      """
      import UIKit

      final class ProfileRowViewController: UIViewController {
          @IBOutlet weak var statusIcon: UIImageView!

          static func make() -> ProfileRowViewController {
              ProfileRowViewController(nibName: "ProfileRow", bundle: nil)
          }
      }
      """)
    let result = folder.audit()
    let foregrounds = Set(result.checks.map(\.pairing.foreground))
    // Each at the document's alpha, 60 %.
    let tints = ["TemplateTint", "OutletTint", "SymbolTint"]
    #expect(foregrounds == Set(tints.map { $0 + " in a view at alpha 0.6" }))
  }
}
