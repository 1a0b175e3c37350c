import Foundation

/// Reads one JSON input file and turns type mismatches into diagnostics that name the file,
/// the line and the key path.
struct JSONFile {
  /// The path as shown to the user.
  let path: String

  /// Reads and parses `url`, refusing files larger than `maximumBytes` before reading them;
  /// `tooLargeAdvice` says what to do about one that is larger.
  static func load(
    _ url: URL, displayPath: String, maximumBytes: Int, tooLargeAdvice: String? = nil
  ) throws(Diagnostic) -> JSONValue {
    let location = SourceLocation(file: displayPath)
    let bytes: [UInt8]
    switch FileBytes.read(url.path, maximumBytes: maximumBytes) {
    case .success(let read): bytes = read
    case .failure(.tooLarge(let size)):
      throw .error(
        location,
        "the file is \(FileBytes.megabytes(size)); input files of this kind are at most "
          + "\(FileBytes.megabytes(maximumBytes))"
          + (tooLargeAdvice.map { ": " + $0 } ?? ", so this is not one"))
    case .failure(let failure):
      throw .error(location, failure.message)
    }
    return try parse(bytes, displayPath: displayPath)
  }

  /// Parses bytes already read, such as a file compiled into the binary.
  static func parse(_ bytes: [UInt8], displayPath: String) throws(Diagnostic) -> JSONValue {
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
  /// How many names one run looks up suggestions for, where there can be thousands.
  public static let lookUpBudget = 100

  /// Candidate names prepared once (lowercased UTF-8), for many look-ups against the same list.
  public struct Candidates: Sendable {
    fileprivate let names: [(name: String, letters: [UInt8])]

    public init(_ names: [String]) {
      self.names = names.map { ($0, Array($0.lowercased().utf8)) }
    }
  }

  /// Candidates made when first asked for: a run with no unknown name, most, never makes them,
  /// and a large app has thousands.
  struct LazyCandidates {
    private let names: () -> [String]
    private var made: Candidates?

    init(_ names: @escaping () -> [String]) {
      self.names = names
    }

    /// ``NameSuggestions/nearest(to:in:limit:)`` among the names.
    mutating func nearest(to name: String) -> [String] {
      let candidates = made ?? Candidates(names())
      made = candidates
      return NameSuggestions.nearest(to: name, in: candidates)
    }
  }

  /// Up to `limit` candidates close to `name` (case-insensitive edit distance), nearest first.
  public static func nearest(to name: String, in candidates: [String], limit: Int = 3)
    -> [String]
  {
    nearest(to: name, in: Candidates(candidates), limit: limit)
  }

  /// Up to `limit` candidates close to `name`, nearest first.
  ///
  /// The distance is computed only up to the threshold that decides a suggestion, so one look-up
  /// costs about the candidates' total length times the threshold, not their product with the
  /// name's length.
  public static func nearest(to name: String, in candidates: Candidates, limit: Int = 3)
    -> [String]
  {
    let target = Array(name.lowercased().utf8)
    let threshold = max(2, target.count / 3)
    var rows = DistanceRows()
    var found: [(candidate: String, distance: Int)] = []
    for (candidate, letters) in candidates.names {
      // A truncated name ("attributed-txt") is near the candidate's start of the same length.
      let whole = rows.editDistance(target, letters[...], limit: threshold)
      let start = rows.editDistance(target, letters.prefix(target.count), limit: threshold) + 1
      let distance = min(whole, start)
      let endsWithName =
        letters.count >= target.count && letters.suffix(target.count).elementsEqual(target)
      if distance <= threshold || endsWithName { found.append((candidate, distance)) }
    }
    return found.sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
      .prefix(limit).map(\.candidate)
  }

  /// The two rows of the edit-distance table, reused across candidates.
  struct DistanceRows {
    private var previous: [Int] = []
    private var current: [Int] = []

    /// The edit distance of `a` and `b`, or `limit + 1` as soon as it must exceed `limit`.
    mutating func editDistance(_ a: [UInt8], _ b: ArraySlice<UInt8>, limit: Int) -> Int {
      guard abs(a.count - b.count) <= limit else { return limit + 1 }
      if a.isEmpty { return b.count }
      if b.isEmpty { return a.count }
      let width = b.count + 1
      if previous.count < width {
        previous = [Int](repeating: 0, count: width)
        current = previous
      }
      for j in 0..<width { previous[j] = j }
      let first = b.startIndex
      for i in 1...a.count {
        current[0] = i
        var rowMinimum = i
        for j in 1..<width {
          let substitution = previous[j - 1] + (a[i - 1] == b[first + j - 1] ? 0 : 1)
          current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
          rowMinimum = min(rowMinimum, current[j])
        }
        if rowMinimum > limit { return limit + 1 }
        swap(&previous, &current)
      }
      return min(previous[width - 1], limit + 1)
    }
  }
}
