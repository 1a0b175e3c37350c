import ContrastAudit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes report files so that an interrupted or failing run never leaves a half-written one.
///
/// A report path that is a regular file or does not exist yet is written to a temporary file
/// beside it and renamed into place; missing parent folders are created. A symbolic link is
/// followed to the file it names. `-`, a device or a FIFO is written to directly, as a stream:
/// renaming over `/dev/stdout` would replace the link, and over `/dev/null` the device.
enum ReportFiles {
  struct WriteError: Error {
    var message: String
  }

  static func write(_ text: String, to path: String) throws(WriteError) {
    try write(to: path) { $0.write(Array(text.utf8)) }
  }

  /// Writes what `produce` hands to the writer it is given, piece by piece.
  static func write(to path: String, produce: (DescriptorWriter) -> Void) throws(WriteError) {
    if path == "-" {
      let writer = DescriptorWriter(STDOUT_FILENO)
      produce(writer)
      if let reason = writer.failure {
        throw WriteError(message: "cannot write \(path): \(reason)")
      }
      return
    }
    let target = try resolve(path)
    if case .stream = target.kind {
      try writeStream(produce, to: target.path, for: path)
      return
    }
    try createParent(of: target.path, for: path)
    let temporary = temporaryPath(for: target.path)
    try writeNew(produce, to: temporary, for: path)
    guard rename(temporary, target.path) == 0 else {
      let reason = systemReason()
      unlink(temporary)
      throw WriteError(message: "cannot write \(path): \(reason)")
    }
  }

  /// The markdown report and its swatch folder (`<name>-swatches` beside it).
  ///
  /// Everything is written to temporaries first: the swatches to a fresh folder, the markdown to
  /// a temporary file. Only then are they renamed into place, swatches first, so a failure at
  /// any point leaves the previous report and its swatches as they were. Temporaries that a
  /// killed run left behind are removed on the next run.
  static func writeMarkdown(_ result: AuditResult, to path: String) throws(WriteError) {
    guard path != "-" else {
      throw WriteError(
        message: "cannot write the markdown report to standard output: its swatches are files "
          + "beside it; give a file path")
    }
    let target = try resolve(path)
    guard case .file = target.kind else {
      throw WriteError(message: "cannot write \(path): the markdown report must be a file path")
    }
    let url = URL(fileURLWithPath: target.path)
    let folderName = url.deletingPathExtension().lastPathComponent + "-swatches"
    let parent = url.deletingLastPathComponent().path
    try createParent(of: target.path, for: path)
    removeStaleTemporaries(in: parent, prefixes: [".\(folderName).", ".\(url.lastPathComponent)."])

    let report = MarkdownReport().render(result, swatchFolder: folderName)
    let staging = parent + "/.\(folderName).new-\(getpid())"
    let retired = parent + "/.\(folderName).old-\(getpid())"
    let final = parent + "/" + folderName
    let markdown = temporaryPath(for: target.path)
    let manager = FileManager.default
    func undo() {
      try? manager.removeItem(atPath: staging)
      unlink(markdown)
    }
    do {
      try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
      for file in report.files {
        let relative = String(file.relativePath.dropFirst(folderName.count + 1))
        let destination = staging + "/" + relative
        try manager.createDirectory(
          atPath: (destination as NSString).deletingLastPathComponent,
          withIntermediateDirectories: true)
        try writeNew(file.contents, to: destination, for: path)
      }
      try writeNew(report.markdown, to: markdown, for: path)
    } catch let error as WriteError {
      undo()
      throw error
    } catch {
      undo()
      throw WriteError(message: "cannot write \(path): \(reason(error))")
    }
    // Both are complete on disk; swap them in.
    let hadSwatches = manager.fileExists(atPath: final)
    if hadSwatches && rename(final, retired) != 0 {
      let reason = systemReason()
      undo()
      throw WriteError(message: "cannot write \(path): \(reason)")
    }
    guard rename(staging, final) == 0, rename(markdown, target.path) == 0 else {
      let reason = systemReason()
      try? manager.removeItem(atPath: final)
      if hadSwatches { rename(retired, final) }
      undo()
      throw WriteError(message: "cannot write \(path): \(reason)")
    }
    if hadSwatches { try? manager.removeItem(atPath: retired) }
  }

  // MARK: - Paths

  enum Kind {
    /// A regular file, or nothing yet: written atomically.
    case file
    /// A device, FIFO or socket: written to directly.
    case stream
  }

  /// What `path` names after following symbolic links (a dangling link names the file it would
  /// create).
  static func resolve(_ path: String) throws(WriteError) -> (path: String, kind: Kind) {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0 else { return (current, .file) }
      switch status.st_mode & S_IFMT {
      case S_IFLNK:
        guard let target = linkTarget(current) else {
          throw WriteError(message: "cannot write \(path): \(systemReason())")
        }
        let folder = (current as NSString).deletingLastPathComponent
        current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
      case S_IFREG: return (current, .file)
      case S_IFDIR: throw WriteError(message: "cannot write \(path): it is a folder")
      default: return (current, .stream)
      }
    }
    throw WriteError(message: "cannot write \(path): a symbolic link loop")
  }

  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Creates the report's missing parent folders (`--junit reports/contrast.xml`).
  private static func createParent(of path: String, for display: String) throws(WriteError) {
    let parent = (path as NSString).deletingLastPathComponent
    guard !parent.isEmpty else { return }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw WriteError(message: "cannot write \(display): \(parent) is not a folder")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: parent, withIntermediateDirectories: true)
    } catch {
      throw WriteError(
        message: "cannot write \(display): cannot create the folder \(parent): \(reason(error))")
    }
  }

  static func temporaryPath(for path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    return (folder.isEmpty ? "" : folder + "/") + ".\(name).tmp-\(getpid())"
  }

  /// Removes `.NAME….new-PID`, `.old-PID` and `.tmp-PID` entries whose process is gone.
  private static func removeStaleTemporaries(in folder: String, prefixes: [String]) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where prefixes.contains(where: name.hasPrefix) {
      guard let dash = name.lastIndex(of: "-"), let pid = Int32(name[name.index(after: dash)...]),
        [".new", ".old", ".tmp"].contains(where: { name[..<dash].hasSuffix($0) })
      else { continue }
      if pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH) {
        try? FileManager.default.removeItem(atPath: folder + "/" + name)
      }
    }
  }

  // MARK: - Writing

  private static func writeNew(_ text: String, to path: String, for display: String)
    throws(WriteError)
  {
    try writeNew({ $0.write(Array(text.utf8)) }, to: path, for: display)
  }

  /// Writes a new file completely, or removes it.
  static func writeNew(
    _ produce: (DescriptorWriter) -> Void, to path: String, for display: String
  ) throws(WriteError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw WriteError(message: "cannot write \(display): \(systemReason())")
    }
    let writer = DescriptorWriter(descriptor)
    produce(writer)
    let closed = close(descriptor) == 0
    let reason = writer.failure ?? systemReason()
    guard writer.failure == nil, closed else {
      unlink(path)
      throw WriteError(message: "cannot write \(display): \(reason)")
    }
  }

  private static func writeStream(
    _ produce: (DescriptorWriter) -> Void, to path: String, for display: String
  ) throws(WriteError) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw WriteError(message: "cannot write \(display): \(systemReason())")
    }
    defer { close(descriptor) }
    let writer = DescriptorWriter(descriptor)
    produce(writer)
    if let reason = writer.failure {
      throw WriteError(message: "cannot write \(display): \(reason)")
    }
  }

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? NSError) ?? nsError
    if underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}

/// Writes to file descriptors with `write(2)`, so a closed pipe or a full disk is an error the
/// command can report rather than an exception that kills it.
enum StandardStreams {
  /// Writes all of `text`; false (with `errno` set) when the descriptor refused it.
  static func write(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { write($0, to: descriptor) }
  }

  /// Writes all of `bytes`; false (with `errno` set) when the descriptor refused them.
  static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
    guard let start = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
      let count = systemWrite(descriptor, start + offset, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += count
    }
    return true
  }
}

/// Writes the pieces of a report to one descriptor and remembers the first failure; what comes
/// after a failure is dropped, and the command reports it once the report is done.
final class DescriptorWriter {
  let descriptor: Int32
  /// The system's words for the first failed write, such as "No space left on device".
  private(set) var failure: String?

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Writes `bytes`; false once a write has failed.
  @discardableResult
  func write(_ bytes: [UInt8]) -> Bool {
    guard failure == nil else { return false }
    let written = bytes.withUnsafeBufferPointer { StandardStreams.write($0, to: descriptor) }
    if !written { failure = systemReason() }
    return written
  }

  /// A `ReportOutput` that hands its chunks to this writer, and stops the report when it fails.
  var output: ReportOutput {
    ReportOutput { [self] in write($0) }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif

/// The system's words for the last error (`errno`), such as "No space left on device".
func systemReason() -> String {
  String(cString: strerror(errno))
}

/// Report paths that would overwrite the audit's own inputs.
enum ReportPaths {
  /// Whether `path` is a file the audit of `paths` reads: a kind of file it picks up, inside one
  /// of the audited paths (or one of them itself).
  static func isInput(_ path: String, paths: [String], workingDirectory: URL) -> Bool {
    guard path != "-" else { return false }
    let report = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
    guard let folder = canonical(report.deletingLastPathComponent().path) else { return false }
    let name = report.lastPathComponent
    let full = folder == "/" ? "/" + name : folder + "/" + name
    let resolved = canonical(full) ?? full
    let isRead =
      Discovery.reads(fileNamed: name)
      || resolved.split(separator: "/").contains { part in
        part.hasSuffix(".xcassets")
      }
    guard isRead else { return false }
    return paths.contains { argument in
      let url = URL(fileURLWithPath: argument, relativeTo: workingDirectory)
      guard let root = canonical(url.path) else { return false }
      return resolved == root || root == "/" || resolved.hasPrefix(root + "/")
    }
  }

  private static func canonical(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
