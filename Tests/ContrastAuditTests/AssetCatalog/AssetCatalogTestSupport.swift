import Foundation
import Testing

@testable import ContrastAudit

/// Helpers shared by the asset catalog suites.
enum AssetCatalogFixtures {
  /// `Tests/ContrastAuditTests/Fixtures/AssetCatalogs` as copied into the test bundle.
  static var root: URL {
    get throws {
      let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
      return fixtures.appendingPathComponent("AssetCatalogs")
    }
  }

  /// Loads a fixture catalog, shown to the user by its path inside `AssetCatalogs`.
  static func load(_ relativePath: String) throws -> (
    colors: [NamedColor], diagnostics: [Diagnostic]
  ) {
    AssetCatalogLoader.load(
      catalogAt: try root.appendingPathComponent(relativePath), displayPath: relativePath)
  }
}

extension [NamedColor] {
  /// The slots of the color called `name`; fails the test when there is none.
  func slots(
    _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> [AssetSlot] {
    let color = try #require(
      first { $0.name == name }, "no color \(name)", sourceLocation: sourceLocation)
    guard case .assetCatalog(let slots) = color.definition else {
      Issue.record("\(name) is not an asset catalog color", sourceLocation: sourceLocation)
      return []
    }
    return slots
  }

  /// The converted components of one slot of `name`.
  func rgba(
    _ name: String, slot: Int = 0, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> RGBA {
    let slots = try slots(name, sourceLocation: sourceLocation)
    let chosen = try #require(
      slots.first { $0.index == slot }, "\(name) has no colors[\(slot)]",
      sourceLocation: sourceLocation)
    guard case .components(let rgba, _) = chosen.content else {
      Issue.record(
        "colors[\(slot)] of \(name) is \(chosen.content)", sourceLocation: sourceLocation)
      return RGBA(red: .nan, green: .nan, blue: .nan)
    }
    return rgba
  }
}

/// Whether two colors agree to within `tolerance` in every channel and alpha.
func isClose(_ a: RGBA, _ b: RGBA, tolerance: Double = 1e-9) -> Bool {
  abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
    && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}

/// The sRGB encoding (linear light to gamma), written out here so tests do not trust the code
/// under test.
func srgbEncode(_ linear: Double) -> Double {
  linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
}
