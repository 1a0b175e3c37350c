import UIKit

// MARK: - Initialisers

extension UIColor {
    /// Creates a color from a 0xRRGGBB integer.
    convenience init(rgb: UInt32, alpha: CGFloat = 1.0) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255.0,
                  green: CGFloat((rgb >> 8) & 0xFF) / 255.0,
                  blue: CGFloat(rgb & 0xFF) / 255.0,
                  alpha: alpha)
    }

    /// A color that follows the interface style.
    convenience init(lightColor: UIColor, darkColor: UIColor) {
        self.init { traitCollection in
            traitCollection.userInterfaceStyle == .dark ? darkColor : lightColor
        }
    }
}

// MARK: - Palette

extension UIColor {
    static let brandBlue = UIColor(rgb: 0x4285F4)
    static let gray100 = UIColor(red: 51/255.0, green: 51/255.0, blue: 51/255.0, alpha: 1)
    static let gray5 = UIColor(white: 0.95, alpha: 1)
    static let cardBackground = UIColor(lightColor: .gray5, darkColor: .gray100)

    static let caption = UIColor { traits in
        let isDark = traits.userInterfaceStyle == .dark
        if traits.accessibilityContrast == .high {
            return isDark ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.2, alpha: 1)
        }
        return isDark ? UIColor(white: 0.7, alpha: 1) : UIColor(white: 0.45, alpha: 1)
    }

    static let sheetBackground = UIColor(dynamicProvider: { traits in
        if traits.userInterfaceStyle == .dark && traits.userInterfaceLevel == .elevated {
            return UIColor(rgb: 0x2C2C2E)
        }
        return traits.userInterfaceStyle == .dark ? .black : .white
    })

    static let subtleText = UIColor.secondaryLabel.withAlphaComponent(0.8)
    static let accent = brandBlue
    static var vividRed: UIColor {
        return UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
    }
    static let teal: UIColor = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
    static let primaryAsset = UIColor(named: "Brand/Primary")!
    static let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)

    // Runtime state: never guessed.
    static let userTint = UIColor(named: UserDefaults.standard.string(forKey: "tint") ?? "Blue")
    static var themed: UIColor {
        ThemeManager.shared.current.tint
    }
}

extension UIColor {
    // Pins the style only: contrast and level still come from the traits it is drawn in.
    static let darkSecondaryText = UIColor.secondaryLabel.resolvedColor(
        with: UITraitCollection(userInterfaceStyle: .dark))
}
