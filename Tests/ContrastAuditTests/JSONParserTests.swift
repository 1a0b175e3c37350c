import Foundation
import Testing

@testable import ContrastAudit

@Suite struct JSONParserTests {
  @Test func parsesEveryKindAndKeepsPositions() throws {
    let text = """
      {
        "name": "Brand/Accent",
        "values": [1, -2.5e3, true, false, null],
        "nested": {"a": "\\u00e9\\n\\ud83d\\ude00"}
      }
      """
    let root = try JSONParser.parse(text)
    #expect(root.line == 1 && root.column == 1)
    let name = try #require(root["name"])
    #expect(name.stringValue == "Brand/Accent")
    #expect(name.line == 2 && name.column == 3)
    let values = try #require(root["values"]?.arrayElements)
    #expect(values.map(\.typeName) == ["a number", "a number", "a boolean", "a boolean", "null"])
    #expect(values[1].numberValue == -2500)
    #expect(root["nested"]?["a"]?.stringValue == "é\n😀")
    #expect(root.objectMembers?.map(\.key) == ["name", "values", "nested"])
  }

  @Test(arguments: [
    ("{\"a\": 1,}", 1, 9, "expected a key"),
    ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}'"),
    ("{\n  \"a\": 1,\n  \"a\": 2\n}", 3, 3, "duplicate key \"a\""),
    ("[1, 2", 1, 6, "end of file"),
    ("{\"a\": NaN}", 1, 7, "expected a value"),
    ("{\"a\": 1e999}", 1, 7, "out of range"),
    ("\"tab\there\"", 1, 5, "control character"),
    ("{\"a\": \"\\x\"}", 1, 9, "invalid escape"),
    ("01", 1, 2, "after the end"),
    ("", 1, 1, "end of file"),
  ])
  func rejectsMalformedInputWithAPosition(text: String, line: Int, column: Int, message: String) {
    #expect {
      try JSONParser.parse(text)
    } throws: { error in
      guard let error = error as? JSONSyntaxError else { return false }
      return error.line == line && error.column == column && error.message.contains(message)
    }
  }

  /// Small objects are checked for duplicates by comparison, larger ones by a set of their keys:
  /// a duplicate is found on either side of the switch, at its key.
  @Test(arguments: [3, JSONParser.smallObject, JSONParser.smallObject + 1, 40])
  func findsDuplicateKeysInObjectsOfEverySize(members: Int) throws {
    let keys = (0..<members).map { "\"k\($0)\": \($0)" }
    let unique = "{" + keys.joined(separator: ", ") + "}"
    #expect(try JSONParser.parse(unique).objectMembers?.count == members)
    for repeated in [0, members - 1] {
      let text = "{" + keys.joined(separator: ", ") + ",\n\"k\(repeated)\": 0}"
      #expect {
        try JSONParser.parse(text)
      } throws: { error in
        guard let error = error as? JSONSyntaxError else { return false }
        return error.line == 2 && error.column == 1
          && error.message == "duplicate key \"k\(repeated)\""
      }
    }
  }

  @Test func refusesHostileNestingWithoutOverflowingTheStack() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
  }

  @Test func rejectsInvalidUTF8() {
    let data = Data([0x22, 0xFF, 0xFE, 0x22])
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(data) }
  }

  @Test func skipsAByteOrderMark() throws {
    let data = Data([0xEF, 0xBB, 0xBF]) + Data("{\"a\": 1}".utf8)
    #expect(try JSONParser.parse(data)["a"]?.numberValue == 1)
  }
}
