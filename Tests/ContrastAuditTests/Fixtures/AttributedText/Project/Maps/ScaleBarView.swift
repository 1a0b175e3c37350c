import CoreText
import UIKit

/// Draws the map's scale ("200 m") with Core Text on the view's own, transparent layer.
final class ScaleBarView: UIView {
    var caption = "" {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let text = NSAttributedString(  // EXPECT warning
            string: caption,
            attributes: [.font: UIFont.monospacedDigitSystemFont(ofSize: 11, weight: .medium)])
        let line = CTLineCreateWithAttributedString(text)
        context.textMatrix = .identity
        context.translateBy(x: 0, y: bounds.height)
        context.scaleBy(x: 1, y: -1)
        context.textPosition = CGPoint(x: 4, y: 4)
        CTLineDraw(line, context)
    }
}
