import Foundation

/// The built-in data in the top-level `Rules/` folder: UIKit's system colors, the WCAG
/// thresholds and the rule packs a pairings file can include.
///
/// The files are compiled into the library by the EmbedRules build-tool plugin
/// (``builtIn``), so a binary carries them; ``load(from:)`` reads an edited copy instead.
public struct BuiltInRules: Sendable {
  /// The folder the rules were read from; nil for the rules compiled in.
  public var directory: URL?
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
  /// The iOS version whose system colors `systemColors` holds (`26`); nil when the rules list no
  /// versions.
  public var iosVersion: String?
  /// The system colors before any version's changes.
  var sharedSystemColors: [NamedColor] = []
  /// The iOS versions the rules know, oldest first.
  var versions: [IOSVersion] = []

  /// One iOS version's changes to the shared system colors.
  struct IOSVersion: Sendable {
    var name: String
    var number: Int
    /// The releases it stands for (`15`–`18`).
    var covers: [String]
    /// The colors it changes, with every trait combination.
    var colors: [NamedColor]
  }

  /// The names of the packs a pairings file can include (`uikit`).
  public var packNames: [String] = []
  /// The text of each pack compiled in, by pack name (empty for a folder's rules).
  var packTexts: [String: String] = [:]

  static let systemColorsFile = "system-colors.json"
  static let thresholdsFile = "thresholds.json"
  static let packSuffix = ".pairings.json"

  /// Finds a `Rules/` folder for a tool that wants one rather than the compiled-in rules (the
  /// benchmarks), from any working directory.
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
  ///
  /// The system colors are those of the newest iOS version the file lists; see
  /// ``selecting(ios:)``.
  public static func load(from directory: URL) throws(Diagnostic) -> BuiltInRules {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var rules = try load { name throws(Diagnostic) in
      let url = directory.appendingPathComponent(name)
      return (try JSONFile.load(url, displayPath: url.path, maximumBytes: 8 << 20), url.path)
    }
    rules.directory = directory
    rules.packNames = packNames(in: files)
    return rules
  }

  /// The rules compiled into the library from the package's `Rules/` folder.
  public static let builtIn: Result<BuiltInRules, Diagnostic> = Result {
    () throws(Diagnostic) -> BuiltInRules in try load(files: EmbeddedRules.files)
  }

  /// Loads rules from the texts of their files, by file name.
  static func load(files: [String: String]) throws(Diagnostic) -> BuiltInRules {
    var rules = try load { name throws(Diagnostic) in
      let path = "Rules/\(name)"
      guard let text = files[name] else { throw .error(SourceLocation(file: path), "missing") }
      return (try JSONFile.parse(Array(text.utf8), displayPath: path), path)
    }
    rules.packNames = packNames(in: Array(files.keys))
    rules.packTexts = Dictionary(
      uniqueKeysWithValues: rules.packNames.compactMap { name in
        files[name + packSuffix].map { (name, $0) }
      })
    return rules
  }

  private static func packNames(in files: [String]) -> [String] {
    files.filter { $0.hasSuffix(packSuffix) }.map { String($0.dropLast(packSuffix.count)) }.sorted()
  }

  /// Loads system colors and thresholds with `read`, which parses a rules file by name and says
  /// its display path.
  private static func load(
    _ read: (String) throws(Diagnostic) -> (JSONValue, String)
  ) throws(Diagnostic) -> BuiltInRules {
    let (root, colorsPath) = try read(systemColorsFile)
    let colorsFile = JSONFile(path: colorsPath)
    guard let colorsValue = root["colors"] else {
      throw colorsFile.error(root, "colors", "the built-in system color table has no \"colors\"")
    }
    let systemColors = try colorTable(colorsValue, key: "colors", file: colorsFile)
    var aliases: [String: String] = [:]
    if let aliasValue = root["aliases"] {
      for (alias, target) in try colorsFile.object(aliasValue, "aliases") {
        aliases[alias] = try colorsFile.string(target, "aliases.\(alias)")
      }
    }
    let versions = try iosVersions(
      root["iosVersions"], file: colorsFile, known: Set(systemColors.map(\.name)))
    let (thresholdsRoot, thresholdsPath) = try read(thresholdsFile)
    let thresholds = try loadThresholds(thresholdsRoot, file: JSONFile(path: thresholdsPath))
    let shared = BuiltInRules(
      directory: nil, systemColors: systemColors, aliases: aliases, thresholds: thresholds,
      sharedSystemColors: systemColors, versions: versions)
    guard let newest = versions.last else { return shared }
    return shared.applying(newest)
  }

  /// A table of colors by name, each with a value for every trait combination.
  private static func colorTable(_ value: JSONValue, key: String, file: JSONFile)
    throws(Diagnostic) -> [NamedColor]
  {
    var colors: [NamedColor] = []
    for (name, table) in try file.object(value, key) {
      var values: [String: RGBA] = [:]
      for traits in TraitCombination.all {
        let traitKey = "\(key).\(name).\(traits.key)"
        guard let entry = table[traits.key] else {
          throw file.error(table, traitKey, "\(name) has no value for \(traits.key)")
        }
        let numbers = try file.array(entry, traitKey).map { element throws(Diagnostic) in
          try file.number(element, traitKey)
        }
        guard numbers.count == 4, numbers[0...2].allSatisfy({ (0...255).contains($0) }),
          (0...1).contains(numbers[3])
        else {
          throw file.error(entry, traitKey, "expected [red, green, blue] bytes and an alpha 0–1")
        }
        values[traits.key] = RGBA(
          red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255,
          alpha: numbers[3])
      }
      colors.append(
        NamedColor(
          name: name, definition: .system(values), location: file.location(table, "\(key).\(name)")
        ))
    }
    return colors
  }

  /// The iOS versions of `iosVersions`, oldest first; each may change some shared colors.
  private static func iosVersions(_ value: JSONValue?, file: JSONFile, known: Set<String>)
    throws(Diagnostic) -> [IOSVersion]
  {
    guard let value else { return [] }
    var versions: [IOSVersion] = []
    for (name, entry) in try file.object(value, "iosVersions") where name != "about" {
      let key = "iosVersions.\(name)"
      guard let number = Int(name), number > 0 else {
        throw file.error(entry, key, "an iOS version is a whole number such as \"26\"")
      }
      _ = try file.object(entry, key)
      var covers = [name]
      if let coversValue = entry["covers"] {
        covers = try file.array(coversValue, "\(key).covers").enumerated().map {
          element throws(Diagnostic) in
          try file.string(element.element, "\(key).covers[\(element.offset)]")
        }
      }
      var colors: [NamedColor] = []
      if let colorsValue = entry["colors"] {
        colors = try colorTable(colorsValue, key: "\(key).colors", file: file)
        if let unknown = colors.first(where: { !known.contains($0.name) }) {
          throw .error(
            unknown.location,
            "\(unknown.name) is not in the shared \"colors\"; a version changes existing colors")
        }
      }
      versions.append(IOSVersion(name: name, number: number, covers: covers, colors: colors))
    }
    return versions.sorted { $0.number < $1.number }
  }

  /// The rules with the system colors of an iOS version.
  ///
  /// `"26"`, or a release a version covers (`"17"` is covered by `"18"`). Nil when the file
  /// lists no such version.
  public func selecting(ios: String) -> BuiltInRules? {
    let wanted = ios.hasPrefix("iOS ") ? String(ios.dropFirst(4)) : ios
    guard let version = versions.first(where: { $0.name == wanted || $0.covers.contains(wanted) })
    else { return nil }
    return applying(version)
  }

  /// The versions `--ios` accepts, for messages: `18 (15–18) or 26`.
  public var iosVersionChoices: String {
    let names = versions.map { version in
      let others = version.covers.filter { $0 != version.name }
      guard let first = others.first else { return version.name }
      return "\(version.name) (\(first)–\(version.name))"
    }
    if names.count <= 1 { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  private func applying(_ version: IOSVersion) -> BuiltInRules {
    var result = self
    let changed = Dictionary(
      version.colors.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    result.systemColors = sharedSystemColors.map { changed[$0.name] ?? $0 }
    result.iosVersion = version.name
    return result
  }

  private static func loadThresholds(_ root: JSONValue, file: JSONFile) throws(Diagnostic)
    -> Thresholds
  {
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

  /// The file of a rule pack read from a folder, if there is one by that name.
  public func pack(named name: String) -> URL? {
    guard let directory, packNames.contains(name) else { return nil }
    return directory.appendingPathComponent(name + Self.packSuffix)
  }

  /// Loads the rule pack of that name; nil when there is none.
  public func loadPack(named name: String) -> (file: PairingsFile?, diagnostics: [Diagnostic])? {
    if let text = packTexts[name] {
      return PairingsLoader.load(
        text: text, displayPath: "Rules/\(name)\(Self.packSuffix)")
    }
    guard let url = pack(named: name) else { return nil }
    return PairingsLoader.load(url, displayPath: url.path)
  }
}
