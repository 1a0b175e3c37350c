//
//  AttachmentErrorImage.swift
//  NotificationService
//

import UIKit

/// Class 4: a helper builds the string, a sibling draws it into a PNG that is attached to a
/// notification; the fill and the draw are in another function than the color.
enum AttachmentErrorImage {
  static func save(for error: Error, to url: URL) throws {
    try savePNG(for: message(for: error), to: url)
  }

  private static func message(for error: Error) -> NSAttributedString {
    let message = NSMutableAttributedString()
    message.append(
      NSAttributedString(
        string: error.localizedDescription,
        attributes: [
          .font: UIFont.preferredFont(forTextStyle: .body),
          .foregroundColor: UIColor.black, // EXPECT static-note
        ]))
    return message
  }

  private static func savePNG(for message: NSAttributedString, to url: URL) throws {
    let rect = CGRect(x: 0, y: 0, width: 320, height: 120)
    try UIGraphicsImageRenderer(size: rect.size).pngData { context in
      UIColor.white.setFill()
      context.fill(rect)
      message.draw(in: rect.insetBy(dx: 20, dy: 20))
    }.write(to: url)
  }
}
