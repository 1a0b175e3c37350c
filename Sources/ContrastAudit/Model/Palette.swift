/// A color value that is either concrete or a reference to another named color.
public enum ColorValue: Hashable, Sendable {
  /// A concrete color, already converted to extended sRGB.
  case color(RGBA)
  /// Another palette or UIKit system color, by name (`systemBackground`, `Brand/Accent`).
  case reference(String)
}

/// One slot (variant) of an asset catalog color set, as Xcode writes it in `Contents.json`.
public struct AssetSlot: Hashable, Sendable {
  /// `any` (no luminosity appearance), `light` or `dark`.
  public enum Luminosity: String, Hashable, Sendable {
    case any, light, dark
  }

  /// What the slot holds.
  public enum Content: Hashable, Sendable {
    /// Components converted to extended sRGB, with the color space they were written in.
    case components(RGBA, space: ColorSpace)
    /// A system color reference (`{"platform": "ios", "reference": "labelColor"}`).
    case systemReference(platform: String, reference: String)
    /// A slot with no `color`: Xcode's empty variant. Resolves to nothing.
    case empty
  }

  public var idiom: String
  public var luminosity: Luminosity
  public var highContrast: Bool
  /// `sRGB` or `display-P3` when the slot is gamut-specific; nil for any gamut.
  public var gamut: String?
  public var content: Content
  /// Index of the entry in the set's `colors` array, for messages (`colors[2]`).
  public var index: Int

  public init(
    idiom: String = "universal", luminosity: Luminosity = .any, highContrast: Bool = false,
    gamut: String? = nil, content: Content, index: Int = 0
  ) {
    self.idiom = idiom
    self.luminosity = luminosity
    self.highContrast = highContrast
    self.gamut = gamut
    self.content = content
    self.index = index
  }

  /// The Xcode inspector's name of the slot, such as "Any", "Dark" or "High Contrast Dark".
  public var appearanceName: String {
    let base = luminosity == .any ? "Any" : luminosity.rawValue.capitalized
    return highContrast ? "High Contrast \(base)" : base
  }
}

/// A variant of a palette-file color, keyed by any subset of style, contrast and level.
public struct PaletteVariant: Hashable, Sendable {
  public var style: Style?
  public var contrast: ContrastSetting?
  public var level: InterfaceLevel?
  public var value: ColorValue
  /// The variant's key as written in the file (`dark high`, `any`).
  public var key: String

  public init(
    style: Style? = nil, contrast: ContrastSetting? = nil, level: InterfaceLevel? = nil,
    value: ColorValue, key: String
  ) {
    self.style = style
    self.contrast = contrast
    self.level = level
    self.value = value
    self.key = key
  }
}

/// Where a named color comes from and how it varies.
public enum ColorDefinition: Hashable, Sendable {
  /// A color set in an asset catalog: its slots in file order.
  case assetCatalog([AssetSlot])
  /// A color from a `*.palette.json` file: its variants.
  case palette([PaletteVariant])
  /// A UIKit system color: one value per trait combination key (`dark-high-elevated`).
  case system([String: RGBA])
  /// A color defined in Swift or Objective-C, evaluated per trait combination.
  case code(CodeColorValues)
}

/// Where a color comes from, as reports and `contrast-audit colors` name it.
public enum ColorKind: String, Hashable, Sendable, CaseIterable {
  case asset, palette, code, system
}

extension ColorDefinition {
  public var kind: ColorKind {
    switch self {
    case .assetCatalog: .asset
    case .palette: .palette
    case .code: .code
    case .system: .system
    }
  }
}

/// A named color, where it was defined, and its definition.
public struct NamedColor: Hashable, Sendable {
  /// The runtime name: `Brand/Accent` for a namespaced asset, `systemBackground` for UIKit.
  public var name: String
  public var definition: ColorDefinition
  /// The `Contents.json` of the color set, or the palette file and key.
  public var location: SourceLocation

  public init(name: String, definition: ColorDefinition, location: SourceLocation) {
    self.name = name
    self.definition = definition
    self.location = location
  }
}

/// Every named color an audit can use, user colors before UIKit's.
public struct Palette: Sendable {
  public private(set) var colors: [String: NamedColor] = [:]

  public init(_ colors: [NamedColor] = []) {
    for color in colors { insert(color) }
  }

  public subscript(name: String) -> NamedColor? { colors[name] }

  /// Whether a color of this name is defined, without copying it.
  public func contains(_ name: String) -> Bool { colors.index(forKey: name) != nil }

  /// Adds a color; the first definition of a name wins, and the loser is returned.
  @discardableResult
  public mutating func insert(_ color: NamedColor) -> NamedColor? {
    if let existing = colors[color.name] { return existing }
    colors[color.name] = color
    return nil
  }

  public var names: [String] { colors.keys.sorted() }

  /// Puts `color` in place of the color of its name, if any.
  mutating func replace(_ color: NamedColor) {
    colors[color.name] = color
  }
}

extension ColorDefinition {
  /// Whether two definitions draw the same colors on an 8-bit display.
  ///
  /// Xcode writes one color as `"100"`, `"0x64"` or `"0.392"`, and an app and its extension
  /// often carry copies written differently or with their slots in another order. Asset catalog
  /// slots are compared in any order, their channels rounded to bytes; other definitions must
  /// be equal.
  func drawsTheSame(as other: ColorDefinition) -> Bool {
    guard case .assetCatalog(let slots) = self, case .assetCatalog(let otherSlots) = other else {
      return self == other
    }
    guard slots.count == otherSlots.count else { return false }
    var counts: [DisplayedSlot: Int] = [:]
    for slot in slots { counts[DisplayedSlot(slot), default: 0] += 1 }
    for slot in otherSlots {
      let key = DisplayedSlot(slot)
      guard let count = counts[key], count > 0 else { return false }
      counts[key] = count - 1
    }
    return true
  }
}

/// An asset slot as a display shows it: its traits, and its color in bytes.
private struct DisplayedSlot: Hashable {
  var idiom: String
  var luminosity: AssetSlot.Luminosity
  var highContrast: Bool
  var gamut: String?
  var bytes: [Int]?
  var reference: String?

  init(_ slot: AssetSlot) {
    idiom = slot.idiom
    luminosity = slot.luminosity
    highContrast = slot.highContrast
    gamut = slot.gamut
    switch slot.content {
    case .components(let color, _):
      bytes = [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
    case .systemReference(let platform, let name):
      reference = "\(platform) \(name)"
    case .empty:
      break
    }
  }
}
