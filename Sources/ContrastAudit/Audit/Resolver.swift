/// Resolves a named color to a concrete color in one trait combination, as UIKit would.
///
/// Names are looked up among the user's colors first, then UIKit's system colors. Asset catalog
/// system references (`systemBackgroundColor`) always mean UIKit's color, whatever the user named
/// their own colors.
public struct Resolver: Sendable {
  public let palette: Palette
  public let systemColors: Palette
  /// Reference names that mean another system color (`groupTableViewBackground`).
  public let systemAliases: [String: String]
  /// Code colors by their short member name (`brandBlue` → `UIColor.brandBlue`); a name with
  /// several candidates is ambiguous and resolves to none of them.
  public let shortNames: [String: [String]]

  /// Platforms whose system color references resolve from UIKit's table.
  static let iOSPlatforms: Set<String> = ["ios", "universal"]
  static let maximumReferenceDepth = 32

  public init(
    palette: Palette, systemColors: Palette, systemAliases: [String: String] = [:],
    shortNames: [String: [String]] = [:]
  ) {
    self.palette = palette
    self.systemColors = systemColors
    self.systemAliases = systemAliases
    self.shortNames = shortNames
  }

  /// The color a user-facing name refers to: a palette color, else a system color, else the one
  /// code color with that short name.
  public func color(named name: String) -> NamedColor? {
    if let color = palette[name] ?? systemColors[name] { return color }
    if let literal = Self.literal(name) { return literal }
    guard let candidates = shortNames[name], candidates.count == 1 else { return nil }
    return palette[candidates[0]]
  }

  /// The full name of the color `name` means (`brandBlue` → `UIColor.brandBlue`), as
  /// `color(named:)?.name`, without copying the color; nil when it means none.
  public func canonicalName(of name: String) -> String? {
    if palette.contains(name) || systemColors.contains(name) { return name }
    if name.hasPrefix("#"), Self.literal(name) != nil { return name }
    guard let candidates = shortNames[name], candidates.count == 1, palette.contains(candidates[0])
    else { return nil }
    return candidates[0]
  }

  /// A pairing may name a color by its sRGB hex (`#1C1C1E`, `#1C1C1EFF`), as `init` writes the
  /// colors Interface Builder and code spell out in place.
  static func literal(_ name: String) -> NamedColor? {
    guard name.hasPrefix("#"), name.count == 7 || name.count == 9,
      name.dropFirst().allSatisfy(\.isHexDigit),
      case .color(let rgba)? = try? ColorValueParser.parse(name)
    else { return nil }
    let location = SourceLocation(file: name)
    return NamedColor(
      name: name, definition: .code(CodeColorValues(constant: .color(rgba, literal: location))),
      location: location)
  }

  /// The code colors a short name could mean, when it means more than one.
  public func ambiguity(of name: String) -> [String]? {
    guard palette[name] == nil, systemColors[name] == nil, let candidates = shortNames[name],
      candidates.count > 1
    else { return nil }
    return candidates.sorted()
  }

  /// Resolves `name` in `traits`, following references.
  public func resolve(_ name: String, in traits: TraitCombination) -> Result<
    ResolvedColor, Unresolved
  > {
    resolve(name, in: traits, path: [name], lookup: color(named:))
  }

  private func resolve(
    _ name: String, in traits: TraitCombination, path: [String],
    lookup: (String) -> NamedColor?
  ) -> Result<ResolvedColor, Unresolved> {
    let requested = path[0]
    func unresolved(_ reason: String) -> Result<ResolvedColor, Unresolved> {
      .failure(Unresolved(name: requested, reason: reason))
    }
    guard path.count <= Self.maximumReferenceDepth else {
      return unresolved("references nest deeper than \(Self.maximumReferenceDepth) levels")
    }
    guard let named = lookup(name) else {
      return unresolved("no color named \"\(name)\"")
    }
    switch named.definition {
    case .system(let values):
      let key = TraitCombination(
        style: traits.style, contrast: traits.contrast, level: traits.level
      )
      .key
      guard let value = values[key] else {
        return unresolved("the system color \(name) has no value for \(traits.label)")
      }
      return .success(ResolvedColor(color: value, path: path))

    case .palette(let variants):
      guard let variant = PaletteVariantSelection.select(variants, for: traits) else {
        return unresolved("\(name) has no variant for \(traits.label)")
      }
      switch variant.value {
      case .color(let color):
        return .success(ResolvedColor(color: color, path: path, slot: variant.key))
      case .reference(let target):
        guard !path.contains(target) else {
          return unresolved("reference cycle \((path + [target]).joined(separator: " → "))")
        }
        return resolve(target, in: traits, path: path + [target], lookup: color(named:))
      }

    case .code(let values):
      switch values.value(for: traits) {
      case .color(let color, let literal):
        return .success(ResolvedColor(color: color, path: path, slot: literal.description))
      case .unresolved(let reason):
        return unresolved(reason)
      case .reference(let target, let alpha):
        guard !path.contains(target) else {
          return unresolved("reference cycle \((path + [target]).joined(separator: " → "))")
        }
        let resolved = resolve(target, in: traits, path: path + [target], lookup: color(named:))
        guard let alpha else { return resolved }
        return resolved.map { found in
          var replaced = found
          replaced.color.alpha = alpha.applied(to: found.color.alpha)
          return replaced
        }
      }

    case .assetCatalog(let slots):
      guard !slots.isEmpty else {
        return unresolved("the color set \(name) has no colors")
      }
      guard let slot = AssetSlotSelection.select(slots, for: traits) else {
        let idioms = Set(slots.map(\.idiom)).sorted().joined(separator: ", ")
        return unresolved(
          "the color set \(name) has no slot that applies to \(traits.label) (its idioms: \(idioms))"
        )
      }
      switch slot.content {
      case .components(let color, _):
        return .success(ResolvedColor(color: color, path: path, slot: slot.appearanceName))
      case .empty:
        return unresolved("the \(slot.appearanceName) slot of the color set \(name) is empty")
      case .systemReference(let platform, let reference):
        guard !platform.isEmpty else {
          return unresolved(
            "the \(slot.appearanceName) slot of \(name) references the system color \(reference) "
              + "without naming a platform")
        }
        guard Self.iOSPlatforms.contains(platform) else {
          return unresolved(
            "the \(slot.appearanceName) slot of \(name) references the \(platform) system color "
              + "\(reference), which UIKit does not have")
        }
        let systemName = systemColorName(forReference: reference)
        guard systemColors[systemName] != nil else {
          return unresolved(
            "the \(slot.appearanceName) slot of \(name) references \(reference), "
              + "which is not in the built-in UIKit table")
        }
        return resolve(systemName, in: traits, path: path + [systemName]) { systemColors[$0] }
      }
    }
  }

  /// `systemBackgroundColor` → `systemBackground`, then through the alias table.
  public func systemColorName(forReference reference: String) -> String {
    let base = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
    return systemAliases[base] ?? base
  }
}

/// Picks a palette-file variant: among variants whose stated axes all match the traits, the
/// most specific, with style weighing more than contrast and contrast more than level (as UIKit
/// prefers a Dark slot over a High Contrast Any slot).
enum PaletteVariantSelection {
  static func select(_ variants: [PaletteVariant], for traits: TraitCombination)
    -> PaletteVariant?
  {
    var best: (variant: PaletteVariant, score: Int)?
    for variant in variants {
      if let style = variant.style, style != traits.style { continue }
      if let contrast = variant.contrast, contrast != traits.contrast { continue }
      if let level = variant.level, level != traits.level { continue }
      let score =
        (variant.style == nil ? 0 : 4) + (variant.contrast == nil ? 0 : 2)
        + (variant.level == nil ? 0 : 1)
      if score > best?.score ?? -1 { best = (variant, score) }
    }
    return best?.variant
  }
}
extension Unresolved: Error {}
