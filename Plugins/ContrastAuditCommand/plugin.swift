import Foundation
import PackagePlugin

/// `swift package contrast-audit [--target NAME ...] [contrast-audit options]`: audits the
/// package's targets (their folders, with the nearest `contrast-audit.json`), from the package's
/// folder, and fails when the audit does.
///
/// It reads the package and never writes to it, so it asks for no permission; report files
/// (`--junit`, `--markdown`, `--write-baseline`) inside the package need
/// `--allow-writing-to-package-directory` where plugins are sandboxed (macOS).
@main struct ContrastAuditCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets =
      names.isEmpty
      ? context.package.targets.filter { ($0 as? SourceModuleTarget)?.kind != .test }
      : try context.package.targets(named: names)
    let root = context.package.directoryURL.standardizedFileURL
    let paths = targets.compactMap { target -> String? in
      guard let module = target as? SourceModuleTarget else { return nil }
      return Self.relative(module.directoryURL, to: root)
    }
    guard !paths.isEmpty else {
      Diagnostics.error("the package has no source targets to audit")
      return
    }

    let process = Process()
    process.executableURL = try context.tool(named: "contrast-audit").url
    process.arguments = paths + extractor.remainingArguments
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      // 1: the gate failed; 2: usage or input error. `swift package` then exits non-zero.
      throw AuditFailed(status: process.terminationStatus)
    }
  }

  struct AuditFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String {
      status == 1
        ? "contrast-audit: the audit failed (exit status 1)"
        : "contrast-audit: usage or input error (exit status \(status))"
    }
  }

  /// `Sources/App` for a folder inside the package; the absolute path otherwise.
  static func relative(_ url: URL, to root: URL) -> String {
    let path = url.standardizedFileURL.path
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
