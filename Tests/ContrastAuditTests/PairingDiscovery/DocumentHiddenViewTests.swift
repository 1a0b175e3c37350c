import Foundation
import Testing

@testable import ContrastAudit

/// A view the document hides and code never shows draws nothing, nor anything inside it.
///
/// Sphinx (read to check) keeps a "CANCEL" button container in its invoice cell's xib with
/// `hidden="YES"`; the only code that touched it is commented out, yet its label failed on the
/// container's pink. A hidden view is drawn when code may show it: code names its outlet beyond
/// declaring it (Orbot shows its containers through a local, `toShow = startedContainer`), or
/// can reach it without an outlet (a tag, an outlet collection, a class of its own).
@Suite struct DocumentHiddenViewTests {
  static func container(id: String, text: String, white: String, hidden: Bool, tag: Int? = nil)
    -> String
  {
    """
                            <view \(hidden ? "hidden=\"YES\" " : "")contentMode="scaleToFill"\(tag.map { " tag=\"\($0)\"" } ?? "") translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-view">
                                <rect key="frame" x="16" y="8" width="120" height="32"/>
                                <subviews>
    \(InterfaceBuilderDocument.label(
      "\(id)-label", text: text,
      font: #"<fontDescription key="fontDescription" name="Roboto-Medium" family="Roboto" pointSize="12"/>"#,
      textColor: InterfaceBuilderDocument.gray("textColor", white: white)))
                                </subviews>
                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
    """
  }

  static let xib = InterfaceBuilderDocument.xib(
    """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="InvoiceSentTableViewCell" id="KGk-i7-Jjw" customClass="InvoiceSentTableViewCell" customModule="sphinx" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <subviews>
    \(container(id: "cancel", text: "CANCEL", white: "0.55", hidden: true))
    \(container(id: "retry", text: "RETRY", white: "0.6", hidden: true))
    \(container(id: "tagged", text: "PAID", white: "0.65", hidden: true, tag: 7))
    \(container(id: "loose", text: "EXPIRED", white: "0.7", hidden: true))
    \(container(id: "shown", text: "SENT", white: "0.75", hidden: false))
                    </subviews>
                </tableViewCellContentView>
                <connections>
                    <outlet property="cancelButtonContainer" destination="cancel-view" id="c1T-aa-001"/>
                    <outlet property="retryContainer" destination="retry-view" id="c1T-aa-002"/>
                </connections>
            </tableViewCell>
    """)

  static let cell = """
    import UIKit

    class InvoiceSentTableViewCell: UITableViewCell {
        @IBOutlet weak var cancelButtonContainer: UIView!
        @IBOutlet weak var retryContainer: UIView!

        func configure(failed: Bool) {
            // cancelButtonContainer.isHidden = !canCancel
            guard failed else { return }
            let toShow: UIView = retryContainer
            toShow.isHidden = false
        }
    }
    """

  @Test func aViewTheDocumentHidesIsDrawnOnlyWhereCodeMayShowIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/InvoiceSentTableViewCell.xib", Self.xib)
    try folder.write("App/InvoiceSentTableViewCell.swift", Self.cell)
    let foregrounds = Set(
      folder.audit().checks.compactMap { check -> String? in
        check.measurement?.foreground.color.hexString
      })
    // RETRY (shown on failure), PAID (found by its tag) and SENT; not CANCEL nor EXPIRED.
    #expect(foregrounds == ["#9A9A9AFF", "#A7A7A7FF", "#C1C1C1FF"])
  }
}

/// A label the document leaves empty draws no text unless code may give it some.
///
/// bither (read to check) has an empty `lblTransactionCount` in its address cell whose two
/// assignments are commented out: its gray on the cell's white failed. A label whose outlet the
/// code names is filled at run time and measured.
@Suite struct EmptyLabelOutletTests {
  static func label(id: String, white: String) -> String {
    InterfaceBuilderDocument.label(
      id, text: "", font: #"<fontDescription key="fontDescription" type="system" pointSize="13"/>"#,
      textColor: InterfaceBuilderDocument.gray("textColor", white: white))
  }

  static let xib = InterfaceBuilderDocument.xib(
    """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="KGk-i7-Jjw" customClass="HotAddressListCell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
    \(label(id: "txc-lb-001", white: "0.6"))
    \(label(id: "bal-lb-002", white: "0.65"))
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </tableViewCellContentView>
                <connections>
                    <outlet property="lblTransactionCount" destination="txc-lb-001" id="c1T-bb-001"/>
                    <outlet property="lblBalance" destination="bal-lb-002" id="c1T-bb-002"/>
                </connections>
            </tableViewCell>
    """)

  static let cell = """
    #import "HotAddressListCell.h"

    @interface HotAddressListCell ()
    @property(weak, nonatomic) IBOutlet UILabel *lblTransactionCount;
    @property(weak, nonatomic) IBOutlet UILabel *lblBalance;
    @end

    @implementation HotAddressListCell

    - (void)showAddress:(BTAddress *)address {
    //    self.lblTransactionCount.text = [NSString stringWithFormat:@"%u", address.txCount];
        self.lblBalance.text = [UnitUtil stringForAmount:address.balance];
    }

    @end
    """

  @Test func anEmptyLabelCodeNeverNamesDrawsNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/HotAddressListCell.xib", Self.xib)
    try folder.write("App/HotAddressListCell.m", Self.cell)
    let foregrounds = Set(
      folder.audit().checks.compactMap { $0.measurement?.foreground.color.hexString })
    // Only the balance, which code fills.
    #expect(foregrounds == ["#A7A7A7FF"])
  }

  /// A class the audit does not read (Bitwarden's Xamarin extension, in C#) may fill its labels
  /// unseen: both are measured.
  @Test func anOutletOfAClassNotReadMayBeFilled() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/HotAddressListCell.xib", Self.xib)
    try folder.write("App/Other.swift", "final class Other {}\n")
    let foregrounds = Set(
      folder.audit().checks.compactMap { $0.measurement?.foreground.color.hexString })
    #expect(foregrounds == ["#9A9A9AFF", "#A7A7A7FF"])
  }
}
