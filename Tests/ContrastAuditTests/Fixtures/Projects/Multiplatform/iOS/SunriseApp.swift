import SwiftUI

@main
struct SunriseApp: App {
    var body: some Scene {
        WindowGroup {
            ReadingView(title: "Morning pages")
        }
    }
}
