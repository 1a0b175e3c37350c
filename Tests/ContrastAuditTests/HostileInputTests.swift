import Foundation
import Testing

@testable import ContrastAudit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Regression tests for what fuzzing and a hostile-input suite found.
///
/// Each input here once crashed, hung, leaked a file's content or wrote where it should not. The
/// command must end with a clear error (exit 2) or a verdict, never a signal.
@Suite struct HostileInputTests {
  private func run(_ arguments: [String], in folder: TemporaryFolder) throws -> EndToEndTests.Run {
    try EndToEndTests.run(arguments, in: folder.url)
  }

  @Test(arguments: [
    "g=NSAttributedString(string:)NSAttributedString(g",
    "let title = NSAttributedString(string: \"Hi\")\nlet copy = NSAttributedString(title",
    // A call left open in a method (fuzzing found its trap): `value` was a range to a match of -1.
    "import UIKit\n\nfinal class Banner: UIView {\n    let button = UIButton()\n\n"
      + "    func setUp() {\n        button.setBackgroundImage(UIImage(named: \"fill\"), for: .normal\n"
      + "    }\n}\n",
  ])
  func unclosedCallsAreReadWithoutCrashing(source: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("App/View.swift", source)
    let run = try run(["App", "--color", "never"], in: folder)
    #expect(run.status == 0 || run.status == 1, Comment(rawValue: run.stderr))
  }

  /// A file cut off inside a method: the method's brace has no match, so the method's extent
  /// must come from the braces around each token, not from a range to the match.
  @Test func anObjectiveCMethodCutOffMidBodyIsStillRead() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Cell.m",
      """
      @interface Cell : UITableViewCell
      @end
      @implementation Cell
      - (void)setUp {
          self.textLabel.textColor = UIColor.grayColor;
          UIView *background = [[UIView alloc] init];
          [self insertSubview:background atIndex:0];
          background.backgroundColor = UIColor.whiteColor;

      """)
    let run = try run(["App", "--color", "never"], in: folder)
    #expect(run.status == 1, Comment(rawValue: run.stderr))
    #expect(run.stdout.contains("text of textLabel in Cell on Cell: #808080FF on white"))
  }

  @Test func processingInstructionsInInterfaceBuilderFilesAreInputErrors() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/View.xib", "<?pi?><attributedString/>")
    let run = try run(["App"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.stdout.contains(
        "App/View.xib: error: not a valid Interface Builder document (line 1): a processing "
          + "instruction"))
    // The XML declaration itself, and one inside a comment, are fine.
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- <?pi?> -->
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>
      """
    #expect(InterfaceBuilderXML.processingInstructionLine(Data(document.utf8)) == nil)
    #expect(
      InterfaceBuilderXML.processingInstructionLine(Data((document + "\n<?x y?>").utf8)) == 4)
  }

  @Test func invalidUTF8InAnAttributeNameIsAnInputErrorNotATrap() throws {
    // Found by fuzzing: Foundation's XML parser on Linux traps on this byte in an attribute name.
    let folder = try TemporaryFolder()
    var bytes = Array(
      #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><tableView sectionFooterHeigh"#
        .utf8)
    bytes += [0xF4] + Array(#"="18" id="T1"/></scenes></document>"#.utf8)
    let url = folder.url.appendingPathComponent("App/Main.storyboard")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    let run = try run(["App"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.stdout.contains(
        "App/Main.storyboard: error: the file is not valid UTF-8; it was not read"))
  }

  @Test(arguments: [
    "App/contrast-audit.json", "App/brand.palette.json", "App/extra.pairings.json",
    "App/Colors.xcassets/Text.colorset/Contents.json", "App/View.swift",
  ])
  func namedPipesAreInputErrorsNotHangs(path: String) throws {
    let folder = try TemporaryFolder()
    let fifo = folder.url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: fifo.deletingLastPathComponent(), withIntermediateDirectories: true)
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let run = try run(["App"], in: folder)
    #expect(run.status == 2)
    #expect(
      (run.stdout + run.stderr).contains(
        "\(path): error: is a named pipe (FIFO), not a regular file"))
  }

  @Test func aHugeSourceFileIsSkippedWithANoteNotReadWhole() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/contrast-audit.json", #"{"pairings": []}"#)
    // A sparse 1 GB file: reading it whole once took 1 GB of memory.
    let url = try folder.write("App/Generated.swift", "")
    #expect(truncate(url.path, 1 << 30) == 0)
    let run = try run(["App"], in: folder)
    #expect(
      run.stdout.contains(
        "App/Generated.swift: note: not read: the file is 1024.0 MB, more than the 8.0 MB read "
          + "from one source file"))
  }

  @Test func deeplyNestedInterpolationsAreAnErrorNotAStackOverflow() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/View.swift", "let s = " + String(repeating: "\"\\(", count: 48_000) + "\n")
    let run = try run(["App"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.stdout.contains(
        "App/View.swift:1: error: string interpolations nest more than 64 deep; the file was not "
          + "read"))
  }

  @Test func deeplyNestedBracketsAreMatchedInLinearTime() throws {
    let source =
      "let s = " + String(repeating: "(", count: 50_000) + "1"
      + String(repeating: ")", count: 50_000) + String(repeating: "]", count: 20_000)
    let clock = ContinuousClock()
    let start = clock.now
    let file = SourceFile(path: "Deep.swift", language: .swift, source: source)
    // Quadratic matching took about 8 s; linear takes milliseconds. The bound is generous.
    #expect(clock.now - start < .seconds(5))
    #expect(file.match[3] == 3 + 50_000 * 2)
    #expect(file.pastClosing(file.count - 1) == file.count)
  }

  @Test func deeplyNestedConditionalBlocksAreReadInLinearTime() throws {
    // 25,000 blocks an iOS build compiles, 25,000 inside them it does not.
    let source =
      String(repeating: "#if os(iOS)\nlet a = 1\n", count: 25_000)
      + String(repeating: "#if os(macOS)\nlet b = 2\n", count: 25_000)
      + String(repeating: "#endif\n", count: 50_000)
    let clock = ContinuousClock()
    let start = clock.now
    let file = SourceFile(path: "Deep.swift", language: .swift, source: source)
    // Asking every block for the branches around it is quadratic; the bound is generous.
    #expect(clock.now - start < .seconds(5))
    #expect(file.count == 25_000 * 4)
    #expect(!file.tokens.contains { $0.text == "b" })
  }

  @Test func aSymbolicLinkReportPathWritesItsTargetAndKeepsTheLink() throws {
    let folder = try TemporaryFolder()
    _ = try EndToEndTests.copyOfFixture("Projects/Themed", into: folder)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("link.xml").path,
      withDestinationPath: "out/real.xml")
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
    let run = try run(["Themed", "--junit", "link.xml", "--quiet"], in: folder)
    #expect(run.status == 1)
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.url.appendingPathComponent("link.xml").path)
    #expect(link == "out/real.xml")
    #expect(try folder.read("out/real.xml").hasPrefix("<?xml"))
  }

  @Test func aDeviceReportPathIsWrittenToNotReplaced() throws {
    let folder = try TemporaryFolder()
    _ = try EndToEndTests.copyOfFixture("Projects/Themed", into: folder)
    let run = try run(["Themed", "--junit", "/dev/null", "--quiet"], in: folder)
    #expect(run.status == 1)
    var status = stat()
    #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    #expect(!FileManager.default.fileExists(atPath: "/dev/.null.tmp-\(getpid())"))
  }

  @Test func junitToStandardOutputLeavesItToTheReport() throws {
    let folder = try TemporaryFolder()
    _ = try EndToEndTests.copyOfFixture("Projects/Themed", into: folder)
    let run = try run(["Themed", "--junit", "-"], in: folder)
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("<?xml"))
    #expect(run.stderr.contains("pairings fail"))
  }

  /// Runs the audit of the fixture with `--junit junit.xml` and standard output going to
  /// `output`; the exit status, how it ended, standard error and the JUnit file.
  private func runWithFailingOutput(_ output: Any) throws -> (
    status: Int32, exited: Bool, stderr: String, junit: String
  ) {
    let folder = try TemporaryFolder()
    _ = try EndToEndTests.copyOfFixture("Projects/Themed", into: folder)
    let process = Process()
    process.executableURL = EndToEndTests.binary
    process.arguments = ["Themed", "--junit", "junit.xml"]
    process.currentDirectoryURL = folder.url
    process.standardOutput = output
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    if let pipe = output as? Pipe { try pipe.fileHandleForWriting.close() }
    let stderr = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (
      process.terminationStatus, process.terminationReason == .exit, stderr,
      try folder.read("junit.xml")
    )
  }

  @Test func aFullStandardOutputIsReportedAndTheReportFilesAreStillWritten() throws {
    let run = try runWithFailingOutput(FileHandle(forWritingAtPath: "/dev/full") as Any)
    #expect(run.exited && run.status == 2)
    #expect(run.stderr.contains("cannot write the report to standard output: No space left"))
    #expect(run.junit.hasPrefix("<?xml"))
  }

  @Test func aClosedPipeIsReportedNotASignalAndTheReportFilesAreStillWritten() throws {
    // A pipe nobody reads from, as when `| head` has exited.
    let output = Pipe()
    try output.fileHandleForReading.close()
    let run = try runWithFailingOutput(output)
    #expect(run.exited && run.status == 2)
    #expect(run.stderr.contains("cannot write the report to standard output: Broken pipe"))
    #expect(run.junit.hasPrefix("<?xml"))
  }

  @Test func terminalEscapesInInputNeverReachTheTerminalOrALineFormat() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/contrast-audit.json",
      #"{"pairings": [], "\u001b]0;pwned\u0007\u001b[2J": 1}"#)
    try folder.write(
      "App/brand.palette.json",
      ##"{"colors": {"Text\n::error file=README.md::forged": "#GGG"}}"##)
    for format in ["terminal", "xcode", "github", "json", "sarif"] {
      let run = try run(["App", "--format", format], in: folder)
      #expect(run.status == 2)
      for (stream, text) in [("stdout", run.stdout), ("stderr", run.stderr)] {
        #expect(!text.utf8.contains(0x1B), "\(format) \(stream) holds an escape")
        #expect(!text.utf8.contains(0x07), "\(format) \(stream) holds a bell")
        if format != "github" || stream == "stderr" {
          #expect(
            !text.split(separator: "\n").contains { $0.hasPrefix("::error file=README.md") },
            "\(format) \(stream) forged a line")
        }
      }
    }
  }

  @Test func anEmptyPathIsAUsageError() throws {
    let folder = try TemporaryFolder()
    let run = try run([""], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.contains("an empty path"))
  }

  @Test func aReportPathThatIsAnInputIsRefused() throws {
    let folder = try TemporaryFolder()
    let project = try EndToEndTests.copyOfFixture("Projects/Themed", into: folder)
    let configuration = project.appendingPathComponent("contrast-audit.json")
    let before = try Data(contentsOf: configuration)
    let run = try run(["Themed", "--junit", "Themed/contrast-audit.json"], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.contains("that file is an input of the audit"))
    #expect(try Data(contentsOf: configuration) == before)
  }

  @Test func staleTemporariesOfAKilledRunAreRemoved() throws {
    let folder = try TemporaryFolder()
    _ = try EndToEndTests.copyOfFixture("Projects/Themed", into: folder)
    // What a run killed mid-write leaves: a staging swatch folder and a temporary report, named
    // with a process id that no longer runs.
    let dead = Int32.max - 1
    try folder.write("out/.report-swatches.new-\(dead)/a.svg", "<svg/>")
    try folder.write("out/.report.md.tmp-\(dead)", "half")
    try folder.write("out/.unrelated-\(dead)", "kept")
    let run = try run(["Themed", "--markdown", "out/report.md", "--quiet"], in: folder)
    #expect(run.status == 1)
    let left = try FileManager.default.contentsOfDirectory(
      atPath: folder.url.appendingPathComponent("out").path
    ).sorted()
    #expect(left == [".unrelated-\(dead)", "report-swatches", "report.md"])
  }

  @Test func aSocketIsNamedAsOne() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/contrast-audit.json", #"{"pairings": []}"#)
    let path = folder.url.appendingPathComponent("App/brand.palette.json").path
    #if canImport(Glibc)
      let streamType = Int32(SOCK_STREAM.rawValue)
    #else
      let streamType = SOCK_STREAM
    #endif
    let socketDescriptor = socket(AF_UNIX, streamType, 0)
    #expect(socketDescriptor >= 0)
    defer { close(socketDescriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: path.utf8.prefix(buffer.count - 1))
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0, "cannot make a socket at \(path)")
    let run = try run(["App"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.stdout.contains("App/brand.palette.json: error: is a socket, not a regular file"))
  }

  @Test func brokenGroupAndRootContentsAreInputErrors() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/contrast-audit.json", #"{"pairings": []}"#)
    try folder.write("App/Colors.xcassets/Contents.json", #"{"info": "#)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("App/Colors.xcassets/Brand/Contents.json"),
      withIntermediateDirectories: true)
    let run = try run(["App"], in: folder)
    #expect(run.status == 2)
    #expect(run.stdout.contains("App/Colors.xcassets/Contents.json:1:10: error:"))
    #expect(
      run.stdout.contains(
        "App/Colors.xcassets/Brand/Contents.json: error: is a folder, not a JSON file"))
  }
}
