import Foundation
import Testing

@testable import ContrastAudit

/// Fixture files for the file editor, read as bytes and as text.
enum FixFixtures {
  /// A file of `Fixtures/Fix/App` (`Colors.xcassets/Text.colorset/Contents.json`).
  static func bytes(_ path: String) throws -> [UInt8] {
    let url = TestPaths.fixture("Fix/App/" + path)
    return Array(try Data(contentsOf: url))
  }

  static func text(_ path: String) throws -> String {
    String(decoding: try bytes(path), as: UTF8.self)
  }

  static func asset(_ name: String) -> String {
    "Colors.xcassets/\(name).colorset/Contents.json"
  }

  /// Applies edits and returns the new text; a refusal fails the test.
  static func edited(
    _ edits: [ColorFileEdit], _ text: String, file: String,
    otherSources: [String: [UInt8]] = [:],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> (text: String, notes: [Diagnostic]) {
    do {
      let output = try ColorFileEditor.apply(
        edits, to: Array(text.utf8), file: file, otherSources: otherSources)
      return (String(decoding: output.bytes, as: UTF8.self), output.notes)
    } catch {
      Issue.record(
        "refused: \(error.diagnostics.map { "\($0.location.description): \($0.messageWithKey)" })",
        sourceLocation: sourceLocation)
      throw error
    }
  }

  /// The refusal messages for edits that must be refused.
  static func refusals(
    _ edits: [ColorFileEdit], _ text: String, file: String,
    otherSources: [String: [UInt8]] = [:]
  ) -> [Diagnostic] {
    do {
      _ = try ColorFileEditor.apply(
        edits, to: Array(text.utf8), file: file, otherSources: otherSources)
      return []
    } catch {
      return error.diagnostics
    }
  }
}

extension String {
  /// The text with `old` replaced by `new` exactly once; records an issue when `old` does not
  /// occur exactly once, so an expected output is built from the original with known changes.
  func replacingOnce(
    _ old: String, with new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> String {
    let parts = components(separatedBy: old)
    if parts.count != 2 {
      Issue.record("\"\(old)\" occurs \(parts.count - 1) times", sourceLocation: sourceLocation)
    }
    return parts.joined(separator: new)
  }
}
