import Foundation
import Testing

@testable import ContrastAudit

/// A view a method makes and returns is placed by its caller.
///
/// seafile's profile editor builds each row in a helper that returns it (`return row;`), and the
/// caller adds the row to a white card: fourteen of its labels were measured on the
/// controller's gray view, where they are never drawn. A method's result the type adds itself
/// (`addSubview(makeSkipButton())`) goes in that view.
@Suite struct ReturnedViewTests {
  static let objectiveC = """
    #import "ProfileEditorViewController.h"

    @implementation ProfileEditorViewController

    - (void)viewDidLoad {
        [super viewDidLoad];
        self.view.backgroundColor = [UIColor colorWithWhite:0.8 alpha:1];
        UIView *card = [[UIView alloc] init];
        card.backgroundColor = [UIColor whiteColor];
        [self.view addSubview:card];
        [card addSubview:[self rowWithTitle:@"Owner"]];
    }

    - (UIView *)rowWithTitle:(NSString *)title {
        UIView *row = [[UIView alloc] init];
        UILabel *titleLabel = [[UILabel alloc] init];
        titleLabel.textColor = [UIColor secondaryLabelColor];
        titleLabel.text = title;
        [row addSubview:titleLabel];
        return row;
    }

    @end
    """

  static let header = """
    #import <UIKit/UIKit.h>

    @interface ProfileEditorViewController : UIViewController
    @end
    """

  static let swift = """
    import UIKit

    final class ChapterBar: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(white: 0.8, alpha: 1)
            addSubview(makeTitle())
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        private func makeTitle() -> UIView {
            let holder = UIView()
            let label = UILabel()
            label.textColor = .systemOrange
            holder.addSubview(label)
            return holder
        }
    }
    """

  /// A closure's `return` is not the method's, a stack of method results holds them, a
  /// property made by a method is where the type adds it, and a table's header is laid over the
  /// list's ground.
  static let placed = """
    import UIKit

    final class PINKeyboardViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(white: 0.9, alpha: 1)
            let pad = UIStackView(arrangedSubviews: [makeKey(), makeKey()])
            view.addSubview(pad)
        }

        func showBottomButton(with title: String) {
            let bottomButton: UIButton = {
                let button = UIButton()
                button.setTitle(title, for: .normal)
                button.setTitleColor(.systemTeal, for: .normal)
                return button
            }()
            view.addSubview(bottomButton)
        }

        private lazy var hintLabel = makeHint()

        private func makeHint() -> UILabel {
            let hint = UILabel()
            hint.textColor = .systemIndigo
            return hint
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            view.addSubview(hintLabel)
        }

        private func makeKey() -> UIButton {
            let key = UIButton()
            key.setTitle("1", for: .normal)
            key.setTitleColor(.systemMint, for: .normal)
            return key
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = UIView()
            let label = UILabel()
            label.textColor = .systemPink
            header.addSubview(label)
            return header
        }
    }
    """

  @Test func placedReturnsKeepTheirGround() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/PINKeyboardViewController.swift", Self.placed)
    let foregrounds = Set(folder.audit().checks.map(\.pairing.foreground))
    #expect(foregrounds == ["systemTeal", "systemMint", "systemPink", "systemIndigo"])
  }

  @Test func aReturnedViewIsWhereItsCallerPutsIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ProfileEditorViewController.m", Self.objectiveC)
    try folder.write("App/ProfileEditorViewController.h", Self.header)
    try folder.write("App/ChapterBar.swift", Self.swift)
    let names = Set(folder.audit().checks.compactMap(\.pairing.name))
    #expect(names == ["text of label in ChapterBar on ChapterBar"])
  }
}
