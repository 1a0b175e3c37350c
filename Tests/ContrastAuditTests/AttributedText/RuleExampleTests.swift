import Foundation
import Testing

@testable import ContrastAudit

/// Strips `↓` markers from an example and returns the text with the 1-based (line, column) of
/// each marker, columns in UTF-8 bytes as the scanner reports them.
func markers(in code: String) -> (source: String, positions: [Position]) {
  var source = ""
  var positions: [Position] = []
  var line = 1
  var column = 1
  for ch in code {
    if ch == "↓" {
      positions.append(Position(line: line, column: column))
      continue
    }
    source.append(ch)
    if ch == "\n" {
      line += 1
      column = 1
    } else {
      column += String(ch).utf8.count
    }
  }
  return (source, positions)
}

struct Position: Hashable, CustomStringConvertible {
  var line: Int
  var column: Int
  var description: String { "\(line):\(column)" }
}

func scanExample(_ example: RuleExample, owners: Set<String> = []) -> (
  findings: [Finding], positions: [Position]
) {
  let (source, positions) = markers(in: example.code)
  let path = "Example.\(example.kind.rawValue)"
  let result = AttributedTextScanner().scan(source: source, path: path, owners: owners)
  return (result.findings, positions)
}

struct RuleExampleCase: CustomTestStringConvertible, Sendable {
  var rule: String
  var index: Int
  var triggering: Bool
  var testDescription: String {
    "\(rule) \(triggering ? "triggering" : "non-triggering") #\(index)"
  }
}

let exampleCases: [RuleExampleCase] = attributedTextRules.flatMap { rule in
  rule.triggeringExamples.indices.map {
    RuleExampleCase(rule: rule.id, index: $0, triggering: true)
  }
    + rule.nonTriggeringExamples.indices.map {
      RuleExampleCase(rule: rule.id, index: $0, triggering: false)
    }
}

@Suite struct AttributedTextRuleExampleTests {
  @Test(arguments: exampleCases)
  func example(_ c: RuleExampleCase) throws {
    let rule = try #require(attributedTextRules.first { $0.id == c.rule })
    let example =
      c.triggering ? rule.triggeringExamples[c.index] : rule.nonTriggeringExamples[c.index]
    let (findings, positions) = scanExample(example)
    let mine = findings.filter { $0.rule == c.rule }
    let found = Set(
      mine.map { Position(line: $0.location.line ?? 0, column: $0.location.column ?? 0) })
    if c.triggering {
      #expect(!positions.isEmpty, "a triggering example needs a ↓ marker")
      #expect(
        found == Set(positions),
        "findings: \(mine.map { "\($0.location.description) \($0.message)" })")
      if let severity = example.severity {
        #expect(mine.allSatisfy { $0.severity == severity }, "\(mine.map(\.severity))")
      }
    } else {
      #expect(
        mine.isEmpty, "unexpected: \(mine.map { "\($0.location.description) \($0.message)" })")
    }
  }

  @Test func ruleIdsAreUniqueAndDocumented() {
    let ids = AttributedTextScanner.rules.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.contains("attributed-text-foreground"))
    for rule in attributedTextRules {
      #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty, "\(rule.id)")
    }
  }
}
