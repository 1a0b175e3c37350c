import Testing

@testable import ContrastAudit

/// A fixed text color beside plain text the same function colors fixed and dark is one fixed
/// scheme, a note.
///
/// Primal (read to check) sets its onboarding fields' `textColor = .black` and their placeholders'
/// runs `UIColor.black.withAlphaComponent(0.5)` in one `viewDidLoad`, and a form header's label
/// `.init(rgb: 0xAAAAAA)` beside a "* required" run in `0x666666`: text made for the fixed light
/// grounds those screens paint, warned about as if it sat on Dark Mode's black. Where the plain
/// text is white (an alert's title on its colored header) no light ground is implied. A type
/// that gives text a fixed white is made for a fixed dark ground: Threema's setup field, white
/// text with a light gray placeholder, on onboarding screens pinned dark; a run color that reads
/// on black is a note there.
@Suite struct FixedSchemeTests {
  static func finding(_ source: String) -> Finding? {
    AttributedTextScanner().scan(source: source, path: "Form.swift").findings.first {
      $0.rule == AttributedTextStaticColorRule.id
    }
  }

  static func form(textColor: String, inOtherFunction: Bool = false) -> String {
    let plain = "for field in textFields { field.textColor = \(textColor) }"
    return """
      import UIKit

      final class DisplayNameController: UIViewController {
          let nameInput = UITextField()
          let aboutInput = UITextField()
          var textFields: [UITextField] { [nameInput, aboutInput] }

          override func viewDidLoad() {
              super.viewDidLoad()
              \(inOtherFunction ? "" : plain)
              nameInput.attributedPlaceholder = NSAttributedString(string: "Display Name", attributes: [
                  .font: UIFont.systemFont(ofSize: 16, weight: .semibold),
                  .foregroundColor: UIColor.darkGray
              ])
          }

          func style() {
              \(inOtherFunction ? plain : "")
          }
      }
      """
  }

  @Test func darkPlainTextInTheSameFunctionMakesANote() throws {
    let found = try #require(Self.finding(Self.form(textColor: ".black")))
    #expect(found.severity == .note)
    #expect(found.message.contains("like the text color this function sets on line 10 (`.black`)"))
  }

  @Test func anAppsOwnInitializerCountsAsFixed() throws {
    let source = """
      import UIKit

      final class FormHeaderView: UIStackView {
          convenience init(title: String, required: Bool) {
              let label = UILabel()
              label.textColor = .init(rgb: 0xAAAAAA)
              label.text = title
              let requiredLabel = UILabel()
              requiredLabel.attributedText = NSAttributedString(string: "required", attributes: [
                  .foregroundColor: UIColor.init(rgb: 0x666666)
              ])
              self.init(arrangedSubviews: [label, requiredLabel])
          }
      }
      """
    let found = try #require(Self.finding(source))
    #expect(found.severity == .note)
    #expect(found.message.contains("sets on line 6 (`.init(rgb:)`)"))
  }

  /// A ground the type fixes is measured, ahead of what its text colors imply.
  @Test func theTypesOwnGroundComesFirst() throws {
    let source = Self.form(textColor: ".black").replacingOccurrences(
      of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        view.backgroundColor = .black")
    let found = try #require(Self.finding(source))
    #expect(found.severity == .warning)
    #expect(found.message.contains("on the fixed background this type sets"))
  }

  @Test func whitePlainTextImpliesNoLightGround() throws {
    let found = try #require(Self.finding(Self.form(textColor: ".white")))
    #expect(found.severity == .warning)
  }

  @Test func adaptivePlainTextIsNoFixedScheme() throws {
    let found = try #require(Self.finding(Self.form(textColor: ".label")))
    #expect(found.severity == .warning)
  }

  @Test func plainTextColoredInAnotherFunctionIsNotEvidence() throws {
    let found = try #require(Self.finding(Self.form(textColor: ".black", inOtherFunction: true)))
    #expect(found.severity == .warning)
  }

  /// A run color that fails on white is not made for a light ground, whatever the plain text.
  @Test func aRunThatFailsOnWhiteStaysAWarning() throws {
    let source = Self.form(textColor: ".black").replacingOccurrences(
      of: "UIColor.darkGray", with: "UIColor.lightGray")
    let found = try #require(Self.finding(source))
    #expect(found.severity == .warning)
  }

  static func setupField(placeholder: String, textColor: String = "UIColor.white") -> String {
    """
    import UIKit

    final class SetupTextField: UIView {
        @IBInspectable var placeholder: String? {
            didSet {
                let foregroundColor = [NSAttributedString.Key.foregroundColor: \(placeholder)]
                textField.attributedPlaceholder = NSAttributedString(string: placeholder!, attributes: foregroundColor)
            }
        }

        private let textField: UITextField = {
            let field = UITextField()
            field.textColor = \(textColor)
            field.backgroundColor = .clear
            field.keyboardAppearance = .dark
            return field
        }()
    }
    """
  }

  /// Threema's setup field: its text fixed white, its placeholder light gray, for the dark
  /// onboarding screens it is used on.
  @Test func whiteTextInTheTypeImpliesADarkGround() throws {
    let found = try #require(Self.finding(Self.setupField(placeholder: "UIColor.lightGray")))
    #expect(found.severity == .note)
    #expect(
      found.message.contains(
        "9.03:1 on black, where it reads, in a type that gives text a fixed white on line 13"))
  }

  @Test func aColorThatFailsOnBlackStaysAWarning() throws {
    let found = try #require(Self.finding(Self.setupField(placeholder: "UIColor.darkGray")))
    #expect(found.severity == .warning)
  }

  @Test func adaptiveTextInTheTypeImpliesNothing() throws {
    let found = try #require(
      Self.finding(Self.setupField(placeholder: "UIColor.lightGray", textColor: "UIColor.label")))
    #expect(found.severity == .warning)
  }
}
