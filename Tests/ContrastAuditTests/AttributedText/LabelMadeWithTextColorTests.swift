import Testing

@testable import ContrastAudit

/// A label made by a factory that takes a text color has that color: its uncolored runs are
/// drawn in it, and there is nothing to report.
///
/// Coding (read to check) makes its labels with a category method, `[UILabel
/// labelWithFont:textColor:]`, and sets attributed text with only a font, paragraph style or
/// background on them: nine notes said the runs relied on the label's own text color, which the
/// code sets in the same statement that makes it. A label made without one still gets the note.
@Suite struct LabelMadeWithTextColorTests {
  static func findings(_ source: String, path: String) -> [Int] {
    AttributedTextScanner().scan(source: source, path: path).findings
      .filter { $0.rule == AttributedTextForegroundRule.id }.map { $0.location.line ?? 0 }
  }

  @Test func aLabelMadeWithATextColorDrawsItsRunsInIt() {
    let objectiveC = """
      #import "EALocalCodeListCell.h"

      @interface EALocalCodeListCell ()
      @property (strong, nonatomic) UILabel *fileNameL;
      @end

      @implementation EALocalCodeListCell

      - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
          self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
          if (self) {
              if (!_fileNameL) {
                  _fileNameL = [UILabel labelWithFont:[UIFont systemFontOfSize:14] textColor:kColor222];
                  [self.contentView addSubview:_fileNameL];
              }
          }
          return self;
      }

      - (void)setCurURL:(NSURL *)curURL {
          _curURL = curURL;
          self.fileNameL.attributedText = [self attrPath];
      }

      - (NSAttributedString *)attrPath {
          NSString *shortPath = _curURL.lastPathComponent;
          NSMutableAttributedString *attrString = [[NSMutableAttributedString alloc] initWithString:shortPath];
          [attrString addAttributes:@{NSBackgroundColorAttributeName: [UIColor colorWithHexString:@"0xFFEFBD"]}
                              range:[shortPath rangeOfString:_searchText options:NSCaseInsensitiveSearch]];
          return attrString;
      }

      @end
      """
    #expect(Self.findings(objectiveC, path: "EALocalCodeListCell.m").isEmpty)
    // Made without one, the label's runs are still noted.
    let plain = objectiveC.replacingOccurrences(
      of: "[UILabel labelWithFont:[UIFont systemFontOfSize:14] textColor:kColor222]",
      with: "[[UILabel alloc] init]")
    #expect(Self.findings(plain, path: "EALocalCodeListCell.m").count == 1)
  }

  @Test func aSwiftLabelMadeWithATextColorDrawsItsRunsInIt() {
    let swift = """
      import UIKit

      final class NoticeView: UIView {
          private let tipLabel = UILabel.make(font: .systemFont(ofSize: 14), textColor: .secondaryLabel)

          func show(_ tip: String) {
              let style = NSMutableParagraphStyle()
              style.lineSpacing = 6
              tipLabel.attributedText = NSAttributedString(string: tip, attributes: [.paragraphStyle: style])
          }
      }
      """
    #expect(Self.findings(swift, path: "NoticeView.swift").isEmpty)
  }
}
