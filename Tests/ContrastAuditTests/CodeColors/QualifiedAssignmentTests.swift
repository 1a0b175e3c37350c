import Foundation
import Testing

@testable import ContrastAudit

/// An assignment through another type's name is not this type's: ownCloud's share extension sets
/// `ShareExtensionViewController.shared = self`, and every `Theme.shared` read was "a var the
/// code assigns" at that line.
@Suite struct QualifiedAssignmentTests {
  static func values(_ assignments: String) -> [String: String] {
    let palette = SourceFile(
      path: "Palette.swift", language: .swift,
      source: """
        import UIKit

        extension UIColor {
            static var brand = UIColor(white: 0.2, alpha: 1)
        }
        """)
    let other = SourceFile(path: "ShareViewController.swift", language: .swift, source: assignments)
    let extractor = CodeColorExtractor(
      index: SourceIndex(files: [palette, other]), systemColors: [:], assetNames: [])
    var found: [String: String] = [:]
    for color in extractor.extract().colors {
      guard case .code(let values) = color.definition else { continue }
      switch values.values[0] {
      case .color(let value, _): found[color.name] = value.hexString
      case .unresolved(let reason): found[color.name] = reason
      case .reference(let name, _): found[color.name] = "reference: " + name
      }
    }
    return found
  }

  @Test func anotherTypesAssignmentLeavesTheColorRead() {
    let values = Self.values(
      """
      final class ShareViewController: UIViewController {
          static var brand: ShareViewController?
          override func viewDidLoad() {
              super.viewDidLoad()
              ShareViewController.brand = self
          }
      }
      """)
    #expect(values["UIColor.brand"] == "#333333FF")
  }

  @Test func itsOwnOrAnUnqualifiedAssignmentMakesItState() {
    #expect(
      Self.values("func pick() {\n    UIColor.brand = .red\n}\n")["UIColor.brand"]
        == "UIColor.brand is a var the code assigns (ShareViewController.swift:2)")
    #expect(
      Self.values("func pick(theme: Theme) {\n    theme.brand = .red\n}\n")["UIColor.brand"]
        == "UIColor.brand is a var the code assigns (ShareViewController.swift:2)")
  }

  /// A stored `var` with no initial value that the code assigns is runtime state, like one with
  /// a value: V2ex's `static var _colors: V2EXColorProtocol?`, set by a setter, was "a member with
  /// no value in the code".
  @Test func aVarWithoutAValueThatTheCodeAssignsIsState() {
    let values = Self.values(
      """
      import UIKit

      final class V2EXColor: NSObject {
          fileprivate static var _colors: UIColor?
          static var colors: UIColor {
              get {
                  if let c = V2EXColor._colors {
                      return c
                  }
                  return UIColor(white: 1, alpha: 1)
              }
              set {
                  V2EXColor._colors = newValue
              }
          }
      }

      extension UIColor {
          static var probe: UIColor { V2EXColor.colors }
      }
      """)
    #expect(
      values["V2EXColor.colors"]
        == "V2EXColor._colors is a var the code assigns (ShareViewController.swift:13)")
  }
}
