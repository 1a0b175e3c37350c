//
//  ReaderPageView.swift
//  Notes
//

import UIKit

/// A page of a reader: its text storage is shown in a text view built on the same layout
/// manager, which draws the runs' colors.
final class ReaderPageView: UIView {
  private let layoutManager = NSLayoutManager()
  private var storage: NSTextStorage?

  func show(_ page: String) {
    let text = NSAttributedString(  // EXPECT warning
      string: page, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
    let storage = NSTextStorage(attributedString: text)
    storage.addLayoutManager(layoutManager)
    let container = NSTextContainer(size: bounds.size)
    layoutManager.addTextContainer(container)
    let textView = UITextView(frame: bounds, textContainer: container)
    addSubview(textView)
    self.storage = storage
  }
}
