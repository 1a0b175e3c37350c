#import "UIColor+Legacy.h"

#define UIColorFromRGB(rgbValue) [UIColor colorWithRed:((float)((rgbValue & 0xFF0000) >> 16))/255.0 \
                                                 green:((float)((rgbValue & 0x00FF00) >> 8))/255.0 \
                                                  blue:((float)(rgbValue & 0x0000FF))/255.0 alpha:1.0]
#define kHeaderTint UIColorFromRGB(0x336699)

@implementation UIColor (Legacy)

+ (UIColor *)legacyBackgroundColor {
    if (@available(iOS 13.0, *)) {
        return [UIColor colorWithDynamicProvider:^UIColor * _Nonnull(UITraitCollection * _Nonnull traits) {
            if (traits.userInterfaceStyle == UIUserInterfaceStyleDark) {
                return [UIColor colorWithWhite:0.11 alpha:1.0];
            }
            return [UIColor whiteColor];
        }];
    }
    return [UIColor whiteColor];
}

+ (UIColor *)legacyTextColor {
    return [UIColor colorWithRed:34/255.0 green:34/255.0 blue:34/255.0 alpha:1];
}

+ (UIColor *)legacyLinkColor {
    return [[UIColor systemBlueColor] colorWithAlphaComponent:0.9];
}

@end
