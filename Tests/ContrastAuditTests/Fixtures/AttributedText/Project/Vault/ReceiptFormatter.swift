import UIKit

/// A receipt, printed and also shown on screen.
struct ReceiptFormatter {
    func receiptText(_ receipt: Receipt) -> NSAttributedString {
        NSAttributedString(
            string: receipt.summary,
            attributes: [.foregroundColor: UIColor.darkText])  // EXPECT static
    }
}
