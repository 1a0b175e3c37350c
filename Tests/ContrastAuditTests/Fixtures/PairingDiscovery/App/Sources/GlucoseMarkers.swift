import SwiftUI

/// Calibration points on a chart: a red dot and its time, placed where the reading was.
struct CalibrationMarker: View {
    var point: CGPoint
    var time: String

    var body: some View {
        ZStack {
            Circle().fill(.red)
                .frame(width: 6, height: 6)
                .position(x: point.x, y: point.y)
            Text(time)
                .foregroundColor(.white)
                .font(.caption2)
                .position(x: point.x, y: point.y - 10)
        }
    }
}

/// A checkbox: a stroked square with a checkmark, and a tag in an outlined capsule.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            RoundedRectangle(cornerRadius: 5)
                .stroke(lineWidth: 2)
                .foregroundColor(Color.secondary)
                .frame(width: 20, height: 20)
                .overlay {
                    if configuration.isOn {
                        Image(systemName: "checkmark")
                            .font(.body)
                            .foregroundColor(Color.cyan)
                    }
                }
            configuration.label
            Text("Beta")
                .foregroundColor(.brown)
                .background(RoundedRectangle(cornerRadius: 4).stroke(lineWidth: 1).foregroundColor(.gray))
            Text("Alpha")
                .foregroundColor(.green)
                .background(Capsule().stroke(Color.gray, lineWidth: 1))
        }
        .background(Color(.systemGray6))
    }
}

/// A contact's picture over a filled circle, and a two-color warning symbol.
struct ContactBadge: View {
    var body: some View {
        ZStack {
            Circle()
                .fill(.black)
                .foregroundColor(.white)
                .frame(width: 40, height: 40)
            Image(systemName: "exclamationmark.triangle.fill")
                .foregroundStyle(Color.teal, Color.pink)
                .symbolRenderingMode(.palette)
        }
        .background(Color(.systemGray5))
    }
}

/// A key field: an outlined box whose own background is filled.
struct KeyField: View {
    @Binding var key: String

    var body: some View {
        HStack {
            Image(systemName: "doc.on.clipboard")
                .foregroundColor(.orange)
            TextField("", text: $key)
        }
        .padding(12)
        .background {
            RoundedRectangle(cornerRadius: 12)
                .stroke(.gray.opacity(0.5), lineWidth: 1)
                .background {
                    RoundedRectangle(cornerRadius: 12)
                        .foregroundColor(.indigo)
                }
        }
    }
}
