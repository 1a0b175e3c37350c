import Foundation
import Testing

@testable import ContrastAudit

/// An initializer of a value type that assigns `self` makes the color it assigns.
///
/// The Blockchain wallet (read to check) declares `init(light: Color, dark: Color)` in an
/// extension of `Color`, whose body is `self = Color(UIColor { traits in … })`; its semantic
/// colors are all made with it, from asset colors a private enum names by raw value. Every one was
/// "the value is not a color", and then `Bundle.find(…)` was not defined, for the bundle the
/// asset colors are named in, which the app finds at run time: 512 of its 600 checks were
/// unresolved (now 324).
@Suite struct SelfAssigningInitializerTests {
  static func colors(bundle: String) -> String {
    """
    import SwiftUI

    extension Color {
        public static let semantic: WalletSemantic.Type = WalletSemantic.self

        public enum WalletSemantic {
            public static let title = Color(
                light: .palette.grey900,
                dark: .palette.white
            )
        }
    }

    extension Color {
        init(light: Color, dark: Color) {
            #if canImport(UIKit)
            self = Color(
                UIColor { traitCollection in
                    traitCollection.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light)
                }
            )
            #else
            self = Color(NSColor(name: nil) { _ in NSColor(light) })
            #endif
        }

        static let palette: Palette.Type = Palette.self

        enum Palette {
            static let white: Color = Asset.white.color()
            static let grey900: Color = Asset.grey900.color()
        }
    }

    extension Color {
        private enum Asset: String {
            case white
            case grey900

            func color() -> SwiftUI.Color {
                SwiftUI.Color(rawValue, bundle: \(bundle))
            }
        }
    }

    struct TitleView: View {
        var body: some View {
            Text("Hello").foregroundColor(.semantic.title).background(Color.white)
        }
    }

    private class BundleFinder {}

    extension Bundle {
        public static let componentLibrary = Bundle.find(
            "BlockchainComponentLibrary_BlockchainComponentLibrary.bundle", in: BundleFinder.self)
    }

    extension Foundation.Bundle {
        private static func find(_ bundleNames: String..., in type: AnyObject.Type) -> Bundle {
            let candidates = [Bundle.main.resourceURL, Bundle(for: type).resourceURL]
            for candidate in candidates {
                for name in bundleNames {
                    if let bundle = candidate.flatMap({ Bundle(url: $0.appendingPathComponent(name)) }) {
                        return bundle
                    }
                }
            }
            return Bundle(for: type)
        }
    }
    """
  }

  /// The module's bundle, or one the app finds at run time: either way the color set is named.
  @Test(arguments: ["Bundle.module", "Bundle.componentLibrary"])
  func selfAssignedInAnInitializerIsTheColorMade(bundle: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Colors.swift", Self.colors(bundle: bundle))
    try AssetCatalogFixture.write(
      folder,
      colors: ["white": ("1.000", "1.000", "1.000"), "grey900": ("0.100", "0.100", "0.100")])
    let checks = folder.audit().checks
    #expect(!checks.isEmpty)
    #expect(checks.allSatisfy { $0.measurement != nil })
    let foregrounds = Dictionary(
      checks.compactMap { check in
        check.measurement.map { (check.traits.style, $0.foreground.color.hexString) }
      }, uniquingKeysWith: { first, _ in first })
    #expect(foregrounds == [.light: "#1A1A1AFF", .dark: "#FFFFFFFF"])
  }
}
