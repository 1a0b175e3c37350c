import UIKit

struct Theme {
    let textPrimary: UIColor
    let background: UIColor

    static let light = Theme(textPrimary: .black, background: .white)
    static let dark = Theme(
        textPrimary: UIColor(white: 0.92, alpha: 1),
        background: UIColor(rgb: 0x121212)
    )
}

class BaseTheme {
    var tint: UIColor { .systemBlue }
    var separator: UIColor { UIColor(white: 0.8, alpha: 1) }
}

final class NightTheme: BaseTheme {
    override var tint: UIColor { .systemOrange }
}

enum Palette: String {
    case ink = "#1B1B1F"
    case paper = "FAFAFA"

    var color: UIColor { UIColor(hexString: rawValue) }
}

extension UIColor {
    convenience init(hexString: String) {
        var string = hexString
        if string.hasPrefix("#") {
            string.removeFirst()
        }
        let value = UInt64(string, radix: 16) ?? 0
        self.init(
            red: CGFloat((value & 0xFF0000) >> 16) / 255,
            green: CGFloat((value & 0x00FF00) >> 8) / 255,
            blue: CGFloat(value & 0x0000FF) / 255,
            alpha: 1
        )
    }
}
