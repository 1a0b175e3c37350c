#import "NoteDetailViewController.h"

@interface NoteDetailViewController ()
@property (nonatomic, copy) NSString *noteTitle;
@property (nonatomic, copy) NSString *noteBody;
@property (nonatomic, strong) UITextView *textView;
@end

@implementation NoteDetailViewController

- (instancetype)initWithTitle:(NSString *)title body:(NSString *)body {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _noteTitle = [title copy];
        _noteBody = [body copy];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.textView = [[UITextView alloc] initWithFrame:self.view.bounds];
    self.textView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    self.textView.editable = NO;
    self.textView.textContainerInset = UIEdgeInsetsMake(20, 16, 20, 16);
    [self.view addSubview:self.textView];

    NSMutableParagraphStyle *paragraph = [[NSMutableParagraphStyle alloc] init];
    paragraph.paragraphSpacing = 12;

    // The title carries its color; the body does not, and the text view has no textColor,
    // so the body is drawn black, invisible in Dark Mode.
    NSMutableAttributedString *text = [[NSMutableAttributedString alloc]
        initWithString:[self.noteTitle stringByAppendingString:@"\n"]
            attributes:@{NSFontAttributeName: [UIFont preferredFontForTextStyle:UIFontTextStyleTitle2],
                         NSForegroundColorAttributeName: [UIColor labelColor],
                         NSParagraphStyleAttributeName: paragraph}];
    NSAttributedString *body = [[NSAttributedString alloc]
        initWithString:self.noteBody
            attributes:@{NSFontAttributeName: [UIFont preferredFontForTextStyle:UIFontTextStyleBody]}];
    [text appendAttributedString:body];
    self.textView.attributedText = text;
}

@end
