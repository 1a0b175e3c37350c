import UIKit

/// The mini player: Liquid Glass colors on iOS 26, the dark bar before it.
final class MiniPlayerView: UIView {
    private let titleLabel = UILabel()
    private let artistLabel = UILabel()
    private let container = UIView()

    func setUpInfo() {
        if #available(iOS 26.0, *) {
            titleLabel.textColor = .label
            artistLabel.textColor = .secondaryLabel
        } else {
            titleLabel.textColor = .white
            artistLabel.textColor = UIColor.white.withAlphaComponent(0.6)
        }
        container.addSubview(titleLabel)
        container.addSubview(artistLabel)
        addSubview(container)
    }

    func setUpBackground() {
        if #available(iOS 26.0, *) {
            container.backgroundColor = .tertiarySystemBackground
            return
        }
        container.backgroundColor = UIColor(red: 0.133, green: 0.157, blue: 0.173, alpha: 1)
    }
}
