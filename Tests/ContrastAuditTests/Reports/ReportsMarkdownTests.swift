import Foundation
import Testing

@testable import ContrastAudit

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct ReportsMarkdownTests {
  let result = ReportFixtures.sample()

  /// Undoes CommonMark backslash escapes and the entities `MD.escape` writes.
  static func unescape(_ text: String) -> String {
    var out = ""
    var iterator = text.makeIterator()
    while let c = iterator.next() {
      if c == "\\", let next = iterator.next() {
        out.append(next)
      } else {
        out.append(c)
      }
    }
    return out.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// The `|` that separate table cells: not escaped with a backslash.
  static func cellSeparators(_ line: String) -> Int {
    var count = 0
    var previous: Character = " "
    for c in line {
      if c == "|" && previous != "\\" { count += 1 }
      previous = previous == "\\" && c == "\\" ? " " : c
    }
    return count
  }

  /// A large app's report shows the first pairings (failures first) and lists, and counts the
  /// rest, so it stays readable and its swatches few.
  @Test func largeResultsAreCutAndCounted() {
    var checks: [Check] = []
    let limit = MarkdownReport.pairingLimit
    for index in 0..<(limit + 30) {
      let pairing = Pairing(
        foreground: "Color\(index)", background: "systemBackground",
        location: SourceLocation(file: "App.pairings.json", line: index + 1))
      // Every third pairing fails; the failing ones come first in the report.
      let fails = index % 3 == 0
      for traits in TraitCombination.all {
        checks.append(
          ReportFixtures.measured(
            pairing, traits, fg: fails ? "#BBBBBB" : "#000000", bg: "#FFFFFF"))
      }
    }
    let findings = (0..<(MarkdownReport.listLimit + 5)).map {
      Finding(
        rule: "attributed-text-foreground", severity: .note,
        location: SourceLocation(file: "App/View\($0).swift", line: 3), message: "a note")
    }
    let result = AuditResult(
      toolVersion: "1", level: .AA, checks: checks, findings: findings, diagnostics: [])
    let report = MarkdownReport().render(result, swatchFolder: "report-swatches")
    let sections = report.markdown.components(separatedBy: "\n### ").count - 1
    #expect(sections == limit)
    #expect(report.markdown.contains("### ❌ Color129 on systemBackground"))
    #expect(!report.markdown.contains("Color128 on"), "a passing pairing past the limit")
    #expect(
      report.markdown.contains(
        "The first \(limit) of \(limit + 30) pairings are shown; 30 more pairings (0 failing) are "
          + "counted above but not shown."))
    #expect(
      report.markdown.contains("The first \(MarkdownReport.listLimit) of 205 findings are listed"))
    // Swatches are one file per image: the failing pairings all show #BBBBBB on white, the
    // passing ones black on white.
    #expect(report.files.count == 2)
  }

  @Test func escapeRoundTrips() {
    for text in [
      ReportFixtures.hostile, "a|b", "`code` *em* _u_ [l](x) <b> &amp; # h", "\\|", ":smile:",
    ] {
      let escaped = MD.escape(text)
      #expect(Self.unescape(escaped) == ReportText.singleLine(text))
      #expect(!escaped.contains("<") && !escaped.contains("\n"))
      #expect(Self.cellSeparators(escaped) == 0)
    }
    #expect(MD.code("a|b`c<d") == "<code>a&#124;b&#96;c&lt;d</code>")
  }

  @Test func summaryFirstThenFailuresFirst() {
    let markdown = MarkdownReport().render(result, swatchFolder: "report-swatches").markdown
    #expect(markdown.hasPrefix("# Contrast audit\n\n**✗ 3 of 7 pairings fail (8 checks)"))
    let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("### ") }.map(String.init)
    #expect(headings.count == 7)
    #expect(headings[0].hasPrefix("### ❌ Brand/Caption on systemBackground"))
    #expect(headings[1].hasPrefix("### ❌ secondaryLabel"))
    #expect(
      headings[2] == "### ❌ A&lt;&amp;&quot;'&gt;\\]\\]&gt;\u{FFFD}😀\\|\\* on systemBackground")
    #expect(headings[3].hasPrefix("### ⚠️ Brand/Missing"))
    #expect(headings[4...].allSatisfy { $0.hasPrefix("### ✅") })
    #expect(
      Self.unescape(String(headings[2].dropFirst(6))) == "A<&\"'>]]>\u{FFFD}😀|* on systemBackground"
    )
    // The summary matrix row of the failing pairing shows where it fails.
    let row = try? #require(
      markdown.split(separator: "\n").first { $0.hasPrefix("| ❌ [Brand/Caption") })
    #expect(row?.contains("❌&nbsp;**2.23**") == true)
    #expect(markdown.contains("| **Failing or unresolved** | **2** | **3** | **2** | **3** |"))
  }

  @Test func tablesHaveConsistentColumns() {
    let markdown = MarkdownReport().render(result, swatchFolder: "report-swatches").markdown
    var tableWidth: Int?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        tableWidth = nil
        continue
      }
      let width = Self.cellSeparators(String(line))
      if let tableWidth { #expect(width == tableWidth, "\(line)") } else { tableWidth = width }
    }
  }

  @Test func swatchesAreReferencedUniqueSafeAndWellFormed() throws {
    let report = MarkdownReport().render(result, swatchFolder: "report swatches")
    let paths = report.files.map(\.relativePath)
    #expect(Set(paths).count == paths.count)
    let safe = try Regex("^report swatches/[a-z0-9-]+\\.svg$")
    for path in paths { #expect(path.wholeMatch(of: safe) != nil, "\(path)") }
    // Every image the markdown shows is a file, and every file is shown.
    let sources = report.markdown.matches(of: try Regex("<img src=\"([^\"]+)\"")).compactMap {
      $0.output[1].substring.map(String.init)
    }
    let encoded = Set(paths.map { ReportText.uriPath($0) })
    #expect(Set(sources) == encoded)
    #expect(sources.allSatisfy { $0.hasPrefix("report%20swatches/") })
    for file in report.files {
      let parser = XMLParser(data: Data(file.contents.utf8))
      #expect(parser.parse(), "\(file.relativePath)")
    }
    // The swatch of the failing check: composited colors and sample text.
    let swatch = try #require(
      report.files.first {
        $0.relativePath
          == "report swatches/swatch-6e6e73-on-3a3a3c.svg"
      })
    #expect(swatch.contents.contains("fill=\"#3A3A3C\""))
    #expect(swatch.contents.contains("fill=\"#6E6E73\">Aa</text>"))
  }

  @Test func swatchesAreDeduplicated() {
    let report = MarkdownReport().render(result, swatchFolder: "s")
    // No two files hold the same image.
    #expect(Set(report.files.map(\.contents)).count == report.files.count)
    // The two Brand/Caption pairings show the same light colors: one file, linked from both.
    let light = "s/swatch-6c6c70-on-ffffff.svg"
    #expect(report.files.contains { $0.relativePath == light })
    #expect(report.markdown.components(separatedBy: "<img src=\"\(light)\"").count - 1 >= 2)
  }

  @Test func summaryFitsAComment() throws {
    let summary = MarkdownReport().renderSummary(result)
    let full = MarkdownReport().render(result, swatchFolder: "s").markdown
    #expect(summary.hasPrefix("# Contrast audit\n\n**✗ 3 of 7 pairings fail (8 checks)"))
    // Text only: no images, no links (relative or to anchors), no HTML but line breaks.
    #expect(!summary.contains("<img") && !summary.contains("](") && !summary.contains("<a "))
    // A row per failing or unresolved pairing, failures first, with where, the worst ratio and
    // the fix.
    let rows = summary.split(separator: "\n").filter { $0.hasPrefix("| ❌") || $0.hasPrefix("| ⚠️") }
    #expect(rows.count == 4)
    #expect(rows[0].contains("Brand/Caption on systemBackground"))
    #expect(rows[0].contains("| dark · normal &amp; high contrast · elevated | **2.23:1** |"))
    #expect(
      rows[0].contains(
        "<code>#9A9A9F</code> for foreground Brand/Caption (4.61:1): Set the High Contrast Dark"))
    #expect(rows[3].contains("| ⚠️ unresolved: all trait combinations | — |"))
    #expect(rows[3].contains("no color named Brand/Missing"))
    #expect(summary.contains("✅ 3 pairings pass in every trait combination"))
    #expect(summary.contains("3 source findings: 2 × <code>attributed-text-foreground</code>"))
    // The full report opens with the same summary, its pairings linked to their sections.
    #expect(
      full.contains(
        "| ❌ | [Brand/Caption on systemBackground (Palette/App.pairings.json\\:5\\:5)](#"))
    #expect(full.range(of: "## Overview")!.lowerBound > full.range(of: "| :-: | --- |")!.lowerBound)
  }

  @Test func translucentSuggestionsAndUnresolved() {
    let markdown = MarkdownReport().render(result, swatchFolder: "s").markdown
    #expect(markdown.contains("`#3C3C4399`<br>→ `#8A8A8E`"))
    #expect(markdown.contains("`#9A9A9F`<br>reaches 4.61:1"))
    #expect(markdown.contains("⚠️ Unresolved in every trait combination: Brand/Missing\\: no color"))
    #expect(markdown.contains("**sRGB**") && markdown.contains("**display-P3**"))
    #expect(markdown.contains("## Source findings") && markdown.contains("## Input problems"))
  }

  @Test func slugs() {
    #expect(Slug.make("Brand/Caption on systemBackground") == "brand-caption-on-systembackground")
    #expect(Slug.make("😀|*") == "")
    #expect(
      Slug.unique(["A b", "a-b", "😀", "!", "a b"]) == [
        "a-b", "a-b-2", "pairing", "pairing-2", "a-b-3",
      ])
    #expect(Slug.make(String(repeating: "ab ", count: 40)).count <= 60)
  }

  @Test func deterministic() {
    let a = MarkdownReport().render(result, swatchFolder: "report-swatches")
    let b = MarkdownReport().render(ReportFixtures.sample(), swatchFolder: "report-swatches")
    #expect(a.markdown == b.markdown)
    #expect(a.files.map(\.relativePath) == b.files.map(\.relativePath))
    #expect(a.files.map(\.contents) == b.files.map(\.contents))
  }
}
