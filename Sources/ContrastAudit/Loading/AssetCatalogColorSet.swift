/// Reads the parsed `Contents.json` of one color set into asset slots.
///
/// Every problem becomes a diagnostic with the file, the line and column, and the key
/// (`colors[1].color.components.red`). Errors mean the set must not be used; warnings mean
/// something was ignored (an unknown key, an entry with an appearance UIKit has no name for).
struct AssetColorSetReader {
  /// The file as the user should see it.
  let file: String
  private(set) var diagnostics: [Diagnostic] = []

  init(file: String) {
    self.file = file
  }

  /// Whether an error was reported, so the set cannot be trusted.
  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Tolerance for components written a hair outside 0–1 in a non-extended space; such values
  /// are clamped to 0–1.
  static let rangeTolerance = 1e-4
  /// The largest magnitude accepted in an extended-range space.
  ///
  /// Real extended colors stay within a few units; anything beyond this is a typo, not a color.
  static let extendedLimit = 16.0

  static let topLevelKeys: Set<String> = ["info", "colors", "properties"]
  static let entryKeys: Set<String> = ["idiom", "appearances", "display-gamut", "locale", "color"]
  /// Slot keys of image sets (AD-IS), named in the warning when they turn up in a color set.
  static let imageSetKeys: Set<String> = [
    "subtype", "width-class", "height-class", "screen-width", "graphics-feature-set", "memory",
    "scale", "filename", "size", "role",
  ]
  static let gamuts: Set<String> = ["sRGB", "display-P3"]

  /// Reads the slots of a color set, or returns nil when the set has an error.
  mutating func read(_ root: JSONValue) -> [AssetSlot]? {
    guard let members = root.objectMembers else {
      error(root, key: nil, "expected a JSON object at the top level, found \(root.typeName)")
      return nil
    }
    for (key, value) in members where !Self.topLevelKeys.contains(key) {
      warning(value, key: key, "unknown key \"\(key)\" in a color set; ignored")
    }
    if let properties = root["properties"] { readProperties(properties) }
    guard let colors = root["colors"] else {
      warning(
        root, key: "colors",
        "the color set has no \"colors\" array, so it defines no color (UIColor(named:) returns nil)"
      )
      return hasErrors ? nil : []
    }
    guard let entries = colors.arrayElements else {
      error(colors, key: "colors", "expected an array, found \(colors.typeName)")
      return nil
    }
    if entries.isEmpty {
      warning(
        colors, key: "colors",
        "the \"colors\" array is empty, so the set defines no color (UIColor(named:) returns nil)")
    }
    var slots: [(slot: AssetSlot, locale: String?)] = []
    for (index, entry) in entries.enumerated() {
      if let slot = readEntry(entry, index: index) { slots.append(slot) }
    }
    if hasErrors { return nil }
    return choosingLocaleIndependentSlots(slots)
  }

  private mutating func readProperties(_ properties: JSONValue) {
    guard let members = properties.objectMembers else {
      warning(
        properties, key: "properties", "expected an object, found \(properties.typeName); ignored")
      return
    }
    for (key, value) in members {
      switch key {
      case "localizable":
        if value.boolValue == nil {
          warning(
            value, key: "properties.localizable",
            "expected a boolean, found \(value.typeName); ignored")
        }
      default:
        warning(value, key: "properties.\(key)", "unknown color set property \"\(key)\"; ignored")
      }
    }
  }

  // MARK: - Entries

  private mutating func readEntry(_ entry: JSONValue, index: Int) -> (
    slot: AssetSlot, locale: String?
  )? {
    let path = "colors[\(index)]"
    guard let members = entry.objectMembers else {
      error(entry, key: path, "expected an object, found \(entry.typeName)")
      return nil
    }
    for (key, value) in members where !Self.entryKeys.contains(key) {
      let why =
        Self.imageSetKeys.contains(key)
        ? "it is a key of image sets, which UIKit ignores for colors" : "UIKit does not know it"
      warning(value, key: "\(path).\(key)", "unknown key \"\(key)\" ignored: \(why)")
    }
    var usable = true

    let idiom = optionalString(entry, "idiom", path: path) ?? "universal"

    var luminosity = AssetSlot.Luminosity.any
    var highContrast = false
    if let appearances = entry["appearances"] {
      if let list = appearances.arrayElements {
        var axes: Set<String> = []
        for (j, appearance) in list.enumerated() {
          let key = "\(path).appearances[\(j)]"
          guard let (axis, value) = readAppearance(appearance, key: key) else {
            usable = false
            continue
          }
          guard axes.insert(axis).inserted else {
            warning(
              appearance, key: key,
              "the \(axis) appearance is given twice; the entry is ignored, as UIKit has no name "
                + "for it")
            usable = false
            continue
          }
          switch (axis, value) {
          case ("luminosity", "light"): luminosity = .light
          case ("luminosity", "dark"): luminosity = .dark
          case ("contrast", "high"): highContrast = true
          default:
            warning(
              appearance, key: key,
              "unknown appearance \(axis) = \"\(value)\" (UIKit knows luminosity light/dark and "
                + "contrast high); the entry is ignored")
            usable = false
          }
        }
      } else {
        error(
          appearances, key: "\(path).appearances",
          "expected an array, found \(appearances.typeName)")
      }
    }

    var gamut: String?
    if let value = entry["display-gamut"],
      let string = optionalString(entry, "display-gamut", path: path)
    {
      if Self.gamuts.contains(string) {
        gamut = string
      } else {
        let hint =
          string.lowercased() == "display-p3"
          ? " (the gamut is spelled \"display-P3\"; \"display-p3\" is the color space)" : ""
        warning(
          value, key: "\(path).display-gamut",
          "unknown display gamut \"\(string)\"\(hint); the entry is ignored")
        usable = false
      }
    }

    let locale = optionalString(entry, "locale", path: path)

    var content = AssetSlot.Content.empty
    if let color = entry["color"] {
      guard let read = readColor(color, path: "\(path).color") else { return nil }
      content = read
    }
    guard usable else { return nil }
    let slot = AssetSlot(
      idiom: idiom, luminosity: luminosity, highContrast: highContrast, gamut: gamut,
      content: content, index: index)
    return (slot, locale)
  }

  /// The axis and value of one `appearances` element, or nil after a diagnostic.
  private mutating func readAppearance(_ json: JSONValue, key: String) -> (String, String)? {
    guard json.objectMembers != nil else {
      error(json, key: key, "expected an object such as {\"appearance\": \"luminosity\", …}")
      return nil
    }
    guard let axisValue = json["appearance"], let valueValue = json["value"] else {
      error(json, key: key, "an appearance needs both \"appearance\" and \"value\"")
      return nil
    }
    guard let axis = axisValue.stringValue else {
      error(axisValue, key: "\(key).appearance", "expected a string, found \(axisValue.typeName)")
      return nil
    }
    guard let value = valueValue.stringValue else {
      error(valueValue, key: "\(key).value", "expected a string, found \(valueValue.typeName)")
      return nil
    }
    for (member, value) in json.objectMembers ?? []
    where member != "appearance" && member != "value" {
      warning(value, key: "\(key).\(member)", "unknown key \"\(member)\" in an appearance; ignored")
    }
    return (axis, value)
  }

  // MARK: - Colors

  private mutating func readColor(_ color: JSONValue, path: String) -> AssetSlot.Content? {
    guard let members = color.objectMembers else {
      error(color, key: path, "expected an object, found \(color.typeName)")
      return nil
    }
    let keys = Set(members.map(\.key))
    let isReference = keys.contains("reference") || keys.contains("platform")
    let isComponents = keys.contains("components") || keys.contains("color-space")
    if isReference && isComponents {
      error(
        color, key: path,
        "the color has both components and a system color reference; Xcode writes one or the other"
      )
      return nil
    }
    if isReference { return readReference(color, path: path) }
    if !isComponents {
      error(color, key: path, "the color has neither components nor a system color reference")
      return nil
    }
    return readComponents(color, path: path)
  }

  private mutating func readReference(_ color: JSONValue, path: String) -> AssetSlot.Content? {
    for (key, value) in color.objectMembers ?? [] where key != "platform" && key != "reference" {
      warning(value, key: "\(path).\(key)", "unknown key \"\(key)\" in a color; ignored")
    }
    // Old Xcode templates (a Safari extension's `TouchBarBezel`, idiom `mac`) name no platform:
    // kept, and left unresolved wherever it applies.
    var platform = ""
    if color["platform"] != nil {
      guard let named = requireString(color, "platform", path: path) else { return nil }
      platform = named
    } else {
      warning(
        color, key: path,
        "the system color reference names no \"platform\"; it is not resolved")
    }
    guard let reference = requireString(color, "reference", path: path) else { return nil }
    guard !reference.isEmpty else {
      error(color, key: "\(path).reference", "the system color reference is empty")
      return nil
    }
    return .systemReference(platform: platform, reference: reference)
  }

  private mutating func readComponents(_ color: JSONValue, path: String) -> AssetSlot.Content? {
    for (key, value) in color.objectMembers ?? [] where key != "color-space" && key != "components"
    {
      warning(value, key: "\(path).\(key)", "unknown key \"\(key)\" in a color; ignored")
    }
    var space = ColorSpace.sRGB
    if let value = color["color-space"] {
      guard let name = value.stringValue else {
        error(value, key: "\(path).color-space", "expected a string, found \(value.typeName)")
        return nil
      }
      guard let known = ColorSpace(rawValue: name) else {
        let names = ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
        error(
          value, key: "\(path).color-space",
          "unknown color space \"\(name)\" (Xcode writes \(names))"
        )
        return nil
      }
      space = known
    } else {
      warning(
        color, key: "\(path).color-space",
        "no color space; the components are read as sRGB (Xcode always writes \"color-space\")")
    }
    let componentsPath = "\(path).components"
    guard let components = color["components"] else {
      error(color, key: componentsPath, "the color has no \"components\"")
      return nil
    }
    guard let members = components.objectMembers else {
      error(
        components, key: componentsPath, "expected an object, found \(components.typeName)")
      return nil
    }
    let channelNames = space.isGray ? ["white"] : ["red", "green", "blue"]
    for (key, value) in members where !channelNames.contains(key) && key != "alpha" {
      let why =
        ["red", "green", "blue", "white"].contains(key)
        ? "\(space.rawValue) colors use \(channelNames.joined(separator: ", ")) and alpha"
        : "not a color component"
      warning(value, key: "\(componentsPath).\(key)", "\"\(key)\" ignored: \(why)")
    }
    var channels: [Double] = []
    var failed = false
    for name in channelNames {
      // Keys are made for messages only: a catalog has thousands of components.
      guard let value = components[name] else {
        error(
          components, key: "\(componentsPath).\(name)",
          "missing \"\(name)\" (\(space.rawValue) colors need \(channelNames.joined(separator: ", ")))"
        )
        failed = true
        continue
      }
      if let channel = readChannel(value, key: "\(componentsPath).\(name)", space: space) {
        channels.append(channel)
      } else {
        failed = true
      }
    }
    var alpha = 1.0
    if let value = components["alpha"] {
      if let read = readAlpha(value, key: "\(componentsPath).alpha") {
        alpha = read
      } else {
        failed = true
      }
    }
    guard !failed else { return nil }
    let rgba = space.toExtendedSRGB(channels, alpha: alpha)
    guard rgba.red.isFinite, rgba.green.isFinite, rgba.blue.isFinite else {
      error(components, key: componentsPath, "the color cannot be converted to sRGB")
      return nil
    }
    return .components(rgba, space: space)
  }

  /// One red, green, blue or white component, range-checked for its space.
  private mutating func readChannel(
    _ json: JSONValue, key: @autoclosure () -> String, space: ColorSpace
  ) -> Double? {
    let component: AssetComponent
    switch AssetComponent.decode(json) {
    case .success(let decoded): component = decoded
    case .failure(let failure):
      error(json, key: key(), failure.message)
      return nil
    }
    let value = component.value
    if space.isExtendedRange {
      guard abs(value) <= Self.extendedLimit else {
        error(
          json, key: key(),
          "\(Self.format(value)) is far outside any real color (extended components stay within "
            + "±\(Int(Self.extendedLimit)))")
        return nil
      }
      return value
    }
    let tolerance = Self.rangeTolerance
    guard value >= -tolerance, value <= 1 + tolerance else {
      error(
        json, key: key(),
        "\(Self.format(value)) is outside 0–1, which \(space.rawValue) requires "
          + "(only extended color spaces allow it)")
      return nil
    }
    return min(max(value, 0), 1)
  }

  private mutating func readAlpha(_ json: JSONValue, key: @autoclosure () -> String) -> Double? {
    let component: AssetComponent
    switch AssetComponent.decode(json) {
    case .success(let decoded): component = decoded
    case .failure(let failure):
      error(json, key: key(), failure.message)
      return nil
    }
    let tolerance = Self.rangeTolerance
    guard component.value >= -tolerance, component.value <= 1 + tolerance else {
      error(json, key: key(), "alpha \(Self.format(component.value)) is outside 0–1")
      return nil
    }
    if component.encoding == .integerByte, component.value == 1.0 / 255 {
      warning(
        json, key: key(),
        "alpha \"1\" is read as a byte (1/255, nearly transparent); Xcode writes alpha as a "
          + "decimal, \"1.000\" for opaque")
    }
    return min(max(component.value, 0), 1)
  }

  private mutating func requireString(_ object: JSONValue, _ member: String, path: String)
    -> String?
  {
    guard let value = object[member] else {
      error(object, key: "\(path).\(member)", "missing \"\(member)\"")
      return nil
    }
    guard let string = value.stringValue else {
      error(value, key: "\(path).\(member)", "expected a string, found \(value.typeName)")
      return nil
    }
    return string
  }

  // MARK: - Locales

  /// Keeps the locale-independent slots, and a localized slot only when no locale-independent
  /// slot has the same idiom, appearance and gamut: the audit checks one language's colors.
  private mutating func choosingLocaleIndependentSlots(
    _ slots: [(slot: AssetSlot, locale: String?)]
  ) -> [AssetSlot] {
    struct SlotKey: Hashable {
      var idiom: String
      var luminosity: AssetSlot.Luminosity
      var highContrast: Bool
      var gamut: String?
      init(_ slot: AssetSlot) {
        (idiom, luminosity, highContrast, gamut) =
          (slot.idiom, slot.luminosity, slot.highContrast, slot.gamut)
      }
    }
    var independent: [SlotKey: Int] = [:]
    for (slot, locale) in slots where locale == nil && independent[SlotKey(slot)] == nil {
      independent[SlotKey(slot)] = slot.index
    }
    var kept: [AssetSlot] = []
    var used: [SlotKey: Int] = [:]
    for (slot, locale) in slots {
      let key = SlotKey(slot)
      let entry = "colors[\(slot.index)]"
      if let locale {
        let location = SourceLocation(file: file, key: "\(entry).locale")
        if let other = independent[key] ?? used[key] {
          diagnostics.append(
            Diagnostic(
              .note, location,
              "\(entry) applies only to locale \"\(locale)\"; the audit uses colors[\(other)] "
                + "for the \(slot.appearanceName) slot"))
          continue
        }
        diagnostics.append(
          Diagnostic(
            .note, location,
            "\(entry) applies only to locale \"\(locale)\"; with no locale-independent "
              + "\(slot.appearanceName) slot, the audit uses it for every language"))
      } else if let first = used[key] {
        diagnostics.append(
          .warning(
            SourceLocation(file: file, key: entry),
            "\(entry) repeats the idiom, appearance and gamut of colors[\(first)]; UIKit uses "
              + "colors[\(first)]"))
        continue
      }
      used[key] = slot.index
      kept.append(slot)
    }
    return kept
  }

  // MARK: - Diagnostics

  /// The string at `key` of `entry`, if present; a value of another type is an error.
  private mutating func optionalString(_ entry: JSONValue, _ key: String, path: String) -> String? {
    guard let value = entry[key] else { return nil }
    guard let string = value.stringValue else {
      error(value, key: "\(path).\(key)", "expected a string, found \(value.typeName)")
      return nil
    }
    return string
  }

  private mutating func error(_ json: JSONValue, key: String?, _ message: String) {
    diagnostics.append(.error(location(json, key: key), message))
  }

  private mutating func warning(_ json: JSONValue, key: String?, _ message: String) {
    diagnostics.append(.warning(location(json, key: key), message))
  }

  private func location(_ json: JSONValue, key: String?) -> SourceLocation {
    SourceLocation(file: file, line: json.line, column: json.column, key: key)
  }

  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}

extension ColorSpace {
  /// Whether components may lie outside 0–1.
  var isExtendedRange: Bool {
    switch self {
    case .extendedSRGB, .extendedLinearSRGB, .extendedGray: true
    case .sRGB, .displayP3, .grayGamma22: false
    }
  }
}
