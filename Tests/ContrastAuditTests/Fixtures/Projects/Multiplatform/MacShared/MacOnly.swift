import AppKit

/// Synchronized with the Mac app only.
enum MacMenu {
    static let highlight = NSColor.systemOrange
}
