import Foundation

/// Leaves out of the audit the sources of a Swift package's test targets: a unit test's
/// attributed string or view is not what an iOS user sees.
///
/// Only what a manifest proves is left out: a `Package.swift` declares each test target
/// (`.testTarget(name: "KitTests")`), whose sources are in `Tests/KitTests` or the folder its
/// `path:` names. A manifest that builds its list of targets in code, or a file outside those
/// folders, is read as before.
enum SwiftPackageTests {
  /// A test target of a manifest: its name, and its folder relative to the package.
  struct TestTarget: Equatable {
    var name: String
    var folder: String
  }

  /// The test targets `manifest` (the text of a `Package.swift`) declares with a literal name,
  /// and a literal path when it has one.
  static func testTargets(manifest: String) -> [TestTarget] {
    let source = SourceFile(path: "Package.swift", language: .swift, source: manifest)
    var targets: [TestTarget] = []
    var k = 1
    while k + 1 < source.count {
      defer { k += 1 }
      guard source.isIdentifier(k, "testTarget"), source.isPunctuation(k - 1, "."),
        source.isPunctuation(k + 1, "(")
      else { continue }
      let arguments = source.arguments(open: k + 1)
      func literal(_ label: String) -> String? {
        guard let value = arguments.first(where: { $0.label == label })?.value,
          value.count == 1, source[value.lowerBound].kind == .string,
          !source[value.lowerBound].interpolated
        else { return nil }
        return source[value.lowerBound].text
      }
      guard let name = literal("name"), !name.isEmpty else { continue }
      var folder = literal("path") ?? "Tests/\(name)"
      while folder.hasPrefix("./") { folder.removeFirst(2) }
      while folder.hasSuffix("/") { folder.removeLast() }
      // `path: "."` or `path: ""` would be the whole package: not a test folder.
      guard !folder.isEmpty, folder != ".", !folder.hasPrefix("..") else { continue }
      targets.append(TestTarget(name: name, folder: folder))
    }
    return targets
  }

  /// Removes from `inputs` the source files and asset catalogs inside the test targets' folders
  /// of every `Package.swift` among them; returns a note per manifest that left some out.
  ///
  /// `read` gives a manifest's text, or nil when it cannot be read; the source stage, which
  /// reads every Swift file, reports that.
  static func leaveOutTestTargets(
    from inputs: inout DiscoveredInputs, read: (InputFile) -> String? = readText
  ) -> [Diagnostic] {
    let manifests = inputs.sourceFiles.filter { $0.url.lastPathComponent == "Package.swift" }
    guard !manifests.isEmpty else { return [] }
    var folders: [(prefix: String, manifest: Int, target: String)] = []
    for (n, manifest) in manifests.enumerated() {
      guard let text = read(manifest) else { continue }
      let package = manifest.url.deletingLastPathComponent().path
      for target in testTargets(manifest: text) {
        folders.append((package + "/" + target.folder + "/", n, target.name))
      }
    }
    guard !folders.isEmpty else { return [] }
    var leftOut = Array(
      repeating: (files: 0, catalogs: 0, targets: Set<String>()), count: manifests.count)
    func isKept(_ input: InputFile, catalog: Bool) -> Bool {
      let path = input.url.path
      guard let folder = folders.first(where: { path.hasPrefix($0.prefix) }) else { return true }
      if catalog {
        leftOut[folder.manifest].catalogs += 1
      } else {
        leftOut[folder.manifest].files += 1
      }
      leftOut[folder.manifest].targets.insert(folder.target)
      return false
    }
    inputs.sourceFiles = inputs.sourceFiles.filter { isKept($0, catalog: false) }
    inputs.catalogs = inputs.catalogs.filter { isKept($0, catalog: true) }
    return manifests.enumerated().compactMap { n, manifest -> Diagnostic? in
      let (files, catalogs, targets) = leftOut[n]
      guard !targets.isEmpty else { return nil }
      let counts = [
        files > 0 ? (files == 1 ? "1 source file" : "\(files) source files") : nil,
        catalogs > 0 ? (catalogs == 1 ? "1 asset catalog" : "\(catalogs) asset catalogs") : nil,
      ].compactMap { $0 }.joined(separator: " and ")
      let names = targets.sorted().map { "\($0) (tests)" }.joined(separator: ", ")
      return Diagnostic(
        .note, SourceLocation(file: manifest.displayPath),
        "\(counts) not read: only the package's test targets build them: \(names)")
    }
  }

  private static func readText(_ file: InputFile) -> String? {
    guard let data = FileManager.default.contents(atPath: file.url.path) else { return nil }
    return String(data: data, encoding: .utf8)
  }
}
