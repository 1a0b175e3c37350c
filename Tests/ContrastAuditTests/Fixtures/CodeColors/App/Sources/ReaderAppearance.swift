import UIKit

/// The reader's page styles, named by their page color: the black one is for OLED screens.
struct ReaderAppearance {
    let text: UIColor
    let page: UIColor

    static let white: ReaderAppearance = .init(text: .black, page: .white)
    static let black: ReaderAppearance = .init(text: .white, page: .black)
    static let sepia = ReaderAppearance(
        text: .brown,
        page: UIColor(red: 0.98, green: 0.95, blue: 0.88, alpha: 1)
    )
}
