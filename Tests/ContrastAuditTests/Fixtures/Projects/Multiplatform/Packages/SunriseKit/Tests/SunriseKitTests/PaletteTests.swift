import SwiftUI
import UIKit
import XCTest

@testable import SunriseKit

final class PaletteTests: XCTestCase {
    func testBadgeDrawsItsTitle() {
        let title = NSAttributedString(string: "Sunrise", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 20))
        let image = renderer.image { _ in
            title.draw(at: .zero)
        }
        XCTAssertEqual(image.size.width, 80)
    }
}
