import UIKit

/// Colors kept as hex strings and made colors by the app's own `String` extension (GitHawk), and
/// a `UIColor` extension naming UIKit's colors without the type (Loop).
enum Styles {
    enum Colors {
        static let purple = "6f42c1"
        enum Green {
            static let medium = "28a745"
        }
    }
}

extension String {
    public var color: UIColor {
        return UIColor.fromHex(self)
    }
}

extension UIColor {
    static func fromHex(_ hex: String) -> UIColor {
        var value: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&value)
        return UIColor(
            red: CGFloat((value >> 16) & 0xFF) / 255,
            green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255,
            alpha: 1
        )
    }

    @nonobjc public static let mergedTint = Styles.Colors.purple.color
    @nonobjc public static let openTint = Styles.Colors.Green.medium.color
    @nonobjc public static let critical = systemRed
    @nonobjc public static let destructive = critical
}
