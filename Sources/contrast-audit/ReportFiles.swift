import ContrastAudit
import Foundation

/// Writes report files so that an interrupted run never leaves a half-written one: each file is
/// written to a temporary file beside it and renamed into place.
enum ReportFiles {
  struct WriteError: Error {
    var message: String
  }

  static func write(_ text: String, to path: String) throws(WriteError) {
    let url = URL(fileURLWithPath: path)
    try checkFolder(of: url, for: path)
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw WriteError(message: "cannot write \(path): \(reason(error))")
    }
  }

  /// The markdown report and its swatch folder (`<name>-swatches` beside it).
  ///
  /// The swatches are written to a fresh folder that then replaces the old one, so no stale
  /// swatch from an earlier run survives; the markdown is renamed into place last.
  static func writeMarkdown(_ result: AuditResult, to path: String) throws(WriteError) {
    let url = URL(fileURLWithPath: path)
    let folderName = url.deletingPathExtension().lastPathComponent + "-swatches"
    let report = MarkdownReport().render(result, swatchFolder: folderName)
    let parent = url.deletingLastPathComponent()
    let manager = FileManager.default
    try checkFolder(of: url, for: path)
    let staging = parent.appendingPathComponent(".\(folderName).new-\(getpid())")
    let retired = parent.appendingPathComponent(".\(folderName).old-\(getpid())")
    let final = parent.appendingPathComponent(folderName)
    do {
      try manager.createDirectory(at: staging, withIntermediateDirectories: false)
      for file in report.files {
        let relative = String(file.relativePath.dropFirst(folderName.count + 1))
        let destination = staging.appendingPathComponent(relative)
        try manager.createDirectory(
          at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: destination)
      }
      if manager.fileExists(atPath: final.path) {
        try manager.moveItem(at: final, to: retired)
      }
      try manager.moveItem(at: staging, to: final)
      try? manager.removeItem(at: retired)
    } catch {
      try? manager.removeItem(at: staging)
      if !manager.fileExists(atPath: final.path) {
        try? manager.moveItem(at: retired, to: final)
      }
      throw WriteError(message: "cannot write \(path): \(reason(error))")
    }
    try write(report.markdown, to: path)
  }

  /// A clear message before any writing when the report's folder is missing or not a folder.
  private static func checkFolder(of url: URL, for path: String) throws(WriteError) {
    let parent = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) else {
      throw WriteError(message: "cannot write \(path): the folder \(parent) does not exist")
    }
    guard isDirectory.boolValue else {
      throw WriteError(message: "cannot write \(path): \(parent) is not a folder")
    }
    var isReportDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isReportDirectory),
      isReportDirectory.boolValue
    {
      throw WriteError(message: "cannot write \(path): it is a folder")
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
