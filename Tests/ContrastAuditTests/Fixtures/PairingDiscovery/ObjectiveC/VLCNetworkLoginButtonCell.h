#import <UIKit/UIKit.h>

@interface VLCNetworkLoginButtonCell : UITableViewCell

@property (nonatomic, copy) NSString *titleString;

@end

@interface VLCTransferProgressCell : UITableViewCell
@end
