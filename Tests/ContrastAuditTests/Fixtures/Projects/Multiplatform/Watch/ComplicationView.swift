import SwiftUI

/// A watch face complication: built by the watchOS app only.
struct ComplicationView: View {
    let time: String

    var body: some View {
        Text(time)
            .foregroundColor(Color("Ink"))
            .background(Color.black)
    }
}
