import XCTest

@testable import Sunrise

final class ReadingViewTests: XCTestCase {
    /// A long passage must scroll rather than be cut off.
    func testLongPassageScrolls() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        textView.attributedText = NSAttributedString(
            string: String(repeating: "Morning light. ", count: 400),
            attributes: [.font: UIFont.preferredFont(forTextStyle: .body)]
        )
        textView.layoutIfNeeded()
        XCTAssertGreaterThan(textView.contentSize.height, 480)
    }
}
