import Foundation
import Testing

@testable import ContrastAudit

/// `ColorFileEditor` on `*.palette.json` files.
@Suite struct ColorFileEditorPaletteTests {
  static let file = "Theme.palette.json"

  static func variant(
    _ color: String, _ key: String, _ rgba: RGBA, adds: Bool = false, file: String = file
  ) -> ColorFileEdit {
    ColorFileEdit(
      place: .paletteVariant(file: file, color: color, key: key, adds: adds), color: rgba,
      name: color)
  }

  /// The colors the palette loader reads from edited text.
  static func load(_ text: String) throws -> [String: [PaletteVariant]] {
    let folder = try TemporaryFolder()
    let url = try folder.write("Edited.palette.json", text)
    let (colors, diagnostics) = PaletteFileLoader.load(url, displayPath: "Edited.palette.json")
    #expect(diagnostics == [])
    var result: [String: [PaletteVariant]] = [:]
    for color in colors {
      if case .palette(let variants) = color.definition { result[color.name] = variants }
    }
    return result
  }

  @Test func aVariantChangesInPlace() throws {
    let original = try FixFixtures.text(Self.file)
    let (text, notes) = try FixFixtures.edited(
      [Self.variant("Badge", "dark", RGBA(bytes: 0xFF, 0x8A, 0x80))], original, file: Self.file)
    #expect(text == original.replacingOnce("\"#FF6961\"", with: "\"#FF8A80\""))
    #expect(notes.isEmpty)
  }

  @Test func aStringBecomesAnObjectInTheFilesStyle() throws {
    let original = try FixFixtures.text(Self.file)
    let (text, _) = try FixFixtures.edited(
      [Self.variant("Caption", "dark", RGBA(bytes: 0x8E, 0x8E, 0x93), adds: true)], original,
      file: Self.file)
    let expected = original.replacingOnce(
      "\"Caption\": \"#6B6B70\"",
      with: """
        "Caption": {
              "any": "#6B6B70",
              "dark": "#8E8E93"
            }
        """)
    #expect(text == expected)
    let variants = try #require(Self.load(text)["Caption"])
    #expect(variants.map(\.key) == ["any", "dark"])
  }

  @Test func aNewVariantJoinsTheObjectAndATranslucentOneGetsAlpha() throws {
    let original = try FixFixtures.text(Self.file)
    let (text, notes) = try FixFixtures.edited(
      [
        Self.variant("Surface", "dark high", RGBA(bytes: 0, 0, 0), adds: true),
        Self.variant("ChipFill", "any", RGBA(bytes: 0x76, 0x76, 0x80, alpha: 0x33 / 255.0)),
      ], original, file: Self.file)
    let expected =
      original
      .replacingOnce(
        "\"dark elevated\": \"#1E1E22\"",
        with: "\"dark elevated\": \"#1E1E22\",\n      \"dark high\": \"#000000\""
      )
      .replacingOnce("\"rgba(118, 118, 128, 0.12)\"", with: "\"#76768033\"")
    #expect(text == expected)
    #expect(notes.map(\.location.key) == ["colors.ChipFill.any"])
    _ = try Self.load(text)
  }

  @Test func compactFilesStayCompactAndLowerCase() throws {
    let file = "Compact.palette.json"
    let original = try FixFixtures.text(file)
    let (text, _) = try FixFixtures.edited(
      [
        Self.variant("link", "dark high", RGBA(bytes: 0x70, 0xB8, 0xFF), adds: true, file: file),
        Self.variant("hint", "dark", RGBA(bytes: 0xAE, 0xAE, 0xB2), adds: true, file: file),
        Self.variant("hint", "any", RGBA(bytes: 0x6E, 0x6E, 0x73), file: file),
      ], original, file: file)
    let expected =
      original
      .replacingOnce(
        "\"dark\": \"#409cff\" }", with: "\"dark\": \"#409cff\", \"dark high\": \"#70b8ff\" }"
      )
      .replacingOnce(
        "\"hint\": \"#8e8e93\"", with: "\"hint\": { \"any\": \"#6e6e73\", \"dark\": \"#aeaeb2\" }")
    #expect(text == expected)
    #expect(!text.hasSuffix("\n"))
  }

  @Test func refusals() throws {
    let original = try FixFixtures.text(Self.file)
    let missing = FixFixtures.refusals(
      [Self.variant("Nope", "any", .black)], original, file: Self.file)
    #expect(missing.map(\.location.key) == ["colors.Nope"])
    let twice = FixFixtures.refusals(
      [Self.variant("Badge", "dark high", .black), Self.variant("Badge", "high dark", .white)],
      original, file: Self.file)
    #expect(twice.count == 1)
    let other = FixFixtures.refusals(
      [Self.variant("Badge", "dark", .black, file: "Other.palette.json")], original,
      file: Self.file)
    #expect(other.first?.message.contains("is for Other.palette.json") == true)
  }
}
