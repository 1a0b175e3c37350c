import UIKit

final class VaultViewerCoordinator {
    private let vault: Vault
    private let router: NavigationRouter

    init(vault: Vault, router: NavigationRouter) {
        self.vault = vault
        self.router = router
    }

    func printVault(title: String) {
        let vaultFormatter = VaultPrintFormatter()
        guard let formattedText = vaultFormatter.toAttributedString(
            vault: vault,
            title: title)
        else {
            return
        }
        let printFormatter = UISimpleTextPrintFormatter(attributedText: formattedText)
        printFormatter.perPageContentInsets = UIEdgeInsets(top: 72, left: 72, bottom: 72, right: 72)

        let printController = UIPrintInteractionController.shared
        printController.printFormatter = printFormatter
        printController.present(animated: true, completionHandler: nil)
    }

    func printReceipt(_ receipt: Receipt) {
        let formatter = UISimpleTextPrintFormatter(attributedText: ReceiptFormatter().receiptText(receipt))
        UIPrintInteractionController.shared.printFormatter = formatter
        UIPrintInteractionController.shared.present(animated: true, completionHandler: nil)
    }

    func showReceipt(_ receipt: Receipt, in label: UILabel) {
        label.attributedText = ReceiptFormatter().receiptText(receipt)
    }
}
