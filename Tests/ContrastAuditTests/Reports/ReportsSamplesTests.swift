import Foundation
import Testing

@testable import ContrastAudit

/// Writes sample reports for external validation.
///
/// Writes every report of the sample results into `$CONTRAST_AUDIT_REPORT_SAMPLES` for checking (`scripts/validate-reports.sh`: xmllint against junit-10.xsd, jsonschema against
/// SARIF 2.1.0). Does nothing when the variable is unset.
@Suite struct ReportsSamplesTests {
  @Test func writeReportSamples() throws {
    guard let folder = ProcessInfo.processInfo.environment["CONTRAST_AUDIT_REPORT_SAMPLES"],
      !folder.isEmpty
    else { return }
    let root = URL(fileURLWithPath: folder, isDirectory: true)
    let samples = [("sample", ReportFixtures.sample()), ("passing", ReportFixtures.passing())]
    for (name, result) in samples {
      let directory = root.appendingPathComponent(name, isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      func write(_ file: String, _ text: String) throws {
        let url = directory.appendingPathComponent(file)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
      let options = ReportOptions(workingDirectory: "/work/app")
      try write("junit.xml", JUnitReport().render(result, options: options))
      var strict = options
      strict.junitStrict = true
      try write("junit-strict.xml", JUnitReport().render(result, options: strict))
      try write("report.sarif", OutputFormat.sarif.render(result, options: options))
      try write("report.json", OutputFormat.json.render(result, options: options))
      var full = options
      full.jsonDetail = .full
      try write("report-full.json", OutputFormat.json.render(result, options: full))
      try write("xcode.txt", OutputFormat.xcode.render(result, options: options))
      try write("github.txt", OutputFormat.github.render(result, options: options))
      try write("terminal.txt", OutputFormat.terminal.render(result, options: options))
      var colored = options
      colored.colors = true
      try write("terminal-color.txt", OutputFormat.terminal.render(result, options: colored))
      let markdown = MarkdownReport().render(result, swatchFolder: "report-swatches")
      try write("report.md", markdown.markdown)
      for file in markdown.files {
        try write(file.relativePath, file.contents)
      }
    }
  }
}
