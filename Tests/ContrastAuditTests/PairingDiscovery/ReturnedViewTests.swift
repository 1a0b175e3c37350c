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

  @Test func aReturnedViewIsWhereItsCallerPutsIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/ProfileEditorViewController.m", Self.objectiveC)
    try folder.write("App/ProfileEditorViewController.h", Self.header)
    try folder.write("App/ChapterBar.swift", Self.swift)
    let names = Set(folder.audit().checks.compactMap(\.pairing.name))
    #expect(names == ["text of label in ChapterBar on ChapterBar"])
  }
}
