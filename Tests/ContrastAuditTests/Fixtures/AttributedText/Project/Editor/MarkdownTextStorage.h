//
//  MarkdownTextStorage.h
//  Notes
//

#import <UIKit/UIKit.h>

/// Re-applies `defaultStyle` (set by the editor, color included) to every edited paragraph.
@interface MarkdownTextStorage : NSTextStorage
@property (nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *defaultStyle;
@end
