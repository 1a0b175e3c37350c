/// A type declared in source: a class, struct, enum, protocol or extension, or an Objective-C
/// `@implementation`.
struct TypeDeclaration: Sendable {
  enum Kind: String, Sendable {
    case `class`, `struct`, `enum`, `protocol`, `extension`, actor, implementation
  }

  var kind: Kind
  /// The qualified name (`Theme.Colors` for a nested type, `UIColor` for an extension of it).
  var name: String
  /// Superclass and protocols, as written.
  var inherited: [String]
  var file: Int
  /// The token of its `{` (Swift); -1 for an Objective-C implementation.
  var open: Int
  var line: Int
}

/// A parameter of a function or initializer: `label name: Type = default`.
struct Parameter: Sendable {
  /// The argument label callers write; nil for `_`.
  var label: String?
  var name: String
  var type: String
  var defaultValue: Range<Int>?
}

/// A property, function, initializer, enum case or Objective-C method.
struct MemberDeclaration: Sendable {
  enum Kind: String, Sendable {
    case property, function, initializer, enumCase, objectiveCMethod
  }

  var kind: Kind
  var name: String
  /// The qualified name of the type that holds it; empty at file scope.
  var holder: String
  var isStatic: Bool
  var file: Int
  var line: Int
  var column: Int
  /// The declared type, as written without spaces (`UIColor`, `UIColor?`, `Color`).
  var type: String?
  /// The initializer expression of a stored property or the raw value of an enum case.
  var value: Range<Int>?
  /// The statements inside the braces of a computed property, function or initializer.
  var body: Range<Int>?
  var parameters: [Parameter] = []
  /// Objective-C selector parts (`colorWithHex:alpha:`), for methods.
  var selector: String?
  /// A `var` (its value can change after it is made), not a `let`.
  var isVariable = false
  /// Attributes written before it: `AppStorage`, `Published`, `objc`, `IBAction`.
  var attributes: [String] = []
  /// Declared `private` or `fileprivate`: only its own file can name it.
  var isFilePrivate = false
  /// The argument of an `@Environment(…)` attribute, as written: `\.colorScheme`.
  var environmentKey: String?
  /// Declared in `extension ShapeStyle where Self == Color`: found as `.name` where SwiftUI
  /// takes any shape style (`foregroundStyle(_:)`), which a plain `extension Color` is not.
  var isShapeStyleMember = false
}

/// An assignment to a name after its declaration: through a type's name (`Theme.tint = …`,
/// qualifier `Theme`), or in a way that may reach any holder's member of that name (`tint = …`,
/// `self.tint = …`, `theme.tint = …`: qualifier empty).
struct AssignedName: Sendable, Equatable {
  var qualifier: String
  var line: Int
}

/// A member's holder and name, the key members are looked up by.
struct HolderAndName: Hashable {
  var holder: String
  var name: String
}

/// One file's declarations; the index merges these in file order.
struct FileDeclarations: Sendable {
  var types: [TypeDeclaration] = []
  var members: [MemberDeclaration] = []
  /// Names the file assigns to after their declaration (`Theme.tint = …`, `tint = …`), with the
  /// line of the first assignment through each qualifier (see ``AssignedName``).
  var assigned: [String: [AssignedName]] = [:]
  /// `typealias SystemColor = UIColor`: aliases of the color types, by alias name.
  var colorAliases: [String: String] = [:]
}

/// The declarations of every Swift and Objective-C file of a run, merged across files: types and
/// their extensions, members with their bodies, and `#define`s.
///
/// Built once per run, in parallel per file and merged in file order, so every consumer (the color
/// evaluator, pairing discovery) sees the same deterministic view.
struct SourceIndex: Sendable {
  let files: [SourceFile]
  let types: [TypeDeclaration]
  let members: [MemberDeclaration]
  /// Member indexes by holder type name (qualified and last component).
  let membersByHolder: [String: [Int]]
  /// Member indexes by holder and member name (`Theme\u{0}textPrimary`), for lookups that
  /// stay constant-time in types with hundreds of members.
  let membersByHolderAndName: [HolderAndName: [Int]]
  /// Type indexes by name (qualified and last component).
  let typesByName: [String: [Int]]
  /// Types that inherit from or conform to a name (last component), in index order.
  let subtypes: [String: [String]]
  /// Names that code assigns to after their declaration (`Theme.tint = …`, `tint = …`), with the
  /// first place through each qualifier: a stored `var` assigned elsewhere is runtime state, not
  /// a fixed color (see ``reassignment(of:in:)``).
  let reassigned: [String: [(qualifier: String, location: SourceLocation)]]
  /// Names declared at file scope (global properties and functions).
  let globalNames: Set<String>
  /// Static properties by the type they make: their declared type, else the first name of
  /// their initializer (`static let dark = Theme(…)` is under `Theme`).
  let staticPropertiesByType: [String: [Int]]
  /// Static properties declared of type `Self` (`static var dark: Self { Self(…) }`), by the
  /// last component of their holder: instances of it, though the holder's name alone may be
  /// any of several types (`FeedbackView.Configuration`), so theme families leave them out.
  let selfTypedStaticProperties: [String: [Int]]
  /// Member indexes and type indexes of each file, in file order.
  let membersByFile: [[Int]]
  let typesByFile: [[Int]]
  /// Objective-C macros by name; the first definition in file order wins.
  let macros: [String: (file: Int, macro: Macro)]
  /// Aliases of UIKit's and SwiftUI's color types (SwiftGen's `typealias SystemColor = UIColor`)
  /// by alias name, plain and qualified by its holder; the first in file order wins.
  let colorTypeAliases: [String: String]

  /// Where code assigns the member `name` of `holder` after its declaration, if it may: the
  /// first assignment not made through another type's name.
  func reassignment(of name: String, in holder: String) -> SourceLocation? {
    let own = SourceIndex.lastComponent(holder)
    return reassigned[name]?.first {
      $0.qualifier.isEmpty || $0.qualifier == holder || $0.qualifier == own
    }?.location
  }

  init(files: [SourceFile]) {
    let declarations = concurrentMap(count: files.count) { index in
      var reader = DeclarationReader(file: files[index], fileIndex: index)
      return reader.read()
    }
    self.init(files: files, declarations: declarations)
  }

  init(files: [SourceFile], declarations: [FileDeclarations]) {
    self.files = files
    var types: [TypeDeclaration] = []
    var members: [MemberDeclaration] = []
    types.reserveCapacity(declarations.reduce(0) { $0 + $1.types.count })
    members.reserveCapacity(declarations.reduce(0) { $0 + $1.members.count })
    for declaration in declarations {
      types += declaration.types
      members += declaration.members
    }
    // Members are read with their index (`members[n].holder`): iterating the values would copy
    // each member and its strings.
    var byHolder: [String: [Int]] = [:]
    var byHolderAndName: [HolderAndName: [Int]] = [:]
    byHolderAndName.reserveCapacity(members.count)
    var globalNames = Set<String>()
    var start = 0
    while start < members.count {
      // A type's members are consecutive: each run is filed under its holder once.
      let holder = members[start].holder
      var end = start + 1
      while end < members.count, members[end].holder == holder { end += 1 }
      let short = Self.lastComponent(holder)
      byHolder[holder, default: []].append(contentsOf: start..<end)
      if short != holder { byHolder[short, default: []].append(contentsOf: start..<end) }
      for index in start..<end {
        let name = members[index].name
        byHolderAndName[HolderAndName(holder: holder, name: name), default: []].append(index)
        if short != holder {
          byHolderAndName[HolderAndName(holder: short, name: name), default: []].append(index)
        }
        if holder.isEmpty { globalNames.insert(name) }
      }
      start = end
    }
    membersByHolderAndName = byHolderAndName
    var byName: [String: [Int]] = [:]
    var subtypes: [String: [String]] = [:]
    for index in types.indices {
      let name = types[index].name
      byName[name, default: []].append(index)
      let short = Self.lastComponent(name)
      if short != name { byName[short, default: []].append(index) }
      guard types[index].kind != .extension else { continue }
      for parent in types[index].inherited {
        subtypes[Self.lastComponent(parent), default: []].append(name)
      }
    }
    var macros: [String: (Int, Macro)] = [:]
    for (index, file) in files.enumerated() {
      for macro in file.macros where macros[macro.name] == nil {
        macros[macro.name] = (index, macro)
      }
    }
    self.globalNames = globalNames
    // The first file (in file order) that assigns a name gives its place.
    var reassigned: [String: [(qualifier: String, location: SourceLocation)]] = [:]
    for (file, declaration) in zip(files, declarations) {
      for (name, assignments) in declaration.assigned {
        for assignment in assignments
        where reassigned[name]?.contains(where: { $0.qualifier == assignment.qualifier }) != true {
          reassigned[name, default: []].append(
            (assignment.qualifier, SourceLocation(file: file.path, line: assignment.line)))
        }
      }
    }
    self.reassigned = reassigned
    var aliases: [String: String] = [:]
    for declaration in declarations {
      for (name, type) in declaration.colorAliases.sorted(by: { $0.key < $1.key })
      where aliases[name] == nil {
        aliases[name] = type
      }
    }
    colorTypeAliases = aliases
    var staticByType: [String: [Int]] = [:]
    var selfTyped: [String: [Int]] = [:]
    var membersByFile = [[Int]](repeating: [], count: files.count)
    for n in members.indices {
      let file = members[n].file
      if file < files.count { membersByFile[file].append(n) }
      guard members[n].kind == .property, members[n].isStatic else { continue }
      var type = members[n].type.map(CodeEvaluator.nonOptional)
      if type == "Self" {
        selfTyped[Self.lastComponent(members[n].holder), default: []].append(n)
        continue
      }
      if type == nil, let value = members[n].value, file < files.count {
        let first = files[file][value.lowerBound]
        if first.kind == .identifier {
          type = first.text
        } else if first.isPunctuation("."), files[file].isIdentifier(value.lowerBound + 1, "init") {
          type = members[n].holder
        }
      }
      if let type { staticByType[Self.lastComponent(type), default: []].append(n) }
    }
    staticPropertiesByType = staticByType
    selfTypedStaticProperties = selfTyped
    var typesByFile = [[Int]](repeating: [], count: files.count)
    for n in types.indices where types[n].file < files.count {
      typesByFile[types[n].file].append(n)
    }
    self.membersByFile = membersByFile
    self.typesByFile = typesByFile
    self.types = types
    self.members = members
    self.membersByHolder = byHolder
    self.typesByName = byName
    self.subtypes = subtypes
    self.macros = macros
  }

  /// The stored static `let`s a project type declares of itself, in file order.
  ///
  /// `static let darkTheme = PresentationTheme(colors: darkPalette)`: the values runtime state
  /// of that type takes, as an enum's cases are. Instances made for previews and tests are not
  /// among them; UIKit's and SwiftUI's types have none (an app's `static let brand = UIColor(…)` is
  /// not a value every `UIColor` property may hold).
  func staticInstances(of type: String) -> [MemberDeclaration] {
    guard onlyDeclaration(of: type) != nil, !CodeColorExtractor.isColorType(type) else {
      return []
    }
    let notShown = ["preview", "mock", "sample", "stub", "fake", "test", "example", "placeholder"]
    let declared = (staticPropertiesByType[type] ?? []) + (selfTypedStaticProperties[type] ?? [])
    return declared.sorted().map { members[$0] }.filter { member in
      member.kind == .property && Self.lastComponent(member.holder) == type
        && (!member.isVariable && member.value != nil && member.body == nil
          || buildsInstance(member, of: type))
        && !notShown.contains { member.name.lowercased().contains($0) }
    }
  }

  /// Whether a computed property only builds an instance of its own type.
  ///
  /// `static var dark: Self { Self(…) }` is a fixed instance as a `static let` is, made anew
  /// each time; one that returns another property (`{ ThemeCoordinator.shared.theme }`) is
  /// state.
  private func buildsInstance(_ member: MemberDeclaration, of type: String) -> Bool {
    guard member.value == nil, let body = member.body, member.file < files.count else {
      return false
    }
    let source = files[member.file]
    var k = body.lowerBound
    if source.isIdentifier(k, "return") { k += 1 }
    if source.isPunctuation(k, "."), source.isIdentifier(k + 1, "init") {
      k += 2
    } else if source.isIdentifier(k, "Self") || source.isIdentifier(k, type) {
      k += 1
    } else {
      return false
    }
    guard source.isPunctuation(k, "("), source.match[k] > k else { return false }
    return source.match[k] + 1 == body.upperBound
  }

  /// The one declaration of a type by its name, extensions aside; nil when the project declares
  /// none or several (`TopBannerViewModel.BannerType` and `ProductsTopBannerFactory.BannerType`).
  func onlyDeclaration(of type: String) -> TypeDeclaration? {
    let declared = (typesByName[type] ?? []).map { types[$0] }.filter {
      $0.kind != .extension && $0.kind != .implementation
    }
    return declared.count == 1 ? declared[0] : nil
  }

  static func lastComponent(_ name: String) -> String {
    // By bytes: `.` is ASCII, so the index after it is a character boundary.
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[name.utf8.index(after: dot)...])
  }

  /// The members named `name` of a type, its extensions, and (for classes) its superclasses.
  func members(named name: String, in holder: String) -> [MemberDeclaration] {
    if let found = membersByHolderAndName[HolderAndName(holder: holder, name: name)] {
      return found.map { members[$0] }
    }
    var visited = Set<String>()
    var pending = [holder]
    while let type = pending.popLast() {
      guard visited.insert(type).inserted else { continue }
      let found = (membersByHolderAndName[HolderAndName(holder: type, name: name)] ?? []).map {
        members[$0]
      }
      if !found.isEmpty { return found }
      for declaration in (typesByName[type] ?? []).map({ types[$0] }) {
        pending.insert(contentsOf: declaration.inherited.reversed(), at: 0)
      }
      // UIKit's own classes, which the project does not declare, inherit too: a cell reaches
      // `extension UIView { var isDarkInterfaceStyle: Bool { … } }` (Stepik's).
      if let superclass = Self.uikitSuperclass[type] { pending.insert(superclass, at: 0) }
    }
    return []
  }

  /// The superclass of UIKit's view and controller classes that apps most often subclass.
  static let uikitSuperclass: [String: String] = [
    "UIView": "UIResponder", "UIViewController": "UIResponder",
    "UIControl": "UIView", "UIButton": "UIControl", "UISwitch": "UIControl",
    "UISlider": "UIControl", "UISegmentedControl": "UIControl", "UITextField": "UIControl",
    "UIStepper": "UIControl", "UIDatePicker": "UIControl", "UIPageControl": "UIControl",
    "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView",
    "UIScrollView": "UIView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
    "UITextView": "UIScrollView", "UITableViewCell": "UIView",
    "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
    "UITableViewHeaderFooterView": "UIView", "UIVisualEffectView": "UIView",
    "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView",
    "UISearchBar": "UIView", "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView",
    "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
    "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
    "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
    "UIAlertController": "UIViewController", "UISearchController": "UIViewController",
  ]

  /// Whether `name` is a type declared in the project.
  func isType(_ name: String) -> Bool { typesByName[name] != nil }

  /// Whether the name is declared as a struct (and not also as another kind of type).
  func isStruct(_ name: String) -> Bool {
    let kinds = (typesByName[name] ?? []).map { types[$0].kind }.filter { $0 != .extension }
    return !kinds.isEmpty && kinds.allSatisfy { $0 == .struct }
  }

  /// The superclass or first protocol of a type, from any of its declarations.
  func inherited(by type: String) -> [String] {
    (typesByName[type] ?? []).flatMap { types[$0].inherited }
  }
}

/// Reads the declarations of one file from its tokens.
struct DeclarationReader {
  let file: SourceFile
  let fileIndex: Int
  private var output = FileDeclarations()
  /// Type bodies by their `{` token: the qualified name and kind.
  private var typeBodies: [Int: (name: String, kind: TypeDeclaration.Kind)] = [:]
  /// The braces of `extension ShapeStyle where Self == Color` bodies.
  private var shapeStyleBodies: Set<Int> = []

  init(file: SourceFile, fileIndex: Int) {
    self.file = file
    self.fileIndex = fileIndex
  }

  /// The kind a type keyword declares.
  ///
  /// A `switch` rather than a dictionary: it runs for every identifier of the project, and
  /// comparing short strings costs less than hashing them.
  static func typeKind(_ keyword: String) -> TypeDeclaration.Kind? {
    switch keyword {
    case "class": .class
    case "struct": .struct
    case "enum": .enum
    case "protocol": .protocol
    case "extension": .extension
    case "actor": .actor
    default: nil
    }
  }
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "final", "lazy", "override",
    "weak", "unowned", "dynamic", "nonisolated", "mutating", "nonmutating", "required",
    "convenience", "indirect", "package", "optional", "unsafe", "isolated",
  ]

  mutating func read() -> FileDeclarations {
    if file.language == .objectiveC {
      readObjectiveC()
    } else {
      readSwift()
    }
    output.assigned = assignments()
    return output
  }

  /// Names assigned to after their declaration, with the line of the first assignment: a stored
  /// `var` assigned elsewhere is runtime state, not a fixed color.
  private func assignments() -> [String: [AssignedName]] {
    var assigned: [String: [AssignedName]] = [:]
    func add(_ name: String, qualifier: String, line: Int) {
      if assigned[name]?.contains(where: { $0.qualifier == qualifier }) != true {
        assigned[name, default: []].append(AssignedName(qualifier: qualifier, line: line))
      }
    }
    let swift = file.language == .swift
    // One pass over the tokens, each read once: this runs on every token of the project.
    for k in 0..<file.count {
      let token = file[k]
      switch token.kind {
      case .punctuation where token.text == "=" && k > 0:
        assignment(before: k, add)
      case .punctuation where swift && token.text == "\\":
        // A key path may write what it names (`assign(to: \.tint, on: self)`).
        let member = file.isIdentifierToken(k + 1) ? k + 2 : k + 1  // `\Theme.tint`
        boundMembers(from: member, add)
      case .identifier where swift && token.text.utf8.first == UInt8(ascii: "$"):
        // A binding writes what it projects: `$isOn` to a toggle, `$viewModel.color` to a
        // color picker. `$0` is a closure's parameter.
        let name = token.text.dropFirst()
        guard let second = name.utf8.first,
          !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(second)
        else { continue }
        add(String(name), qualifier: "", line: token.line)
        boundMembers(from: k + 1, add)
      default:
        continue
      }
    }
    return assigned
  }

  /// The members a binding or key path reaches from `member` on (`.settings.tint`).
  private func boundMembers(from member: Int, _ add: (String, String, Int) -> Void) {
    var member = member
    while file.isPunctuation(member, "."), file.isIdentifierToken(member + 1) {
      add(file[member + 1].text, "", file[member + 1].line)
      member += 2
    }
  }

  /// The name assigned by the `=` at `k`, if it is an assignment and not a declaration.
  private func assignment(before k: Int, _ add: (String, String, Int) -> Void) {
    let target = k - 1
    guard file.isIdentifierToken(target), !file.isIdentifier(target - 1, "let"),
      !file.isIdentifier(target - 1, "var")
    else { return }
    // A declaration with a type (`var tint: UIColor = …`) is not an assignment.
    if file.isPunctuation(target - 1, ":") || file.isIdentifier(target - 1, "case") { return }
    let name = file[target].text
    // `ShareExtensionViewController.shared = self` is that type's `shared`, no other's.
    var qualifier = ""
    if file.isPunctuation(target - 1, "."), file.isIdentifierToken(target - 2),
      !file.isPunctuation(target - 3, "."), file[target - 2].text != "Self",
      file[target - 2].text.first?.isUppercase == true
    {
      qualifier = file[target - 2].text
    }
    add(name, qualifier, file[target].line)
  }

  // MARK: - Swift

  /// The type holding a declaration at token `i`: nil when `i` is inside a function or other
  /// block, "" at file scope.
  private func holder(of i: Int) -> String? {
    let parent = file.parentBrace[i]
    if parent < 0 { return "" }
    return typeBodies[parent]?.name
  }

  /// The keywords ``readSwift()`` reads a declaration at.
  private static let declarationKeywords = NameSieve([
    "class", "struct", "enum", "protocol", "extension", "actor", "let", "var", "func", "init",
    "case", "typealias",
  ])

  private mutating func readSwift() {
    let count = file.count
    var i = 0
    while i < count {
      let token = file[i]
      guard token.kind == .identifier else {
        i += 1
        continue
      }
      let text = token.text
      guard Self.declarationKeywords.mayContain(text) else {
        i += 1
        continue
      }
      if let kind = Self.typeKind(text), let holder = holder(of: i),
        file.isIdentifierToken(i + 1), !isModifierUse(i)
      {
        readSwiftType(at: i, kind: kind, holder: holder)
      } else if text == "let" || text == "var", let holder = holder(of: i) {
        readSwiftProperty(at: i, holder: holder)
      } else if text == "func" || (text == "init" && !file.isPunctuation(i - 1, ".")),
        let holder = holder(of: i)
      {
        // `static let black: Style = .init(…)` calls an initializer; it declares none.
        readSwiftFunction(at: i, holder: holder)
      } else if text == "case", let holder = holder(of: i), !holder.isEmpty,
        file.parentBrace[i] >= 0, typeBodies[file.parentBrace[i]]?.kind == .enum
      {
        readEnumCase(at: i, holder: holder)
      } else if text == "typealias", let holder = holder(of: i) {
        readColorAlias(at: i, holder: holder)
      }
      i += 1
    }
  }

  /// `typealias SystemColor = UIColor` (also `UIKit.UIColor`, `SwiftUI.Color`): the alias, plain
  /// and qualified by its holder, names that color type.
  private mutating func readColorAlias(at i: Int, holder: String) {
    guard file.isIdentifierToken(i + 1), file.isPunctuation(i + 2, "="), i + 3 < file.count
    else { return }
    var k = i + 3
    var type = file[k].text
    while file.isPunctuation(k + 1, "."), file.isIdentifierToken(k + 2) {
      k += 2
      type = file[k].text
    }
    guard file[i + 3].kind == .identifier, BuiltInColors.typeNames.contains(type),
      // `typealias Handler = UIColor -> Void` and generic aliases are not the type itself.
      !file.isPunctuation(k + 1, "->"), !file.isPunctuation(k + 1, "<")
    else { return }
    let name = file[i + 1].text
    if !holder.isEmpty { output.colorAliases[holder + "." + name] = type }
    // SwiftGen's `typealias Color = UIColor` in `ColorAsset` must not make SwiftUI's `Color`
    // UIKit's; `ColorAsset.Color` is.
    guard !BuiltInColors.typeNames.contains(name) else { return }
    output.colorAliases[name] = type
  }

  /// `class func`, `class var`: `class` used as a modifier, not a declaration.
  private func isModifierUse(_ i: Int) -> Bool {
    guard file[i].text == "class", i + 1 < file.count else { return false }
    return ["func", "var", "let", "subscript", "override", "final", "private", "public"].contains(
      file[i + 1].text)
  }

  /// The attributes before a declaration keyword: `@AppStorage("k") public var` → AppStorage.
  private func attributes(before i: Int) -> (names: [String], environmentKey: String?) {
    var found: [String] = []
    var environmentKey: String?
    var k = i - 1
    while k >= 0 {
      let t = file[k]
      if t.kind == .identifier,
        Self.modifiers.contains(t.text) || t.text == "static" || t.text == "class"
      {
        k -= 1
        continue
      }
      if t.isPunctuation(")"), file.match[k] >= 0 {
        let open = file.match[k]
        if file.isIdentifier(open - 1, "Environment") {
          environmentKey = ((open + 1)..<k).map { file[$0].text }.joined()
        }
        k = open - 1
        continue
      }
      if t.kind == .identifier, file.isPunctuation(k - 1, "@") {
        found.append(t.text)
        k -= 2
        continue
      }
      break
    }
    return (found, environmentKey)
  }

  private func isStatic(before i: Int) -> Bool {
    var k = i - 1
    while k >= 0 {
      let t = file[k]
      if t.kind == .identifier && (t.text == "static" || t.text == "class") { return true }
      if t.kind == .identifier && Self.modifiers.contains(t.text) {
        k -= 1
        continue
      }
      // `private(set)`
      if t.isPunctuation(")"), file.match[k] >= 0 {
        k = file.match[k] - 1
        continue
      }
      break
    }
    return false
  }

  private mutating func readSwiftType(at i: Int, kind: TypeDeclaration.Kind, holder: String) {
    var j = i + 1
    var name = file[j].text
    j += 1
    while file.isPunctuation(j, "."), file.isIdentifierToken(j + 1) {
      name += "." + file[j + 1].text
      j += 2
    }
    var inherited: [String] = []
    var k = j
    var expectingParent = false
    var extendsShapeStyle = false
    while k < file.count, !file.isPunctuation(k, "{") {
      let t = file[k]
      if t.isPunctuation(";") || t.isPunctuation("}") { return }
      if t.isPunctuation(":") || t.isPunctuation(",") {
        expectingParent = true
      } else if t.isIdentifier("where") {
        expectingParent = false
        // `extension ShapeStyle where Self == Color { static var brand: Color … }`: the members
        // are the concrete type's (`Color.brand`, and `.brand` wherever a Color is expected).
        if kind == .extension, file.isIdentifier(k + 1, "Self"), file.isPunctuation(k + 2, "=="),
          file.isIdentifierToken(k + 3)
        {
          var concrete = file[k + 3].text
          var m = k + 3
          while file.isPunctuation(m + 1, "."), file.isIdentifierToken(m + 2) {
            concrete = file[m + 2].text
            m += 2
          }
          extendsShapeStyle = name == "ShapeStyle" || name == "SwiftUI.ShapeStyle"
          name = concrete
        }
      } else if t.kind == .identifier, expectingParent {
        var parent = t.text
        while file.isPunctuation(k + 1, "."), file.isIdentifierToken(k + 2) {
          parent += "." + file[k + 2].text
          k += 2
        }
        inherited.append(parent)
        expectingParent = false
      }
      k += 1
    }
    guard k < file.count, file.match[k] > k else { return }
    let qualified = holder.isEmpty || kind == .extension ? name : "\(holder).\(name)"
    typeBodies[k] = (qualified, kind)
    if extendsShapeStyle { shapeStyleBodies.insert(k) }
    output.types.append(
      TypeDeclaration(
        kind: kind, name: qualified, inherited: inherited, file: fileIndex, open: k,
        line: file[i].line))
  }

  private mutating func readSwiftProperty(at i: Int, holder: String) {
    guard file.isIdentifierToken(i + 1) else { return }
    let nameIndex = i + 1
    var member = MemberDeclaration(
      kind: .property, name: file[nameIndex].text, holder: holder, isStatic: isStatic(before: i),
      file: fileIndex, line: file[nameIndex].line, column: file[nameIndex].column)
    member.isVariable = file[i].text == "var"
    member.isShapeStyleMember = shapeStyleBodies.contains(file.parentBrace[i])
    (member.attributes, member.environmentKey) = attributes(before: i)
    var j = nameIndex + 1
    let end = file.statementEnd(from: nameIndex)
    if file.isPunctuation(j, ":") {
      var typeText = ""
      j += 1
      while j < end, !file.isPunctuation(j, "="), !file.isPunctuation(j, "{") {
        typeText += file[j].text
        j += 1
      }
      member.type = typeText
    }
    if file.isPunctuation(j, "="), j + 1 < end {
      // `var tint: UIColor? = nil { didSet { … } }`: the observers are not the value.
      var valueEnd = end
      for k in (j + 1)..<end
      where file.isPunctuation(k, "{") && file.parentBrace[k] == file.parentBrace[i] {
        if file.isIdentifier(k + 1, "didSet") || file.isIdentifier(k + 1, "willSet") {
          valueEnd = k
          break
        }
      }
      member.value = (j + 1)..<valueEnd
    } else if file.isPunctuation(j, "{"), file.match[j] > j {
      var body = (j + 1)..<file.match[j]
      // `get { … } set { … }`: the getter is the body; `didSet`/`willSet` observe a stored one.
      if let first = body.first, file[first].kind == .identifier {
        let word = file[first].text
        // `{ get }`, `{ get set }`: a protocol requirement, with no value of its own.
        if (word == "get" || word == "set") && !file.isPunctuation(first + 1, "{") {
          body = body.lowerBound..<body.lowerBound
        } else if word == "willSet" || word == "didSet" {
          body = body.lowerBound..<body.lowerBound
        } else if word == "get" || word == "set" {
          // `get { … } set { … }` in either order: the getter is the body.
          var k = first
          body = body.lowerBound..<body.lowerBound
          while k < file.match[j], file.isIdentifierToken(k), file.isPunctuation(k + 1, "{"),
            file.match[k + 1] > k
          {
            if file[k].text == "get" {
              body = (k + 2)..<file.match[k + 1]
              break
            }
            k = file.match[k + 1] + 1
          }
        }
      }
      if !body.isEmpty { member.body = body }
    }
    output.members.append(member)
  }

  private mutating func readSwiftFunction(at i: Int, holder: String) {
    let isInit = file[i].text == "init"
    var j = i + 1
    var name = "init"
    if !isInit {
      guard j < file.count else { return }
      name = file[j].text
      j += 1
    }
    while file.isPunctuation(j, "?") || file.isPunctuation(j, "!") { j += 1 }
    if file.isPunctuation(j, "<") {
      // Generic parameters: skip to the matching `>`.
      while j < file.count, !file.isPunctuation(j, ">"), !file.isPunctuation(j, "(") { j += 1 }
      if file.isPunctuation(j, ">") { j += 1 }
    }
    guard file.isPunctuation(j, "("), file.match[j] > j else { return }
    let parameters = readParameters(open: j)
    var k = file.match[j] + 1
    var returnType: String?
    while k < file.count, !file.isPunctuation(k, "{") {
      if file.isPunctuation(k, "}") || file.isPunctuation(k, ";") { break }
      if file.isPunctuation(k, "->") {
        returnType = ""
      } else if returnType != nil, !file[k].isIdentifier("where") {
        returnType? += file[k].text
      }
      // A protocol requirement has no body: it ends at the line's end.
      if k + 1 < file.count, file[k + 1].line > file[k].line, !file.isPunctuation(k + 1, "{") {
        k += 1
        break
      }
      k += 1
    }
    var member = MemberDeclaration(
      kind: isInit ? .initializer : .function, name: name, holder: holder,
      isStatic: isStatic(before: i), file: fileIndex, line: file[i].line, column: file[i].column,
      type: returnType)
    member.parameters = parameters
    member.isShapeStyleMember = shapeStyleBodies.contains(file.parentBrace[i])
    if file.isPunctuation(k, "{"), file.match[k] > k { member.body = (k + 1)..<file.match[k] }
    member.attributes = attributes(before: i).names
    member.isFilePrivate = isFilePrivate(before: i)
    output.members.append(member)
  }

  /// Whether `private` or `fileprivate` (not `private(set)`) is among the modifiers before the
  /// keyword at `i`.
  private func isFilePrivate(before i: Int) -> Bool {
    var k = i - 1
    while k >= 0 {
      let t = file[k]
      if t.kind == .identifier,
        Self.modifiers.contains(t.text) || t.text == "static"
          || t.text == "class"
      {
        if (t.text == "private" || t.text == "fileprivate") && !file.isPunctuation(k + 1, "(") {
          return true
        }
        k -= 1
        continue
      }
      if t.isPunctuation(")"), file.match[k] >= 0 {
        k = file.match[k] - 1
        continue
      }
      if t.kind == .identifier, file.isPunctuation(k - 1, "@") {
        k -= 2
        continue
      }
      break
    }
    return false
  }

  private func readParameters(open: Int) -> [Parameter] {
    file.split((open + 1)..<file.match[open], by: ",").compactMap { part in
      guard let colon = file.firstTopLevel(":", in: part) else { return nil }
      let names = (part.lowerBound..<colon).filter { file[$0].kind == .identifier }
      guard let last = names.last else { return nil }
      let labelIndex = names.first ?? last
      let label = file[labelIndex].text == "_" ? nil : file[labelIndex].text
      var type = ""
      var k = colon + 1
      while k < part.upperBound, !file.isPunctuation(k, "=") {
        type += file[k].text
        k += 1
      }
      let defaultValue = k < part.upperBound ? (k + 1)..<part.upperBound : nil
      return Parameter(label: label, name: file[last].text, type: type, defaultValue: defaultValue)
    }
  }

  private mutating func readEnumCase(at i: Int, holder: String) {
    let end = file.statementEnd(from: i)
    for part in file.split((i + 1)..<end, by: ",") where !part.isEmpty {
      let nameIndex = part.lowerBound
      guard file[nameIndex].kind == .identifier else { continue }
      var member = MemberDeclaration(
        kind: .enumCase, name: file[nameIndex].text, holder: holder, isStatic: true,
        file: fileIndex, line: file[nameIndex].line, column: file[nameIndex].column, type: holder)
      if file.isPunctuation(nameIndex + 1, "="), nameIndex + 2 < part.upperBound {
        member.value = (nameIndex + 2)..<part.upperBound
      }
      output.members.append(member)
    }
  }

  // MARK: - Objective-C

  /// Class methods of `@implementation`s: `+ (UIColor *)brandColor { … }` and
  /// `+ (UIColor *)colorWithHex:(NSUInteger)hex { … }`.
  private mutating func readObjectiveC() {
    var current: String?
    var i = 0
    while i < file.count {
      let token = file[i]
      if token.isPunctuation("@"), i + 1 < file.count {
        let word = file[i + 1].text
        if word == "implementation", i + 2 < file.count {
          current = file[i + 2].text
          output.types.append(
            TypeDeclaration(
              kind: .implementation, name: file[i + 2].text, inherited: [], file: fileIndex,
              open: -1, line: token.line))
          i += 3
          continue
        }
        if word == "end" { current = nil }
      }
      if let holder = current, file.parentBrace[i] < 0,
        token.isPunctuation("+") || token.isPunctuation("-"), file.isPunctuation(i + 1, "(")
      {
        if let next = readObjectiveCMethod(at: i, holder: holder) {
          i = next
          continue
        }
      }
      i += 1
    }
  }

  private mutating func readObjectiveCMethod(at i: Int, holder: String) -> Int? {
    let open = i + 1
    guard file.match[open] > open else { return nil }
    let returnType = (open + 1..<file.match[open]).map { file[$0].text }.joined()
    var j = file.match[open] + 1
    var parts: [String] = []
    var parameters: [Parameter] = []
    var nameIndex = j
    while j < file.count, !file.isPunctuation(j, "{"), !file.isPunctuation(j, ";") {
      guard file[j].kind == .identifier else { return nil }
      if parts.isEmpty { nameIndex = j }
      let part = file[j].text
      if file.isPunctuation(j + 1, ":") {
        parts.append(part + ":")
        var k = j + 2
        var type = ""
        if file.isPunctuation(k, "("), file.match[k] > k {
          type = (k + 1..<file.match[k]).map { file[$0].text }.joined()
          k = file.match[k] + 1
        }
        guard file.isIdentifierToken(k) else { return nil }
        parameters.append(
          Parameter(label: parts.count == 1 ? nil : part, name: file[k].text, type: type))
        j = k + 1
      } else {
        parts.append(part)
        j += 1
        break
      }
    }
    guard file.isPunctuation(j, "{"), file.match[j] > j else { return nil }
    var member = MemberDeclaration(
      kind: .objectiveCMethod, name: parts.joined(), holder: holder, isStatic: file[i].text == "+",
      file: fileIndex, line: file[nameIndex].line, column: file[nameIndex].column,
      type: returnType, body: (j + 1)..<file.match[j])
    member.parameters = parameters
    member.selector = parts.joined()
    output.members.append(member)
    return file.match[j] + 1
  }
}

extension SourceFile {
  func isIdentifierToken(_ i: Int) -> Bool {
    i >= 0 && i < tokens.count && tokens[i].kind == .identifier
  }
}

extension SourceIndex {
  /// Whether a Swift type declaration is written with the attribute `@name` (`@main`), or with
  /// arguments where `arguments` is set (`@objc(Name)`): read back from its `{` over what it
  /// inherits and its name, stopping at the end of what comes before.
  func hasAttribute(_ name: String, arguments: Bool = false, on declaration: TypeDeclaration)
    -> Bool
  {
    guard let j = attributeToken(name, on: declaration) else { return false }
    return !arguments || files[declaration.file].isPunctuation(j + 1, "(")
  }

  /// The one name an attribute of a Swift type declaration is given: `DWActionButton` of
  /// `@objc(DWActionButton) final class ActionButton`.
  func attributeArgument(_ name: String, on declaration: TypeDeclaration) -> String? {
    guard let j = attributeToken(name, on: declaration) else { return nil }
    let source = files[declaration.file]
    guard source.isPunctuation(j + 1, "("), source.isIdentifierToken(j + 2),
      source.isPunctuation(j + 3, ")")
    else { return nil }
    return source[j + 2].text
  }

  /// The token of the attribute's name, `@name`, on a Swift type declaration.
  private func attributeToken(_ name: String, on declaration: TypeDeclaration) -> Int? {
    guard declaration.open > 0 else { return nil }
    let source = files[declaration.file]
    var j = declaration.open - 1
    while j > 0, !source.isPunctuation(j, "}"), !source.isPunctuation(j, "{") {
      if source.isIdentifier(j, name), source.isPunctuation(j - 1, "@") { return j }
      j -= 1
    }
    return nil
  }
}
