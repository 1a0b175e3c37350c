import Foundation

/// Scans Swift, Objective-C and Interface Builder files for attributed text that reaches the
/// screen without a foreground color, and for non-adaptive colors in text attributes.
///
/// Files that cannot hold attributed text are skipped after a byte search; the rest are
/// tokenized (never matched with regular expressions) and analyzed in parallel. Findings are
/// sorted by file, line, column and rule, so output is deterministic.
public struct AttributedTextScanner: Sendable {
  public struct Configuration: Sendable {
    /// Per-rule override: nil entry value = rule switched off; otherwise the severity to use.
    public var ruleSeverities: [String: Severity?]

    public init(ruleSeverities: [String: Severity?] = [:]) {
      self.ruleSeverities = ruleSeverities
    }
  }

  public var configuration: Configuration

  public init(configuration: Configuration = .init()) {
    self.configuration = configuration
  }

  /// Metadata of every rule: id, name, default severity and summary.
  public static var rules: [AttributedTextRuleDescription] {
    attributedTextRules.map { $0.description }
  }

  /// Whether the scanner reads files with this extension.
  public static func handles(_ url: URL) -> Bool {
    kind(of: url.path) != nil
  }

  enum FileKind {
    case swift, objectiveC, interfaceBuilder
  }

  static func kind(of path: String) -> FileKind? {
    // The extension after the last dot of the last component, read from the bytes: this runs
    // for every file of the walk.
    let bytes = path.utf8
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
    let rest = bytes[bytes.index(after: dot)...]
    guard rest.count <= 10, !rest.contains(UInt8(ascii: "/")) else { return nil }
    if let slash = bytes.lastIndex(of: UInt8(ascii: "/")), bytes.index(after: slash) == dot {
      return nil  // `.h` alone is a hidden file's name, not an extension
    }
    if dot == bytes.startIndex { return nil }
    let ext = String(decoding: rest.map { $0 | 0x20 }, as: UTF8.self)
    switch ext {
    case "swift": return .swift
    case "m", "mm", "h": return .objectiveC
    case "xib", "storyboard": return .interfaceBuilder
    default: return nil
    }
  }

  /// Scans the given files (.swift, .m, .mm, .h, .xib, .storyboard).
  ///
  /// `displayPath` is what goes
  /// into findings (relative to the working directory); `url` is where to read.
  /// Unreadable / non-UTF-8 files become error Diagnostics naming the file (never a crash, never a
  /// silent skip).
  public func scan(_ files: [(displayPath: String, url: URL)]) -> (
    findings: [Finding], diagnostics: [Diagnostic]
  ) {
    scan(
      texts: concurrentMap(count: files.count) {
        SourceText.read(files[$0].url, displayPath: files[$0].displayPath)
      })
  }

  /// Scans files already read by the source stage.
  ///
  /// `lexed` holds files the source stage has tokenized already, by path: they are not lexed
  /// again.
  func scan(texts files: [SourceText], lexed: [String: SourceFile] = [:]) -> (
    findings: [Finding], diagnostics: [Diagnostic]
  ) {
    let results = ResultBuffer(count: files.count)
    // Every code file that could hold a rule's subject or a fact about one is tokenized (or taken
    // from the source stage); the rest are skipped after a byte search.
    let prepared = concurrentMap(count: files.count) { n -> PreparedFile in
      let text = files[n]
      guard Self.kind(of: text.displayPath) != .interfaceBuilder else { return .document }
      return prepare(text, lexed: lexed[text.displayPath])
    }
    // Files that only lend facts are tokenized when a fact in them can matter: a text color set
    // on a view that a judged file shows attributed text in, a view class coloring itself, a text
    // storage, an Objective-C header's outlets.
    let needs = FactNeeds(
      analyzed: prepared.compactMap {
        if case .source(let source, true) = $0 { return source }
        return nil
      })
    let gated = concurrentMap(count: prepared.count) { n -> PreparedFile in
      guard case .candidate = prepared[n] else { return prepared[n] }
      return lexIfNeeded(files[n], needs: needs, lexed: lexed[files[n].displayPath])
    }
    var projectFiles: [SourceFile] = []
    for (n, file) in gated.enumerated() {
      switch file {
      case .failed(let diagnostic): results.set(n, FileResult(diagnostics: [diagnostic]))
      case .source(let source, _): projectFiles.append(source)
      case .skipped, .candidate: results.set(n, FileResult())
      case .document: break
      }
    }
    var built = ProjectContext(files: projectFiles)
    let documents = files.compactMap { text -> [UInt8]? in
      guard Self.kind(of: text.displayPath) == .interfaceBuilder,
        case .success(let data) = text.contents
      else { return nil }
      return data
    }
    built.adaptiveLabelOutlets = InterfaceBuilderLabelColors.adaptiveOutlets(in: documents)
    built.selectedSegmentTintedOutlets = InterfaceBuilderLabelColors.selectedSegmentTintedOutlets(
      in: documents)
    built.interfaceBuilderDocuments = files.compactMap { text -> (String, [UInt8])? in
      guard Self.kind(of: text.displayPath) == .interfaceBuilder,
        case .success(let data) = text.contents
      else { return nil }
      return (text.displayPath, data)
    }
    built.searchedTexts = files.compactMap { text -> [UInt8]? in
      guard case .success(let data) = text.contents else { return nil }
      return data
    }
    let context = built
    let analyzed = gated.enumerated().compactMap { n, file -> (Int, String)? in
      if case .source(let source, true) = file { return (n, source.path) }
      return nil
    }
    DispatchQueue.concurrentPerform(iterations: analyzed.count) { k in
      let (index, path) = analyzed[k]
      guard let file = context.file(at: path) else { return }
      results.set(index, analyze(file, context: context))
    }
    // Code first: Interface Builder needs to know which views code gives attributed text. Files
    // the rules did not judge are searched by bytes, only for outlets that would be warnings.
    let unjudged = files.enumerated().compactMap { n, text -> [UInt8]? in
      guard Self.kind(of: text.displayPath) != .interfaceBuilder,
        case .success(let data) = text.contents
      else { return nil }
      if case .source(_, true) = gated[n] { return nil }
      return data
    }
    let owners = OutletOwners(known: results.owners(), unjudged: unjudged)
    let restylers = BackgroundRestylers(
      code: files.compactMap { text -> [UInt8]? in
        guard Self.kind(of: text.displayPath) != .interfaceBuilder,
          case .success(let data) = text.contents
        else { return nil }
        return data
      })
    let documentList = files.enumerated().filter {
      Self.kind(of: $0.element.displayPath) == .interfaceBuilder
    }
    .map { ($0.offset, $0.element) }
    DispatchQueue.concurrentPerform(iterations: documentList.count) { n in
      let (index, file) = documentList[n]
      results.set(
        index,
        scanDocument(
          file, owners: owners, themedClasses: context.themedViewClasses, restylers: restylers))
    }
    var findings: [Finding] = []
    var diagnostics: [Diagnostic] = []
    for result in results.all() {
      findings += result.findings
      diagnostics += result.diagnostics
    }
    findings.sort {
      ($0.location, $0.rule, $0.message) < ($1.location, $1.rule, $1.message)
    }
    diagnostics.sort { ($0.location, $0.message) < ($1.location, $1.message) }
    return (findings, diagnostics)
  }

  /// A code file after the byte search: tokenized (and whether the rules judge it, or it only
  /// lends facts to the project context), skipped, or unreadable.
  enum PreparedFile: Sendable {
    case source(SourceFile, analyzed: Bool)
    /// Might lend a fact; tokenized only if one can matter (see `FactNeeds`).
    case candidate
    case skipped, document
    case failed(Diagnostic)
  }

  private func prepare(_ text: SourceText, lexed: SourceFile?) -> PreparedFile {
    let data: [UInt8]
    switch text.contents {
    case .success(let d): data = d
    case .failure(let d): return .failed(d)
    }
    return data.withUnsafeBytes { raw -> PreparedFile in
      let bytes = raw.bindMemory(to: UInt8.self)
      // Everything the analyzer looks at spells one of these.
      let analyzed =
        ByteSearch.contains(bytes, "ttribute") || ByteSearch.contains(bytes, "ForegroundColor")
      // Facts other files rely on: text colors, text storages, outlets, a header's text views.
      let lends =
        analyzed || ByteSearch.contains(bytes, "extColor")
        || FactNeeds.mentionsTextStorage(bytes) || ByteSearch.contains(bytes, "IBOutlet")
        || (text.displayPath.hasSuffix(".h") && ByteSearch.contains(bytes, "TextView"))
      guard lends else { return .skipped }
      // Read files are valid UTF-8 already; text from elsewhere is checked before tokenizing.
      guard ByteSearch.isValidUTF8(bytes) else {
        return .failed(
          .error(
            SourceLocation(file: text.displayPath), "file is not valid UTF-8; it was not scanned"))
      }
      if !analyzed { return .candidate }
      // A judged file is looked up by name many times: indexed once, here.
      var file: SourceFile
      if let lexed {
        file = lexed
      } else {
        let language: SourceLanguage =
          Self.kind(of: text.displayPath) == .swift ? .swift : .objectiveC
        file = SourceFile(path: text.displayPath, language: language, bytes: bytes)
      }
      file.indexIdentifiers()
      return .source(file, analyzed: true)
    }
  }

  /// Tokenizes a file that might lend facts, when one of its facts can matter.
  private func lexIfNeeded(_ text: SourceText, needs: FactNeeds, lexed: SourceFile?)
    -> PreparedFile
  {
    guard case .success(let data) = text.contents else { return .skipped }
    let isHeader = text.displayPath.hasSuffix(".h")
    return data.withUnsafeBytes { raw -> PreparedFile in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard needs.matters(bytes, isHeader: isHeader) else { return .skipped }
      if let lexed { return .source(lexed, analyzed: false) }
      let language: SourceLanguage =
        Self.kind(of: text.displayPath) == .swift ? .swift : .objectiveC
      return .source(
        SourceFile(path: text.displayPath, language: language, bytes: bytes), analyzed: false)
    }
  }

  /// Scans source text directly (tests, editors).
  ///
  /// `path` decides the language by extension.
  func scan(source: String, path: String, owners: Set<String> = []) -> FileResult {
    var copy = source
    if Self.kind(of: path) == .interfaceBuilder {
      let (raw, error) = InterfaceBuilderAnalyzer.analyze(
        data: Data(source.utf8), text: source, owners: OutletOwners(known: owners))
      var result = FileResult()
      if let error { result.diagnostics.append(.error(SourceLocation(file: path), error)) }
      result.findings = finalize(raw, path: path, suppressions: Suppressions(comments: []))
      return result
    }
    return copy.withUTF8 { bytes in
      let language: SourceLanguage = Self.kind(of: path) == .swift ? .swift : .objectiveC
      let context = ProjectContext(files: [SourceFile(path: path, language: language, bytes: bytes)]
      )
      return analyze(context.files[0], context: context)
    }
  }

  struct FileResult: Sendable {
    var findings: [Finding] = []
    var diagnostics: [Diagnostic] = []
    var owners: Set<String> = []
  }

  private func analyze(_ file: SourceFile, context: ProjectContext) -> FileResult {
    let path = file.path
    var analyzer = SourceAnalyzer(file: file, context: context)
    analyzer.run()
    var result = FileResult()
    result.owners = analyzer.attributedTextOwners
    result.findings = finalize(
      analyzer.findings, path: path, suppressions: Suppressions(comments: file.comments))
    return result
  }

  private func scanDocument(
    _ text: SourceText, owners: OutletOwners, themedClasses: Set<String>,
    restylers: BackgroundRestylers
  ) -> FileResult {
    let displayPath = text.displayPath
    let data: [UInt8]
    switch text.contents {
    case .success(let d): data = d
    case .failure(let d): return FileResult(diagnostics: [d])
    }
    let hasAttributedText = data.withUnsafeBytes {
      ByteSearch.contains($0.bindMemory(to: UInt8.self), "<attributedString")
    }
    guard hasAttributedText else { return FileResult() }
    let text = String(decoding: data, as: UTF8.self)
    let (raw, error) = InterfaceBuilderAnalyzer.analyze(
      data: Data(data), text: text, owners: owners, themedClasses: themedClasses,
      restylesBackground: restylers.contains, repaintsOutlet: restylers.repaintsOutlet)
    var result = FileResult()
    if let error { result.diagnostics.append(.error(SourceLocation(file: displayPath), error)) }
    result.findings = finalize(raw, path: displayPath, suppressions: Suppressions(comments: []))
    return result
  }

  /// Applies configuration and suppressions.
  private func finalize(_ raw: [RawFinding], path: String, suppressions: Suppressions) -> [Finding]
  {
    raw.compactMap { f in
      var severity = f.severity
      if let override = configuration.ruleSeverities[f.rule] {
        guard let s = override else { return nil }
        // A configured severity replaces the rule's warning level; notes stay one step lower.
        severity = f.severity == .note && s != .note ? .note : s
      }
      if suppressions.isSuppressed(f.rule, line: f.line) { return nil }
      var finding = Finding(
        rule: f.rule, severity: severity,
        location: SourceLocation(file: path, line: f.line, column: f.column), message: f.message)
      finding.failsIn = f.failsIn
      return finding
    }
  }
}

/// Per-file results written from concurrent workers.
private final class ResultBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [AttributedTextScanner.FileResult?]

  init(count: Int) { results = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: AttributedTextScanner.FileResult) {
    lock.lock()
    results[index] = result
    lock.unlock()
  }

  func owners() -> Set<String> {
    lock.lock()
    defer { lock.unlock() }
    return results.reduce(into: Set<String>()) { $0.formUnion($1?.owners ?? []) }
  }

  func all() -> [AttributedTextScanner.FileResult] {
    lock.lock()
    defer { lock.unlock() }
    return results.compactMap { $0 }
  }
}

/// Outlets whose text or text color code sets: those the judged files name, and, asked one name
/// at a time, those other files set (`noResultsLabel.text = …` in a file that never mentions
/// attributed text), found by a byte search.
struct OutletOwners: Sendable {
  let known: Set<String>
  let unjudged: [[UInt8]]
  /// Answers already searched for, shared by the documents scanned in parallel.
  private let cache = Cache()

  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var answers: [String: Bool] = [:]
  }

  init(known: Set<String>, unjudged: [[UInt8]] = []) {
    self.known = known
    self.unjudged = unjudged
  }

  /// Whether code sets the text of the outlet `name`, by its property or, in Objective-C, its
  /// synthesized instance variable (`_name.attributedText = …`).
  func contains(_ name: String) -> Bool {
    if known.contains(name) || known.contains("_" + name) { return true }
    guard !name.isEmpty, !unjudged.isEmpty else { return false }
    cache.lock.lock()
    let cached = cache.answers[name]
    cache.lock.unlock()
    if let cached { return cached }
    let pattern = Array(name.utf8)
    let tag = name.hasPrefix("#tag") ? Array(name.utf8.dropFirst(4)) : nil
    let found = unjudged.contains { data in
      data.withUnsafeBytes {
        let bytes = $0.bindMemory(to: UInt8.self)
        if let tag { return Self.setsTextOfView(tagged: tag, in: bytes) }
        return Self.setsText(of: pattern, in: bytes)
      }
    }
    cache.lock.lock()
    cache.answers[name] = found
    cache.lock.unlock()
    return found
  }

  private static let members: [[UInt8]] = [
    "text", "attributedText", "textColor", "setText:", "setAttributedText:", "setTextColor:",
  ].map { Array($0.utf8) }

  /// Whether `name.text`, `name?.attributedText`, `name.textColor`, `[name setText:…]` (and the
  /// same on `_name`) occur in the bytes.
  static func setsText(of name: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var start = 0
    while let hit = ByteSearch.firstIndex(of: name, in: bytes, from: start) {
      start = hit + 1
      if hit > 0, isIdentifierByte(bytes[hit - 1]), bytes[hit - 1] != UInt8(ascii: "_") {
        continue
      }
      var k = hit + name.count
      guard k < bytes.count, !isIdentifierByte(bytes[k]) else { continue }
      while k < bytes.count, bytes[k] == UInt8(ascii: "?") || bytes[k] == UInt8(ascii: "!") {
        k += 1
      }
      let dotted = k < bytes.count && bytes[k] == UInt8(ascii: ".")
      if dotted {
        k += 1
      } else {
        while k < bytes.count, bytes[k] == UInt8(ascii: " ") { k += 1 }
      }
      for member in members where dotted == (member.last != UInt8(ascii: ":")) {
        guard k + member.count <= bytes.count,
          bytes[k..<(k + member.count)].elementsEqual(member)
        else { continue }
        let end = k + member.count
        if member.last == UInt8(ascii: ":") || end == bytes.count || !isIdentifierByte(bytes[end]) {
          return true
        }
      }
    }
    return false
  }

  /// Whether a local bound to `viewWithTag(tag)` or `[… viewWithTag:tag]` on its line
  /// (`if let label = view.viewWithTag(4) as? UILabel`) has its text or text color set.
  static func setsTextOfView(tagged tag: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let call = Array("viewWithTag".utf8)
    var start = 0
    while let hit = ByteSearch.firstIndex(of: call, in: bytes, from: start) {
      start = hit + 1
      var k = hit + call.count
      guard k < bytes.count, bytes[k] == UInt8(ascii: "(") || bytes[k] == UInt8(ascii: ":")
      else { continue }
      k += 1
      while k < bytes.count, bytes[k] == UInt8(ascii: " ") { k += 1 }
      guard k + tag.count < bytes.count, bytes[k..<(k + tag.count)].elementsEqual(tag),
        !isIdentifierByte(bytes[k + tag.count])
      else { continue }
      // The name before the `=` on the same line.
      var j = hit - 1
      while j > 0, bytes[j] != UInt8(ascii: "="), bytes[j] != UInt8(ascii: "\n") { j -= 1 }
      guard j > 0, bytes[j] == UInt8(ascii: "=") else { continue }
      j -= 1
      while j > 0, bytes[j] == UInt8(ascii: " ") { j -= 1 }
      var first = j
      while first > 0, isIdentifierByte(bytes[first - 1]) { first -= 1 }
      guard first <= j, isIdentifierByte(bytes[j]) else { continue }
      if setsText(of: Array(bytes[first...j]), in: bytes) { return true }
    }
    return false
  }

  static func isIdentifierByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
      || b >= 0x80
  }
}

/// Classes whose code may set a background color, asked of Interface Builder's custom classes:
/// a scene whose code repaints a view's background may put fixed text on a new color.
///
/// Read from the bytes of every code file, once per class asked about: a file that declares or
/// extends the class (`class Name`, `extension Name`, `@implementation Name`) and names a
/// background color anywhere (`backgroundColor`, `setBackgroundColor:`) counts.
struct BackgroundRestylers: Sendable {
  let code: [[UInt8]]
  private let cache = Cache()

  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var answers: [String: Bool] = [:]
  }

  init(code: [[UInt8]]) {
    self.code = code
  }

  func contains(_ name: String) -> Bool {
    guard !name.isEmpty else { return false }
    cache.lock.lock()
    let cached = cache.answers[name]
    cache.lock.unlock()
    if let cached { return cached }
    let declarations = ["class ", "extension ", "@implementation "].map { Array(($0 + name).utf8) }
    let background = Array("ackgroundColor".utf8)
    let found = code.contains { data in
      data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        return ByteSearch.firstIndex(of: background, in: bytes, from: 0) != nil
          && declarations.contains { Self.declares($0, in: bytes) }
      }
    }
    cache.lock.lock()
    cache.answers[name] = found
    cache.lock.unlock()
    return found
  }

  /// Whether code names a background of the outlet `name`: `name.backgroundColor`, `[name
  /// setBackgroundColor:…]`, its layer's, a background image or a button configuration.
  func repaintsOutlet(_ name: String) -> Bool {
    guard !name.isEmpty else { return false }
    // A view reached by its tag (`viewWithTag(4)`) may be repainted under any name.
    if name.hasPrefix("#") { return true }
    let key = "\u{0}" + name
    cache.lock.lock()
    let cached = cache.answers[key]
    cache.lock.unlock()
    if let cached { return cached }
    let patterns = [
      ".backgroundColor", "?.backgroundColor", "!.backgroundColor", ".layer.backgroundColor",
      " setBackgroundColor", ".setBackgroundImage", " setBackgroundImage", ".configuration",
      "?.configuration", " setConfiguration",
    ].map { Array((name + $0).utf8) }
    let found = code.contains { data in
      data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        return patterns.contains { ByteSearch.firstIndex(of: $0, in: bytes, from: 0) != nil }
      }
    }
    cache.lock.lock()
    cache.answers[key] = found
    cache.lock.unlock()
    return found
  }

  /// Whether `declaration` (`class Name`) occurs as whole words.
  private static func declares(_ declaration: [UInt8], in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    var start = 0
    while let hit = ByteSearch.firstIndex(of: declaration, in: bytes, from: start) {
      start = hit + 1
      let end = hit + declaration.count
      let before = hit == 0 || !OutletOwners.isIdentifierByte(bytes[hit - 1])
      let after = end == bytes.count || !OutletOwners.isIdentifierByte(bytes[end])
      if before && after { return true }
    }
    return false
  }
}
