import SwiftUI
import UIKit

// A word game's style guide (isowords): colors made with `Self(…)` and `Self { … }` inside
// `extension Color`, through helpers of the app's own.

extension Color {
  public static func word(_ hex: UInt) -> Self {
    Self(
      red: Double((hex & 0xff0000) >> 16) / 255,
      green: Double((hex & 0x00ff00) >> 8) / 255,
      blue: Double(hex & 0x0000ff) / 255,
      opacity: 1
    )
  }

  public init(wordProvider: @escaping (UITraitCollection) -> Color) {
    self = Self(UIColor { UIColor(wordProvider($0)) })
  }

  public static let wordBlack = word(0x121212)
  public static let wordOrange = word(0xEAA980)
  public static let wordPaper = Self {
    $0.userInterfaceStyle == .dark ? .wordBlack : .white
  }
}
