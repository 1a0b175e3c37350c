//
//  MarkdownTextStorage.m
//  Notes
//

#import "MarkdownTextStorage.h"

@implementation MarkdownTextStorage {
    NSMutableAttributedString *_backingStore;
}

- (NSString *)string {
    return _backingStore.string;
}

- (void)setAttributes:(NSDictionary *)attrs range:(NSRange)range {
    [self beginEditing];
    [_backingStore setAttributes:attrs range:range];
    [self edited:NSTextStorageEditedAttributes range:range changeInLength:0];
    [self endEditing];
}

- (void)processEditing {
    NSRange paragraph = [self.string paragraphRangeForRange:self.editedRange];
    if (self.defaultStyle) {
        [self addAttributes:self.defaultStyle range:paragraph];
    }
    [super processEditing];
}

@end
