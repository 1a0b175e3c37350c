import Foundation
import Testing

@testable import ContrastAudit

/// `ColorFileEditor` on color sets shaped like the ones Xcode and other tools write.
@Suite struct ColorFileEditorAssetTests {
  /// Bytes 51, 102, 153 as the planner hands asset colors over: three decimals.
  static let slate = RGBA(red: 0.2, green: 0.4, blue: 0.6)
  /// Bytes 114, 17, 34: 0.447, 0.067, 0.133.
  static let wine = RGBA(red: 0.447, green: 0.067, blue: 0.133)

  static func slot(_ name: String, _ index: Int, _ color: RGBA) -> ColorFileEdit {
    ColorFileEdit(
      place: .assetSlot(contentsFile: FixFixtures.asset(name), index: index), color: color,
      name: name)
  }

  static func newSlot(
    _ name: String, _ color: RGBA, luminosity: AssetSlot.Luminosity = .any,
    highContrast: Bool = false, idiom: String = "universal", gamut: String? = nil
  ) -> ColorFileEdit {
    ColorFileEdit(
      place: .newAssetSlot(
        contentsFile: FixFixtures.asset(name), idiom: idiom, luminosity: luminosity,
        highContrast: highContrast, gamut: gamut),
      color: color, name: name)
  }

  /// The slots the loader reads from edited text.
  static func slots(_ text: String) throws -> [AssetSlot] {
    var reader = AssetColorSetReader(file: "Contents.json")
    let slots = reader.read(try JSONParser.parse(text))
    #expect(reader.diagnostics.filter { $0.severity != .note } == [])
    return try #require(slots)
  }

  static func components(_ slot: AssetSlot) -> RGBA? {
    if case .components(let rgba, .sRGB) = slot.content { return rgba }
    return nil
  }

  @Test func xcodeDecimalsChangeInPlace() throws {
    let file = FixFixtures.asset("Text")
    let original = try FixFixtures.text(file)
    let (text, notes) = try FixFixtures.edited(
      [Self.slot("Text", 1, Self.wine)], original, file: file)
    let expected =
      original
      .replacingOnce("\"blue\" : \"0.600\"", with: "\"blue\" : \"0.133\"")
      .replacingOnce("\"green\" : \"0.557\"", with: "\"green\" : \"0.067\"")
      .replacingOnce("\"red\" : \"0.557\"", with: "\"red\" : \"0.447\"")
    #expect(text == expected)
    #expect(notes.isEmpty)
    #expect(try Self.components(Self.slots(text)[1]) == Self.wine)
  }

  @Test func hexBytesKeepTheirFormAndTheMissingFinalNewline() throws {
    let file = FixFixtures.asset("Brand")
    let original = try FixFixtures.text(file)
    #expect(!original.hasSuffix("\n"))
    let (text, _) = try FixFixtures.edited([Self.slot("Brand", 0, Self.wine)], original, file: file)
    let expected =
      original
      .replacingOnce("\"red\" : \"0xF4\"", with: "\"red\" : \"0x72\"")
      .replacingOnce("\"blue\" : \"0xF7\"", with: "\"blue\" : \"0x22\"")
      .replacingOnce("\"green\" : \"0xF5\"", with: "\"green\" : \"0x11\"")
    #expect(text == expected)
    #expect(try Self.components(Self.slots(text)[0]) == RGBA(bytes: 114, 17, 34))
  }

  @Test func integerBytesAndAChangedAlpha() throws {
    let file = FixFixtures.asset("Vengo")
    let original = try FixFixtures.text(file)
    var color = Self.slate
    color.alpha = 0.5
    let (text, _) = try FixFixtures.edited([Self.slot("Vengo", 0, color)], original, file: file)
    let expected =
      original
      .replacingOnce("\"66\"", with: "\"51\"").replacingOnce("\"60\"", with: "\"102\"")
      .replacingOnce("\"77\"", with: "\"153\"").replacingOnce("\"0.800\"", with: "\"0.500\"")
    #expect(text == expected)
  }

  @Test func jsonNumbersStayNumbers() throws {
    let file = FixFixtures.asset("Legacy")
    let original = try FixFixtures.text(file)
    let (text, _) = try FixFixtures.edited(
      [Self.slot("Legacy", 0, Self.wine)], original, file: file)
    let expected =
      original
      .replacingOnce("0.7215686275", with: "0.447").replacingOnce("0.2745098039", with: "0.133")
      .replacingOnce("0.4392156863", with: "0.067")
    #expect(text == expected)
    #expect(try Self.components(Self.slots(text)[0]) == Self.wine)
  }

  @Test func crlfFilesKeepTheirLineEndings() throws {
    let file = FixFixtures.asset("Label")
    let original = try FixFixtures.text(file).replacingOccurrences(of: "\n", with: "\r\n")
    let (text, _) = try FixFixtures.edited(
      [Self.slot("Label", 0, Self.slate), Self.newSlot("Label", Self.wine, luminosity: .dark)],
      original, file: file)
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    let slots = try Self.slots(text)
    #expect(slots.map(\.luminosity) == [.any, .dark, .any])
    #expect(slots.map(\.highContrast) == [false, false, true])
    #expect(Self.components(slots[0]) == Self.slate)
    #expect(Self.components(slots[1]) == Self.wine)
  }

  @Test func aGraySlotIsRewrittenAsSRGBWithANote() throws {
    let file = FixFixtures.asset("Separator")
    let original = try FixFixtures.text(file)
    let (text, notes) = try FixFixtures.edited(
      [Self.slot("Separator", 0, Self.slate)], original, file: file)
    let expected = original.replacingOnce(
      """
              "color-space" : "gray-gamma-22",
              "components" : {
                "alpha" : "1.000",
                "white" : "0.900"
              }
      """,
      with: """
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.600",
                  "green" : "0.400",
                  "red" : "0.200"
                }
        """)
    #expect(text == expected)
    #expect(
      notes.map(\.messageWithKey) == [
        "colors[0] of \(file) had gray-gamma-22 white components; rewritten as srgb components "
          + "(at colors[0].color)"
      ])
  }

  @Test func aSystemReferenceIsReplacedByComponents() throws {
    let file = FixFixtures.asset("Separator")
    let original = try FixFixtures.text(file)
    let (text, notes) = try FixFixtures.edited(
      [Self.slot("Separator", 1, Self.wine)], original, file: file)
    let expected = original.replacingOnce(
      """
              "platform" : "ios",
              "reference" : "separatorColor"
      """,
      with: """
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.133",
                  "green" : "0.067",
                  "red" : "0.447"
                }
        """)
    #expect(text == expected)
    #expect(notes.first?.message.contains("referred to the system color separatorColor") == true)
  }

  @Test func displayP3AndLinearSlotsBecomeSRGB() throws {
    let wide = FixFixtures.asset("Wide")
    let (wideText, wideNotes) = try FixFixtures.edited(
      [Self.slot("Wide", 0, Self.wine)], try FixFixtures.text(wide), file: wide)
    #expect(wideText.contains("\"color-space\" : \"srgb\""))
    #expect(!wideText.contains("display-p3"))
    #expect(wideNotes.count == 1)
    #expect(try Self.components(Self.slots(wideText)[0]) == Self.wine)

    // nesium writes `"key": value` and hex bytes; the rewritten slot follows both.
    let linear = FixFixtures.asset("Linear")
    let original = try FixFixtures.text(linear)
    let (text, _) = try FixFixtures.edited(
      [Self.slot("Linear", 0, Self.wine)], original, file: linear)
    let expected = original.replacingOnce(
      """
              "color-space": "extended-linear-srgb",
              "components": {
                "alpha": "1.000",
                "blue": "0xF2",
                "green": "0xF2",
                "red": "0xF1"
      """,
      with: """
                "color-space": "srgb",
                "components": {
                  "alpha": "1.000",
                  "blue": "0x22",
                  "green": "0x11",
                  "red": "0x72"
        """)
    #expect(text == expected)
  }

  @Test func anEmptySlotGetsAColorBeforeItsIdiom() throws {
    let file = FixFixtures.asset("AccentColor")
    let original = try FixFixtures.text(file)
    let (text, _) = try FixFixtures.edited(
      [Self.slot("AccentColor", 0, Self.slate)], original, file: file)
    let expected = original.replacingOnce(
      "    {\n      \"idiom\" : \"universal\"",
      with: """
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.600",
                  "green" : "0.400",
                  "red" : "0.200"
                }
              },
              "idiom" : "universal"
        """)
    #expect(text == expected)
  }

  @Test func newDarkSlotAsXcodeWritesIt() throws {
    let file = FixFixtures.asset("Vengo")
    let original = try FixFixtures.text(file)
    let (text, _) = try FixFixtures.edited(
      [Self.newSlot("Vengo", Self.wine, luminosity: .dark)], original, file: file)
    // The file writes bytes, so the new slot does too; alpha stays a decimal.
    let expected = original.replacingOnce(
      "      }\n    }\n  ]\n}",
      with: """
              }
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "34",
                  "green" : "17",
                  "red" : "114"
                }
              },
              "idiom" : "universal"
            }
          ]
        }
        """)
    #expect(text == expected)
  }

  @Test func newSlotsGoWhereXcodeListsThem() throws {
    let file = FixFixtures.asset("Label")
    let original = try FixFixtures.text(file)
    let (text, _) = try FixFixtures.edited(
      [
        Self.newSlot("Label", Self.wine, luminosity: .dark, highContrast: true),
        Self.newSlot("Label", Self.slate, luminosity: .dark),
        Self.newSlot("Label", Self.slate, idiom: "ipad"),
      ], original, file: file)
    let slots = try Self.slots(text)
    #expect(
      slots.map { "\($0.idiom) \($0.luminosity) \($0.highContrast)" } == [
        "universal any false", "universal dark false", "universal any true",
        "universal dark true", "ipad any false",
      ])
    #expect(
      text.contains(
        """
                  "appearance" : "luminosity",
                  "value" : "dark"
                },
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
        """))
  }

  @Test func aGamutSlotNamesItsGamutAsXcodeDoes() throws {
    let file = FixFixtures.asset("Text")
    let (text, _) = try FixFixtures.edited(
      [Self.newSlot("Text", Self.wine, gamut: "display-P3")], try FixFixtures.text(file),
      file: file)
    #expect(text.contains("\"display-gamut\" : \"display-P3\",\n      \"idiom\" : \"universal\""))
    let slots = try Self.slots(text)
    #expect(slots.map(\.gamut) == [nil, "display-P3", nil])
  }

  @Test func refusals() throws {
    let file = FixFixtures.asset("Text")
    let original = try FixFixtures.text(file)
    let missing = FixFixtures.refusals([Self.slot("Text", 5, Self.wine)], original, file: file)
    #expect(missing.map(\.location.key) == ["colors[5]"])
    let existing = FixFixtures.refusals(
      [Self.newSlot("Text", Self.wine, luminosity: .dark)], original, file: file)
    #expect(
      existing.first?.message.contains("colors[1] already is the universal dark slot") == true)
    let broken = FixFixtures.refusals(
      [Self.slot("Text", 0, Self.wine)], String(original.dropLast(3)), file: file)
    #expect(broken.first?.message.contains("is not valid JSON") == true)
    let notEightBit = FixFixtures.refusals(
      [Self.slot("Brand", 0, RGBA(red: 0.45, green: 0, blue: 0))],
      try FixFixtures.text(FixFixtures.asset("Brand")), file: FixFixtures.asset("Brand"))
    #expect(notEightBit.first?.location.key == "colors[0].color.components.red")
  }
}
