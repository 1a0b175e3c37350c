import UIKit

extension UIColor {
    /// Lighter or darker by a percentage added to each channel (Habitica's helper).
    func adjust(by percentage: CGFloat = 30.0) -> UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        if self.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
            return UIColor(red: min(red + percentage/100, 1.0),
                           green: min(green + percentage/100, 1.0),
                           blue: min(blue + percentage/100, 1.0),
                           alpha: alpha)
        } else {
            return self
        }
    }

    func darker(by percentage: CGFloat = 30.0) -> UIColor {
        return self.adjust(by: -1 * abs(percentage))
    }

    /// A grayscale version of the color, `getRed` called on `self` without naming it.
    func grayscale() -> UIColor {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0

        guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return self }

        let gray = red * 0.299 + green * 0.587 + blue * 0.114
        return UIColor(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The same hue and saturation, at 60 % of the brightness.
    func dimmed() -> UIColor {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        return UIColor(hue: hue, saturation: saturation, brightness: brightness * 0.6, alpha: alpha)
    }

    /// One color seen through another (Pocket Casts' filter chips): a function declared inside
    /// the method, and the components taken apart as tuples.
    static func calculateColor(orgColor: UIColor, overlayColor: UIColor) -> UIColor {
        func clampValue(_ v: CGFloat) -> CGFloat {
            guard v > 0 else { return 0 }
            guard v < 1 else { return 1 }
            return v
        }

        var (r1, g1, b1, a1) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        var (r2, g2, b2, a2) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))

        orgColor.getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
        overlayColor.getRed(&r2, green: &g2, blue: &b2, alpha: &a2)

        r1 = clampValue(r1)
        g1 = clampValue(g1)
        b1 = clampValue(b1)
        r2 = clampValue(r2)
        g2 = clampValue(g2)
        b2 = clampValue(b2)
        a2 = clampValue(a2)

        return UIColor(red: r1 * (1 - a2) + r2 * a2,
                       green: g1 * (1 - a2) + g2 * a2,
                       blue: b1 * (1 - a2) + b2 * a2,
                       alpha: 1)
    }

    static let chipTint = UIColor.calculateColor(
        orgColor: UIColor(red: 1, green: 1, blue: 1, alpha: 1),
        overlayColor: UIColor(red: 0.2, green: 0.4, blue: 1.4, alpha: 0.5))

    static let inkBase = UIColor(red: 0.2, green: 0.19, blue: 0.23, alpha: 1.0)
    static let inkDeep = UIColor.inkBase.darker(by: 7)
    static let indigoGray = UIColor.systemIndigo.grayscale()
    static let dimmedBlue = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1).dimmed()
    static let brandGray = UIColor(named: "Brand/Primary")!.grayscale()
}
