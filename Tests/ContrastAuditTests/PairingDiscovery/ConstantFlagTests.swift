import Foundation
import Testing

@testable import ContrastAudit

/// Colors set inside an `if` whose flag the code declares constant false are never drawn.
///
/// OneBusAway's `StackedButton` keeps debug colors behind `let kDebugColors = false`; its title
/// and icon were reported on the debug green and red.
@Suite struct ConstantFlagTests {
  static let swiftButton = """
    import UIKit

    /// A subclass of `UIControl` that looks like a two row button with an icon on top and a text label below.
    class StackedButton: UIControl {

        let kDebugColors = false
        var highlightsDebugColors = false

        public let textLabel: UILabel = {
            let label = UILabel()
            label.numberOfLines = 1
            label.textColor = .systemBlue
            return label
        }()

        public let imageView: UIImageView = {
            let imageView = UIImageView()
            imageView.tintColor = .systemBlue
            return imageView
        }()

        public override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBackground

            let stack = UIStackView(arrangedSubviews: [imageView, textLabel])
            addSubview(stack)

            if kDebugColors {
                backgroundColor = .magenta
                textLabel.backgroundColor = .green
                imageView.backgroundColor = .red
            }
            if highlightsDebugColors {
                textLabel.backgroundColor = .yellow
            }
        }

        required public init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    """

  static let objectiveCBadge = """
    #import "BadgeView.h"

    static const BOOL kShowLayoutColors = NO;

    @implementation BadgeView

    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) {
            self.backgroundColor = [UIColor systemBackgroundColor];
            _countLabel = [[UILabel alloc] init];
            _countLabel.textColor = [UIColor labelColor];
            [self addSubview:_countLabel];
            if (kShowLayoutColors) {
                _countLabel.backgroundColor = [UIColor cyanColor];
            }
        }
        return self;
    }

    @end
    """

  @Test func colorsBehindAConstantFalseFlagAreNotPaired() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/StackedButton.swift", Self.swiftButton)
    try folder.write("App/BadgeView.m", Self.objectiveCBadge)
    let result = folder.audit()
    let pairings = result.checkedPairs
    // Green, red, magenta and cyan are only debug colors; a `var` (yellow) can be switched on
    // at run time, so its colors are still read.
    #expect(
      pairings == [
        "systemBlue on systemBackground", "systemBlue on #FFFF00FF", "label on systemBackground",
      ],
      "\(pairings)")
  }

  @Test func onlyTheBlockOfAProvenFalseConditionIsLeftOut() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/GridView.swift",
      """
      import UIKit

      let kVerbose = false

      enum Layout {
          static let showsGrid: Bool = false
      }

      final class GridView: UIView {
          static let showsGuides: Bool = false
          private let titleLabel = UILabel()

          func apply() {
              titleLabel.textColor = .label
              addSubview(titleLabel)
              backgroundColor = .systemBackground
              if Self.showsGuides { backgroundColor = .red }
              if kVerbose { backgroundColor = .red } else { backgroundColor = .secondarySystemBackground }
              if !kVerbose { titleLabel.backgroundColor = .clear }
              if false { backgroundColor = .red }
              // A flag of another type is not looked up: read.
              if Layout.showsGrid { backgroundColor = .systemGray6 }
          }
      }
      """)
    let result = folder.audit()
    let grounds = Set(result.checks.map(\.pairing.background))
    #expect(
      grounds == ["systemBackground", "secondarySystemBackground", "systemGray6"], "\(grounds)")
  }
}
