#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists folders with `readdir` and the entry type it reports, so a walk costs one system call
/// per folder plus one `lstat` only where the file system does not give the type.
enum FolderListing {
  enum EntryType: Equatable {
    case folder, file, link
    /// A FIFO, socket or device.
    case special
  }

  struct Entry {
    var name: String
    var type: EntryType
  }

  /// The entries of `path` sorted by name, without `.` and `..`; or why the folder cannot be
  /// listed, in the system's words.
  struct Failure: Error {
    var reason: String
  }

  static func entries(_ path: String) -> Result<[Entry], Failure> {
    guard let folder = opendir(path) else {
      return .failure(Failure(reason: FileBytes.reason(errno)))
    }
    defer { closedir(folder) }
    var entries: [Entry] = []
    while let pointer = readdir(folder) {
      let name = withUnsafeBytes(of: pointer.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let type: EntryType
      switch Int32(pointer.pointee.d_type) {
      case Int32(DT_DIR): type = .folder
      case Int32(DT_REG): type = .file
      case Int32(DT_LNK): type = .link
      case Int32(DT_UNKNOWN): type = lstatType(path + "/" + name)
      default: type = .special
      }
      entries.append(Entry(name: name, type: type))
    }
    entries.sort { $0.name < $1.name }
    return .success(entries)
  }

  private static func lstatType(_ path: String) -> EntryType {
    var status = stat()
    guard lstat(path, &status) == 0 else { return .special }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFREG: return .file
    case S_IFLNK: return .link
    default: return .special
    }
  }

  /// Whether `path` (a canonical path) is `root` or inside it.
  static func isInside(_ path: String, _ root: String) -> Bool {
    path == root || root == "/" || path.hasPrefix(root + "/")
  }
}
