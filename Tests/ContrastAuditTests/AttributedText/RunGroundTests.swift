import Testing

@testable import ContrastAudit

/// A fixed text color in attributes that also paint a ground behind the run is measured there.
///
/// Slide (read to check) builds its post titles' badges as runs that carry a custom
/// `.badgeColor`, which its layout manager fills as a rounded pill behind the glyphs:
/// `.badgeColor: GMColor.blue50Color(), .foregroundColor: UIColor.black` is black on pale blue in
/// both appearances, and was warned about as black on Dark Mode's black.
@Suite struct RunGroundTests {
  static func findings(_ source: String, path: String = "Title.swift") -> [Finding] {
    AttributedTextScanner().scan(source: source, path: path).findings.filter {
      $0.rule == AttributedTextStaticColorRule.id
    }
  }

  static func badge(_ attributes: String) -> String {
    """
    import UIKit

    extension NSAttributedString.Key {
        static let badgeColor = NSAttributedString.Key("badgeColor")
    }

    enum CachedTitle {
        static func title(for post: Post) -> NSAttributedString {
            let title = NSMutableAttributedString(string: post.title)
            if post.isOC {
                let oc = NSMutableAttributedString.init(string: "\\u{00A0}OC\\u{00A0}", attributes: [\(attributes)])
                title.append(oc)
            }
            return title
        }
    }
    """
  }

  @Test func anAppsOwnColorKeyIsTheRunsGround() throws {
    let found = Self.findings(
      Self.badge(
        "NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 12), NSAttributedString.Key.badgeColor: GMColor.blue50Color(), NSAttributedString.Key.foregroundColor: UIColor.black"
      ))
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.severity == .note)
    #expect(finding.message.contains("(`badgeColor`: `GMColor.blue50Color()`)"))
    #expect(finding.message.contains("the app's own drawing paints"))
  }

  @Test func uiKitsBackgroundIsMeasured() throws {
    let reads = try #require(
      Self.findings(
        Self.badge(".backgroundColor: UIColor.lightGray, .foregroundColor: UIColor.black")
      )
      .first)
    #expect(reads.severity == .note)
    #expect(
      reads.message.contains(
        "on the background its run paints (`UIColor.lightGray`), where it reads"))
    let fails = try #require(
      Self.findings(Self.badge(".foregroundColor: UIColor.lightGray, .backgroundColor: .white"))
        .first)
    #expect(fails.severity == .warning)
    #expect(fails.message.contains("2.32:1 on the background its run paints (`white`)"))
  }

  @Test func anObjectiveCBackgroundKeyIsMeasured() throws {
    let source = """
      - (NSAttributedString *)tagText:(NSString *)tag {
          NSDictionary *attributes = @{NSForegroundColorAttributeName: [UIColor blackColor], NSBackgroundColorAttributeName: [UIColor whiteColor]};
          return [[NSAttributedString alloc] initWithString:tag attributes:attributes];
      }
      """
    let found = try #require(Self.findings(source, path: "Tags.m").first)
    #expect(found.severity == .note)
    #expect(found.message.contains("21.00:1 on the background its run paints (`white`)"))
  }

  /// Lines and strokes are drawn over the glyphs, not behind them: no ground.
  @Test func anUnderlineColorIsNotAGround() throws {
    let found = try #require(
      Self.findings(Self.badge(".underlineColor: UIColor.white, .foregroundColor: UIColor.black"))
        .first)
    #expect(found.severity == .warning)
    #expect(found.message.contains("on its black background"))
  }

  static func logLine(
    highlightRange: String, key: String = ".backgroundColor", value: String = "UIColor.lightGray"
  ) -> String {
    """
    import UIKit

    enum LogFormatter {
        static func format(_ line: String, dateCount: Int) -> NSAttributedString {
            let result = NSMutableAttributedString(string: line + "\n", attributes: [.font: UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)])
            let dateRange = NSRange(location: 0, length: min(dateCount, line.count))
            result.addAttribute(.foregroundColor, value: UIColor.darkGray, range: dateRange)
            result.addAttribute(\(key), value: \(value), range: \(highlightRange))
            return result
        }
    }
    """
  }

  /// zap's log lines (read to check): a dark gray date under a light gray highlight the same
  /// function adds, 3.2:1 in both appearances, was warned about as dark gray on black.
  @Test func aBackgroundAddedOnTheSameRangeIsMeasured() throws {
    let found = try #require(Self.findings(Self.logLine(highlightRange: "dateRange")).first)
    #expect(found.severity == .warning)
    #expect(found.message.contains("3.20:1 on the background its run paints (`UIColor.lightGray`)"))
  }

  @Test func aBackgroundAddedOnAnotherRangeMayMissTheRun() throws {
    let found = try #require(
      Self.findings(Self.logLine(highlightRange: "match.range")).first)
    #expect(found.severity == .note)
    #expect(
      found.message.contains(
        "(`backgroundColor`: `UIColor.lightGray`) on a range that may hold this run"))
  }

  /// fsnotes (read to check) grays a wiki link's brackets in a string it makes a link.
  @Test func aLinkAddedOnAnotherRangeIsANote() throws {
    let found = try #require(
      Self.findings(
        Self.logLine(
          highlightRange: "wholeRange", key: ".link", value: "URL(string: \"app://find\")!")
      ).first)
    #expect(found.severity == .note)
    #expect(found.message.contains("makes a link on a range that may hold this run"))
  }
}

/// An `AttributeContainer` paints its own ground too (olvid's search highlight, read to check:
/// black text on `.systemYellow`, merged into the matched range, was warned about as black on
/// Dark Mode's black).
@Suite struct AttributeContainerGroundTests {
  static func highlight(background: String, foreground: String) -> String {
    """
    import UIKit

    private extension AttributedString {
        func withHighlightedSearchedText(_ searched: String?) -> AttributedString {
            guard let searched, let range = self.range(of: searched, options: [.caseInsensitive]) else { return self }
            var container = AttributeContainer()
            \(background)
            container[keyPath: \\.uiKit.foregroundColor] = \(foreground)
            var copy = self
            copy[range].mergeAttributes(container)
            return copy
        }
    }
    """
  }

  @Test func aContainersBackgroundIsTheRunsGround() throws {
    let found = RunGroundTests.findings(
      Self.highlight(background: "container.backgroundColor = .systemYellow", foreground: ".black"))
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.severity == .note)
    #expect(finding.message.contains("(`backgroundColor`: `.systemYellow`)"))
  }

  @Test func aFixedBackgroundSetThroughAKeyPathIsMeasured() throws {
    let found = try #require(
      RunGroundTests.findings(
        Self.highlight(
          background: "container[keyPath: \\.uiKit.backgroundColor] = UIColor.white",
          foreground: "UIColor.lightGray")
      ).first)
    #expect(found.severity == .warning)
    #expect(found.message.contains("2.32:1 on the background its run paints (`white`)"))
  }

  /// Another container's background is not this run's.
  @Test func anotherContainersBackgroundIsNot() throws {
    let found = try #require(
      RunGroundTests.findings(
        Self.highlight(
          background: "var other = AttributeContainer(); other.backgroundColor = .white",
          foreground: ".black")
      ).first)
    #expect(found.severity == .warning)
    #expect(found.message.contains("on its black background"))
  }
}
