// A libFuzzer harness: compiled together with the library's sources by `scripts/fuzz.sh`, never
// part of the package. Each input becomes one file of the target's kind in a fresh folder; the
// whole pipeline runs on it twice and every report format is checked.
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the input goes, relative to the audited folder, with what surrounds it.
private struct FuzzTarget {
  var path: String
  var companions: [String: String] = [:]

  static func named(_ name: String) -> FuzzTarget? {
    let pairings = #"{"pairings": [{"foreground": "Text", "background": "Background"}]}"#
    let palette = ##"{"colors": {"Text": "#333333", "Background": {"any": "#FFFFFF", "dark": "#000000"}}}"##
    switch name {
    case "json": return FuzzTarget(path: "contrast-audit.json")
    case "colorset":
      return FuzzTarget(
        path: "Assets.xcassets/Text.colorset/Contents.json",
        companions: [
          "contrast-audit.json": pairings,
          "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
          "Assets.xcassets/Background.colorset/Contents.json": #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
        ])
    case "palette":
      return FuzzTarget(path: "app.palette.json", companions: ["contrast-audit.json": pairings])
    case "pairings":
      return FuzzTarget(path: "contrast-audit.json", companions: ["app.palette.json": palette])
    case "swift": return FuzzTarget(path: "App/View.swift")
    case "objc": return FuzzTarget(path: "App/View.m")
    case "xib": return FuzzTarget(path: "App/View.xib")
    case "swiftgen":
      return FuzzTarget(
        path: "swiftgen.yml",
        companions: [
          "Colors.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
          "Colors.xcassets/Brand/Contents.json":
            #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#,
          "Colors.xcassets/Brand/Text.colorset/Contents.json": #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "0.100", "green": "0.100", "blue": "0.100", "alpha": "1.000"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
          "App/Banner.swift":
            "import UIKit\nfinal class Banner: UIView {\n  let label = UILabel()\n"
            + "  func setUp() {\n    backgroundColor = .white\n"
            + "    label.textColor = Asset.Brand.text.color\n    addSubview(label)\n  }\n}\n",
        ])
    case "pbxproj":
      return FuzzTarget(
        path: "App.xcodeproj/project.pbxproj",
        companions: [
          "Shared/ReadingView.swift":
            "import SwiftUI\nstruct ReadingView: View {\n  var body: some View {\n"
            + "    Text(\"Today\").foregroundColor(.gray).background(Color.white)\n  }\n}\n",
          "Config/Mac.xcconfig": "#include \"Base.xcconfig\"\nSDKROOT = macosx\n",
          "Config/Base.xcconfig": "SUPPORTED_PLATFORMS = macosx\n",
        ])
    default: return nil
    }
  }
}

private let target: FuzzTarget = {
  let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
  guard let target = FuzzTarget.named(name) else {
    FileHandle.standardError.write(
      Data("FUZZ_TARGET must be json, colorset, palette, pairings, swift, objc, xib, pbxproj or swiftgen\n".utf8))
    exit(2)
  }
  return target
}()

private let rulesDirectory: URL? = ProcessInfo.processInfo.environment["CONTRAST_AUDIT_RULES"].map {
  URL(fileURLWithPath: $0, isDirectory: true)
}

private let scratch: URL = {
  // scripts/fuzz.sh names a folder it removes afterwards.
  let base = ProcessInfo.processInfo.environment["FUZZ_SCRATCH"] ?? NSTemporaryDirectory()
  let url = URL(fileURLWithPath: base).appendingPathComponent("contrast-audit-fuzz-\(getpid())")
  try? FileManager.default.removeItem(at: url)
  try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()

/// Every report the tool writes, by name, for one run.
private func reports(_ folder: URL) -> [String: String] {
  let request = AuditRequest(
    paths: ["."], workingDirectory: folder, rulesDirectory: rulesDirectory)
  let result = Auditor.run(request)
  let options = ReportOptions(
    colors: false, quiet: false, workingDirectory: folder.path,
    findingRules: Auditor.findingRules)
  var out: [String: String] = [:]
  for format in OutputFormat.allCases { out[format.rawValue] = format.render(result, options: options) }
  out["junit"] = JUnitReport().render(result, options: options)
  let markdown = MarkdownReport().render(result, swatchFolder: "report-swatches")
  out["markdown"] = markdown.markdown
  for file in markdown.files { out[file.relativePath] = file.contents }
  return out
}

private final class XMLCheck: NSObject, XMLParserDelegate {
  var failed = false
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { failed = true }
}

private func isWellFormedXML(_ text: String) -> Bool {
  let parser = XMLParser(data: Data(text.utf8))
  let check = XMLCheck()
  parser.delegate = check
  return parser.parse() && !check.failed
}

private func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("fuzz check failed: \(message)\n".utf8))
  abort()
}

private func check(_ reports: [String: String]) {
  for name in ["json", "sarif"] {
    guard (try? JSONSerialization.jsonObject(with: Data(reports[name]!.utf8))) != nil else {
      fail("\(name) report is not valid JSON")
    }
  }
  for (name, text) in reports where name == "junit" || name.hasSuffix(".svg") {
    if !isWellFormedXML(text) { fail("\(name) is not well-formed XML") }
  }
  // Line formats and the terminal: no control bytes but newline (and tab in the terminal).
  for name in ["terminal", "xcode", "github", "markdown"] {
    for byte in reports[name]!.utf8 where byte < 0x20 && byte != 0x0A && byte != 0x09 || byte == 0x7F {
      fail("\(name) report holds control byte \(byte)")
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let folder = scratch.appendingPathComponent("run")
  try? FileManager.default.removeItem(at: folder)
  let files = target.companions.merging(
    [target.path: ""], uniquingKeysWith: { companion, _ in companion })
  for (path, contents) in files {
    let url = folder.appendingPathComponent(path)
    try! FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let bytes = path == target.path ? Data(bytes: data, count: size) : Data(contents.utf8)
    try! bytes.write(to: url)
  }
  let first = reports(folder)
  check(first)
  if reports(folder) != first { fail("two runs on the same input gave different reports") }
  return 0
}
