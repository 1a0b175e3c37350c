//
//  JournalTextView.swift
//  Journal
//

import UIKit

/// The editor's text view: every edit of its storage goes through the processor.
final class JournalTextView: UITextView {
  public var storageProcessor: JournalStorageProcessor?

  public func attachProcessor() {
    let processor = JournalStorageProcessor()
    processor.editor = self

    storageProcessor = processor
    textStorage.delegate = processor
  }
}
