//
//  JournalStorageProcessor.swift
//  Journal
//

#if os(OSX)
  import Cocoa
#else
  import UIKit
#endif

/// Re-highlights the paragraphs an edit touched (the text storage's delegate).
final class JournalStorageProcessor: NSObject, NSTextStorageDelegate {
  public weak var editor: JournalTextView?

  public func textStorage(
    _ textStorage: NSTextStorage,
    didProcessEditing editedMask: NSTextStorage.EditActions,
    range editedRange: NSRange,
    changeInLength delta: Int
  ) {
    guard editedMask != .editedAttributes else { return }
    let paragraph = (textStorage.string as NSString).paragraphRange(for: editedRange)
    JournalHighlighter.highlight(textStorage, in: paragraph)
  }
}
