import Foundation
import Testing

@testable import ContrastAudit

/// A view the code finds by its tag and colors is the code's, not its document's.
///
/// Habitica (read to check) fills its shop's empty cell in a data source:
/// `(cell.viewWithTag(1) as? UILabel)?.textColor = theme.primaryTextColor`. The storyboard's
/// design-time `#A5A1AC` on `#F9F9F9` failed at 2.40:1 though it is never shown. A tag the code
/// only reads text through is left as the document draws it.
@Suite struct TaggedViewTests {
  static func label(_ id: String, tag: Int, y: Int, gray: String) -> String {
    """
                    <label opaque="NO" userInteractionEnabled="NO" tag="\(tag)" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="16" y="\(y)" width="288" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <color key="textColor" red="\(gray)" green="\(gray)" blue="\(gray)" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <nil key="highlightedColor"/>
                    </label>
    """
  }

  static let xib = InterfaceBuilderDocument.xib(
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    <view contentMode="scaleToFill" id="vw0-ee-001">
        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
        <subviews>
    \(label("lbl-ee-002", tag: 1, y: 20, gray: "0.647"))
    \(label("lbl-ee-003", tag: 5, y: 60, gray: "0.6"))
        </subviews>
        <color key="backgroundColor" red="0.976" green="0.976" blue="0.976" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </view>
    """)

  static let dataSource = """
    import UIKit

    final class ShopDataSource: NSObject, UICollectionViewDataSource {
        var primaryTextColor = UIColor.black

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "EmptyItemCell", for: indexPath)
            (cell.viewWithTag(1) as? UILabel)?.textColor = primaryTextColor
            return cell
        }

        func fill(_ cell: UICollectionViewCell, count: Int) {
            (cell.viewWithTag(5) as? UILabel)?.text = "\\(count)"
        }
    }
    """

  @Test func aTaggedViewTheCodeColorsIsNotMeasuredAsDesigned() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/EmptyItemCell.xib", Self.xib)
    try folder.write("App/ShopDataSource.swift", Self.dataSource)
    let foregrounds = Set(folder.audit().checks.map(\.pairing.foreground))
    #expect(!foregrounds.contains("#A5A5A5FF"))
    #expect(foregrounds.contains("#999999FF"))
  }
}
