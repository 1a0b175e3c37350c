//
//  SettingsSection.h
//  Lists
//

#import <UIKit/UIKit.h>

@interface SettingsSection : NSObject
- (instancetype)initWithTitle:(NSString *)title;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy) NSAttributedString *attributedFooterTitle;
@end
