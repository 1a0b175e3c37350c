import Foundation
import Testing

@testable import ContrastAudit

/// Where SwiftUI takes any shape style, `.name` is a member of `ShapeStyle`, not of `Color`.
///
/// Meshtastic (read to check) redeclares `.secondary`, `.blue` and others in `extension Color`
/// as its brand colors. Swift finds them for `.foregroundColor(.blue)` and `Color.blue`, which
/// take a `Color`; `.foregroundStyle(.secondary)` is SwiftUI's secondary style and
/// `.foregroundStyle(.blue)` the system blue. Measured as the brand colors, five pairings failed
/// that pass on the device. A member declared in `extension ShapeStyle where Self == Color` is
/// found in both places, and so is an app's color of a name SwiftUI has no style of.
@Suite struct ShapeStyleMemberTests {
  static let brand = """
    import SwiftUI

    extension Color {
        static let secondary = Color("BrandSecondary")
        static let blue = Color("BrandInfo")
        static let gift = Color("BrandGift")
    }

    extension ShapeStyle where Self == Color {
        static var brandMint: Color { Color("BrandMint") }
    }
    """

  static let view = """
    import SwiftUI

    struct OfflineMapRow: View {
        var body: some View {
            VStack {
                Text("Downloaded").foregroundStyle(.secondary)
                Text("Update").foregroundColor(.blue)
                Text("Details").foregroundStyle(.blue)
                Text("Synced").foregroundStyle(.brandMint)
                Text("Gift").foregroundStyle(.gift)
            }
            .background(Color.white)
        }
    }
    """

  @Test func anImplicitMemberOfAShapeStyleIsNotAColorExtensionsMember() throws {
    let folder = try TemporaryFolder()
    try AssetCatalogFixture.write(
      folder, catalog: "Brand",
      colors: [
        "BrandSecondary": ("0.722", "0.729", "0.784"), "BrandInfo": ("0.200", "0.400", "0.900"),
        "BrandMint": ("0.100", "0.500", "0.400"), "BrandGift": ("0.400", "0.200", "0.600"),
      ])
    try folder.write("App/Color+Brand.swift", Self.brand)
    try folder.write("App/OfflineMapRow.swift", Self.view)
    var measured: [Int: Set<String>] = [:]
    for check in folder.audit().checks {
      guard let line = check.pairing.location.line, let m = check.measurement else { continue }
      measured[line, default: []].insert(m.foreground.color.hexString)
    }
    // SwiftUI's secondary and system blue in Light and Dark Mode, not the brand's.
    #expect(measured[6]?.contains("#B8BAC8FF") == false)
    #expect(measured[6]?.contains("#3C3C4399") == true)
    #expect(measured[7] == ["#3366E6FF"])
    #expect(measured[8]?.contains("#3366E6FF") == false)
    #expect(measured[8]?.contains("#0088FFFF") == true)
    #expect(measured[9] == ["#1A8066FF"])
    // A name SwiftUI has no style of compiles only through an overload that takes a `Color`
    // (SwiftUIX adds some): the app's.
    #expect(measured[10] == ["#663399FF"])
  }
}
