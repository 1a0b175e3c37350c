//
//  MLChatListViewController.m
//

#import "MLChatListViewController.h"
#import "MLChatCell.h"

@implementation MLChatListViewController

-(void) viewDidLoad
{
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor lightGrayColor];
    self.view.autoresizingMask = UIViewAutoresizingFlexibleHeight|UIViewAutoresizingFlexibleWidth;

    self.chatListTable = [UITableView new];
    self.chatListTable.delegate = self;
    self.chatListTable.dataSource = self;
    self.view = self.chatListTable;
}

-(UITableViewCell*) tableView:(UITableView*) tableView cellForRowAtIndexPath:(NSIndexPath*) indexPath
{
    MLChatCell* cell = (MLChatCell*)[tableView dequeueReusableCellWithIdentifier:@"ChatCell" forIndexPath:indexPath];
    if(indexPath.row == self.selectedRow)
    {
        cell.backgroundColor = [UIColor lightGrayColor];
        cell.statusText.textColor = [UIColor whiteColor];
    }
    else
    {
        cell.backgroundColor = [UIColor clearColor];
        cell.statusText.textColor = [UIColor lightGrayColor];
    }
    return cell;
}

@end
