import Foundation
import Testing

@testable import ContrastAudit

/// `ColorFileEditor` on color literals in Swift and Objective-C.
@Suite struct ColorFileEditorCodeTests {
  static let swift = "Sources/Palette.swift"
  static let objectiveC = "Sources/Legacy.m"
  /// Exact at three decimals, as for an asset catalog.
  static let wine = RGBA(red: 0.447, green: 0.067, blue: 0.133)
  /// 8-bit, as the planner hands hex colors over.
  static let wineBytes = RGBA(bytes: 114, 17, 34)

  /// The edit of the literal whose initializer is the first occurrence of `marker` in `text`.
  static func literal(
    _ marker: String, in text: String, file: String = swift, _ color: RGBA,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> ColorFileEdit {
    var line = 1
    var column = 0
    for row in text.components(separatedBy: "\n") {
      if let found = row.range(of: marker) {
        // Leading spaces in the marker tell it apart from a longer name (` Color(` in `UIColor(`).
        let spaces = marker.prefix { $0 == " " }.count
        column = row[..<found.lowerBound].utf8.count + 1 + spaces
        break
      }
      line += 1
    }
    if column == 0 { Issue.record("no \(marker)", sourceLocation: sourceLocation) }
    return ColorFileEdit(
      place: .codeLiteral(file: file, line: line, column: column), color: color, name: marker)
  }

  static func edit(
    _ marker: String, _ color: RGBA, file: String = swift,
    otherSources: [String: [UInt8]] = [:],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> (original: String, text: String, notes: [Diagnostic]) {
    let original = try FixFixtures.text(file)
    let (text, notes) = try FixFixtures.edited(
      [literal(marker, in: original, file: file, color)], original, file: file,
      otherSources: otherSources, sourceLocation: sourceLocation)
    return (original, text, notes)
  }

  static func refusal(
    _ marker: String, _ color: RGBA, file: String = swift,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> String {
    let original = try FixFixtures.text(file)
    let refusals = FixFixtures.refusals(
      [literal(marker, in: original, file: file, color)], original, file: file)
    #expect(refusals.count == 1, sourceLocation: sourceLocation)
    return refusals.first.map { "\($0.location.description): \($0.message)" } ?? ""
  }

  @Test func uikitComponentsKeepTheirForm() throws {
    let (original, text, notes) = try Self.edit(
      "UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)", Self.wine)
    #expect(
      text
        == original.replacingOnce(
          "ink = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)",
          with: "ink = UIColor(red: 0.447, green: 0.067, blue: 0.133, alpha: 1)"))
    #expect(notes.isEmpty)
  }

  @Test func anExactByteColorIsWrittenSoItReadsBackExactly() throws {
    var faded = Self.wineBytes
    faded.alpha = 0.25
    let (original, text, _) = try Self.edit(
      "UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)", faded)
    #expect(
      text
        == original.replacingOnce(
          "UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)",
          with: "UIColor(red: \(114.0 / 255), green: \(17.0 / 255), blue: \(34.0 / 255), "
            + "alpha: 0.25)"))
  }

  @Test func divisionsKeepTheirDivisor() throws {
    let (original, text, _) = try Self.edit("UIColor(red: 51/255.0", Self.wineBytes)
    #expect(
      text
        == original.replacingOnce(
          "UIColor(red: 51/255.0, green: 51/255.0, blue: 51/255.0, alpha: 1.0)",
          with: "UIColor(red: 114/255.0, green: 17/255.0, blue: 34/255.0, alpha: 1.0)"))
    let (objcOriginal, objcText, _) = try Self.edit(
      "[UIColor colorWithRed:34.0/255", Self.wineBytes, file: Self.objectiveC)
    #expect(
      objcText
        == objcOriginal.replacingOnce(
          "[UIColor colorWithRed:34.0/255 green:34.0/255 blue:34.0/255 alpha:1.0]",
          with: "[UIColor colorWithRed:114.0/255 green:17.0/255 blue:34.0/255 alpha:1.0]"))
    // A three-decimal color cannot be said over 255.
    #expect(try Self.refusal("UIColor(red: 51/255.0", Self.wine).contains("cannot be rewritten"))
  }

  @Test func objectiveCFloatsKeepTheirSuffix() throws {
    let (original, text, _) = try Self.edit(
      "[UIColor colorWithRed:0.2f", Self.wine, file: Self.objectiveC)
    #expect(
      text
        == original.replacingOnce(
          "[UIColor colorWithRed:0.2f green:0.4f blue:0.6f alpha:1.0f]",
          with: "[UIColor colorWithRed:0.447f green:0.067f blue:0.133f alpha:1.0f]"))
  }

  @Test func aMacroIsRewrittenAtItsCall() throws {
    let (original, text, _) = try Self.edit(
      "RGB(51, 102, 153)", Self.wineBytes, file: Self.objectiveC)
    #expect(text == original.replacingOnce("RGB(51, 102, 153)", with: "RGB(114, 17, 34)"))
  }

  @Test func colorLiteralsAndSwiftUI() throws {
    let (original, text, _) = try Self.edit("#colorLiteral(", Self.wine)
    #expect(
      text
        == original.replacingOnce(
          "#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)",
          with: "#colorLiteral(red: 0.447, green: 0.067, blue: 0.133, alpha: 1)"))
    let (swiftUIOriginal, swiftUI, _) = try Self.edit(" Color(red: 0.2", Self.wine)
    #expect(
      swiftUI
        == swiftUIOriginal.replacingOnce(
          "Color(red: 0.2, green: 0.4, blue: 0.6)",
          with: "Color(red: 0.447, green: 0.067, blue: 0.133)"))
    // Without an opacity argument a translucent fix cannot be written.
    var faded = Self.wine
    faded.alpha = 0.5
    #expect(try Self.refusal(" Color(red: 0.2", faded).contains("has no alpha argument"))
  }

  @Test func displayP3BecomesSRGBWithANote() throws {
    let (original, text, notes) = try Self.edit("UIColor(displayP3Red:", Self.wine)
    #expect(
      text
        == original.replacingOnce(
          "UIColor(displayP3Red: 0.9, green: 0.2, blue: 0.3, alpha: 1)",
          with: "UIColor(red: 0.447, green: 0.067, blue: 0.133, alpha: 1)"))
    #expect(notes.count == 1)
    #expect(notes.first?.location.line == 8)
    let (swiftUIOriginal, swiftUI, swiftUINotes) = try Self.edit("Color(.displayP3", Self.wine)
    #expect(
      swiftUI
        == swiftUIOriginal.replacingOnce(
          "Color(.displayP3, red: 1, green: 0.5, blue: 0, opacity: 1)",
          with: "Color(.sRGB, red: 0.447, green: 0.067, blue: 0.133, opacity: 1)"))
    #expect(
      swiftUINotes.first?.message.contains("Color(.displayP3, …) is now Color(.sRGB, …)") == true)
  }

  @Test func grays() throws {
    let (original, text, _) = try Self.edit(
      "UIColor(white: 0.3", RGBA(red: 0.6, green: 0.6, blue: 0.6))
    #expect(
      text
        == original.replacingOnce(
          "UIColor(white: 0.3, alpha: 1)", with: "UIColor(white: 0.6, alpha: 1)"))
    #expect(try Self.refusal("UIColor(white: 0.3", Self.wine).contains("is not a gray"))
    let (paperOriginal, paper, _) = try Self.edit(
      "Color(white: 0.95)", RGBA(red: 0.9, green: 0.9, blue: 0.9))
    #expect(paper == paperOriginal.replacingOnce("Color(white: 0.95)", with: "Color(white: 0.9)"))
  }

  @Test func hexStringsKeepCasePrefixAndLength() throws {
    let (original, text, _) = try Self.edit("UIColor(hex: \"#5856D6\")", Self.wineBytes)
    #expect(text == original.replacingOnce("\"#5856D6\"", with: "\"#721122\""))
    // Three lower-case digits: kept when the fix fits them, expanded when it does not.
    let (shortOriginal, short, _) = try Self.edit(
      "UIColor(hex: \"f0a\")", RGBA(bytes: 0x33, 0xCC, 0xFF))
    #expect(short == shortOriginal.replacingOnce("\"f0a\"", with: "\"3cf\""))
    let (longOriginal, long, _) = try Self.edit("UIColor(hex: \"f0a\")", Self.wineBytes)
    #expect(long == longOriginal.replacingOnce("\"f0a\"", with: "\"721122\""))
    let (intOriginal, int, _) = try Self.edit("UIColor(rgb: 0x121212)", Self.wineBytes)
    #expect(int == intOriginal.replacingOnce("0x121212", with: "0x721122"))
  }

  @Test func aHelperInAnotherFileIsReadThroughThatFile() throws {
    let message = try Self.refusal("UIColor(r: 51", Self.wineBytes)
    #expect(
      message.hasPrefix(
        "\(Self.swift):16:25: the literal at \(Self.swift):16:25 cannot be read back"))
    let tokens = try FixFixtures.bytes("Sources/Tokens.swift")
    let (original, text, _) = try Self.edit(
      "UIColor(r: 51", Self.wineBytes, otherSources: ["Sources/Tokens.swift": tokens])
    #expect(
      text
        == original.replacingOnce(
          "UIColor(r: 51, g: 102, b: 153)", with: "UIColor(r: 114, g: 17, b: 34)"))
  }

  @Test func refusals() throws {
    #expect(
      try Self.refusal("UIColor(red: level", Self.wine)
        == "\(Self.swift):14:26: the literal at \(Self.swift):14:26 passes level at "
        + "\(Self.swift):14:39, not a number: change it by hand")
    #expect(try Self.refusal("UIColor(hue:", Self.wine).contains("hue, saturation and brightness"))
    let original = try FixFixtures.text(Self.swift)
    let nowhere = FixFixtures.refusals(
      [
        ColorFileEdit(
          place: .codeLiteral(file: Self.swift, line: 2, column: 40), color: Self.wine, name: "x")
      ],
      original, file: Self.swift)
    #expect(nowhere.first?.message.contains("was the file changed since the audit?") == true)
  }

  @Test func severalLiteralsOfOneFileAtOnce() throws {
    let original = try FixFixtures.text(Self.swift)
    let (text, _) = try FixFixtures.edited(
      [
        Self.literal("UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)", in: original, Self.wine),
        Self.literal("UIColor(rgb: 0x121212)", in: original, Self.wineBytes),
        Self.literal("Color(white: 0.95)", in: original, RGBA(red: 0.5, green: 0.5, blue: 0.5)),
      ], original, file: Self.swift)
    #expect(
      text
        == original
        .replacingOnce(
          "ink = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)",
          with: "ink = UIColor(red: 0.447, green: 0.067, blue: 0.133, alpha: 1)"
        )
        .replacingOnce("0x121212", with: "0x721122")
        .replacingOnce("Color(white: 0.95)", with: "Color(white: 0.5)"))
    // The audit's own extraction reads the new values.
    let files = [
      SourceFile(path: Self.swift, language: .swift, source: text),
      SourceFile(
        path: "Sources/Tokens.swift", language: .swift,
        source: try FixFixtures.text("Sources/Tokens.swift")),
    ]
    let extractor = CodeColorExtractor(
      index: SourceIndex(files: files), systemColors: [:], assetNames: [])
    let colors = Dictionary(extractor.extract().colors.map { ($0.name, $0) }) { a, _ in a }
    func value(_ name: String) -> RGBA? {
      guard case .code(let values)? = colors[name]?.definition,
        case .color(let rgba, _) = values.values[0]
      else { return nil }
      return rgba
    }
    #expect(value("UIColor.ink") == Self.wine)
    #expect(value("UIColor.night") == Self.wineBytes)
    #expect(value("Color.paper") == RGBA(red: 0.5, green: 0.5, blue: 0.5))
  }
}
