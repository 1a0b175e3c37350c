import UIKit

/// Habitica's theme shape: a protocol refining the theme protocol gives the dark themes their
/// defaults; the banner is drawn in whichever theme the user picks.
protocol BannerSkin {
    var text: UIColor { get }
    var ground: UIColor { get }
}

protocol DarkBannerSkin: BannerSkin {}

extension BannerSkin {
    var text: UIColor { return UIColor.black }
    var ground: UIColor { return UIColor.white }
}

extension DarkBannerSkin {
    var text: UIColor { return UIColor.lightGray }
    var ground: UIColor { return UIColor.black }
}

struct PaperBannerSkin: BannerSkin {}

struct NightBannerSkin: DarkBannerSkin {
    var ground: UIColor { return UIColor.darkGray }
}

final class SkinnedBannerView: UIView {
    private let titleLabel = UILabel()

    func apply(skin: BannerSkin) {
        addSubview(titleLabel)
        titleLabel.textColor = skin.text
        backgroundColor = skin.ground
    }
}
