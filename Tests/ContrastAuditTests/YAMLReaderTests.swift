import Testing

@testable import ContrastAudit

/// The block-style YAML of tools' configuration files, read as YAML reads it.
@Suite struct YAMLReaderTests {
  static func read(_ text: String) throws -> YAMLNode? {
    try YAMLReader.read(text)
  }

  @Test func mappingsSequencesAndScalarsAsSwiftGenConfigurationsWriteThem() throws {
    let root = try #require(
      try Self.read(
        """
        # SwiftGen runs in a build phase.
        output_dir: Sources/Generated/

        xcassets:
          inputs:
            - Colors.xcassets   # the palette
            - "Images.xcassets"
          outputs:
            - templateName: swift5
              output: Assets.swift
              params:
                enumName: 'Design Asset''s'
                publicAccess: true
        strings:
          inputs: [en.lproj, "de.lproj"]
          outputs:
          - templateName: structured-swift5
            output: "Strings #1.swift"
        """))
    #expect(root["output_dir"]?.scalar == "Sources/Generated/")
    let xcassets = try #require(root["xcassets"])
    #expect(
      xcassets["inputs"]?.oneOrMany.compactMap(\.scalar) == ["Colors.xcassets", "Images.xcassets"])
    let output = try #require(xcassets["outputs"]?.oneOrMany.first)
    #expect(output["templateName"]?.scalar == "swift5")
    #expect(output["params"]?["enumName"]?.scalar == "Design Asset's")
    #expect(output["params"]?["publicAccess"]?.scalar == "true")
    #expect(output.line == 9)
    // A flow sequence, and a sequence at its key's own indentation.
    let strings = try #require(root["strings"])
    #expect(strings["inputs"]?.oneOrMany.compactMap(\.scalar) == ["en.lproj", "de.lproj"])
    #expect(strings["outputs"]?.oneOrMany.first?["output"]?.scalar == "Strings #1.swift")
    // One value where a list may be: the value itself.
    #expect(try Self.read("inputs: Colors.xcassets")?["inputs"]?.oneOrMany.count == 1)
  }

  @Test func emptyValuesAndDocuments() throws {
    #expect(try Self.read("") == nil)
    #expect(try Self.read("# only a comment\n---\n") == nil)
    let root = try #require(try Self.read("a:\nb: {}\nc:\n  - \n  - x\n"))
    #expect(root["a"]?.scalar == "")
    if case .mapping(let pairs)? = root["b"]?.kind {
      #expect(pairs.isEmpty)
    } else {
      Issue.record("b is not an empty mapping")
    }
    #expect(root["c"]?.oneOrMany.compactMap(\.scalar) == ["", "x"])
  }

  /// What the reader does not follow is refused with its line, never read some other way.
  @Test func whatItDoesNotReadIsAnErrorWithItsLine() {
    func failure(_ text: String) -> YAMLReader.Failure? {
      do {
        _ = try YAMLReader.read(text)
        return nil
      } catch {
        return error
      }
    }
    #expect(failure("base: &base\n  a: 1\nother: *base\n")?.line == 1)
    #expect(failure("a:\n\tb: 1\n")?.message == "a tab in the indentation")
    #expect(failure("a: |\n  text\n")?.message == "YAML block scalars are not read")
    #expect(failure("a: {b: 1}\n")?.message == "YAML flow mappings are not read")
    #expect(failure("a: 1\na: 2\n") == .init(line: 2, message: "the key \"a\" appears twice"))
    #expect(failure("a:\n    b: 1\n  c: 2\n")?.line == 3)
    #expect(failure("a: \"open\n")?.message == "a quoted scalar without its closing quote")
    // Hostile nesting is refused, not followed until the stack runs out.
    let dashes = String(repeating: "- ", count: 100_000) + "x\n"
    #expect(failure(dashes)?.message == "nests deeper than 64 levels")
    let keys = (0..<1000).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(
      separator: "\n")
    #expect(failure(keys)?.message == "nests deeper than 64 levels")
  }
}
