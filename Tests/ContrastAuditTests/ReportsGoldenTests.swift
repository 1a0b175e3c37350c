import Foundation
import Testing

@testable import ContrastAudit

/// Keeps `Reports/` current: what contrast-audit writes for `Examples/palette`.
///
/// Every report is regenerated with the built binary and compared byte for byte. Set
/// `RECORD_REPORTS=1` to rewrite them after an intended change.
@Suite struct ReportsGoldenTests {
  static let reports = TestPaths.packageRoot.appendingPathComponent("Reports")
  static let recording = ProcessInfo.processInfo.environment["RECORD_REPORTS"] == "1"

  /// Every file under `folder`, by relative path.
  static func files(in folder: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
      if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
        files[path] = data
      }
    }
    return files
  }

  /// Runs the binary from the package root, as the README does, writing into `output`.
  static func generate(into output: URL) throws {
    let example = "Examples/palette"
    let runs: [(arguments: [String], stdout: String)] = [
      (
        [
          example, "--color", "never", "--junit", output.appendingPathComponent("junit.xml").path,
          "--markdown", output.appendingPathComponent("report.md").path,
          "--markdown-summary", output.appendingPathComponent("summary.md").path,
        ], "terminal.txt"
      ),
      ([example, "--format", "json"], "report.json"),
      ([example, "--format", "json", "--detail", "full"], "report-full.json"),
      ([example, "--format", "sarif"], "report.sarif"),
    ]
    for run in runs {
      let result = try EndToEndTests.run(run.arguments, in: TestPaths.packageRoot)
      #expect(result.status == 1, "the example fails on purpose: \(result.stderr)")
      #expect(result.stderr.isEmpty)
      try Data(result.stdout.utf8).write(to: output.appendingPathComponent(run.stdout))
    }
  }

  @Test func reportsForTheExampleAreCurrent() throws {
    let folder = try TemporaryFolder()
    try Self.generate(into: folder.url)
    let fresh = Self.files(in: folder.url)
    if Self.recording {
      try? FileManager.default.removeItem(at: Self.reports)
      try FileManager.default.copyItem(at: folder.url, to: Self.reports)
    }
    let committed = Self.files(in: Self.reports)
    #expect(fresh.keys.sorted() == committed.keys.sorted(), "run with RECORD_REPORTS=1 to update")
    for (path, data) in fresh.sorted(by: { $0.key < $1.key }) where committed[path] != data {
      Issue.record("Reports/\(path) is out of date; run RECORD_REPORTS=1 swift test")
    }
    #expect(fresh.keys.contains { $0.hasPrefix("report-swatches/") })
  }

  @Test func twoRunsAreByteIdentical() throws {
    let first = try TemporaryFolder()
    let second = try TemporaryFolder()
    try Self.generate(into: first.url)
    try Self.generate(into: second.url)
    #expect(Self.files(in: first.url) == Self.files(in: second.url))
  }
}
