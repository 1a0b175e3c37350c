//
//  ComposeViewController+Theme.swift
//  Notes
//

import UIKit

extension ComposeViewController {
  func update(theme: Theme) {
    view.backgroundColor = theme.background
    textView.textColor = theme.primaryText
    textView.tintColor = theme.accent
  }
}
