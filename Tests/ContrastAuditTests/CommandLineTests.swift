import Foundation
import Testing

@testable import ContrastAudit

@Suite struct CommandLineOptionsTests {
  static let formats = ["terminal", "json", "sarif"]

  @Test func parsesPathsAndOptions() throws {
    let options = try CommandLineOptions.parse(
      ["App", "--format", "json", "--level=aaa", "--junit", "out/junit.xml", "-q", "--", "--odd"],
      formats: Self.formats)
    #expect(options.paths == ["App", "--odd"])
    #expect(options.format == "json" && options.level == .AAA && options.quiet)
    #expect(options.junitPath == "out/junit.xml")
    #expect(try CommandLineOptions.parse([], formats: Self.formats).paths == ["."])
  }

  @Test func detailIsStandardUnlessAskedFor() throws {
    #expect(
      try CommandLineOptions.parse(["--format", "json"], formats: Self.formats).detail == .standard)
    for arguments in [["--format", "json", "--detail", "full"], ["--detail=full", "-f", "json"]] {
      #expect(try CommandLineOptions.parse(arguments, formats: Self.formats).detail == .full)
    }
    // Like --junit-strict without --junit: an option of a report that is not written is accepted.
    #expect(
      try CommandLineOptions.parse(["--detail", "full"], formats: Self.formats).detail == .full)
  }

  @Test(arguments: [
    (["--formt", "json"], "unknown option --formt; did you mean --format?"),
    (
      ["--format", "jsn"],
      "unknown format \"jsn\"; use one of terminal, json, sarif; did you mean json?"
    ),
    (["--level", "A"], "unknown level \"A\"; use AA or AAA"),
    (["--junit"], "--junit needs a value"),
    (["--detail", "bogus"], "--detail takes standard or full, not \"bogus\""),
    (["--detail=Full"], "--detail takes standard or full, not \"Full\""),
    (["--detail"], "--detail needs a value"),
    (
      ["--junit", "-", "--markdown-summary", "-"],
      "--junit - and --markdown-summary - both write to standard output; write one to a file"
    ),
    (
      ["--color", "sometimes"],
      "unknown color mode \"sometimes\"; use auto, always, never, 16, 256 or truecolor"
    ),
  ])
  func usageErrorsSayWhatWasMeant(arguments: [String], message: String) {
    #expect(throws: CommandLineOptions.UsageError(message: message)) {
      try CommandLineOptions.parse(arguments, formats: Self.formats)
    }
  }
}

/// Runs the built `contrast-audit` binary as a user would, from a folder of its own.
@Suite struct EndToEndTests {
  static let binary = Bundle.module.bundleURL.deletingLastPathComponent()
    .appendingPathComponent("contrast-audit")

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws
    -> Run
  {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var env = ProcessInfo.processInfo.environment
    env["CONTRAST_AUDIT_RULES"] = nil
    env["NO_COLOR"] = "1"
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// A copy of a fixture project in a scratch folder, so runs start from a foreign directory.
  static func copyOfFixture(_ path: String, into folder: TemporaryFolder) throws -> URL {
    let destination = folder.url.appendingPathComponent(
      URL(fileURLWithPath: path).lastPathComponent)
    try FileManager.default.copyItem(at: TestPaths.fixture(path), to: destination)
    return destination
  }

  /// `--quiet` alone skips the fix suggestions (nothing shows them) but gives the same verdict
  /// and exit status; with a report file the suggestions are computed for it.
  @Test func quietGivesTheSameVerdictAndReportsStillSuggest() throws {
    let root = TestPaths.packageRoot
    let full = try Self.run(["Examples/palette"], in: root)
    let quiet = try Self.run(["Examples/palette", "--quiet"], in: root)
    #expect(quiet.status == 1 && full.status == 1)
    let verdict = try #require(full.stdout.split(separator: "\n").last)
    #expect(quiet.stdout == verdict + "\n")
    #expect(full.stdout.contains("→ use #"))

    let folder = try TemporaryFolder()
    let junit = folder.url.appendingPathComponent("junit.xml").path
    let withReport = try Self.run(["Examples/palette", "--quiet", "--junit", junit], in: root)
    #expect(withReport.stdout == quiet.stdout)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("Suggestion: use #"))
  }

  @Test func versionAndHelp() throws {
    let folder = try TemporaryFolder()
    let version = try Self.run(["--version"], in: folder.url)
    #expect(version.status == 0 && version.stdout == "contrast-audit \(Auditor.version)\n")
    let help = try Self.run(["--help"], in: folder.url)
    #expect(help.status == 0 && help.stdout.contains("USAGE: contrast-audit [PATH ...]"))
  }

  @Test func unknownOptionSuggestsTheNearestAndExits2() throws {
    let folder = try TemporaryFolder()
    let run = try Self.run(["--formt", "json"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.stderr.contains("unknown option --formt; did you mean --format?"))
    #expect(run.stdout.isEmpty)
  }

  @Test func anUnknownDetailExits2NamingTheValuesItTakes() throws {
    let folder = try TemporaryFolder()
    let run = try Self.run(["--format", "json", "--detail", "bogus"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.stderr.contains("--detail takes standard or full, not \"bogus\""))
    #expect(run.stdout.isEmpty)
  }

  @Test func fullDetailAddsToEachCheckAndChangesNothingElse() throws {
    let root = TestPaths.packageRoot
    let standard = try Self.run(["Examples/palette", "--format", "json"], in: root)
    let full = try Self.run(["Examples/palette", "--format", "json", "--detail", "full"], in: root)
    #expect(standard.status == 1 && full.status == 1)
    func lines(_ run: Run) -> [Substring] { run.stdout.split(separator: "\n") }
    #expect(lines(standard).count == lines(full).count)
    for (short, long) in zip(lines(standard), lines(full)) where short != long {
      #expect(short.hasPrefix("    {\"foreground\":"), "only checks differ: \(short)")
      #expect(long.contains("\"compositedForeground\":") || long.contains("\"unresolved\":"))
    }
    #expect(full.stdout.utf8.count > standard.stdout.utf8.count * 3 / 2)
  }

  @Test func findsItsRulesFromAnyWorkingDirectory() throws {
    let folder = try TemporaryFolder()
    _ = try Self.copyOfFixture("Projects/Themed", into: folder)
    let run = try Self.run(["Themed"], in: folder.url)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(!run.stderr.contains("cannot find the built-in Rules"))
  }

  @Test func badInputExits2NamingTheFileAndLine() throws {
    let folder = try TemporaryFolder()
    let project = try Self.copyOfFixture("Projects/Themed", into: folder)
    try folder.write(
      "Themed/Broken.palette.json", "{\n  \"colors\": {\n    \"A\": \"#FFF\",\n  }\n}\n")
    let run = try Self.run(["Themed"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.stdout.contains("Themed/Broken.palette.json:4:3: error: invalid JSON"))
    let json = try Self.run(["Themed", "--format", "json"], in: folder.url)
    #expect(json.status == 2)
    #expect(json.stderr.contains("Themed/Broken.palette.json:4:3: error: invalid JSON"))
    #expect(json.stdout.contains("\"file\": \"Themed/Broken.palette.json\""))
    _ = project
  }

  @Test func aHugeContentsJSONExits2WithoutBeingRead() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/contrast-audit.json", #"{"include": ["uikit"]}"#)
    let huge = try folder.write("App/Colors.xcassets/Huge.colorset/Contents.json", "")
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: 20 << 20)
    try handle.close()
    let run = try Self.run(["App", "--format", "json"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stderr.contains(
        "App/Colors.xcassets/Huge.colorset/Contents.json: error: is 20.0 MB; a color set's "
          + "Contents.json is a few kilobytes"))
  }

  @Test func unwritableReportPathsExit2AndWriteNothing() throws {
    let folder = try TemporaryFolder()
    _ = try Self.copyOfFixture("Projects/Themed", into: folder)
    try folder.write("notes.txt", "kept")
    let run = try Self.run(["Themed", "--junit", "notes.txt/junit.xml", "--quiet"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.stderr.contains("cannot write notes.txt/junit.xml: notes.txt is not a folder"))
    #expect(try folder.read("notes.txt") == "kept")
  }

  @Test func missingReportFoldersAreCreated() throws {
    let folder = try TemporaryFolder()
    _ = try Self.copyOfFixture("Projects/Themed", into: folder)
    let run = try Self.run(
      ["Themed", "--junit", "reports/ci/junit.xml", "--markdown", "reports/md/report.md"],
      in: folder.url)
    #expect(run.status == 1)
    #expect(try folder.read("reports/ci/junit.xml").hasPrefix("<?xml"))
    #expect(try folder.read("reports/md/report.md").hasPrefix("# Contrast audit"))
  }

  @Test func severalOutputsInOneRunAndNoStaleSwatches() throws {
    let folder = try TemporaryFolder()
    _ = try Self.copyOfFixture("Projects/Themed", into: folder)
    try folder.write("out/report-swatches/stale.svg", "<svg/>")
    let run = try Self.run(
      ["Themed", "--junit", "out/junit.xml", "--markdown", "out/report.md", "--format", "sarif"],
      in: folder.url)
    #expect(run.status == 1)
    #expect(run.stdout.contains("\"version\": \"2.1.0\""))
    let out = folder.url.appendingPathComponent("out")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(files == ["junit.xml", "report-swatches", "report.md"])
    let swatches = try FileManager.default.contentsOfDirectory(
      atPath: out.appendingPathComponent("report-swatches").path)
    #expect(!swatches.contains("stale.svg") && !swatches.isEmpty)
    let markdown = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
    #expect(markdown.contains("report-swatches/"))
  }

  @Test func missingPathExits2() throws {
    let folder = try TemporaryFolder()
    let run = try Self.run(["Nowhere"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.stdout.contains("Nowhere: error: no such file or directory"))
  }

  @Test func neverModifiesInputs() throws {
    let folder = try TemporaryFolder()
    let project = try Self.copyOfFixture("Projects/Themed", into: folder)
    func snapshot() throws -> [String: Data] {
      var files: [String: Data] = [:]
      let enumerator = FileManager.default.enumerator(atPath: project.path)
      while let path = enumerator?.nextObject() as? String {
        let url = project.appendingPathComponent(path)
        if let data = try? Data(contentsOf: url) { files[path] = data }
      }
      return files
    }
    let before = try snapshot()
    _ = try Self.run(["Themed"], in: folder.url)
    #expect(try snapshot() == before)
  }
}
