import SwiftUI

/// Year chips (Aidoku's insights): the selected chip is filled, the others are clear and show
/// the picker's ground.
struct YearPicker: View {
    let years: [Int]
    @Binding var selection: Int

    var body: some View {
        HStack {
            ForEach(years, id: \.self) { year in
                Text(String(year))
                    .padding(.horizontal, 12)
                    .foregroundStyle(year == selection ? .primary : .secondary)
                    .background(
                        RoundedRectangle(cornerRadius: 100)
                            .fill(year == selection ? Color(uiColor: .secondarySystemFill) : .clear)
                    )
            }
        }
        .background(Color(uiColor: .systemGroupedBackground))
    }
}

/// One chip alone: unselected, it is drawn on a ground this file does not show.
struct YearChip: View {
    let title: String
    let selected: Bool

    var body: some View {
        Text(title)
            .padding(6)
            .background(
                RoundedRectangle(cornerRadius: 100).fill(selected ? Color.indigo : .clear)
            )
            .foregroundStyle(selected ? .white : .secondary)
    }
}
