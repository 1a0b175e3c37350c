import Foundation

/// The text of the lines reports point at, to turn the UTF-8 byte columns the loaders and the
/// lexer record into the Unicode code point columns SARIF declares (`columnKind`).
///
/// Reports are rendered from an audit result alone; the command line hands one of these in
/// ``ReportOptions/sourceLines`` so a report can read the lines it needs. Each file is read once.
public final class SourceLines: @unchecked Sendable {
  private let read: @Sendable (String) -> [UInt8]?
  private let lock = NSLock()
  private var files: [String: [ArraySlice<UInt8>]?] = [:]

  /// Lines from `read`, which returns a file's bytes given its path as locations spell it.
  public init(read: @escaping @Sendable (String) -> [UInt8]?) {
    self.read = read
  }

  /// Lines of the files on disk, relative paths taken against `directory`.
  public static func files(relativeTo directory: String) -> SourceLines {
    SourceLines { path in
      let full = ReportText.absolutePath(path, in: directory)
      return FileManager.default.contents(atPath: full).map { [UInt8]($0) }
    }
  }

  /// The UTF-8 bytes of line `line` (1-based) of `file`, without its line break.
  func bytes(file: String, line: Int) -> ArraySlice<UInt8>? {
    lock.lock()
    defer { lock.unlock() }
    if files[file] == nil {
      files[file] = read(file).map { bytes in
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      }
    }
    guard let lines = files[file] ?? nil, line >= 1, line <= lines.count else { return nil }
    return lines[line - 1]
  }

  /// The 1-based code point column of the 1-based UTF-8 byte column `column` on a line, or nil
  /// when the line cannot be read or is shorter.
  func codePointColumn(file: String, line: Int, byteColumn column: Int) -> Int? {
    guard let bytes = bytes(file: file, line: line), column >= 1, column - 1 <= bytes.count
    else { return nil }
    // Every byte that is not a continuation byte (10xxxxxx) starts a code point.
    let before = bytes.prefix(column - 1)
    return before.filter { $0 & 0xC0 != 0x80 }.count + 1
  }
}
