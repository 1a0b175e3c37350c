import ContrastAudit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The thin command line: parse arguments, run the audit, print and write reports, exit.
func main() -> Int32 {
  let formats = OutputFormat.allCases.map(\.rawValue)
  let options: CommandLineOptions
  do {
    options = try CommandLineOptions.parse(
      Array(CommandLine.arguments.dropFirst()), formats: formats)
  } catch {
    printError("contrast-audit: \(error.message)\nRun contrast-audit --help for usage.")
    return 2
  }
  switch options.action {
  case .help:
    print(CommandLineOptions.usage(formats: formats))
    return 0
  case .version:
    print("contrast-audit \(Auditor.version)")
    return 0
  case .audit, .colors, .initialize:
    break
  }

  let environment = ProcessInfo.processInfo.environment
  let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  let rulesDirectory =
    options.rulesDirectory.map { URL(fileURLWithPath: $0, relativeTo: workingDirectory) }
    ?? BuiltInRules.locate(executablePath: executablePath(), environment: environment)
  let request = AuditRequest(
    paths: options.paths, workingDirectory: workingDirectory, rulesDirectory: rulesDirectory,
    level: options.level, configPath: options.configPath)

  if options.action == .initialize {
    return initialize(request, options: options, workingDirectory: workingDirectory)
  }

  if options.action == .colors {
    let listing = Auditor.listColors(request)
    if !listing.diagnostics.isEmpty { printError(listing.diagnosticLines(), newline: false) }
    FileHandle.standardOutput.write(
      Data((options.format == "json" ? listing.json() : listing.terminal()).utf8))
    return listing.diagnostics.contains { $0.severity == .error } ? 2 : 0
  }

  let result = Auditor.run(request)

  let reportOptions = ReportOptions(
    colors: useColors(options.color, environment: environment), quiet: options.quiet,
    workingDirectory: workingDirectory.path, findingRules: Auditor.findingRules)
  let format = OutputFormat(rawValue: options.format) ?? .terminal
  FileHandle.standardOutput.write(Data(format.render(result, options: reportOptions).utf8))
  // Machine formats carry input errors inside; say them on standard error too, for the person.
  if format == .json || format == .sarif {
    for error in result.errors {
      printError("\(error.location.description): error: \(error.message)")
    }
  }

  var status = result.exitStatus
  do {
    if let path = options.junitPath {
      try ReportFiles.write(JUnitReport().render(result, options: reportOptions), to: path)
    }
    if let path = options.markdownPath {
      try ReportFiles.writeMarkdown(result, to: path)
    }
  } catch {
    printError("contrast-audit: \(error.message)")
    status = 2
  }
  return status
}

/// `contrast-audit init [PATH]`: writes `PATH/contrast-audit.json` from the pairings found in use.
func initialize(_ request: AuditRequest, options: CommandLineOptions, workingDirectory: URL)
  -> Int32
{
  guard options.paths.count == 1 else {
    printError("contrast-audit: init takes one folder: contrast-audit init [PATH]")
    return 2
  }
  let folder = options.paths[0]
  let target = (folder == "." ? "" : folder + "/") + "contrast-audit.json"
  let targetURL = URL(fileURLWithPath: target, relativeTo: workingDirectory)
  var isFolder: ObjCBool = false
  guard
    FileManager.default.fileExists(
      atPath: targetURL.deletingLastPathComponent().path, isDirectory: &isFolder),
    isFolder.boolValue
  else {
    printError("contrast-audit: \(folder): no such folder")
    return 2
  }
  let paletteTarget =
    (folder == "." ? "" : folder + "/") + StarterConfiguration.paletteFileName
  for path in [target, paletteTarget]
  where FileManager.default.fileExists(
    atPath: URL(fileURLWithPath: path, relativeTo: workingDirectory).path) && !options.force
  {
    printError("contrast-audit: \(path) already exists; use --force to replace it")
    return 2
  }
  // The starter file is made as if there were none yet.
  var fresh = request
  fresh.configPath = nil
  let starter = Auditor.starterConfiguration(fresh)
  let errors = starter.diagnostics.filter { $0.severity == .error }
  for diagnostic in errors {
    printError("\(diagnostic.location.description): error: \(diagnostic.message)")
  }
  guard errors.isEmpty else { return 2 }
  do {
    try ReportFiles.write(starter.json, to: target)
    if let palette = starter.palette { try ReportFiles.write(palette, to: paletteTarget) }
  } catch {
    printError("contrast-audit: \(error.message)")
    return 2
  }
  print(
    "wrote \(target) with \(starter.pairings) pairing\(starter.pairings == 1 ? "" : "s") found in use"
  )
  if starter.palette != nil {
    print("wrote \(paletteTarget) with the colors they write in place")
  }
  if !starter.leftOut.isEmpty {
    print("left out \(starter.leftOut.count) whose colors the audit cannot read:")
    for line in starter.leftOut.prefix(20) { print("  \(line)") }
    if starter.leftOut.count > 20 { print("  … and \(starter.leftOut.count - 20) more") }
  }
  return 0
}

/// Swatches need a 24-bit color terminal: standard output is one, `COLORTERM` says so, and
/// `NO_COLOR` is not set.
func useColors(_ mode: CommandLineOptions.ColorMode, environment: [String: String]) -> Bool {
  switch mode {
  case .always: return true
  case .never: return false
  case .auto:
    guard isatty(STDOUT_FILENO) == 1, (environment["NO_COLOR"] ?? "").isEmpty else { return false }
    return ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
  }
}

func printError(_ message: String, newline: Bool = true) {
  FileHandle.standardError.write(Data((message + (newline ? "\n" : "")).utf8))
}

/// The running binary's path, for finding `Rules/` beside it.
func executablePath() -> String {
  Bundle.main.executablePath ?? CommandLine.arguments[0]
}

exit(main())
