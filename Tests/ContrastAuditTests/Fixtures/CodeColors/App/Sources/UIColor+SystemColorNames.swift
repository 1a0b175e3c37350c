import UIKit

/// Represents each iOS system color (WooCommerce's shape: the enum's cases share the colors'
/// names, and a private getter switches over them).
public enum NamedSystemColor {
    case label
    case separator
    case systemGray5
}

private extension NamedSystemColor {
    var color: UIColor {
        switch self {
        case .label: return .label
        case .separator: return .separator
        case .systemGray5: return .systemGray5
        }
    }
}

public extension UIColor {
    class func namedSystemColor(_ systemColor: NamedSystemColor) -> UIColor {
        return systemColor.color
    }

    static var chipBackground: UIColor { .namedSystemColor(.systemGray5) }
    static var hairline: UIColor { NamedSystemColor.separator.color }
}
