import UIKit

/// An avatar that draws the contact's initials when there is no photo.
final class InitialsAvatarView: UIImageView {
  var initials: String = "" {
    didSet { image = renderInitials() }
  }

  private func renderInitials() -> UIImage? {
    let font = fittingFont(text: initials, font: .systemFont(ofSize: 28), width: bounds.width)
    let renderer = UIGraphicsImageRenderer(bounds: bounds)
    return renderer.image { _ in
      let text = NSAttributedString(
        string: initials, attributes: [.font: font, .foregroundColor: UIColor.white])
      text.draw(at: .zero)
    }
  }

  // The biggest font that fits: the string is only measured, never shown.
  private func fittingFont(text: String, font: UIFont, width: CGFloat) -> UIFont {
    var attributedText = NSAttributedString(string: text, attributes: [.font: font])
    var newFont = font
    while attributedText.size().width > width {
      newFont = font.withSize(newFont.pointSize / 1.25)
      attributedText = NSAttributedString(string: text, attributes: [.font: newFont])
    }
    return newFont
  }
}
