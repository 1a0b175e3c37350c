import Foundation
import Testing

@testable import ContrastAudit

/// Another library's control uses its tint as it chooses.
///
/// ONLYOFFICE Documents (read to check) tints a `WSTagsField`, a package's control that fills
/// its tag chips with the tint, behind their text: measured as a glyph on the field's ground,
/// it failed three times. UIKit's views, and the project's own, keep their tint's meaning.
@Suite struct OtherLibraryTintTests {
  static let controller = """
    import UIKit
    import WSTagsField

    final class TagButton: UIButton {}

    final class InviteViewController: UIViewController {
        lazy var tagsView: WSTagsField = {
            let tagsField = WSTagsField()
            tagsField.backgroundColor = .secondarySystemGroupedBackground
            tagsField.tintColor = UIColor(red: 0.6, green: 0.8, blue: 1, alpha: 1)
            tagsField.textColor = .link
            return tagsField
        }()
        private let doneButton = UIButton(type: .system)
        private let tagButton = TagButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            view.addSubview(tagsView)
            doneButton.tintColor = UIColor(red: 0.65, green: 0.85, blue: 1, alpha: 1)
            doneButton.setImage(UIImage(systemName: "checkmark"), for: .normal)
            view.addSubview(doneButton)
            tagButton.tintColor = UIColor(red: 0.7, green: 0.9, blue: 1, alpha: 1)
            tagButton.setImage(UIImage(systemName: "tag"), for: .normal)
            view.addSubview(tagButton)
        }
    }
    """

  @Test func anotherLibrarysControlsTintIsNotPaired() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/InviteViewController.swift", Self.controller)
    let tints = Set(
      folder.audit().checks.compactMap { check -> String? in
        guard check.pairing.name?.hasPrefix("tint of") == true else { return nil }
        return check.pairing.name?.components(separatedBy: " in ").first
      })
    #expect(tints == ["tint of doneButton", "tint of tagButton"])
  }
}
