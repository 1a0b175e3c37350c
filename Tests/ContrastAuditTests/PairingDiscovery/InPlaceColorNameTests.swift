import Foundation
import Testing

@testable import ContrastAudit

/// How colors written in place are named when the pairings found in use become the audit's.
@Suite struct InPlaceColorNameTests {
  static let place = SourceLocation(file: "App/ToastView.swift", line: 30, column: 15)

  /// An unreadable expression whose label spells a system color's name (`label`) is named with
  /// its place: named `label`, it was the color `label` of every other pairing, and made them
  /// unresolved with its reason.
  @Test func aLabelThatSpellsASystemColorIsNamedWithItsPlace() {
    var palette = Palette()
    var inPlace: Set<String> = []
    let found = [
      DiscoveredPairing(
        foreground: .unresolved("the string's own colors are drawn", label: "label"),
        background: .named("black"), role: .text, source: .uikit, location: Self.place,
        context: "text of label in ToastView"),
      DiscoveredPairing(
        foreground: .named("label"), background: .named("systemBackground"), role: .text,
        source: .uikit, location: Self.place, context: "text of titleLabel in ToastView"),
    ]
    let pairings = PairingDiscovery.pairings(
      found, palette: &palette, inPlace: &inPlace, reserved: ["label", "black"])
    #expect(pairings.map(\.foreground) == ["label (App/ToastView.swift:30:15)", "label"])
    #expect(palette["label"] == nil)
    #expect(inPlace == ["label (App/ToastView.swift:30:15)"])
  }
}
