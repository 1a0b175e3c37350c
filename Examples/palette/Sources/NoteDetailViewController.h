#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Shows one note read-only. Written before the app moved to Swift.
@interface NoteDetailViewController : UIViewController

- (instancetype)initWithTitle:(NSString *)title body:(NSString *)body NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
                         bundle:(nullable NSBundle *)nibBundleOrNil NS_UNAVAILABLE;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;

@end

NS_ASSUME_NONNULL_END
