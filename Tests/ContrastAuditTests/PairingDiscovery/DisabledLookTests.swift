import Foundation
import Testing

@testable import ContrastAudit

/// A color only a disabled control shows is measured, not gated: WCAG exempts inactive
/// components.
///
/// seafile-iOS (read to check, never tuned on) failed eight places that tint or title a tool
/// button with `BOTTOM_TOOL_VIEW_DISABLE_COLOR`, or with a local `disabledTint`, chosen by the
/// button's `enabled` flag: its toolbar is not a `UIControl` subclass, so the control's own
/// `isEnabled` branches did not tell.
@Suite struct DisabledLookTests {
  static let constants = """
    #ifndef Constants_h
    #define Constants_h

    #define BOTTOM_TOOL_VIEW_DISABLE_COLOR [UIColor colorWithRed:0.78 green:0.78 blue:0.78 alpha:1.0]
    #define TOOL_TEXT_COLOR [UIColor colorWithRed:0.2 green:0.2 blue:0.2 alpha:1.0]

    #endif
    """

  static let toolbar = """
    #import "SeafEditorToolbar.h"
    #import "Constants.h"

    @interface SeafEditorToolbar ()
    @property (nonatomic, strong) UIButton *btnUndo;
    @property (nonatomic, strong) UIButton *btnStyle;
    @property (nonatomic, strong) UILabel *titleLabel;
    @end

    @implementation SeafEditorToolbar

    - (instancetype)initWithFrame:(CGRect)frame
    {
        self = [super initWithFrame:frame];
        if (self) {
            self.backgroundColor = [UIColor whiteColor];
            self.btnUndo = [UIButton buttonWithType:UIButtonTypeSystem];
            [self.btnUndo setTitle:@"Undo" forState:UIControlStateNormal];
            [self addSubview:self.btnUndo];
            self.btnStyle = [UIButton buttonWithType:UIButtonTypeSystem];
            [self.btnStyle setTitle:@"Style" forState:UIControlStateNormal];
            [self addSubview:self.btnStyle];
            self.titleLabel = [[UILabel alloc] initWithFrame:CGRectZero];
            self.titleLabel.text = @"Tools";
            self.titleLabel.textColor = BOTTOM_TOOL_VIEW_DISABLE_COLOR;
            [self addSubview:self.titleLabel];
        }
        return self;
    }

    - (void)updateUndoTint
    {
        UIColor *normalTint = TOOL_TEXT_COLOR;
        UIColor *disabledTint = BOTTOM_TOOL_VIEW_DISABLE_COLOR;
        self.btnUndo.tintColor = self.btnUndo.enabled ? normalTint : disabledTint;
    }

    - (void)updateStyle:(BOOL)isCheck
    {
        UIColor *disabledTint = BOTTOM_TOOL_VIEW_DISABLE_COLOR;
        if (isCheck) {
            self.btnStyle.enabled = NO;
            self.titleLabel.textColor = disabledTint;
        } else {
            self.btnStyle.enabled = YES;
            self.titleLabel.textColor = [UIColor lightGrayColor];
        }
    }

    @end
    """

  /// A Swift view that is not a control, choosing its label's color by a button's flag.
  static let footer = """
    import UIKit

    final class SendFooterView: UIView {
        private let sendButton = UIButton(type: .system)
        private let hintLabel = UILabel()
        private let countLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            addSubview(sendButton)
            addSubview(hintLabel)
            addSubview(countLabel)
        }

        required init?(coder: NSCoder) { fatalError() }

        func update() {
            hintLabel.textColor = sendButton.isEnabled ? .black : UIColor(white: 0.8, alpha: 1)
            countLabel.textColor = !sendButton.isEnabled ? UIColor(white: 0.85, alpha: 1) : .gray
        }
    }
    """

  static func checks() throws -> [Check] {
    let folder = try TemporaryFolder()
    try folder.write("App/Constants.h", constants)
    try folder.write("App/SeafEditorToolbar.m", toolbar)
    try folder.write("App/SendFooterView.swift", footer)
    return folder.audit().checks.filter {
      if case .discovered = $0.pairing.origin { true } else { false }
    }
  }

  /// The roles each foreground of a place is measured under, by its color in Light Mode.
  static func roles(_ checks: [Check], line: Int, file: String) -> [String: Set<Role>] {
    var roles: [String: Set<Role>] = [:]
    for check in checks
    where check.pairing.location.line == line
      && check.pairing.location.file.hasSuffix(file) == true && check.traits.style == .light
    {
      guard let foreground = check.measurement?.foreground.color.hexString else { continue }
      roles[foreground, default: []].insert(check.pairing.role)
    }
    return roles
  }

  @Test func aColorNamedForTheDisabledStateIsNotGated() throws {
    let checks = try Self.checks()
    // The macro names the state: the label is measured, not gated.
    #expect(
      Self.roles(checks, line: 25, file: "SeafEditorToolbar.m") == ["#C7C7C7FF": [.decorative]])
    // A local named for it, set where the flag is off.
    #expect(Self.roles(checks, line: 43, file: "SeafEditorToolbar.m")["#C7C7C7FF"] == [.decorative])
    // The other branch is the enabled look, gated: light gray on white fails.
    let enabled = checks.filter {
      $0.pairing.location.line == 46
        && $0.pairing.location.file.hasSuffix("SeafEditorToolbar.m") == true
    }
    #expect(!enabled.isEmpty && enabled.allSatisfy { $0.pairing.role == .text })
    #expect(enabled.contains { $0.status == .failed })
  }

  @Test func theBranchOfAnEnabledFlagThatIsOffIsNotGated() throws {
    let checks = try Self.checks()
    // `self.btnUndo.enabled ? normalTint : disabledTint`: the tint while enabled is gated.
    let undo = Self.roles(checks, line: 35, file: "SeafEditorToolbar.m")
    #expect(undo["#333333FF"] == [.nonText])
    #expect(undo["#C7C7C7FF"] == [.decorative])
    // `sendButton.isEnabled ? .black : UIColor(white: 0.8, alpha: 1)`, and the negated flag.
    let hint = Self.roles(checks, line: 19, file: "SendFooterView.swift")
    #expect(hint["#000000FF"] == [.text])
    #expect(hint["#CCCCCCFF"] == [.decorative])
    let count = Self.roles(checks, line: 20, file: "SendFooterView.swift")
    #expect(count["#808080FF"] == [.text])
    #expect(count["#D9D9D9FF"] == [.decorative])
  }
}
