import Foundation
import Testing

@testable import ContrastAudit

/// Branches of two methods are not two states of one condition.
///
/// An Objective-C initializer sets its view up inside `if (self) {`; a text color another method
/// sets in `if (failed) {` or its `else` was taken for another state than that ground, and never
/// paired (seafile-iOS's editor toolbar, read to check).
@Suite struct InitializerBranchTests {
  static let statusView = """
    #import "SyncStatusView.h"

    @interface SyncStatusView ()
    @property (nonatomic, strong) UILabel *statusLabel;
    @end

    @implementation SyncStatusView

    - (instancetype)initWithFrame:(CGRect)frame
    {
        self = [super initWithFrame:frame];
        if (self) {
            self.backgroundColor = [UIColor whiteColor];
            _statusLabel = [[UILabel alloc] initWithFrame:CGRectZero];
            [self addSubview:_statusLabel];
        }
        return self;
    }

    - (void)showFailure:(BOOL)failed
    {
        if (failed) {
            self.statusLabel.textColor = [UIColor colorWithRed:1.0 green:0.4 blue:0.4 alpha:1.0];
        } else {
            self.statusLabel.textColor = [UIColor darkGrayColor];
        }
    }

    - (void)highlight:(BOOL)on
    {
        if (on) {
            self.backgroundColor = [UIColor blackColor];
            self.statusLabel.textColor = [UIColor whiteColor];
        } else {
            self.backgroundColor = [UIColor whiteColor];
            self.statusLabel.textColor = [UIColor blackColor];
        }
    }

    @end
    """

  static func pairings() throws -> [String: Set<Int>] {
    let folder = try TemporaryFolder()
    try folder.write("App/SyncStatusView.m", statusView)
    var found: [String: Set<Int>] = [:]
    for check in folder.audit().checks {
      guard case .discovered = check.pairing.origin,
        let measurement = check.measurement
      else { continue }
      let key =
        measurement.foreground.color.hexString + " on " + measurement.background.color.hexString
      found[key, default: []].insert(check.pairing.location.line ?? 0)
    }
    return found
  }

  @Test func aColorSetInAnotherMethodsBranchIsDrawnOnTheInitializersGround() throws {
    let found = try Self.pairings()
    // Both of `showFailure:`'s colors, on the white the initializer set.
    #expect(found["#FF6666FF on #FFFFFFFF"] == [23])
    #expect(found["#555555FF on #FFFFFFFF"] == [25])
  }

  @Test func twoBranchesOfOneConditionStayTwoStates() throws {
    let found = try Self.pairings()
    // `highlight:`'s white text goes with its own black ground only, not its `else`'s white.
    #expect(found["#FFFFFFFF on #000000FF"] == [33])
    #expect(found["#FFFFFFFF on #FFFFFFFF"] == nil)
    #expect(found["#000000FF on #FFFFFFFF"] == [36])
  }

  /// seafile's comment cell: its "Resolved" badge, colored in the initializer, is hidden where
  /// `configure:` sets the unresolved ground.
  static let commentCell = """
    #import "CommentCell.h"

    @implementation CommentCell

    - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
    {
        self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
        if (self) {
            _resolvedLabel = [[UILabel alloc] initWithFrame:CGRectZero];
            _resolvedLabel.textColor = [UIColor colorWithRed:0.3 green:0.8 blue:0.4 alpha:1.0];
            _resolvedLabel.hidden = YES;
            [self.contentView addSubview:_resolvedLabel];
        }
        return self;
    }

    - (void)configureResolved:(BOOL)resolved
    {
        if (resolved) {
            self.contentView.backgroundColor = [UIColor colorWithWhite:0.2 alpha:1.0];
            self.resolvedLabel.hidden = NO;
        } else {
            self.contentView.backgroundColor = [UIColor colorWithWhite:0.97 alpha:1.0];
            self.resolvedLabel.hidden = YES;
        }
    }

    @end
    """

  @Test func aViewTheGroundsBranchHidesIsNotDrawnOnIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/CommentCell.m", Self.commentCell)
    let pairs = folder.audit().checks.compactMap { check -> String? in
      guard let measurement = check.measurement else { return nil }
      return measurement.foreground.color.hexString + " on "
        + measurement.background.color.hexString
    }
    #expect(Set(pairs) == ["#4DCC66FF on #333333FF"])
  }

  /// Muun's action card (read to check): each state method sets the step circle's ground and
  /// hides the step image where the circle shows a number, so the image's tint is drawn only on
  /// the ground of the state that shows it.
  static let actionCard = """
    import UIKit

    final class ActionCardView: UIView {
        private let stepView = UIView()
        private let stepImageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(stepView)
            stepView.addSubview(stepImageView)
            stepImageView.tintColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func update(done: Bool) {
            if done {
                setDoneState()
            } else {
                setInactiveState()
            }
        }

        private func setInactiveState() {
            stepView.backgroundColor = UIColor(white: 0.85, alpha: 1)
            stepImageView.isHidden = true
        }

        private func setDoneState() {
            stepView.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.6, alpha: 1)
            stepImageView.isHidden = false
        }
    }
    """

  @Test func aViewTheGroundsMethodHidesIsNotDrawnOnIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ActionCardView.swift", Self.actionCard)
    let grounds = Set(
      folder.audit().checks.compactMap { $0.measurement?.background.color.hexString })
    #expect(grounds == ["#1A4D99FF"])
  }
}
