//
//  ShareCardRenderer.swift
//  Social
//

import UIKit

/// Class 4: text drawn into an image that is exported, not shown in the app's own UI.
final class ShareCardRenderer {
  private let size = CGSize(width: 1080, height: 1080)
  private let quoteAttributes: [NSAttributedString.Key: Any] = [
    .font: UIFont.systemFont(ofSize: 48, weight: .semibold),
    .foregroundColor: UIColor.black, // EXPECT static-note
  ]

  func image(for quote: String) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { context in
      UIImage(named: "CardBackground")?.draw(in: CGRect(origin: .zero, size: size))
      drawQuote(quote)
    }
  }

  func avatarPlaceholder(initials: String) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
      (initials as NSString).draw(at: CGPoint(x: 12, y: 16), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24)]) // EXPECT note
    }
  }

  private func drawQuote(_ quote: String) {
    (quote as NSString).draw(
      in: CGRect(x: 80, y: 80, width: size.width - 160, height: size.height - 160),
      withAttributes: quoteAttributes)
  }
}
