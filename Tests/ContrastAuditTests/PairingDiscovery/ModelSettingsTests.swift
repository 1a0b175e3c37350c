import Foundation
import Testing

@testable import ContrastAudit

/// A struct's own `textColor` and `backgroundColor` are stored settings, not a view's colors.
///
/// yattee keeps its subtitle style in `struct SubtitleSettings`, whose initializer stores
/// `self.textColor` and `self.backgroundColor`: they were paired as "text of SubtitleSettings on
/// SubtitleSettings", though no UIKit view is a struct.
@Suite struct ModelSettingsTests {
  static let sources = """
    import UIKit

    struct SubtitleSettings: Codable {
        var textColor: UIColor
        var backgroundColor: UIColor

        init(textColor: UIColor = .white, backgroundColor: UIColor = .black) {
            self.textColor = textColor
            self.backgroundColor = backgroundColor
        }
    }

    extension SubtitleSettings {
        mutating func useHighContrast() {
            textColor = .yellow
            backgroundColor = .black
        }
    }

    final class BadgeLabel: UILabel {
        override init(frame: CGRect) {
            super.init(frame: frame)
            textColor = .systemYellow
            backgroundColor = .white
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    """

  @Test func aStructsOwnColorsAreNotAView() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/SubtitleSettings.swift", Self.sources)
    let result = folder.audit()
    #expect(!result.checks.contains { $0.pairing.name?.contains("SubtitleSettings") == true })
    // A view class's own colors still pair.
    #expect(result.checkedPairs == ["systemYellow on white"])
  }
}
