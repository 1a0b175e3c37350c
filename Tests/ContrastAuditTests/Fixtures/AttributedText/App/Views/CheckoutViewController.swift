import UIKit

final class CheckoutViewController: UIViewController {
  @IBOutlet private weak var receiptTitleLabel: UILabel!

  func update(orderNumber: String) {
    receiptTitleLabel.attributedText = NSAttributedString(
      string: orderNumber, attributes: [.foregroundColor: UIColor.label])
  }
}
