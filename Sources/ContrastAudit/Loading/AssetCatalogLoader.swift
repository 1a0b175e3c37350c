import Foundation

/// Loads the color sets of an Xcode asset catalog (`*.xcassets`).
///
/// Group folders (no extension) whose `Contents.json` says `"provides-namespace": true` prefix
/// the names inside them (`Brand/Accent`); `.colorset` folders become colors; every other set
/// type (`.imageset`, `.appiconset`, `.dataset`, …) and folder with an unknown extension is
/// skipped with everything inside it. Each color set's `Contents.json` is read with all the
/// color spaces, component encodings, appearances, idioms, gamuts and system color references
/// Xcode writes. Input files are only read, never written.
///
/// A color set with an error is left out, and the error names its file and key, so a broken
/// color can never pass an audit unnoticed.
public enum AssetCatalogLoader {
  /// The largest `Contents.json` read; a color set's is a few kilobytes.
  public static let maximumContentsSize = 2 * 1024 * 1024
  /// The deepest folder nesting followed inside a catalog.
  public static let maximumDepth = 64

  /// Loads every color set under one `*.xcassets` folder.
  ///
  /// - Parameters:
  ///   - url: The catalog folder.
  ///   - displayPath: The catalog path as the user should see it (relative to the working
  ///     directory). Locations are `displayPath` plus the path inside the catalog, e.g.
  ///     `App/Colors.xcassets/Brand/Accent.colorset/Contents.json`.
  /// - Returns: The colors, sorted by the path of their color set, the first of each name only;
  ///   and the problems found, in the order the catalog was read.
  public static func load(catalogAt url: URL, displayPath: String) -> (
    colors: [NamedColor], diagnostics: [Diagnostic]
  ) {
    var walker = AssetCatalogWalker(root: url, displayPath: displayPath)
    walker.walkCatalog()
    return walker.finish()
  }
}

/// One pass over a catalog's folders.
struct AssetCatalogWalker {
  private struct Found {
    var relativePath: String
    var color: NamedColor
  }

  /// A color set found by the walk, read afterwards, all of them in parallel.
  private struct PendingSet: Sendable {
    var folder: String
    var relative: String
    var name: [String]
  }

  private let root: URL
  private var pendingSets: [PendingSet] = []
  private let displayPath: String
  private var found: [Found] = []
  private var diagnostics: [Diagnostic] = []
  /// For each diagnostic of the walk, how many color sets were queued before it, so that the
  /// diagnostics of sets read in parallel can be put back in the order the catalog was read.
  private var diagnosticPositions: [Int] = []
  /// Resolved paths of the folders read so far, and how the user sees them.
  private var visited: [String: String] = [:]
  private let fileManager = FileManager.default

  init(root: URL, displayPath: String) {
    self.root = root
    self.displayPath = displayPath
  }

  /// The path the user sees for something at `relative` inside the catalog.
  private func display(_ relative: String) -> String {
    if relative.isEmpty { return displayPath }
    if displayPath.isEmpty { return relative }
    return displayPath.hasSuffix("/") ? displayPath + relative : displayPath + "/" + relative
  }

  private static func join(_ relative: String, _ name: String) -> String {
    relative.isEmpty ? name : relative + "/" + name
  }

  mutating func walkCatalog() {
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
      report(.error(SourceLocation(file: display("")), "no such asset catalog folder"))
      return
    }
    guard isDirectory.boolValue else {
      report(
        .error(SourceLocation(file: display("")), "an asset catalog must be a folder, not a file"))
      return
    }
    let resolved = root.resolvingSymlinksInPath().path
    visited[resolved] = display("")
    // The catalog's own Contents.json names no namespace, but a broken one is still an error.
    _ = readGroup(folder: root.path, relative: "")
    walk(folder: root.path, relative: "", namespace: [], ancestors: [resolved], depth: 0)
    let walkDiagnostics = Array(zip(diagnosticPositions, diagnostics))
    diagnostics = []
    let sets = pendingSets
    let read = concurrentMap(count: sets.count) { index in
      Self.readColorSet(
        sets[index], file: display(Self.join(sets[index].relative, "Contents.json")),
        folderDisplay: display(sets[index].relative))
    }
    var nextWalkDiagnostic = 0
    for (index, (set, result)) in zip(sets, read).enumerated() {
      while nextWalkDiagnostic < walkDiagnostics.count,
        walkDiagnostics[nextWalkDiagnostic].0 <= index
      {
        diagnostics.append(walkDiagnostics[nextWalkDiagnostic].1)
        nextWalkDiagnostic += 1
      }
      diagnostics += result.diagnostics
      if let color = result.color {
        found.append(Found(relativePath: Self.join(set.relative, "Contents.json"), color: color))
      }
    }
    diagnostics += walkDiagnostics[nextWalkDiagnostic...].map(\.1)
  }

  private mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
    diagnosticPositions.append(pendingSets.count)
  }

  /// Reads a catalog or group folder.
  private mutating func walk(
    folder: String, relative: String, namespace: [String], ancestors: [String], depth: Int
  ) {
    let names: [String]
    do {
      names = try fileManager.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      report(
        .error(
          SourceLocation(file: display(relative)),
          "cannot read the folder: \(FileBytes.folderProblem(folder, otherwise: error))"))
      return
    }
    for name in names where !name.hasPrefix(".") {
      let path = folder + "/" + name
      let childRelative = Self.join(relative, name)
      let kind = Self.folderKind(name)
      guard kind != .other else { continue }
      let (entry, isLink) = FileBytes.entry(path)
      if isLink && entry == nil {
        var loops = false
        if case .failure(let problem) = Discovery.realPath(path) {
          loops = problem.message.contains("loop")
        }
        report(
          .error(
            SourceLocation(file: display(childRelative)),
            loops
              ? "a symbolic link loop; its colors cannot be read"
              : "a symbolic link to something that does not exist; its colors cannot be read"))
        continue
      }
      guard entry == .folder else { continue }
      switch kind {
      case .colorSet:
        let setName = String(name.dropLast(".colorset".count))
        pendingSets.append(
          PendingSet(folder: path, relative: childRelative, name: namespace + [setName]))
      case .group:
        let resolved = isLink ? URL(fileURLWithPath: path).resolvingSymlinksInPath().path : path
        if ancestors.contains(resolved) {
          let target = visited[resolved] ?? resolved
          report(
            .error(
              SourceLocation(file: display(childRelative)),
              "symbolic link loop: this folder leads back to \(target); not followed"))
          continue
        }
        if let earlier = visited[resolved] {
          report(
            .warning(
              SourceLocation(file: display(childRelative)),
              "this folder is the same as \(earlier) (through a symbolic link); read only once"))
          continue
        }
        guard depth < AssetCatalogLoader.maximumDepth else {
          report(
            .error(
              SourceLocation(file: display(childRelative)),
              "folders nest deeper than \(AssetCatalogLoader.maximumDepth) levels; not followed"))
          continue
        }
        visited[resolved] = display(childRelative)
        let providesNamespace = readGroup(folder: path, relative: childRelative)
        walk(
          folder: path, relative: childRelative,
          namespace: providesNamespace ? namespace + [name] : namespace,
          ancestors: ancestors + [resolved], depth: depth + 1)
      case .other:
        continue
      }
    }
  }

  enum FolderKind { case group, colorSet, other }

  /// A group has no extension; a color set ends in `.colorset`; anything else is skipped.
  static func folderKind(_ name: String) -> FolderKind {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .group }
    return name[name.index(after: dot)...].lowercased() == "colorset" ? .colorSet : .other
  }

  // MARK: - Groups

  /// Whether a group folder provides a namespace.
  ///
  /// A group's `Contents.json` may be missing (Xcode reads no namespace), but one that is there
  /// and cannot be read is an input error like any other: the names of the colors inside depend
  /// on it.
  private mutating func readGroup(folder: String, relative: String) -> Bool {
    let fileRelative = Self.join(relative, "Contents.json")
    let file = display(fileRelative)
    let path = folder + "/Contents.json"
    let (entry, isLink) = FileBytes.entry(path)
    guard entry != nil || isLink else { return false }
    let json: JSONValue
    switch Self.readJSON(atPath: path, file: file) {
    case .success(let value): json = value
    case .failure(let problem):
      report(.error(problem.location, problem.message))
      return false
    }
    guard json.objectMembers != nil else {
      report(
        .error(
          SourceLocation(file: file, line: json.line, column: json.column),
          "expected a JSON object, found \(json.typeName)"))
      return false
    }
    guard let flag = json["properties"]?["provides-namespace"] else { return false }
    guard let value = flag.boolValue else {
      report(
        .warning(
          SourceLocation(
            file: file, line: flag.line, column: flag.column,
            key: "properties.provides-namespace"),
          "expected a boolean, found \(flag.typeName); Xcode reads it as false, so the folder "
            + "gives no namespace"))
      return false
    }
    return value
  }

  // MARK: - Color sets

  private static func readColorSet(_ set: PendingSet, file: String, folderDisplay: String) -> (
    color: NamedColor?, diagnostics: [Diagnostic]
  ) {
    let path = set.folder + "/Contents.json"
    let json: JSONValue
    switch readJSON(atPath: path, file: file) {
    case .success(let value): json = value
    case .failure(let problem):
      if problem.isMissing {
        return (
          nil,
          [
            .error(
              SourceLocation(file: folderDisplay),
              "the color set folder has no Contents.json, so it defines no color")
          ]
        )
      }
      return (nil, [.error(problem.location, problem.message)])
    }
    var reader = AssetColorSetReader(file: file)
    let slots = reader.read(json)
    guard let slots else { return (nil, reader.diagnostics) }
    let color = NamedColor(
      name: set.name.joined(separator: "/"), definition: .assetCatalog(slots),
      location: SourceLocation(file: file))
    return (color, reader.diagnostics)
  }

  // MARK: - Files

  private struct FileProblem: Error {
    var location: SourceLocation
    var message: String
    var isMissing = false
  }

  /// Reads and parses one `Contents.json`, refusing anything that is not a small regular file.
  private static func readJSON(atPath path: String, file: String) -> Result<JSONValue, FileProblem>
  {
    let location = SourceLocation(file: file)
    let bytes: [UInt8]
    switch FileBytes.read(path, maximumBytes: AssetCatalogLoader.maximumContentsSize) {
    case .success(let read): bytes = read
    case .failure(.tooLarge(let size)):
      return .failure(
        FileProblem(
          location: location,
          message: "is \(FileBytes.megabytes(size)); a color set's Contents.json is a few kilobytes"
        ))
    case .failure(.folder):
      return .failure(FileProblem(location: location, message: "is a folder, not a JSON file"))
    case .failure(.missing):
      return .failure(FileProblem(location: location, message: "no such file", isMissing: true))
    case .failure(let failure):
      return .failure(FileProblem(location: location, message: failure.message))
    }
    do {
      return .success(try JSONParser.parse(bytes: bytes))
    } catch {
      return .failure(
        FileProblem(
          location: SourceLocation(file: file, line: error.line, column: error.column),
          message: "malformed JSON: \(error.message)"))
    }
  }

  // MARK: - Result

  /// The colors in path order, first of each name; later duplicates become warnings.
  func finish() -> (colors: [NamedColor], diagnostics: [Diagnostic]) {
    var diagnostics = self.diagnostics
    var colors: [NamedColor] = []
    var firstFile: [String: String] = [:]
    for entry in found.sorted(by: { $0.relativePath < $1.relativePath }) {
      let name = entry.color.name
      if let first = firstFile[name] {
        diagnostics.append(
          .warning(
            entry.color.location,
            "the color \"\(name)\" is defined twice in this catalog, in \(first) and "
              + "\(entry.color.location.file); the audit uses \(first)"))
        continue
      }
      firstFile[name] = entry.color.location.file
      colors.append(entry.color)
    }
    return (colors, diagnostics)
  }
}
