import SwiftUI

extension Color {
    /// A convenience initializer that takes RGB values 0-255 and converts to the 0-1 range expected by Color.
    public init(red: Int, green: Int, blue: Int) {
        let rgbMax = 255.0
        self.init(.sRGB, red: Double(red)/rgbMax, green: Double(green)/rgbMax, blue: Double(blue)/rgbMax)
    }

    static let widgetRed = Color(red: 244, green: 62, blue: 55)
    static let widgetHalf = Color(red: 0.5, green: 0.5, blue: 0.5)
    // Integer literals pick the byte initializer, where `154 / 255` divides as integers.
    static let widgetTeal = Color(red: 0, green: 154 / 255, blue: 199 / 255)
}

/// A cell whose background is chosen by whoever configures it (kiwix-apple's shape).
struct FileCell {
    let backgroundColoring: (Bool) -> Color

    var fill: Color {
        backgroundColoring(true)
    }
}
