//
//  ReceiptViewController.swift
//  Shop
//

import UIKit

private enum ReceiptStyle {
  static let body: [NSAttributedString.Key: Any] = [
    .font: UIFont.preferredFont(forTextStyle: .body),
    .foregroundColor: UIColor.label,
  ]
  static let caption: [NSAttributedString.Key: Any] = [
    .font: UIFont.preferredFont(forTextStyle: .caption1)
  ]
}

final class ReceiptViewController: UIViewController {
  private let totalLabel = UILabel()
  private let notesView = UITextView()
  private let payButton = UIButton(type: .system)

  // "NSAttributedString(string: x)" in a string and in comments is never a finding:
  // let fake = NSAttributedString(string: "x", attributes: [.font: font])
  /* nested /* block */ NSAttributedString(string: "y") */
  private let sample = #"NSAttributedString(string: "\(raw)")"#

  func renderTotal(_ total: String) {
    // Dictionary defined elsewhere with a color: fine.
    totalLabel.attributedText = NSAttributedString(string: total, attributes: ReceiptStyle.body)
  }

  func renderNotes(_ notes: String) {
    notesView.attributedText = NSAttributedString(string: notes, attributes: ReceiptStyle.caption)  // EXPECT warning
  }

  func renderNotesColoredLater(_ notes: String) {
    let text = NSMutableAttributedString(string: notes, attributes: ReceiptStyle.caption)
    text.addAttribute(
      .foregroundColor, value: UIColor.secondaryLabel,
      range: NSRange(location: 0, length: text.length))
    notesView.attributedText = text
  }

  func renderConditional(_ notes: String, tint: UIColor?) {
    var attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13)]
    if let tint { attrs[.foregroundColor] = tint }
    notesView.attributedText = NSAttributedString(string: notes, attributes: attrs)
  }

  func renderLocalWithoutColor(_ notes: String) {
    let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .kern: 0.4]
    notesView.attributedText = NSAttributedString(string: notes, attributes: attrs)  // EXPECT warning
  }

  func payTitle(_ amount: String) {
    payButton.setAttributedTitle(
      .init(string: amount, attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]), for: .normal)  // EXPECT note
  }

  func rowHeight(for notes: String, width: CGFloat) -> CGFloat {
    let rect = NSAttributedString(string: notes, attributes: ReceiptStyle.caption)
      .boundingRect(
        with: CGSize(width: width, height: .greatestFiniteMagnitude),
        options: .usesLineFragmentOrigin, context: nil)
    return ceil(rect.height)
  }

  func separator() {
    notesView.textStorage.append(NSAttributedString(string: "\n", attributes: ReceiptStyle.caption))
  }

  func stamp(_ text: String, in rect: CGRect) {
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 9), .foregroundColor: UIColor.darkGray,
    ]  // EXPECT static
    (text as NSString).draw(in: rect, withAttributes: attributes)
  }

  func suppressed(_ s: String, in rect: CGRect) {
    // contrast-audit:disable-next-line attributed-text-foreground
    NSAttributedString(string: s, attributes: ReceiptStyle.caption).draw(in: rect)
    NSAttributedString(string: s, attributes: ReceiptStyle.caption).draw(
      in: rect) /* contrast-audit:disable-line attributed-text-foreground */
  }
}
