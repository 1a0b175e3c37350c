import UIKit

/// The "What's new" banner at the top of the feed. Draws its own text so the title can wrap
/// around the illustration.
final class BannerView: UIView {
  var title = "" {
    didSet { setNeedsDisplay() }
  }

  var illustration: UIImage? {
    didSet { setNeedsDisplay() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(named: "Card")
    layer.cornerRadius = 12
    layer.cornerCurve = .continuous
    isOpaque = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    let insetBounds = bounds.insetBy(dx: 16, dy: 12)
    var textRect = insetBounds
    if let illustration {
      let side = insetBounds.height
      illustration.draw(in: CGRect(x: insetBounds.maxX - side, y: insetBounds.minY, width: side, height: side))
      textRect.size.width -= side + 12
    }

    let paragraph = NSMutableParagraphStyle()
    paragraph.lineBreakMode = .byWordWrapping
    paragraph.hyphenationFactor = 0.6

    // No .foregroundColor: string drawing falls back to black, which vanishes on the dark Card.
    let text = NSAttributedString(
      string: title,
      attributes: [
        .font: UIFont.preferredFont(forTextStyle: .headline),
        .paragraphStyle: paragraph,
      ])
    text.draw(in: textRect)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
      setNeedsDisplay()
    }
  }
}
