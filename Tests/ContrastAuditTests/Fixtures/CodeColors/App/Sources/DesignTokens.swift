import SwiftUI
import UIKit

// Shapes met in real apps: helpers with unlabeled hex arguments, String enums without raw
// values, nested holder types, setters before getters, observers, settings and themes that are
// runtime state.

extension Color {
    init(_ hex: UInt, alpha: Double = 1) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: alpha
        )
    }

    static let blueBase = Color.init(0x3969EF)
    static let tagBackground = Color(0x3969EF, alpha: 0.2)
}

extension UIColor {
    convenience init(hexValue value: String) {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        if value.hasPrefix("#") {
            let start = value.index(value.startIndex, offsetBy: 1)
            let digits = String(value[start...])
            let scanner = Scanner(string: digits)
            var number: UInt64 = 0
            if scanner.scanHexInt64(&number) {
                red = CGFloat((number & 0xFF0000) >> 16) / 255
                green = CGFloat((number & 0x00FF00) >> 8) / 255
                blue = CGFloat(number & 0x0000FF) / 255
            }
        }
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    convenience init(light: UIColor, dark: UIColor) {
        self.init { $0.userInterfaceStyle == .dark ? dark : light }
    }
}

enum Tokens {
    enum Text {
        static let primary = UIColor(hexValue: "#1D1D1F")
    }
}

struct Chrome {
    var toolbar: UIColor {
        .init(light: .white, dark: UIColor(hexValue: "#2C2C2E"))
    }
}

enum LegacyColor: String {
    case legacyBlue
    case legacyRed = "legacy-red"

    var color: UIColor { UIColor(named: rawValue)! }
}

final class BannerView: UIView {
    static let accent = Tokens.Text.primary
    var highlight: UIColor? = UIColor.systemPink {
        didSet { setNeedsDisplay() }
    }

    static var stroke: UIColor? {
        set {}
        get { UIColor(white: 0.5, alpha: 1) }
    }

    static let border = UIColor {
        $0.userInterfaceStyle == .dark ?
            UIColor(white: 0.3, alpha: 1) :
            UIColor(white: 0.8, alpha: 1)
    }
}

final class SettingsStore {
    @AppStorage("tint") var tint: Color = .blue
    static var sessionTint = UIColor.systemTeal
}

func applySessionTint() {
    SettingsStore.sessionTint = .systemPurple
}

// A design system's colors as shape styles, so `.foregroundStyle(.haloAccent)` reads like a
// system style; `Self == Color` makes them Color's too (`Color.haloAccent`).
public extension ShapeStyle where Self == Color {
    static var haloAccent: Color { Color(.sRGB, red: 0, green: 154 / 255, blue: 199 / 255) }
}

public extension ShapeStyle where Self == SwiftUI.Color {
    static var haloMuted: Color { .haloAccent.opacity(0.5) }
}
