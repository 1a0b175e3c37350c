import Foundation
import Testing

@testable import ContrastAudit

/// `--fix` and `--fix --write`, run as a user would on copies of real-shaped projects.
@Suite struct FixCommandTests {
  typealias E2E = EndToEndTests

  /// Every file under `folder`, by path relative to it, with its bytes.
  static func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
      guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else {
        continue
      }
      files[String(url.path.dropFirst(folder.path.count + 1))] = try Data(contentsOf: url)
    }
    return files
  }

  /// Check statuses of a JSON report by (pairing title, traits).
  static func statuses(_ run: E2E.Run) throws -> [String: String] {
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    let report = try #require(object as? [String: Any])
    let checks = try #require(report["checks"] as? [[String: Any]])
    let pairings = try #require(report["pairings"] as? [[String: Any]])
    var statuses: [String: String] = [:]
    for check in checks {
      let traits = try #require(check["traits"] as? [String: String])
      let pairing = try #require(check["pairingIndex"] as? Int)
      let key = "\(pairings[pairing]["title"] ?? "") \(traits.sorted { $0.key < $1.key })"
      statuses[key] = check["status"] as? String
    }
    return statuses
  }

  @Test func aDryRunPrintsTheDiffAndChangesNothing() throws {
    let folder = try TemporaryFolder()
    try BaselineTests.example(in: folder)
    let before = try Self.snapshot(folder.url)
    let run = try E2E.run(["palette", "--fix"], in: folder.url)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.contains("--- a/palette/Colors.xcassets/Text/Caption.colorset/Contents.json"))
    #expect(
      run.stdout.contains("+++ b/palette/Colors.xcassets/Brand/Primary.colorset/Contents.json"))
    // The button gains a High Contrast Dark appearance, as Xcode writes one.
    #expect(
      run.stdout.contains(
        "+          \"appearance\" : \"contrast\",\n+          \"value\" : \"high\""))
    #expect(run.stderr.contains("2 files would change, fixing 3 failing checks"))
    #expect(try Self.snapshot(folder.url) == before)
  }

  /// The check `.ci/run` repeats: after `--fix --write` the failures a fix can resolve are gone
  /// and nothing that passed fails; only the files named in the diff changed.
  @Test func writingTheFixesResolvesTheFailuresAndBreaksNothing() throws {
    let folder = try TemporaryFolder()
    try BaselineTests.example(in: folder)
    let before = try Self.snapshot(folder.url)
    let audit = try E2E.run(["palette", "--format", "json"], in: folder.url)
    #expect(audit.status == 1)
    let dryRun = try E2E.run(["palette", "--fix"], in: folder.url)

    let write = try E2E.run(["palette", "--fix", "--write"], in: folder.url)
    #expect(write.status == 0, "\(write.stderr)")
    #expect(write.stderr.contains("wrote 2 files, fixing 3 failing checks"))
    #expect(write.stderr.contains("after the fixes: ✗ all 15 pairings pass"))

    let after = try Self.snapshot(folder.url)
    let changed = Set(after.keys.filter { after[$0] != before[$0] })
    #expect(
      changed == [
        "palette/Colors.xcassets/Brand/Primary.colorset/Contents.json",
        "palette/Colors.xcassets/Text/Caption.colorset/Contents.json",
      ])
    for path in changed { #expect(dryRun.stdout.contains("+++ b/\(path)")) }

    let reaudit = try E2E.run(["palette", "--format", "json"], in: folder.url)
    let old = try Self.statuses(audit)
    let new = try Self.statuses(reaudit)
    #expect(old.count == new.count && old.count > 100)
    for (key, status) in old where status == "passed" {
      #expect(new[key] == "passed", "\(key) passed before the fixes")
    }
    #expect(!new.values.contains("failed"))
    // Nothing is left to write.
    let again = try E2E.run(["palette", "--fix"], in: folder.url)
    #expect(again.stdout.isEmpty && again.status == 0)
    #expect(again.stderr.contains("nothing to fix"))
  }

  /// A color defined in Swift: the literal is rewritten in place, in its own form.
  @Test func aCodeLiteralIsRewrittenInPlace() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      "App/Theme.swift",
      """
      import UIKit

      extension UIColor {
          static let captionText = UIColor(red: 0.62, green: 0.62, blue: 0.64, alpha: 1.0)
          static let cardFill = UIColor(white: 0.97, alpha: 1)
      }

      """)
    _ = try folder.write(
      "App/NoteCell.swift",
      """
      import UIKit

      final class NoteCell: UITableViewCell {
          private let dateLabel = UILabel()

          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
              contentView.backgroundColor = .cardFill
              dateLabel.textColor = .captionText
              contentView.addSubview(dateLabel)
          }

          required init?(coder: NSCoder) { fatalError() }
      }

      """)
    let write = try E2E.run(["App", "--fix", "--write"], in: folder.url)
    #expect(write.status == 0, "\(write.stderr)")
    let theme = try folder.read("App/Theme.swift")
    #expect(theme.contains("static let captionText = UIColor(red: 0."))
    #expect(!theme.contains("red: 0.62,"))
    #expect(theme.contains("static let cardFill = UIColor(white: 0.97, alpha: 1)"))
    let reaudit = try E2E.run(["App"], in: folder.url)
    #expect(reaudit.status == 0, "\(reaudit.stdout)")
  }

  @Test func fixRefusesReportOptionsAndWriteAlone() throws {
    #expect(throws: CommandLineOptions.UsageError.self) {
      try CommandLineOptions.parse(["--write"], formats: ["terminal"])
    }
    #expect(throws: CommandLineOptions.UsageError.self) {
      try CommandLineOptions.parse(["--fix", "--junit", "x.xml"], formats: ["terminal"])
    }
  }

  /// A fix whose file lies outside the audited paths is never written.
  @Test func filesOutsideTheAuditedPathsAreNotWritten() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("Outside/Theme.palette.json", ##"{ "colors": { "Caption": "#999999" } }"##)
    _ = try folder.write("App/readme.txt", "")
    var result = AuditResult(
      toolVersion: "t", level: .AA, checks: [], findings: [], diagnostics: [])
    let edit = ColorFileEdit(
      place: .paletteVariant(
        file: "Outside/Theme.palette.json", color: "Caption", key: "any", adds: false),
      color: RGBA(bytes: 0x70, 0x70, 0x70), name: "Caption")
    result.fixes = [
      ColorFix(
        kind: .change, name: "Caption",
        location: SourceLocation(file: "Outside/Theme.palette.json"),
        side: "foreground",
        parts: [
          ColorFix.Part(
            slot: "the \"any\" variant", adds: false, from: RGBA(bytes: 0x99, 0x99, 0x99),
            to: edit.color, traits: [], pasteValue: "#707070", edit: edit, notWritable: nil)
        ], reason: "", fixedChecks: 1, checkedUses: 1, pairings: [])
    ]
    let request = AuditRequest(paths: ["App"], workingDirectory: folder.url, rulesDirectory: nil)
    let outcome = FixApplication.plan(result, request: request)
    #expect(outcome.changes.isEmpty)
    #expect(outcome.diagnostics.contains { $0.message.contains("outside the audited paths") })
  }
}
