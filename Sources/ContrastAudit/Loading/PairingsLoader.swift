import Foundation

/// The contents of a `*.pairings.json` or `contrast-audit.json` file.
public struct PairingsFile: Sendable {
  public var path: String
  public var level: ConformanceLevel?
  public var levelLocation: SourceLocation?
  /// Built-in packs to include, with where each was named.
  public var includes: [(name: String, location: SourceLocation)]
  public var pairings: [Pairing]
  /// Path globs to leave out, relative to the folder holding this file.
  public var excludes: [String]
  /// Per-rule severity for source findings; a nil value switches the rule off.
  public var ruleSeverities: [String: Severity?]
  /// `"discover": true` also checks the pairings found in the app's code and storyboards;
  /// without a configuration file they are all that is checked.
  public var discover: Bool = false
  /// `"ios": "26"`: the iOS version of the system colors, with where it was set.
  public var ios: (version: String, location: SourceLocation)?
}

/// Loads pairings files. Pairing entries:
///
/// ```json
/// {"foreground": "Brand/Caption", "background": "systemBackground", "role": "text"}
/// {"foreground": "Brand/Accent", "background": "Card", "backdrop": "systemGroupedBackground",
///  "role": "non-text", "levels": ["elevated"]}
/// {"foreground": "Badge/Text", "background": "Badge/Fill", "minimum": 7.0}
/// {"foreground": "Text/Primary", "background": "Surface", "styles": ["dark"]}
/// ```
public enum PairingsLoader {
  public static let maximumBytes = 16 << 20
  static let topLevelKeys = [
    "level", "include", "pairings", "exclude", "rules", "about", "description", "discover", "ios",
  ]
  static let pairingKeys = [
    "foreground", "background", "backdrop", "role", "minimum", "levels", "styles", "name", "note",
  ]

  public static func load(_ url: URL, displayPath: String) -> (
    file: PairingsFile?, diagnostics: [Diagnostic]
  ) {
    load(displayPath: displayPath) { () throws(Diagnostic) in
      try JSONFile.load(
        url, displayPath: displayPath, maximumBytes: maximumBytes,
        tooLargeAdvice: "split its pairings over several *.pairings.json files, which are all read")
    }
  }

  /// Loads a pairings file from its text, such as a rule pack compiled into the binary.
  public static func load(text: String, displayPath: String) -> (
    file: PairingsFile?, diagnostics: [Diagnostic]
  ) {
    load(displayPath: displayPath) { () throws(Diagnostic) in
      try JSONFile.parse(Array(text.utf8), displayPath: displayPath)
    }
  }

  private static func load(
    displayPath: String, read: () throws(Diagnostic) -> JSONValue
  ) -> (file: PairingsFile?, diagnostics: [Diagnostic]) {
    let file = JSONFile(path: displayPath)
    var diagnostics: [Diagnostic] = []
    var result = PairingsFile(
      path: displayPath, level: nil, includes: [], pairings: [], excludes: [], ruleSeverities: [:])
    do throws(Diagnostic) {
      let root = try read()
      let members = try file.object(root, "")
      diagnostics += file.unknownKeys(members, known: topLevelKeys, in: "")
      if let level = root["level"] {
        let name = try file.string(level, "level")
        guard let parsed = ConformanceLevel(rawValue: name.uppercased()) else {
          throw file.error(level, "level", "unknown level \"\(name)\"; use \"AA\" or \"AAA\"")
        }
        result.level = parsed
        result.levelLocation = file.location(level, "level")
      }
      if let include = root["include"] {
        for (index, element) in try file.array(include, "include").enumerated() {
          let key = "include[\(index)]"
          result.includes.append((try file.string(element, key), file.location(element, key)))
        }
      }
      if let exclude = root["exclude"] {
        for (index, element) in try file.array(exclude, "exclude").enumerated() {
          result.excludes.append(try file.string(element, "exclude[\(index)]"))
        }
      }
      if let rules = root["rules"] {
        for (rule, setting) in try file.object(rules, "rules") {
          let key = "rules.\(rule)"
          let text = try file.string(setting, key)
          if text == "off" {
            result.ruleSeverities[rule] = .some(nil)
          } else if let severity = Severity(rawValue: text) {
            result.ruleSeverities[rule] = severity
          } else {
            throw file.error(
              setting, key,
              "unknown setting \"\(text)\"; use \"off\", \"note\", \"warning\" or \"error\"")
          }
        }
      }
      if let ios = root["ios"] {
        let text: String
        if let number = ios.numberValue, number == number.rounded(), abs(number) < 1e6 {
          text = String(Int(number))
        } else {
          text = try file.string(ios, "ios")
        }
        result.ios = (text, file.location(ios, "ios"))
      }
      if let discover = root["discover"] {
        guard case .bool(let value) = discover.kind else {
          throw file.error(discover, "discover", "\"discover\" is true or false")
        }
        result.discover = value
      }
      if let pairings = root["pairings"] {
        for (index, element) in try file.array(pairings, "pairings").enumerated() {
          do throws(Diagnostic) {
            let (pairing, warnings) = try pairing(element, key: "pairings[\(index)]", file: file)
            result.pairings.append(pairing)
            diagnostics += warnings
          } catch {
            diagnostics.append(error)
          }
        }
      }
      if root["pairings"] == nil && root["include"] == nil && root["exclude"] == nil
        && root["rules"] == nil && root["discover"] == nil && root["ios"] == nil
      {
        diagnostics.append(
          .warning(
            file.location(root, ""),
            "this file has no \"pairings\", \"include\", \"exclude\" or \"rules\": nothing in it is used"
          ))
      }
      return (result, diagnostics)
    } catch {
      return (nil, diagnostics + [error])
    }
  }

  /// The trait values a pairing lists (`"levels": ["elevated"]`), each once, in their order;
  /// every value when the key is absent.
  private static func traitChoices<Choice: CaseIterable & RawRepresentable & Equatable>(
    _: Choice.Type, _ value: JSONValue?, _ key: String, file: JSONFile, noun: String
  ) throws(Diagnostic) -> [Choice] where Choice.RawValue == String {
    guard let value else { return Array(Choice.allCases) }
    var chosen: [Choice] = []
    for (index, element) in try file.array(value, key).enumerated() {
      let text = try file.string(element, "\(key)[\(index)]")
      guard let choice = Choice(rawValue: text) else {
        let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        throw file.error(element, "\(key)[\(index)]", "unknown \(noun) \"\(text)\"; use \(names)")
      }
      chosen.append(choice)
    }
    guard !chosen.isEmpty else {
      throw file.error(value, key, "\(noun)s cannot be empty")
    }
    return Choice.allCases.filter(chosen.contains)
  }

  private static func pairing(_ value: JSONValue, key: String, file: JSONFile) throws(Diagnostic)
    -> (Pairing, [Diagnostic])
  {
    let members = try file.object(value, key)
    let warnings = file.unknownKeys(members, known: pairingKeys, in: key)
    func name(_ field: String, required: Bool) throws(Diagnostic) -> String? {
      guard let member = value[field] else {
        if required {
          throw file.error(value, "\(key).\(field)", "the pairing needs a \"\(field)\" color")
        }
        return nil
      }
      var text = try file.string(member, "\(key).\(field)")
      if text.first?.isWhitespace == true || text.last?.isWhitespace == true {
        text = text.trimmingCharacters(in: .whitespaces)
      }
      guard !text.isEmpty else {
        throw file.error(member, "\(key).\(field)", "\(field) cannot be empty")
      }
      return text
    }
    let foreground = try name("foreground", required: true) ?? ""
    let background = try name("background", required: true) ?? ""
    let backdrop = try name("backdrop", required: false)
    var role = Role.text
    if let roleValue = value["role"] {
      let text = try file.string(roleValue, "\(key).role")
      guard let parsed = Role(rawValue: text) else {
        throw file.error(
          roleValue, "\(key).role",
          "unknown role \"\(text)\"; use "
            + Role.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
      }
      role = parsed
    }
    var minimum: Double?
    if let minimumValue = value["minimum"] {
      let number = try file.number(minimumValue, "\(key).minimum")
      guard (1...21).contains(number) else {
        throw file.error(
          minimumValue, "\(key).minimum", "a contrast minimum lies between 1 and 21, not \(number)")
      }
      minimum = number
    }
    let levels = try traitChoices(
      InterfaceLevel.self, value["levels"], "\(key).levels", file: file, noun: "level")
    let styles = try traitChoices(
      Style.self, value["styles"], "\(key).styles", file: file, noun: "style")
    var pairing = Pairing(
      foreground: foreground, background: background, backdrop: backdrop, role: role,
      minimum: minimum, levels: levels, location: file.location(value, key))
    pairing.styles = styles
    if let text = value["name"] { pairing.name = try file.string(text, "\(key).name") }
    if let text = value["note"] { pairing.note = try file.string(text, "\(key).note") }
    return (pairing, warnings)
  }
}
