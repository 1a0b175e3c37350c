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

    static let inkBase = UIColor(red: 0.2, green: 0.19, blue: 0.23, alpha: 1.0)
    static let inkDeep = UIColor.inkBase.darker(by: 7)
    static let indigoGray = UIColor.systemIndigo.grayscale()
    static let dimmedBlue = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1).dimmed()
    static let brandGray = UIColor(named: "Brand/Primary")!.grayscale()
}
