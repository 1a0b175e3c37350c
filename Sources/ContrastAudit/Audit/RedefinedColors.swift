/// Color names that two catalogs (or code files) of one app define with different values, and
/// which definition a source file means by the name.
///
/// An app and its companion app or extension often each have a `Background` or `AccentColor`.
/// The palette keeps the first definition by path; a pairing found in a file that only other
/// targets' definitions reach uses the one its own target builds, under a name that says which
/// (`Background (AltStore)`). Where the projects do not say, the palette's definition stands.
struct RedefinedColors {
  /// Every definition of a redefined name, the palette's first.
  private var definitions: [String: [NamedColor]] = [:]
  /// For each redefined name, the targets whose own definition some pairing used.
  private var usedFor: [String: [NamedColor: Set<String>]] = [:]
  private let targets: [String: Set<BuildTarget>]
  private let catalogs: [String]

  init(inputs: DiscoveredInputs) {
    targets = inputs.targets
    catalogs = inputs.catalogs.map(\.displayPath)
  }

  var isEmpty: Bool { definitions.isEmpty }

  /// Records `color`, which the palette did not take because `winner` came first.
  mutating func record(_ color: NamedColor, winner: NamedColor) {
    definitions[color.name, default: [winner]].append(color)
  }

  /// The targets that build a color's catalog, or its source file.
  func targets(of color: NamedColor) -> Set<BuildTarget> {
    let file = color.location.file
    if let own = targets[file] { return own }
    guard let catalog = catalogs.first(where: { file.hasPrefix($0 + "/") }) else { return [] }
    return targets[catalog] ?? []
  }

  /// The color a pairing found in `file` means by `use`.
  ///
  /// Another definition than the palette's when every definition that a target building the
  /// file builds agrees on it. That color is added to `palette` under its name and the targets'.
  mutating func retarget(_ use: ColorUse, file: String, palette: inout Palette) -> ColorUse {
    guard case .named(let name) = use, let all = definitions[name],
      let fileTargets = targets[file]
    else { return use }
    let reached = all.filter { !targets(of: $0).isDisjoint(with: fileTargets) }
    guard let chosen = reached.first,
      reached.allSatisfy({ $0.definition.drawsTheSame(as: chosen.definition) }),
      !chosen.definition.drawsTheSame(as: all[0].definition)
    else { return use }
    let names = targets(of: chosen).intersection(fileTargets).map(\.name)
    let label = Set(names).sorted().joined(separator: ", ")
    let qualified = "\(name) (\(label))"
    if !palette.contains(qualified) {
      palette.insert(
        NamedColor(name: qualified, definition: chosen.definition, location: chosen.location))
    }
    usedFor[name, default: [:]][chosen, default: []].insert(label)
    return .named(qualified)
  }

  /// A warning for each definition the palette did not take, saying which pairings use it.
  func warnings() -> [Diagnostic] {
    definitions.keys.sorted().flatMap { name -> [Diagnostic] in
      let all = definitions[name] ?? []
      return all.dropFirst().map { color in
        var message =
          "\(name) is also defined in \(all[0].location.file); the audit uses that one"
        if let labels = usedFor[name]?[color] {
          message +=
            ", and this one for pairings found in files of \(labels.sorted().joined(separator: "; "))"
        }
        return .warning(color.location, message)
      }
    }
  }
}
