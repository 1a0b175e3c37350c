//
//  RoomStatusBarView.m
//

#import "RoomStatusBarView.h"

@implementation RoomStatusBarView

- (void)reset
{
    self.separatorView.hidden = NO;
    self.backgroundColor = UIColor.clearColor;
    [self resetMessage];
}

- (void)resetMessage
{
    self.messageLabel.hidden = YES;
    self.messageLabel.textColor = [UIColor secondaryLabelColor];
}

- (void)displayOngoingCall
{
    [self reset];
    self.backgroundColor = [UIColor systemBlueColor];
    self.callLabel.textColor = [UIColor whiteColor];
    self.callLabel.hidden = NO;
}

- (void)displayNetworkError:(NSString *)text
{
    [self reset];
    self.messageLabel.text = text;
    self.messageLabel.textColor = [UIColor systemRedColor];
    self.messageLabel.hidden = NO;
}

@end
