import SwiftUI
import UIKit

/// A reader's themes, chosen at run time and kept by a shared service (Habitica's
/// `ThemeService.shared.theme`, DuckDuckGo's `ThemeManager.shared.currentTheme`).
protocol ReaderTheme {
    var isNight: Bool { get }
    var bodyText: UIColor { get }
    var captionText: UIColor { get }
    var page: UIColor { get }
}

struct PaperTheme: ReaderTheme {
    var isNight: Bool { false }
    var bodyText: UIColor { return UIColor(red: 0.13, green: 0.13, blue: 0.13, alpha: 1) }
    var captionText: UIColor { return UIColor(red: 0.62, green: 0.62, blue: 0.62, alpha: 1) }
    var page: UIColor { return UIColor(red: 0.98, green: 0.97, blue: 0.94, alpha: 1) }
}

struct InkTheme: ReaderTheme {
    var isNight: Bool { return true }
    var bodyText: UIColor { return UIColor(red: 0.86, green: 0.86, blue: 0.86, alpha: 1) }
    var captionText: UIColor { return UIColor(red: 0.4, green: 0.4, blue: 0.42, alpha: 1) }
    var page: UIColor { return UIColor(red: 0.09, green: 0.09, blue: 0.11, alpha: 1) }
}

final class ReaderThemeService {
    static let shared = ReaderThemeService()
    var theme: ReaderTheme = PaperTheme()

    func use(_ theme: ReaderTheme) {
        ReaderThemeService.shared.theme = theme
        // Each theme is shown in its own appearance, whatever the system's.
        UIApplication.shared.windows.forEach { window in
            window.overrideUserInterfaceStyle = theme.isNight ? .dark : .light
        }
    }
}

final class ChapterCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let pageLabel = UILabel()
    var highlight: UIColor?

    func applyTheme() {
        let theme = ReaderThemeService.shared.theme
        contentView.backgroundColor = theme.page
        titleLabel.textColor = theme.bodyText
        contentView.addSubview(titleLabel)
        // A color the audit cannot read on every theme's page: one pairing, not one per theme.
        pageLabel.textColor = highlight
        contentView.addSubview(pageLabel)
    }
}

struct ChapterFooter: View {
    var body: some View {
        Text("12 pages left")
            .foregroundColor(Color(ReaderThemeService.shared.theme.captionText))
            .background(Color(ReaderThemeService.shared.theme.page))
    }
}
