import SwiftUI

extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 3: // RGB (12-bit)
            (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
        case 6: // RGB (24-bit)
            (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8: // ARGB (32-bit)
            (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default:
            (a, r, g, b) = (1, 1, 1, 0)
        }
        self.init(
            .sRGB,
            red: Double(r) / 255,
            green: Double(g) / 255,
            blue:  Double(b) / 255,
            opacity: Double(a) / 255
        )
    }

    init(light: Color, dark: Color) {
        self.init(UIColor { $0.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light) })
    }
}

extension Color {
    static let brandPrimary = Color(hex: "#5856D6")
    static let brandShort = Color(hex: "F0A")
    static let overlay = Color(hex: "80000000")
    static let surface = Color(light: .white, dark: Color(red: 0.11, green: 0.11, blue: 0.12))
    static let muted = Color.secondary.opacity(0.5)
    static let wide = Color(.displayP3, red: 1, green: 0.5, blue: 0, opacity: 1)
    static let systemBackdrop = Color(.systemGroupedBackground)
    static let accent = Color.accentColor
}
