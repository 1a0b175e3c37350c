import SwiftUI
import WidgetKit

/// The iOS widget's view.
struct SunriseWidgetView: View {
    let entry: String

    var body: some View {
        Text(entry)
            .foregroundStyle(Color("Ink"))
            .background(Color("Paper"))
    }
}
