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

struct SunriseWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SunriseWidget", provider: SunriseProvider()) { entry in
            SunriseWidgetView(entry: entry.title)
        }
        .configurationDisplayName("Sunrise")
    }
}

@main
struct SunriseWidgets: WidgetBundle {
    var body: some Widget {
        SunriseWidget()
    }
}
