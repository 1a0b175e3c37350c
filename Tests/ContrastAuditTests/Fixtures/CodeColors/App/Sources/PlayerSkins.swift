import UIKit

/// A color chosen by a function whose call spells no literal, as Pocket Casts'
/// `ThemeColor.podcastIcon03(podcastColor:)` picks one per theme.
enum PlayerSkin {
    case classic
    case rose
}

extension UIColor {
    static let roseSkipIcon = UIColor.skipIcon(for: .rose)

    static func skipIcon(for skin: PlayerSkin) -> UIColor {
        switch skin {
        case .classic:
            return UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        case .rose:
            return UIColor(red: 1, green: 0.45, blue: 0.49, alpha: 1)
        }
    }
}
