//
//  RouteBannerView.m
//  Places
//

#import "RouteBannerView.h"

@interface RouteBannerView ()

@property (weak, nonatomic) IBOutlet UILabel *streetLabel;

@end

@implementation RouteBannerView
{
    UIColor *_textColor;
}

- (void)updateTextColor:(UIColor *)textColor
{
    _textColor = textColor;
}

- (void)refreshStreet:(NSString *)street
{
    NSMutableAttributedString *string = [[NSMutableAttributedString alloc] initWithString:street];
    [string addAttribute:NSForegroundColorAttributeName value:_textColor range:NSMakeRange(0, string.length)];
    _streetLabel.attributedText = string;
}

@end
