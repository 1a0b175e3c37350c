#import "Legacy.h"

#define RGB(r, g, b) [UIColor colorWithRed:(r)/255.0 green:(g)/255.0 blue:(b)/255.0 alpha:1.0]

@implementation UIColor (Legacy)

+ (UIColor *)legacyTextColor {
    return [UIColor colorWithRed:34.0/255 green:34.0/255 blue:34.0/255 alpha:1.0];
}

+ (UIColor *)legacyTintColor {
    return [UIColor colorWithRed:0.2f green:0.4f blue:0.6f alpha:1.0f];
}

+ (UIColor *)legacyHeaderColor {
    return RGB(51, 102, 153);
}

@end
