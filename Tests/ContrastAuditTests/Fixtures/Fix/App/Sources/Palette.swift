import SwiftUI
import UIKit

extension UIColor {
    static let ink = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    static let inkFaded = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    static let legacyGray = UIColor(red: 51/255.0, green: 51/255.0, blue: 51/255.0, alpha: 1.0)
    static let wide = UIColor(displayP3Red: 0.9, green: 0.2, blue: 0.3, alpha: 1)
    static let mist = UIColor(white: 0.3, alpha: 1)
    static let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    static let brand = UIColor(hex: "#5856D6")
    static let brandShort = UIColor(hex: "f0a")
    static let night = UIColor(rgb: 0x121212)
    static let dynamic = UIColor(red: level, green: level, blue: level, alpha: 1)
    static let teal = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
    static let tokens = UIColor(r: 51, g: 102, b: 153)

    convenience init(hex: String) {
        var value: UInt64 = 0
        Scanner(string: hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))).scanHexInt64(&value)
        let short = hex.count <= 4
        self.init(
            red: short ? CGFloat((value >> 8) & 0xF) * 17 / 255 : CGFloat((value >> 16) & 0xFF) / 255,
            green: short ? CGFloat((value >> 4) & 0xF) * 17 / 255 : CGFloat((value >> 8) & 0xFF) / 255,
            blue: short ? CGFloat(value & 0xF) * 17 / 255 : CGFloat(value & 0xFF) / 255,
            alpha: 1)
    }

    convenience init(rgb: UInt32, alpha: CGFloat = 1.0) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255,
            green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255,
            alpha: alpha)
    }
}

let level: CGFloat = 0.4

extension Color {
    static let accent = Color(red: 0.2, green: 0.4, blue: 0.6)
    static let vivid = Color(.displayP3, red: 1, green: 0.5, blue: 0, opacity: 1)
    static let paper = Color(white: 0.95)
}
