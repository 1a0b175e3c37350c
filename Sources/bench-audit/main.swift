import ContrastAudit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// bench-audit: the audit benchmark. Run it in release mode:
//
//     swift run -c release bench-audit [--scale N] [--runs N] [--keep]
//
// It writes a synthetic app (asset catalogs with 5,000 color sets and pairings files with
// 20,000, 80,000 and 320,000 pairings, times N) into a temporary folder, deterministically,
// then audits it with 1×, 4× and 16× the pairings. Each audit runs in a fresh child process
// of this same binary, so its peak memory (`ru_maxrss`) is its own and not the generator's
// or an earlier audit's.

// MARK: - Options

struct Options {
  var scale = 1.0
  var runs = 3
  var keep = false
  var multiples = [1, 4, 16]
  static let baseColorSets = 5_000
  static let basePairings = 20_000

  var colorSets: Int { max(10, Int((Double(Self.baseColorSets) * scale).rounded())) }
  func pairings(_ multiple: Int) -> Int {
    max(10, Int((Double(Self.basePairings) * scale).rounded())) * multiple
  }

  static let usage = """
    usage: bench-audit [--scale N] [--runs N] [--multiples 1,4,16] [--keep]

      --scale N       multiply the 5,000 color sets and 20,000 pairings by N (default 1)
      --runs N        audits of the first size; the table shows the median (default 3)
      --multiples L   pairings multiples to audit (default 1,4,16)
      --keep          keep the generated folder and print its path (for profiling)
    """

  static func parse(_ arguments: [String]) -> Options {
    var options = Options()
    var iterator = arguments.makeIterator()
    func value(_ flag: String) -> String {
      guard let value = iterator.next() else { fail("\(flag) needs a value") }
      return value
    }
    while let argument = iterator.next() {
      switch argument {
      case "--scale":
        guard let scale = Double(value(argument)), scale > 0, scale <= 100 else {
          fail("--scale takes a number between 0 and 100")
        }
        options.scale = scale
      case "--runs":
        guard let runs = Int(value(argument)), (1...50).contains(runs) else {
          fail("--runs takes a whole number from 1 to 50")
        }
        options.runs = runs
      case "--multiples":
        let list = value(argument).split(separator: ",").compactMap { Int($0) }
        guard !list.isEmpty, list.allSatisfy({ (1...64).contains($0) }) else {
          fail("--multiples takes a list such as 1,4,16")
        }
        options.multiples = list.sorted()
      case "--keep":
        options.keep = true
      case "-h", "--help":
        print(usage)
        exit(0)
      default:
        fail("unknown argument \(argument)\n\(usage)")
      }
    }
    return options
  }
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("bench-audit: \(message)\n".utf8))
  exit(2)
}

// MARK: - Measuring

/// Peak resident set size of this process so far, in bytes (`ru_maxrss` is KB on Linux and
/// bytes on macOS).
func peakMemoryBytes() -> Int {
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
  #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
  #endif
}

func seconds(_ duration: Duration) -> Double {
  let (whole, attoseconds) = duration.components
  return Double(whole) + Double(attoseconds) * 1e-18
}

func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
  let clock = ContinuousClock()
  let start = clock.now
  let result = try body()
  return (result, seconds(clock.now - start))
}

// MARK: - Deterministic generator

/// SplitMix64: small, fast and the same on every platform, so every run audits the same app.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A number in `0..<1`.
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { unit() < p }

  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// Picks a case by weight: `[(0.5, a), (0.3, b), (0.2, c)]`.
  mutating func weighted<T>(_ table: [(Double, T)]) -> T {
    var x = unit() * table.reduce(0) { $0 + $1.0 }
    for (weight, value) in table {
      if x < weight { return value }
      x -= weight
    }
    return table[table.count - 1].1
  }
}

/// What the generator wrote, for the summary.
struct GeneratedCatalogs {
  var colorSets = 0
  var groups = 0
  var namespacedGroups = 0
  var slots = 0
  var p3Sets = 0
  var referenceSets = 0
  var translucentSets = 0
  var idiomOrGamutSets = 0
  var emptySets = 0
  /// Names usable in pairings: foreground-like and background-like colors.
  var foregrounds: [String] = []
  var backgrounds: [String] = []
  var translucentBackgrounds: [String] = []
}

/// Writes asset catalogs shaped like a large app's: an app catalog, a design-system catalog
/// and a widget catalog, color sets in namespaced and plain groups, with the slot layouts,
/// color spaces and component encodings the corpus shows (reference/asset-catalog-format.md §6).
enum CatalogGenerator {
  static let info = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"

  enum Encoding: CaseIterable {
    case decimal3, decimal4, hex, integer
  }

  enum Appearance {
    case any, dark, highAny, highDark

    var json: String? {
      let dark =
        "        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }"
      let high =
        "        {\n          \"appearance\" : \"contrast\",\n          \"value\" : \"high\"\n        }"
      switch self {
      case .any: return nil
      case .dark: return dark
      case .highAny: return high
      case .highDark: return dark + ",\n" + high
      }
    }
  }

  static func component(_ value: Double, _ encoding: Encoding) -> String {
    switch encoding {
    case .decimal3: return String(format: "\"%.3f\"", value)
    case .decimal4: return String(format: "\"%.4f\"", value)
    case .hex: return String(format: "\"0x%02X\"", Int((value * 255).rounded()))
    case .integer: return "\"\(Int((value * 255).rounded()))\""
    }
  }

  /// One `colors[]` entry, formatted as Xcode writes it.
  static func entry(
    appearance: Appearance, color: String?, idiom: String = "universal", gamut: String? = nil
  ) -> String {
    var lines: [String] = []
    if let appearances = appearance.json {
      lines.append("      \"appearances\" : [\n\(appearances)\n      ]")
    }
    if let color { lines.append("      \"color\" : \(color)") }
    if let gamut { lines.append("      \"display-gamut\" : \"\(gamut)\"") }
    lines.append("      \"idiom\" : \"\(idiom)\"")
    return "    {\n" + lines.joined(separator: ",\n") + "\n    }"
  }

  static func components(
    space: String, rgb: (Double, Double, Double), alpha: Double, encoding: Encoding
  ) -> String {
    // Alpha is always decimal in Xcode's files, whatever the RGB encoding.
    let alphaText = String(format: "\"%.3f\"", alpha)
    let body: String
    if space == "extended-gray" {
      body =
        "          \"alpha\" : \(alphaText),\n          \"white\" : \(component(rgb.0, .decimal3))"
    } else {
      body = """
                  "alpha" : \(alphaText),
                  "blue" : \(component(rgb.2, encoding)),
                  "green" : \(component(rgb.1, encoding)),
                  "red" : \(component(rgb.0, encoding))
        """
    }
    return
      "{\n        \"color-space\" : \"\(space)\",\n        \"components\" : {\n\(body)\n        }\n      }"
  }

  static func reference(_ name: String) -> String {
    "{\n        \"platform\" : \"ios\",\n        \"reference\" : \"\(name)\"\n      }"
  }

  static let systemReferences = [
    "labelColor", "secondaryLabelColor", "systemBackgroundColor",
    "secondarySystemBackgroundColor", "systemGroupedBackgroundColor", "systemBlueColor",
    "systemRedColor", "systemGreenColor", "separatorColor", "systemGray6Color", "tintColor",
  ]

  /// Writes `count` color sets under `root` and returns what was written.
  static func generate(into root: URL, count: Int, random: inout SplitMix64) throws
    -> GeneratedCatalogs
  {
    var summary = GeneratedCatalogs()
    let catalogs = [
      ("App/Resources/Colors.xcassets", 0.6), ("DesignSystem/Tokens.xcassets", 0.3),
      ("Widgets/WidgetColors.xcassets", 0.1),
    ]
    let features = [
      "Feed", "Profile", "Settings", "Onboarding", "Search", "Messages", "Checkout", "Map",
      "Player", "Library", "Composer", "Notifications", "Stories", "Wallet", "Support",
    ]
    var written = 0
    for (index, (path, share)) in catalogs.enumerated() {
      let catalog = root.appendingPathComponent(path)
      try write("{\n\(info)\n}\n", to: catalog.appendingPathComponent("Contents.json"))
      let setsHere = index == catalogs.count - 1 ? count - written : Int(Double(count) * share)
      // Groups: about 60 sets each; two in three namespaced, some nested one level deeper.
      let groupCount = max(1, setsHere / 60)
      var groups: [(folder: String, prefix: String)] = []
      for g in 0..<groupCount {
        let name =
          "\(features[g % features.count])\(g / features.count == 0 ? "" : "\(g / features.count + 1)")"
        let namespaced = random.chance(0.67)
        let nested = random.chance(0.2)
        var folder = name
        var prefix = namespaced ? name + "/" : ""
        try writeGroup(catalog.appendingPathComponent(folder), namespaced: namespaced)
        summary.groups += 1
        if namespaced { summary.namespacedGroups += 1 }
        if nested {
          let inner = random.pick(["States", "Text", "Fills", "Borders"])
          let innerNamespaced = random.chance(0.5)
          folder += "/" + inner
          if innerNamespaced { prefix += inner + "/" }
          try writeGroup(catalog.appendingPathComponent(folder), namespaced: innerNamespaced)
          summary.groups += 1
          if innerNamespaced { summary.namespacedGroups += 1 }
        }
        groups.append((folder, prefix))
      }
      for s in 0..<setsHere {
        let group = groups[random.below(groups.count)]
        let kind = random.pick(["Text", "Background", "Fill", "Icon", "Border", "Tint", "Accent"])
        let setName = "\(kind) \(index)-\(s)"
        let (contents, traits) = colorSet(kind: kind, random: &random)
        try write(
          contents,
          to: catalog.appendingPathComponent("\(group.folder)/\(setName).colorset/Contents.json"))
        let name = group.prefix + setName
        summary.colorSets += 1
        summary.slots += traits.slots
        if traits.p3 { summary.p3Sets += 1 }
        if traits.reference { summary.referenceSets += 1 }
        if traits.idiomOrGamut { summary.idiomOrGamutSets += 1 }
        if traits.empty {
          summary.emptySets += 1
          continue
        }
        if traits.translucent {
          summary.translucentSets += 1
          summary.translucentBackgrounds.append(name)
        } else if ["Background", "Fill"].contains(kind) {
          summary.backgrounds.append(name)
        } else {
          summary.foregrounds.append(name)
        }
      }
      written += setsHere
    }
    return summary
  }

  struct SetTraits {
    var slots = 0
    var p3 = false
    var reference = false
    var translucent = false
    var idiomOrGamut = false
    var empty = false
  }

  /// One color set's `Contents.json`: a slot layout, a space, an encoding and plausible colors
  /// (backgrounds light in Any and dark in Dark; text and icons the other way round).
  static func colorSet(kind: String, random: inout SplitMix64) -> (String, SetTraits) {
    var traits = SetTraits()
    enum Layout { case anyOnly, anyDark, anyDarkHighAny, full, reference, gamutPair, idioms, empty }
    let layout = random.weighted([
      (0.10, Layout.anyOnly), (0.42, .anyDark), (0.08, .anyDarkHighAny), (0.28, .full),
      (0.06, .reference), (0.02, .gamutPair), (0.02, .idioms), (0.02, .empty),
    ])
    let encoding = random.weighted([
      (0.45, Encoding.decimal3), (0.15, .decimal4), (0.32, .hex), (0.08, .integer),
    ])
    let space = random.weighted([
      (0.88, "srgb"), (0.05, "display-p3"), (0.05, "extended-srgb"), (0.02, "extended-gray"),
    ])
    traits.p3 = space == "display-p3"
    let isBackground = kind == "Background" || kind == "Fill"
    let translucent = kind == "Fill" && random.chance(0.5)
    traits.translucent = translucent
    let hue = (random.unit(), random.unit(), random.unit())
    func color(dark: Bool, high: Bool) -> String {
      // Lightness by role and appearance; high contrast pushes it further from the middle.
      let light = isBackground != dark
      var level = light ? 0.80 + 0.2 * random.unit() : 0.05 + 0.35 * random.unit()
      if high { level = light ? min(1, level + 0.1) : max(0, level - 0.1) }
      let spread = 0.25 * (1 - abs(level - 0.5) * 2)
      let rgb = (
        min(1, max(0, level + spread * (hue.0 - 0.5))),
        min(1, max(0, level + spread * (hue.1 - 0.5))),
        min(1, max(0, level + spread * (hue.2 - 0.5)))
      )
      let alpha = translucent ? [0.08, 0.12, 0.16, 0.24, 0.36][random.below(5)] : 1
      return components(space: space, rgb: rgb, alpha: alpha, encoding: encoding)
    }
    var entries: [String] = []
    switch layout {
    case .anyOnly:
      entries = [entry(appearance: .any, color: color(dark: false, high: false))]
    case .anyDark:
      entries = [
        entry(appearance: .any, color: color(dark: false, high: false)),
        entry(appearance: .dark, color: color(dark: true, high: false)),
      ]
    case .anyDarkHighAny:
      entries = [
        entry(appearance: .any, color: color(dark: false, high: false)),
        entry(appearance: .dark, color: color(dark: true, high: false)),
        entry(appearance: .highAny, color: color(dark: false, high: true)),
      ]
    case .full:
      entries = [
        entry(appearance: .any, color: color(dark: false, high: false)),
        entry(appearance: .dark, color: color(dark: true, high: false)),
        entry(appearance: .highAny, color: color(dark: false, high: true)),
        entry(appearance: .highDark, color: color(dark: true, high: true)),
      ]
    case .reference:
      traits.reference = true
      traits.translucent = false
      let name = random.pick(systemReferences)
      entries = [entry(appearance: .any, color: reference(name))]
      if random.chance(0.3) {
        entries.append(entry(appearance: .dark, color: color(dark: true, high: false)))
      }
    case .gamutPair:
      traits.idiomOrGamut = true
      entries = [
        entry(appearance: .any, color: color(dark: false, high: false), gamut: "sRGB"),
        entry(appearance: .any, color: color(dark: false, high: false), gamut: "display-P3"),
        entry(appearance: .dark, color: color(dark: true, high: false)),
      ]
    case .idioms:
      traits.idiomOrGamut = true
      entries = [
        entry(appearance: .any, color: color(dark: false, high: false)),
        entry(appearance: .any, color: color(dark: false, high: false), idiom: "ipad"),
        entry(appearance: .dark, color: color(dark: true, high: false)),
      ]
    case .empty:
      traits.empty = true
      traits.translucent = false
      entries = [entry(appearance: .any, color: nil)]
    }
    traits.slots = entries.count
    let text = "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n\(info)\n}\n"
    return (text, traits)
  }

  static func writeGroup(_ folder: URL, namespaced: Bool) throws {
    let properties =
      namespaced ? ",\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }" : ""
    try write("{\n\(info)\(properties)\n}\n", to: folder.appendingPathComponent("Contents.json"))
  }
}

/// Writes pairings files: a `contrast-audit.json` with the settings, and feature files of
/// about 2,000 pairings each.
enum PairingsGenerator {
  static let systemForegrounds = ["label", "secondaryLabel", "link", "systemBlue", "systemRed"]
  static let systemBackgrounds = [
    "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground",
  ]

  struct Summary {
    var pairings = 0
    var files = 0
    var bytes = 0
  }

  static func generate(
    into folder: URL, count: Int, catalogs: GeneratedCatalogs, random: inout SplitMix64
  ) throws -> Summary {
    var summary = Summary()
    let settings = """
      {
        "level": "AA",
        "include": ["uikit"],
        "pairings": []
      }

      """
    try write(settings, to: folder.appendingPathComponent("contrast-audit.json"))
    summary.bytes += settings.utf8.count
    summary.files += 1
    let perFile = 2_000
    var remaining = count - 36  // the uikit pack supplies 36
    var fileIndex = 0
    while remaining > 0 {
      let n = min(perFile, remaining)
      var lines: [String] = []
      lines.reserveCapacity(n)
      for _ in 0..<n {
        lines.append("    " + pairing(catalogs, random: &random))
      }
      let text = "{\n  \"pairings\": [\n" + lines.joined(separator: ",\n") + "\n  ]\n}\n"
      try write(
        text, to: folder.appendingPathComponent("Feature\(fileIndex).pairings.json"))
      summary.bytes += text.utf8.count
      summary.files += 1
      fileIndex += 1
      remaining -= n
    }
    summary.pairings = count
    return summary
  }

  static func pairing(_ catalogs: GeneratedCatalogs, random: inout SplitMix64) -> String {
    let foreground =
      random.chance(0.1) ? random.pick(systemForegrounds) : random.pick(catalogs.foregrounds)
    var fields = ["\"foreground\": \"\(foreground)\""]
    if random.chance(0.1), !catalogs.translucentBackgrounds.isEmpty {
      fields.append("\"background\": \"\(random.pick(catalogs.translucentBackgrounds))\"")
      let backdrop =
        random.chance(0.5) ? random.pick(systemBackgrounds) : random.pick(catalogs.backgrounds)
      fields.append("\"backdrop\": \"\(backdrop)\"")
    } else {
      let background =
        random.chance(0.2) ? random.pick(systemBackgrounds) : random.pick(catalogs.backgrounds)
      fields.append("\"background\": \"\(background)\"")
    }
    let role = random.weighted([
      (0.50, "text"), (0.15, "large-text"), (0.20, "non-text"), (0.05, "decorative"),
      (0.10, "minimum"),
    ])
    if role == "minimum" {
      fields.append("\"minimum\": \(random.pick(["3.0", "4.5", "7.0", "5.5"]))")
    } else {
      fields.append("\"role\": \"\(role)\"")
    }
    let levels = random.weighted([(0.7, ""), (0.15, "base"), (0.15, "elevated")])
    if !levels.isEmpty { fields.append("\"levels\": [\"\(levels)\"]") }
    return "{ " + fields.joined(separator: ", ") + " }"
  }
}

/// Folders already created, so each is made once.
nonisolated(unsafe) var createdFolders = Set<String>()

/// Writes a file with plain POSIX calls: Foundation's `Data.write` syncs every file to disk,
/// which makes writing 5,000 color sets take seconds on Linux.
func write(_ text: String, to url: URL) throws {
  let folder = url.deletingLastPathComponent().path
  if !createdFolders.contains(folder) {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    createdFolders.insert(folder)
  }
  guard let file = fopen(url.path, "w") else {
    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
  }
  defer { fclose(file) }
  guard fputs(text, file) >= 0 else {
    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
  }
}

// MARK: - Child: one audit in a fresh process

/// The figures one child reports, as `key=value` words on one line.
struct AuditFigures {
  var wall = 0.0
  var peakBytes = 0
  var checks = 0
  var failures = 0
  var unresolved = 0
  var errors = 0
  var discoveryAndLoad = 0.0
  var evaluate = 0.0
  var stagedChecks = 0

  var line: String {
    "wall=\(wall) peak=\(peakBytes) checks=\(checks) failures=\(failures) "
      + "unresolved=\(unresolved) errors=\(errors) load=\(discoveryAndLoad) "
      + "evaluate=\(evaluate) staged=\(stagedChecks)"
  }

  init() {}

  init?(line: String) {
    var values: [String: String] = [:]
    for word in line.split(separator: " ") {
      let parts = word.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
    }
    guard let wall = values["wall"].flatMap(Double.init),
      let peak = values["peak"].flatMap(Int.init),
      let checks = values["checks"].flatMap(Int.init)
    else { return nil }
    self.wall = wall
    self.peakBytes = peak
    self.checks = checks
    failures = values["failures"].flatMap(Int.init) ?? 0
    unresolved = values["unresolved"].flatMap(Int.init) ?? 0
    errors = values["errors"].flatMap(Int.init) ?? 0
    discoveryAndLoad = values["load"].flatMap(Double.init) ?? 0
    evaluate = values["evaluate"].flatMap(Double.init) ?? 0
    stagedChecks = values["staged"].flatMap(Int.init) ?? 0
  }
}

func rulesDirectory() -> URL? {
  BuiltInRules.locate(
    executablePath: Bundle.main.executablePath ?? CommandLine.arguments[0],
    environment: ProcessInfo.processInfo.environment)
}

/// Audits `paths` under `root` with `Auditor.run` (the figure that counts: wall time and peak
/// memory), then again stage by stage through the library's public pieces for the breakdown.
func childAudit(root: URL, paths: [String], stages: Bool) -> AuditFigures {
  var figures = AuditFigures()
  guard let rules = rulesDirectory() else { fail("cannot find Rules/; set CONTRAST_AUDIT_RULES") }
  let request = AuditRequest(paths: paths, workingDirectory: root, rulesDirectory: rules)
  let (result, wall) = time { Auditor.run(request) }
  figures.wall = wall
  figures.peakBytes = peakMemoryBytes()
  figures.checks = result.checks.count
  figures.failures = result.failedChecks.count
  figures.unresolved = result.unresolvedChecks.count
  figures.errors = result.errors.count
  if !result.errors.isEmpty {
    for error in result.errors.prefix(5) {
      FileHandle.standardError.write(
        Data("  input error: \(error.location.description): \(error.message)\n".utf8))
    }
  }
  if stages {
    let (staged, loadTime) = time { loadStage(root: root, paths: paths, rules: rules) }
    let (checks, evaluateTime) = time { staged.evaluator.evaluate(staged.pairings) }
    figures.discoveryAndLoad = loadTime
    figures.evaluate = evaluateTime
    figures.stagedChecks = checks.count
  }
  return figures
}

/// Discovery, loading and name checks, as `Auditor.run` does them, from public API pieces.
func loadStage(root: URL, paths: [String], rules: URL) -> (
  pairings: [Pairing], evaluator: Evaluator
) {
  guard let builtIn = try? BuiltInRules.load(from: rules) else { fail("cannot load Rules/") }
  let (inputs, _) = Discovery.discover(paths: paths, workingDirectory: root)
  var pairings: [Pairing] = []
  for input in inputs.pairingsFiles {
    guard let file = PairingsLoader.load(input.url, displayPath: input.displayPath).file else {
      continue
    }
    pairings += file.pairings
    for (name, _) in file.includes {
      if let url = builtIn.pack(named: name) {
        pairings += PairingsLoader.load(url, displayPath: name).file?.pairings ?? []
      }
    }
  }
  var palette = Palette()
  for catalog in inputs.catalogs {
    for color in AssetCatalogLoader.load(catalogAt: catalog.url, displayPath: catalog.displayPath)
      .colors
    {
      palette.insert(color)
    }
  }
  for input in inputs.paletteFiles {
    for color in PaletteFileLoader.load(input.url, displayPath: input.displayPath).colors {
      palette.insert(color)
    }
  }
  let resolver = Resolver(
    palette: palette, systemColors: Palette(builtIn.systemColors),
    systemAliases: builtIn.aliases)
  let known = pairings.filter { pairing in
    [pairing.foreground, pairing.background, pairing.backdrop].allSatisfy {
      $0.map { resolver.color(named: $0) != nil } ?? true
    }
  }
  return (known, Evaluator(resolver: resolver, thresholds: builtIn.thresholds, level: .AA))
}

/// Runs this binary again as a child and reads its figures.
func runChild(_ arguments: [String]) -> AuditFigures {
  let process = Process()
  process.executableURL = URL(
    fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
  process.arguments = arguments
  let output = Pipe()
  process.standardOutput = output
  do {
    try process.run()
  } catch {
    fail("cannot start a child audit: \(error)")
  }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0,
    let line = String(data: data, encoding: .utf8)?.split(separator: "\n").last,
    let figures = AuditFigures(line: String(line))
  else { fail("a child audit failed (status \(process.terminationStatus))") }
  return figures
}

// MARK: - Report

func grouped(_ n: Int) -> String {
  let digits = String(n)
  var out = ""
  for (i, c) in digits.reversed().enumerated() {
    if i > 0 && i % 3 == 0 { out.append(",") }
    out.append(c)
  }
  return String(out.reversed())
}

func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

func cpuCount() -> Int { ProcessInfo.processInfo.activeProcessorCount }

// MARK: - Main

func main() {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.first == "--child-audit" {
    // --child-audit ROOT [--stages] PATH...
    guard arguments.count >= 3 else { fail("--child-audit ROOT [--stages] PATH...") }
    let root = URL(fileURLWithPath: arguments[1], isDirectory: true)
    let stages = arguments[2] == "--stages"
    let paths = Array(arguments.dropFirst(stages ? 3 : 2))
    print(childAudit(root: root, paths: paths, stages: stages).line)
    return
  }
  if arguments.first == "--child-baseline" {
    var figures = AuditFigures()
    figures.peakBytes = peakMemoryBytes()
    print(figures.line)
    return
  }

  let options = Options.parse(arguments)
  #if DEBUG
    print("bench-audit: warning: a debug build; run with `swift run -c release bench-audit`")
  #endif
  let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "bench-audit-\(getpid())", isDirectory: true)
  try? FileManager.default.removeItem(at: root)
  defer {
    if !options.keep { try? FileManager.default.removeItem(at: root) }
  }

  // Generation, timed on its own.
  var random = SplitMix64(seed: 0x00C0_FFEE_2025)
  let (catalogs, catalogTime): (GeneratedCatalogs, Double)
  do {
    (catalogs, catalogTime) = try time {
      try CatalogGenerator.generate(
        into: root.appendingPathComponent("catalogs"), count: options.colorSets, random: &random)
    }
  } catch {
    fail("cannot write the synthetic catalogs: \(error)")
  }
  var pairingRuns:
    [(multiple: Int, folder: String, summary: PairingsGenerator.Summary, time: Double)] = []
  for multiple in options.multiples {
    let folder = "pairings-\(multiple)x"
    var pairingRandom = SplitMix64(seed: 0x5EED_0000 &+ UInt64(multiple))
    do {
      let (summary, elapsed) = try time {
        try PairingsGenerator.generate(
          into: root.appendingPathComponent(folder), count: options.pairings(multiple),
          catalogs: catalogs, random: &pairingRandom)
      }
      pairingRuns.append((multiple, folder, summary, elapsed))
    } catch {
      fail("cannot write the synthetic pairings: \(error)")
    }
  }

  print("bench-audit \(Auditor.version): \(cpuCount()) CPUs, \(options.runs) runs per size")
  print(
    "generated in \(String(format: "%.2f", catalogTime)) s: \(grouped(catalogs.colorSets)) color "
      + "sets (\(grouped(catalogs.slots)) slots) in 3 catalogs, \(catalogs.groups) groups "
      + "(\(catalogs.namespacedGroups) namespaced); \(catalogs.p3Sets) Display P3, "
      + "\(catalogs.referenceSets) system references, \(catalogs.translucentSets) translucent, "
      + "\(catalogs.idiomOrGamutSets) idiom or gamut variants, \(catalogs.emptySets) empty")
  for run in pairingRuns {
    print(
      "generated in \(String(format: "%.2f", run.time)) s: \(grouped(run.summary.pairings)) "
        + "pairings in \(run.summary.files) files (\(megabytes(run.summary.bytes)))")
  }
  if options.keep { print("kept: \(root.path)") }

  let baseline = runChild(["--child-baseline"])
  print("process baseline (runtime and Foundation, no audit): \(megabytes(baseline.peakBytes))")
  print("")

  let header = [
    pad("pairings", 9), pad("checks", 10), pad("audit wall", 11), pad("checks/s", 10),
    pad("µs/pairing", 11), pad("peak RSS", 10), pad("load", 8), pad("evaluate", 9),
  ]
  print(header.joined(separator: "  "))
  var rows: [(Int, AuditFigures)] = []
  for run in pairingRuns {
    var samples: [AuditFigures] = []
    // The first size runs --runs times (median); larger sizes once, to keep the run short.
    let runs = run.multiple == pairingRuns.first?.multiple ? options.runs : 1
    for _ in 0..<runs {
      samples.append(
        runChild(["--child-audit", root.path, "--stages", "catalogs", run.folder]))
    }
    var figures = samples[0]
    figures.wall = median(samples.map(\.wall))
    figures.discoveryAndLoad = median(samples.map(\.discoveryAndLoad))
    figures.evaluate = median(samples.map(\.evaluate))
    figures.peakBytes = samples.map(\.peakBytes).max() ?? 0
    rows.append((run.summary.pairings, figures))
    let cells = [
      pad(grouped(run.summary.pairings), 9), pad(grouped(figures.checks), 10),
      pad(String(format: "%.3f s", figures.wall), 11),
      pad(grouped(Int(Double(figures.checks) / figures.wall)), 10),
      pad(String(format: "%.1f", figures.wall / Double(run.summary.pairings) * 1e6), 11),
      pad(megabytes(figures.peakBytes), 10),
      pad(String(format: "%.3f s", figures.discoveryAndLoad), 8),
      pad(String(format: "%.3f s", figures.evaluate), 9),
    ]
    print(cells.joined(separator: "  "))
    if figures.errors > 0 {
      print("  (\(figures.errors) input errors: the figures are not representative)")
    }
  }
  if let (pairings, first) = rows.first {
    print("")
    print(
      "checks: \(grouped(first.checks)) at \(grouped(pairings)) pairings "
        + "(\(grouped(first.failures)) failed, \(grouped(first.unresolved)) unresolved)")
    if options.scale == 1 && options.multiples.first == 1 {
      let timeOK = first.wall < 0.5
      let memoryOK = first.peakBytes < 64 << 20
      print(
        "target (5,000 sets + 20,000 pairings): under 0.5 s \(timeOK ? "met" : "MISSED") "
          + "(\(String(format: "%.3f", first.wall)) s), under 64 MB \(memoryOK ? "met" : "MISSED") "
          + "(\(megabytes(first.peakBytes)))")
    }
  }
  print(
    "load = discovery + loaders + palette + name checks; evaluate = Evaluator over all pairings")
  print("(stages are measured in a second pass in the same child, after the Auditor.run figures)")
}

main()
