import Foundation
import Testing

@testable import ContrastAudit

/// Colors kept in an array literal: an element at an index the code fixes is that element, and
/// one picked by an index it does not decide is read once per element, each a pairing of its own.
///
/// Jami draws a white monogram on one of 16 avatar colors chosen by a hash of the name (white on
/// its Lime is 1.5:1), and BeeSwift's freshness badge sets its text and ground from the same
/// element of an array of styles; both were "an array or dictionary literal", unresolved.
@Suite struct ArrayElementTests {
  static func value(_ expression: String, declarations: String = "") -> String {
    let source = SourceFile(
      path: "Palette.swift", language: .swift,
      source: """
        import UIKit

        let brandColors = [
            UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            UIColor(red: 0, green: 0, blue: 1, alpha: 1),
        ]
        \(declarations)
        extension UIColor {
            static let probe: UIColor = \(expression)
        }
        """)
    let extractor = CodeColorExtractor(
      index: SourceIndex(files: [source]), systemColors: [:], assetNames: [])
    guard let color = extractor.extract().colors.first(where: { $0.name == "UIColor.probe" }),
      case .code(let values) = color.definition
    else { return "unread" }
    switch values.values[0] {
    case .color(let rgba, _): return rgba.hexString
    case .unresolved(let reason): return "unresolved: \(reason)"
    case .reference(let name, _): return "reference: \(name)"
    }
  }

  @Test(arguments: [
    ("brandColors[1]", "#0000FFFF"),
    ("brandColors[brandColors.count - 1]", "#0000FFFF"),
    ("brandColors.first!", "#FF0000FF"),
    ("brandColors.last ?? .black", "#0000FFFF"),
    ("[UIColor.white, UIColor.black][1]", "#000000FF"),
  ])
  func anElementAtAFixedIndex(expression: String, expected: String) {
    #expect(Self.value(expression) == expected)
  }

  @Test func aComponentArrayFeedsAnInitializer() {
    let value = Self.value(
      "UIColor(red: parts[0], green: parts[1], blue: parts[2], alpha: 1)",
      declarations: "let parts: [CGFloat] = [1, 0.5, 0]")
    #expect(value == "#FF8000FF")
  }

  @Test(arguments: [
    ("brandColors[7]", "index 7 of an array of 2 elements"),
    ("brandColors.randomElement()!", "an element of brandColors picked by an index"),
    ("[\"a\": UIColor.red][\"a\"]!", "a dictionary literal"),
  ])
  func whatTheCodeDoesNotDecideStaysUnresolved(expression: String, reason: String) {
    let value = Self.value(expression)
    #expect(value.hasPrefix("unresolved: "))
    #expect(value.contains(reason))
  }

  /// `scanner.currentIndex = hex.dropFirst().startIndex` skips the `#`; a place the evaluator
  /// does not follow leaves the scanner unknown: reading from the start, `#` stopped the scan and
  /// Jami's avatar colors came out black.
  @Test(arguments: [
    ("hexString.dropFirst().startIndex", "#CDDC39FF"),
    ("hexString.index(after: hexString.startIndex)", "#CDDC39FF"),
    ("hexString.index(hexString.startIndex, offsetBy: 1)", "unresolved"),
  ])
  func aScannersPlace(place: String, expected: String) {
    let initializer = """
      extension UIColor {
          convenience init?(hexString: String) {
              let hexString: String = hexString.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines)
              let scanner = Scanner(string: hexString)
              if hexString.hasPrefix("#") {
                  scanner.currentIndex = \(place)
              }
              var color: UInt64 = 0
              scanner.scanHexInt64(&color)
              let mask = 0x000000FF
              let red = CGFloat(Int(color >> 16) & mask) / 255.0
              let green = CGFloat(Int(color >> 8) & mask) / 255.0
              let blue = CGFloat(Int(color) & mask) / 255.0
              self.init(red: red, green: green, blue: blue, alpha: 1)
          }
      }
      """
    let value = Self.value("UIColor(hexString: \"#cddc39\")!", declarations: initializer)
    #expect(value.hasPrefix(expected))
  }

  /// The NHS app keeps its palette in labeled tuples: `static let nhs = (error: UIColor(named:
  /// "NHS Error"), …, grey: grey)`, read as `UIColor.nhs.grey.five`; the label was read as a name
  /// ("error is not defined").
  @Test func aLabeledTupleIsReadByLabel() {
    let declarations = """
      extension UIColor {
          private static let grey = (one: UIColor(white: 0.9, alpha: 1),
                                     five: UIColor(white: 0.2, alpha: 1))

          static let nhs = (error: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                            blue: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
                            grey: grey)
      }
      """
    #expect(Self.value("UIColor.nhs.blue", declarations: declarations) == "#0000FFFF")
    #expect(Self.value("UIColor.nhs.grey.five", declarations: declarations) == "#333333FF")
  }

  @Test func aLocalInstanceFieldSetIsRead() {
    let declarations = """
      struct Tint {
          var color: UIColor
      }
      func makeTint() -> UIColor {
          var tint = Tint(color: .white)
          tint.color = .black
          return tint.color
      }
      """
    #expect(Self.value("makeTint()", declarations: declarations) == "#000000FF")
  }

  @Test func eachElementPickedAtRuntimeIsAPairing() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/AvatarsColors.swift",
      """
      import UIKit

      // Colors from material.io
      let avatarColors = [
          UIColor(red: 33 / 255, green: 150 / 255, blue: 243 / 255, alpha: 1), // Blue
          UIColor(red: 205 / 255, green: 220 / 255, blue: 57 / 255, alpha: 1), // Lime
          UIColor(red: 121 / 255, green: 85 / 255, blue: 72 / 255, alpha: 1), // Brown
      ]

      func avatarBackgroundColor(for name: String) -> UIColor {
          let index = abs(name.hashValue) % avatarColors.count
          return avatarColors[index]
      }
      """)
    try folder.write(
      "App/CallAvatarView.swift",
      """
      import UIKit

      final class CallAvatarView: UIView {
          private let monogramLabel = UILabel()

          func configure(name: String) {
              backgroundColor = avatarBackgroundColor(for: name)
              monogramLabel.textColor = .white
              monogramLabel.text = String(name.prefix(1))
              addSubview(monogramLabel)
          }
      }
      """)
    var failed: [String: Bool] = [:]
    for check in folder.audit().checks {
      let name = check.pairing.name ?? ""
      failed[name] = (failed[name] ?? false) || check.status == .failed
    }
    let prefix = "text of monogramLabel in CallAvatarView on CallAvatarView, when "
    #expect(failed[prefix + "avatarColors[0]"] == true)  // 3.1:1
    #expect(failed[prefix + "avatarColors[1]"] == true)  // 1.5:1
    #expect(failed[prefix + "avatarColors[2]"] == false)  // 6.6:1
    #expect(failed.count == 3)
  }

  @Test func textAndGroundFromOneElementGoTogether() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/FreshnessIndicatorView.swift",
      """
      import UIKit

      extension UIColor {
        public struct Beeminder {
          public static let red: UIColor = .systemRed
          public static let gray = UIColor.systemGray
        }
      }

      class FreshnessIndicatorView: UIView {
        private let label: UILabel = {
          let label = UILabel()
          label.font = .preferredFont(forTextStyle: .subheadline)
          return label
        }()
        private struct Style {
          let backgroundColor: UIColor
          let textColor: UIColor
        }
        private let styles: [Style] = [
          // ones we consider recent
          Style(backgroundColor: .Beeminder.gray, textColor: .label),
          // and the old ones
          Style(backgroundColor: .Beeminder.red, textColor: .white),
        ]

        func show(lastUpdated date: Date) {
          updateDisplay(for: date)
        }

        private func updateDisplay(for date: Date) {
          let elapsed = -date.timeIntervalSinceNow
          let style: Style = {
            let index = elapsed < 3600 ? 0 : 1
            return styles[index]
          }()
          UIView.animate(withDuration: 0.2) {
            self.backgroundColor = style.backgroundColor
            self.label.textColor = style.textColor
          }
        }
      }
      """)
    let titles = Set(folder.audit().checks.map(\.pairing.title))
    #expect(
      titles == [
        "label on UIColor.Beeminder.gray", "white on UIColor.Beeminder.red",
      ])
  }

  /// A branch of a ternary the code does not decide is read per element too: DuckDuckGo's
  /// favorite tiles draw their letter on `needsColorBackground ? Color.forDomain(domain) :
  /// …`, one of 16 colors picked by a hash of the domain.
  @Test func aBranchPickedFromAnArrayIsReadPerElement() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/FavoriteView.swift",
      """
      import SwiftUI

      extension Color {
          static func forDomain(_ domain: String) -> Color {
              let palette = [
                  Color(red: 0x94 / 255, green: 0xB3 / 255, blue: 0xAF / 255),
                  Color(red: 0x4D / 255, green: 0x5F / 255, blue: 0x7F / 255),
              ]
              let index = abs(domain.hashValue) % palette.count
              return palette[index]
          }
      }

      struct FavoriteView: View {
          let domain: String
          let needsColorBackground: Bool

          var body: some View {
              ZStack {
                  RoundedRectangle(cornerRadius: 10)
                      .fill(needsColorBackground ? Color.forDomain(domain) : Color.black)
                  Text(domain.prefix(1).uppercased())
                      .foregroundColor(Color.white)
                      .font(.system(size: 42))
              }
          }
      }
      """)
    var failed: [String: Bool] = [:]
    for check in folder.audit().checks {
      failed[check.pairing.title, default: false] =
        failed[check.pairing.title, default: false] || check.status == .failed
    }
    #expect(
      failed == [
        "white on Color.forDomain(domain) when palette[0]": true,  // 2.2:1
        "white on Color.forDomain(domain) when palette[1]": false,  // 6.6:1
        "white on black": false,
      ])
  }
}
