//
//  Color+Platform.swift
//  A multiplatform app's palette: one name, a value per platform.
//

import SwiftUI

#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// Ports theme adaptive background colors to SwiftUI
extension Color {
    #if os(macOS)
    static let platformBackground = Color(NSColor.windowBackgroundColor)
    static let platformSecondaryBackground = Color(NSColor.underPageBackgroundColor)
    #elseif os(iOS)
    static let platformBackground = Color(UIColor.systemBackground)
    static let platformSecondaryBackground = Color(UIColor.secondarySystemBackground)
    #endif
}

enum PlatformCell {
    #if os(macOS)
    static let normal: Color = Color(nsColor: NSColor.controlBackgroundColor)
    static let selected: Color = Color(nsColor: NSColor.selectedControlColor)
    #else
    static let normal: Color = .platformSecondaryBackground
    static let selected: Color = Color(uiColor: .tertiarySystemBackground)
    #endif

    #if !os(iOS) || targetEnvironment(macCatalyst)
    static let hover = Color(white: 0.2)
    #elseif os(iOS) && canImport(UIKit)
    static let hover = Color(white: 0.8)
    #endif

    #if DEBUG
    static let divider = Color(white: 0.8)
    #else
    static let divider = Color(red: 0.8, green: 0.8, blue: 0.8)
    #endif

    #if os(watchOS)
    static let watchOnly = Color(white: 0.5)
    #endif

    static func colorFor(isHovering: Bool) -> Color {
        #if os(macOS)
        isHovering ? selected.opacity(0.5) : normal
        #else
        isHovering ? selected : normal
        #endif
    }
}
