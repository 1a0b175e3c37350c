import Foundation

/// A Swift, Objective-C or Interface Builder file, read once for every consumer.
struct SourceText: Sendable {
  var displayPath: String
  /// The bytes, or the error that names why the file could not be read; none for a plain C
  /// header once its `#define`s are read (``TokenizedSources``).
  ///
  /// Bytes are valid UTF-8: ``read(_:displayPath:)``, the only way one is made, checks them once
  /// for every consumer.
  var contents: Result<[UInt8], Diagnostic>
  /// For an Objective-C file in a legacy encoding, the line of its first byte that is not UTF-8:
  /// such bytes were read as `_` (see ``read(_:displayPath:)``).
  var legacyEncodingLine: Int? = nil

  private init(displayPath: String, contents: Result<[UInt8], Diagnostic>) {
    self.displayPath = displayPath
    self.contents = contents
  }

  /// Source files larger than this are generated data, not code a person colors by hand: they
  /// are skipped with a note rather than read whole.
  static let maximumSize = 8 << 20

  /// The first bytes of a file git-crypt encrypted (`\0GITCRYPT\0`).
  static let gitCryptHeader: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0]

  static func read(_ url: URL, displayPath: String) -> SourceText {
    let location = SourceLocation(file: displayPath)
    switch FileBytes.read(url.path, maximumBytes: maximumSize) {
    case .success(let bytes) where bytes.starts(with: gitCryptHeader):
      // A repository cloned without its git-crypt key: the file is not broken, and the user
      // may be unable to unlock it, so it is a warning and not an error that fails the run.
      return SourceText(
        displayPath: displayPath,
        contents: .failure(
          Diagnostic(
            .warning, location,
            "not read: the file is encrypted with git-crypt; run `git-crypt unlock` to audit it")
        ))
    case .success(let bytes):
      // Checked once here for every consumer: Foundation's XML parser traps on some invalid
      // UTF-8, and the lexer's positions assume valid text.
      let isValid = bytes.withUnsafeBufferPointer { ByteSearch.isValidUTF8($0) }
      if !isValid, AttributedTextScanner.kind(of: displayPath) == .objectiveC {
        // Clang builds Objective-C and C in legacy encodings (a Latin-1 `©` in a vendored
        // header's comment): the stray bytes are read as `_`, every other byte in its place.
        var readable = bytes
        let first = ByteSearch.replaceInvalidUTF8(&readable, with: UInt8(ascii: "_")) ?? 0
        var text = SourceText(displayPath: displayPath, contents: .success(readable))
        text.legacyEncodingLine = 1 + bytes[..<first].lazy.filter { $0 == 0x0A }.count
        return text
      }
      guard isValid else {
        // The Swift compiler and Interface Builder refuse such a file too.
        return SourceText(
          displayPath: displayPath,
          contents: .failure(.error(location, "the file is not valid UTF-8; it was not read")))
      }
      return SourceText(displayPath: displayPath, contents: .success(bytes))
    case .failure(.tooLarge(let size)):
      let note = Diagnostic(
        .note, location,
        "not read: the file is \(FileBytes.megabytes(size)), more than the "
          + "\(FileBytes.megabytes(maximumSize)) read from one source file")
      return SourceText(displayPath: displayPath, contents: .failure(note))
    case .failure(let failure):
      return SourceText(
        displayPath: displayPath, contents: .failure(.error(location, failure.message)))
    }
  }

  var isInterfaceBuilder: Bool {
    AttributedTextScanner.kind(of: displayPath) == .interfaceBuilder
  }

  /// Whether a `.h` file is plain C or C++: no Objective-C construct and no `Color`,
  /// `Attributed` or `UIKit` anywhere in its bytes, comments included.
  ///
  /// Vendored libraries' headers (an emulator's opcode tables, Vulkan's declarations) can be most
  /// of an app's code by size. All the audit can use of such a header is its `#define`s, which a
  /// color macro of the app may name; its declarations hold no color, view or text.
  static func isPlainCHeader(_ displayPath: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let dot = displayPath.utf8.lastIndex(of: UInt8(ascii: ".")),
      displayPath.utf8[displayPath.utf8.index(after: dot)...].elementsEqual("h".utf8)
    else { return false }
    for marker: StaticString in ["Color", "Attributed", "UIKit"]
    where ByteSearch.contains(bytes, marker) {
      return false
    }
    return !containsObjectiveC(bytes)
  }

  /// Words that follow `@` in Objective-C and not in a documentation comment's commands
  /// (`@param`, `@return`); a documentation `@class` only makes a header read whole.
  private static let objectiveCKeywords: Set<[UInt8]> = Set(
    [
      "interface", "protocol", "implementation", "property", "class", "selector", "import",
      "synthesize", "dynamic", "end", "optional", "required", "encode", "available",
      "autoreleasepool", "synchronized", "try", "compatibility_alias",
    ].map { Array($0.utf8) })

  /// Whether an `@` starts an Objective-C keyword or literal (`@"…"`, `@{…}`, `@[…]`, `@(…)`,
  /// `@YES`, `@5`) anywhere in the bytes.
  private static func containsObjectiveC(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let sign: [UInt8] = [UInt8(ascii: "@")]
    var at = 0
    while let found = ByteSearch.firstIndex(of: sign, in: bytes, from: at) {
      let next = found + 1
      guard next < bytes.count else { return false }
      switch bytes[next] {
      case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
      default:
        var end = next
        while end < bytes.count, Lexer.isIdentifierBody(bytes[end]) { end += 1 }
        let word = Array(bytes[next..<end])
        if objectiveCKeywords.contains(word) || word == Array("YES".utf8)
          || word == Array("NO".utf8)
        {
          return true
        }
      }
      at = next
    }
    return false
  }
}

/// The app's code files, read and tokenized: what the attributed-text rules need, before the
/// project index is built.
struct TokenizedSources: Sendable {
  /// Every file read; a file that could not be tokenized carries the error that says why.
  let texts: [SourceText]
  /// The tokenized Swift and Objective-C files, in input order.
  let files: [SourceFile]

  init(files: [InputFile]) {
    // A plain C header is read for its `#define`s as soon as it is read, and its bytes are let
    // go: kept until every file was read, vendored headers took most of a large app's memory.
    let read = concurrentMap(count: files.count) { n -> (text: SourceText, file: SourceFile?) in
      var text = SourceText.read(files[n].url, displayPath: files[n].displayPath)
      let defines = Self.readDefinesOnly(&text)
      return (text, defines)
    }
    self.init(texts: read.map(\.text), definesOnly: read.map(\.file))
  }

  /// `definesOnly` holds, for each text, the file ``readDefinesOnly(_:)`` made of it, if any.
  private init(texts: [SourceText], definesOnly: [SourceFile?]) {
    // Every file is tokenized: a helper, an enum of themes or a constant a color needs can live
    // in a file that never says "color".
    let lexed = concurrentMap(count: texts.count) { n -> SourceFile? in
      if let file = definesOnly[n] { return file }
      guard !texts[n].isInterfaceBuilder, case .success(let data) = texts[n].contents else {
        return nil
      }
      return data.withUnsafeBytes { raw -> SourceFile? in
        let bytes = raw.bindMemory(to: UInt8.self)
        let language: SourceLanguage =
          AttributedTextScanner.kind(of: texts[n].displayPath) == .swift ? .swift : .objectiveC
        return SourceFile(path: texts[n].displayPath, language: language, bytes: bytes)
      }
    }
    var checked = texts
    var macOSOnly: [Int] = []
    for (n, file) in lexed.enumerated() {
      if file?.macOSImport != nil { macOSOnly.append(n) }
      guard let line = file?.tooDeepAtLine else { continue }
      checked[n].contents = .failure(
        .error(
          SourceLocation(file: texts[n].displayPath, line: line),
          "string interpolations nest more than \(Lexer.maximumInterpolationDepth) deep; "
            + "the file was not read"))
    }
    // A file that imports AppKit is not in any iOS target: none of its colors, views or text
    // is audited, as for the files of a project's macOS targets.
    let leftOut = Set(macOSOnly)
    self.texts = checked.indices.filter { !leftOut.contains($0) }.map { checked[$0] }
    self.files = lexed.indices.compactMap { n in
      guard !leftOut.contains(n), let file = lexed[n], file.tooDeepAtLine == nil else { return nil }
      return file
    }
    macOSOnlyNote = macOSOnly.first.flatMap { first in
      lexed[first]?.macOSImport.map { found in
        let others = macOSOnly.count - 1
        let location = SourceLocation(file: texts[first].displayPath, line: found.line)
        guard others > 0 else {
          return Diagnostic(
            .note, location,
            "not read: it imports \(found.framework) outside `#if`, so only macOS builds it")
        }
        return Diagnostic(
          .note, location,
          "not read, with \(others) other source file\(others == 1 ? "" : "s"): they import "
            + "AppKit or Cocoa outside `#if`, so only macOS builds them")
      }
    }
  }

  /// The file of a plain C header's `#define`s, with no tokens; nil for any other file.
  ///
  /// The header's text then keeps no bytes, as nothing searches them (see
  /// ``SourceText/isPlainCHeader(_:_:)``).
  private static func readDefinesOnly(_ text: inout SourceText) -> SourceFile? {
    guard case .success(let bytes) = text.contents else { return nil }
    let path = text.displayPath
    let file = bytes.withUnsafeBufferPointer { buffer -> SourceFile? in
      guard SourceText.isPlainCHeader(path, buffer) else { return nil }
      return SourceFile(definesOf: path, bytes: buffer)
    }
    if file != nil { text.contents = .success([]) }
    return file
  }

  /// Says which files were left out because only macOS builds them; nil when none were.
  let macOSOnlyNote: Diagnostic?

  /// Says which Objective-C files were read from a legacy encoding; nil when none were.
  var legacyEncodingNote: Diagnostic? {
    let legacy = texts.filter { $0.legacyEncodingLine != nil }
    guard let first = legacy.first else { return nil }
    let others = legacy.count - 1
    let location = SourceLocation(file: first.displayPath, line: first.legacyEncodingLine)
    let what =
      others == 0
      ? "the file is not UTF-8"
      : "the file and \(others) other\(others == 1 ? "" : "s") are not UTF-8"
    return Diagnostic(
      .note, location,
      "\(what) (Latin-1 or another legacy encoding, which Clang builds): bytes that are not "
        + "UTF-8 were read as `_`")
  }

  /// Every note about how the files were read.
  var notes: [Diagnostic] { [macOSOnlyNote, legacyEncodingNote].compactMap { $0 } }

  /// The tokenized files by path, for the attributed-text rules.
  var byPath: [String: SourceFile] {
    Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

/// The shared stage that reads the app's own code: each file read once, in parallel, and
/// tokenized once into one project index.
///
///     source files → read → SourceText ─┬→ attributed-text rules
///                                       └→ lexer → SourceIndex ─┬→ color evaluator
///                                                               └→ pairing discovery
///
/// The attributed-text rules need the tokens only: they can start from ``TokenizedSources``
/// while the index is built.
struct SourceStage: Sendable {
  let texts: [SourceText]
  let index: SourceIndex
  /// See ``TokenizedSources/notes``.
  let notes: [Diagnostic]

  init(files: [InputFile], swiftGen: SwiftGenAssets = .none) {
    self.init(TokenizedSources(files: files), swiftGen: swiftGen)
  }

  /// The index of the tokenized files, and of the code SwiftGen would generate at build time for
  /// the enums and classes the app's code does not declare itself.
  init(_ tokenized: TokenizedSources, swiftGen: SwiftGenAssets = .none) {
    texts = tokenized.texts
    notes = tokenized.notes
    guard !swiftGen.outputs.isEmpty else {
      index = SourceIndex(files: tokenized.files)
      return
    }
    var files = tokenized.files
    var declarations = concurrentMap(count: files.count) { n in
      var reader = DeclarationReader(file: files[n], fileIndex: n)
      return reader.read()
    }
    let declared = Set(
      declarations.flatMap { file in
        file.types.lazy.filter { $0.kind != .extension && !$0.name.contains(".") }.map(\.name)
      })
    for generated in swiftGen.generatedFiles(declaredTypes: declared) {
      let file = SourceFile(path: generated.displayPath, language: .swift, source: generated.text)
      var reader = DeclarationReader(file: file, fileIndex: files.count)
      declarations.append(reader.read())
      files.append(file)
    }
    index = SourceIndex(files: files, declarations: declarations)
  }

  /// The Interface Builder documents that hold colors, with their bytes.
  var documents: [(displayPath: String, data: Data)] {
    texts.compactMap { text in
      guard text.isInterfaceBuilder, case .success(let bytes) = text.contents else { return nil }
      return (text.displayPath, Data(bytes))
    }
  }
}
