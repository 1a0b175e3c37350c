import Foundation
import PackagePlugin

/// Audits a target's colors on every build in which one of its inputs changed.
///
/// The inputs are its asset catalogs, palette files, sources and the nearest
/// `contrast-audit.json`. Problems are printed
/// as `path:line:column: error: …` lines, which Xcode shows in the Issue Navigator, and a failing
/// audit fails the build. The JUnit report is kept in the plugin's work folder.
///
/// A build command runs only for an output, and SwiftPM bundles any output that is not source
/// code as a resource of the target; so the command's output is a Swift file holding one
/// comment, written by a shell when the audit passes, and the report is not declared.
@main struct ContrastAuditBuildTool: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let folder = module.directoryURL
    let work = context.pluginWorkDirectoryURL
    let report = work.appendingPathComponent("contrast-audit-\(target.name).xml")
    let stamp = work.appendingPathComponent("ContrastAuditPassed-\(target.name).swift")
    let tool = try context.tool(named: "contrast-audit").url
    let script =
      #"stamp="$1"; shift; rm -f "$stamp"; "$@" && printf '// contrast-audit passed\n' >"$stamp""#
    return [
      .buildCommand(
        displayName: "Auditing the colors of \(target.name)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: [
          "-c", script, "contrast-audit", stamp.path, tool.path, folder.path, "--format", "xcode",
          "--junit", report.path,
        ],
        inputFiles: [tool] + Self.inputs(in: folder, package: context.package.directoryURL),
        outputFiles: [stamp])
    ]
  }

  /// Every file in the target's folder the audit reads, and the configuration files in the
  /// folders above it up to the package's.
  static func inputs(in folder: URL, package: URL) -> [URL] {
    let read = ["json", "swift", "m", "mm", "h", "xib", "storyboard"]
    var inputs: [URL] = []
    if let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
      for case let url as URL in files where read.contains(url.pathExtension) {
        inputs.append(url)
      }
    }
    var above = folder.standardizedFileURL
    let top = package.standardizedFileURL.path
    while above.path.count > top.count {
      above.deleteLastPathComponent()
      let configuration = above.appendingPathComponent("contrast-audit.json")
      if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
    }
    return inputs.sorted { $0.path < $1.path }
  }
}
