/// The command line, parsed.
///
/// Parsing is pure so it can be tested; the executable acts on it.
public struct CommandLineOptions: Equatable, Sendable {
  /// `--color`: whether and how deep the terminal report styles itself.
  public enum ColorMode: String, CaseIterable, Sendable {
    /// Styled on a terminal without `NO_COLOR`, as deep as `COLORTERM` and `TERM` say.
    case auto
    /// Styled even when piped, as deep as `COLORTERM` and `TERM` say (at least 16 colors).
    case always
    case never
    /// Styled with exactly this many colors, whatever the environment says.
    case ansi16 = "16"
    case ansi256 = "256"
    case trueColor = "truecolor"

    /// The depth to use for a terminal with `environment`, whose standard output `isTerminal`.
    public func depth(environment: [String: String], isTerminal: Bool) -> ColorDepth {
      switch self {
      case .auto: return ColorDepth.detect(environment: environment, isTerminal: isTerminal)
      case .always: return max(ColorDepth.offered(by: environment), .ansi16)
      case .never: return .none
      case .ansi16: return .ansi16
      case .ansi256: return .ansi256
      case .trueColor: return .trueColor
      }
    }
  }

  /// What the invocation asks for.
  public enum Action: Equatable, Sendable {
    case audit
    /// `contrast-audit colors`: list every color with its values.
    case colors
    /// `contrast-audit init`: write a starter `contrast-audit.json`.
    case initialize
    case help
    case version
  }

  public var action: Action = .audit
  public var paths: [String] = []
  public var format: String = "terminal"
  public var level: ConformanceLevel?
  public var junitPath: String?
  public var markdownPath: String?
  /// `--junit-strict`: JUnit exactly as junit-10.xsd allows (no `file`/`line` on test cases).
  public var junitStrict = false
  /// `--markdown-summary FILE`: the markdown report's summary alone, text only.
  public var markdownSummaryPath: String?
  /// `--detail standard|full`: how much each check of the JSON report carries.
  public var detail: JSONDetail = .standard
  public var quiet = false
  public var color: ColorMode = .auto
  public var rulesDirectory: String?
  /// `init --force`: replace an existing `contrast-audit.json`.
  public var force = false
  /// `--config FILE`: the settings and pairings file to use instead of the nearest one.
  public var configPath: String?
  /// `--strict` or `--lenient`.
  public var gate: GateMode = .standard
  /// `--baseline FILE`: report only problems this file does not know.
  public var baselinePath: String?
  /// `--write-baseline FILE`: record this run's problems in the file.
  public var writeBaselinePath: String?
  /// `--ios VERSION`: the iOS version of UIKit's system colors.
  public var iosVersion: String?
  /// `--fix`: print the fixes as a unified diff instead of a report.
  public var fix = false
  /// `--fix --write`: apply the fixes to the files.
  public var write = false

  public init() {}

  /// A usage error: the message says what is wrong and, where it can, what was meant.
  public struct UsageError: Error, Equatable, Sendable {
    public var message: String
  }

  /// Every option, for `--help` and for suggesting the nearest one.
  public static let optionNames = [
    "--format", "--detail", "--junit", "--junit-strict", "--markdown", "--markdown-summary",
    "--level",
    "--quiet", "--color",
    "--rules", "--config",
    "--force", "--strict", "--lenient", "--baseline", "--write-baseline", "--ios", "--fix",
    "--write", "--help", "--version",
  ]

  /// Subcommands, named first: `contrast-audit colors Sources`, `contrast-audit init`.
  public static let subcommands: [String: Action] = ["colors": .colors, "init": .initialize]

  public static func parse(_ arguments: [String], formats: [String]) throws(UsageError)
    -> CommandLineOptions
  {
    var options = CommandLineOptions()
    var index = 0
    var onlyPaths = false
    if let first = arguments.first, let action = subcommands[first] {
      options.action = action
      index = 1
    }
    func value(for option: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--") else {
        throw UsageError(message: "\(option) needs a value")
      }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      defer { index += 1 }
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        guard !argument.isEmpty else {
          throw UsageError(message: "an empty path; give a file or folder (. for this one)")
        }
        options.paths.append(argument)
        continue
      }
      if argument == "--" {
        onlyPaths = true
        continue
      }
      var name = argument
      var inline: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "--help", "-h":
        options.action = .help
      case "--version", "-v":
        options.action = .version
      case "--strict", "--lenient":
        let mode: GateMode = name == "--strict" ? .strict : .lenient
        guard options.gate == .standard || options.gate == mode else {
          throw UsageError(message: "--strict and --lenient cannot be used together")
        }
        options.gate = mode
      case "--ios":
        let text = try value(for: "--ios", inline: inline)
        guard !text.isEmpty, text.allSatisfy(\.isNumber) else {
          throw UsageError(
            message: "--ios takes a major iOS version such as 26 or 18, not \"\(text)\"")
        }
        options.iosVersion = text
      case "--baseline":
        options.baselinePath = try value(for: "--baseline", inline: inline)
      case "--write-baseline":
        options.writeBaselinePath = try value(for: "--write-baseline", inline: inline)
      case "--quiet", "-q":
        options.quiet = true
      case "--format", "-f":
        let format = try value(for: "--format", inline: inline)
        let allowed = options.action == .colors ? ["terminal", "json"] : formats
        guard allowed.contains(format) else {
          if options.action == .colors {
            throw UsageError(
              message: "contrast-audit colors prints terminal or json, not \"\(format)\"")
          }
          throw UsageError(
            message: "unknown format \"\(format)\"; use one of \(formats.joined(separator: ", "))"
              + suggestion(format, formats))
        }
        options.format = format
      case "--detail":
        let text = try value(for: "--detail", inline: inline)
        guard let detail = JSONDetail(rawValue: text) else {
          throw UsageError(
            message: "--detail takes "
              + JSONDetail.allCases.map(\.rawValue).joined(separator: " or ")
              + ", not \"\(text)\"")
        }
        options.detail = detail
      case "--level":
        let text = try value(for: "--level", inline: inline)
        guard let level = ConformanceLevel(rawValue: text.uppercased()) else {
          throw UsageError(message: "unknown level \"\(text)\"; use AA or AAA")
        }
        options.level = level
      case "--junit":
        options.junitPath = try value(for: "--junit", inline: inline)
      case "--markdown":
        options.markdownPath = try value(for: "--markdown", inline: inline)
      case "--junit-strict":
        options.junitStrict = true
      case "--markdown-summary":
        options.markdownSummaryPath = try value(for: "--markdown-summary", inline: inline)
      case "--rules":
        options.rulesDirectory = try value(for: "--rules", inline: inline)
      case "--config":
        options.configPath = try value(for: "--config", inline: inline)
      case "--fix":
        options.fix = true
      case "--write":
        options.write = true
      case "--force":
        guard options.action == .initialize else {
          throw UsageError(message: "--force is an option of contrast-audit init")
        }
        options.force = true
      case "--color":
        let text = try value(for: "--color", inline: inline)
        guard let mode = ColorMode(rawValue: text) else {
          throw UsageError(
            message: "unknown color mode \"\(text)\"; use auto, always, never, 16, 256 or truecolor"
          )
        }
        options.color = mode
      default:
        throw UsageError(
          message: "unknown option \(name)" + suggestion(name, optionNames))
      }
    }
    if options.paths.isEmpty { options.paths = ["."] }
    try checkFixOptions(options)
    if options.junitPath == "-" && options.markdownSummaryPath == "-" {
      throw UsageError(
        message: "--junit - and --markdown-summary - both write to standard output; write one "
          + "to a file")
    }
    return options
  }

  /// `--fix` prints a diff (or writes files) instead of reports.
  private static func checkFixOptions(_ options: CommandLineOptions) throws(UsageError) {
    if options.write && !options.fix {
      throw UsageError(message: "--write applies the fixes of --fix; use --fix --write")
    }
    guard options.fix else { return }
    guard options.action == .audit else {
      throw UsageError(message: "--fix is an option of the audit, not of a subcommand")
    }
    let reports: [(String, Bool)] = [
      ("--junit", options.junitPath != nil), ("--markdown", options.markdownPath != nil),
      ("--markdown-summary", options.markdownSummaryPath != nil),
      ("--write-baseline", options.writeBaselinePath != nil),
      ("--format", options.format != "terminal"),
    ]
    if let (option, _) = reports.first(where: { $0.1 }) {
      throw UsageError(
        message: "--fix prints a diff instead of reports; run the audit with \(option) "
          + "separately")
    }
  }

  private static func suggestion(_ text: String, _ candidates: [String]) -> String {
    guard let nearest = NameSuggestions.nearest(to: text, in: candidates, limit: 1).first else {
      return ""
    }
    return "; did you mean \(nearest)?"
  }

  public static func usage(formats: [String]) -> String {
    """
    USAGE: contrast-audit [PATH ...] [options]
           contrast-audit colors [PATH ...] [--format terminal|json]
           contrast-audit init [PATH] [--force]

    Audits iOS color pairings for WCAG contrast in every trait combination (light/dark,
    normal/high contrast, base/elevated), and Swift, Objective-C and Interface Builder files
    for attributed text without a foreground color. PATH defaults to the current folder.

    OPTIONS:
      --format FORMAT   Output on standard output: \(formats.joined(separator: ", ")) (default terminal)
      --detail LEVEL    What each check of --format json carries: standard (the default: its
                        colors, ratio and status, with its pairing in "pairings" and its fix in
                        "fixes") or full (also its pairing's details, the resolution paths,
                        composited colors and the fix's instruction, in every check)
      --junit FILE      Also write JUnit XML for CI test reporters, with file and line on
                        each test case
      --junit-strict    Leave file and line out, for validators that hold to junit-10.xsd
      --markdown FILE   Also write a markdown report with SVG swatches beside it
      --markdown-summary FILE
                        Also write the markdown report's summary alone (no images or links),
                        for a pull-request comment or $GITHUB_STEP_SUMMARY; - for standard output
      --level LEVEL     WCAG level AA or AAA (default: the pairings file's, else AA)
      --quiet           Print the verdict alone (terminal format)
      --color MODE      Colored marks and swatches in the terminal: auto, always, never, or
                        16, 256, truecolor to force a depth (default auto: on a terminal, as
                        COLORTERM and TERM say; NO_COLOR or TERM=dumb turns them off)
      --ios VERSION     UIKit's system colors of this iOS version: 26 (the default) or 18
                        (iOS 15–18); also "ios" in contrast-audit.json
      --rules DIR       Use this Rules/ folder instead of the compiled-in rules (or set
                        CONTRAST_AUDIT_RULES)
      --config FILE     Use this contrast-audit.json instead of the nearest one above each path
      --baseline FILE   Report only problems this baseline does not know, and say which of its
                        problems are fixed
      --write-baseline FILE
                        Record every failing check and finding of this run in FILE (a run
                        that writes one reports nothing new and exits 0)
      --fix             Print one fix per failing color slot as a unified diff of the asset
                        catalogs, palette files and color literals (nothing is written)
      --write           With --fix: apply the diff (each file replaced atomically), then
                        audit again
      --strict          Fail on notes too, and on pairings found in use that are unresolved
      --lenient         Fail on errors only: warnings are reported but pass

    SUBCOMMANDS:
      colors            List every color (asset catalog, palette file, code, UIKit) with where it
                        is defined and its value in each trait combination
      init              Write a starter contrast-audit.json with the pairings found in use;
                        --force replaces an existing one
      -v, --version     Print the version
      --help            Print this help

    EXIT STATUS:
      0  every check passed
      1  a pairing failed or was unresolved, or a warning-level finding was found (with
         --lenient errors only; with --strict notes too)
      2  usage or input error
    With --fix: 0 when every failing check has a fix that is shown (or written), 1 when some
    failure has none that can be written (the report's Fixes section says why), 2 on an input
    or write error.
    """
  }
}
