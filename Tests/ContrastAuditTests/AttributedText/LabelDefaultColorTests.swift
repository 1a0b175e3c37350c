import Foundation
import Testing

@testable import ContrastAudit

/// A `UILabel` the code makes, whose color nothing sets, fills runs without a color with its
/// default `UIColor.label`: nothing to report, unless an appearance proxy colors every label.
///
/// Simplified (read to check) had ten notes on one problem report's runs, each "relying on the
/// label's own text color", for a label made two lines above the assignment.
@Suite struct LabelDefaultColorTests {
  static let screen = """
    import UIKit

    final class ProblemReportViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel.init()
            label.numberOfLines = 0
            label.attributedText = NSAttributedString(string: "Type:", attributes: [.font: UIFont.boldSystemFont(ofSize: 12)])
            view.addSubview(label)
        }
    }
    """

  static func findings(_ files: [String: String]) throws -> [Finding] {
    let folder = try TemporaryFolder()
    var scanned: [(displayPath: String, url: URL)] = []
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      scanned.append((path, try folder.write(path, text)))
    }
    return AttributedTextScanner().scan(scanned).findings
  }

  @Test func aPlainLabelMadeHereNeedsNoColor() throws {
    #expect(try Self.findings(["App/ProblemReportViewController.swift": Self.screen]).isEmpty)
  }

  @Test func anAppearanceProxyMakesItANote() throws {
    let theme = """
      import UIKit

      enum Theme {
          static func apply() {
              UILabel.appearance().textColor = .black
          }
      }
      """
    let found = try Self.findings([
      "App/ProblemReportViewController.swift": Self.screen, "App/Theme.swift": theme,
    ])
    #expect(found.map(\.severity) == [.note])
  }
}
