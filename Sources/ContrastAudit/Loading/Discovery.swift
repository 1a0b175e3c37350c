import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file found by discovery: the path to show and the URL to read.
public struct InputFile: Hashable, Sendable {
  public var displayPath: String
  public var url: URL

  public init(displayPath: String, url: URL) {
    self.displayPath = displayPath
    self.url = url
  }
}

/// Everything discovery found under the given paths, each list sorted by path.
public struct DiscoveredInputs: Sendable {
  public var catalogs: [InputFile] = []
  public var paletteFiles: [InputFile] = []
  public var pairingsFiles: [InputFile] = []
  public var sourceFiles: [InputFile] = []
  /// SwiftGen's configuration files (`swiftgen.yml`): how code names the catalogs' colors when
  /// SwiftGen generates that code at build time.
  public var swiftGenConfigurations: [InputFile] = []
  /// The Xcode targets that build each asset catalog and source file, by display path, where a
  /// project lists it: which catalog's color a file's name means when two define it.
  public var targets: [String: Set<BuildTarget>] = [:]
  /// The targets that always show one appearance (`UIUserInterfaceStyle`), with it.
  public var forcedStyles: [BuildTarget: Style] = [:]
  /// The accent color names the iOS targets of the projects read give
  /// (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`; nil for a target that sets none), or nil
  /// when no project was read or one target's settings do not decide it.
  public var accentColorNames: Set<String?>? = nil

  public init() {}

  public var isEmpty: Bool {
    catalogs.isEmpty && paletteFiles.isEmpty && pairingsFiles.isEmpty && sourceFiles.isEmpty
  }
}

/// A target of an Xcode project: its name, in the project at `project` (a display path).
public struct BuildTarget: Hashable, Sendable, Comparable {
  public var project: String
  public var name: String

  public static func < (a: BuildTarget, b: BuildTarget) -> Bool {
    (a.name, a.project) < (b.name, b.project)
  }
}

/// Walks the paths given on the command line and picks up what contrast-audit reads.
public enum Discovery {
  /// Folders never entered: build products and dependency checkouts.
  ///
  /// Hidden folders (`.build`, `.git`) are skipped as well.
  public static let skippedFolders: Set<String> = [
    "DerivedData", "Pods", "Carthage", "node_modules",
  ]

  /// Whether the walk leaves a folder out: hidden, a build or dependency folder, or an Xcode
  /// localization catalog (`fr.xcloc`), which holds copies of the app's storyboards and strings
  /// exported for translators, not built into the app (each copy would repeat every finding).
  static func skips(folderNamed name: String) -> Bool {
    name.hasPrefix(".") || skippedFolders.contains(name) || name.hasSuffix(".xcloc")
  }

  enum Kind {
    case catalog, palette, pairings, source, swiftGenConfiguration
  }

  /// Whether a file named so tells that another build system than an Xcode project builds the
  /// sources beside and below it: a Swift package, a CocoaPods pod, an XcodeGen or Tuist
  /// project (whose `.xcodeproj` may be stale or absent), a Bazel package.
  static func isOtherBuildManifest(_ name: String) -> Bool {
    switch name {
    case "Package.swift", "project.yml", "project.json", "Project.swift", "BUILD", "BUILD.bazel":
      return true
    default:
      return name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json")
        || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }
  }

  static func kind(ofFile name: String) -> Kind? {
    if name.hasSuffix(".palette.json") { return .palette }
    if name.hasSuffix(".pairings.json") || name == "contrast-audit.json" { return .pairings }
    if AttributedTextScanner.kind(of: name) != nil { return .source }
    if name.hasSuffix(".yml") || name.hasSuffix(".yaml"),
      SwiftGenAssets.isConfiguration(fileNamed: name)
    {
      return .swiftGenConfiguration
    }
    return nil
  }

  /// Whether a file with this name is one the audit reads when it walks a folder.
  public static func reads(fileNamed name: String) -> Bool {
    kind(ofFile: name) != nil
  }

  public static func discover(paths: [String], workingDirectory: URL) -> (
    DiscoveredInputs, [Diagnostic]
  ) {
    var walker = Walker(workingDirectory: workingDirectory)
    walker.roots = paths.compactMap { path in
      let url =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
      return try? realPath(url.path).get()
    }
    for path in paths {
      walker.visitArgument(path)
    }
    var inputs = walker.inputs
    var diagnostics = walker.diagnostics
    // Cryptomator keeps its colors only in a committed `Assets.car`: without this, each read
    // said "no color named" with nothing to tell why.
    for path in walker.compiledCatalogs.sorted() {
      diagnostics.append(
        Diagnostic(
          .note, SourceLocation(file: path),
          "a compiled asset catalog: its colors are not read (the audit reads the .xcassets "
            + "folders Xcode compiles); a color defined only here is unresolved, \"no color "
            + "named …\""))
    }
    diagnostics += TargetMembership.leaveOutWhatNoIOSAppBuilds(
      projects: walker.projects.finished(), from: &inputs,
      otherBuilds: walker.otherBuildFolders, named: walker.namedFiles)
    diagnostics += SwiftPackageTests.leaveOutTestTargets(from: &inputs)
    // One path walks each real folder once, so its files are distinct already; overlapping
    // paths (`App` and `App/Views`) are deduplicated by their standardized path.
    let overlapping = paths.count > 1
    func sortAndDedupe(_ files: inout [InputFile]) {
      var seen = Set<String>()
      files = files.sorted { $0.displayPath < $1.displayPath }.filter {
        !overlapping || seen.insert($0.url.standardizedFileURL.path).inserted
      }
    }
    sortAndDedupe(&inputs.catalogs)
    sortAndDedupe(&inputs.paletteFiles)
    sortAndDedupe(&inputs.pairingsFiles)
    sortAndDedupe(&inputs.sourceFiles)
    sortAndDedupe(&inputs.swiftGenConfigurations)
    return (inputs, diagnostics)
  }

  /// The nearest `contrast-audit.json` in the folders above `path` (the path's own folder
  /// excluded when it was walked), stopping at the repository root (a folder with `.git`).
  static func nearestConfiguration(above path: String, workingDirectory: URL) -> InputFile? {
    let start =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
    var folder = start.standardizedFileURL
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      folder.deleteLastPathComponent()
    }
    for _ in 0..<64 {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
        return nil
      }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { return nil }
      folder = parent
      let candidate = folder.appendingPathComponent("contrast-audit.json")
      if FileManager.default.fileExists(atPath: candidate.path) {
        return InputFile(
          displayPath: relativePath(
            candidate.path, from: workingDirectory.standardizedFileURL.path),
          url: candidate)
      }
    }
    return nil
  }

  /// `target` relative to the folder `base` (`../contrast-audit.json`), both absolute.
  static func relativePath(_ target: String, from base: String) -> String {
    let targetParts = target.split(separator: "/")
    let baseParts = base.split(separator: "/")
    var common = 0
    while common < min(targetParts.count, baseParts.count),
      targetParts[common] == baseParts[common]
    {
      common += 1
    }
    let ups = Array(repeating: "..", count: baseParts.count - common)
    return (ups + targetParts[common...].map(String.init)).joined(separator: "/")
  }

  /// The canonical path of `path`, or the reason it has none (a link loop, a missing target).
  static func realPath(_ path: String) -> Result<String, Diagnostic> {
    guard let resolved = realpath(path, nil) else {
      let reason =
        errno == ELOOP
        ? "a symbolic link loop" : String(cString: strerror(errno))
      return .failure(.error(SourceLocation(file: path), "cannot follow: \(reason)"))
    }
    defer { free(resolved) }
    return .success(String(cString: resolved))
  }

  private struct Walker {
    let workingDirectory: URL
    var inputs = DiscoveredInputs()
    var diagnostics: [Diagnostic] = []
    var visitedFolders = Set<String>()
    /// The `project.pbxproj` of each Xcode project met, read for which targets build each file.
    let projects = TargetMembership.Reader()
    /// The canonical paths of the command line's arguments: links are followed only within them.
    var roots: [String] = []
    /// Folders that hold what another build system builds from (`Package.swift`, a podspec,
    /// XcodeGen's or Tuist's or Bazel's files), as normalized paths.
    var otherBuildFolders: Set<String> = []
    /// Files the command line names, as normalized paths: read whatever builds them.
    var namedFiles: Set<String> = []
    /// Compiled asset catalogs (`Assets.car`) met, by display path: their colors are not read.
    var compiledCatalogs: Set<String> = []

    init(workingDirectory: URL) {
      self.workingDirectory = workingDirectory
    }

    mutating func visitArgument(_ argument: String) {
      let url =
        argument.hasPrefix("/")
        ? URL(fileURLWithPath: argument) : workingDirectory.appendingPathComponent(argument)
      var display = argument
      // Reports show paths relative to the working directory, also for absolute arguments.
      let base = workingDirectory.standardizedFileURL.path
      if argument.hasPrefix(base + "/") { display = String(argument.dropFirst(base.count + 1)) }
      if argument == base { display = "." }
      while display.hasPrefix("./") { display.removeFirst(2) }
      while display.count > 1 && display.hasSuffix("/") { display.removeLast() }
      if display.isEmpty { display = "." }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        let dangling = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
        diagnostics.append(
          .error(
            SourceLocation(file: display),
            dangling ? "the symbolic link points nowhere" : "no such file or directory"))
        return
      }
      if isDirectory.boolValue {
        if url.pathExtension == "xcassets" {
          inputs.catalogs.append(InputFile(displayPath: display, url: url))
        } else {
          visitFolder(url, display: display)
        }
      } else if let kind = Discovery.kind(ofFile: url.lastPathComponent) {
        namedFiles.insert(ProjectPath.normalized(url.path))
        add(InputFile(displayPath: display, url: url), kind)
      } else {
        diagnostics.append(
          .error(
            SourceLocation(file: display),
            "not a file contrast-audit reads (asset catalogs, *.palette.json, *.pairings.json, "
              + "contrast-audit.json, or Swift, Objective-C and Interface Builder files)"))
      }
    }

    mutating func add(_ file: InputFile, _ kind: Kind) {
      switch kind {
      case .catalog: inputs.catalogs.append(file)
      case .palette: inputs.paletteFiles.append(file)
      case .pairings: inputs.pairingsFiles.append(file)
      case .source: inputs.sourceFiles.append(file)
      case .swiftGenConfiguration: inputs.swiftGenConfigurations.append(file)
      }
    }

    /// Walks a folder; `real` is its canonical path when the caller knows it (a subfolder of a
    /// walked folder reached without a link is its parent's plus its name), else it is resolved.
    mutating func visitFolder(_ url: URL, display: String, real known: String? = nil) {
      let real: String
      if let known {
        real = known
      } else {
        switch Discovery.realPath(url.path) {
        case .failure(var error):
          error.location.file = display
          diagnostics.append(error)
          return
        case .success(let path):
          real = path
        }
      }
      // A folder reached twice (through links) is walked once.
      guard visitedFolders.insert(real).inserted else { return }
      let entries: [FolderListing.Entry]
      switch FolderListing.entries(url.path) {
      case .success(let listed): entries = listed
      case .failure(let failure):
        diagnostics.append(
          .error(SourceLocation(file: display), "cannot read the folder: \(failure.reason)"))
        return
      }
      // A URL is made only for what is kept: most entries of an app are images and other
      // files the tool never reads, and building a URL costs more than reading the folder.
      let folderPath = url.path
      for entry in entries {
        let name = entry.name
        var type = entry.type
        if type != .folder, Discovery.isOtherBuildManifest(name) {
          otherBuildFolders.insert(ProjectPath.normalized(folderPath))
        }
        if type == .file, Discovery.kind(ofFile: name) == nil {
          if name.hasSuffix(".car") {
            compiledCatalogs.insert(display == "." ? name : "\(display)/\(name)")
          }
          continue
        }
        let childPath = folderPath.hasSuffix("/") ? folderPath + name : folderPath + "/" + name
        let childDisplay = display == "." ? name : "\(display)/\(name)"
        let isLink = type == .link
        if isLink {
          guard let target = followedLink(childPath, name: name, display: childDisplay) else {
            continue
          }
          type = target
        }
        switch type {
        case .folder:
          if Discovery.skips(folderNamed: name) { continue }
          let child = URL(fileURLWithPath: childPath, isDirectory: true)
          if name.hasSuffix(".xcassets") {
            inputs.catalogs.append(InputFile(displayPath: childDisplay, url: child))
          } else if name.hasSuffix(".xcodeproj") {
            // Nothing inside is read but the project file.
            projects.start(
              InputFile(
                displayPath: childDisplay + "/project.pbxproj",
                url: child.appendingPathComponent("project.pbxproj", isDirectory: false)))
          } else {
            // A link's target is resolved where it is walked; a subfolder is where it is listed.
            visitFolder(
              child, display: childDisplay,
              real: isLink ? nil : (real.hasSuffix("/") ? real + name : real + "/" + name))
          }
        case .file, .special:
          // A FIFO or device with a name the tool reads is reported by its reader, which
          // checks the type before opening it.
          if let kind = Discovery.kind(ofFile: name) {
            let url = URL(fileURLWithPath: childPath, isDirectory: false)
            add(InputFile(displayPath: childDisplay, url: url), kind)
          }
        case .link:
          continue
        }
      }
    }

    /// What a symbolic link inside the walk leads to, when it is followed: only links whose
    /// target stays inside the paths given on the command line are, so `ln -s / root` does not
    /// walk the whole disk and a linked file from elsewhere is not read.
    mutating func followedLink(_ path: String, name: String, display: String)
      -> FolderListing.EntryType?
    {
      let (entry, _) = FileBytes.entry(path)
      let mayMatter = Discovery.kind(ofFile: name) != nil
      guard let entry else {
        if case .failure(var error) = Discovery.realPath(path),
          mayMatter || error.message.contains("loop")
        {
          error.location.file = display
          diagnostics.append(error)
        }
        return nil
      }
      let isFolder = entry == .folder
      if isFolder && Discovery.skips(folderNamed: name) {
        return nil
      }
      guard isFolder || mayMatter else { return nil }
      guard case .success(let target) = Discovery.realPath(path) else { return nil }
      guard roots.contains(where: { FolderListing.isInside(target, $0) }) else {
        diagnostics.append(
          Diagnostic(
            .note, SourceLocation(file: display),
            "not followed: the symbolic link leads out of the paths being audited, to \(target)"))
        return nil
      }
      switch entry {
      case .folder: return .folder
      case .file: return .file
      case .other: return .special
      }
    }
  }
}

/// A path pattern from a pairings file's `exclude` list.
///
/// `*` matches within one path component, `**` across components, `?` one character. A pattern
/// without a slash matches a name at any depth.
public struct PathGlob: Sendable, Hashable {
  public let pattern: String

  public init(_ pattern: String) {
    self.pattern = pattern
  }

  /// Whether `path` (relative, `/`-separated) or any of its parent folders matches.
  public func matches(_ path: String) -> Bool {
    let components = path.split(separator: "/").map(String.init)
    let patternComponents: [String]
    if pattern.contains("/") {
      var trimmed = pattern
      while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
      if trimmed.hasPrefix("/") { trimmed.removeFirst() }
      patternComponents = trimmed.split(separator: "/").map(String.init)
    } else {
      patternComponents = ["**", pattern]
    }
    return Self.matchesPrefix(patternComponents, components)
  }

  /// Whether the pattern matches `path` or one of its leading parts (a parent folder), in time
  /// linear in the pattern times the path: the classic two-pointer wildcard match, at the level
  /// of path components for `**` and of characters for `*`, so no pattern can make it backtrack
  /// exponentially.
  private static func matchesPrefix(_ pattern: [String], _ path: [String]) -> Bool {
    // `reachable[j]`: the pattern's first `i` components can match the path's first `j`.
    var reachable = [Bool](repeating: false, count: path.count + 1)
    reachable[0] = true
    for component in pattern {
      if component == "**" {
        // Zero or more components: everything from the first reachable position on.
        guard let first = reachable.firstIndex(of: true) else { return false }
        for j in first...path.count { reachable[j] = true }
        continue
      }
      let characters = Array(component)
      var next = [Bool](repeating: false, count: path.count + 1)
      for j in 0..<path.count where reachable[j] && matchComponent(characters, Array(path[j])) {
        next[j + 1] = true
      }
      reachable = next
    }
    // Matching any leading part of the path (1 component or more) means a parent matched.
    return reachable.dropFirst().contains(true)
  }

  /// `*` and `?` within one name, by the greedy two-pointer match with one backtrack point.
  private static func matchComponent(_ pattern: [Character], _ name: [Character]) -> Bool {
    var p = 0
    var n = 0
    var star: Int?
    var resume = 0
    while n < name.count {
      if p < pattern.count && (pattern[p] == "?" || pattern[p] == name[n]) && pattern[p] != "*" {
        p += 1
        n += 1
      } else if p < pattern.count && pattern[p] == "*" {
        star = p
        resume = n
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        n = resume
      } else {
        return false
      }
    }
    while p < pattern.count && pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
