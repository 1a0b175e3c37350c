import Foundation
import Testing

@testable import ContrastAudit

/// Colors read from a fixture app's Swift and Objective-C source, with exact values.
@Suite struct CodeColorFixtureTests {
  static let extracted: [String: NamedColor] = {
    let folder = TestPaths.fixture("CodeColors/App/Sources")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
    let files = names.compactMap { name -> SourceFile? in
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      else { return nil }
      return SourceFile(
        path: "Sources/\(name)", language: name.hasSuffix(".swift") ? .swift : .objectiveC,
        source: text)
    }
    let index = SourceIndex(files: files)
    var system: [String: [String: RGBA]] = [:]
    for color in TestPaths.builtInRules.systemColors {
      if case .system(let values) = color.definition { system[color.name] = values }
    }
    let extractor = CodeColorExtractor(
      index: index, systemColors: system, assetNames: ["Brand/Primary", "AccentColor"])
    return Dictionary(extractor.extract().colors.map { ($0.name, $0) }) { a, _ in a }
  }()

  @Test func dump() {
    for (name, color) in Self.extracted.sorted(by: { $0.key < $1.key }) {
      guard case .code(let values) = color.definition else { continue }
      let text = values.values.map { value -> String in
        switch value {
        case .color(let c, _): return c.hexString
        case .reference(let n, let a): return "→\(n)\(a.map { " \($0)" } ?? "")"
        case .unresolved(let r): return "? \(r)"
        }
      }
      print("\(name) @\(color.location.description): \(values.isConstant ? [text[0]] : text)")
    }
  }
}
