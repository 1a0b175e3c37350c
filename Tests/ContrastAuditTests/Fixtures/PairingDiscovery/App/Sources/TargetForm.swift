import SwiftUI

/// A form whose Save and Next buttons are gray while there is nothing to save.
struct EditTargetForm: View {
    @State private var hasChanges = false
    @State private var isSaving = false
    @State private var shouldDisableNextButton = true

    var body: some View {
        Form {
            Section {
                HStack {
                    Spacer()
                    Button(action: save, label: {
                        Text("Save")
                    })
                        .disabled(!hasChanges)
                        .frame(maxWidth: .infinity, alignment: .center)
                        .tint(.white)
                    Spacer()
                }.listRowBackground(hasChanges ? Color(.systemBlue) : Color(.systemGray4))
            }

            Button(action: next) {
                HStack {
                    Text("Next")
                    Image(systemName: "chevron.right")
                }
                .padding()
                .foregroundColor(.white)
                .background(Capsule().fill(!shouldDisableNextButton ? Color.indigo : Color(.systemGray)))
            }
            .disabled(shouldDisableNextButton)

            // Saving is not disabling: both colors are drawn on an enabled button.
            Text("Saving")
                .foregroundColor(isSaving ? .white : .black)
                .background(isSaving ? Color(.systemGreen) : Color(.systemYellow))
        }
    }

    private func save() {}
    private func next() {}
}

struct EditTargetForm_Previews: PreviewProvider {
    static var previews: some View {
        ZStack {
            Color.white.ignoresSafeArea()
            Text("Main Content")
                .font(.largeTitle)
                .foregroundColor(.gray)
        }
    }
}

#Preview("Dark") {
    Text("Preview only")
        .foregroundStyle(.orange)
        .background(Color.yellow)
}
