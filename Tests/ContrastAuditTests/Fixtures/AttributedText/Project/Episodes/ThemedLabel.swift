//
//  ThemedLabel.swift
//  Podcasts
//

import UIKit

/// A label that colors itself from the current theme: Interface Builder text in it is
/// recolored at runtime.
class ThemedLabel: UILabel {
  var style: ThemeStyle = .primaryText {
    didSet { updateColor() }
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    updateColor()
  }

  private func updateColor() {
    textColor = Theme.current.color(for: style)
  }
}
