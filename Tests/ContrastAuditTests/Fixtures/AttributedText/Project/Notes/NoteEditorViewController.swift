//
//  NoteEditorViewController.swift
//  Notes
//

import UIKit

/// Class 2: the text view sits on a storage that colors every paragraph it edits.
final class NoteEditorViewController: UIViewController {
  private let storage = NoteTextStorage()
  private lazy var textView: UITextView = {
    let layout = NSLayoutManager()
    storage.addLayoutManager(layout)
    let container = NSTextContainer(size: .zero)
    layout.addTextContainer(container)
    return UITextView(frame: .zero, textContainer: container)
  }()

  func show(_ note: Note) {
    textView.attributedText = NSAttributedString(string: note.body)
  }
}

/// Known to draw black: a text view built in code, with no text color anywhere in its type.
final class PlainNoteViewController: UIViewController {
  private let bodyView = UITextView()
  private let footnoteView = UITextView()

  func show(_ note: Note) {
    bodyView.attributedText = NSAttributedString(string: note.body, attributes: [.font: UIFont.systemFont(ofSize: 17)]) // EXPECT warning
    footnoteView.attributedText = NSAttributedString(string: note.footnote, attributes: footnoteAttributes) // EXPECT warning
  }

  /// Class 3: a getter that returns the dictionary is resolved.
  private var footnoteAttributes: [NSAttributedString.Key: Any] {
    get {
      if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
        return [.font: UIFont.preferredFont(forTextStyle: .body)]
      }
      return [.font: UIFont.preferredFont(forTextStyle: .footnote)]
    }
  }
}
