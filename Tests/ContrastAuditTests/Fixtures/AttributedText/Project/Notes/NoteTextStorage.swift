//
//  NoteTextStorage.swift
//  Notes
//

import UIKit

/// A text storage that applies the note style to every edit, color included.
final class NoteTextStorage: NSTextStorage {
  private let backing = NSMutableAttributedString()

  override var string: String { backing.string }

  override func attributes(at location: Int, effectiveRange range: NSRangePointer?)
    -> [NSAttributedString.Key: Any]
  {
    backing.attributes(at: location, effectiveRange: range)
  }

  override func replaceCharacters(in range: NSRange, with str: String) {
    beginEditing()
    backing.replaceCharacters(in: range, with: str)
    edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
    endEditing()
  }

  override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
    beginEditing()
    backing.setAttributes(attrs, range: range)
    edited(.editedAttributes, range: range, changeInLength: 0)
    endEditing()
  }

  override func processEditing() {
    let paragraph = (string as NSString).paragraphRange(for: editedRange)
    backing.addAttributes(
      [.font: UIFont.preferredFont(forTextStyle: .body), .foregroundColor: UIColor.label],
      range: paragraph)
    super.processEditing()
  }
}
