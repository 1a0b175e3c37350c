#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Reads small input files with one `open`, one `fstat` and a few `read`s.
///
/// Foundation's file APIs cost several system calls and a path resolution per file, which adds
/// up over thousands of color sets. The size limit is checked on the open file, before reading.
enum FileBytes {
  enum Failure: Error, Equatable {
    /// Nothing is at the path.
    case missing
    /// The file could not be opened or read; the `strerror` text.
    case unreadable(String)
    case folder
    /// A FIFO, socket or device: never opened for reading, so a FIFO cannot hang the run.
    case notRegular(kind: String)
    case tooLarge(size: Int)

    /// A short phrase for messages, such as "is a folder, not a file".
    var message: String {
      switch self {
      case .missing: "no such file"
      case .unreadable(let reason): "cannot read the file: \(reason)"
      case .folder: "is a folder, not a file"
      case .notRegular(let kind): "is \(kind), not a regular file"
      case .tooLarge(let size): "is \(megabytes(size))"
      }
    }
  }

  /// What a file of a non-regular type is, for messages ("a named pipe (FIFO)").
  static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFLNK: "a symbolic link"
    default: "a special file"
    }
  }

  /// Reads a regular file of at most `maximumBytes`.
  ///
  /// The type is checked before opening (a FIFO would block `open`, a socket cannot be opened),
  /// and again on the open descriptor, which is opened non-blocking in case the path changed.
  static func read(_ path: String, maximumBytes: Int) -> Result<[UInt8], Failure> {
    var status = stat()
    guard stat(path, &status) == 0 else {
      return .failure(errno == ENOENT ? .missing : .unreadable(reason(errno)))
    }
    if let failure = typeFailure(status.st_mode) { return .failure(failure) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(.unreadable(reason(errno))) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(reason(errno))) }
    if let failure = typeFailure(status.st_mode) { return .failure(failure) }
    let size = Int(status.st_size)
    guard size <= maximumBytes else { return .failure(.tooLarge(size: size)) }
    // One byte more than the limit tells a file that grew while it was read. The buffer is
    // not zero-filled first: only what `read` wrote is kept.
    var readError: Int32 = 0
    var wanted = size + 1
    var bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
      initialized = 0
      readError = readFully(descriptor, into: buffer, count: &initialized)
    }
    // The file grew while it was read: read on in pieces, up to one byte past the limit.
    var filled = bytes.count == wanted
    while readError == 0, filled, bytes.count <= maximumBytes {
      wanted = min(4096, maximumBytes + 1 - bytes.count)
      let piece = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
        initialized = 0
        readError = readFully(descriptor, into: buffer, count: &initialized)
      }
      filled = piece.count == wanted
      bytes += piece
    }
    if readError != 0 { return .failure(.unreadable(reason(readError))) }
    guard bytes.count <= maximumBytes else { return .failure(.tooLarge(size: bytes.count)) }
    return .success(bytes)
  }

  /// Reads until `buffer` is full or the file ends, counting the bytes in `count`; the `errno`
  /// of a failed read, else 0.
  private static func readFully(
    _ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int
  ) -> Int32 {
    guard let base = buffer.baseAddress else { return 0 }
    while count < buffer.count {
      let got = systemRead(descriptor, base + count, buffer.count - count)
      if got < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if got == 0 { break }
      count += got
    }
    return 0
  }

  private static func typeFailure(_ mode: mode_t) -> Failure? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: .folder
    default: .notRegular(kind: kindName(mode))
    }
  }

  /// What is at a path, following a symbolic link: `nil` when nothing is (a dangling link).
  enum Entry {
    case folder, file, other
  }

  /// The kind of the entry at `path` after following links, and whether `path` is a link.
  static func entry(_ path: String) -> (entry: Entry?, isLink: Bool) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return (nil, false) }
    let isLink = status.st_mode & S_IFMT == S_IFLNK
    if isLink && stat(path, &status) != 0 { return (nil, true) }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return (.folder, isLink)
    case S_IFREG: return (.file, isLink)
    default: return (.other, isLink)
    }
  }

  /// Why a folder cannot be listed, in the system's words ("Permission denied").
  static func folderProblem(_ path: String, otherwise error: Error) -> String {
    if let folder = opendir(path) {
      closedir(folder)
      return "\(error)"
    }
    return reason(errno)
  }

  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  static func megabytes(_ bytes: Int) -> String {
    bytes >= 1 << 20
      ? "\((Double(bytes) / Double(1 << 20) * 10).rounded() / 10) MB"
      : "\(max(1, bytes / 1024)) KB"
  }
}
