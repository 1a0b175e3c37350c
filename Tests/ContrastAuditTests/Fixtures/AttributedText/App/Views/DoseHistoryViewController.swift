import UIKit

/// A warning row: its title is an icon and text, colored by the content configuration.
final class NotificationsOffCell: UITableViewCell {
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)

        var contentConfig = defaultContentConfiguration().updated(for: state)
        let iconAttachment = NSTextAttachment()
        iconAttachment.image = UIImage(systemName: "exclamationmark.triangle.fill")?.withTintColor(.white)
        let title = NSMutableAttributedString(string: NSLocalizedString(" Notifications are OFF", comment: "Warning title"))
        let titleWithIcon = NSMutableAttributedString(attachment: iconAttachment)
        titleWithIcon.append(title)
        contentConfig.attributedText = titleWithIcon
        contentConfig.textProperties.color = .white
        contentConfig.secondaryText = NSLocalizedString("Turn them on in Settings.", comment: "Warning detail")
        contentConfig.secondaryTextProperties.color = .white
        contentConfig.textProperties.font = .systemFont(ofSize: 17, weight: .bold)
        contentConfiguration = contentConfig

        var backgroundConfig = backgroundConfiguration?.updated(for: state)
        backgroundConfig?.backgroundColor = .systemRed
        backgroundConfiguration = backgroundConfig
    }
}

final class DoseHistoryViewController: UITableViewController {
    var doses: [(title: String, detail: String)] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Dose", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = doses[indexPath.row].title
        content.secondaryAttributedText = NSAttributedString(string: doses[indexPath.row].detail)
        cell.contentConfiguration = content
        return cell
    }
}

/// An event's description, written in HTML by the pump's driver: bold runs in the label color,
/// the rest secondary.
func attributedDescription(from html: String, with font: UIFont) -> NSAttributedString? {
    let styled = String(format: "<style>body{font-family: '-apple-system'; font-size: \(font.pointSize);}</style>%@", html)
    guard let description = try? NSMutableAttributedString(data: styled.data(using: .utf16)!, options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil) else {
        return nil
    }

    description.enumerateAttribute(.font, in: NSRange(location: 0, length: description.length)) { value, range, stop in
        // bold runs stand out
        if let font = value as? UIFont,
           font.fontDescriptor.symbolicTraits.contains(.traitBold)
        {
            description.addAttributes([.foregroundColor: UIColor.label], range: range)
        } else {
            description.addAttributes([.foregroundColor: UIColor.secondaryLabel], range: range)
        }
    }

    return description
}

/// The same, coloring only the bold runs: the rest keep the import's black.
func boldHighlightedDescription(from html: String) -> NSAttributedString? {
    guard let description = try? NSMutableAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil) else { // EXPECT import note
        return nil
    }
    description.enumerateAttribute(.font, in: NSRange(location: 0, length: description.length)) { value, range, _ in
        if let font = value as? UIFont, font.fontDescriptor.symbolicTraits.contains(.traitBold) {
            description.addAttribute(.foregroundColor, value: UIColor.label, range: range)
        }
    }
    return description
}
