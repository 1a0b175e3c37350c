import UIKit

/// The chapter bar's buttons, styled with button configurations.
final class ChapterControls: UIView {
    private let doneButton = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        configureDoneButton()
        addSubview(makeSkipButton())
        addSubview(makeShareButton())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configureDoneButton() {
        var config = UIButton.Configuration.filled()
        config.title = NSLocalizedString("Done", comment: "")
        config.baseBackgroundColor = .systemGreen
        config.baseForegroundColor = .white
        config.cornerStyle = .capsule
        doneButton.configuration = config
        addSubview(doneButton)
    }

    private func makeSkipButton() -> UIButton {
        var config = UIButton.Configuration.plain()
        config.title = NSLocalizedString("Skip", comment: "")
        config.baseForegroundColor = .systemOrange
        let button = UIButton(configuration: config)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }

    private func makeShareButton() -> UIButton {
        var config = UIButton.Configuration.tinted()
        config.image = UIImage(systemName: "square.and.arrow.up")
        config.baseForegroundColor = .systemPurple
        config.baseBackgroundColor = .systemPurple
        return UIButton(configuration: config)
    }
}
