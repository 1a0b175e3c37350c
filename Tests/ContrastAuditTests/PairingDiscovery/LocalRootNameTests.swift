import Foundation
import Testing

@testable import ContrastAudit

/// A method's local named like the root view is the root only in that method.
///
/// iNaturalist's guide menu builds its section headers in `viewForHeaderInSection` from a local
/// `UIView *view` painted gray; the title label of its cells, colored in `cellForRowAtIndexPath`,
/// was measured on that gray as if it were the controller's view.
@Suite struct LocalRootNameTests {
  static let source = """
    #import "GuideMenuViewController.h"

    @implementation GuideMenuViewController

    - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
        UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"GuideMenuCell"];
        UILabel *title = (UILabel *)[cell viewWithTag:1];
        title.textColor = [UIColor colorWithRed:0.33 green:0.33 blue:0.33 alpha:1];
        return cell;
    }

    - (UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section {
        UIView *view = [[UIView alloc] initWithFrame:CGRectMake(0, 0, tableView.frame.size.width, 20)];
        view.backgroundColor = [UIColor colorWithRed:0.5 green:0.5 blue:0.5 alpha:1];
        UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(10, 0, 300, 20)];
        label.font = [UIFont systemFontOfSize:12];
        label.textColor = [UIColor whiteColor];
        [view addSubview:label];
        return view;
    }

    @end
    """

  static let header = """
    #import <UIKit/UIKit.h>

    @interface GuideMenuViewController : UITableViewController
    @end
    """

  @Test func aLocalNamedViewIsNotTheControllersView() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/GuideMenuViewController.m", Self.source)
    try folder.write("App/GuideMenuViewController.h", Self.header)
    let names = Set(folder.audit().checks.compactMap(\.pairing.name))
    #expect(names == ["text of label in GuideMenuViewController on view"])
  }
}
