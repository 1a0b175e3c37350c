import Foundation
import Testing

@testable import ContrastAudit

/// A table's cell without a background of its own draws UIKit's default cell ground.
///
/// HackerNews (read to check) lays black titles in prototype cells of a plain table whose
/// background the storyboard fixes white: the cells draw `systemBackground`, black in Dark Mode,
/// and the titles were measured on the table's white (21:1 everywhere). A grouped table's cells
/// draw `secondarySystemGroupedBackground`.
@Suite struct DefaultCellGroundTests {
  static func storyboard(tableStyle: String) -> String {
    InterfaceBuilderDocument.storyboard(
      """
      <scene sceneID="Tbl-01-sc">
          <objects>
              <tableViewController id="Tbl-01-vc" sceneMemberID="viewController">
                  <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="\(tableStyle)" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Tbl-01-tv">
                      <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                      <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                      <prototypes>
                          <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="PostCell" textLabel="Tbl-01-tl" style="IBUITableViewCellStyleSubtitle" id="Tbl-01-cl">
                              <rect key="frame" x="0.0" y="50" width="393" height="56"/>
                              <autoresizingMask key="autoresizingMask"/>
                              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Tbl-01-cl" id="Tbl-01-cv">
                                  <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                                  <autoresizingMask key="autoresizingMask"/>
                                  <subviews>
                                      <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Tbl-01-tl">
                                          <rect key="frame" x="20" y="10" width="33" height="20"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                          <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                          <nil key="highlightedColor"/>
                                      </label>
                                  </subviews>
                              </tableViewCellContentView>
                          </tableViewCell>
                      </prototypes>
                  </tableView>
              </tableViewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="Tbl-01-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
          </objects>
      </scene>
      """)
  }

  static func grounds(tableStyle: String) throws -> (Set<String>, [Check]) {
    let folder = try TemporaryFolder()
    try folder.write("App/Main.storyboard", Self.storyboard(tableStyle: tableStyle))
    let checks = folder.audit().checks
    return (Set(checks.map(\.pairing.background)), checks)
  }

  @Test func aPlainTablesCellDrawsTheSystemBackground() throws {
    let (grounds, checks) = try Self.grounds(tableStyle: "plain")
    #expect(grounds == ["systemBackground"])
    #expect(checks.contains { $0.traits.style == .dark && $0.status == .failed })
  }

  @Test func aGroupedTablesCellDrawsTheGroupedCellGround() throws {
    let (grounds, _) = try Self.grounds(tableStyle: "grouped")
    #expect(grounds == ["secondarySystemGroupedBackground"])
  }
}
