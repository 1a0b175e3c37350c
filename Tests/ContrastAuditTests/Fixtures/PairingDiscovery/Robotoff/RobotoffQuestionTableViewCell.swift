import UIKit

class RobotoffQuestionTableViewCell: UITableViewCell {
    @IBOutlet weak var questionLabel: UILabel!
    @IBOutlet weak var yesButton: UIButton!
    @IBOutlet weak var noButton: UIButton!
    @IBOutlet var buttons: [UIButton]!
    @IBOutlet var captionLabels: [UILabel]!

    override func awakeFromNib() {
        super.awakeFromNib()

        yesButton.setTitle("robotoff.yes".localized, for: .normal)
        noButton.setTitle("robotoff.no".localized, for: .normal)

        buttons.forEach { (button: UIButton) in
            button.titleLabel?.textAlignment = .center
            button.titleLabel?.numberOfLines = 2
            button.setTitleColor(.systemBlue, for: .normal)
        }
        for label in captionLabels {
            label.textColor = .secondaryLabel
        }
    }
}
