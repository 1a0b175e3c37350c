#import "MatchHeaderView.h"

@interface MatchHeaderView ()
@property (nonatomic, strong) UILabel *descriptionLabel;
@end

@implementation MatchHeaderView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        UILabel *label = [[UILabel alloc] init];
        label.numberOfLines = 0;
        label.textColor = [UIColor secondaryLabelColor];
        [self addSubview:label];
        _descriptionLabel = label;
    }
    return self;
}

- (void)setSearchQuery:(NSString *)query {
    NSMutableAttributedString *result = [[NSMutableAttributedString alloc] initWithString:query
                                                                               attributes:@{NSFontAttributeName : [UIFont systemFontOfSize:15]}];
    [result setAttributes:@{NSFontAttributeName : [UIFont boldSystemFontOfSize:15]} range:NSMakeRange(0, query.length)];
    self.descriptionLabel.attributedText = result;
}

@end
