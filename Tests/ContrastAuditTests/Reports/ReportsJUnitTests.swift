import Foundation
import Testing

@testable import ContrastAudit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads JUnit XML back with Foundation's parser.
final class JUnitReader: NSObject, XMLParserDelegate {
  struct Case {
    var classname: String
    var name: String
    var outcome: String?
    var file: String?
    var line: String?
    var type: String?
    var message: String?
    var body = ""
  }
  var root: [String: String] = [:]
  var suites: [(attributes: [String: String], cases: [Case])] = []
  var error: Error?

  static func read(_ xml: String) throws -> JUnitReader {
    let reader = JUnitReader()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    let ok = parser.parse()
    if let error = parser.parserError ?? reader.error { throw error }
    #expect(ok)
    return reader
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    switch element {
    case "testsuites": root = attributes
    case "testsuite": suites.append((attributes, []))
    case "testcase":
      suites[suites.count - 1].cases.append(
        Case(
          classname: attributes["classname"] ?? "", name: attributes["name"] ?? "",
          file: attributes["file"], line: attributes["line"]))
    case "failure", "error", "skipped":
      let index = suites[suites.count - 1].cases.count - 1
      suites[suites.count - 1].cases[index].outcome = element
      suites[suites.count - 1].cases[index].type = attributes["type"]
      suites[suites.count - 1].cases[index].message = attributes["message"]
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !suites.isEmpty, !suites[suites.count - 1].cases.isEmpty else { return }
    let index = suites[suites.count - 1].cases.count - 1
    suites[suites.count - 1].cases[index].body += string
  }
}

@Suite struct ReportsJUnitTests {
  let result = ReportFixtures.sample()

  @Test func suitesCasesAndCounts() throws {
    let reader = try JUnitReader.read(JUnitReport().render(result))
    let cases = reader.suites.flatMap(\.cases)
    #expect(cases.count == result.checks.count + result.findings.count + result.diagnostics.count)
    // Counts are right at every level.
    for suite in reader.suites {
      #expect(suite.attributes["tests"] == String(suite.cases.count))
      for kind in ["failure", "error", "skipped"] {
        let key = kind == "failure" ? "failures" : kind == "error" ? "errors" : "skipped"
        #expect(suite.attributes[key] == String(suite.cases.filter { $0.outcome == kind }.count))
      }
    }
    #expect(reader.root["tests"] == String(cases.count))
    #expect(reader.root["failures"] == String(cases.filter { $0.outcome == "failure" }.count))
    #expect(reader.root["errors"] == String(cases.filter { $0.outcome == "error" }.count))
    // failures: 8 failed checks + 2 gating findings; errors: 9 unresolved + 1 input error.
    #expect(reader.root["failures"] == "10")
    #expect(reader.root["errors"] == "10")
    #expect(
      reader.suites.map { $0.attributes["name"] ?? "" }.suffix(2) == ["attributed-text", "input"])
  }

  @Test func uniqueNamesAndDisambiguatedTitles() throws {
    let reader = try JUnitReader.read(JUnitReport().render(result))
    let cases = reader.suites.flatMap(\.cases)
    let keys = cases.map { [$0.classname, $0.name] }
    #expect(Set(keys).count == keys.count)
    let classnames = Set(cases.map(\.classname))
    #expect(
      classnames.contains(
        "contrast-text.Brand/Caption on systemBackground (Palette/App\u{2024}pairings\u{2024}json:5:5)"
      ))
    #expect(
      classnames.contains(
        "contrast-text.Brand/Caption on systemBackground (Palette/More\u{2024}pairings\u{2024}json:3:5)"
      ))
    #expect(cases.contains { $0.name == "dark · high contrast · elevated" })
    #expect(cases.contains { $0.name == "light · normal contrast · base · display-P3" })
    // The same rule at the same place twice.
    #expect(cases.contains { $0.name == "App/Views/Banner.swift:12:9 #2" })
  }

  @Test func failureCarriesNumbersColorsAndSuggestion() throws {
    let reader = try JUnitReader.read(JUnitReport().render(result))
    let cases = reader.suites.flatMap(\.cases)
    let failure = try #require(
      cases.first {
        $0.classname.hasPrefix("contrast-text.Brand/Caption")
          && $0.name == "dark · normal contrast · elevated"
      })
    #expect(failure.outcome == "failure")
    #expect(failure.type == "contrast-text")
    #expect(failure.message == "2.23:1 < 4.5:1, fg #6E6E73 on bg #3A3A3C")
    #expect(failure.body.contains("Declared at Palette/App.pairings.json:5:5"))
    #expect(failure.body.contains("Foreground Brand/Caption: #6E6E73FF (slot Dark)"))
    #expect(failure.body.contains("Suggestion: use #9A9A9F for foreground Brand/Caption (4.61:1)"))
    let translucent = try #require(
      cases.first {
        $0.classname.hasPrefix("contrast-text.secondaryLabel") && $0.outcome == "failure"
      })
    #expect(translucent.body.contains("Composited: #8A8A8E on #FFFFFF"))
    let unresolved = try #require(
      cases.first { $0.classname.hasPrefix("contrast-text.Brand/Missing") })
    #expect(unresolved.outcome == "error")
    #expect(unresolved.type == "contrast-unresolved")
    let note = try #require(cases.first { $0.classname == "attributed-text-html-import" })
    #expect(note.outcome == "skipped")
    let input = try #require(reader.suites.last?.cases.first)
    #expect(input.outcome == "error")
    #expect(input.name == "Colors.xcassets/Bad.colorset/Contents.json:3:5 (colors[0].color)")
  }

  @Test func hostileNamesRoundTripAndInvalidCharactersAreReplaced() throws {
    let xml = JUnitReport().render(result)
    #expect(!xml.unicodeScalars.contains { !XML.isAllowed($0) })
    let reader = try JUnitReader.read(xml)
    let expected = "A<&\"'>]]>\u{FFFD}😀|* on systemBackground"
    #expect(reader.suites.contains { $0.attributes["name"] == expected })
    #expect(
      reader.suites.flatMap(\.cases).contains { $0.classname == "contrast-non-text." + expected })
    // A newline in a message survives as a character reference.
    let note = try #require(
      reader.suites.flatMap(\.cases).first { $0.classname == "attributed-text-html-import" })
    #expect(note.message == result.findings[1].message)
    #expect(note.name == "App/Legacy Views/About, v2.m:40:5")
  }

  /// Jenkins shows the text before a classname's last dot as the package and the rest as the
  /// class; every classname splits at its one dot into the rule and the whole title.
  @Test func classnamesSurviveJenkinsSplit() throws {
    var dotted = Pairing(
      foreground: "Brand.Primary", background: "Surface.v2",
      location: SourceLocation(file: "App.pairings.json", line: 3, column: 5))
    dotted.name = "Button 1.5"
    var checks = result.checks
    for traits in TraitCombination.all {
      checks.append(ReportFixtures.measured(dotted, traits, fg: "#777777", bg: "#FFFFFF"))
    }
    let withDots = AuditResult(
      toolVersion: "1", level: .AA, checks: checks, findings: [], diagnostics: [])
    let reader = try JUnitReader.read(JUnitReport().render(withDots))
    let classnames = Set(reader.suites.flatMap(\.cases).map(\.classname))
    for classname in classnames {
      let parts = classname.split(separator: ".", omittingEmptySubsequences: false)
      #expect(parts.count == 2, "\(classname)")
      #expect(parts[0].hasPrefix("contrast-"), "\(classname)")
    }
    #expect(
      classnames.contains(
        "contrast-text.Button 1\u{2024}5: Brand\u{2024}Primary on Surface\u{2024}v2"))
  }

  @Test func testCasesCarryFileAndLineUnlessStrict() throws {
    let cases = try JUnitReader.read(JUnitReport().render(result)).suites.flatMap(\.cases)
    let caption = try #require(
      cases.first { $0.classname.hasPrefix("contrast-text.Brand/Caption") })
    #expect(caption.file == "Palette/App.pairings.json" && caption.line == "5")
    let finding = try #require(cases.first { $0.classname == "attributed-text-foreground" })
    #expect(finding.file == "App/Views/Banner.swift" && finding.line == "12")
    // An input problem without a line has a file alone.
    let input = try #require(cases.first { $0.name.hasPrefix("Colors.xcassets/Old.colorset") })
    #expect(input.file == "Colors.xcassets/Old.colorset/Contents.json" && input.line == nil)
    #expect(cases.allSatisfy { $0.file != nil })

    let strictXML = JUnitReport().render(result, options: ReportOptions(junitStrict: true))
    let strict = try JUnitReader.read(strictXML).suites.flatMap(\.cases)
    #expect(strict.allSatisfy { $0.file == nil && $0.line == nil })
    #expect(strict.map(\.classname) == cases.map(\.classname))
    #expect(!strictXML.contains(" file=") && !strictXML.contains(" line="))
    // The place is in the body either way.
    #expect(
      strict.first { $0.outcome == "failure" }?.body.contains(
        "Declared at Palette/App.pairings.json")
        == true)
  }

  @Test func escaping() {
    #expect(
      XML.attribute("a<b>&\"'\t\n\r\u{0}\u{B}\u{FFFE}😀")
        == "\"a&lt;b&gt;&amp;&quot;&apos;&#9;&#10;&#13;\u{FFFD}\u{FFFD}\u{FFFD}😀\"")
    #expect(XML.text("]]>\n'\"") == "]]&gt;\n'\"")
    // Text with nothing to escape comes back as it is, other characters led by 0xEF included.
    #expect(XML.text("Ｔｅｘｔ · dark ✓") == "Ｔｅｘｔ · dark ✓")
    #expect(XML.attribute("\u{FFFF}ｅ\u{FFFE}") == "\"\u{FFFD}ｅ\u{FFFD}\"")
    #expect(XML.text("a\tb\r\n") == "a\tb&#13;\n")
  }

  @Test func emptyAndDeterministic() throws {
    let empty = AuditResult(toolVersion: "1", level: .AA, checks: [], findings: [], diagnostics: [])
    let reader = try JUnitReader.read(JUnitReport().render(empty))
    #expect(reader.root["tests"] == "0")
    #expect(reader.suites.isEmpty)
    #expect(JUnitReport().render(result) == JUnitReport().render(ReportFixtures.sample()))
    #expect(!JUnitReport().render(result).contains("timestamp"))
  }
}
