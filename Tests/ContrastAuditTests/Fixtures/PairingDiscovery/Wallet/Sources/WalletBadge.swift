import SwiftUI
import UIKit

/// Generated symbols named in SwiftUI and through `ColorResource`: `AccentColor` is `.accent`.
struct WalletBadge: View {
    var body: some View {
        Text("Backed up")
            .foregroundStyle(Color(.accent))
            .background(Color(.Light.Backgrounds.primary))
    }
}

final class WalletFooter: UIView {
    private let noteLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(resource: ColorResource.Dark.Backgrounds.primary)
        noteLabel.textColor = UIColor(resource: .Light.Text.bodyCopy)
        addSubview(noteLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
