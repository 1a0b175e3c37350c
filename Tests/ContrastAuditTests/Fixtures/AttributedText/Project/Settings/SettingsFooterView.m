//
//  SettingsFooterView.m
//  Lists
//

#import "SettingsFooterView.h"

@implementation SettingsFooterView

- (instancetype)initWithReuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithReuseIdentifier:reuseIdentifier];
    if (self) {
        _footerLabel = [[UILabel alloc] init];
        _footerLabel.numberOfLines = 0;
        _footerLabel.textColor = [UIColor secondaryLabelColor];
        [self.contentView addSubview:_footerLabel];
    }
    return self;
}

- (void)setSection:(SettingsSection *)section {
    self.footerLabel.attributedText = section.attributedFooterTitle;
}

@end
