import Foundation

/// The built-in data in the top-level `Rules/` folder: UIKit's system colors, the WCAG
/// thresholds and the rule packs a pairings file can include.
public struct BuiltInRules: Sendable {
  public var directory: URL
  public var systemColors: [NamedColor]

  /// The system colors' values by name and trait key, for code that pins traits
  /// (`resolvedColor(with:)`).
  var systemColorValues: [String: [String: RGBA]] {
    var values: [String: [String: RGBA]] = [:]
    for color in systemColors {
      if case .system(let byTraits) = color.definition { values[color.name] = byTraits }
    }
    return values
  }
  /// Reference names that mean another system color (`groupTableViewBackground`).
  public var aliases: [String: String]
  public var thresholds: Thresholds

  static let systemColorsFile = "system-colors.json"
  static let thresholdsFile = "thresholds.json"
  static let packSuffix = ".pairings.json"

  /// Finds `Rules/` for an installed or freshly built binary, from any working directory.
  ///
  /// Tried in order: `CONTRAST_AUDIT_RULES`; `share/contrast-audit/Rules` beside the binary's
  /// `bin`; a `Rules` folder in the binary's folder or any folder above it (which finds the
  /// package's own `Rules/` from `.build/debug`).
  public static func locate(executablePath: String, environment: [String: String]) -> URL? {
    if let override = environment["CONTRAST_AUDIT_RULES"], !override.isEmpty {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    var candidates = [
      folder.deletingLastPathComponent().appendingPathComponent("share/contrast-audit/Rules")
    ]
    while folder.path != "/" && !folder.path.isEmpty {
      candidates.append(folder.appendingPathComponent("Rules"))
      folder = folder.deletingLastPathComponent()
    }
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent(systemColorsFile).path)
    }
  }

  /// Loads system colors and thresholds; a problem is an error naming the file and key.
  public static func load(from directory: URL) throws(Diagnostic) -> BuiltInRules {
    let colorsURL = directory.appendingPathComponent(systemColorsFile)
    let colorsFile = JSONFile(path: colorsURL.path)
    let root = try JSONFile.load(colorsURL, displayPath: colorsURL.path, maximumBytes: 8 << 20)
    guard let colorsValue = root["colors"] else {
      throw colorsFile.error(root, "colors", "the built-in system color table has no \"colors\"")
    }
    var systemColors: [NamedColor] = []
    for (name, table) in try colorsFile.object(colorsValue, "colors") {
      var values: [String: RGBA] = [:]
      for traits in TraitCombination.all {
        let key = "colors.\(name).\(traits.key)"
        guard let entry = table[traits.key] else {
          throw colorsFile.error(table, key, "\(name) has no value for \(traits.key)")
        }
        let numbers = try colorsFile.array(entry, key).map { element throws(Diagnostic) in
          try colorsFile.number(element, key)
        }
        guard numbers.count == 4, numbers[0...2].allSatisfy({ (0...255).contains($0) }),
          (0...1).contains(numbers[3])
        else {
          throw colorsFile.error(entry, key, "expected [red, green, blue] bytes and an alpha 0–1")
        }
        values[traits.key] = RGBA(
          red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255,
          alpha: numbers[3])
      }
      systemColors.append(
        NamedColor(
          name: name, definition: .system(values),
          location: colorsFile.location(table, "colors.\(name)")))
    }
    var aliases: [String: String] = [:]
    if let aliasValue = root["aliases"] {
      for (alias, target) in try colorsFile.object(aliasValue, "aliases") {
        aliases[alias] = try colorsFile.string(target, "aliases.\(alias)")
      }
    }
    let thresholds = try loadThresholds(directory.appendingPathComponent(thresholdsFile))
    return BuiltInRules(
      directory: directory, systemColors: systemColors, aliases: aliases, thresholds: thresholds)
  }

  private static func loadThresholds(_ url: URL) throws(Diagnostic) -> Thresholds {
    let file = JSONFile(path: url.path)
    let root = try JSONFile.load(url, displayPath: url.path, maximumBytes: 1 << 20)
    func table(_ value: JSONValue?, _ key: String) throws(Diagnostic) -> [ConformanceLevel: [Role:
      Double]]
    {
      guard let value else { return [:] }
      var result: [ConformanceLevel: [Role: Double]] = [:]
      for (levelName, roles) in try file.object(value, key) {
        guard let level = ConformanceLevel(rawValue: levelName) else {
          if levelName == "about" { continue }
          throw file.error(
            roles, "\(key).\(levelName)", "unknown level \(levelName); use AA or AAA")
        }
        var minimums: [Role: Double] = [:]
        for (roleName, minimum) in try file.object(roles, "\(key).\(levelName)") {
          let roleKey = "\(key).\(levelName).\(roleName)"
          guard let role = Role(rawValue: roleName) else {
            throw file.error(minimum, roleKey, "unknown role \(roleName)")
          }
          if minimum.isNull { continue }
          let number = try file.number(minimum, roleKey)
          guard (1...21).contains(number) else {
            throw file.error(minimum, roleKey, "a contrast minimum lies between 1 and 21")
          }
          minimums[role] = number
        }
        result[level] = minimums
      }
      return result
    }
    let levels = try table(root["levels"], "levels")
    guard levels[.AA] != nil, levels[.AAA] != nil else {
      throw file.error(root, "levels", "thresholds need both AA and AAA levels")
    }
    return Thresholds(
      minimums: levels,
      highContrastMinimums: try table(root["increasedContrast"], "increasedContrast"))
  }

  /// The names of the packs a pairings file can include (`uikit`).
  public var packNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(Self.packSuffix) }.map {
      String($0.dropLast(Self.packSuffix.count))
    }
    .sorted()
  }

  /// The file of a rule pack, if there is one by that name.
  public func pack(named name: String) -> URL? {
    guard packNames.contains(name) else { return nil }
    return directory.appendingPathComponent(name + Self.packSuffix)
  }
}
