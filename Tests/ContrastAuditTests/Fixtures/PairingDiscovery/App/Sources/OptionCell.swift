import UIKit

/// A menu option: a rounded highlight behind the title when selected.
class OptionCell: UITableViewCell {
    @IBOutlet var optionLabel: UILabel!
    @IBOutlet var selectBackgroundView: UIView!

    override func awakeFromNib() {
        super.awakeFromNib()
        selectBackgroundView.layer.cornerRadius = 10
        selectBackgroundView.clipsToBounds = true
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        let executeSelection: () -> Void = { [weak self] in
            guard let self else { return }
            if selected {
                self.selectBackgroundView.backgroundColor = .systemGray5
                self.optionLabel.textColor = .label
            } else {
                self.selectBackgroundView.backgroundColor = .clear
                self.optionLabel.textColor = .secondaryLabel
            }
        }
        if animated {
            UIView.animate(withDuration: 0.3, animations: executeSelection)
        } else {
            executeSelection()
        }
    }
}
