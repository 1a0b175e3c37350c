import Foundation

// Placeholder until the asset catalog loader branch lands; replaced by it on merge.
public enum AssetCatalogLoader {
  public static func load(catalogAt url: URL, displayPath: String) -> (
    colors: [NamedColor], diagnostics: [Diagnostic]
  ) {
    ([], [.error(SourceLocation(file: displayPath), "asset catalogs are not read yet")])
  }
}
