import UIKit

/// Colors the app defines in code. `Theme.palette.json` describes the same colors for
/// contrast-audit; change both together.
enum Theme {
  /// The sheet and card surface: a slightly lighter gray on elevated levels (sheets, popovers)
  /// in Dark Mode, as UIKit's own backgrounds do.
  static let surface = UIColor { traits in
    switch (traits.userInterfaceStyle, traits.userInterfaceLevel) {
    case (.dark, .elevated): return UIColor(red: 0x1E / 255, green: 0x1E / 255, blue: 0x22 / 255, alpha: 1)
    case (.dark, _): return UIColor(red: 0x12 / 255, green: 0x12 / 255, blue: 0x14 / 255, alpha: 1)
    default: return .white
    }
  }

  static let toastText = UIColor.white

  /// The translucent fill of filter chips; it shows the surface beneath.
  static let chipFill = UIColor { traits in
    UIColor(
      red: 118 / 255, green: 118 / 255, blue: 128 / 255,
      alpha: traits.userInterfaceStyle == .dark ? 0.24 : 0.12)
  }

  static let chipText = UIColor.label

  /// The unread-count badge: a deeper red under Increase Contrast in Light Mode.
  static let badge = UIColor { traits in
    if traits.userInterfaceStyle == .dark {
      return UIColor(red: 0xFF / 255, green: 0x69 / 255, blue: 0x61 / 255, alpha: 1)
    }
    if traits.accessibilityContrast == .high {
      return UIColor(red: 0x8E / 255, green: 0x1B / 255, blue: 0x16 / 255, alpha: 1)
    }
    return UIColor(red: 0xA8 / 255, green: 0x20 / 255, blue: 0x1A / 255, alpha: 1)
  }

  static let badgeText = UIColor { traits in
    traits.userInterfaceStyle == .dark ? .black : .white
  }

  static let selectionTint = UIColor.systemBlue
}
