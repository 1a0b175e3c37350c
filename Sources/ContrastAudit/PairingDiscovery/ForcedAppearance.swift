/// The view controllers and views that pin their own appearance: a method of the type sets
/// `overrideUserInterfaceStyle = .light` (or `.dark`) on the type itself or on its `view`, with
/// no condition around it but `if #available`.
///
/// Their own pairings, in code and in the storyboard scenes and views of their class, are shown in
/// that appearance alone. DuckDuckGo's widget instructions set `.light` in `viewDidLoad`: their
/// storyboard label in `label` on `#FAFAFA` was measured in Dark Mode, 1.04:1, which no one sees.
enum ForcedAppearance {
  static let property = "overrideUserInterfaceStyle"

  /// The style each type forces, by its name's last component.
  ///
  /// A type that sets both styles forces neither. `paths` are the files that mention the
  /// property.
  static func types(_ index: SourceIndex, in paths: Set<String>) -> [String: Style] {
    var found: [String: Style?] = [:]
    for (fileIndex, source) in index.files.enumerated() where paths.contains(source.path) {
      let bodies = methodBodies(fileIndex, index)
      for k in source.positions(of: property, in: 0..<source.count) {
        guard let style = assignedStyle(at: k, source), isOnTheTypeItself(k, source),
          let holder = holder(of: k, fileIndex, index, bodies: bodies)
        else { continue }
        let name = SourceIndex.lastComponent(holder)
        if let known = found[name], known != style {
          found[name] = .some(nil)
        } else {
          found[name] = style
        }
      }
    }
    var forced = found.compactMapValues { $0 }
    guard !forced.isEmpty else { return forced }
    // A subclass shows what its superclass pins (apturicovid's `BaseViewController` sets `.light`
    // in `viewDidLoad`, and every scene's controller inherits it), unless it pins its own.
    let superclasses = superclassesByName(index)
    for name in superclasses.keys.sorted() where found[name] == nil {
      var current = name
      var steps = 0
      while let parent = superclasses[current], steps < 32 {
        if let style = found[parent] {
          if let style { forced[name] = style }
          break
        }
        current = parent
        steps += 1
      }
    }
    return forced
  }

  /// Each class's superclass, by last name, as the project declares it: a Swift class's first
  /// inherited type (`BaseCell<Item>` is `BaseCell`), an Objective-C `@interface Name : Parent`.
  private static func superclassesByName(_ index: SourceIndex) -> [String: String] {
    var superclasses: [String: String] = [:]
    for type in index.types where type.kind == .class {
      guard let first = type.inherited.first else { continue }
      let parent = SourceIndex.lastComponent(String(first.prefix { $0 != "<" }))
      superclasses[SourceIndex.lastComponent(type.name)] = parent
    }
    for source in index.files where source.language == .objectiveC {
      for k in source.positions(of: "interface", in: 0..<source.count)
      where source.isPunctuation(k - 1, "@") && source.isIdentifierToken(k + 1)
        && source.isPunctuation(k + 2, ":") && source.isIdentifierToken(k + 3)
      {
        superclasses[source[k + 1].text] = source[k + 3].text
      }
    }
    return superclasses
  }

  /// The appearance the app's window is pinned to, and the files that pin it: nightguard's scene
  /// delegate sets `window.overrideUserInterfaceStyle = .dark` ("Always force a dark theme"), and
  /// everything it shows, sheets included, is dark.
  ///
  /// Only when every assignment of a window's style in the project (a receiver named `window`,
  /// `keyWindow`, `mainWindow`, … or reached through `windows`) sets the same literal style in a
  /// method, with no condition around it but `if #available`: an app whose window follows a
  /// setting (`= theme.isDark ? .dark : .light`, a `switch` over the user's choice) pins nothing.
  /// `paths` are the files that mention the property.
  static func windowStyle(_ index: SourceIndex, in paths: Set<String>) -> (
    style: Style, files: [String], first: SourceLocation
  )? {
    var style: Style?
    var files: [String] = []
    var first: SourceLocation?
    for (fileIndex, source) in index.files.enumerated() where paths.contains(source.path) {
      let bodies = methodBodies(fileIndex, index)
      for k in source.positions(of: property, in: 0..<source.count) where isOnAWindow(k, source) {
        guard let assigned = assignedStyle(at: k, source),
          holder(of: k, fileIndex, index, bodies: bodies) != nil,
          style == nil || style == assigned
        else { return nil }
        style = assigned
        if files.last != source.path { files.append(source.path) }
        if first == nil {
          first = SourceLocation(file: source.path, line: source[k].line, column: source[k].column)
        }
      }
    }
    guard let style, let first else { return nil }
    return (style, files, first)
  }

  /// Set on a window: `window.`, `self.window?.`, `keyWindow!.`, `windows.first?.`, `[self.window`
  /// …`]`, or `$0` in a closure over `windows`.
  private static func isOnAWindow(_ k: Int, _ source: SourceFile) -> Bool {
    guard source.isPunctuation(k - 1, ".") else {
      // Objective-C's `[self.window setOverrideUserInterfaceStyle:]` is not read.
      return false
    }
    var receiver = k - 2
    if source.isPunctuation(receiver, "?") || source.isPunctuation(receiver, "!") { receiver -= 1 }
    guard source.isIdentifierToken(receiver) else { return false }
    let name = source.text(receiver).lowercased()
    if name.hasSuffix("window") { return true }
    if ["first", "firstObject", "last", "lastObject"].contains(source.text(receiver)),
      source.isPunctuation(receiver - 1, "."), source.isIdentifier(receiver - 2, "windows")
    {
      return true
    }
    // `UIApplication.shared.windows.forEach { $0.overrideUserInterfaceStyle = … }`
    return name == "$0"
      && (0..<k).reversed().prefix(8).contains { source.isIdentifier($0, "windows") }
  }

  /// The positions of the `{` of the file's functions and methods.
  private static func methodBodies(_ fileIndex: Int, _ index: SourceIndex) -> Set<Int> {
    Set(
      index.membersByFile[fileIndex].compactMap { n -> Int? in
        let member = index.members[n]
        guard
          member.kind == .function || member.kind == .initializer
            || member.kind == .objectiveCMethod,
          let body = member.body
        else { return nil }
        return body.lowerBound - 1
      })
  }

  /// `= .light`, `= UIUserInterfaceStyle.dark`, `= UIUserInterfaceStyleLight`.
  private static func assignedStyle(at k: Int, _ source: SourceFile) -> Style? {
    guard source.isPunctuation(k + 1, "=") else { return nil }
    var value = k + 2
    if source.isIdentifier(value, "UIUserInterfaceStyle"), source.isPunctuation(value + 1, ".") {
      value += 2
    } else if source.isPunctuation(value, ".") {
      value += 1
    }
    let end = value + 1
    guard
      end >= source.count || source.isPunctuation(end, ";") || source[end].line > source[value].line
    else { return nil }
    switch source.text(value) {
    case "light", "UIUserInterfaceStyleLight": return .light
    case "dark", "UIUserInterfaceStyleDark": return .dark
    default: return nil
    }
  }

  /// Set on the type or its `view`: bare (Swift), `self.`, `view.`, `self.view.`.
  private static func isOnTheTypeItself(_ k: Int, _ source: SourceFile) -> Bool {
    guard source.isPunctuation(k - 1, ".") else { return source.language == .swift }
    var receiver = k - 2
    if source.isIdentifier(receiver, "view") {
      guard source.isPunctuation(receiver - 1, ".") else { return true }
      receiver -= 2
    }
    return source.isIdentifier(receiver, "self") && !source.isPunctuation(receiver - 1, ".")
  }

  /// The type whose method sets it, when every block between the method's body and the
  /// assignment is an `if #available`.
  private static func holder(
    of k: Int, _ fileIndex: Int, _ index: SourceIndex, bodies: Set<Int>
  ) -> String? {
    let source = index.files[fileIndex]
    var brace = source.parentBrace[k]
    while brace >= 0, !bodies.contains(brace) {
      // `if #available(iOS 13.0, *) {`, `if (@available(iOS 13.0, *)) {`: always taken on the
      // iOS versions with Dark Mode.
      guard source.isPunctuation(brace - 1, ")"), source.match[brace - 1] >= 0 else { return nil }
      let open = source.match[brace - 1]
      let swift = source.text(open - 1) == "#available" && source.isIdentifier(open - 2, "if")
      let objectiveC =
        source.isIdentifier(open - 1, "if") && source.isPunctuation(open + 1, "@")
        && source.isIdentifier(open + 2, "available")
      guard swift || objectiveC else { return nil }
      brace = source.parentBrace[brace]
    }
    guard brace >= 0 else { return nil }
    if source.language == .objectiveC {
      // The `@implementation` before the method.
      var t = brace
      while t > 0, !(source.isPunctuation(t - 1, "@") && source.isIdentifier(t, "implementation")) {
        t -= 1
      }
      return t > 0 && t + 1 < source.count ? source.text(t + 1) : nil
    }
    let typeBody = source.parentBrace[brace]
    guard typeBody >= 0 else { return nil }
    return index.typesByFile[fileIndex].map { index.types[$0] }.first { $0.open == typeBody }?.name
  }
}
