//
//  OTRVoiceRecorderViewController.m
//

#import "OTRVoiceRecorderViewController.h"
#import "OTRHoldToTalkView.h"

@interface OTRVoiceRecorderViewController () <OTRHoldToTalkViewStateDelegate>

@property (nonatomic, strong) OTRHoldToTalkView *holdToTalkView;
@property (nonatomic, strong) UILabel *hintLabel;
@property (nonatomic, strong) UIButton *cancelButton;

@end

@implementation OTRVoiceRecorderViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor whiteColor];

    self.hintLabel = [[UILabel alloc] initWithFrame:CGRectZero];
    [_hintLabel setTextColor:[UIColor lightGrayColor]];
    [self.view addSubview:self.hintLabel];

    self.holdToTalkView = [[OTRHoldToTalkView alloc] initForAutoLayout];
    self.holdToTalkView.delegate = self;
    [self.view addSubview:self.holdToTalkView];

    UIButton *cancelButton = [UIButton buttonWithType:UIButtonTypeCustom];
    cancelButton.backgroundColor = [UIColor colorWithRed:0.8 green:0.1 blue:0.1 alpha:1.];
    [self.view addSubview:cancelButton];
    self.cancelButton = cancelButton;
    [self setHoldToTalkWaiting];
}

- (void)setHoldToTalkWaiting
{
    self.holdToTalkView.textLabel.text = NSLocalizedString(@"Hold to talk", nil);
    self.holdToTalkView.textLabel.textColor = [UIColor whiteColor];
    self.holdToTalkView.backgroundColor = [UIColor darkGrayColor];
}

- (void)setHoldToTalkRecording
{
    self.holdToTalkView.textLabel.text = NSLocalizedString(@"Release to send", nil);
    self.holdToTalkView.textLabel.textColor = [UIColor darkGrayColor];
    self.holdToTalkView.backgroundColor = [UIColor colorWithWhite:0.95 alpha:1.0];
    [self.cancelButton setTitleColor:[UIColor whiteColor] forState:UIControlStateNormal];
}

- (void)updateTextColorForIncoming:(BOOL)incoming
{
    // A local, not the controller's own text color.
    UIColor *textColor = nil;
    if (incoming) {
        textColor = [UIColor blackColor];
    } else {
        textColor = [UIColor whiteColor];
    }
    self.hintLabel.shadowColor = textColor;
}

@end
