import Foundation
import Testing

@testable import ContrastAudit

/// What the loader does with odd file systems: links, loops, huge or unreadable files.
///
/// Each test builds its catalog in a fresh temporary folder.
@Suite struct AssetCatalogFileSystemTests {
  static let colorSet = AssetCatalogFixture.colorSet(red: "0.500", green: "0.500", blue: "0.500")
  static let namespace = """
    { "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }
    """

  /// A temporary `Test.xcassets` with the given files, removed when `body` returns.
  func withCatalog(
    _ files: [String: String], _ body: (URL) throws -> Void
  ) throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("contrast-audit-\(UUID().uuidString)")
    let catalog = base.appendingPathComponent("Test.xcassets")
    defer { try? FileManager.default.removeItem(at: base) }
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    for (path, text) in files {
      let url = catalog.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try body(catalog)
  }

  @Test func symbolicLinkLoopIsAnErrorNotAHang() throws {
    try withCatalog([
      "Brand/Contents.json": Self.namespace,
      "Brand/Accent.colorset/Contents.json": Self.colorSet,
    ]) { catalog in
      try FileManager.default.createSymbolicLink(
        atPath: catalog.appendingPathComponent("Brand/Again").path, withDestinationPath: "..")
      let (colors, diagnostics) = AssetCatalogLoader.load(
        catalogAt: catalog, displayPath: "Test.xcassets")
      #expect(colors.map(\.name) == ["Brand/Accent"])
      #expect(diagnostics.count == 1)
      let loop = try #require(diagnostics.first)
      #expect(loop.severity == .error)
      #expect(loop.location.file == "Test.xcassets/Brand/Again")
      #expect(loop.message.contains("loop"))
    }
  }

  @Test func secondLinkToAFolderIsReadOnce() throws {
    try withCatalog([
      "Brand/Contents.json": Self.namespace,
      "Brand/Accent.colorset/Contents.json": Self.colorSet,
    ]) { catalog in
      try FileManager.default.createSymbolicLink(
        atPath: catalog.appendingPathComponent("Linked").path, withDestinationPath: "Brand")
      let (colors, diagnostics) = AssetCatalogLoader.load(
        catalogAt: catalog, displayPath: "Test.xcassets")
      #expect(colors.map(\.name) == ["Brand/Accent"])
      #expect(diagnostics.map(\.severity) == [.warning])
      #expect(diagnostics.first?.location.file == "Test.xcassets/Linked")
    }
  }

  @Test func linkedColorSetIsRead() throws {
    try withCatalog(["Real.colorset/Contents.json": Self.colorSet]) { catalog in
      try FileManager.default.createSymbolicLink(
        atPath: catalog.appendingPathComponent("Alias.colorset").path,
        withDestinationPath: "Real.colorset")
      try FileManager.default.createSymbolicLink(
        atPath: catalog.appendingPathComponent("Dangling.colorset").path,
        withDestinationPath: "Nowhere.colorset")
      let (colors, diagnostics) = AssetCatalogLoader.load(
        catalogAt: catalog, displayPath: "Test.xcassets")
      #expect(colors.map(\.name) == ["Alias", "Real"])
      #expect(diagnostics.map(\.severity) == [.error])
      #expect(diagnostics.first?.location.file == "Test.xcassets/Dangling.colorset")
    }
  }

  @Test func hugeContentsJSONIsRefusedWithoutReadingIt() throws {
    let padding = String(repeating: " ", count: 3 * 1024 * 1024)
    try withCatalog(["Huge.colorset/Contents.json": Self.colorSet + padding]) { catalog in
      let (colors, diagnostics) = AssetCatalogLoader.load(
        catalogAt: catalog, displayPath: "Test.xcassets")
      #expect(colors.isEmpty)
      let error = try #require(diagnostics.first)
      #expect(error.severity == .error)
      #expect(error.location.file == "Test.xcassets/Huge.colorset/Contents.json")
      #expect(error.message == "is 3.0 MB; a color set's Contents.json is a few kilobytes")
    }
  }

  @Test func contentsJSONThatIsAFolderIsAnError() throws {
    try withCatalog(["Odd.colorset/Contents.json/README": "not JSON"]) { catalog in
      let (colors, diagnostics) = AssetCatalogLoader.load(
        catalogAt: catalog, displayPath: "Test.xcassets")
      #expect(colors.isEmpty)
      #expect(diagnostics.map(\.severity) == [.error])
    }
  }

  @Test(.enabled(if: getuid() != 0, "root reads every folder"))
  func unreadableFolderIsAnErrorNamingIt() throws {
    try withCatalog(["Locked/Inside.colorset/Contents.json": Self.colorSet]) { catalog in
      let locked = catalog.appendingPathComponent("Locked")
      try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
      defer {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: locked.path)
      }
      let (colors, diagnostics) = AssetCatalogLoader.load(
        catalogAt: catalog, displayPath: "Test.xcassets")
      #expect(colors.isEmpty)
      #expect(diagnostics.map(\.severity) == [.error])
      #expect(diagnostics.first?.location.file == "Test.xcassets/Locked")
    }
  }

  @Test func loadingNeverWritesToTheCatalog() throws {
    let root = try AssetCatalogFixtures.root
    func snapshot() throws -> [String: Data] {
      var files: [String: Data] = [:]
      let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
      while let path = enumerator.nextObject() as? String {
        let url = root.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          files[path] = try Data(contentsOf: url)
        }
      }
      return files
    }
    let before = try snapshot()
    _ = try AssetCatalogFixtures.load("App/Colors.xcassets")
    _ = try AssetCatalogFixtures.load("Broken.xcassets")
    #expect(try snapshot() == before)
  }
}

/// Component values in every encoding, decoded on their own.
@Suite struct AssetComponentTests {
  static let decodable: [(String, Double)] = [
    ("0xFF", 1), ("0x80", 128 / 255), ("0x0a", 10 / 255), ("66", 66 / 255), ("255", 1),
    ("0", 0), ("1", 1 / 255), ("0.500", 0.5), ("0.0300", 0.03), ("1.000", 1), ("-0.250", -0.25),
    (".5", 0.5), ("1e-1", 0.1), (" 0.5 ", 0.5),
  ]

  @Test(arguments: decodable)
  func decodesStrings(text: String, expected: Double) throws {
    let component = try AssetComponent.decode(string: text).get()
    #expect(abs(component.value - expected) < 1e-12)
  }

  @Test(arguments: [
    "nan", "NaN", "inf", "-infinity", "0x", "0xGG", "0x100", "256", "abc", "", "1.2.3", "0x1p3",
    "1e999", "٣",
  ])
  func rejectsStrings(text: String) {
    guard case .failure = AssetComponent.decode(string: text) else {
      Issue.record("\"\(text)\" was accepted")
      return
    }
  }

  @Test func jsonNumbersAreTakenAsTheyAre() throws {
    let one = try JSONParser.parse("1")
    #expect(try AssetComponent.decode(one).get() == AssetComponent(value: 1, encoding: .number))
    let fraction = try JSONParser.parse("0.7215686275")
    #expect(try AssetComponent.decode(fraction).get().value == 0.7215686275)
    for wrong in ["true", "null", "[]", "{}"] {
      guard case .failure = AssetComponent.decode(try JSONParser.parse(wrong)) else {
        Issue.record("\(wrong) was accepted")
        continue
      }
    }
  }
}
