import Foundation

/// Reads one JSON input file and turns type mismatches into diagnostics that name the file,
/// the line and the key path.
struct JSONFile {
  /// The path as shown to the user.
  let path: String

  /// Reads and parses `url`, refusing files larger than `maximumBytes` before reading them.
  static func load(_ url: URL, displayPath: String, maximumBytes: Int) throws(Diagnostic)
    -> JSONValue
  {
    let location = SourceLocation(file: displayPath)
    let bytes: [UInt8]
    switch FileBytes.read(url.path, maximumBytes: maximumBytes) {
    case .success(let read): bytes = read
    case .failure(.tooLarge(let size)):
      throw .error(
        location,
        "the file is \(FileBytes.megabytes(size)); input files of this kind are at most "
          + "\(FileBytes.megabytes(maximumBytes)), so this is not one")
    case .failure(let failure):
      throw .error(location, failure.message)
    }
    do {
      return try JSONParser.parse(bytes: bytes)
    } catch {
      throw .error(
        SourceLocation(file: displayPath, line: error.line, column: error.column),
        "invalid JSON: \(error.message)")
    }
  }

  func location(_ value: JSONValue?, _ key: String) -> SourceLocation {
    SourceLocation(file: path, line: value?.line, column: value?.column, key: key)
  }

  func error(_ value: JSONValue?, _ key: String, _ message: String) -> Diagnostic {
    .error(location(value, key), message)
  }

  func object(_ value: JSONValue, _ key: String) throws(Diagnostic) -> [(
    key: String, value: JSONValue
  )] {
    guard let members = value.objectMembers else {
      throw error(
        value, key,
        "\(key.isEmpty ? "the document" : key) must be an object, found \(value.typeName)")
    }
    return members
  }

  func array(_ value: JSONValue, _ key: String) throws(Diagnostic) -> [JSONValue] {
    guard let elements = value.arrayElements else {
      throw error(value, key, "\(key) must be an array, found \(value.typeName)")
    }
    return elements
  }

  func string(_ value: JSONValue, _ key: String) throws(Diagnostic) -> String {
    guard let string = value.stringValue else {
      throw error(value, key, "\(key) must be a string, found \(value.typeName)")
    }
    return string
  }

  func number(_ value: JSONValue, _ key: String) throws(Diagnostic) -> Double {
    guard let number = value.numberValue else {
      throw error(value, key, "\(key) must be a number, found \(value.typeName)")
    }
    return number
  }

  /// A warning for each member whose key is not one of `known`, suggesting the nearest.
  func unknownKeys(
    _ members: [(key: String, value: JSONValue)], known: [String], in parent: String
  ) -> [Diagnostic] {
    members.filter { !known.contains($0.key) }.map { member in
      let key = parent.isEmpty ? member.key : "\(parent).\(member.key)"
      let hint = NameSuggestions.nearest(to: member.key, in: known).first.map {
        "; did you mean \"\($0)\"?"
      }
      return .warning(
        location(member.value, key), "unknown key \"\(member.key)\" is ignored\(hint ?? "")")
    }
  }
}

/// Nearest-name suggestions for misspelled color names, keys and options.
public enum NameSuggestions {
  /// Up to `limit` candidates close to `name` (case-insensitive edit distance), nearest first.
  public static func nearest(to name: String, in candidates: [String], limit: Int = 3)
    -> [String]
  {
    let target = Array(name.lowercased())
    let threshold = max(2, target.count / 3)
    return
      candidates
      .map { candidate in
        // A truncated name ("attributed-txt") is near the candidate's start of the same length.
        let letters = Array(candidate.lowercased())
        let whole = editDistance(target, letters)
        let start = editDistance(target, Array(letters.prefix(target.count))) + 1
        return (candidate: candidate, distance: min(whole, start))
      }
      .filter { $0.distance <= threshold || $0.candidate.lowercased().hasSuffix(name.lowercased()) }
      .sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
      .prefix(limit).map(\.candidate)
  }

  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
