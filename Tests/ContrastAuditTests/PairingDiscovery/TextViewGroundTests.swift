import Foundation
import Testing

@testable import ContrastAudit

/// A text view made in code is opaque: UIKit fills it with the system background.
///
/// Mullvad VPN (read to check) adds a `CustomTextView` to a screen it paints navy and gives it
/// `UIColor.label`: measured on the navy, black text failed at 1.51:1; on screen it is black on
/// white. A label, a text view from a document (which writes its own background) and one the
/// code clears still show their container.
@Suite struct TextViewGroundTests {
  static let controller = """
    import UIKit

    extension UIColor {
        static let secondaryColor = UIColor(red: 0.10, green: 0.18, blue: 0.27, alpha: 1.0)
    }

    class CustomTextView: UITextView {
        override init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame, textContainer: textContainer)
            layer.cornerRadius = 4
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    class ClearTextView: UITextView {
        override init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame, textContainer: textContainer)
            backgroundColor = .clear
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class TextViewCell: UITableViewCell {
        let textView = UITextView()
    }

    final class IPOverrideTextViewController: UIViewController {
        private var textView = CustomTextView()
        private let notesView: UITextView = {
            let view = UITextView()
            view.font = .preferredFont(forTextStyle: .body)
            return view
        }()
        private let clearView = ClearTextView()
        private let plainView = UITextView()
        @IBOutlet weak var documentView: UITextView!
        private weak var topicTextView: UITextView!
        private let holderCell = TextViewCell()
        private let titleLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .secondaryColor
            textView.textColor = UIColor.label
            notesView.textColor = UIColor.secondaryLabel
            clearView.textColor = UIColor.white
            plainView.backgroundColor = .clear
            plainView.textColor = UIColor.lightGray
            documentView.textColor = UIColor.systemGray
            titleLabel.textColor = UIColor.white
            topicTextView = holderCell.textView
            topicTextView.textColor = UIColor.systemTeal
            [textView, notesView, clearView, plainView, titleLabel].forEach(view.addSubview)
        }
    }
    """

  /// element-ios's bug report screen: its text view is an outlet of a xib, declared in the
  /// header; its log view is made in code.
  static let header = """
    #import <UIKit/UIKit.h>

    @interface BugReportViewController : UIViewController
    @property (weak, nonatomic) IBOutlet UITextView *bugReportDescriptionTextView;
    @end
    """

  static let implementation = """
    #import "BugReportViewController.h"

    @interface BugReportViewController ()
    @property (nonatomic, strong) UITextView *logView;
    @end

    @implementation BugReportViewController

    - (void)viewDidLoad {
        [super viewDidLoad];
        self.view.backgroundColor = [UIColor colorWithRed:0.10 green:0.18 blue:0.27 alpha:1.0];
        self.bugReportDescriptionTextView.textColor = [UIColor systemIndigoColor];
        _logView = [[UITextView alloc] initWithFrame:CGRectZero];
        _logView.textColor = [UIColor systemPinkColor];
        [self.view addSubview:_logView];
    }

    @end
    """

  @Test func aTextViewMadeInCodeIsOnItsOwnSystemBackground() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/IPOverrideTextViewController.swift", Self.controller)
    try folder.write("App/BugReportViewController.h", Self.header)
    try folder.write("App/BugReportViewController.m", Self.implementation)
    var grounds: [String: Set<String>] = [:]
    for check in folder.audit().checks {
      grounds[check.pairing.foreground, default: []].insert(check.pairing.background)
    }
    #expect(grounds["label"] == ["systemBackground"])
    #expect(grounds["secondaryLabel"] == ["systemBackground"])
    #expect(grounds["systemGray"] == ["UIColor.secondaryColor"])
    #expect(grounds["#AAAAAAFF"] == ["UIColor.secondaryColor"])
    #expect(grounds["white"] == ["UIColor.secondaryColor"])
    #expect(grounds["systemTeal"] == ["UIColor.secondaryColor"])
    #expect(grounds["systemPink"] == ["systemBackground"])
    #expect(grounds["systemIndigo"]?.contains("systemBackground") == false)
    #expect(grounds["systemIndigo"]?.isEmpty == false)
  }
}
