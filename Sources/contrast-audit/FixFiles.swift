import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the files `--fix --write` changes: all of them or none.
///
/// Each new version is written to a temporary file beside its target, with the target's
/// permissions. Only when every temporary is complete are they renamed over the targets; the
/// originals are kept as hard links until then, so a rename that fails puts back the files
/// already replaced. On any failure the temporaries are removed and the error names the file.
enum FixFiles {
  static func writeAll(_ files: [(path: String, bytes: [UInt8])])
    throws(ReportFiles.WriteError)
  {
    struct Staged {
      var display: String
      var target: String
      var temporary: String
      var backup: String?
    }
    var staged: [Staged] = []
    func cleanUp() {
      for file in staged {
        unlink(file.temporary)
        if let backup = file.backup { unlink(backup) }
      }
    }
    for file in files {
      do throws(ReportFiles.WriteError) {
        let target = try ReportFiles.resolve(file.path)
        guard case .file = target.kind else {
          throw ReportFiles.WriteError(message: "cannot write \(file.path): it is not a file")
        }
        var status = stat()
        let exists = stat(target.path, &status) == 0
        let temporary = ReportFiles.temporaryPath(for: target.path)
        try ReportFiles.writeNew({ $0.write(file.bytes) }, to: temporary, for: file.path)
        var entry = Staged(display: file.path, target: target.path, temporary: temporary)
        staged.append(entry)
        if exists {
          guard chmod(temporary, status.st_mode & 0o7777) == 0 else {
            throw ReportFiles.WriteError(
              message: "cannot write \(file.path): cannot keep its permissions: \(systemReason())")
          }
          let backup = temporary + ".orig"
          unlink(backup)
          guard link(target.path, backup) == 0 else {
            throw ReportFiles.WriteError(
              message: "cannot write \(file.path): cannot keep the original: \(systemReason())")
          }
          entry.backup = backup
          staged[staged.count - 1] = entry
        }
      } catch {
        cleanUp()
        throw error
      }
    }
    for (n, file) in staged.enumerated() where rename(file.temporary, file.target) != 0 {
      let reason = systemReason()
      // Put back the files already replaced.
      for done in staged[..<n] {
        if let backup = done.backup {
          rename(backup, done.target)
        } else {
          unlink(done.target)
        }
      }
      cleanUp()
      throw ReportFiles.WriteError(
        message: "cannot write \(file.display): \(reason); no file was changed")
    }
    for file in staged {
      if let backup = file.backup { unlink(backup) }
    }
  }
}
