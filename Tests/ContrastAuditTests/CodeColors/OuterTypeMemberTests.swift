import Foundation
import Testing

@testable import ContrastAudit

/// A bare name in a nested type is first a static member of the types around it.
///
/// Mullvad VPN (read to check) nests its cells' colors in `extension UIColor { enum Cell {
/// enum Background { static let selected = successColor } } }`: `successColor` is UIColor's
/// own, and was left unresolved ("not defined"), hiding white on its green at 2.9:1.
@Suite struct OuterTypeMemberTests {
  static let palette = """
    import UIKit

    extension UIColor {
        enum Cell {
            enum Background {
                static let normal = UIColor.primaryColor
                static let selected = successColor
                static let warning = systemOrange
            }

            static let titleTextColor = UIColor.white
        }

        static let primaryColor = UIColor(red: 0.16, green: 0.30, blue: 0.45, alpha: 1.0)
        static let successColor = UIColor(red: 0.27, green: 0.68, blue: 0.30, alpha: 1.0)
    }

    final class SelectableCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            backgroundColor = UIColor.Cell.Background.selected
            textLabel?.textColor = UIColor.Cell.titleTextColor
            detailTextLabel?.textColor = UIColor.Cell.Background.warning
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    """

  @Test func aStaticMemberOfAnOuterTypeIsRead() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/UIColor+Palette.swift", Self.palette)
    let result = folder.audit()
    func checks(_ view: String) -> [Check] {
      result.checks.filter { $0.pairing.name?.hasPrefix("text of \(view) in") == true }
    }
    let title = checks("textLabel")
    #expect(!title.isEmpty)
    #expect(title.allSatisfy { $0.status == .failed })
    #expect(
      Set(title.compactMap { $0.measurement?.background.color.hexString }) == ["#45AD4DFF"])
    // UIKit's own static color, named bare in a nested type of its extension.
    let warning = checks("detailTextLabel")
    #expect(!warning.isEmpty)
    #expect(Set(warning.map(\.pairing.foreground)) == ["systemOrange"])
  }
}
