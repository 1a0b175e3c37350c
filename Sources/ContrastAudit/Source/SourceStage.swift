import Foundation

/// A Swift, Objective-C or Interface Builder file, read once for every consumer.
struct SourceText: Sendable {
  var displayPath: String
  /// The bytes, or the error that names why the file could not be read.
  var contents: Result<Data, Diagnostic>

  static func read(_ url: URL, displayPath: String) -> SourceText {
    do {
      return SourceText(displayPath: displayPath, contents: .success(try Data(contentsOf: url)))
    } catch {
      let reason = (error as NSError).localizedDescription
      return SourceText(
        displayPath: displayPath,
        contents: .failure(.error(SourceLocation(file: displayPath), "cannot read file: \(reason)"))
      )
    }
  }

  var isInterfaceBuilder: Bool {
    AttributedTextScanner.kind(of: displayPath) == .interfaceBuilder
  }
}

/// The shared stage that reads the app's own code: each file read once, in parallel, and
/// tokenized once into one project index.
///
///     source files → read → SourceText ─┬→ attributed-text rules
///                                       └→ lexer → SourceIndex ─┬→ color evaluator
///                                                               └→ pairing discovery
struct SourceStage: Sendable {
  let texts: [SourceText]
  let index: SourceIndex

  /// The tokenized files by path, for the attributed-text rules.
  var lexedByPath: [String: SourceFile] {
    Dictionary(index.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
  }

  init(files: [InputFile]) {
    let texts = concurrentMap(count: files.count) {
      SourceText.read(files[$0].url, displayPath: files[$0].displayPath)
    }
    self.init(texts: texts)
  }

  init(texts: [SourceText]) {
    self.texts = texts
    // Every file is tokenized: a helper, an enum of themes or a constant a color needs can live
    // in a file that never says "color".
    let code = texts.filter { !$0.isInterfaceBuilder }
    let lexed = concurrentMap(count: code.count) { n -> SourceFile? in
      guard case .success(let data) = code[n].contents else { return nil }
      return data.withUnsafeBytes { raw -> SourceFile? in
        let bytes = raw.bindMemory(to: UInt8.self)
        guard ByteSearch.isValidUTF8(bytes) else { return nil }
        let language: SourceLanguage =
          AttributedTextScanner.kind(of: code[n].displayPath) == .swift ? .swift : .objectiveC
        return SourceFile(path: code[n].displayPath, language: language, bytes: bytes)
      }
    }
    index = SourceIndex(files: lexed.compactMap { $0 })
  }

  /// The Interface Builder documents that hold colors, with their bytes.
  var documents: [(displayPath: String, data: Data)] {
    texts.compactMap { text in
      guard text.isInterfaceBuilder, case .success(let data) = text.contents else { return nil }
      return (text.displayPath, data)
    }
  }
}
