//
//  MarkdownEditorViewController.h
//  Notes
//

#import <UIKit/UIKit.h>

@class EditorTextView;

@interface MarkdownEditorViewController : UIViewController
@property (nonatomic, strong) EditorTextView *editorTextView;
@end
