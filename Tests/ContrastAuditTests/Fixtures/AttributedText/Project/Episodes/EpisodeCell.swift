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

/// A cell's own `setAttributedTitle(_:)` is not UIButton's: where it shows the title is unknown.
final class RecentSearchCell: UICollectionViewCell {
  private let titleButton = UIButton(type: .custom)

  func setAttributedTitle(_ title: NSAttributedString) {
    titleButton.setAttributedTitle(title, for: .normal)
  }

  func show(query: String) {
    let title = NSMutableAttributedString(string: query, attributes: [.font: UIFont.systemFont(ofSize: 15)])
    setAttributedTitle(title)
    titleButton.setAttributedTitle(NSAttributedString(string: query, attributes: [.font: UIFont.systemFont(ofSize: 15)]), for: .highlighted) // EXPECT note
  }
}
