import Foundation

/// The Swift code SwiftGen would generate for an app's asset catalogs, when the app generates it
/// at build time and does not commit it.
///
/// Code reads such colors as `Asset.Colors.textPrimary.color`, and without the generated enum the
/// name is undefined. A `swiftgen.yml` says which catalogs feed which output, with which template
/// and parameters; for the templates SwiftGen ships (`swift5`, `swift4`), the names follow from
/// each color set's name by SwiftGen's own rules. The audit writes the part of that code that
/// names colors (the enum of color sets and the `ColorAsset` class), and the project index reads
/// it as one more source file.
///
/// Only what the configuration proves is written: an output with a custom template, a filter,
/// an environment variable, a folder of catalogs or a parameter whose meaning is not certain
/// writes nothing, and a color set whose name SwiftGen would transform with Unicode rules
/// (anything but ASCII) gets no symbol. Its uses stay unresolved, never a wrong color set.
struct SwiftGenAssets: Sendable {
  /// One xcassets output of a configuration, generated at build time.
  struct Output: Sendable, Equatable {
    /// The configuration file, as shown.
    var configuration: String
    /// The path SwiftGen writes, as shown.
    var displayPath: String
    /// The input catalogs, in the configuration's order: absolute, standardized paths.
    var catalogs: [String]
    var enumName = "Asset"
    var colorTypeName = "ColorAsset"
    /// `forceProvidesNamespaces`: every folder is an enum, not only those that provide a
    /// namespace.
    var forceNamespaces = false
    /// `forceFileNameEnum`: each catalog is an enum even when there is only one.
    var forceFileNameEnum = false
  }

  var outputs: [Output] = []
  /// The colors of each catalog the run loaded, by the catalog's standardized path, with the
  /// catalog's display path.
  var catalogColors: [String: (displayPath: String, colors: [NamedColor])] = [:]

  static let none = SwiftGenAssets()

  /// The file names SwiftGen's configuration goes by: `swiftgen.yml` by default, any other name
  /// through `--config` (`swiftgen-app.yml`).
  static func isConfiguration(fileNamed name: String) -> Bool {
    let lower = name.lowercased()
    return (lower.hasPrefix("swiftgen") || lower.hasPrefix(".swiftgen"))
      && (lower.hasSuffix(".yml") || lower.hasSuffix(".yaml"))
  }

  // MARK: - The configuration

  /// The xcassets outputs of one configuration file that are generated at build time (their
  /// output file does not exist), and the notes on those it cannot follow.
  ///
  /// `exists` says whether a file is on disk (the output of a committed configuration is).
  static func outputs(
    ofConfiguration file: InputFile,
    exists: (String) -> Bool = {
      FileManager.default.fileExists(atPath: $0)
    }
  ) -> (outputs: [Output], diagnostics: [Diagnostic]) {
    let location = SourceLocation(file: file.displayPath)
    let root: YAMLNode?
    switch FileBytes.read(file.url.path, maximumBytes: 1 << 20) {
    case .success(let bytes):
      guard let text = String(validating: bytes, as: UTF8.self) else {
        return (
          [],
          [Diagnostic(.note, location, "not read: the file is not valid UTF-8; \(unresolvedHint)")]
        )
      }
      do {
        root = try YAMLReader.read(text)
      } catch {
        return (
          [],
          [
            Diagnostic(
              .note,
              SourceLocation(file: file.displayPath, line: error.line),
              "not read: \(error.message); \(unresolvedHint)")
          ]
        )
      }
    case .failure(let failure):
      return ([], [Diagnostic(.note, location, "not read: \(failure.message); \(unresolvedHint)")])
    }
    guard let root, let entries = root["xcassets"] else { return ([], []) }
    let folder = file.url.deletingLastPathComponent().standardizedFileURL.path
    let shownFolder = (file.displayPath as NSString).deletingLastPathComponent
    let inputFolder = root["input_dir"]?.scalar ?? ""
    let outputFolder = root["output_dir"]?.scalar ?? ""
    var outputs: [Output] = []
    var diagnostics: [Diagnostic] = []
    for entry in entries.oneOrMany {
      // The deprecated form: the entry is its own single output, its inputs under `paths`.
      let inputs = (entry["inputs"] ?? entry["paths"])?.oneOrMany.compactMap(\.scalar) ?? []
      let outputNodes = entry["outputs"]?.oneOrMany ?? (entry["output"] == nil ? [] : [entry])
      for node in outputNodes {
        guard let output = node["output"]?.scalar, !output.isEmpty else { continue }
        let outputPath = join(folder, join(outputFolder, output))
        // Committed: the project's own file says what the names are.
        if exists(outputPath) { continue }
        let here = SourceLocation(file: file.displayPath, line: node.line)
        let reason = whyNotFollowed(entry: entry, output: node, inputs: inputs)
        if let reason {
          diagnostics.append(
            Diagnostic(
              .note,
              here,
              "SwiftGen's xcassets output \(output) is generated at build time and \(reason); "
                + unresolvedHint))
          continue
        }
        let params = node["params"]
        outputs.append(
          Output(
            configuration: file.displayPath,
            displayPath: join(shownFolder, join(outputFolder, output)),
            catalogs: inputs.map {
              URL(fileURLWithPath: join(folder, join(inputFolder, $0))).standardizedFileURL.path
            },
            enumName: params?["enumName"]?.scalar ?? "Asset",
            colorTypeName: params?["colorTypeName"]?.scalar ?? "ColorAsset",
            forceNamespaces: params?["forceProvidesNamespaces"]?.scalar?.lowercased() == "true",
            forceFileNameEnum: params?["forceFileNameEnum"]?.scalar?.lowercased() == "true"))
      }
    }
    return (outputs, diagnostics)
  }

  private static let unresolvedHint = "colors read through SwiftGen's names from it stay unresolved"

  /// Why the names of an output cannot be known, or nil when they can.
  private static func whyNotFollowed(entry: YAMLNode, output: YAMLNode, inputs: [String])
    -> String?
  {
    if let template = output["templatePath"]?.scalar {
      return "uses its own template (\(template)), whose names are not known"
    }
    guard let template = output["templateName"]?.scalar else {
      return "names no template"
    }
    guard ["swift5", "swift4"].contains(template) else {
      return "uses the template \(template), whose names are not known"
    }
    if entry["filter"] != nil { return "filters its inputs" }
    if inputs.isEmpty { return "names no input" }
    for input in inputs {
      if input.contains("$") { return "names its input through a variable (\(input))" }
      guard input.hasSuffix(".xcassets") || input.hasSuffix(".xcassets/") else {
        return "reads the catalogs in a folder (\(input)), whose order is not decided here"
      }
    }
    for (key, value) in params(of: output) {
      switch key {
      case "forceProvidesNamespaces", "forceFileNameEnum":
        guard let text = value.scalar?.lowercased(), text == "true" || text == "false" else {
          return "sets \(key) to a value whose meaning is not certain"
        }
      case "enumName", "colorTypeName":
        guard let name = value.scalar, isPlainIdentifier(name) else {
          return "sets \(key) to a value that is not a plain name"
        }
      default:
        continue
      }
    }
    return nil
  }

  private static func params(of output: YAMLNode) -> [(key: String, value: YAMLNode)] {
    guard case .mapping(let pairs)? = output["params"]?.kind else { return [] }
    return pairs
  }

  private static func isPlainIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(0x30...0x39).contains(first) else { return false }
    return name.utf8.allSatisfy { byte in
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || byte == 0x5F
    }
  }

  private static func join(_ base: String, _ path: String) -> String {
    if path.hasPrefix("/") || base.isEmpty { return path }
    if path.isEmpty { return base }
    return base.hasSuffix("/") ? base + path : base + "/" + path
  }

  // MARK: - The generated code

  /// The source files to add to the project index: for each enum name the code does not
  /// declare, the enum of its color sets; for each color type it does not declare, the class.
  func generatedFiles(declaredTypes: Set<String>) -> [(displayPath: String, text: String)] {
    var trees: [String: SymbolTree] = [:]
    var pathOfEnum: [String: String] = [:]
    var colorTypeOfEnum: [String: String] = [:]
    for output in outputs where !declaredTypes.contains(output.enumName) {
      var tree = trees[output.enumName] ?? SymbolTree()
      let catalogEnums = output.catalogs.count > 1 || output.forceFileNameEnum
      for catalog in output.catalogs {
        guard let (shown, colors) = catalogColors[catalog] else { continue }
        var base: [String] = []
        if catalogEnums {
          let name = ((catalog as NSString).lastPathComponent as NSString).deletingPathExtension
          guard let identifier = Self.typeIdentifier(name) else { continue }
          base = [identifier]
        }
        for color in colors {
          let parts = color.name.split(separator: "/").map(String.init)
          guard let setName = parts.last else { continue }
          var folders = Array(parts.dropLast())
          if output.forceNamespaces {
            // Every folder between the catalog and the color set, from its place on disk.
            let file = color.location.file
            guard file.hasPrefix(shown + "/") else { continue }
            folders = file.dropFirst(shown.count + 1).split(separator: "/").dropLast(2).map(
              String.init)
          }
          let enums = folders.map(Self.typeIdentifier)
          guard let symbol = Self.memberIdentifier(setName), !enums.contains(nil) else { continue }
          tree.add(path: base + enums.compactMap { $0 }, member: symbol, asset: color.name)
        }
      }
      trees[output.enumName] = tree
      pathOfEnum[output.enumName] = pathOfEnum[output.enumName] ?? output.displayPath
      colorTypeOfEnum[output.enumName] = colorTypeOfEnum[output.enumName] ?? output.colorTypeName
    }
    var files: [(displayPath: String, text: String)] = []
    var writtenTypes = declaredTypes
    for (enumName, tree) in trees.sorted(by: { $0.key < $1.key }) {
      let colorType = colorTypeOfEnum[enumName] ?? "ColorAsset"
      var text =
        "// The color sets' names as SwiftGen generates them at build time; written by "
        + "contrast-audit.\n"
      text += tree.swift(name: enumName, colorType: colorType, indent: "")
      if writtenTypes.insert(colorType).inserted {
        text += Self.colorAssetClass(colorType)
      }
      files.append((pathOfEnum[enumName] ?? enumName, text))
    }
    return files
  }

  /// Nested enums of `static let` members, each naming its color set.
  struct SymbolTree {
    var enums: [String: SymbolTree] = [:]
    var members: [String: String] = [:]
    /// Members two color sets would both declare: a build with them fails, so neither is named.
    var clashing: Set<String> = []

    mutating func add(path: [String], member: String, asset: String) {
      guard let first = path.first else {
        if clashing.contains(member) { return }
        if let earlier = members[member], earlier != asset {
          members[member] = nil
          clashing.insert(member)
          return
        }
        members[member] = asset
        return
      }
      enums[first, default: SymbolTree()].add(
        path: Array(path.dropFirst()), member: member, asset: asset)
    }

    func swift(name: String, colorType: String, indent: String) -> String {
      var text = "\(indent)enum \(name) {\n"
      for (member, asset) in members.sorted(by: { $0.key < $1.key }) {
        let literal = asset.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\"")
        text += "\(indent)  static let \(member) = \(colorType)(name: \"\(literal)\")\n"
      }
      for (child, tree) in enums.sorted(by: { $0.key < $1.key }) {
        text += tree.swift(name: child, colorType: colorType, indent: indent + "  ")
      }
      return text + "\(indent)}\n"
    }
  }

  /// The members of SwiftGen's color class that code reads a color through: `.color`,
  /// `.color(compatibleWith:)`, `.swiftUIColor`, `UIColor(asset:)` and `Color(asset:)`.
  static func colorAssetClass(_ name: String) -> String {
    """
    final class \(name) {
      fileprivate(set) var name: String
      typealias Color = UIColor
      private(set) lazy var color: Color = {
        guard let color = Color(asset: self) else { fatalError() }
        return color
      }()
      func color(compatibleWith traitCollection: UITraitCollection) -> Color {
        guard let color = Color(named: name, in: Bundle.main, compatibleWith: traitCollection) else {
          fatalError()
        }
        return color
      }
      private(set) lazy var swiftUIColor: SwiftUI.Color = {
        SwiftUI.Color(asset: self)
      }()
      fileprivate init(name: String) {
        self.name = name
      }
    }
    extension \(name).Color {
      convenience init?(asset: \(name)) {
        self.init(named: asset.name, in: Bundle.main, compatibleWith: nil)
      }
    }
    extension SwiftUI.Color {
      init(asset: \(name)) {
        self.init(asset.name, bundle: Bundle.main)
      }
    }

    """
  }

  // MARK: - SwiftGen's names

  /// An enum's name: `swiftIdentifier:"pretty"|escapeReservedKeywords`.
  static func typeIdentifier(_ name: String) -> String? {
    pretty(name).map(escapingKeyword)
  }

  /// A color's name: `swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords`.
  static func memberIdentifier(_ name: String) -> String? {
    pretty(name).map(lowerFirstWord).map(escapingKeyword)
  }

  /// SwiftGen's "pretty" identifier, for ASCII names; nil for any other, whose letters
  /// SwiftGen classes and cases by Unicode rules not followed here.
  ///
  /// Characters that cannot be in an identifier split the name; each part starts uppercase and
  /// the parts join with `_`. Then snake case becomes camel case: with a lowercase letter
  /// anywhere, each `_`-separated part starts uppercase; without one (`BG_DARK`), each part is
  /// capitalized (`BgDark`). A name that starts with a digit gets a leading `_`.
  static func pretty(_ name: String) -> String? {
    let bytes = Array(name.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    func isIdentifierByte(_ byte: UInt8) -> Bool {
      isLetter(byte) || isDigit(byte) || byte == 0x5F
    }
    // Split on what cannot be in an identifier; each part's first letter uppercase.
    var parts: [[UInt8]] = [[]]
    for byte in bytes {
      if isIdentifierByte(byte) {
        parts[parts.count - 1].append(byte)
      } else {
        parts.append([])
      }
    }
    var joined: [UInt8] = []
    for (n, part) in parts.enumerated() {
      if n > 0 { joined.append(0x5F) }
      joined += uppercasingFirst(part)
    }
    if let first = joined.first, isDigit(first) { joined.insert(0x5F, at: 0) }
    // Snake case to camel case, leading underscores dropped.
    let hasLowercase = joined.contains { (0x61...0x7A).contains($0) }
    var camel: [UInt8] = []
    for part in joined.split(separator: 0x5F, omittingEmptySubsequences: false) {
      if hasLowercase {
        camel += uppercasingFirst(Array(part))
      } else {
        // Capitalized: the first letter uppercase, the rest lowercase. Without lowercase
        // letters, SwiftGen's camel-case split (`aB`, `1B`) finds nothing more to split but a
        // digit before a letter, which starts a new word.
        var startsWord = true
        for byte in part {
          if isLetter(byte) {
            camel.append(startsWord ? uppercase(byte) : lowercase(byte))
            startsWord = false
          } else {
            camel.append(byte)
            startsWord = isDigit(byte)
          }
        }
      }
    }
    if let first = camel.first, isDigit(first) { camel.insert(0x5F, at: 0) }
    return String(decoding: camel, as: UTF8.self)
  }

  /// `PeoplePicker` → `peoplePicker`, `URLChooser` → `urlChooser`, `BG` → `bg`.
  static func lowerFirstWord(_ name: String) -> String {
    let bytes = Array(name.utf8)
    var end = 0
    while end < bytes.count, (0x41...0x5A).contains(bytes[end]) { end += 1 }
    if end > 1, end < bytes.count, (0x61...0x7A).contains(bytes[end]) { end -= 1 }
    return String(decoding: bytes[..<end].map(lowercase) + bytes[end...], as: UTF8.self)
  }

  /// SwiftGen's reserved words, written in backticks.
  static func escapingKeyword(_ name: String) -> String {
    reservedWords.contains(name) ? "`\(name)`" : name
  }

  private static let reservedWords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch",
    "where", "while", "as", "Any", "catch", "false", "is", "nil", "rethrows", "super", "self",
    "Self", "throw", "throws", "true", "try", "_", "associativity", "convenience", "dynamic",
    "didSet", "final", "get", "infix", "indirect", "lazy", "left", "mutating", "none",
    "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "Protocol",
    "required", "right", "set", "Type", "unowned", "weak", "willSet",
  ]

  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
  private static func uppercase(_ byte: UInt8) -> UInt8 {
    (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
  }
  private static func lowercase(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }
  private static func uppercasingFirst(_ part: [UInt8]) -> [UInt8] {
    guard let first = part.first else { return part }
    return [uppercase(first)] + part.dropFirst()
  }
}
