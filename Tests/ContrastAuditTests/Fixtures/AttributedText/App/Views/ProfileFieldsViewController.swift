import UIKit

final class ProfileFieldsViewController: UIViewController {
    private let bioTextView = UITextView()
    private let parser = ProfileTextParser()

    func show(bio: String, fields: [(name: String, value: String)]) {
        bioTextView.attributedText = parser.compileProfile(bio: bio, fields: fields)
    }
}
