import Foundation

/// Which images of the app's asset catalogs draw in their own colors.
///
/// A tint colors only a template image: an image set whose `Contents.json` does not say
/// `"template-rendering-intent": "template"` is drawn as its pixels are (Xcode's "Render As:
/// Default"), whatever tint its image view has. The catalogs' folders are listed the first time
/// an image is asked about, and each image set asked about is read once; nothing is read for an
/// app that asks about none. Safe to ask from several threads.
final class CatalogImages: @unchecked Sendable {
  private let catalogs: [URL]
  private let lock = NSLock()
  /// Each image set's `Contents.json`, by the name Interface Builder and `UIImage(named:)` use
  /// (with the namespaces of the groups that provide one); symbol sets by name, as nil.
  private var sets: [String: String?]?
  private var answers: [String: Bool] = [:]

  init(catalogs: [URL]) {
    self.catalogs = catalogs
  }

  /// Whether a catalog holds an image set of this name that is not a template.
  ///
  /// False for a name no catalog holds (a symbol, an image in the bundle), a symbol set, or a
  /// set that cannot be read: nothing is known of how those draw.
  func rendersOriginal(_ name: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if let known = answers[name] { return known }
    if sets == nil {
      var found: [String: String?] = [:]
      for catalog in catalogs {
        Self.list(folder: catalog.path, namespace: "", depth: 0, into: &found)
      }
      sets = found
    }
    var answer = false
    if case .some(.some(let contents)) = sets?[name] {
      answer = !Self.isTemplate(contentsAt: contents)
    }
    answers[name] = answer
    return answer
  }

  private static func list(
    folder: String, namespace: String, depth: Int, into found: inout [String: String?]
  ) {
    guard depth < AssetCatalogLoader.maximumDepth,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = folder + "/" + name
      if name.hasSuffix(".imageset") {
        let key = namespace + name.dropLast(".imageset".count)
        if found[key] == nil { found[key] = .some(path + "/Contents.json") }
      } else if name.hasSuffix(".symbolset") {
        let key = namespace + name.dropLast(".symbolset".count)
        if found[key] == nil { found[key] = .some(nil) }
      } else if !name.contains(".") {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
          isFolder.boolValue
        else { continue }
        let inner = providesNamespace(path + "/Contents.json") ? namespace + name + "/" : namespace
        list(folder: path, namespace: inner, depth: depth + 1, into: &found)
      }
    }
  }

  private static func json(at path: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: path),
      data.count <= AssetCatalogLoader.maximumContentsSize
    else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  private static func providesNamespace(_ contents: String) -> Bool {
    let properties = json(at: contents)?["properties"] as? [String: Any]
    return properties?["provides-namespace"] as? Bool == true
  }

  /// A set that cannot be read counts as a template: nothing is dropped on a guess.
  private static func isTemplate(contentsAt path: String) -> Bool {
    guard let contents = json(at: path) else { return true }
    let properties = contents["properties"] as? [String: Any]
    return properties?["template-rendering-intent"] as? String == "template"
  }
}
