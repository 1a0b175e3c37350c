//
//  JournalHighlighter.swift
//  Journal
//

import UIKit

enum JournalHighlighter {
  static func highlight(_ storage: NSTextStorage, in range: NSRange) {
    storage.addAttribute(.foregroundColor, value: UIColor.label, range: range)
    storage.addAttribute(.font, value: UIFont.preferredFont(forTextStyle: .body), range: range)
  }
}
