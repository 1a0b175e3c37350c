import Foundation
import Testing

@testable import ContrastAudit

/// An Objective-C font's size and weight decide a label's role, as a Swift font's do.
///
/// iSubMusicStreamer (read to check) titles its playlist header `[UIFont boldSystemFontOfSize:22]`
/// in white on its blue: large text, held to 3:1, which it passes at 4.38:1; it was measured as
/// body text against 4.5:1.
@Suite struct ObjectiveCFontSizeTests {
  static let controller = """
    #import "CurrentPlaylistViewController.h"

    @interface CurrentPlaylistViewController ()
    @property (nonatomic, strong) UILabel *editPlaylistLabel;
    @property (nonatomic, strong) UILabel *countLabel;
    @property (nonatomic, strong) UILabel *durationLabel;
    @property (nonatomic, strong) UILabel *headerLabel;
    @property (nonatomic, strong) UILabel *footerLabel;
    @end

    @implementation CurrentPlaylistViewController

    - (void)viewDidLoad {
        [super viewDidLoad];
        self.editPlaylistLabel = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 120, 50)];
        self.editPlaylistLabel.backgroundColor = [UIColor colorWithRed:0.008 green:.46 blue:.933 alpha:1];
        self.editPlaylistLabel.textColor = UIColor.whiteColor;
        self.editPlaylistLabel.font = [UIFont boldSystemFontOfSize:22];
        [self.view addSubview:self.editPlaylistLabel];

        self.countLabel = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 120, 30)];
        self.countLabel.backgroundColor = UIColor.systemBackgroundColor;
        self.countLabel.textColor = UIColor.systemOrangeColor;
        self.countLabel.font = [UIFont systemFontOfSize:12.f];
        [self.view addSubview:self.countLabel];

        self.durationLabel = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 120, 30)];
        self.durationLabel.backgroundColor = UIColor.systemBackgroundColor;
        self.durationLabel.textColor = UIColor.systemGreenColor;
        self.durationLabel.font = [UIFont fontWithName:@"HelveticaNeue-Light" size:24.0f];
        [self.view addSubview:self.durationLabel];

        self.headerLabel = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 120, 30)];
        self.headerLabel.backgroundColor = UIColor.systemBackgroundColor;
        self.headerLabel.textColor = UIColor.systemTealColor;
        self.headerLabel.font = [UIFont systemFontOfSize:15 weight:UIFontWeightBold];
        [self.view addSubview:self.headerLabel];

        self.footerLabel = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 120, 30)];
        self.footerLabel.backgroundColor = UIColor.systemBackgroundColor;
        self.footerLabel.textColor = UIColor.systemPinkColor;
        self.footerLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle2];
        [self.view addSubview:self.footerLabel];
    }

    @end
    """

  @Test func anObjectiveCFontDecidesTheRole() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/CurrentPlaylistViewController.m", Self.controller)
    var roles: [String: Set<Role>] = [:]
    for check in folder.audit().checks {
      roles[check.pairing.foreground, default: []].insert(check.pairing.role)
    }
    #expect(roles["white"] == [.largeText])
    #expect(roles["systemOrange"] == [.text])
    #expect(roles["systemGreen"] == [.largeText])
    #expect(roles["systemTeal"] == [.largeText])
    #expect(roles["systemPink"] == [.largeText])
  }
}
