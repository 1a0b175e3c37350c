//
//  StyledTextView.m
//  Notes
//

#import "StyledTextView.h"
#import "MarkdownTextStorage.h"

@implementation StyledTextView

- (instancetype)init {
    MarkdownTextStorage *storage = [[MarkdownTextStorage alloc] init];
    NSLayoutManager *layoutManager = [[NSLayoutManager alloc] init];
    NSTextContainer *container = [[NSTextContainer alloc] initWithSize:CGSizeZero];
    [storage addLayoutManager:layoutManager];
    [layoutManager addTextContainer:container];
    return [super initWithFrame:CGRectZero textContainer:container];
}

@end
