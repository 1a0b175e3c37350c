import Foundation
import PackagePlugin

/// Compiles the package's `Rules/*.json` into the target that uses this plugin (the library), as
/// `EmbeddedRules.files`, regenerated whenever a rules file changes.
@main struct EmbedRules: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let rules = context.package.directoryURL.appendingPathComponent("Rules")
    let inputs = try FileManager.default.contentsOfDirectory(
      at: rules, includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "json" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedRules.swift")
    return [
      .buildCommand(
        displayName: "Embedding the built-in rules in \(target.name)",
        executable: try context.tool(named: "generate-builtin-rules").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
