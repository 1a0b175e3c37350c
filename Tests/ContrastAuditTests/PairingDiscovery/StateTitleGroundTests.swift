import Foundation
import Testing

@testable import ContrastAudit

/// A title set for a control state is drawn on the ground set where that state holds.
///
/// cosmostation (read to check) titles its `SmallButton` white when selected and gray
/// otherwise, and sets its ground in `if (self.isSelected) { … } else { … }`: the gray normal
/// title was also paired with the selected ground, and failed there. A normal title is drawn in
/// the selected state too when the button sets no selected title.
@Suite struct StateTitleGroundTests {
  /// A button titled `title` (and white when selected, with `selectedTitle`), on `selected` when
  /// selected and `normal` otherwise.
  static func button(
    _ name: String, selectedTitle: Bool, title: String, selected: String, normal: String
  ) -> String {
    """
    class \(name): UIButton {
        override init(frame: CGRect) {
            super.init(frame: frame)
            setup()
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
            setup()
        }

        func setup() {
            self.layer.cornerRadius = 8
            \(selectedTitle ? "self.setTitleColor(.white, for: .selected)" : "")
            self.setTitleColor(.\(title), for: .normal)

            if (self.isSelected) {
                self.backgroundColor = .\(selected)
            } else {
                self.backgroundColor = .\(normal)
            }
        }

        override var isSelected: Bool {
            didSet {
                setup()
            }
        }
    }
    """
  }

  @Test func aStatesTitleGoesWithThatStatesGround() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Buttons.swift",
      "import UIKit\n\n"
        + Self.button(
          "SmallButton", selectedTitle: true, title: "systemGray", selected: "systemIndigo",
          normal: "systemGray6") + "\n\n"
        + Self.button(
          "PlainButton", selectedTitle: false, title: "systemBrown", selected: "systemTeal",
          normal: "systemGray5"))
    var pairs: [String: Set<String>] = [:]
    for check in folder.audit().checks {
      let type = check.pairing.name?.contains("SmallButton") == true ? "Small" : "Plain"
      pairs[type, default: []].insert("\(check.pairing.foreground) on \(check.pairing.background)")
    }
    #expect(pairs["Small"] == ["white on systemIndigo", "systemGray on systemGray6"])
    // Without a selected title, the normal one is drawn when selected too.
    #expect(pairs["Plain"] == ["systemBrown on systemTeal", "systemBrown on systemGray5"])
  }
}
