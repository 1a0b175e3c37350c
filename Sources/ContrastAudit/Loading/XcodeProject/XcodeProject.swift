import Foundation

/// Paths as Xcode projects spell them, joined and compared as text (the disk is not asked).
enum ProjectPath {
  /// The path with `.` and empty components removed and `..` applied: `/a/./b/../c` is `/a/c`.
  static func normalized(_ path: String) -> String {
    if isNormalized(path) { return path }
    let slash = UInt8(ascii: "/")
    let isDots = { (part: ArraySlice<UInt8>, count: Int) in
      part.count == count && part.allSatisfy { $0 == UInt8(ascii: ".") }
    }
    var parts: [ArraySlice<UInt8>] = []
    for part in Array(path.utf8).split(separator: slash) where !isDots(part, 1) {
      if isDots(part, 2), let last = parts.last, !isDots(last, 2) {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    var result: [UInt8] = path.utf8.first == slash ? [slash] : []
    for (n, part) in parts.enumerated() {
      if n > 0 { result.append(slash) }
      result += part
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether no component of `path` is empty, `.` or `..` (a leading `/` aside): true of most
  /// paths a project or the walk gives, which are then used as they are.
  static func isNormalized(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { bytes in
      var length = 0
      var onlyDots = true
      for offset in 0..<bytes.count {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "/") {
          if offset > 0 && (length == 0 || (onlyDots && length <= 2)) { return false }
          length = 0
          onlyDots = true
        } else {
          length += 1
          if byte != UInt8(ascii: ".") { onlyDots = false }
        }
      }
      if length == 0 { return bytes.count == 1 }
      return !(onlyDots && length <= 2)
    }
  }

  /// `path` taken from `base`, a normalized path (an absolute `path` stands alone).
  static func join(_ base: String, _ path: String) -> String {
    if path.hasPrefix("/") || base.isEmpty { return normalized(path) }
    // Most paths of a project are plain names under a normalized group: only they are checked.
    if isNormalized(path) { return base == "/" ? "/" + path : base + "/" + path }
    return normalized(base + "/" + path)
  }

  /// `path` as it is on disk, its components matched without regard to case where no file has
  /// the exact spelling, as on the case-insensitive file system Xcode builds on; nil where none,
  /// or more than one, matches.
  ///
  /// xDrip4iOS names its Info.plist `xdrip/Supporting Files/Info.plist`, in a folder `xDrip`.
  static func existing(_ path: String) -> String? {
    let files = FileManager.default
    if files.fileExists(atPath: path) { return path }
    guard path.hasPrefix("/") else { return nil }
    var found = "/"
    for component in path.split(separator: "/").map(String.init) {
      let exact = join(found, component)
      if files.fileExists(atPath: exact) {
        found = exact
        continue
      }
      let lowered = component.lowercased()
      let matches = ((try? files.contentsOfDirectory(atPath: found)) ?? []).filter {
        $0.lowercased() == lowered
      }
      guard matches.count == 1 else { return nil }
      found = join(found, matches[0])
    }
    return found
  }

  /// The folder that holds `path`.
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` relative to `folder`, or nil when it is not inside it.
  static func relative(_ path: String, inside folder: String) -> String? {
    let (bytes, prefix) = (path.utf8, folder.utf8)
    guard bytes.count > prefix.count, bytes.starts(with: prefix),
      bytes[bytes.index(bytes.startIndex, offsetBy: prefix.count)] == UInt8(ascii: "/")
    else { return nil }
    return String(bytes.dropFirst(prefix.count + 1)) ?? ""
  }

  /// The extension of the last component (`swift` of `/a/View.swift`), empty when it has none.
  static func pathExtension(of path: String) -> Substring {
    let name = path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...]
    guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return "" }
    return name[name.index(after: dot)...]
  }

  /// The folders that hold `path`, innermost first: `/a/b/c` gives `/a/b`, `/a`.
  static func ancestors(of path: String) -> [Substring] {
    var result: [Substring] = []
    var end = path.endIndex
    while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")), slash > path.startIndex {
      result.append(path[..<slash])
      end = slash
    }
    return result
  }
}

/// Why a project file could not be read, with the line when the text is at fault.
struct XcodeProjectError: Error, Equatable {
  var line: Int?
  var message: String
}

/// The targets of an Xcode project, the platforms each builds for, and the files each builds:
/// what tells the audit which of an app's files no iOS build compiles.
///
/// A file is built by a target when one of the target's Sources, Resources or Headers phases
/// lists it (a localized file through its variant group), or when it lies in a folder the target
/// synchronizes (Xcode 16), unless the folder's exceptions for that target say otherwise. A
/// target's platforms come from `SUPPORTED_PLATFORMS`, else `SDKROOT`, looked up as Xcode does:
/// the target's settings, its `.xcconfig`, the project's settings, the project's `.xcconfig`.
struct XcodeProject: Sendable {
  enum Platforms: Sendable, Equatable {
    case iOS
    /// Only platforms other than iOS, by name: `macOS`, `tvOS`.
    case others(Set<String>)
    /// The settings do not say (a variable, an unreadable `.xcconfig`, nothing set).
    case undecided
  }

  struct Target: Sendable, Equatable {
    var name: String
    var platforms: Platforms
    /// A unit-test or UI-test bundle: what it builds runs in tests and never reaches a user.
    var isTestBundle = false
    /// An application (not a framework, an extension or a tool).
    var isApplication = false
    /// The appearance the target always shows, whatever the system's: `UIUserInterfaceStyle`
    /// set to `Light` or `Dark` in its Info.plist or its `INFOPLIST_KEY_` build setting, or
    /// Light for a target that compiles Swift 3 (see ``predatesDarkMode``).
    var forcedStyle: Style?
    /// Light because the target compiles Swift 3, which no Xcode with iOS 13's SDK builds.
    var predatesDarkMode = false
    /// Why the Info.plist a configuration names was not read (its path and the reason), so
    /// whether it forces an appearance is not known.
    var infoPlistProblem: String?
    /// The asset catalog color its `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` names (the
    /// app's accent and default tint): `.some(nil)` when no configuration sets one, nil when the
    /// configurations disagree or a variable decides it.
    var accentColorName: String??

    /// Whether the target's files can reach an iOS user: it is not a test bundle, and it builds
    /// for iOS or its settings do not say.
    var mayShipOnIOS: Bool {
      if isTestBundle { return false }
      if case .others = platforms { return false }
      return true
    }
  }

  /// The product types of test bundles: XCTest's unit and UI tests, and the older OCUnit's.
  static let testBundleProductTypes: Set<String> = [
    "com.apple.product-type.bundle.unit-test",
    "com.apple.product-type.bundle.ui-testing",
    "com.apple.product-type.bundle.ocunit-test",
  ]

  /// A folder synchronized with targets, and the paths inside it whose membership differs from
  /// the folder's for a target.
  struct SynchronizedFolder: Sendable {
    var path: String
    var targets: Set<Int>
    var exceptions: [Int: [String]]
  }

  private(set) var targets: [Target] = []
  /// The normalized path of the folder that holds the `.xcodeproj`.
  let folder: String
  /// Normalized absolute paths listed in build phases, with the targets (by index) listing them.
  private var listedFiles: [String: Set<Int>] = [:]
  /// The listed paths by their lowercased spelling, where only one path has it: Xcode builds on
  /// a file system that ignores case, so a group spelled `Components` finds the folder
  /// `components` (Winston's), and this one must too.
  private var listedFilesIgnoringCase: [String: String] = [:]
  /// By path: a file's synchronized folders are found among its ancestors.
  private var folders: [String: SynchronizedFolder] = [:]

  /// Reads `project.pbxproj` inside an `.xcodeproj` folder.
  static func read(projectFile path: String) -> Result<XcodeProject, XcodeProjectError> {
    var parsed: PropertyListValue?
    return read(projectFile: path, parsed: &parsed)
  }

  /// Reads `project.pbxproj`, handing back the parsed text in `parsed` so the caller decides
  /// when to free it (for a large project, hundreds of thousands of small values).
  static func read(projectFile path: String, parsed: inout PropertyListValue?)
    -> Result<XcodeProject, XcodeProjectError>
  {
    let bytes: [UInt8]
    switch FileBytes.read(path, maximumBytes: 64 << 20) {
    case .success(let read): bytes = read
    case .failure(let failure): return .failure(XcodeProjectError(message: failure.message))
    }
    guard bytes.withUnsafeBufferPointer({ ByteSearch.isValidUTF8($0) }) else {
      return .failure(XcodeProjectError(message: "the file is not valid UTF-8"))
    }
    do {
      let root = try OpenStepPropertyListParser.parse(bytes)
      parsed = root
      let folder = ProjectPath.parent(of: ProjectPath.parent(of: ProjectPath.normalized(path)))
      return .success(try XcodeProject(root: root, folder: folder))
    } catch let error as PropertyListSyntaxError {
      return .failure(XcodeProjectError(line: error.line, message: error.message))
    } catch let error as XcodeProjectError {
      return .failure(error)
    } catch {
      return .failure(XcodeProjectError(message: "\(error)"))
    }
  }

  /// Builds the model from a parsed project; `folder` holds the `.xcodeproj`.
  init(root: PropertyListValue, folder: String) throws {
    self.folder = folder
    guard case .dictionary(let members)? = root["objects"],
      let rootID = root["rootObject"]?.string,
      case let objects = Dictionary(
        members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a }),
      let project = objects[rootID], project["isa"]?.string == "PBXProject"
    else {
      throw XcodeProjectError(message: "no project object: 'rootObject' does not name a PBXProject")
    }
    var paths = ObjectPaths(
      objects: objects,
      projectRoot: ProjectPath.join(folder, project["projectDirPath"]?.string ?? ""),
      mainGroup: project["mainGroup"]?.string)
    let projectLevels = Self.settingsLevels(
      of: project["buildConfigurationList"]?.string, objects: objects, paths: &paths)

    var targetIndex: [String: Int] = [:]
    var folderTargets: [String: Set<Int>] = [:]
    var swift3Targets = Set<Int>()
    for case .string(let id) in project["targets"]?.array ?? [] {
      guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { continue }
      let index = targets.count
      targetIndex[id] = index
      let levels = Self.settingsLevels(
        of: target["buildConfigurationList"]?.string, objects: objects, paths: &paths)
      let configurations = levels.map { name, own in
        [own] + (projectLevels.first { $0.name == name }.map { [$0.own] } ?? [])
      }
      var built = Target(
        name: target["name"]?.string ?? id, platforms: Self.platforms(configurations),
        isTestBundle: Self.testBundleProductTypes.contains(target["productType"]?.string ?? ""),
        isApplication: target["productType"]?.string == "com.apple.product-type.application")
      // Its Info.plist is read only when what it builds is audited.
      if built.mayShipOnIOS {
        (built.forcedStyle, built.infoPlistProblem) = Self.forcedStyle(
          configurations, targetName: built.name, projectRoot: paths.projectRoot)
        built.accentColorName = Self.accentColorName(configurations)
        if Self.buildsSwift3(configurations) { swift3Targets.insert(index) }
      }
      targets.append(built)
      for case .string(let phaseID) in target["buildPhases"]?.array ?? [] {
        guard let phase = objects[phaseID],
          ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase"].contains(
            phase["isa"]?.string ?? "")
        else { continue }
        for case .string(let buildFileID) in phase["files"]?.array ?? [] {
          guard let reference = objects[buildFileID]?["fileRef"]?.string,
            let file = objects[reference]
          else { continue }
          // A localized file is built through its variant group: each language's copy.
          let members =
            file["isa"]?.string == "PBXVariantGroup"
            ? (file["children"]?.array ?? []).compactMap(\.string) : [reference]
          for member in members {
            if let path = paths.path(of: member) { listedFiles[path, default: []].insert(index) }
          }
        }
      }
      for case .string(let groupID) in target["fileSystemSynchronizedGroups"]?.array ?? [] {
        if let path = paths.path(of: groupID) { folderTargets[path, default: []].insert(index) }
      }
    }
    // Exceptions name the targets they are for; a folder no target synchronizes can still lend
    // a file to one through them.
    let synchronizedGroups = objects.compactMap { id, object in
      object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" ? id : nil
    }
    for id in synchronizedGroups.sorted() {
      guard let object = objects[id] else { continue }
      guard let path = paths.path(of: id) else { continue }
      var exceptions: [Int: [String]] = [:]
      for case .string(let exceptionID) in object["exceptions"]?.array ?? [] {
        guard let set = objects[exceptionID],
          set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          let target = set["target"]?.string.flatMap({ targetIndex[$0] })
        else { continue }
        exceptions[target, default: []] += (set["membershipExceptions"]?.array ?? []).compactMap {
          $0.string.map(ProjectPath.normalized)
        }
      }
      let synchronizing = folderTargets[path] ?? []
      if !synchronizing.isEmpty || !exceptions.isEmpty {
        folders[path] = SynchronizedFolder(
          path: path, targets: synchronizing, exceptions: exceptions)
      }
    }
    var spellings: [String: [String]] = [:]
    for path in listedFiles.keys { spellings[path.lowercased(), default: []].append(path) }
    listedFilesIgnoringCase = spellings.compactMapValues { $0.count == 1 ? $0[0] : nil }
    // A target that compiles Swift 3 was built with iOS 12's SDK at the latest: Light alone.
    if !swift3Targets.isEmpty {
      for (path, building) in listedFiles where path.hasSuffix(".swift") {
        for index in building.intersection(swift3Targets) where targets[index].forcedStyle == nil {
          targets[index].forcedStyle = .light
          targets[index].predatesDarkMode = true
        }
      }
    }
  }

  /// Whether a target builds a file listed under `folder`, a normalized absolute path.
  func buildsFile(under folder: String) -> Bool {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return listedFiles.contains { path, targets in !targets.isEmpty && path.hasPrefix(prefix) }
  }

  /// The targets (by index) that build the file or folder at `path`, a normalized absolute path.
  func targets(building path: String) -> Set<Int> {
    var result =
      listedFiles[path] ?? listedFilesIgnoringCase[path.lowercased()].flatMap { listedFiles[$0] }
      ?? []
    guard !folders.isEmpty else { return result }
    for ancestor in ProjectPath.ancestors(of: path) {
      guard let folder = folders[String(ancestor)],
        let relative = ProjectPath.relative(path, inside: folder.path)
      else { continue }
      for target in folder.targets.union(folder.exceptions.keys) {
        let excepted =
          folder.exceptions[target]?.contains { Self.exception($0, covers: relative) } ?? false
        if folder.targets.contains(target) != excepted { result.insert(target) }
      }
    }
    return result
  }

  /// Whether a synchronized folder's membership exception names the file at `relative`: the
  /// file, a folder holding it, or, written `/Localized/Dir/Name.storyboard`, each language's
  /// copy of a localized file (`Dir/Base.lproj/Name.storyboard`).
  static func exception(_ exception: String, covers relative: String) -> Bool {
    if relative == exception || ProjectPath.relative(relative, inside: exception) != nil {
      return true
    }
    let localized = "/Localized/"
    guard exception.hasPrefix(localized) else { return false }
    let parts = relative.split(separator: "/")
    guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return false }
    let unlocalized = (parts.dropLast(2) + [parts[parts.count - 1]]).joined(separator: "/")
    return unlocalized == exception.dropFirst(localized.count)
  }

  /// The platforms the targets building `path` build for together; nil when no target builds it.
  func platforms(building path: String) -> Platforms? {
    let building = targets(building: path)
    guard !building.isEmpty else { return nil }
    return Self.combined(building.map { targets[$0].platforms })
  }

  /// iOS when one builds for iOS; other platforms only when every one is decided and does not.
  static func combined(_ all: [Platforms]) -> Platforms {
    var others = Set<String>()
    var undecided = all.isEmpty
    for platforms in all {
      switch platforms {
      case .iOS: return .iOS
      case .undecided: undecided = true
      case .others(let names): others.formUnion(names)
      }
    }
    return undecided ? .undecided : .others(others)
  }

  // MARK: - Build settings

  /// One level of build settings: those written in the project file, and those of the
  /// `.xcconfig` it is based on (nil when that file could not be read).
  struct SettingsLevel {
    var written: [String: String]
    var hasFile: Bool
    var file: [String: String]?
  }

  private enum Lookup {
    /// A value, and where it was found in Xcode's order (0 is the target's own settings).
    case value(String, rank: Int)
    case unknown
    case unset
  }

  private static func lookup(_ key: String, in levels: [SettingsLevel]) -> Lookup {
    for (n, level) in levels.enumerated() {
      if let value = level.written[key] { return .value(value, rank: 2 * n) }
      guard level.hasFile else { continue }
      guard let file = level.file else { return .unknown }
      if let value = file[key] { return .value(value, rank: 2 * n + 1) }
    }
    return .unset
  }

  /// The configurations of a configuration list, by name.
  private static func settingsLevels(
    of listID: String?, objects: [String: PropertyListValue], paths: inout ObjectPaths
  ) -> [(name: String, own: SettingsLevel)] {
    guard let listID, let list = objects[listID] else { return [] }
    return (list["buildConfigurations"]?.array ?? []).compactMap { value in
      guard let id = value.string, let configuration = objects[id] else { return nil }
      var written: [String: String] = [:]
      if case .dictionary(let settings)? = configuration["buildSettings"] {
        for setting in settings {
          written[setting.key] =
            setting.value.string
            ?? setting.value.array.compactMap(\.string).joined(separator: " ")
        }
      }
      var level = SettingsLevel(written: written, hasFile: false, file: nil)
      if let reference = configuration["baseConfigurationReference"]?.string {
        level.hasFile = true
        let path = paths.path(of: reference)
        level.file =
          path.flatMap(BuildSettingsFile.read)
          ?? (path.map(Self.isCocoaPodsSettings) == true ? [:] : nil)
      } else if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
        let relative = configuration["baseConfigurationReferenceRelativePath"]?.string
      {
        level.hasFile = true
        level.file = paths.path(of: anchor).flatMap {
          BuildSettingsFile.read(ProjectPath.join($0, relative))
        }
      }
      return (configuration["name"]?.string ?? id, level)
    }
  }

  /// Whether an `.xcconfig` is one CocoaPods writes on `pod install`
  /// (`Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`), which most apps do not
  /// commit: it sets search paths, compiler flags and linker settings, none of the settings read
  /// here, so a missing one decides nothing either way.
  static func isCocoaPodsSettings(_ path: String) -> Bool {
    let name = path.split(separator: "/").last ?? ""
    return path.contains("/Target Support Files/") && name.hasPrefix("Pods-")
      && name.hasSuffix(".xcconfig")
  }

  /// A target's platforms over its configurations, each given as its levels of settings.
  static func platforms(_ configurations: [[SettingsLevel]]) -> Platforms {
    combined(configurations.map(platforms(of:)))
  }

  private static func platforms(of levels: [SettingsLevel]) -> Platforms {
    switch lookup("SUPPORTED_PLATFORMS", in: levels) {
    case .unknown: return .undecided
    case .value(let supported, let supportedRank):
      guard !supported.contains("$(") else { return .undecided }
      let names = supported.split(separator: " ").map(String.init)
      if names.contains(where: { $0.hasPrefix("iphone") }) { return .iOS }
      let others = Set(names.compactMap(platformName))
      // The supported platforms decide where a target builds. An iOS SDK chosen closer to the
      // target than them (a project's macOS-only platforms, a target's `SDKROOT = iphoneos`)
      // contradicts them, and nothing is decided.
      if case .value(let sdk, let sdkRank) = lookup("SDKROOT", in: levels),
        sdk.hasPrefix("iphone"), sdkRank < supportedRank
      {
        return .undecided
      }
      return others.isEmpty ? .undecided : .others(others)
    case .unset:
      guard case .value(let sdk, _) = lookup("SDKROOT", in: levels) else { return .undecided }
      if sdk.hasPrefix("iphone") { return .iOS }
      return platformName(sdk).map { .others([$0]) } ?? .undecided
    }
  }

  /// The accent color every configuration of a target names: `.some(nil)` when none names one,
  /// nil when they disagree or the value is a variable.
  static func accentColorName(_ configurations: [[SettingsLevel]]) -> String?? {
    var names: Set<String?> = []
    for levels in configurations {
      switch lookup("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME", in: levels) {
      case .value(let name, _) where !name.contains("$"): names.insert(name.isEmpty ? nil : name)
      case .value, .unknown: return nil
      case .unset: names.insert(nil)
      }
    }
    guard names.count <= 1 else { return nil }
    return .some(names.first ?? nil)
  }

  /// Whether every configuration compiles the target's Swift as Swift 3 or earlier
  /// (`SWIFT_VERSION = 3.0`).
  ///
  /// Xcode 10.1 is the last Xcode that compiles Swift 3, with iOS 12's SDK, and an app linked
  /// against an SDK older than iOS 13's is always drawn in Light Mode: iGap, a Swift 3 app, had
  /// its labels without a text color fail in a Dark Mode it never shows.
  static func buildsSwift3(_ configurations: [[SettingsLevel]]) -> Bool {
    guard !configurations.isEmpty else { return false }
    return configurations.allSatisfy { levels in
      guard case .value(let version, _) = lookup("SWIFT_VERSION", in: levels),
        let major = Int(version.prefix(while: \.isNumber))
      else { return false }
      return major < 4
    }
  }

  /// The appearance every configuration of a target forces with `UIUserInterfaceStyle`; nil when
  /// one follows the system's, or when the settings or the Info.plist do not say (a variable,
  /// values that disagree, a file that cannot be read: then `infoPlistProblem` says which and
  /// why).
  static func forcedStyle(
    _ configurations: [[SettingsLevel]], targetName: String, projectRoot: String
  ) -> (style: Style?, infoPlistProblem: String?) {
    var found: Style?
    for levels in configurations {
      let reading = forcedStyle(of: levels, targetName: targetName, projectRoot: projectRoot)
      if let problem = reading.infoPlistProblem { return (nil, problem) }
      guard let style = reading.style, found == nil || found == style else { return (nil, nil) }
      found = style
    }
    return (found, nil)
  }

  private static func forcedStyle(
    of levels: [SettingsLevel], targetName: String, projectRoot: String
  ) -> (style: Style?, infoPlistProblem: String?) {
    var values: [String] = []
    switch lookup("INFOPLIST_KEY_UIUserInterfaceStyle", in: levels) {
    case .value(let value, _): values.append(value)
    case .unknown: return (nil, nil)
    case .unset: break
    }
    switch lookup("INFOPLIST_FILE", in: levels) {
    case .value(let written, _):
      switch infoPlistStyle(written, targetName: targetName, projectRoot: projectRoot) {
      case .success(let value?): values.append(value)
      case .success(nil): break
      case .failure(let problem): return (nil, "\(written): \(problem.reason)")
      }
    case .unknown: return (nil, nil)
    case .unset: break
    }
    guard let first = values.first, values.allSatisfy({ $0 == first }) else { return (nil, nil) }
    switch first {
    case "Light": return (.light, nil)
    case "Dark": return (.dark, nil)
    default: return (nil, nil)
    }
  }

  /// Why an Info.plist was not read.
  struct InfoPlistProblem: Error {
    var reason: String
  }

  /// The `UIUserInterfaceStyle` string of the Info.plist at `written` (an `INFOPLIST_FILE`
  /// value), or nil when it sets none.
  ///
  /// The project's folder and the target's name are expanded, as Xcode expands them; another
  /// build variable (`$(DERIVED_FILE_DIR)`: a file made while building) cannot be read here.
  private static func infoPlistStyle(
    _ written: String, targetName: String, projectRoot: String
  ) -> Result<String?, InfoPlistProblem> {
    var path = written
    for variable in ["$(SRCROOT)/", "$(PROJECT_DIR)/", "${SRCROOT}/", "${PROJECT_DIR}/"]
    where path.hasPrefix(variable) {
      path.removeFirst(variable.count)
    }
    for variable in ["$(TARGET_NAME)", "${TARGET_NAME}"] {
      path = path.replacingOccurrences(of: variable, with: targetName)
    }
    guard !path.contains("$") else {
      return .failure(InfoPlistProblem(reason: "its path names a build variable"))
    }
    let full = path.hasPrefix("/") ? path : ProjectPath.join(projectRoot, path)
    let bytes: [UInt8]
    switch FileBytes.read(ProjectPath.existing(full) ?? full, maximumBytes: 1 << 20) {
    case .success(let read): bytes = read
    case .failure(let failure): return .failure(InfoPlistProblem(reason: failure.message))
    }
    var text = bytes
    if let preprocessed = withoutDirectives(bytes) {
      guard let kept = preprocessed else {
        return .failure(
          InfoPlistProblem(reason: "its UIUserInterfaceStyle is set under a preprocessor condition")
        )
      }
      text = kept
    }
    guard
      let plist = try? PropertyListSerialization.propertyList(from: Data(text), format: nil)
        as? [String: Any]
    else {
      return .failure(InfoPlistProblem(reason: "not a property list with a dictionary at its root"))
    }
    guard let value = plist["UIUserInterfaceStyle"] else { return .success(nil) }
    guard let text = value as? String else {
      return .failure(InfoPlistProblem(reason: "its UIUserInterfaceStyle is not a string"))
    }
    return .success(text)
  }

  /// An Info.plist that Xcode runs through the C preprocessor (`INFOPLIST_PREPROCESS`) without
  /// its `#ifdef` … `#endif` lines, when it has any: nil when it has none, `.some(nil)` when the
  /// appearance key lies under a condition (which branch builds is not known here).
  ///
  /// KeePassium's and ownCloud's hold `#ifdef INTUNE` and `#ifndef DISABLE_PLAIN_HTTP` between
  /// their keys, which no property-list parser reads.
  static func withoutDirectives(_ bytes: [UInt8]) -> [UInt8]?? {
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var depth = 0
    var found = false
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      let start = line.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
      guard let start, line[start] == UInt8(ascii: "#") else {
        if depth > 0,
          line.withUnsafeBufferPointer({ ByteSearch.contains($0, "UIUserInterfaceStyle") })
        {
          return .some(nil)
        }
        kept += line
        kept.append(UInt8(ascii: "\n"))
        continue
      }
      found = true
      let directive = line[line.index(after: start)...].drop {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
      }
      if directive.starts(with: "if".utf8) {
        depth += 1
      } else if directive.starts(with: "endif".utf8) {
        depth = max(depth - 1, 0)
      }
    }
    return found ? .some(kept) : nil
  }

  /// The platform an SDK name (`macosx`, `appletvos14.0`) builds for, other than iOS.
  static func platformName(_ sdk: String) -> String? {
    let names = [
      ("macosx", "macOS"), ("appletv", "tvOS"), ("watch", "watchOS"), ("xr", "visionOS"),
      ("driverkit", "DriverKit"),
    ]
    return names.first { sdk.hasPrefix($0.0) }?.1
  }
}

/// Resolves the paths of a project's files and groups, each once.
struct ObjectPaths {
  let objects: [String: PropertyListValue]
  let projectRoot: String
  let mainGroup: String?
  private let parents: [String: String]
  private var resolved: [String: String?] = [:]

  init(objects: [String: PropertyListValue], projectRoot: String, mainGroup: String?) {
    self.objects = objects
    self.projectRoot = projectRoot
    self.mainGroup = mainGroup
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for case .string(let child) in object["children"]?.array ?? [] { parents[child] = id }
    }
    self.parents = parents
  }

  /// The normalized absolute path of a file reference or group; nil when it is relative to
  /// something outside the sources (the build products, the SDK) or not in the group tree.
  mutating func path(of id: String) -> String? {
    path(of: id, depth: 0)
  }

  private mutating func path(of id: String, depth: Int) -> String? {
    if let known = resolved[id] { return known }
    guard depth < 128, let object = objects[id] else { return nil }
    let base: String?
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>":
      if let parent = parents[id] {
        base = path(of: parent, depth: depth + 1)
      } else {
        base = id == mainGroup ? projectRoot : nil
      }
    case "SOURCE_ROOT": base = projectRoot
    case "<absolute>": base = "/"
    default: base = nil
    }
    let result = base.map { base in
      object["path"]?.string.map { ProjectPath.join(base, $0) } ?? base
    }
    resolved[id] = .some(result)
    return result
  }
}
