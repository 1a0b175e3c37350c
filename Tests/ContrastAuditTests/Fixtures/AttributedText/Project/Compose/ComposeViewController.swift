//
//  ComposeViewController.swift
//  Notes
//

import UIKit

/// Class 2: the text view's color is set in another method, in an extension in another file.
final class ComposeViewController: UIViewController {
  let textView = UITextView()
  var draft: Draft

  init(draft: Draft) {
    self.draft = draft
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(textView)
    update(theme: .current)
    textView.attributedText = NSAttributedString(
      string: draft.body, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
  }
}
