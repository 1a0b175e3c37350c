/*****************************************************************************
 * VLCNetworkLoginButtonCell.m
 *****************************************************************************/

#import "VLCNetworkLoginButtonCell.h"

@interface VLCNetworkLoginButtonCell ()
@property (nonatomic) UIView *blackView;
@end

@implementation VLCNetworkLoginButtonCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
{
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        [self themeDidChange];
        self.textLabel.backgroundColor = UIColor.clearColor;
        self.textLabel.textColor = UIColor.whiteColor;
        self.textLabel.textAlignment = NSTextAlignmentCenter;

        UIView *blackView = [[UIView alloc] init];
        [self insertSubview:blackView atIndex:0];
        blackView.backgroundColor = [UIColor systemIndigoColor];
        self.blackView = blackView;
        self.blackView.layer.cornerRadius = 4.0;
    }
    return self;
}

- (void)layoutSubviews
{
    [super layoutSubviews];
    self.blackView.frame = CGRectInset(self.bounds, 0.0, 2.0);
}

- (void)themeDidChange
{
    self.backgroundColor = [UIColor systemBackgroundColor];
}

@end

@implementation VLCTransferProgressCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
{
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        self.backgroundColor = [UIColor secondarySystemBackgroundColor];
        self.detailTextLabel.textColor = [UIColor secondaryLabelColor];

        // A bar behind the detail text, not a ground for it.
        UIView *progressBar = [[UIView alloc] initWithFrame:CGRectMake(0.0, 40.0, 80.0, 2.0)];
        progressBar.backgroundColor = [UIColor systemRedColor];
        [self insertSubview:progressBar atIndex:0];
    }
    return self;
}

@end
