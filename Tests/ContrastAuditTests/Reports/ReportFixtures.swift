import Foundation

@testable import ContrastAudit

/// Hand-built audit results that look like a real app's, for the reporter tests.
enum ReportFixtures {
  static let hostile = "A<&\"'>]]>\u{1}😀|*"
  static let pairingsFile = "Palette/App.pairings.json"

  static func hex(_ text: String) -> RGBA {
    let digits = Array(text.dropFirst())
    func byte(_ i: Int) -> Int { Int(String(digits[i..<i + 2]), radix: 16) ?? 0 }
    let alpha = digits.count == 8 ? Double(byte(6)) / 255 : 1
    return RGBA(bytes: byte(0), byte(2), byte(4), alpha: alpha)
  }

  /// A measured check: the background composited over the backdrop, then the foreground over it.
  static func measured(
    _ pairing: Pairing, _ traits: TraitCombination, fg: String, bg: String,
    backdrop: String? = nil, minimum: Double? = 4.5, suggestion: Suggestion? = nil,
    fgSlot: String? = nil, notes: [String] = []
  ) -> Check {
    let fgColor = hex(fg)
    let bgColor = hex(bg)
    let backdropColor = backdrop.map(hex)
    let compositedBackground =
      bgColor.alpha < 1 ? Contrast.composite(bgColor, over: backdropColor ?? .white) : bgColor
    let compositedForeground = Contrast.composite(fgColor, over: compositedBackground)
    let measurement = ContrastMeasurement(
      foreground: ResolvedColor(color: fgColor, path: [pairing.foreground], slot: fgSlot),
      background: ResolvedColor(color: bgColor, path: [pairing.background]),
      backdrop: backdropColor.map {
        ResolvedColor(color: $0, path: [pairing.backdrop ?? "systemBackground"])
      },
      compositedForeground: compositedForeground, compositedBackground: compositedBackground,
      ratio: Contrast.ratio(compositedForeground, compositedBackground), notes: notes)
    return Check(
      pairing: pairing, traits: traits, minimum: minimum, outcome: .measured(measurement),
      suggestion: suggestion)
  }

  /// `systemBackground` as UIKit resolves it.
  static func systemBackground(_ traits: TraitCombination) -> String {
    switch (traits.style, traits.contrast, traits.level) {
    case (.light, _, _): return "#FFFFFF"
    case (.dark, .normal, .base): return "#000000"
    case (.dark, .high, .base): return "#000000"
    case (.dark, .normal, .elevated): return "#1C1C1E"
    case (.dark, .high, .elevated): return "#242426"
    }
  }

  static func suggestion(name: String, color: String, ratio: Double, slot: String) -> Suggestion {
    Suggestion(
      side: "foreground", name: name, color: hex(color), ratio: ratio,
      instruction: "Set the \(slot) appearance of \(name) to \(color).",
      pasteValue: "\"red\" : \"0x9A\", \"green\" : \"0x9A\", \"blue\" : \"0x9F\"")
  }

  /// An app palette with failures, translucency, an unresolved color, a duplicate pairing, a
  /// gamut-varying pairing, a hostile name, findings and input diagnostics.
  static func sample() -> AuditResult {
    var checks: [Check] = []
    let location = { (line: Int) in SourceLocation(file: pairingsFile, line: line, column: 5) }

    // Passes everywhere.
    let label = Pairing(foreground: "label", background: "systemBackground", location: location(4))
    for traits in TraitCombination.all {
      checks.append(
        measured(
          label, traits, fg: traits.style == .light ? "#000000" : "#FFFFFF",
          bg: systemBackground(traits)))
    }

    // Fails in dark elevated (both contrasts).
    let caption = Pairing(
      foreground: "Brand/Caption", background: "systemBackground", location: location(5))
    for traits in TraitCombination.all {
      let failing = traits.style == .dark && traits.level == .elevated
      let fg = traits.style == .light ? "#6C6C70" : failing ? "#6E6E73" : "#8E8E93"
      checks.append(
        measured(
          caption, traits, fg: fg, bg: failing ? "#3A3A3C" : systemBackground(traits),
          suggestion: failing
            ? suggestion(
              name: "Brand/Caption", color: "#9A9A9F", ratio: 4.61,
              slot: traits.contrast == .high ? "High Contrast Dark" : "Dark") : nil,
          fgSlot: traits.style == .light ? "Any" : "Dark"))
    }

    // A translucent label over a grouped background.
    let secondary = Pairing(
      foreground: "secondaryLabel", background: "secondarySystemGroupedBackground",
      backdrop: "systemGroupedBackground", location: location(6))
    for traits in TraitCombination.all {
      let light = traits.style == .light
      checks.append(
        measured(
          secondary, traits, fg: light ? "#3C3C4399" : "#EBEBF599",
          bg: light ? "#FFFFFF" : "#1C1C1EF0", backdrop: light ? "#F2F2F7" : "#000000"))
    }

    // A color that exists nowhere.
    let missing = Pairing(
      foreground: "Brand/Missing", background: "systemBackground", location: location(7))
    for traits in TraitCombination.all {
      checks.append(
        Check(
          pairing: missing, traits: traits, minimum: 4.5,
          outcome: .unresolved([
            Unresolved(name: "Brand/Missing", reason: "no color named Brand/Missing")
          ])))
    }

    // A hostile name, non-text, elevated only, failing in light and unresolved in one.
    let evil = Pairing(
      foreground: hostile, background: "systemBackground", role: .nonText,
      levels: [.elevated], location: SourceLocation(file: "Palette/Évil | pairs.json", line: 2))
    for traits in TraitCombination.all where traits.level == .elevated {
      if traits.style == .dark && traits.contrast == .high {
        checks.append(
          Check(
            pairing: evil, traits: traits, minimum: 3,
            outcome: .unresolved([
              Unresolved(name: hostile, reason: "the \"High Contrast Dark\" slot is <empty>")
            ])))
      } else {
        checks.append(
          measured(
            evil, traits, fg: traits.style == .light ? "#C7C7CC" : "#8E8E93",
            bg: systemBackground(traits), minimum: 3,
            suggestion: traits.style == .light
              ? Suggestion(
                side: "foreground", name: hostile, color: hex("#949499"), ratio: 3.02,
                instruction: "Change `\(hostile)` | *now*", pasteValue: "#949499 | `x`")
              : nil))
      }
    }

    // Varies by display gamut: sixteen checks, the P3 ones with a note.
    let accent = Pairing(
      foreground: "Brand/Accent", background: "Card", role: .largeText, location: location(9))
    for traits in TraitCombination.all {
      for gamut in ["sRGB", "display-P3"] {
        var t = traits
        t.gamut = gamut
        checks.append(
          measured(
            accent, t, fg: traits.style == .light ? "#0A60FF" : "#409CFF",
            bg: traits.style == .light ? "#F2F2F7" : "#2C2C2E", minimum: 3,
            notes: gamut == "display-P3" ? ["Brand/Accent lies outside sRGB; clipped"] : []))
      }
    }

    // The same pairing as Brand/Caption declared again: a duplicate title.
    let captionAgain = Pairing(
      foreground: "Brand/Caption", background: "systemBackground",
      location: SourceLocation(file: "Palette/More.pairings.json", line: 3, column: 5))
    for traits in TraitCombination.all {
      checks.append(
        measured(
          captionAgain, traits, fg: traits.style == .light ? "#6C6C70" : "#AEAEB2",
          bg: systemBackground(traits)))
    }

    let findings = [
      Finding(
        rule: "attributed-text-foreground", severity: .warning,
        location: SourceLocation(file: "App/Views/Banner.swift", line: 12, column: 9),
        message:
          "NSAttributedString drawn without a foreground color turns black in Dark Mode; add "
          + ".foregroundColor: UIColor.label"),
      Finding(
        rule: "attributed-text-html-import", severity: .note,
        location: SourceLocation(file: "App/Legacy Views/About, v2.m", line: 40, column: 5),
        message: "HTML import bakes in black text: 100% of runs, line 1:\nset a color"),
      Finding(
        rule: "attributed-text-foreground", severity: .error,
        location: SourceLocation(file: "App/Views/Banner.swift", line: 12, column: 9),
        message: "Same place, same rule: <b>\(hostile)</b>"),
    ]
    let diagnostics = [
      Diagnostic.error(
        SourceLocation(
          file: "Colors.xcassets/Bad.colorset/Contents.json", line: 3, column: 5,
          key: "colors[0].color"), "expected an object, found a string"),
      Diagnostic.warning(
        SourceLocation(file: "Colors.xcassets/Old.colorset/Contents.json"),
        "gamut-specific slots without a universal one"),
    ]
    return AuditResult(
      toolVersion: "1.2.3", level: .AA, checks: checks, findings: findings,
      diagnostics: diagnostics)
  }

  /// A clean run: two pairings that pass everywhere, nothing else.
  static func passing() -> AuditResult {
    var checks: [Check] = []
    let label = Pairing(
      foreground: "label", background: "systemBackground",
      location: SourceLocation(file: "Rules/uikit.pairings.json", line: 10, column: 5))
    let secondary = Pairing(
      foreground: "secondaryLabel", background: "systemBackground", role: .largeText,
      location: SourceLocation(file: "Rules/uikit.pairings.json", line: 11, column: 5))
    for traits in TraitCombination.all {
      checks.append(
        measured(
          label, traits, fg: traits.style == .light ? "#000000" : "#FFFFFF",
          bg: systemBackground(traits)))
    }
    for traits in TraitCombination.all {
      checks.append(
        measured(
          secondary, traits, fg: traits.style == .light ? "#3C3C4399" : "#EBEBF599",
          bg: systemBackground(traits), minimum: 3))
    }
    return AuditResult(
      toolVersion: "1.2.3", level: .AA, checks: checks, findings: [], diagnostics: [])
  }

  /// Pairings whose trait combinations collapse: a single-value color on a single-value
  /// background failing everywhere, an asset-catalog gray failing in one combination, a color
  /// without a High Contrast variant failing in all of dark, and a level-only pairing.
  static func collapsing() -> AuditResult {
    var checks: [Check] = []
    func named(_ name: String, _ pairing: Pairing) -> Pairing {
      var pairing = pairing
      pairing.name = name
      return pairing
    }
    let location = { (line: Int) in SourceLocation(file: pairingsFile, line: line, column: 5) }

    let badge = named(
      "Unread count",
      Pairing(
        foreground: "Badge/Text", background: "Badge/Fill", location: location(3)))
    for traits in TraitCombination.all {
      checks.append(
        measured(
          badge, traits, fg: "#FFFFFF", bg: "#FF9500",
          suggestion: Suggestion(
            side: "background", name: "Badge/Fill", color: hex("#B86B00"), ratio: 4.52,
            instruction: "change the universal value of Badge/Fill",
            pasteValue: "#B86B00")))
    }

    let caption = named(
      "Timestamp",
      Pairing(
        foreground: "Caption", background: "systemBackground", location: location(4)))
    for traits in TraitCombination.all {
      let fg =
        traits.style == .light
        ? (traits.contrast == .high ? "#545458" : "#6C6C70")
        : (traits.contrast == .high ? "#98989D" : "#7C7C80")
      let failing = traits.style == .dark && traits.contrast == .normal && traits.level == .elevated
      checks.append(
        measured(
          caption, traits, fg: fg, bg: systemBackground(traits),
          suggestion: failing
            ? suggestion(name: "Caption", color: "#838387", ratio: 4.5, slot: "Dark") : nil))
    }

    let link = named(
      "Inline link",
      Pairing(
        foreground: "Link", background: "Surface", location: location(5)))
    for traits in TraitCombination.all {
      let light = traits.style == .light
      checks.append(
        measured(
          link, traits, fg: light ? "#0050D0" : "#1A4FA0", bg: light ? "#FFFFFF" : "#000000",
          suggestion: light
            ? nil : suggestion(name: "Link", color: "#4F7FD0", ratio: 4.55, slot: "Dark")))
    }

    let tint = named(
      "Checkmark in a sheet",
      Pairing(
        foreground: "SelectionTint", background: "Surface", role: .nonText, levels: [.elevated],
        location: location(6)))
    for traits in TraitCombination.all where traits.level == .elevated {
      checks.append(
        measured(
          tint, traits, fg: traits.style == .light ? "#3478F6" : "#3C8CFF",
          bg: traits.style == .light ? "#FFFFFF" : "#1C1C1E", minimum: 3))
    }
    return AuditResult(
      toolVersion: "1.2.3", level: .AA, checks: checks, findings: [], diagnostics: [])
  }
}
