import Combine
import UIKit

/// A wallet's themes as Tari's app writes them: colors named by the symbols Xcode generates for
/// namespaced asset catalog groups (`.Light.Text.heading` for `Light/Text/Heading`), themes as
/// computed static properties of the theme type, and views that override `update(theme:)`.
struct WalletTheme {

    struct Text {
        var heading: UIColor?
        var body: UIColor?
    }

    struct Backgrounds {
        var primary: UIColor?
    }

    struct Shadows {
        var box: Shadow
    }

    let text: Text
    let backgrounds: Backgrounds
    // A field the audit cannot read (`CGSize`) leaves the rest of the theme readable.
    let shadows: Shadows
}

struct Shadow {
    let color: UIColor?
    let opacity: Float
    let radius: CGFloat
    let offset: CGSize
}

extension WalletTheme {

    static var light: Self {
        Self(
            text: Text(
                heading: .Light.Text.heading,
                body: .Light.Text.bodyCopy
            ),
            backgrounds: Backgrounds(
                primary: .Light.Backgrounds.primary
            ),
            shadows: Shadows(
                box: Shadow(color: .black, opacity: 0.2, radius: 13.5, offset: CGSize(width: -1.0, height: 6.5))
            )
        )
    }

    static var dark: Self {
        Self(
            text: Text(
                heading: .Dark.Text.heading,
                body: .Dark.Text.bodyCopy
            ),
            backgrounds: Backgrounds(
                primary: .Dark.Backgrounds.primary
            ),
            shadows: Shadows(
                box: Shadow(color: .black, opacity: 0.2, radius: 13.5, offset: CGSize(width: -1.0, height: 6.5))
            )
        )
    }

    /// The theme shown now: state, not one of the themes.
    static var current: Self { WalletThemeCoordinator.shared.theme }
}

final class WalletThemeCoordinator {

    static let shared = WalletThemeCoordinator()

    @Published private(set) var theme: WalletTheme = .light

    func apply(isDark: Bool) {
        theme = isDark ? .dark : .light
    }
}

final class WalletThemeManager {
    var theme: WalletTheme { WalletThemeCoordinator.shared.theme }
}

protocol WalletThemeViewProtocol: AnyObject {
    var themeManager: WalletThemeManager { get }
    func update(theme: WalletTheme)
}

extension WalletThemeViewProtocol {
    var theme: WalletTheme { themeManager.theme }
}

class WalletThemedView: UIView, WalletThemeViewProtocol {

    let themeManager = WalletThemeManager()

    override init(frame: CGRect) {
        super.init(frame: frame)
        update(theme: theme)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(theme: WalletTheme) {}
}

final class RecoveryPhraseView: WalletThemedView {

    private let titleLabel = UILabel()
    private let messageLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addSubview(messageLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Updates

    override func update(theme: WalletTheme) {
        super.update(theme: theme)
        backgroundColor = theme.backgrounds.primary
        titleLabel.textColor = theme.text.heading
        messageLabel.textColor = theme.text.body
    }
}
