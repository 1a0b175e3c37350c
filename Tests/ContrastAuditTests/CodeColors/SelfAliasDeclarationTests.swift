import Foundation
import Testing

@testable import ContrastAudit

/// A second declaration of a color that only names the color itself is the same color.
///
/// Apple's Backyard Birds (read to check) declares `Color.premiumBirdFood` from its asset and
/// again for `ShapeStyle where Self == Color` as `{ .premiumBirdFood }`: the color was
/// "declared twice with different values", and its badge's white count on gold, 2.45:1, was
/// unresolved. Two declarations that disagree stay unresolved.
@Suite struct SelfAliasDeclarationTests {
  static let color = """
    public extension Color {
        static let premiumBirdFood = Color(.premiumBirdFood)
    }

    """
  static let alias = """
    public extension ShapeStyle where Self == Color {
        static var premiumBirdFood: Color { .premiumBirdFood }
    }

    """
  static let badge = """
    struct BirdFoodBadge: View {
        var body: some View {
            Text("3").foregroundStyle(.white).background(Color.premiumBirdFood)
        }
    }
    """

  static func write(_ folder: TemporaryFolder, styles: String) throws {
    try AssetCatalogFixture.write(
      folder, catalog: "Assets", colors: ["premiumBirdFood": ("0.816", "0.620", "0.071")])
    try folder.write("App/Styles.swift", "import SwiftUI\n\n" + styles + Self.badge)
  }

  @Test(arguments: [false, true])
  func anAliasOfItselfIsTheSameColor(aliasFirst: Bool) throws {
    let folder = try TemporaryFolder()
    try Self.write(folder, styles: aliasFirst ? Self.alias + Self.color : Self.color + Self.alias)
    let checks = folder.audit().checks
    #expect(checks.count == 8)
    #expect(checks.allSatisfy { $0.measurement?.background.color.hexString == "#D09E12FF" })
  }

  @Test func twoDeclarationsThatDisagreeStayUnresolved() throws {
    let folder = try TemporaryFolder()
    let other = """
      public extension ShapeStyle where Self == Color {
          static var premiumBirdFood: Color { .orange }
      }

      """
    try Self.write(folder, styles: Self.color + other)
    let checks = folder.audit().checks
    #expect(!checks.isEmpty)
    #expect(checks.allSatisfy { $0.status == .unresolved })
  }
}
