//
//  SyncSettingsViewController.m
//  Lists
//

#import "SyncSettingsViewController.h"
#import "SettingsSection.h"

@interface SyncSettingsViewController ()
@property (nonatomic, strong) SettingsSection *syncSection;
@property (nonatomic, strong) UILabel *versionLabel;
@end

@implementation SyncSettingsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.syncSection = [[SettingsSection alloc] initWithTitle:NSLocalizedString(@"Sync", nil)];
    [self configureFooter];
    self.versionLabel = [[UILabel alloc] init];
    self.versionLabel.textColor = [UIColor secondaryLabelColor];
    self.versionLabel.attributedText = [self versionText];
}

// Class 1: a string with one tinted run goes to a footer this file cannot see (the section's
// footer label is themed elsewhere): at most a note for each uncolored run.
- (void)configureFooter {
    NSMutableAttributedString *footer = [[NSMutableAttributedString alloc] initWithString:NSLocalizedString(@"Sync uses ", nil) attributes:@{}]; // EXPECT note
    [footer appendAttributedString:[[NSAttributedString alloc] initWithString:@"iCloud" attributes:@{NSForegroundColorAttributeName: self.view.tintColor}]];
    [footer appendAttributedString:[[NSAttributedString alloc] initWithString:NSLocalizedString(@" to keep your lists in step.", nil) attributes:@{}]]; // EXPECT note
    self.syncSection.attributedFooterTitle = footer;
}

// Class 3: an Objective-C value-type local covers the whole string.
- (void)showPrefix:(NSString *)prefix inTextView:(UITextView *)textView {
    NSMutableAttributedString *text = [[NSMutableAttributedString alloc] initWithString:prefix];
    NSRange whole = NSMakeRange(0, prefix.length);
    [text addAttribute:NSForegroundColorAttributeName value:[UIColor labelColor] range:whole];
    [text appendAttributedString:[[NSAttributedString alloc] initWithString:@"…" attributes:@{NSForegroundColorAttributeName: [UIColor secondaryLabelColor]}]];
    textView.attributedText = text;
}

// Class 5: an Objective-C method returns a mixed string to a label whose text color is set in
// viewDidLoad: the uncolored run takes that color.
- (NSAttributedString *)versionText {
    NSMutableAttributedString *s = [[NSMutableAttributedString alloc] initWithString:@"Version "];
    [s appendAttributedString:[[NSAttributedString alloc] initWithString:[self version] attributes:@{NSForegroundColorAttributeName: [UIColor systemBlueColor]}]];
    return s;
}

- (NSString *)version {
    return [[NSBundle mainBundle] objectForInfoDictionaryKey:@"CFBundleShortVersionString"];
}

@end
