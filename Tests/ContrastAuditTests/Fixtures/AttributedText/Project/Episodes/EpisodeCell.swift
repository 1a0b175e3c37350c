//
//  EpisodeCell.swift
//  Podcasts
//

import UIKit

/// Class 6: the label's type annotation ends at the line's end; the next property is a text view.
final class EpisodeCell: UITableViewCell {
  private let detailLabel: UILabel
  private var notesTextView = UITextView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    detailLabel = UILabel()
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    notesTextView.textColor = .label
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func configure(with episode: Episode) {
    let detail = NSMutableAttributedString(string: episode.published) // EXPECT note
    detail.append(
      NSAttributedString(
        string: " · " + episode.duration, attributes: [.foregroundColor: UIColor.systemOrange]))
    detailLabel.attributedText = detail
  }
}
