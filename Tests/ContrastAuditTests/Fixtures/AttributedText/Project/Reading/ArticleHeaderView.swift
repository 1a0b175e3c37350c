//
//  ArticleHeaderView.swift
//  Reader
//

import UIKit

/// Known to draw black: string drawing and a text view with no text color in its type.
final class ArticleHeaderView: UIView {
  var title = ""
  var byline = ""
  private let summaryTextView = UITextView()

  override func draw(_ rect: CGRect) {
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .title1)]
    (title as NSString).draw(in: rect.insetBy(dx: 16, dy: 16), withAttributes: attributes) // EXPECT warning
  }

  func showSummary(_ summary: String) {
    let text = NSMutableAttributedString(string: summary) // EXPECT warning
    text.append(NSAttributedString(string: " " + byline, attributes: [.foregroundColor: UIColor.secondaryLabel]))
    summaryTextView.attributedText = text
  }
}

/// Known to draw black: a `CATextLayer` renders the string with Core Text.
final class BadgeLayerView: UIView {
  private let badgeLayer = CATextLayer()

  func show(count: Int) {
    badgeLayer.string = NSAttributedString(string: "\(count)", attributes: [.font: UIFont.systemFont(ofSize: 12)]) // EXPECT warning
  }
}
