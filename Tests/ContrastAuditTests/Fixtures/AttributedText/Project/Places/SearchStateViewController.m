#import "SearchStateViewController.h"

@interface SearchStateViewController ()
@property (null_resettable, nonatomic, strong) UILabel *descriptionLabel;
@property (null_resettable, nonatomic, strong) UILabel *hintLabel;
@end

@implementation SearchStateViewController

- (void)showEmptyState {
    NSAttributedString *title = [[NSAttributedString alloc] initWithString:NSLocalizedString(@"Add a New Contact", nil)
                                                                attributes:@{NSFontAttributeName : [UIFont boldSystemFontOfSize:17]}];
    self.descriptionLabel.attributedText = title;
}

- (void)showHint {
    NSAttributedString *hint = [[NSAttributedString alloc] initWithString:NSLocalizedString(@"Search by name", nil)  // EXPECT note
                                                               attributes:@{NSFontAttributeName : [UIFont systemFontOfSize:15]}];
    self.hintLabel.attributedText = hint;
}

#pragma mark - Private

- (UILabel *)descriptionLabel {
    if (_descriptionLabel == nil) {
        UILabel *label = [[UILabel alloc] initWithFrame:CGRectZero];
        label.numberOfLines = 0;
        label.textColor = [UIColor labelColor];
        _descriptionLabel = label;
    }
    return _descriptionLabel;
}

- (UILabel *)hintLabel {
    if (_hintLabel == nil) {
        UILabel *label = [[UILabel alloc] initWithFrame:CGRectZero];
        label.numberOfLines = 0;
        _hintLabel = label;
    }
    return _hintLabel;
}

@end
