//
//  MarkdownEditorViewController+Content.swift
//  Notes
//

import UIKit

/// Class 2: the text view (declared in the Objective-C header) is a subclass of a view that sets
/// up a storage re-applying a colored default style in `processEditing`.
extension MarkdownEditorViewController {
  func updateEditor(with content: String) {
    editorTextView.attributedText = NSAttributedString(string: content)
  }
}
