import SwiftUI

/// A Swift package's colors: no target of the project lists them, so they are read.
public extension Color {
    static let sunriseOrange = Color(red: 0.96, green: 0.52, blue: 0.16)
}
