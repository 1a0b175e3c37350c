//
//  EpisodesEmptyView.swift
//  Podcasts
//

import UIKit

/// Replaces the Interface Builder text of its outlet: the document's fragment never shows.
final class EpisodesEmptyView: UIView {
  @IBOutlet private var emptyMessageLabel: UILabel!

  func show(filter: EpisodeFilter) {
    emptyMessageLabel.text = filter.emptyMessage
  }
}
