import Foundation
import Testing

@testable import ContrastAudit

/// A font the app's own extension of `UIFont` returns decides the role, as a font written in
/// place does.
///
/// cosmostation (read to check) titles its red buttons `.fontSize16Bold`, a static property of
/// its `extension UIFont` returning `UIFont(name: "SpoqaHanSansNeo-Bold", size: 16)!`: 16 pt
/// bold, large text held to 3:1, which its white on red passes at 3.3:1; it was measured as body
/// text against 4.5:1. A semibold face is not bold.
@Suite struct FontPropertyTests {
  static let code = """
    import UIKit

    extension UIFont {
        static var fontSize16Bold: UIFont {
            UIFont(name: "SpoqaHanSansNeo-Bold", size: 16)!
        }
        static var fontSize16SemiBold: UIFont {
            UIFont(name: "SpoqaHanSansNeo-SemiBold", size: 16)!
        }
        static var fontSize20Medium: UIFont {
            UIFont(name: "SpoqaHanSansNeo-Medium", size: 20)!
        }
    }

    class BaseRedButton: UIButton {
        override init(frame: CGRect) {
            super.init(frame: frame)
            setup()
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
            setup()
        }

        func setup() {
            self.titleLabel?.font = .fontSize16Bold
            self.backgroundColor = .systemRed
            self.setTitleColor(.white, for: .normal)
        }
    }

    class BaseGreenButton: UIButton {
        func setup() {
            self.titleLabel?.font = UIFont.fontSize16SemiBold
            self.backgroundColor = .systemGreen
            self.setTitleColor(.white, for: .normal)
        }
    }

    class BaseBlueButton: UIButton {
        func setup() {
            self.titleLabel?.font = .fontSize20Medium
            self.backgroundColor = .systemBlue
            self.setTitleColor(.white, for: .normal)
        }
    }
    """

  @Test func aFontPropertyOfTheAppsExtensionDecidesTheRole() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Buttons.swift", Self.code)
    var roles: [String: Set<Role>] = [:]
    for check in folder.audit().checks {
      roles[check.pairing.background, default: []].insert(check.pairing.role)
    }
    #expect(roles["systemRed"] == [.largeText])
    #expect(roles["systemGreen"] == [.text])
    #expect(roles["systemBlue"] == [.largeText])
  }
}
