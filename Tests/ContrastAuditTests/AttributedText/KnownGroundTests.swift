import Testing

@testable import ContrastAudit

/// A fixed text color in a type that fixes its own ground is measured on that ground.
///
/// Primal (read to check) colors its profile card's links `UIColor(rgb: 0xCA079F)` in a view that
/// sets `backgroundColor = .white`, and its premium card's text gray in a controller that pins
/// `overrideUserInterfaceStyle = .dark`: three warnings that the text "does not adapt to Dark
/// Mode", where neither side changes with it. Measured on the type's ground: a note where it
/// reads, a warning where it does not.
@Suite struct KnownGroundTests {
  static func finding(_ source: String) -> Finding? {
    AttributedTextScanner().scan(source: source, path: "Card.swift").findings.first {
      $0.rule == AttributedTextStaticColorRule.id
    }
  }

  static func card(ground: String, text: String) -> String {
    """
    import UIKit

    final class ProfileCard: UIView {
        let websiteLabel = UILabel()

        func setup() {
            \(ground)
            websiteLabel.attributedText = NSAttributedString(
                string: "primal.net", attributes: [.foregroundColor: \(text)])
            addSubview(websiteLabel)
        }
    }
    """
  }

  @Test func aColorThatReadsOnTheTypesOwnGroundIsANote() throws {
    let found = try #require(
      Self.finding(Self.card(ground: "backgroundColor = .white", text: "UIColor.darkGray")))
    #expect(found.severity == .note)
    #expect(
      found.message.contains("on the fixed background this type sets (`white`), where it reads"))
  }

  @Test func aColorThatFailsOnTheTypesOwnGroundIsAWarning() throws {
    let found = try #require(
      Self.finding(Self.card(ground: "backgroundColor = .white", text: "UIColor.lightGray")))
    #expect(found.severity == .warning)
    #expect(found.message.contains("2.32:1 on the fixed background this type sets (`white`)"))
  }

  /// The app's own initializer: its value is not known, and Dark Mode changes neither side.
  @Test func aColorOfUnknownValueOnAFixedGroundIsANote() throws {
    let found = try #require(
      Self.finding(Self.card(ground: "backgroundColor = .white", text: "UIColor(rgb: 0xCA079F)")))
    #expect(found.severity == .note)
    #expect(found.message.contains("Dark Mode changes neither"))
  }

  @Test func aPinnedAppearanceIsTheGround() throws {
    let found = try #require(
      Self.finding(
        Self.card(ground: "overrideUserInterfaceStyle = .dark", text: "UIColor.lightGray")))
    #expect(found.severity == .note)
    #expect(found.message.contains("Dark Mode's black, the appearance this type pins"))
  }

  /// Another view's background is not the text's ground.
  @Test func anotherViewsBackgroundIsNotTheGround() throws {
    let found = try #require(
      Self.finding(
        Self.card(
          ground: "websiteLabel.superview?.backgroundColor = .white", text: "UIColor.darkGray")))
    #expect(found.severity == .warning)
  }
}
