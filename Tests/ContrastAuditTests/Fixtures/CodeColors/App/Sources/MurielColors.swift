import UIKit

// A palette whose asset names are built with string interpolation, shaped like WooCommerce's
// Color Studio: `"\(name)\(shade)"` with a name that capitalizes its raw value in its
// `description` and a shade that prints its number.

public enum MurielName: String, CustomStringConvertible {
    case wooCommercePurple
    case pink

    public var description: String {
        // can't use .capitalized because it lowercases the C and P in "wooCommercePurple"
        return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}

public enum MurielShade: Int, CustomStringConvertible {
    case shade40 = 40
    case shade60 = 60

    public var description: String {
        return "\(rawValue)"
    }
}

public enum MurielTone {
    case light
    case deep
}

public struct Muriel {
    let name: MurielName
    let shade: MurielShade

    public init(name: MurielName, shade: MurielShade = .shade60) {
        self.name = name
        self.shade = shade
    }

    public static let brand = Muriel(name: .wooCommercePurple)

    /// The full name of the color, with required shade value
    public func assetName() -> String {
        return "\(name)\(shade)"
    }
}

/// Disposable class to find this `Bundle` at runtime
internal class MurielBundleClass {}

extension UIColor {
    class func withMuriel(_ muriel: Muriel) -> UIColor {
        let assetName = muriel.assetName()
        let color = UIColor(named: assetName, in: Bundle(for: MurielBundleClass.self), compatibleWith: nil)

        guard let unwrappedColor = color else {
            return .red
        }

        return unwrappedColor
    }

    static var muralBrand: UIColor { withMuriel(.brand) }
    static var muralPink: UIColor { withMuriel(Muriel(name: .pink, shade: .shade40)) }
    /// An enum without a `description` prints its case name.
    static var muralTone: UIColor { UIColor(named: "Tone-\(MurielTone.deep)") ?? .red }
    /// A number with a format: not something the audit prints.
    static var muralFormatted: UIColor { UIColor(named: "Pink\(40, specifier: "%d")") ?? .red }
}
