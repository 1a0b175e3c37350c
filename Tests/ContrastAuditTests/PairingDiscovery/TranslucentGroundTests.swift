import Foundation
import Testing

@testable import ContrastAudit

/// A translucent near-black or near-white ground, found in use with nothing the file shows behind
/// it, is unresolved once its named color is known: it darkens or lightens whatever is there.
///
/// Provenance draws its panels on `Color.retroBlack.opacity(0.3)` (#0D0D1A) over its own dark
/// backgrounds; measured over the light system background, 84 of its pairings failed in Light
/// Mode only. A literal `Color.black.opacity(0.3)` was already unresolved where it was found; a
/// named color is a reference until the palette resolves it, so the evaluator decides.
@Suite struct TranslucentGroundTests {
  static let views = """
    import SwiftUI

    extension Color {
        static let retroBlack = Color(red: 13 / 255, green: 13 / 255, blue: 26 / 255)
        static let retroPaper = Color(red: 0.96, green: 0.95, blue: 0.92)
        static let retroBlue = Color(red: 0.1, green: 0.3, blue: 0.8)
    }

    struct CoreOptionsView: View {
        var body: some View {
            VStack {
                Text("Core options")
                    .foregroundColor(.white)
                    .background(Color.retroBlack.opacity(0.3))
                Text("Defaults")
                    .foregroundColor(.orange)
                    .background(Color.retroPaper.opacity(0.2))
                Text("Reset")
                    .foregroundColor(.green)
                    .background(Color.retroBlue.opacity(0.3))
                Text("Save state")
                    .foregroundColor(.yellow)
                    .background(Color.retroBlack.opacity(0.85))
            }
        }
    }
    """

  @Test func aNearBlackOrWhiteGroundWhoseBackdropDecidesIsUnresolved() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/CoreOptionsView.swift", Self.views)
    let result = folder.audit()
    func checks(_ foreground: String) -> [Check] {
      result.checks.filter { $0.pairing.foreground == foreground }
    }
    let onBlack = checks("white")
    #expect(!onBlack.isEmpty)
    #expect(onBlack.allSatisfy { $0.status == .unresolved })
    guard case .unresolved(let reasons)? = onBlack.first?.outcome else {
      Issue.record("not unresolved")
      return
    }
    let reason = try #require(reasons.first?.reason)
    #expect(reason.contains("translucent near-black or near-white"))
    #expect(reason.contains("App/CoreOptionsView.swift does not show"))
    #expect(reason.contains("whether the pairing passes depends on it"))
    // Orange's light high-contrast value fails over black and over white: that verdict holds.
    let onPaper = checks("systemOrange")
    #expect(onPaper.filter { $0.status == .unresolved }.count == 6)
    #expect(
      onPaper.filter { $0.status == .failed }.map(\.traits.key).sorted() == [
        "light-high-base", "light-high-elevated",
      ])
    // A translucent color of its own is still measured over the system background.
    #expect(!checks("systemGreen").isEmpty)
    #expect(checks("systemGreen").allSatisfy { $0.status != .unresolved })
    // Yellow on 85 % near-black passes over black and over white, or fails over both.
    #expect(!checks("systemYellow").isEmpty)
    #expect(checks("systemYellow").allSatisfy { $0.status != .unresolved })
  }

  /// LoopFollow's snoozer bar.
  ///
  /// A white 8 % panel, drawn by a function the screen's black `ZStack` calls, with white 12 %
  /// buttons on it. Both grounds only lighten what is behind them; measured over the light
  /// system background, white text read 1.00:1.
  static let snoozer = """
    import SwiftUI

    struct SnoozerView: View {
        var body: some View {
            ZStack {
                Color.black.ignoresSafeArea()
                snoozerBar()
            }
        }

        private func snoozerBar() -> some View {
            VStack(spacing: 10) {
                HStack(spacing: 8) {
                    Text("− 30m")
                        .foregroundColor(.white)
                        .background(Color.white.opacity(0.12))
                    Text("End now")
                        .foregroundColor(.white)
                        .background(Color.red.opacity(0.6))
                    Text("Snoozed")
                        .foregroundColor(.yellow)
                        .background(Color.yellow.opacity(0.6))
                }
                .background(Color.white.opacity(0.08))
                HStack {
                    Text("Alarm")
                        .foregroundColor(.white)
                        .background(Color.white.opacity(0.12))
                }
                .background(Color.indigo)
            }
        }
    }
    """

  @Test func aTranslucentGroundOverANearWhitePanelIsUnresolved() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/SnoozerView.swift", Self.snoozer)
    let result = folder.audit()
    func checks(_ line: Int) -> [Check] {
      result.checks.filter { $0.pairing.location.line == line }
    }
    for line in [15, 18] {
      #expect(!checks(line).isEmpty, "line \(line)")
      #expect(checks(line).allSatisfy { $0.status == .unresolved }, "line \(line)")
    }
    guard case .unresolved(let reasons)? = checks(15).first?.outcome else {
      Issue.record("not unresolved")
      return
    }
    let reason = try #require(reasons.first?.reason)
    #expect(reason.contains("translucent near-black or near-white"))
    #expect(reason.contains("App/SnoozerView.swift does not show"))
    // Yellow on yellow 60 % over the panel fails whatever the screen behind is: that verdict
    // holds.
    #expect(!checks(21).isEmpty)
    #expect(checks(21).allSatisfy { $0.status != .unresolved })
    // Over an opaque panel the button is measured.
    #expect(!checks(27).isEmpty)
    #expect(checks(27).allSatisfy { $0.status != .unresolved })
  }

  @Test func aDeclaredPairingOnANearBlackGroundIsMeasured() throws {
    let panel = NamedColor(
      name: "Panel",
      definition: .palette([
        PaletteVariant(
          value: .color(RGBA(red: 13 / 255, green: 13 / 255, blue: 26 / 255, alpha: 0.3)),
          key: "any")
      ]), location: SourceLocation(file: "palette.json"))
    let evaluator = Evaluator(
      resolver: TestPaths.resolver([panel]), thresholds: .wcag22, level: .AA)
    var pairing = Pairing(
      foreground: "label", background: "Panel", location: SourceLocation(file: "x.json"))
    #expect(evaluator.evaluate(pairing).allSatisfy { $0.status != .unresolved })
    pairing.origin = .discovered(.swiftUI)
    #expect(evaluator.evaluate(pairing).allSatisfy { $0.status == .unresolved })
    pairing.backdrop = "systemGray"
    #expect(evaluator.evaluate(pairing).allSatisfy { $0.status != .unresolved })
  }

  @Test func aVerdictHoldsOverAnyBackdropWhenBlackAndWhiteAgree() {
    let white = RGBA(red: 1, green: 1, blue: 1)
    let panel = RGBA(red: 13 / 255, green: 13 / 255, blue: 26 / 255, alpha: 0.3)
    let dense = RGBA(red: 0, green: 0, blue: 0, alpha: 0.9)
    let gray = RGBA(red: 0.5, green: 0.5, blue: 0.5)
    // 30 %: white passes over black, not over white.
    #expect(
      !Evaluator.verdictHoldsOverAnyBackdrop(foreground: white, background: panel, minimum: 4.5))
    // 90 % black: white passes over either; mid gray fails over either.
    #expect(
      Evaluator.verdictHoldsOverAnyBackdrop(foreground: white, background: dense, minimum: 4.5))
    #expect(Evaluator.verdictHoldsOverAnyBackdrop(foreground: gray, background: dense, minimum: 7))
    // Gray between the two grounds: some backdrop matches it.
    #expect(!Evaluator.verdictHoldsOverAnyBackdrop(foreground: gray, background: panel, minimum: 3))
    // A translucent foreground is not bounded; decoration has no verdict to change.
    #expect(
      !Evaluator.verdictHoldsOverAnyBackdrop(
        foreground: RGBA(red: 1, green: 1, blue: 1, alpha: 0.5), background: dense, minimum: 3))
    #expect(
      Evaluator.verdictHoldsOverAnyBackdrop(foreground: gray, background: panel, minimum: nil))
  }

  @Test func scrimsAreWithinOnePointTwoFiveOfBlackOrWhite() {
    func scrim(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 0.5) -> Bool {
      Evaluator.isScrim(
        RGBA(
          red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
          alpha: alpha))
    }
    #expect(scrim(0x0D, 0x0D, 0x1A))
    #expect(scrim(0x1C, 0x1C, 0x1C))
    #expect(!scrim(0x30, 0x30, 0x30))
    #expect(scrim(0xF2, 0xF2, 0xF7))
    #expect(!scrim(0xC0, 0xC0, 0xC0))
    #expect(!scrim(0x00, 0x00, 0x00, alpha: 1))
    #expect(!scrim(0x00, 0x00, 0x00, alpha: 0))
  }
}
