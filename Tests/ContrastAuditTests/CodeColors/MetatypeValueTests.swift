import Foundation
import Testing

@testable import ContrastAudit

/// A type used as a value (`AppColors.self`) stands for its static members.
///
/// FreeOTP (read to check) keeps its palette in `struct AppColors` and hands the type out as
/// `UIColor.app`: every pairing on `UIColor.app.primaryText` was unresolved ("AppColors.self is
/// not defined in the scanned code").
@Suite struct MetatypeValueTests {
  static let palette = """
    import UIKit

    struct AppColors {
        static let cardBackground = UIColor.theme(darkHex: "#1C1C1E", lightHex: "#FFFFFF")
        static let secondaryText = UIColor.theme(darkHex: "#8E8E92", lightHex: "#8E8E92")
    }

    extension UIColor {
        static var app = AppColors.self

        fileprivate static func theme(darkHex: String, lightHex: String) -> UIColor {
            let darkColor = UIColor(hexString: darkHex)
            let lightColor = UIColor(hexString: lightHex)

            if #available(iOS 13.0, *) {
                return UIColor { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
            } else {
                return lightColor
            }
        }

        convenience init(hexString: String) {
            let hex = hexString.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
            var int = UInt64()
            Scanner(string: hex).scanHexInt64(&int)
            let r = (int >> 16) & 0xFF, g = (int >> 8) & 0xFF, b = int & 0xFF
            self.init(
                red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
        }
    }

    final class TokenCell: UICollectionViewCell {
        private let issuer = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = UIColor.app.cardBackground
            issuer.textColor = UIColor.app.secondaryText
            contentView.addSubview(issuer)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    """

  @Test func aTypeHandedOutAsAValueIsReadThrough() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Style.swift", Self.palette)
    let result = folder.audit()
    let issuer = result.checks.filter { $0.pairing.name?.hasPrefix("text of issuer in") == true }
    #expect(!issuer.isEmpty)
    #expect(issuer.allSatisfy { $0.measurement != nil })
    // #8E8E92 on white is 3.26:1, on #1C1C1E 5.0:1.
    #expect(
      Set(issuer.filter { $0.status == .failed }.map(\.traits.style)) == [.light])
    #expect(
      Set(issuer.compactMap { $0.measurement?.foreground.color.hexString }) == ["#8E8E92FF"])
  }
}
