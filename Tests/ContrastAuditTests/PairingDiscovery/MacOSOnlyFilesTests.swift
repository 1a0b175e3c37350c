import Foundation
import Testing

@testable import ContrastAudit

/// A file that imports AppKit or Cocoa outside every `#if` builds for macOS only: without a
/// project that names its targets (Strongbox keeps its Mac app beside the iOS one, with no
/// project file in the repository), its `NSColor`s and `NSTextField`s were audited as iOS views.
@Suite struct MacOSOnlyFilesTests {
  @Test(arguments: [
    ("import Cocoa\n\nclass BadgeField: NSTextField {}\n", SourceLanguage.swift, "Cocoa@1"),
    ("import SwiftUI\nimport AppKit\n", .swift, "AppKit@2"),
    ("@_exported import AppKit\n", .swift, "AppKit@1"),
    ("import class AppKit.NSColor\n", .swift, "AppKit@1"),
    ("#if os(macOS)\nimport AppKit\n#else\nimport UIKit\n#endif\n", .swift, "none"),
    (
      "#if canImport(UIKit)\nimport UIKit\n#elseif canImport(AppKit)\nimport AppKit\n#endif\n",
      .swift, "none"
    ),
    // An undecided condition proves nothing either way.
    ("#if DEBUG\nimport AppKit\n#endif\n", .swift, "none"),
    ("import UIKit\nlet importer = Importer()\nimporter.import(AppKit)\n", .swift, "none"),
    ("#import <Foundation/Foundation.h>\n#import <Cocoa/Cocoa.h>\n", .objectiveC, "Cocoa@2"),
    ("@import AppKit;\n", .objectiveC, "AppKit@1"),
    // Strongbox's shared headers: the AppKit import is in the branch an iOS build skips, and the
    // directives and the import make no tokens between them.
    (
      "#import <Foundation/Foundation.h>\n#if TARGET_OS_IOS || TARGET_OS_WATCH\n"
        + "#import <UIKit/UIKit.h>\n#else\n#import <AppKit/AppKit.h>\n#endif\n",
      .objectiveC, "none"
    ),
    // Nor does an include guard, which this audit does not decide: the file is kept.
    ("#ifndef Utils_h\n#define Utils_h\n#import <Cocoa/Cocoa.h>\n#endif\n", .objectiveC, "none"),
  ])
  func findsImportsOutsideEveryConditionalBlock(
    source: String, language: SourceLanguage, expected: String
  ) {
    let found = Lexer.tokenize(source, language: language).macOSImport
    #expect(found.map { "\($0.framework)@\($0.line)" } ?? "none" == expected)
  }

  @Test func macOSFilesAreLeftOutWithOneNote() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/ProfileHeaderView.swift",
      """
      import UIKit

      final class ProfileHeaderView: UIView {
          private let nameLabel = UILabel()

          override init(frame: CGRect) {
              super.init(frame: frame)
              backgroundColor = .systemBackground
              nameLabel.textColor = .secondaryLabel
              addSubview(nameLabel)
          }

          required init?(coder: NSCoder) {
              fatalError("init(coder:) has not been implemented")
          }
      }
      """)
    // Shared by both apps: the AppKit import is in a branch iOS does not build.
    try folder.write(
      "Shared/StatusBadge.swift",
      """
      #if os(macOS)
      import AppKit
      #else
      import UIKit
      #endif

      final class StatusBadge: UIView {
          private let countLabel = UILabel()

          func configure() {
              backgroundColor = .systemRed
              countLabel.textColor = .white
              addSubview(countLabel)
          }
      }
      """)
    try folder.write(
      "MacBox/ProAutoShowBadge.swift",
      """
      //
      //  ProAutoShowBadge.swift
      //  MacBox
      //

      import Cocoa

      class RoundedPurpleBadgeTextField: NSTextField {
          override func awakeFromNib() {
              super.awakeFromNib()

              backgroundColor = NSColor.systemPurple
              textColor = NSColor.white
          }
      }
      """)
    try folder.write(
      "MacBox/StatusItemView.m",
      """
      #import <Cocoa/Cocoa.h>
      #import "StatusItemView.h"

      @implementation StatusItemView

      - (void)drawRect:(NSRect)dirtyRect {
          NSDictionary *attributes = @{NSFontAttributeName: [NSFont boldSystemFontOfSize:12]};
          NSAttributedString *title = [[NSAttributedString alloc] initWithString:@"Locked" attributes:attributes];
          [title drawAtPoint:NSMakePoint(4, 2)];
      }

      @end
      """)
    let result = Auditor.run(
      AuditRequest(paths: ["."], workingDirectory: folder.url, rulesDirectory: TestPaths.rules))
    let files = Set(result.checks.map { $0.pairing.location.file })
    #expect(files == ["App/ProfileHeaderView.swift", "Shared/StatusBadge.swift"])
    #expect(result.findings.isEmpty)
    let notes = result.diagnostics.filter { $0.message.contains("only macOS builds") }
    #expect(
      notes.map { "\($0.location.file):\($0.location.line ?? 0): \($0.message)" } == [
        "MacBox/ProAutoShowBadge.swift:6: not read, with 1 other source file: they import AppKit "
          + "or Cocoa outside `#if`, so only macOS builds them"
      ])
    #expect(notes.allSatisfy { $0.severity == .note })
  }
}
