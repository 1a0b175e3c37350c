import UIKit

/// The legend drawn over the map's dark satellite layer: white text in every appearance.
final class MapLegendView: UIView {
    let titleLabel = UILabel()
    let scaleLabel = UILabel()

    func show(title: String, scale: String, warning: String) {
        titleLabel.attributedText = NSAttributedString(string: title, attributes: [
            .foregroundColor: UIColor(white: 1, alpha: 0.7),
            .font: UIFont.preferredFont(forTextStyle: .headline),
        ])
        scaleLabel.attributedText = NSAttributedString(string: scale, attributes: [
            .foregroundColor: UIColor(red: 250 / 255, green: 250 / 255, blue: 250 / 255, alpha: 1),
        ])
        let caption = NSMutableAttributedString(string: warning)
        caption.addAttribute(.foregroundColor, value: UIColor(hex: 0xFAFAFA), range: NSRange(location: 0, length: caption.length))
        caption.addAttribute(.foregroundColor, value: UIColor(hex: 0x333333), range: NSRange(location: 0, length: 4)) // EXPECT static
        let badge = NSAttributedString(string: "!", attributes: [
            .foregroundColor: UIColor(red: 250 / 255, green: 250 / 255, blue: 0.5, alpha: 1), // EXPECT static
        ])
        caption.append(badge)
        titleLabel.attributedText = caption
    }
}
