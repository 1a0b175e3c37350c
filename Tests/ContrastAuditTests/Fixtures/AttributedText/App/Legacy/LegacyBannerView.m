//
//  LegacyBannerView.m
//  Shop
//

#import "LegacyBannerView.h"
#define BANNER_TITLE @"NSAttributedString alloc"

@implementation LegacyBannerView

- (void)drawRect:(CGRect)rect {
    NSDictionary *attributes = @{NSFontAttributeName: [UIFont boldSystemFontOfSize:13]};
    NSAttributedString *title = [[NSAttributedString alloc] initWithString:self.title attributes:attributes]; // EXPECT warning
    [title drawInRect:rect];
}

- (void)drawSubtitleInRect:(CGRect)rect {
    NSDictionary *attributes = [NSDictionary dictionaryWithObjectsAndKeys:
                                [UIFont systemFontOfSize:11], NSFontAttributeName,
                                [UIColor secondaryLabelColor], NSForegroundColorAttributeName, nil];
    [self.subtitle drawInRect:rect withAttributes:attributes];
}

- (void)drawFooterInRect:(CGRect)rect {
    NSMutableAttributedString *footer = [[NSMutableAttributedString alloc] initWithString:self.footer];
    [footer addAttribute:NSForegroundColorAttributeName value:[UIColor labelColor] range:NSMakeRange(0, footer.length)];
    [footer drawInRect:rect];
}

- (void)drawLegalInRect:(CGRect)rect {
    [self.legal drawInRect:rect withAttributes:@{}]; // EXPECT warning
    NSDictionary *legacy = @{NSForegroundColorAttributeName: [UIColor darkGrayColor]}; // EXPECT static
    [self.legal drawAtPoint:CGPointZero withAttributes:legacy];
    /* contrast-audit:disable-next-line attributed-text-foreground */
    [self.legal drawInRect:rect withAttributes:@{}];
}

@end
