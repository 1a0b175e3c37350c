//
//  HashtagSuggestionRow.swift
//  Notes
//

import SwiftUI
import UIKit

/// A fixed color on a link run (damus): the compose text view paints links with its
/// `linkTextAttributes`, so the black is drawn only where those are cleared; a note. The same
/// black on a plain run is a warning.
struct HashtagSuggestionRow: View {
  let hashtag: String
  @Binding var draft: NSMutableAttributedString

  var body: some View {
    HStack {
      Text("#\(hashtag)")
        .font(.headline)
      Spacer()
    }
    .contentShape(Rectangle())
    .onTapGesture {
      let tag = NSMutableAttributedString(
        string: "#\(hashtag)",
        attributes: [
          NSAttributedString.Key.foregroundColor: UIColor.black,  // EXPECT static-note
          NSAttributedString.Key.link: "#\(hashtag)",
        ])
      let space = NSAttributedString(
        string: " ", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
      tag.append(space)
      draft.append(tag)
    }
  }

  /// The count beside a tag, in a plain run.
  func countLabel(_ count: Int) -> NSAttributedString {
    NSAttributedString(
      string: "\(count) notes",
      attributes: [.foregroundColor: UIColor.darkGray])  // EXPECT static
  }
}
