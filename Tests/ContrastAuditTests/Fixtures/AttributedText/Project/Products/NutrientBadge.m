#import "NutrientBadge.h"

@implementation NutrientBadge

- (NSAttributedString *)badgeTextFor:(NSString *)grade {
    UIColor *color;
    if (@available(iOS 13.0, *)) {
        color = [UIColor labelColor];
    } else {
        color = [UIColor blackColor];
    }
    return [[NSAttributedString alloc] initWithString:grade attributes:@{NSForegroundColorAttributeName: [UIColor blackColor], NSFontAttributeName: [UIFont boldSystemFontOfSize:12]}];  // EXPECT static
}

- (NSDictionary *)legendAttributes {
    if (@available(iOS 13.0, *)) {
        return @{NSForegroundColorAttributeName: [UIColor secondaryLabelColor]};
    } else {
        return @{NSForegroundColorAttributeName: [UIColor darkGrayColor]};
    }
}

@end
