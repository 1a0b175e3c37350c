import UIKit

/// A media player's themes as VideoLAN's player writes them: a palette class with its own
/// initializer, palettes as globals, themes as the type's static instances, and the current theme
/// a static var the settings screen assigns.
@objcMembers class PlayerPalette: NSObject {
    let isDark: Bool
    let background: UIColor
    let cellText: UIColor
    let cellDetailText: UIColor
    let accent: UIColor

    init(isDark: Bool, background: UIColor, cellText: UIColor, cellDetailText: UIColor, accent: UIColor) {
        self.isDark = isDark
        self.background = background
        self.cellText = cellText
        self.cellDetailText = cellDetailText
        self.accent = accent
    }
}

let brightPlayerPalette = PlayerPalette(isDark: false,
                                        background: UIColor(red: 1, green: 1, blue: 1, alpha: 1),
                                        cellText: UIColor(red: 0, green: 0, blue: 0, alpha: 1),
                                        cellDetailText: UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1),
                                        accent: UIColor(red: 1, green: 0.53, blue: 0, alpha: 1))

let darkPlayerPalette = PlayerPalette(isDark: true,
                                      background: UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1),
                                      cellText: UIColor(red: 1, green: 1, blue: 1, alpha: 1),
                                      cellDetailText: UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1),
                                      accent: UIColor(red: 1, green: 0.53, blue: 0, alpha: 1))

@objcMembers class PlayerTheme: NSObject {
    static let brightTheme = PlayerTheme(colors: brightPlayerPalette)
    static let darkTheme = PlayerTheme(colors: darkPlayerPalette)
    // Made for the previews only: never a value of `current`.
    static let previewTheme = PlayerTheme(colors: darkPlayerPalette)

    static var current: PlayerTheme = {
        UserDefaults.standard.bool(forKey: "darkPlayer") ? PlayerTheme.darkTheme : PlayerTheme.brightTheme
    }()

    static func themeDidUpdate() {
        current = UserDefaults.standard.bool(forKey: "darkPlayer") ? .darkTheme : .brightTheme
    }

    init(colors: PlayerPalette) {
        self.colors = colors
        super.init()
    }

    let colors: PlayerPalette
}

final class ChapterHeader: UIView {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addSubview(detailLabel)
        themeDidChange()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func themeDidChange() {
        let colors = PlayerTheme.current.colors
        backgroundColor = colors.background
        titleLabel.textColor = colors.cellText
        detailLabel.textColor = colors.cellDetailText
    }
}

/// Locals of the method that draws: read where they are declared.
final class BookmarkRow: UITableViewCell {
    private let nameLabel = UILabel()
    private let timeLabel = UILabel()
    private let badgeLabel = UILabel()
    private let durationLabel = UILabel()
    private let iconView = UIImageView(image: UIImage(systemName: "bookmark.fill"))

    func configure(isPlaying: Bool, badgeTint: UIColor) {
        let ground = UIColor.secondarySystemGroupedBackground
        contentView.backgroundColor = ground
        contentView.addSubview(nameLabel)
        contentView.addSubview(timeLabel)
        contentView.addSubview(badgeLabel)
        contentView.addSubview(durationLabel)
        contentView.addSubview(iconView)

        // A var the method changes: either color may be drawn.
        var nameColor = UIColor.label
        if isPlaying {
            nameColor = .systemOrange
        }
        nameLabel.textColor = nameColor

        guard let timeColor = UIColor(named: "Text/Primary") else { return }
        UIView.animate(withDuration: 0.25) {
            self.timeLabel.textColor = timeColor
        }
        badgeLabel.textColor = badgeTint

        // `color` is the closure's own parameter here, not the local above it.
        let color = UIColor.systemMint
        let tints: [UIColor] = [.systemTeal, .systemPink]
        tints.forEach { color in
            durationLabel.textColor = color
        }
        iconView.tintColor = color
    }
}

/// A theme named in place: its colors are written in the palette, not here.
final class NowPlayingBadge: UIView {
    private let label = UILabel()

    func setUp() {
        backgroundColor = PlayerTheme.darkTheme.colors.accent
        label.textColor = PlayerTheme.darkTheme.colors.cellText
        addSubview(label)
    }
}

/// A theme handed to the view (`setTheme(to:)`, called with `PlayerTheme.current`): each theme,
/// and with the current theme read elsewhere in the same view, the same theme on both sides.
final class QueueRow: UIView {
    private let titleLabel = UILabel()
    private let artworkView = UIImageView()

    func setTheme(to playerTheme: PlayerTheme) {
        let colors = playerTheme.colors
        backgroundColor = colors.background
        titleLabel.textColor = colors.cellText
        addSubview(titleLabel)
        addSubview(artworkView)
    }

    func showPlaying() {
        artworkView.tintColor = PlayerTheme.current.colors.accent
    }
}

enum NoticeKind {
    case normal
    case warning
}

/// A parameter of an enum type is each case; a color set in one `case` of a `switch` over it
/// goes only with that case's ground.
final class NoticeBanner: UIView {
    private let iconView = UIImageView(image: UIImage(systemName: "info.circle"))
    private let flagView = UIImageView(image: UIImage(systemName: "flag"))

    func configure(kind: NoticeKind) {
        addSubview(iconView)
        switch kind {
        case .normal:
            iconView.tintColor = .secondaryLabel
        case .warning:
            iconView.tintColor = .systemBrown
        }
        backgroundColor = background(for: kind)
        addSubview(flagView)
        if kind == .warning {
            flagView.tintColor = .systemIndigo
        }
    }

    private func background(for kind: NoticeKind) -> UIColor {
        switch kind {
        case .normal:
            return .secondarySystemBackground
        case .warning:
            return .systemYellow
        }
    }
}

/// Two enums of one name (WooCommerce's `TopBannerViewModel.BannerType` and
/// `ProductsTopBannerFactory.BannerType`): which cases state of that name takes is not decided.
final class StatusStrip: UIView {
    enum Style {
        case plain
        case alert
    }

    private let label = UILabel()
    var style: Style = .plain

    private var tint: UIColor {
        switch style {
        case .plain:
            return .label
        case .alert:
            return .systemRed
        }
    }

    func raiseAlert() {
        style = .alert
        render()
    }

    func render() {
        backgroundColor = .systemBackground
        label.textColor = tint
        addSubview(label)
    }
}

final class ExportSheet {
    enum Style {
        case compact
        case full
        case print
    }
}
