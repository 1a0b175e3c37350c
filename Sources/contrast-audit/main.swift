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
    level: options.level)

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
