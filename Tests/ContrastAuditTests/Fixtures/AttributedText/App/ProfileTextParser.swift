import UIKit

/// Builds a profile's text: its bio and fields, a line each, with the app's colors filled in last.
final class ProfileTextParser {
    let textColor = UIColor.label

    func finalize(_ string: NSMutableAttributedString) -> NSMutableAttributedString {
        for index in 0..<string.length {
            let attributes = string.attributes(at: index, effectiveRange: nil)
            if attributes[.foregroundColor] == nil {
                string.addAttribute(.foregroundColor, value: textColor, range: NSRange(location: index, length: 1))
            }
        }
        return string
    }

    static func connect(_ strings: [NSMutableAttributedString]) -> NSMutableAttributedString {
        let joined = NSMutableAttributedString()
        for string in strings { joined.append(string) }
        return joined
    }
}

extension ProfileTextParser {
    func compileProfile(bio: String, fields: [(name: String, value: String)]) -> NSMutableAttributedString {
        var items: [NSMutableAttributedString] = [
            NSMutableAttributedString(string: bio),
        ]
        items += fields.map {
            NSMutableAttributedString(string: "\($0.name): \($0.value)")
        }
        let preflight = Self.connect(items)
        return finalize(preflight)
    }
}
