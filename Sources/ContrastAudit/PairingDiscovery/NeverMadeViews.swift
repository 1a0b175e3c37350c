import Foundation

/// UIKit views and cells, and xibs, the app never makes: no code names them but their own
/// declarations, no storyboard uses them as a class, and no string spells their name.
///
/// Mammoth declares `MessageDisclaimerCell` and Lockdown `CTAView`, and neither is made anywhere:
/// their colors were measured as drawn. A class is made through its name: a call, `.self` for a
/// registration, a subclass, a type annotation, `NSClassFromString(@"…")`, a reuse identifier or
/// nib name, a storyboard's `customClass`. Each counts, and keeps the class. Its own body naming
/// it (a factory method nothing calls) does not, nor a xib's `customClass` (the xib itself must
/// be loaded). A xib is loaded by its name (`UINib(nibName: "ProfileCell", …)`), or by a view
/// controller of its name or of its name and `Controller` (UIKit's default nib for a controller).
///
/// Asked only where the sources read hold the app's entry (`@main`, `@UIApplicationMain`,
/// `UIApplicationMain(…)`): a folder of an app's views is shown by code outside it. View
/// controllers are not judged: one may be named only by an `Info.plist` (an extension's
/// principal class), which is not read for names.
enum NeverMadeViews {
  /// The names among `candidates` (types' last name components) nothing makes.
  static func find(
    among candidates: Set<String>, index: SourceIndex,
    documents: [(displayPath: String, data: Data)]
  ) -> Set<String> {
    guard !candidates.isEmpty, readsAppEntry(index) else { return [] }
    let sieve = NameSieve(candidates)
    let named = concurrentMap(count: index.files.count) { file -> Set<String> in
      let source = index.files[file]
      var found = Set<String>()
      var typesByOpen: [Int: String]?
      for k in 0..<source.count {
        let token = source[k]
        guard token.kind == .identifier || token.kind == .string,
          sieve.mayContain(token.text), candidates.contains(token.text),
          !found.contains(token.text)
        else { continue }
        if token.kind == .identifier, isDeclaration(at: k, source) { continue }
        // Its own body naming it, by name or in a string (Rocket.Chat's never-used
        // `EmojiAutocompleteCell` declares `static let identifier = "EmojiAutocompleteCell"`):
        // whoever registers or makes it names the class itself.
        if source.language == .swift {
          let opens =
            typesByOpen
            ?? Dictionary(
              index.typesByFile[file].map {
                (index.types[$0].open, SourceIndex.lastComponent(index.types[$0].name))
              },
              uniquingKeysWith: { first, _ in first })
          typesByOpen = opens
          if innermostType(around: k, source, opens) == token.text { continue }
        }
        found.insert(token.text)
      }
      return found
    }
    var made = Set(named.joined())
    var loadedXibs = Set<Int>()
    // What a loaded xib names is made, which may load another xib in turn.
    while true {
      var grew = false
      for (n, document) in documents.enumerated() where !loadedXibs.contains(n) {
        guard
          !isXib(document.displayPath) || isLaunchScreen(document.displayPath)
            || loadingNames(ofXib: document.displayPath).contains(where: made.contains)
        else { continue }
        loadedXibs.insert(n)
        let classes = documentClasses(document.data)
        grew = grew || !classes.isSubset(of: made)
        made.formUnion(classes)
      }
      if !grew { break }
    }
    return candidates.subtracting(made)
  }

  /// Where the code of the named classes is: each declaration's lines, by file, with the name.
  ///
  /// A Swift class or extension from its declaration to its closing brace (or the end of the
  /// file, where the brace has no match); an Objective-C `@implementation`, or a category's,
  /// to its `@end`.
  static func extents(of names: Set<String>, index: SourceIndex) -> UnmadeViews {
    var extents = UnmadeViews()
    for type in index.types where names.contains(SourceIndex.lastComponent(type.name)) {
      guard type.kind == .class || type.kind == .extension || type.kind == .implementation
      else { continue }
      let source = index.files[type.file]
      var last = Int.max
      if type.open >= 0 {
        let close = source.match[type.open]
        if close > type.open { last = source[close].line }
      } else if let end = source.positions(of: "end", in: 0..<source.count).first(where: {
        source.isPunctuation($0 - 1, "@") && source[$0].line > type.line
      }) {
        last = source[end].line
      }
      extents.byFile[source.path, default: []].append(
        (type.line...last, SourceIndex.lastComponent(type.name)))
    }
    return extents
  }

  static func isXib(_ path: String) -> Bool { path.hasSuffix(".xib") }

  /// A launch screen is loaded by the `Info.plist`'s `UILaunchStoryboardName`, which is not read
  /// for names: a xib named like one (`LaunchScreen.xib`, `Launch Screen.xib`) is kept.
  static func isLaunchScreen(_ path: String) -> Bool {
    (path as NSString).lastPathComponent.lowercased().contains("launch")
  }

  /// Whether nothing loads the xib at `path`, given what ``find(among:index:documents:)`` found.
  static func isNeverLoaded(xib path: String, neverMade: Set<String>) -> Bool {
    isXib(path) && !isLaunchScreen(path)
      && loadingNames(ofXib: path).allSatisfy(neverMade.contains)
  }

  /// The names a xib at `path` is loaded by: its file name without `.xib`, that name with
  /// `Controller`, and each part of it before a `-`, `_` or `~` (a device's variant, named at
  /// run time: OnionBrowser's `BrowsingViewController-iPad`, Seafile's `…Controller_iPad`,
  /// UIKit's own `~ipad`).
  static func loadingNames(ofXib path: String) -> [String] {
    var name = (path as NSString).lastPathComponent
    if name.hasSuffix(".xib") { name.removeLast(4) }
    var names = [name, name + "Controller"]
    for index in name.indices where "-_~".contains(name[index]) && index > name.startIndex {
      names.append(String(name[..<index]))
    }
    return names
  }

  /// Whether the sources read hold the app's entry point.
  static func readsAppEntry(_ index: SourceIndex) -> Bool {
    index.files.contains { source in
      !source.positions(of: "UIApplicationMain", in: 0..<source.count).isEmpty
        || source.positions(of: "main", in: 0..<source.count).contains {
          source.language == .swift && source.isPunctuation($0 - 1, "@")
        }
    }
  }

  /// `class Name`, `extension Name`, `@interface Name`, `@implementation Name`, `@class Name`.
  private static func isDeclaration(at k: Int, _ source: SourceFile) -> Bool {
    guard k > 0, source[k - 1].kind == .identifier else { return false }
    switch source[k - 1].text {
    case "class":
      return source.language == .swift || source.isPunctuation(k - 2, "@")
    case "struct", "enum", "extension", "protocol", "actor":
      return source.language == .swift
    case "interface", "implementation":
      return source.isPunctuation(k - 2, "@")
    default:
      return false
    }
  }

  /// The last name of the innermost type whose braces hold token `k`.
  private static func innermostType(around k: Int, _ source: SourceFile, _ opens: [Int: String])
    -> String?
  {
    var brace = source.parentBrace[k]
    while brace >= 0 {
      if let type = opens[brace] { return type }
      brace = source.parentBrace[brace]
    }
    return nil
  }

  /// Every `customClass="…"` of a document.
  private static func documentClasses(_ data: Data) -> Set<String> {
    let marker = Array("customClass=\"".utf8)
    var names = Set<String>()
    do {
      data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        var i = 0
        while i + marker.count < bytes.count {
          guard bytes[i] == marker[0],
            (0..<marker.count).allSatisfy({ bytes[i + $0] == marker[$0] })
          else {
            i += 1
            continue
          }
          let start = i + marker.count
          var end = start
          while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
          names.insert(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
          i = end
        }
      }
    }
    return names
  }
}

/// The code of the views the app never makes, and the xibs it never loads: what they would draw
/// is never drawn.
struct UnmadeViews: Sendable {
  /// Lines of a class's declarations (a whole xib: every line), by file, with the class's name.
  var byFile: [String: [(lines: ClosedRange<Int>, name: String)]] = [:]

  /// The name of the unmade view whose code holds the line, if any.
  func view(at location: SourceLocation) -> String? {
    guard let extents = byFile[location.file] else { return nil }
    guard let line = location.line else {
      return extents.first { $0.lines == 1...Int.max }?.name
    }
    return extents.first { $0.lines.contains(line) }?.name
  }
}
