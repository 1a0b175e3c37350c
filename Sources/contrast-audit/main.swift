import ContrastAudit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The thin command line: parse arguments, run the audit, print and write reports, exit.
func main() -> Int32 {
  // A closed pipe (`| head`) is a write error to report, not a signal that kills the run
  // before its report files are written.
  signal(SIGPIPE, SIG_IGN)
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
    return printOutput(CommandLineOptions.usage(formats: formats) + "\n") ? 0 : 2
  case .version:
    return printOutput("contrast-audit \(Auditor.version)\n") ? 0 : 2
  case .audit, .colors, .initialize:
    break
  }

  let environment = ProcessInfo.processInfo.environment
  let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  // The rules are compiled in; `--rules DIR` or `CONTRAST_AUDIT_RULES` points at an edited copy.
  let rulesOverride =
    options.rulesDirectory ?? environment["CONTRAST_AUDIT_RULES"].flatMap { $0.isEmpty ? nil : $0 }
  let rulesDirectory = rulesOverride.map {
    URL(fileURLWithPath: $0, relativeTo: workingDirectory)
  }
  let request = AuditRequest(
    paths: options.paths, workingDirectory: workingDirectory, rulesDirectory: rulesDirectory,
    level: options.level, configPath: options.configPath,
    suggestions: suggestionScope(options),
    gate: options.gate, baselinePath: options.baselinePath, iosVersion: options.iosVersion)

  if options.action == .initialize {
    return initialize(request, options: options, workingDirectory: workingDirectory)
  }

  if options.fix {
    return fix(request, options: options)
  }

  if options.action == .colors {
    let listing = Auditor.listColors(request)
    if !listing.diagnostics.isEmpty { printError(listing.diagnosticLines(), newline: false) }
    let text =
      options.format == "json" ? listing.json() : ReportText.terminalSafe(listing.terminal())
    let printed = printOutput(text)
    return !printed || listing.diagnostics.contains { $0.severity == .error } ? 2 : 0
  }

  for (option, path) in [
    ("--junit", options.junitPath), ("--markdown", options.markdownPath),
    ("--markdown-summary", options.markdownSummaryPath),
    ("--write-baseline", options.writeBaselinePath),
  ] {
    if let path, ReportPaths.isInput(path, paths: options.paths, workingDirectory: workingDirectory)
    {
      printError(
        "contrast-audit: \(option) \(path): that file is an input of the audit; write the report "
          + "elsewhere")
      return 2
    }
  }

  var result: AuditResult
  var baselineWriteError: String?
  if let path = options.writeBaselinePath {
    // The baseline records every problem of the run, including those an older baseline knows.
    var unfiltered = request
    unfiltered.baselinePath = nil
    result = Auditor.run(unfiltered)
    if result.errors.isEmpty {
      let baseline = Baseline(result)
      do {
        try ReportFiles.write(baseline.json(), to: path)
        result = result.applying(baseline, path: path, written: true)
      } catch {
        baselineWriteError = error.message
      }
    } else {
      baselineWriteError =
        "\(path): not written: the run has input errors, so it did not check everything"
    }
  } else {
    result = Auditor.run(request)
  }

  let reportOptions = ReportOptions(
    colorDepth: options.color.depth(
      environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1),
    quiet: options.quiet,
    workingDirectory: workingDirectory.path, findingRules: Auditor.findingRules,
    junitStrict: options.junitStrict,
    sourceLines: SourceLines.files(relativeTo: workingDirectory.path), jsonDetail: options.detail)
  let format = OutputFormat(rawValue: options.format) ?? .terminal
  // A report written to standard output (`--junit -`) has it to itself; the person's report
  // goes to standard error then.
  let reportOnStandardOutput = options.junitPath == "-" || options.markdownSummaryPath == "-"
  let printed: Bool
  let printFailure: String?
  if format == .json || format == .sarif {
    // Machine formats escape control characters themselves, and can be large: streamed.
    let writer = DescriptorWriter(reportOnStandardOutput ? STDERR_FILENO : STDOUT_FILENO)
    var output = writer.output
    format.write(result, options: reportOptions, to: &output)
    output.finish()
    printFailure = writer.failure
    printed = printFailure == nil
  } else {
    var report = format.render(result, options: reportOptions)
    // The terminal styles what it prints when colors are on and sanitises each piece.
    if !reportOptions.colors { report = ReportText.terminalSafe(report) }
    printed =
      reportOnStandardOutput
      ? StandardStreams.write(report, to: STDERR_FILENO) : printOutput(report)
    printFailure = printed ? nil : systemReason()
  }
  // Machine formats carry input errors inside; say them on standard error too, for the person.
  if format == .json || format == .sarif {
    for error in result.errors {
      printError(
        ReportText.singleLine("\(error.location.description): error: \(error.messageWithKey)"))
    }
  }

  var status = result.exitStatus
  if let baselineWriteError {
    printError("contrast-audit: --write-baseline \(baselineWriteError)")
    status = 2
  }
  if !printed {
    printError(
      "contrast-audit: cannot write the report to standard output: \(printFailure ?? systemReason())"
    )
    status = 2
  }
  do {
    if let path = options.junitPath {
      try ReportFiles.write(to: path) { writer in
        var output = writer.output
        JUnitReport().write(result, options: reportOptions, to: &output)
        output.finish()
      }
    }
    if let path = options.markdownPath {
      try ReportFiles.writeMarkdown(result, to: path)
    }
    if let path = options.markdownSummaryPath {
      try ReportFiles.write(MarkdownReport().renderSummary(result), to: path)
    }
  } catch {
    printError("contrast-audit: \(error.message)")
    status = 2
  }
  return status
}

/// Which suggestions the requested outputs show: JUnit and the machine and line formats list
/// every check; the terminal and markdown reports show the first pairings in full; the verdict
/// alone shows none.
func suggestionScope(_ options: CommandLineOptions) -> SuggestionScope {
  if options.fix { return .all }
  let terminal = options.format == OutputFormat.terminal.rawValue
  if !terminal || options.junitPath != nil { return .all }
  if options.quiet && options.markdownPath == nil && options.markdownSummaryPath == nil {
    return .none
  }
  return .shownInDetail
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
  var lines = [
    "wrote \(target) with \(starter.pairings) pairing\(starter.pairings == 1 ? "" : "s") found in use"
  ]
  if starter.palette != nil {
    lines.append("wrote \(paletteTarget) with the colors they write in place")
  }
  if !starter.leftOut.isEmpty {
    lines.append("left out \(starter.leftOut.count) whose colors the audit cannot read:")
    lines += starter.leftOut.prefix(20).map { "  \($0)" }
    if starter.leftOut.count > 20 { lines.append("  … and \(starter.leftOut.count - 20) more") }
  }
  guard printOutput(ReportText.terminalSafe(lines.joined(separator: "\n") + "\n")) else {
    return 2
  }
  return 0
}

/// Prints to standard output; false when it cannot be written (a closed pipe, a full disk).
func printOutput(_ text: String) -> Bool {
  StandardStreams.write(text, to: STDOUT_FILENO)
}

/// Prints a message for the person on standard error, sanitised: names from input files can hold
/// terminal escapes or line breaks that would forge a line of a line-based format.
func printError(_ message: String, newline: Bool = true) {
  _ = StandardStreams.write(
    ReportText.terminalSafe(message) + (newline ? "\n" : ""), to: STDERR_FILENO)
}

exit(main())

/// `--fix`: the fixes as a unified diff on standard output; with `--write`, applied (all files
/// or none) and audited again.
///
/// Exit status 0 when every failing check has a fix that is shown or written, 1 when some
/// failure has none that can be written (it is said why), 2 on an input or write error.
func fix(_ request: AuditRequest, options: CommandLineOptions) -> Int32 {
  let result = Auditor.run(request)
  if !result.errors.isEmpty {
    printError(
      result.errors.map {
        ReportText.singleLine("\($0.location.description): error: \($0.messageWithKey)")
      }.joined(separator: "\n"))
    printError("contrast-audit: --fix: nothing written: the audit has input errors")
    return 2
  }
  let outcome = FixApplication.plan(result, request: request)
  for diagnostic in outcome.diagnostics {
    printError(
      ReportText.singleLine(
        "\(diagnostic.location.description): \(diagnostic.severity.rawValue): "
          + diagnostic.messageWithKey))
  }
  let failing = outcome.fixedChecks + outcome.unfixedChecks
  if failing == 0 {
    printError("contrast-audit: --fix: nothing to fix: no check fails")
    return 0
  }
  var status: Int32 = outcome.unfixedChecks == 0 ? 0 : 1
  if !options.write {
    let diff = outcome.changes.map(\.diff).joined()
    if !diff.isEmpty && !printOutput(diff) {
      printError("contrast-audit: cannot write the diff to standard output: \(systemReason())")
      return 2
    }
    printError("contrast-audit: --fix: " + outcome.summary(written: false))
    return status
  }
  do {
    try FixFiles.writeAll(outcome.changes.map { ($0.url.path, $0.after) })
  } catch {
    printError("contrast-audit: --fix --write: nothing written: \(error.message)")
    return 2
  }
  printError("contrast-audit: --fix --write: " + outcome.summary(written: true))
  // The proof: audit again. What a fix can resolve must be gone.
  let again = Auditor.run(request)
  let remaining = FixApplication.plan(again, request: request)
  var verdictOptions = ReportOptions()
  verdictOptions.quiet = true
  printError(
    "after the fixes: " + TerminalReporter().render(again, options: verdictOptions), newline: false)
  if !remaining.changes.isEmpty {
    printError(
      "contrast-audit: --fix --write: the audit after writing still has fixes to write; "
        + "please report this")
    status = 1
  }
  if again.checks.contains(where: { $0.status == .failed }) == false { status = 0 }
  return status
}
