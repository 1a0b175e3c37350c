//
//  EditorTextView.h
//  Notes
//

#import "StyledTextView.h"

@interface EditorTextView : StyledTextView
@property (nonatomic, assign) BOOL checklistsEnabled;
@end
