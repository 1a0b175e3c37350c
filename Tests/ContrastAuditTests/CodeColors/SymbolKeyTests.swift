import Testing

@testable import ContrastAudit

/// The key generated asset symbols are matched by: lowercased letters and digits.
///
/// ASCII names take a byte-by-byte path, which must give what the Unicode formula gives.
@Suite struct SymbolKeyTests {
  static func formula(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  @Test(arguments: [
    "Brand/Primary", "AccentColor", "text-primary_2", "Group7/Color123", " spaced name ",
    "ALLCAPS", "", "@#$%^&*()[]{}", "Über Grün", "Café/Crème 2", "Ｆｕｌｌ", "日本の色",
  ])
  func matchesTheFormula(name: String) {
    #expect(CodeColorNames.symbolKey(name) == Self.formula(name))
  }

  @Test func everyASCIIByteMatchesTheFormula() {
    for byte in UInt8(0)..<0x80 {
      let name = "a" + String(UnicodeScalar(byte)) + "Z9"
      #expect(CodeColorNames.symbolKey(name) == Self.formula(name), "byte \(byte)")
    }
  }
}
