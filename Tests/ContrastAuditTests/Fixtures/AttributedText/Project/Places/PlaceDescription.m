//
//  PlaceDescription.m
//  Places
//

#import "PlaceDescription.h"

@implementation PlaceDescription
{
    UITextView *_descriptionView;
    UITextView *_licenseView;
}

- (instancetype)init
{
    self = [super init];
    if (self)
    {
        _descriptionView = [[UITextView alloc] init];
        _licenseView = [[UITextView alloc] init];
    }
    return self;
}

// The style sheet carries the theme's text color into the imported runs.
+ (NSAttributedString *)attributedStringFromHTML:(NSString *)html fontSize:(NSInteger)fontSize textColor:(UIColor *)textColor
{
    CGFloat red, green, blue, alpha;
    [textColor getRed:&red green:&green blue:&blue alpha:&alpha];
    NSString *textColorString = [NSString stringWithFormat:@"rgba(%.0f, %.0f, %.0f, %.2f)", red * 255, green * 255, blue * 255, alpha];
    NSString *styledHtml =
    @" <style> \n"
    @"   a { color: #5714CC; text-decoration: none;} \n"
    @"   body { font-family: -apple-system; font-size: %ld; color: %@;} \n"
    @" </style> \n"
    @" <p>%@</p>";
    styledHtml = [NSString stringWithFormat:styledHtml, (long)fontSize, textColorString, html];
    return [[NSAttributedString alloc] initWithData:[styledHtml dataUsingEncoding:NSUTF8StringEncoding] options:@{NSDocumentTypeDocumentAttribute: NSHTMLTextDocumentType, NSCharacterEncodingDocumentAttribute: @(NSUTF8StringEncoding)} documentAttributes:nil error:nil];
}

- (void)showDescription:(NSString *)html
{
    _descriptionView.attributedText = [PlaceDescription attributedStringFromHTML:html fontSize:15 textColor:[UIColor labelColor]];
}

// Only a background color in the style sheet: the text still imports black.
- (void)showLicense:(NSString *)html
{
    NSString *styledHtml = [NSString stringWithFormat:@"<style>body { background-color: transparent; }</style>%@", html];
    _licenseView.attributedText = [[NSAttributedString alloc] initWithData:[styledHtml dataUsingEncoding:NSUTF8StringEncoding] options:@{NSDocumentTypeDocumentAttribute: NSHTMLTextDocumentType} documentAttributes:nil error:nil]; // EXPECT html
}

@end
