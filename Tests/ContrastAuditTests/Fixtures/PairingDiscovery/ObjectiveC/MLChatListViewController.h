#import <UIKit/UIKit.h>

@interface MLChatListViewController : UITableViewController

@property (nonatomic, strong) UITableView* chatListTable;

@end
