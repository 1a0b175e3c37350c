import Foundation
import Testing

@testable import ContrastAudit

/// The attributed-text rules over a project whose facts live in other files
/// (`Fixtures/AttributedText/Project`), and the project context they consult.
///
/// In the fixture's Swift and Objective-C files, a trailing `EXPECT warning|note` comment marks a
/// missing-foreground finding on that line, `EXPECT static` a non-adaptive color warning and
/// `EXPECT static-note` one drawn into an exported image; in Interface Builder files,
/// `<!-- EXPECT ib-warning|ib-note -->` marks a fragment without a color and `ib-static` a fixed
/// color (none where code sets the view's text or text color: the fragment is a placeholder);
/// `EXPECT html` marks a displayed HTML import. Every other line must stay clean.
@Suite struct ProjectContextTests {
  static func projectFiles() throws -> [(displayPath: String, url: URL)] {
    try TestPaths.scannedFiles(inFixture: "Fixtures/AttributedText/Project")
  }

  static func expectations(in text: String) -> Set<String> {
    var expected: Set<String> = []
    for (n, line) in text.components(separatedBy: "\n").enumerated() {
      guard let range = line.range(of: "EXPECT ") else { continue }
      let word = line[range.upperBound...].prefix { !$0.isWhitespace }
      switch word {
      case "warning", "note": expected.insert("\(n + 1) attributed-text-foreground \(word)")
      case "static": expected.insert("\(n + 1) attributed-text-static-color warning")
      case "static-note": expected.insert("\(n + 1) attributed-text-static-color note")
      case "ib-warning": expected.insert("\(n + 1) interface-builder-attributed-foreground warning")
      case "ib-note": expected.insert("\(n + 1) interface-builder-attributed-foreground note")
      case "ib-static": expected.insert("\(n + 1) interface-builder-static-color warning")
      case "html": expected.insert("\(n + 1) attributed-text-html-import warning")
      default: Issue.record("unknown expectation \(word) on line \(n + 1)")
      }
    }
    return expected
  }

  @Test func findingsFollowWhatTheProjectShows() throws {
    let files = try Self.projectFiles()
    #expect(files.count >= 15)
    let (findings, diagnostics) = AttributedTextScanner().scan(files)
    #expect(diagnostics.isEmpty)
    for file in files {
      let expected = Self.expectations(in: try String(contentsOf: file.url, encoding: .utf8))
      let actual = Set(
        findings.filter { $0.location.file == file.displayPath }
          .map { "\($0.location.line ?? 0) \($0.rule) \($0.severity.rawValue)" })
      #expect(actual == expected, "\(file.displayPath)")
    }
  }

  /// The same file alone, without the rest of the project, cannot see the fix: the facts really
  /// come from the other files.
  @Test func aFileAloneSeesLess() throws {
    let files = try Self.projectFiles()
    let compose = try #require(
      files.first { $0.displayPath.hasSuffix("ComposeViewController.swift") })
    let alone = AttributedTextScanner().scan([compose]).findings
    #expect(alone.map(\.severity) == [.warning])
    // Labels fill uncolored runs with their own text color: a note where it is a fixed gray,
    // with or without the project; nothing where it is UIKit's, which adapts.
    let xib = try #require(files.first { $0.displayPath.hasSuffix("EpisodeCell.xib") })
    #expect(AttributedTextScanner().scan([xib]).findings.map(\.severity) == [.note])
    // Without the controller that repaints its background, fixed text on the storyboard's fixed
    // background looks the same in both appearances.
    let trails = try #require(files.first { $0.displayPath.hasSuffix("Trails.storyboard") })
    #expect(AttributedTextScanner().scan([trails]).findings.isEmpty)
    #expect(
      AttributedTextScanner().scan(files).findings.filter {
        $0.location.file == trails.displayPath
      }.map(\.severity) == [.warning])
    let editor = try #require(
      files.first { $0.displayPath.hasSuffix("MarkdownEditorViewController+Content.swift") })
    #expect(AttributedTextScanner().scan([editor]).findings.map(\.severity) == [.warning])
    let header = try #require(files.first { $0.displayPath.hasSuffix("ProfileBioFormatter.swift") })
    #expect(AttributedTextScanner().scan([header]).findings.map(\.severity) == [.note])
  }

  /// A label outlet's document color adapts when it is none, a dynamic system color or a named
  /// color; an outlet name that some document gives a fixed color does not count.
  @Test func labelOutletsWhoseDocumentColorAdapts() {
    func document(_ outlets: [(String, String)]) -> [UInt8] {
      var text = "<document><objects><view id=\"root\"><subviews>\n"
      for (n, (_, color)) in outlets.enumerated() {
        text +=
          "<label opaque=\"NO\" text=\"x\" id=\"L\(n)\">\(color)<nil key=\"highlightedColor\"/></label>\n"
      }
      text += "</subviews><connections>\n"
      for (n, (property, _)) in outlets.enumerated() {
        text += "<outlet property=\"\(property)\" destination=\"L\(n)\" id=\"C\(n)\"/>\n"
      }
      return Array((text + "</connections></view></objects></document>").utf8)
    }
    let first = document([
      ("titleLabel", "<nil key=\"textColor\"/>"),
      ("subtitleLabel", "<color key=\"textColor\" systemColor=\"secondaryLabelColor\"/>"),
      ("priceLabel", "<color key=\"textColor\" name=\"Price\"/>"),
      ("noteLabel", ""),
      ("legacyLabel", "<color key=\"textColor\" cocoaTouchSystemColor=\"darkTextColor\"/>"),
      ("grayLabel", "<color key=\"textColor\" white=\"0.33\" alpha=\"1\" colorSpace=\"custom\"/>"),
    ])
    let second = document([
      ("noteLabel", "<color key=\"textColor\" red=\"0\" green=\"0\" blue=\"0\" alpha=\"1\"/>")
    ])
    #expect(
      InterfaceBuilderLabelColors.adaptiveOutlets(in: [first])
        == ["titleLabel", "subtitleLabel", "priceLabel", "noteLabel"])
    #expect(
      InterfaceBuilderLabelColors.adaptiveOutlets(in: [first, second])
        == ["titleLabel", "subtitleLabel", "priceLabel"])
  }

  @Test func findingsDoNotDependOnFileOrder() throws {
    let files = try Self.projectFiles()
    let forward = AttributedTextScanner().scan(files).findings
    let backward = AttributedTextScanner().scan(files.reversed()).findings
    #expect(forward == backward)
    #expect(!forward.isEmpty)
  }

  static func context(_ sources: [(String, String)]) -> ProjectContext {
    ProjectContext(
      files: sources.map { path, text in
        var copy = text
        return copy.withUTF8 {
          SourceFile(
            path: path, language: path.hasSuffix(".swift") ? .swift : .objectiveC, bytes: $0)
        }
      })
  }

  @Test func textColorsAreGatheredOverTheTypeAndItsExtensions() {
    let context = Self.context([
      (
        "A.swift",
        """
        final class Reader: UIViewController {
          let bodyView = UITextView()
          private let titleLabel: UILabel = {
            let label = UILabel()
            label.textColor = .label
            return label
          }()
          let captionLabel = UILabel().then { $0.textColor = .secondaryLabel }
        }
        final class Badge: UILabel {
          override init(frame: CGRect) { super.init(frame: frame); textColor = .white }
        }
        """
      ),
      (
        "B.swift", "extension Reader {\n  func apply(_ t: Theme) { bodyView.textColor = t.text }\n}"
      ),
      (
        "C.m",
        "@implementation Cell\n- (void)awakeFromNib { [self.nameLabel setTextColor:UIColor.labelColor]; _dateLabel.textColor = c; }\n@end"
      ),
    ])
    #expect(context.setsTextColor(in: "Reader", view: "bodyView"))
    #expect(context.setsTextColor(in: "Reader", view: "titleLabel"))
    #expect(context.setsTextColor(in: "Reader", view: "captionLabel"))
    #expect(context.setsTextColor(in: "Badge", view: ""))
    #expect(context.setsTextColor(in: "Cell", view: "nameLabel"))
    #expect(context.setsTextColor(in: "Cell", view: "dateLabel"))
    #expect(!context.setsTextColor(in: "Reader", view: "nameLabel"))
    #expect(context.setsTextColorAnywhere(view: "nameLabel"))
    #expect(!context.setsTextColorAnywhere(view: "summaryView"))
  }

  @Test func textStoragesOutletsAndAttributedStringMethods() {
    let context = Self.context([
      ("Storage.h", "@interface HighlightStorage : NSTextStorage\n@end"),
      (
        "Storage.m",
        """
        @implementation HighlightStorage
        - (void)processEditing { [self addAttribute:NSForegroundColorAttributeName value:UIColor.labelColor range:self.editedRange]; [super processEditing]; }
        @end
        """
      ),
      (
        "Plain.swift",
        "final class PlainStorage: NSTextStorage {\n  override func processEditing() { super.processEditing() }\n}"
      ),
      (
        "Editor.swift",
        """
        final class Editor: UIViewController {
          @IBOutlet weak var notesView: UITextView!
          let storage = HighlightStorage()
          func title() -> NSAttributedString { NSAttributedString(string: "a", attributes: [.foregroundColor: UIColor.label]) }
          func plain() -> NSAttributedString? { NSAttributedString(string: "b") }
        }
        """
      ),
      (
        "Footer.m",
        "@implementation Footer\n- (NSAttributedString *)footerText { return nil; }\n@end"
      ),
    ])
    #expect(context.coloringTextStorages == ["HighlightStorage"])
    #expect(context.textStorageUsers == ["Editor"])
    #expect(context.isOutlet(in: "Editor", view: "notesView"))
    #expect(context.attributedStringMethods["title"] == true)
    #expect(context.attributedStringMethods["plain"] == false)
    #expect(context.attributedStringMethods["footerText"] == false)
  }

  @Test func aTypeAnnotationEndsAtTheLineEnd() {
    var text =
      "final class Cell {\n  private let detailLabel: UILabel\n  private var favoriteButton = UIButton()\n  let body: UIKit.UITextView\n}"
    let file = text.withUTF8 { SourceFile(path: "Cell.swift", language: .swift, bytes: $0) }
    #expect(file.declaredType(of: "detailLabel") == "UILabel")
    #expect(file.declaredType(of: "body") == "UITextView")
  }

  @Test func factFilesAreReadOnlyWhenAFactCanMatter() {
    var source = """
      label.textColor = .label
      cell.detailLabel?.textColor = theme.secondary
      if textColor == .red { }
      [self.nameLabel setTextColor:UIColor.labelColor];
      [_dateLabel setTextColor:c];
      let subtextColor = 1
      """
    let receivers = source.withUTF8 { FactNeeds.textColorReceivers($0) }
    #expect(receivers == ["label", "detailLabel", "nameLabel", "dateLabel"])
    var themed = "override func awakeFromNib() { textColor = Theme.text }"
    #expect(themed.withUTF8 { FactNeeds.textColorReceivers($0) } == [""])

    let judged = Self.context([
      (
        "Reader.swift",
        """
        final class Reader: UIViewController {
          let bodyView = UITextView()
          let titleLabel = UILabel()
          func show(_ s: NSAttributedString, in cell: Cell) {
            bodyView.attributedText = s
            titleLabel.textColor = .label
            titleLabel.attributedText = s
            cell.captionLabel.attributedText = s
          }
        }
        """
      )
    ]).files
    let needs = FactNeeds(analyzed: judged)
    func matters(_ text: String, header: Bool = false) -> Bool {
      var copy = text
      return copy.withUTF8 { needs.matters($0, isHeader: header) }
    }
    #expect(matters("extension Reader { func apply() { bodyView.textColor = .label } }"))
    #expect(!matters("final class Other { func apply() { bodyView.textColor = .label } }"))
    // The judged file colors its title label itself.
    #expect(!matters("extension Reader { func apply() { titleLabel.textColor = .red } }"))
    #expect(matters("final class Cell { func apply() { captionLabel.textColor = .label } }"))
    #expect(matters("final class Badge: UILabel { func apply() { textColor = .label } }"))
    #expect(matters("final class Editor { let storage = HighlightTextStorage() }"))
    #expect(matters("@property (weak) IBOutlet UITextView *notesView;", header: true))
    #expect(!matters("@property (weak) IBOutlet UITextView *notesView;"))
  }

  @Test func byteSearchFindsEveryPlacement() {
    var text = "tColor textColo textColor; xtextColor setTextColor:"
    text.withUTF8 { bytes in
      let needle = Array("textColor".utf8)
      #expect(ByteSearch.firstIndex(of: needle, in: bytes, from: 0) == 16)
      #expect(ByteSearch.firstIndex(of: needle, in: bytes, from: 17) == 28)
      #expect(ByteSearch.firstIndex(of: needle, in: bytes, from: 38) == nil)
      #expect(ByteSearch.firstIndex(of: Array("setTextColor:".utf8), in: bytes, from: 0) == 38)
      #expect(ByteSearch.contains(bytes, "xtextColor"))
      #expect(!ByteSearch.contains(bytes, "ForegroundColor"))
      #expect(ByteSearch.contains(bytes, bytesOf: "Color:"))
    }
  }

  /// Held to the standard library's decoder: every boundary of Unicode's table of well-formed
  /// sequences, each after an ASCII run of every length the eight-byte steps can leave, and
  /// random bytes biased towards multi-byte leads.
  @Test func utf8ValidationAgreesWithTheStandardLibrary() {
    func agrees(_ bytes: [UInt8]) -> Bool {
      let expected = String(validating: bytes, as: UTF8.self) != nil
      return bytes.withUnsafeBufferPointer { ByteSearch.isValidUTF8($0) } == expected
    }
    let sequences: [[UInt8]] = [
      [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80],
      [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF],
      [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
      [0xF5, 0x80, 0x80, 0x80], [0x80], [0xC2], [0xE2, 0x82], [0xE2, 0x28, 0xA1],
      [0xF0, 0x9F, 0x98], [0xF0, 0x9F, 0x98, 0x80], [0xC3, 0xA9, 0xFF],
    ]
    for sequence in sequences {
      for run in 0..<17 {
        let ascii = [UInt8](repeating: UInt8(ascii: "a"), count: run)
        #expect(agrees(ascii + sequence), "\(run) ASCII bytes, then \(sequence)")
        #expect(agrees(ascii + sequence + ascii), "\(sequence) inside \(run) ASCII bytes")
      }
    }
    var random = SystemRandomNumberGenerator()
    let bytes: [UInt8] = [
      0x41, 0x7F, 0x80, 0x8F, 0x9F, 0xA0, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xF0, 0xF4,
    ]
    for _ in 0..<20_000 {
      let sample = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        bytes.randomElement(using: &random)!
      }
      #expect(agrees(sample), "\(sample)")
    }
  }

  @Test func nameSieveNeverRulesOutItsNames() {
    let names = ["class", "let", "NSMutableAttributedString", "text", "draw", "é", "x"]
    let sieve = NameSieve(names)
    for name in names { #expect(sieve.mayContain(name), "\(name)") }
    // The sieve's point: most other names are ruled out.
    let others = (0..<1_000).map { "value\($0)" } + ["title", "count", "label", "view", "self"]
    let passed = others.filter { sieve.mayContain($0) }.count
    #expect(passed < others.count / 4, "\(passed) of \(others.count) passed")
    #expect(!NameSieve([]).mayContain("") && !NameSieve([]).mayContain("let"))
  }

  @Test func outletsWhoseTextCodeReplacesAreFoundByBytes() {
    func sets(_ name: String, _ text: String) -> Bool {
      var copy = text
      return copy.withUTF8 { OutletOwners.setsText(of: Array(name.utf8), in: $0) }
    }
    #expect(sets("emptyLabel", "emptyLabel.text = message"))
    #expect(sets("emptyLabel", "self.emptyLabel?.attributedText = s"))
    #expect(sets("emptyLabel", "[self.emptyLabel setText:message];"))
    #expect(sets("emptyLabel", "_emptyLabel.textColor = c;"))
    #expect(!sets("emptyLabel", "emptyLabel.textAlignment = .center"))
    #expect(!sets("emptyLabel", "myEmptyLabel.text = x; emptyLabels.text = y"))
    #expect(!sets("emptyLabel", "emptyLabel.isHidden = true"))
    let owners = OutletOwners(known: ["titleLabel"], unjudged: [Array("footer.text = t".utf8)])
    #expect(
      owners.contains("titleLabel") && owners.contains("footer") && !owners.contains("header"))
  }

  @Test func aStorageThatRestylesInProcessEditingColorsItsViewsAndTheirSubclasses() {
    let context = Self.context([
      (
        "SPStorage.h",
        "@interface SPStorage : NSTextStorage\n@property NSDictionary *defaultStyle;\n@end"
      ),
      (
        "SPStorage.m",
        """
        @implementation SPStorage
        - (void)setAttributes:(NSDictionary *)attrs range:(NSRange)range { [_backing setAttributes:attrs range:range]; }
        - (void)processEditing { [self addAttributes:self.defaultStyle range:self.editedRange]; [super processEditing]; }
        @end
        """
      ),
      (
        "SPTextView.m",
        "@implementation SPTextView\n- (instancetype)init { SPStorage *s = [[SPStorage alloc] init]; return self; }\n@end"
      ),
      ("SPEditorTextView.h", "@interface SPEditorTextView : SPTextView\n@end"),
      (
        "Editor.h",
        "@interface Editor : UIViewController\n@property (nonatomic, strong) SPEditorTextView *editorTextView;\n@end"
      ),
    ])
    #expect(context.coloringTextStorages == ["SPStorage"])
    #expect(context.textStorageUsers == ["SPTextView", "SPEditorTextView"])
    #expect(context.textViewTypesByName["editorTextView"] == ["SPEditorTextView"])
  }

  @Test func storagesWhoseDelegateProcessesEditsAndTheirViews() {
    let context = Self.context([
      (
        "Processor.swift",
        """
        final class Processor: NSObject, NSTextStorageDelegate {
          func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) { Highlighter.run(textStorage) }
        }
        """
      ),
      (
        "EditTextView.swift",
        """
        class EditTextView: UITextView {
          func attach() { let processor = Processor(); textStorage.delegate = processor }
        }
        final class NoteTextView: EditTextView {}
        final class PlainTextView: UITextView {
          func attach() { textStorage.delegate = Logger() }
        }
        """
      ),
      (
        "SPEditor.m",
        """
        @implementation SPEditor
        - (void)viewDidLoad { [self.bodyView.textStorage setDelegate:self]; }
        - (void)textStorage:(NSTextStorage *)textStorage willProcessEditing:(NSTextStorageEditActions)editedMask range:(NSRange)editedRange changeInLength:(NSInteger)delta { }
        @end
        """
      ),
      (
        "Caller.swift",
        "func f(_ s: NSTextStorage) { s.delegate?.textStorage?(s, didProcessEditing: .editedCharacters, range: r, changeInLength: 0) }"
      ),
    ])
    // The Objective-C view is declared in a header this test does not have: not named.
    #expect(context.processedStorageViews == ["EditTextView", "NoteTextView"])
  }
}
