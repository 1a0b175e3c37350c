//
//  ChecklistFormatter.swift
//  Journal
//

#if os(OSX)
  import Cocoa
  typealias TextView = NSTextView
#else
  import UIKit
  typealias TextView = JournalTextView
#endif

/// Continues a checklist on return: the new line goes into the editor's storage, whose delegate
/// re-highlights it.
public final class ChecklistFormatter {
  private var textView: TextView
  private let previewView = UITextView()

  init(textView: TextView) {
    self.textView = textView
  }

  func newLine(prefix: String, checkbox: NSAttributedString) {
    let selectedRange = textView.selectedRange
    let line = NSMutableAttributedString(string: "\n" + prefix) // EXPECT note
    line.append(checkbox)
    textView.textStorage.replaceCharacters(
      in: NSRange(location: selectedRange.location, length: 0), with: line)
  }

  /// A plain text view's storage has no delegate: the uncolored line draws black.
  func preview(prefix: String) {
    let line = NSMutableAttributedString(string: prefix) // EXPECT warning
    previewView.textStorage.append(line)
  }
}
