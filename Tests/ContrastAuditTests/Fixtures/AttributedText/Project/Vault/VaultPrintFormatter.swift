import UIKit

/// Lays out a vault's entries for paper.
final class VaultPrintFormatter {
    private enum Predefined {
        static let documentTitleFont = UIFont.boldSystemFont(ofSize: 16.0)
        static let entryTitleFont = UIFont.systemFont(ofSize: 12.0)
    }
}

extension VaultPrintFormatter {
    public func toAttributedString(vault: Vault, title: String) -> NSAttributedString? {
        let documentContent = NSMutableAttributedString()
        documentContent.append(NSAttributedString(
            string: title + "\n",
            attributes: [
                NSAttributedString.Key.font: Predefined.documentTitleFont,
                NSAttributedString.Key.foregroundColor: UIColor.darkText,
            ]
        ))
        for entry in vault.entries {
            format(entry: entry, to: documentContent)
        }
        return documentContent
    }

    private func format(entry: Entry, to output: NSMutableAttributedString) {
        output.append(NSAttributedString(
            string: entry.title + "\n",
            attributes: [
                .font: Predefined.entryTitleFont,
                .foregroundColor: UIColor.darkText,
            ]
        ))
    }
}
