//
//  NSObject+ThemeApplication.swift
//  ownCloud-style theming: every view is colored by one method on NSObject.
//

import UIKit

public extension NSObject {
	func applyThemeCollection(_ collection: ThemeCollection, itemStyle: ThemeItemStyle = .defaultForItem) {
		let css = collection.css

		if let tableView = self as? UITableView {
			tableView.backgroundColor = css.getColor(.fill, for: tableView)
		}

		if let label = self as? UILabel {
			switch itemStyle {
				case .title:
					label.textColor = css.getColor(.stroke, selectors: [.title], for: label)
				default:
					label.textColor = css.getColor(.stroke, for: label)
			}
		}
	}
}
