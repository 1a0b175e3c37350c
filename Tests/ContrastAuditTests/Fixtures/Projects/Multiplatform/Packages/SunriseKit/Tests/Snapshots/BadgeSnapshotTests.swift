import SwiftUI
import XCTest

@testable import SunriseKit

final class BadgeSnapshotTests: XCTestCase {
    func testBadge() {
        let view = Text("Golden hour")
            .foregroundStyle(Color.sunriseOrange)
            .background(Color.yellow)
        XCTAssertNotNil(view)
    }
}
