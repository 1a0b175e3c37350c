import Foundation
import Testing

@testable import ContrastAudit

/// UIKit's `.black` is black, also where the app has a color set named `black`.
///
/// Muun (read to check) keeps dynamic `black` and `white` color sets, reached through SwiftGen
/// as `Asset.Colors.black.color`; its debug screen's `setTitleColor(.black, for: .normal)` was
/// measured in the asset's colors (#1B2026, white in Dark Mode) and failed on gray.
@Suite struct SystemColorNamedLikeAssetTests {
  static let blackSet = """
    {
      "colors" : [
        {
          "color" : {
            "color-space" : "srgb",
            "components" : { "alpha" : "1.000", "blue" : "0x26", "green" : "0x20", "red" : "0x1B" }
          },
          "idiom" : "universal"
        },
        {
          "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "color" : {
            "color-space" : "srgb",
            "components" : { "alpha" : "1.000", "blue" : "0xFF", "green" : "0xFF", "red" : "0xFF" }
          },
          "idiom" : "universal"
        }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """

  static let controller = """
    import SwiftUI
    import UIKit

    final class DebugRequestDetail: UIViewController {
        private let closeButton = UIButton()
        private let statusLabel = UILabel()
        private let themedLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .gray
            closeButton.setTitle("Close", for: .normal)
            closeButton.setTitleColor(.black, for: .normal)
            view.addSubview(closeButton)
            statusLabel.textColor = UIColor.black
            statusLabel.backgroundColor = .darkGray
            view.addSubview(statusLabel)
            themedLabel.textColor = Asset.Colors.black.color
            view.addSubview(themedLabel)
        }
    }

    struct DebugBadge: View {
        var body: some View {
            Text("debug")
                .foregroundColor(.black)
                .background(Color.gray)
        }
    }

    internal enum Asset {
      internal enum Colors {
        internal static let black = ColorAsset(name: "black")
      }
    }

    internal final class ColorAsset {
      internal fileprivate(set) var name: String
      internal typealias Color = UIColor
      internal private(set) lazy var color: Color = Color(asset: self)
      fileprivate init(name: String) { self.name = name }
    }

    internal extension ColorAsset.Color {
      convenience init!(asset: ColorAsset) {
        self.init(named: asset.name, in: Bundle.main, compatibleWith: nil)
      }
    }
    """

  @Test func uikitsBlackIsNotTheAppsAssetOfThatName() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Colors.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
    try folder.write("App/Colors.xcassets/black.colorset/Contents.json", Self.blackSet)
    try folder.write("App/DebugRequestDetail.swift", Self.controller)
    var foregrounds: [Int: Set<String>] = [:]
    for check in folder.audit().checks {
      guard let measurement = check.measurement else { continue }
      foregrounds[check.pairing.location.line ?? 0, default: []].insert(
        measurement.foreground.color.hexString)
    }
    // `.black` and `UIColor.black`, in UIKit and SwiftUI: black in every appearance.
    #expect(foregrounds[13] == ["#000000FF"])
    #expect(foregrounds[15] == ["#000000FF"])
    #expect(foregrounds[26] == ["#000000FF"])
    // The asset, reached through its generated symbol, keeps its own colors.
    #expect(foregrounds[18] == ["#1B2026FF", "#FFFFFFFF"])
  }
}
