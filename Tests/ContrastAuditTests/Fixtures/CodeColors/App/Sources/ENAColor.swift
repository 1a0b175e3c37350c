import Foundation
import UIKit

// Corona-Warn-App's shape: asset names as an enum's raw values, with stand-in values for
// Interface Builder's canvas in `#if TARGET_INTERFACE_BUILDER`, which the app never compiles.

public enum ENAColor: String, CaseIterable {
	case brandPrimary = "Brand/Primary"
	case textPrimary1 = "ENA Text Primary 1 Color"
}

extension UIColor {
	convenience init?(enaColor style: ENAColor, interface: UIUserInterfaceStyle = .unspecified) {
		if interface == .unspecified {
			self.init(named: style.rawValue)
		} else {
			self.init(named: style.rawValue, in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: interface))
		}
	}

	#if TARGET_INTERFACE_BUILDER
	static func enaColor(for style: ENAColor, interface: UIUserInterfaceStyle = .unspecified) -> UIColor {
		switch style {
		case .brandPrimary: return UIColor(red: 0, green: 0.5, blue: 0.68, alpha: 1.0)
		default:
			fatalError("Requested color is not available in interface builder: " + style.rawValue)
		}
	}
	#else
	static func enaColor(for style: ENAColor, interface: UIUserInterfaceStyle = .unspecified) -> UIColor {
		if let color = UIColor(enaColor: style, interface: interface) {
			return color
		} else {
			fatalError("Requested color is not available: " + style.rawValue)
		}
	}
	#endif

	static var enaTint: UIColor { .enaColor(for: .brandPrimary) }
}
