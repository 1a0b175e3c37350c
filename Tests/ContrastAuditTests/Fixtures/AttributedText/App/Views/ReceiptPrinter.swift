import UIKit

/// Stamps a receipt's page before it is printed.
final class ReceiptPrinter {
  func stamp(_ controller: ReceiptViewController, text: String, in rect: CGRect) {
    controller.stamp(text, in: rect)
  }
}
