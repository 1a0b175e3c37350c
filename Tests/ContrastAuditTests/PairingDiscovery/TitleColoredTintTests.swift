import Foundation
import Testing

@testable import ContrastAudit

/// A tint that only repeats a button's title color is the title's pairing again.
///
/// AdGuard (read to check) styles its green buttons in an extension of `UIButton`: a green
/// background, a white title for the normal state and a white tint. None of the buttons has an
/// image, so the tint draws nothing; its pairing failed beside the title's, the same 2.55:1
/// counted twice. A tint of another color, or one set in another state's branch, is still
/// measured.
@Suite struct TitleColoredTintTests {
  static let style = """
    import UIKit

    extension UIButton {
        func applyStandardGreenStyle() {
            let greenColor = UIColor(red: 0.404, green: 0.698, blue: 0.475, alpha: 1)
            self.layer.cornerRadius = 8.0
            self.backgroundColor = greenColor
            self.setTitleColor(.white, for: .normal)
            self.tintColor = UIColor.white
        }

        func applyOutlineStyle() {
            self.backgroundColor = .white
            self.setTitleColor(.black, for: .normal)
            self.tintColor = UIColor(red: 0.404, green: 0.698, blue: 0.475, alpha: 1)
        }
    }
    """

  @Test func aTintSpelledAsTheTitleIsNotPairedTwice() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/UIButton+Style.swift", Self.style)
    let pairs = Set(
      folder.audit().checks.compactMap { check -> String? in
        guard let name = check.pairing.name else { return nil }
        let what = name.hasPrefix("tint of") ? "tint" : name.hasPrefix("title") ? "title" : name
        return "\(what): \(check.pairing.foreground) on \(check.pairing.background)"
      })
    // The outline style's green tint differs from its black title: its glyphs are measured.
    #expect(
      pairs == [
        "title: white on greenColor", "title: black on white", "tint: #67B279FF on white",
      ])
  }
}
