#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface VLCDonationButtonCell : UITableViewCell

@property (nonatomic, readonly) UIButton *continueButton;
@property (nonatomic, readonly) UIButton *cancelButton;

@end

NS_ASSUME_NONNULL_END
