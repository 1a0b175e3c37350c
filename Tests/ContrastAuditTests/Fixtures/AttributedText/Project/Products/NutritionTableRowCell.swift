//
//  NutritionTableRowCell.swift
//  Products
//

import UIKit

/// Labels whose document text color adapts fill the uncolored runs with it: no finding. The
/// serving label's document color is a fixed gray, which does not adapt.
final class NutritionTableRowCell: UITableViewCell {
    @IBOutlet weak var rowLabel: UILabel!
    @IBOutlet weak var valuePer100g: UILabel!
    @IBOutlet weak var valuePerServing: UILabel!

    func configure(with row: NutritionRow) {
        let attributes = [NSAttributedString.Key.font: row.highlight ? UIFont.preferredFont(forTextStyle: .headline) : UIFont.preferredFont(forTextStyle: .body)]
        rowLabel.attributedText = NSAttributedString(string: row.label, attributes: attributes)
        valuePer100g.attributedText = NSAttributedString(string: row.perSizeValue, attributes: attributes)
        valuePerServing.attributedText = NSAttributedString(string: row.perServingValue, attributes: attributes) // EXPECT note
    }
}

struct NutritionRow {
    var label: String
    var perSizeValue: String
    var perServingValue: String
    var highlight: Bool
}
