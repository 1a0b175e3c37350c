#import "ARLoginViewController.h"
#import "ARTextFieldWithPlaceholder.h"

@interface ARLoginViewController ()
@property (nonatomic, weak) IBOutlet ARTextFieldWithPlaceholder *emailTextField;
@property (nonatomic, weak) IBOutlet UILabel *errorMessageLabel;
@property (nonatomic, weak) IBOutlet UILabel *hintLabel;
@end

@implementation ARLoginViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.errorMessageLabel.textColor = [UIColor systemRedColor];
    [_hintLabel setTextColor:[UIColor secondaryLabelColor]];
}

@end

@implementation ARTextFieldWithPlaceholder

- (void)awakeFromNib
{
    [super awakeFromNib];
    [self setup];
}

- (void)setup
{
    self.font = [UIFont systemFontOfSize:20];
    self.textColor = [UIColor blackColor];
}

@end
