import UIKit

protocol ReadingTheme {
    var page: UIColor { get }
}

/// Themes whose colors are all computed: a struct with no stored property.
struct SepiaTheme: ReadingTheme {
    var page: UIColor { return UIColor(red: 0.96, green: 0.92, blue: 0.84, alpha: 1) }
}

struct SlateTheme: ReadingTheme {
    var page: UIColor { return UIColor(red: 0.2, green: 0.22, blue: 0.25, alpha: 1) }
}

/// The theme the reader picked, kept by a shared store (Habitica's `ThemeService`).
final class ReadingThemeStore {
    static let shared = ReadingThemeStore()
    var theme: ReadingTheme = SepiaTheme()
}

func applyNightReading() {
    ReadingThemeStore.shared.theme = SlateTheme()
}

extension UIColor {
    static let sepiaPage = SepiaTheme().page
    static let currentPage: UIColor = ReadingThemeStore.shared.theme.page
}
