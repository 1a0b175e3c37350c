#import <MessageUI/MessageUI.h>
#import "ARSettingsNavigationBar.h"

@implementation ARSettingsNavigationBar

- (instancetype)initWithFrame:(CGRect)frame
{
    self = [super initWithFrame:frame];
    if (!self) return nil;

    [[ARSettingsNavigationBar appearance] setBarTintColor:[UIColor whiteColor]];
    [[ARSettingsNavigationBar appearance] setTintColor:[UIColor blackColor]];

    [self setTitleTextAttributes:@{
        NSForegroundColorAttributeName : [UIColor blackColor],
        NSFontAttributeName : [UIFont systemFontOfSize:17]
    }];

    return self;
}

@end

@implementation ARMailTheme

+ (void)setupMailViewControllerButtons
{
    [[UIBarButtonItem appearanceWhenContainedInInstancesOfClasses:@[MFMailComposeViewController.class]] setTitleTextAttributes:@{
        NSForegroundColorAttributeName : [UIColor blackColor], // EXPECT static
        NSFontAttributeName : [UIFont boldSystemFontOfSize:14],
    } forState:UIControlStateNormal];
}

@end
