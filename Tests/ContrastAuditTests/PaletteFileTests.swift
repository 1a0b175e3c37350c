import Foundation
import Testing

@testable import ContrastAudit

@Suite struct PaletteFileTests {
  static func load(_ path: String) -> (colors: [NamedColor], diagnostics: [Diagnostic]) {
    PaletteFileLoader.load(TestPaths.fixture(path), displayPath: path)
  }

  @Test func loadsAHandRolledTheme() throws {
    let (colors, diagnostics) = Self.load("Projects/Themed/Theme/Theme.palette.json")
    #expect(diagnostics.isEmpty)
    #expect(
      colors.map(\.name) == [
        "Reader/Background", "Reader/Text", "Reader/Secondary", "Reader/Highlight", "Reader/Link",
        "Reader/Quote", "Chip/Fill", "Chip/Text",
      ])
    let background = try #require(colors.first)
    guard case .palette(let variants) = background.definition else {
      Issue.record("not a palette color")
      return
    }
    #expect(variants.map(\.key) == ["light", "dark", "dark elevated", "dark high"])
    #expect(
      variants[2].style == .dark && variants[2].level == .elevated && variants[2].contrast == nil)
    #expect(variants[0].value == .color(RGBA(bytes: 0xFB, 0xF8, 0xF1)))
    #expect(background.location.line == 4 && background.location.key == "colors.Reader/Background")
  }

  @Test(arguments: [
    ("#1C1C1E", RGBA(bytes: 28, 28, 30)),
    ("#1c1c1e80", RGBA(bytes: 28, 28, 30, alpha: 128.0 / 255)),
    ("#FFF", RGBA.white),
    ("rgb(255, 0, 0)", RGBA(red: 1, green: 0, blue: 0)),
    ("rgba(0, 0, 0, 0.4)", RGBA(red: 0, green: 0, blue: 0, alpha: 0.4)),
    ("rgb(0 0 0 / 50%)", RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)),
    ("rgb(100%, 50%, 0%)", RGBA(red: 1, green: 0.5, blue: 0)),
  ])
  func parsesColorLiterals(text: String, expected: RGBA) throws {
    #expect(try ColorValueParser.parse(text) == .color(expected))
  }

  @Test func displayP3ValuesBecomeExtendedSRGB() throws {
    let value = try ColorValueParser.parse("display-p3(1 0 0 / 0.5)")
    #expect(value == .color(ColorSpace.displayP3.toExtendedSRGB([1, 0, 0], alpha: 0.5)))
  }

  @Test(arguments: ["#ＦＦＦ", "rgb(0x80, 0, 0)", "rgb(1e2, 0, 0)", "rgb(inf, 0, 0)", "rgb(+, 0, 0)"])
  func lookalikeNumbersAreRejected(text: String) {
    #expect(throws: ColorValueParser.Failure.self) { try ColorValueParser.parse(text) }
  }

  @Test func anythingElseIsAReference() throws {
    #expect(try ColorValueParser.parse("systemBlue") == .reference("systemBlue"))
    #expect(try ColorValueParser.parse(" Brand/Accent Color ") == .reference("Brand/Accent Color"))
  }

  @Test func badValuesAreErrorsNamingTheKey() {
    let (colors, diagnostics) = Self.load("BadInputs/values.palette.json")
    #expect(colors.map(\.name) == ["Fine"])
    let byKey = Dictionary(
      diagnostics.map { ($0.location.key ?? "", $0.message) }, uniquingKeysWith: { $1 })
    #expect(diagnostics.allSatisfy { $0.severity == .error })
    #expect(byKey["colors.BadHex"]?.contains("not a hex color") == true)
    #expect(byKey["colors.BadRange"]?.contains("outside 0–255") == true)
    #expect(byKey["colors.BadAlpha"]?.contains("alpha 1.5 is outside") == true)
    #expect(byKey["colors.BadFunction"]?.contains("unknown color function hsl()") == true)
    #expect(byKey["colors.BadTrait.darkk"]?.contains("did you mean \"dark\"") == true)
    #expect(byKey["colors.Twice.high dark"]?.contains("same traits as \"dark high\"") == true)
    #expect(byKey["colors.NotAString.dark"]?.contains("must be a string, found a number") == true)
    #expect(diagnostics.allSatisfy { $0.location.file == "BadInputs/values.palette.json" })
    #expect(diagnostics.allSatisfy { ($0.location.line ?? 0) > 1 })
  }

  @Test func truncatedFileIsAnErrorWithALine() throws {
    let (colors, diagnostics) = Self.load("BadInputs/truncated.palette.json")
    #expect(colors.isEmpty)
    let error = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(error.severity == .error && error.location.line == 6)
    #expect(error.message.contains("invalid JSON"))
  }

  @Test func variantSelectionPrefersStyleOverContrastOverLevel() {
    let variants = [
      PaletteVariant(value: .reference("any"), key: "any"),
      PaletteVariant(style: .dark, value: .reference("dark"), key: "dark"),
      PaletteVariant(contrast: .high, value: .reference("high"), key: "high"),
      PaletteVariant(style: .dark, level: .elevated, value: .reference("dark elevated"), key: "de"),
      PaletteVariant(level: .elevated, value: .reference("elevated"), key: "elevated"),
    ]
    func pick(_ style: Style, _ contrast: ContrastSetting, _ level: InterfaceLevel) -> String? {
      let traits = TraitCombination(style: style, contrast: contrast, level: level)
      guard case .reference(let name) = PaletteVariantSelection.select(variants, for: traits)?.value
      else { return nil }
      return name
    }
    #expect(pick(.light, .normal, .base) == "any")
    #expect(pick(.light, .high, .base) == "high")
    #expect(pick(.light, .normal, .elevated) == "elevated")
    #expect(pick(.dark, .high, .base) == "dark")
    #expect(pick(.dark, .normal, .elevated) == "dark elevated")
    #expect(pick(.dark, .high, .elevated) == "dark elevated")
  }
}
