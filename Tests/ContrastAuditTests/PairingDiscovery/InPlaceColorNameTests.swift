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

  /// The same unreadable expression in several places is one color, whose reason names no place
  /// when two differ only by where they are.
  ///
  /// cwa-app-ios's `SimpleTextCell` was told its `cellViewModel.textColor` "is a parameter of
  /// configure (DMButtonTableViewCell.swift:27)": another cell's method, found first.
  @Test func oneUnresolvedColorForTwoPlacesNamesNeither() throws {
    var palette = Palette()
    var inPlace: Set<String> = []
    func found(_ file: String, _ line: Int, _ reason: String) -> DiscoveredPairing {
      DiscoveredPairing(
        foreground: .unresolved(reason, label: "cellViewModel.textColor"),
        background: .named("systemBackground"), role: .text, source: .uikit,
        location: SourceLocation(file: file, line: line, column: 9), context: "text of a label")
    }
    let pairings = PairingDiscovery.pairings(
      [
        found(
          "App/ButtonCell.swift", 31,
          "cellViewModel is a parameter of configure: its value comes from the callers "
            + "(App/ButtonCell.swift:27)"),
        found(
          "App/TextCell.swift", 42,
          "cellViewModel is a parameter of configure: its value comes from the callers "
            + "(App/TextCell.swift:35)"),
        found("App/TitleCell.swift", 12, "cellViewModel.textColor has no value in the code (:8)"),
      ], palette: &palette, inPlace: &inPlace)
    // One color, so one pairing: the third place's other reason does not split it.
    #expect(pairings.map(\.foreground) == ["cellViewModel.textColor"])
    #expect(pairings.first?.note == "found at App/ButtonCell.swift:31:9 and 2 more")
    guard case .code(let values)? = palette["cellViewModel.textColor"]?.definition else {
      Issue.record("no code color")
      return
    }
    #expect(
      values.values.allSatisfy {
        $0
          == .unresolved(
            "cellViewModel is a parameter of configure: its value comes from the callers")
      })
    #expect(PairingDiscovery.withoutPlace("x has no value (:99)") == "x has no value")
    #expect(PairingDiscovery.withoutPlace("x is a var (App/A.swift:3:7)") == "x is a var")
    #expect(
      PairingDiscovery.withoutPlace("drawn in a view (a scrim)") == "drawn in a view (a scrim)")
    #expect(PairingDiscovery.withoutPlace("x (App/A.swift:)") == "x (App/A.swift:)")
  }
}
