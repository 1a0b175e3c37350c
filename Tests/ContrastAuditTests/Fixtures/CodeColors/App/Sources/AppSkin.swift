import UIKit

// Habitica's theme shape: a protocol with defaults in its extension, a protocol refining it
// with dark defaults, and structs that override some of them.

public protocol AppSkin {
    var tint: UIColor { get }
    var fixedTint: UIColor { get }
    var lightText: UIColor { get }
}

public protocol DarkAppSkin: AppSkin {}

extension AppSkin {
    public var tint: UIColor { return UIColor.systemPurple }
    public var fixedTint: UIColor { return tint }
    public var lightText: UIColor { return UIColor.white }
}

extension DarkAppSkin {
    public var tint: UIColor { return UIColor.darkGray }
    public var fixedTint: UIColor { return tint }
    public var lightText: UIColor { return UIColor.darkGray }
}

public struct PlainSkin: AppSkin {}

public struct PurpleDarkSkin: DarkAppSkin {
    public var fixedTint: UIColor { return UIColor.purple }
}

public struct GreenDarkSkin: DarkAppSkin {
    public var tint: UIColor { return UIColor.green }
}
