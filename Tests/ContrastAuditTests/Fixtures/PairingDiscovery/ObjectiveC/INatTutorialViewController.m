//
//  INatTutorialViewController.m
//

#import "INatTutorialViewController.h"

@interface INatTutorialViewController () {
    UIButton *okButton;
    UIButton *neverAgainButton;
}
@end

@implementation INatTutorialViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor whiteColor];

    okButton = ({
        UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
        [button setTitle:NSLocalizedString(@"Got It", @"Dismisses a tutorial page")
                forState:UIControlStateNormal];
        button.backgroundColor = [UIColor darkGrayColor];
        button.tintColor = [UIColor whiteColor];
        button;
    });
    [self.view addSubview:okButton];

    neverAgainButton = ({
        UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
        [button setTitle:NSLocalizedString(@"Don't Show Me Hints", @"Stops tutorial pages")
                forState:UIControlStateNormal];
        button.backgroundColor = [UIColor whiteColor];
        button.tintColor = [UIColor darkGrayColor];
        button;
    });
    [self.view addSubview:neverAgainButton];
}

@end
