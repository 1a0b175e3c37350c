import Foundation
import Testing

@testable import ContrastAudit

/// A view whose own class paints its ground draws its text on that paint, not on its container.
///
/// Windscribe (read to check) sets its upgrade screen's start button's title black; the button
/// is a `UIButton` subclass that inserts a pale `CAGradientLayer` under its title in its
/// initializers. Measured on the screen's navy ground it failed at 1.09:1. So does a button
/// filled by its configuration (`.filled()`). A plain button beside them, or one whose class only
/// clears its background, is still measured on the screen.
@Suite struct SelfPaintedButtonTests {
  static let button = """
    import UIKit

    class GradientButton: UIButton {
        private let gradientLayer = CAGradientLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            setupGradient()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            setupGradient()
        }

        private func setupGradient() {
            gradientLayer.colors = [UIColor.systemTeal.cgColor, UIColor.systemMint.cgColor]
            gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
            gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
            layer.insertSublayer(gradientLayer, at: 0)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            gradientLayer.frame = bounds
        }
    }
    """

  /// BeeSwift's `BSButton` shape: a filled configuration (the tint fills it) and a clear layer
  /// background; and brave's `LinkLabel` shape, a class that only clears its background.
  static let otherButtons = """
    import UIKit

    class FilledButton: UIButton {
        override init(frame: CGRect) {
            super.init(frame: frame)
            resetStyle()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            resetStyle()
        }

        private func resetStyle() {
            configuration = .filled()
            tintColor = UIColor(white: 0.92, alpha: 1)
            backgroundColor = .clear
        }
    }

    class PlainLinkButton: UIButton {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .clear
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }
    """

  static let controller = """
    import UIKit

    final class UpgradeSuccessViewController: UIViewController {
        private let startButton = GradientButton()
        private let laterButton = UIButton()
        private let disconnectButton = FilledButton()
        private let termsButton = PlainLinkButton()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(red: 0.02, green: 0.05, blue: 0.15, alpha: 1)
            startButton.setTitle("Start", for: .normal)
            startButton.setTitleColor(.black, for: .normal)
            laterButton.setTitle("Later", for: .normal)
            laterButton.setTitleColor(.darkGray, for: .normal)
            disconnectButton.setTitle("Disconnect", for: .normal)
            disconnectButton.setTitleColor(.systemRed, for: .normal)
            termsButton.setTitle("Terms", for: .normal)
            termsButton.setTitleColor(.systemIndigo, for: .normal)
            view.addSubview(startButton)
            view.addSubview(laterButton)
            view.addSubview(disconnectButton)
            view.addSubview(termsButton)
        }
    }
    """

  @Test func aButtonWhoseClassPaintsAGradientIsNotMeasuredOnItsContainer() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/GradientButton.swift", Self.button)
    try folder.write("App/OtherButtons.swift", Self.otherButtons)
    try folder.write("App/UpgradeSuccessViewController.swift", Self.controller)
    let foregrounds = Set(folder.audit().checks.map(\.pairing.foreground))
    // `.darkGray` is written as its value, #555555; the clear button's title is on the screen.
    #expect(foregrounds == ["#555555FF", "systemIndigo"])
  }
}
