import UIKit

/// A price drawn in the product's bold style.
final class PriceTag: UIView {
    var price = ""

    override func draw(_ rect: CGRect) {
        (price as NSString).draw(in: rect, withAttributes: UIFont.boldAttributes)
    }
}
