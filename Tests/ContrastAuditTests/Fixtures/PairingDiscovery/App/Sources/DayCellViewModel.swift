import UIKit

enum PickerDay {
    case past, today, future
}

/// Corona-Warn-App's date picker: the background follows `isSelected`, the text color a
/// `switch` over the day and `isSelected`. White text is only ever on the selected day's purple.
final class DayCellViewModel {
    var isSelected = false {
        didSet { update() }
    }

    private(set) var backgroundColor: UIColor = .white
    private(set) var textColor: UIColor = .black
    private let day: PickerDay

    init(day: PickerDay) {
        self.day = day
        update()
    }

    func selectIfSameDay(_ selected: PickerDay) {
        isSelected = selected == day
    }

    private func update() {
        backgroundColor = isSelected ? UIColor.purple : UIColor.white

        switch (day, isSelected) {
        case (.future, _):
            textColor = .lightGray
        case (.today, true), (.past, true):
            textColor = .white
        case (.today, false):
            textColor = .purple
        case (.past, false):
            textColor = .brown
        }
    }
}

/// A chip whose title and background follow one flag, each by a ternary.
final class ChoiceChip: UIButton {
    func setChosen(_ chosen: Bool) {
        setTitleColor(chosen ? .magenta : .orange, for: .normal)
        backgroundColor = !chosen ? .white : .darkText
    }
}
