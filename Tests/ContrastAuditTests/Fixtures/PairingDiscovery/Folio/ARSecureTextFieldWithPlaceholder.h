#import "ARTextFieldWithPlaceholder.h"

/// A password field: secure entry with a button to show the text.
@interface ARSecureTextFieldWithPlaceholder : ARTextFieldWithPlaceholder
@end
