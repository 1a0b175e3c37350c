import Foundation
import Testing

@testable import ContrastAudit

/// A controller whose superclass sets its view's background shows the superclass's ground.
///
/// Threema (read to check) lays its onboarding pages in storyboard scenes on `#555555`, and
/// their common superclass `PageContentViewController` sets `self.view.backgroundColor` to
/// black in `viewDidLoad`: the pages' near-white labels were measured on the document's gray.
/// A local named `view` (`let view = UIView(); view.backgroundColor = …`) is not the
/// controller's view.
@Suite struct InheritedViewGroundTests {
  static let storyboard = InterfaceBuilderDocument.storyboard(
    """
    \(StaleSceneTests.scene("Nik-01", controller: "PickNicknameViewController", module: "App", label: "Your nickname", gray: "0.6"))
    \(StaleSceneTests.scene("Hom-02", controller: "HomeViewController", module: "App", label: "Blocking", gray: "0.65"))
    """)

  static let controllers = """
    import UIKit

    class PageContentViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
        }
    }

    final class PickNicknameViewController: PageContentViewController {}

    class BaseViewController: UIViewController {
        func blockUserInteraction() {
            let view = UIView(frame: self.view.frame)
            view.backgroundColor = UIColor(white: 1, alpha: 0)
            self.view.addSubview(view)
        }
    }

    final class HomeViewController: BaseViewController {}
    """

  @Test func aSuperclassThatPaintsItsViewPaintsItsSubclassesScenes() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Onboarding.storyboard", Self.storyboard)
    try folder.write("App/Controllers.swift", Self.controllers)
    let labels = Set(folder.audit().checks.compactMap(\.pairing.name))
    #expect(!labels.contains { $0.contains("\"Your nickname\"") })
    #expect(labels.contains { $0.contains("\"Blocking\"") })
  }
}
