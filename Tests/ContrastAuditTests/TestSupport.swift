import Foundation
import Testing

@testable import ContrastAudit

/// Paths to fixtures and to the package's own folders, for tests.
enum TestPaths {
  /// The package root, found from this file's location.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let rules = packageRoot.appendingPathComponent("Rules")

  /// The bundled copy of `Tests/ContrastAuditTests/Fixtures`.
  static let fixtures: URL = {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)
      ?? packageRoot.appendingPathComponent("Tests/ContrastAuditTests/Fixtures")
  }()

  /// The files the attributed-text scanner reads in a bundled fixture folder such as
  /// `Fixtures/AttributedText/App`, by path relative to it, sorted.
  static func scannedFiles(inFixture folder: String) throws -> [(displayPath: String, url: URL)] {
    let root = try #require(Bundle.module.url(forResource: folder, withExtension: nil))
    let files = try #require(
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
    var result: [(displayPath: String, url: URL)] = []
    for case let url as URL in files where AttributedTextScanner.handles(url) {
      let relative = url.standardizedFileURL.path.replacingOccurrences(
        of: root.standardizedFileURL.path + "/", with: "")
      result.append((relative, url))
    }
    return result.sorted { $0.displayPath < $1.displayPath }
  }

  static func fixture(_ path: String) -> URL {
    fixtures.appendingPathComponent(path)
  }

  static let builtInRules: BuiltInRules = {
    do throws(Diagnostic) {
      return try BuiltInRules.load(from: rules)
    } catch {
      fatalError("the package's Rules/ do not load: \(error.location.description) \(error.message)")
    }
  }()

  /// A resolver over some colors plus UIKit's built-in system colors.
  static func resolver(_ colors: [NamedColor]) -> Resolver {
    Resolver(
      palette: Palette(colors), systemColors: Palette(builtInRules.systemColors),
      systemAliases: builtInRules.aliases)
  }
}

extension AuditResult {
  /// Each pairing checked, as "foreground on background": what discovery found, in a form a
  /// test can compare whole.
  var checkedPairs: Set<String> {
    Set(checks.map { "\($0.pairing.foreground) on \($0.pairing.background)" })
  }
}

/// A scratch folder removed when the value goes away.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "contrast-audit-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // Make everything writable again so removal succeeds after permission tests.
    if let enumerator = FileManager.default.enumerator(atPath: url.path) {
      for case let path as String in enumerator {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(path).path)
      }
    }
    try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    try? FileManager.default.removeItem(at: url)
  }

  /// The audit of `path` inside the folder, as the command line asks for it.
  func audit(_ path: String = "App") -> AuditResult {
    Auditor.run(AuditRequest(paths: [path], workingDirectory: url, rulesDirectory: TestPaths.rules))
  }

  /// Writes `contents` at `path` inside the folder, creating intermediate folders.
  @discardableResult
  func write(_ path: String, _ contents: String) throws -> URL {
    try write(path, bytes: Data(contents.utf8))
  }

  /// Writes raw bytes at `path` (text in another encoding, an encrypted file).
  @discardableResult
  func write(_ path: String, bytes: Data) throws -> URL {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: file)
    return file
  }

  /// The text of the file at `path` inside the folder.
  func read(_ path: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
  }
}

extension Result {
  var value: Success? {
    if case .success(let value) = self { return value }
    return nil
  }

  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// Interface Builder documents as Xcode writes them, around the objects or scenes a test gives.
enum InterfaceBuilderDocument {
  /// A xib holding `objects` (its File's Owner placeholder and views).
  static func xib(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <objects>
    \(objects)
        </objects>
    </document>
    """
  }

  /// A system button with a semibold title in a white of `white` (tests give each a slightly
  /// different one: identical pairings are checked once), over `background` where one is given
  /// (a `<color key="backgroundColor" …/>` element), of `customClass` where one is given.
  static func button(
    _ id: String, _ title: String, y: Int, white: String, background: String? = nil,
    customClass: String? = nil
  ) -> String {
    let custom = customClass.map { " customClass=\"\($0)\" customModule=\"App\"" } ?? ""
    let ground = background.map { "\n                        \($0)" } ?? ""
    return """
                      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"\(custom)>
                          <rect key="frame" x="16" y="\(y)" width="288" height="48"/>\(ground)
                          <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                          <state key="normal" title="\(title)">
                              <color key="titleColor" white="\(white)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                          </state>
                      </button>
      """
  }

  /// A label with `text` (empty for none), in `font` and `textColor`, the `<fontDescription …/>`
  /// and `<color key="textColor" …/>` elements Xcode writes.
  static func label(_ id: String, text: String, font: String, textColor: String) -> String {
    """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                <rect key="frame" x="16" y="8" width="120" height="18"/>
                                \(font)
                                \(textColor)
                                <nil key="highlightedColor"/>
                            </label>
    """
  }

  /// A `<color key="…" …/>` element in Xcode's gamma 2.2 gray.
  static func gray(_ key: String, white: String) -> String {
    #"<color key="\#(key)" white="\#(white)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
  }

  /// A storyboard holding `scenes`.
  static func storyboard(_ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
  }
}

/// Asset catalog files as Xcode writes them.
enum AssetCatalogFixture {
  /// A catalog's own `Contents.json`.
  static let catalog = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#

  /// A color set's `Contents.json` with one sRGB color for every appearance.
  static func colorSet(red: String, green: String, blue: String) -> String {
    """
    {
      "colors" : [
        {
          "color" : {
            "color-space" : "srgb",
            "components" : { "alpha" : "1.000", "blue" : "\(blue)", "green" : "\(green)", "red" : "\(red)" }
          },
          "idiom" : "universal"
        }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """
  }

  /// Writes a catalog `App/<catalog>.xcassets` with the named colors.
  static func write(
    _ folder: TemporaryFolder, catalog: String = "Colors",
    colors: [String: (red: String, green: String, blue: String)]
  ) throws {
    try folder.write("App/\(catalog).xcassets/Contents.json", Self.catalog)
    for (name, rgb) in colors {
      try folder.write(
        "App/\(catalog).xcassets/\(name).colorset/Contents.json",
        colorSet(red: rgb.red, green: rgb.green, blue: rgb.blue))
    }
  }
}
