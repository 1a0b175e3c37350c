import UIKit

/// A problem report: its label is made here and keeps UIKit's default text color, which fills
/// the runs without one and adapts to Dark Mode.
final class ProblemReportViewController: UIViewController {
    weak var label: UILabel?
    @IBOutlet weak var summaryLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel.init()
        self.label = label
        label.numberOfLines = 0
        label.attributedText = report()
        view.addSubview(label)
        summaryLabel.attributedText = NSAttributedString(string: "Summary", attributes: [.font: UIFont.boldSystemFont(ofSize: 12)])  // EXPECT note
    }

    func report() -> NSAttributedString {
        let result = NSMutableAttributedString()
        result.append(NSAttributedString(string: "Type:\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 12)]))
        result.append(NSAttributedString(string: "Unknown\n\n", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        return result
    }
}
