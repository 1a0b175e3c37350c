import Foundation
import Testing

@testable import ContrastAudit

/// An app's initializer taking integers wins over UIKit's for integer literals, as in Swift, also
/// when one of its parameters is a `CGFloat` the literal fills: Jami's alert banner,
/// `UIColor(red: 245, green: 110, blue: 88, alpha: 1)`, was read with UIKit's initializer, 245
/// clamped to white, and a 2.9:1 failure measured at 1:1.
@Suite struct IntegerInitializerTests {
  static func value(_ call: String) -> String {
    let source = SourceFile(
      path: "UIColor+Ring.swift", language: .swift,
      source: """
        import UIKit

        extension UIColor {
            convenience init(red: Int, green: Int, blue: Int, alpha: CGFloat) {
                let redFloat = CGFloat(red) / 255.0
                let greenFloat = CGFloat(green) / 255.0
                let blueFloat = CGFloat(blue) / 255.0
                self.init(red: redFloat, green: greenFloat, blue: blueFloat, alpha: alpha)
            }

            static let probe = \(call)
        }
        """)
    let extractor = CodeColorExtractor(
      index: SourceIndex(files: [source]), systemColors: [:], assetNames: [])
    guard let color = extractor.extract().colors.first(where: { $0.name == "UIColor.probe" }),
      case .code(let values) = color.definition, case .color(let rgba, _) = values.values[0]
    else { return "unread" }
    return rgba.hexString
  }

  @Test(arguments: [
    ("UIColor(red: 245, green: 110, blue: 88, alpha: 1)", "#F56E58FF"),
    ("UIColor(red: 245, green: 110, blue: 88, alpha: 0.5)", "#F56E5880"),
    // Decimals take UIKit's initializer.
    ("UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)", "#808080FF"),
  ])
  func theAppsInitializerForIntegerLiterals(call: String, expected: String) {
    #expect(Self.value(call) == expected)
  }
}
