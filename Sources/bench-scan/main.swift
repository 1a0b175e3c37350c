// Benchmark for the attributed-text scanner, and a driver for running it over a directory.
//
//   swift run -c release bench-scan              generate 2,000 Swift files (~400,000 lines),
//                                                scan them, and compare with `grep -rl`
//   swift run -c release bench-scan --scan DIR [--quiet] [--timings]
//                                                walk and scan DIR, print every finding
//   swift run -c release bench-scan --generate DIR   write the generated tree to DIR
import ContrastAudit
import Foundation

/// A deterministic generator (SplitMix64), so every run scans the same tree.
struct Generator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

let words = [
  "account", "profile", "message", "thread", "invoice", "order", "ticket", "channel", "feed",
  "article", "comment", "payment", "setting", "device", "session", "contact", "photo", "album",
]

func typeName(_ g: inout Generator) -> String {
  words[g.below(words.count)].capitalized + words[g.below(words.count)].capitalized
}

/// One view-controller-like Swift file of about 200 lines; every 20th one builds attributed text.
func makeFile(index: Int, g: inout Generator) -> String {
  let name = typeName(&g) + "ViewController\(index)"
  var out = """
    //
    //  \(name).swift
    //  Generated for the contrast-audit scanner benchmark.
    //

    import UIKit

    final class \(name): UIViewController, UITableViewDataSource, UITableViewDelegate {
      private let tableView = UITableView(frame: .zero, style: .insetGrouped)
      private let titleLabel = UILabel()
      private var items: [String] = []
      private let formatter: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .medium
        return f
      }()

      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        view.addSubview(tableView)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
      }

    """
  let methods = 9 + g.below(3)
  for m in 0..<methods {
    let w = words[g.below(words.count)]
    out += """
        /// Loads the \(w) list and refreshes the table. "Strings" and // comments stay inert.
        func load\(w.capitalized)\(m)(completion: @escaping (Result<[String], Error>) -> Void) {
          let url = URL(string: "https://example.com/api/\(w)/\\(m)?page=\\(items.count)")!
          URLSession.shared.dataTask(with: url) { [weak self] data, _, error in
            guard let self, let data else {
              completion(.failure(error ?? URLError(.badServerResponse)))
              return
            }
            let decoded = (try? JSONDecoder().decode([String].self, from: data)) ?? []
            DispatchQueue.main.async {
              self.items = decoded.filter { !$0.isEmpty }.sorted()
              self.tableView.reloadData()
              completion(.success(self.items))
            }
          }.resume()
        }

      """
  }
  if index % 20 == 0 {
    out += """
        func makeTitle(_ name: String, detail: String) -> NSAttributedString {
          let result = NSMutableAttributedString()
          result.append(NSAttributedString(string: name, attributes: [.foregroundColor: UIColor.label]))
          result.append(NSAttributedString(string: " · " + detail, attributes: [.font: UIFont.systemFont(ofSize: 12)]))
          return result
        }

        func configureHeader() {
          titleLabel.attributedText = makeTitle("\\(items.count) items", detail: formatter.string(from: Date()))
        }

      """
  }
  out += """
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
      }

      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        content.secondaryText = formatter.string(from: Date())
        cell.contentConfiguration = content
        return cell
      }
    }

    """
  return out
}

func generateTree(at root: URL, files: Int) throws -> (urls: [URL], lines: Int, bytes: Int) {
  var g = Generator(state: 42)
  var urls: [URL] = []
  var lines = 0
  var bytes = 0
  for i in 0..<files {
    let dir = root.appendingPathComponent(
      "Module\(i / 100)/Sources/Feature\(i / 20)", isDirectory: true)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let text = makeFile(index: i, g: &g)
    let url = dir.appendingPathComponent("File\(i).swift")
    try Data(text.utf8).write(to: url)
    urls.append(url)
    lines += text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    bytes += text.utf8.count
  }
  return (urls, lines, bytes)
}

func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
  let start = DispatchTime.now().uptimeNanoseconds
  let value = try body()
  return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}

func listFiles(_ root: URL) -> [(displayPath: String, url: URL)] {
  var result: [(String, URL)] = []
  let base = root.standardizedFileURL.path
  if let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
    for case let url as URL in e where AttributedTextScanner.handles(url) {
      var path = url.standardizedFileURL.path
      if path.hasPrefix(base + "/") { path.removeFirst(base.count + 1) }
      result.append((path, url))
    }
  }
  return result.sorted { $0.0 < $1.0 }
}

func runGrep(_ root: URL) -> (Int, Double) {
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  p.arguments = ["grep", "-rl", "AttributedString", root.path]
  let pipe = Pipe()
  p.standardOutput = pipe
  let (_, seconds) = time { () -> Void in
    try? p.run()
    _ = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
  }
  return (Int(p.terminationStatus), seconds)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--scan", arguments.count >= 2 {
  // The attributed-text part of a run by itself, as a whole process: the library's walk
  // (readdir), reading, the project context and the rules. `--quiet` prints only the counts,
  // `--timings` the phases on standard error.
  let quiet = arguments.contains("--quiet")
  let (walked, walkSeconds) = time {
    Discovery.discover(
      paths: [arguments[1]],
      workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
  }
  let files = walked.0.sourceFiles.map { (displayPath: $0.displayPath, url: $0.url) }
  let (result, seconds) = time { AttributedTextScanner().scan(files) }
  if !quiet {
    for f in result.findings {
      print("\(f.location.description): \(f.severity.rawValue): \(f.message) [\(f.rule)]")
    }
    for d in result.diagnostics + walked.1 {
      print("\(d.location.description): \(d.severity.rawValue): \(d.message)")
    }
  }
  var counts: [String: Int] = [:]
  for f in result.findings { counts["\(f.rule) \(f.severity.rawValue)", default: 0] += 1 }
  for (k, v) in counts.sorted(by: { $0.key < $1.key }) { print("count \(k): \(v)") }
  print(String(format: "scanned %d files in %.3f s", files.count, seconds))
  if arguments.contains("--timings") {
    FileHandle.standardError.write(
      Data(String(format: "walk %.1f ms, scan %.1f ms\n", walkSeconds * 1000, seconds * 1000).utf8))
  }
} else if arguments.first == "--generate", arguments.count >= 2 {
  // The benchmark's tree, kept on disk for whole-process timing (scripts/bench-walk.sh).
  do {
    let root = URL(fileURLWithPath: arguments[1], isDirectory: true)
    let (urls, lines, bytes) = try generateTree(at: root, files: 2_000)
    print("generated \(urls.count) files, \(lines) lines, \(bytes) bytes in \(root.path)")
  } catch {
    FileHandle.standardError.write(Data("bench-scan: \(error)\n".utf8))
    exit(1)
  }
} else {
  let fileCount = 2_000
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("contrast-audit-bench-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: root) }
  do {
    let (urls, lines, bytes) = try generateTree(at: root, files: fileCount)
    let files = urls.map { (displayPath: $0.lastPathComponent, url: $0) }
    let scanner = AttributedTextScanner()
    _ = scanner.scan(files)  // warm the file cache, as grep below also benefits from it
    _ = runGrep(root)
    var scanTimes: [Double] = []
    var grepTimes: [Double] = []
    var findings = 0
    for _ in 0..<5 {
      let (r, s) = time { scanner.scan(files) }
      findings = r.findings.count
      scanTimes.append(s)
      grepTimes.append(runGrep(root).1)
    }
    let scan = scanTimes.sorted()[2]
    let grep = grepTimes.sorted()[2]
    let mb = Double(bytes) / 1_048_576
    print("files: \(fileCount), lines: \(lines), size: \(String(format: "%.1f", mb)) MB")
    print(
      String(
        format: "scanner: %.1f ms (median of 5), %.0f MB/s, %d findings", scan * 1000, mb / scan,
        findings))
    print(
      String(
        format: "grep -rl AttributedString: %.1f ms (median of 5), %.0f MB/s", grep * 1000,
        mb / grep))
    print(String(format: "ratio scanner/grep: %.2fx", scan / grep))
  } catch {
    FileHandle.standardError.write(Data("bench-scan: \(error)\n".utf8))
    exit(1)
  }
}
