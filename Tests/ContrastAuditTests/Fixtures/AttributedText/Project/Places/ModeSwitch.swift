import UIKit

/// A segmented control that draws its own segments: black titles on white, white on black,
/// in every appearance.
final class ModeSwitch: UISegmentedControl {
    override func awakeFromNib() {
        super.awakeFromNib()
        layer.borderWidth = 1
        tintColor = .black
        updateStyle()
    }

    private func updateStyle() {
        let normalTitleTextAttributes: [NSAttributedString.Key: Any] = [
            .foregroundColor: UIColor.black,
            .font: UIFont.systemFont(ofSize: 14),
        ]
        let selectedTitleTextAttributes: [NSAttributedString.Key: Any] = [
            .foregroundColor: UIColor.white,
            .font: UIFont.systemFont(ofSize: 14),
        ]
        setTitleTextAttributes(normalTitleTextAttributes, for: .normal)
        setTitleTextAttributes(selectedTitleTextAttributes, for: .selected)
        setBackgroundImage(UIImage.imageWithColor(UIColor.white), for: .normal, barMetrics: .default)
        setBackgroundImage(UIImage.imageWithColor(UIColor.black), for: .selected, barMetrics: .default)
    }
}

/// The same titles over the system's own segments, which turn dark in Dark Mode.
final class SortSwitch: UISegmentedControl {
    func updateStyle() {
        setTitleTextAttributes([.foregroundColor: UIColor.black], for: .selected) // EXPECT static
    }
}
