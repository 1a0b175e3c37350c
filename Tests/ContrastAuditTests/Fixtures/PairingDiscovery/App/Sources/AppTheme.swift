import UIKit

/// Colors chosen by a theme the user picks at runtime: read once per theme.
enum AppThemeKind: Int {
    case classic, midnight
}

final class AppTheme: ObservableObject {
    static let shared = AppTheme()

    @Published var active: AppThemeKind

    init() {
        active = AppThemeKind(rawValue: UserDefaults.standard.integer(forKey: "theme")) ?? .classic
    }
}

enum ThemedColor {
    static func cellText(for kind: AppThemeKind? = nil) -> UIColor {
        switch kind ?? AppTheme.shared.active {
        case .classic: return UIColor(white: 0.1, alpha: 1)
        case .midnight: return UIColor(white: 0.85, alpha: 1)
        }
    }

    static func cellBackground(for kind: AppThemeKind? = nil) -> UIColor {
        switch kind ?? AppTheme.shared.active {
        case .classic: return .white
        case .midnight: return UIColor(red: 0.05, green: 0.07, blue: 0.15, alpha: 1)
        }
    }
}

final class EpisodeRow: UITableViewCell {
    private let titleLabel = UILabel()

    func applyColors() {
        contentView.backgroundColor = ThemedColor.cellBackground()
        titleLabel.textColor = ThemedColor.cellText()
        contentView.addSubview(titleLabel)
    }
}

/// A static property derived from the theme: a different value in each theme, however often the
/// colors that read it are evaluated.
enum HeadlineColor {
    static var isMidnight: Bool { AppTheme.shared.active == .midnight }

    static func text() -> UIColor {
        isMidnight ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.2, alpha: 1)
    }

    static func background() -> UIColor {
        isMidnight ? UIColor(white: 0.1, alpha: 1) : .white
    }
}

final class HeadlineRow: UITableViewCell {
    private let headlineLabel = UILabel()

    func applyColors() {
        contentView.backgroundColor = HeadlineColor.background()
        headlineLabel.textColor = HeadlineColor.text()
        contentView.addSubview(headlineLabel)
    }
}
