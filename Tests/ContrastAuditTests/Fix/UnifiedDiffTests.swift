import Foundation
import Testing

@testable import ContrastAudit

/// `UnifiedDiff` against goldens that `diff -u` printed for the same files
/// (`Fixtures/Fix/Diff/*.diff`, made with `diff -u --label a/PATH --label b/PATH old new`).
@Suite struct ColorFileEditorDiffTests {
  static func golden(_ name: String, path: String) throws {
    let old = try FixFixtures.bytes("../Diff/\(name).old")
    let new = try FixFixtures.bytes("../Diff/\(name).new")
    let expected = try FixFixtures.text("../Diff/\(name).diff")
    #expect(UnifiedDiff.render(path: path, old: old, new: new) == expected)
  }

  @Test func oneHunkInAColorSet() throws {
    try Self.golden("text", path: "Colors.xcassets/Text.colorset/Contents.json")
  }

  @Test func hunksFarApartAndAMissingFinalNewline() throws {
    try Self.golden("long", path: "long.txt")
  }

  @Test func equalFilesHaveNoDiff() {
    #expect(UnifiedDiff.render(path: "x", old: Array("a\n".utf8), new: Array("a\n".utf8)) == "")
  }

  @Test func anEditorOutputDiffsToItsChangedLinesOnly() throws {
    let file = FixFixtures.asset("Brand")
    let original = try FixFixtures.bytes(file)
    let output = try ColorFileEditor.apply(
      [
        ColorFileEdit(
          place: .assetSlot(contentsFile: file, index: 1), color: RGBA(bytes: 0, 0, 0),
          name: "Brand")
      ], to: original, file: file)
    let diff = UnifiedDiff.render(path: file, old: original, new: output.bytes)
    #expect(
      diff == """
        --- a/\(file)
        +++ b/\(file)
        @@ -27,10 +27,10 @@
               "color" : {
                 "color-space" : "srgb",
                 "components" : {
        -          "red" : "0x33",
        +          "red" : "0x00",
                   "alpha" : "1.000",
        -          "blue" : "0x41",
        -          "green" : "0x2A"
        +          "blue" : "0x00",
        +          "green" : "0x00"
                 }
               }
             }

        """)
  }

  @Test func crlfLinesKeepTheirCarriageReturns() {
    let diff = UnifiedDiff.render(
      path: "f", old: Array("a\r\nb\r\n".utf8), new: Array("a\r\nc\r\n".utf8))
    #expect(diff == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
  }
}
