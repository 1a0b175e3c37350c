//
//  SessionsViewController.m
//

#import "SessionsViewController.h"
#import "SessionLabelCell.h"

@implementation SessionsViewController

- (SessionLabelCell *)labelCellForTable:(UITableView *)tableView atIndexPath:(NSIndexPath *)indexPath
{
    SessionLabelCell *cell = [tableView dequeueReusableCellWithIdentifier:[SessionLabelCell defaultReuseIdentifier] forIndexPath:indexPath];
    cell.nameLabel.textColor = [UIColor labelColor];
    cell.detailLabel.textColor = [UIColor secondaryLabelColor];
    return cell;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
{
    // A default that no row keeps, to avoid returning nil.
    UITableViewCell *cell = [[UITableViewCell alloc] init];
    cell.backgroundColor = [UIColor redColor];

    if (indexPath.section == 0)
    {
        cell = [self labelCellForTable:tableView atIndexPath:indexPath];
    }
    else
    {
        cell = [tableView dequeueReusableCellWithIdentifier:@"LanguageCell" forIndexPath:indexPath];
        cell.textLabel.textColor = [UIColor labelColor];
    }
    return cell;
}

@end
