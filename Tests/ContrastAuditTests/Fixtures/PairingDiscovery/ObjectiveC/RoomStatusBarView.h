#import <UIKit/UIKit.h>

@interface RoomStatusBarView : UIView

@property (nonatomic, weak) IBOutlet UIView *separatorView;
@property (nonatomic, weak) IBOutlet UILabel *messageLabel;
@property (nonatomic, weak) IBOutlet UILabel *callLabel;

- (void)displayOngoingCall;
- (void)displayNetworkError:(NSString *)text;

@end
