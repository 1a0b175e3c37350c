import UIKit

// A design system's palette as raw hex values, shaped like Simplenote's Color Studio: the enum's
// cases are passed with a leading dot to an initializer of the project's own.

/// Writes through its `inout` parameter, which the audit does not carry back to the caller.
func studioScan(_ hex: String, _ out: inout UInt64) -> Bool {
    out = 0xABC1F5
    return true
}

enum ColorStudio: String {
    case spBlue10 = "abc1f5"
    case spBlue50 = "3361cc"
    case gray5 = "dcdcde"
    case gray100 = "101517"
}

extension UIColor {

    /// Initializes a new UIColor instance with the specified HexString Code.
    ///
    convenience init(studioHex: String, alpha: CGFloat = 1.0) {
        let studioHex = studioHex.trimmingCharacters(in: .whitespacesAndNewlines)
        let scanner = Scanner(string: studioHex)

        let characters = CharacterSet(charactersIn: "#")
        scanner.charactersToBeSkipped = .some(characters)

        var color: UInt64 = 0
        scanner.scanHexInt64(&color)

        let mask = 0x000000FF
        let r = Int(color >> 16) & mask
        let g = Int(color >> 8) & mask
        let b = Int(color) & mask

        self.init(red: CGFloat(r) / 255.0, green: CGFloat(g) / 255.0, blue: CGFloat(b) / 255.0, alpha: alpha)
    }

    convenience init(studioColor: ColorStudio, alpha: CGFloat = 1.0) {
        self.init(studioHex: studioColor.rawValue, alpha: alpha)
    }

    /// A light and dark pair; the provider hands back a tuple, which the audit does not read.
    convenience init(lightStudio: ColorStudio, darkStudio: ColorStudio) {
        let colorProvider: (_ isDark: Bool) -> (value: ColorStudio, alpha: CGFloat) = { isDark in
            if isDark {
                return (darkStudio, 1.0)
            }
            return (lightStudio, 1.0)
        }
        self.init(dynamicProvider: { traits in
            let targetColor = colorProvider(traits.userInterfaceStyle == .dark)
            return UIColor(studioColor: targetColor.value, alpha: targetColor.alpha)
        })
    }

    @objc
    static var studioBlue10: UIColor {
        UIColor(studioColor: .spBlue10)
    }

    static var studioBlue50Half: UIColor {
        UIColor(studioColor: .spBlue50, alpha: 0.5)
    }

    static var studioHash: UIColor {
        UIColor(studioHex: "#101517")
    }

    static var studioText: UIColor {
        UIColor(lightStudio: .gray100, darkStudio: .gray5)
    }

    /// The hex comes from settings: the scanner reads nothing the code shows.
    static var studioUserTint: UIColor {
        UIColor(studioHex: UserDefaults.standard.string(forKey: "tint") ?? "")
    }

    /// A helper the audit cannot see writes the value: not the zero it started as.
    static var studioParsed: UIColor {
        var rgb: UInt64 = 0
        StudioParser.parse(ColorStudio.gray5.rawValue, into: &rgb)
        return UIColor(red: CGFloat(rgb >> 16) / 255, green: 0, blue: 0, alpha: 1)
    }

    static var studioWritten: UIColor {
        var rgb: UInt64 = 0
        _ = studioScan(ColorStudio.spBlue10.rawValue, &rgb)
        return UIColor(red: CGFloat(rgb >> 16) / 255, green: 0, blue: 0, alpha: 1)
    }
}
