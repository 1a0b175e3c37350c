import Foundation
import Testing

@testable import ContrastAudit

/// A string's range of itself is all of it.
///
/// ProtonVPN (read to check) colors its currency strings with `let range = (self as
/// NSString).range(of: self)` and `addAttribute(.foregroundColor, value: textColor, range:
/// range)`, then recolors the digits: the string was reported as a mixed one with an uncolored
/// run.
@Suite struct SelfRangeTests {
  static func source(_ range: String) -> String {
    """
    import UIKit

    extension String {
        func attributedCurrency(numberColor: UIColor, textColor: UIColor) -> NSAttributedString {
            let newString = NSMutableAttributedString(string: self)
            let range = \(range)
            newString.addAttribute(NSAttributedString.Key.foregroundColor, value: textColor, range: range)
            let digits = (self as NSString).range(of: "0")
            newString.addAttribute(.foregroundColor, value: numberColor, range: digits)
            return newString
        }
    }
    """
  }

  @Test func aStringsRangeOfItselfIsAllOfIt() {
    let whole = AttributedTextScanner().scan(
      source: Self.source("(self as NSString).range(of: self)"), path: "String+Currency.swift")
    #expect(whole.findings.isEmpty)
    let part = AttributedTextScanner().scan(
      source: Self.source("(self as NSString).range(of: \"USD\")"), path: "String+Currency.swift")
    #expect(part.findings.map(\.rule) == ["attributed-text-foreground"])
  }
}
