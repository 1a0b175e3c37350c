import Foundation

/// The build settings of an `.xcconfig` file, with the files it includes.
///
/// Only what decides a target's platform is read from them, so the reading is plain:
/// `KEY = value` lines (the last one wins, an included file's lines where the `#include` is),
/// `//` comments, `#include "file"` and `#include? "file"` relative to the including file.
/// Settings conditioned on an SDK or architecture (`KEY[sdk=iphoneos*] = …`) are left out.
enum BuildSettingsFile {
  /// Includes deeper than this are a loop or a mistake.
  static let maximumIncludeDepth = 16

  /// The settings of the file at `path`, or nil when it, or a file it requires, cannot be read
  /// (the settings would be incomplete, so nothing is decided from them).
  static func read(_ path: String) -> [String: String]? {
    var settings: [String: String] = [:]
    return read(path, into: &settings, depth: 0) ? settings : nil
  }

  private static func read(_ path: String, into settings: inout [String: String], depth: Int)
    -> Bool
  {
    guard depth < maximumIncludeDepth,
      case .success(let bytes) = FileBytes.read(path, maximumBytes: 1 << 20)
    else { return false }
    let folder = ProjectPath.parent(of: path)
    for rawLine in String(decoding: bytes, as: UTF8.self).split(
      omittingEmptySubsequences: true, whereSeparator: \.isNewline)
    {
      var line = Substring(rawLine)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      line = line.drop(while: \.isWhitespace)
      if line.hasPrefix("#include") {
        let optional = line.hasPrefix("#include?")
        guard let open = line.firstIndex(of: "\""),
          let close = line[line.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        let name = String(line[line.index(after: open)..<close])
        let included = name.hasPrefix("/") ? name : ProjectPath.join(folder, name)
        if !read(included, into: &settings, depth: depth + 1), !optional { return false }
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      guard !key.isEmpty, !key.contains("[") else { continue }
      var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.hasSuffix(";") { value.removeLast() }
      settings[key] = value.trimmingCharacters(in: .whitespaces)
    }
    return true
  }
}
