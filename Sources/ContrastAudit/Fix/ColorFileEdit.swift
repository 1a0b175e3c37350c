/// One change `--fix` makes to the user's color definitions: the new value of one slot.
///
/// The fix planner decides the slot and the color; the file editor turns the edit into bytes,
/// keeping the file's own formatting. Paths are display paths, as diagnostics print them
/// (relative to the working directory unless the audit was given absolute paths).
public struct ColorFileEdit: Hashable, Sendable {
  public enum Place: Hashable, Sendable {
    /// Replace the components of `colors[index]` of a color set's `Contents.json`.
    case assetSlot(contentsFile: String, index: Int)
    /// Add an entry to `colors` with these appearances, idiom and gamut.
    case newAssetSlot(
      contentsFile: String, idiom: String, luminosity: AssetSlot.Luminosity, highContrast: Bool,
      gamut: String?)
    /// Set the variant `key` (`dark high`, `any`) of the palette-file color `color`; `adds` when
    /// the file has no such variant yet.
    case paletteVariant(file: String, color: String, key: String, adds: Bool)
    /// Replace the color literal whose initializer name starts at this line and column (both
    /// 1-based, columns in UTF-8 bytes), as `CodeColorValue.color(_, literal:)` records it.
    case codeLiteral(file: String, line: Int, column: Int)
  }

  public var place: Place
  /// The new color in sRGB.
  ///
  /// Components are exact in the form the file writes them: 8-bit values
  /// that also round-trip as three decimals (see `Suggester.PasteFormat.assetComponents`).
  public var color: RGBA
  /// The color's name, for messages.
  public var name: String

  public init(place: Place, color: RGBA, name: String) {
    self.place = place
    self.color = color
    self.name = name
  }

  /// The file the edit changes.
  public var file: String {
    switch place {
    case .assetSlot(let file, _), .newAssetSlot(let file, _, _, _, _),
      .paletteVariant(let file, _, _, _), .codeLiteral(let file, _, _):
      return file
    }
  }
}
