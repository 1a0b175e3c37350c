//
//  DownloadsViewController.m
//  Places
//

#import "DownloadsViewController.h"

@interface DownloadsViewController () <UISearchResultsUpdating>
@end

@implementation DownloadsViewController
{
    UISearchController *_searchController;
    UISegmentedControl *_segmentControl;
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    [_segmentControl setTitleTextAttributes:@{ NSForegroundColorAttributeName : UIColor.whiteColor,
                                               NSFontAttributeName : [UIFont systemFontOfSize:14.] } forState:UIControlStateNormal];
    [_segmentControl setTitleTextAttributes:@{ NSForegroundColorAttributeName : [UIColor colorWithWhite:0.1 alpha:1.0], // EXPECT static
                                               NSFontAttributeName : [UIFont systemFontOfSize:14.] } forState:UIControlStateSelected];
}

// The search field sits in the tinted navigation bar: white text, like `UIColor.whiteColor`.
- (void)setupSearchControllerWithFilter:(BOOL)isFiltered
{
    if (isFiltered)
    {
        _searchController.searchBar.searchTextField.attributedPlaceholder = [[NSAttributedString alloc] initWithString:NSLocalizedString(@"search_downloads", nil) attributes:@{NSForegroundColorAttributeName:[UIColor colorWithWhite:1.0 alpha:0.5]}];
        _searchController.searchBar.searchTextField.backgroundColor = [UIColor colorWithWhite:1.0 alpha:0.3];
    }
    else
    {
        _searchController.searchBar.searchTextField.attributedPlaceholder = [[NSAttributedString alloc] initWithString:NSLocalizedString(@"search_downloads", nil) attributes:@{NSForegroundColorAttributeName:[UIColor colorWithRed:248/255.0 green:248/255.0 blue:250/255.0 alpha:0.5f]}];
    }
}

+ (NSAttributedString *)verticalSpaceForHeight:(CGFloat)height
{
    UIFont *sizingFont = [UIFont systemFontOfSize:2];
    NSUInteger returns = (NSUInteger)round(height / sizingFont.lineHeight);
    NSMutableString *returnString = [NSMutableString string];
    for (NSUInteger i = 0; i < returns; i++)
    {
        [returnString appendString:@"\n"];
    }
    return [[NSAttributedString alloc] initWithString:returnString attributes:@{NSForegroundColorAttributeName : [UIColor blackColor], NSFontAttributeName : sizingFont}];
}

+ (NSAttributedString *)sizeCaption:(NSString *)size
{
    NSMutableString *caption = [NSMutableString string];
    [caption appendString:@"\n"];
    [caption appendString:size];
    return [[NSAttributedString alloc] initWithString:caption attributes:@{NSForegroundColorAttributeName : [UIColor blackColor]}]; // EXPECT static
}

@end
