import UIKit

/// The camera's controls: a white shutter, and round translucent buttons for the rest.
final class CaptureOverlayView: UIView {
    private let shutterButton = CaptureOverlayView.makeShutterButton(size: 70)
    private let flashButton = UIButton(type: .system)
    private let switchCameraButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for button in [flashButton, switchCameraButton] {
            Self.styleOverlayButton(button)
            addSubview(button)
        }
        addSubview(shutterButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private static func makeShutterButton(size: CGFloat) -> UIButton {
        let button = UIButton()
        button.backgroundColor = .white
        button.translatesAutoresizingMaskIntoConstraints = false
        button.layer.cornerRadius = size / 2
        button.layer.masksToBounds = true
        return button
    }

    private let hintLabel = UILabel()
    private let zoomBadge = UIView()
    private let zoomLabel = UILabel()

    /// A hint on a scrim over the camera's picture, and the zoom factor on a tinted badge.
    func configureHints() {
        hintLabel.backgroundColor = UIColor(white: 0.0, alpha: 0.3)
        hintLabel.textColor = .white
        addSubview(hintLabel)

        zoomBadge.backgroundColor = .systemIndigo
        zoomLabel.backgroundColor = UIColor(white: 1.0, alpha: 0.2)
        zoomLabel.textColor = .white
        zoomBadge.addSubview(zoomLabel)
        addSubview(zoomBadge)
    }

    private static func styleOverlayButton(_ button: UIButton) {
        button.backgroundColor = UIColor(white: 0.22, alpha: 0.9)
        button.tintColor = .white
        button.layer.cornerRadius = 30
        button.layer.masksToBounds = true
    }
}
