//
//  LicenseOfferView.swift
//  A subscription offer: its pricing label is themed by applyThemeCollection, its footnote is not.
//

import UIKit

class LicenseOfferView: UIView, Themeable {
	var titleLabel: UILabel?
	var pricingLabel: UILabel?
	var footnoteLabel: UILabel?

	func populate(price: String, footnote: String) {
		let paragraphStyle = NSMutableParagraphStyle()
		paragraphStyle.lineHeightMultiple = 1.5

		let formattedPricingLabelText = NSMutableAttributedString(string: price, attributes: [
			.font : UIFont.systemFont(ofSize: 14),
			.paragraphStyle : paragraphStyle
		])
		pricingLabel?.attributedText = formattedPricingLabelText

		footnoteLabel?.attributedText = NSAttributedString(string: footnote, attributes: [.font : UIFont.systemFont(ofSize: 11)]) // EXPECT note
	}

	func applyThemeCollection(theme: Theme, collection: ThemeCollection, event: ThemeEvent) {
		titleLabel?.applyThemeCollection(collection)
		pricingLabel?.applyThemeCollection(collection)
	}
}
