import ContrastAudit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The thin command line: parse arguments, run the audit, write reports, exit.
func main() -> Int32 {
  let formats = ["terminal", "json"]
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
  case .audit:
    break
  }
  let environment = ProcessInfo.processInfo.environment
  let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  let rulesDirectory =
    options.rulesDirectory.map { URL(fileURLWithPath: $0, relativeTo: workingDirectory) }
    ?? BuiltInRules.locate(executablePath: executablePath(), environment: environment)
  let result = Auditor.run(
    AuditRequest(
      paths: options.paths, workingDirectory: workingDirectory, rulesDirectory: rulesDirectory,
      level: options.level))
  for check in result.checks {
    print(
      check.pairing.title, check.traits.label,
      check.measurement.map { Contrast.display($0.ratio) } ?? "unresolved", check.status)
  }
  for diagnostic in result.diagnostics {
    printError(
      "\(diagnostic.location.description): \(diagnostic.severity.rawValue): \(diagnostic.message)"
        + (diagnostic.location.key.map { " [\($0)]" } ?? ""))
  }
  return result.exitStatus
}

func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// The running binary's path, for finding `Rules/` beside it.
func executablePath() -> String {
  Bundle.main.executablePath ?? CommandLine.arguments[0]
}

exit(main())
