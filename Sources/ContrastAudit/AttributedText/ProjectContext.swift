import Foundation

/// What the whole project says about text views and attributed strings, for rules that judge one
/// file: facts that live in another method, another extension or another file.
///
/// Built once per scan from every Swift and Objective-C file that could hold such a fact, one file
/// at a time in parallel, then merged in file order, so findings stay deterministic. Types are
/// keyed by their last name component, so a type and all its extensions share one entry.
struct ProjectContext: Sendable {
  /// Views whose `textColor` code sets, by the type that sets it.
  ///
  /// Keys are `Type\u{0}view`: `view` is the property name (without a leading `_`), or empty
  /// when a view class sets its own color.
  private(set) var textColorSet: Set<String> = []
  /// View classes of the project that set their own text color (`final class ThemedLabel:
  /// UILabel { … textColor = … }`).
  private(set) var themedViewClasses: Set<String> = []
  /// Property names whose `textColor` some type of the project sets.
  private(set) var textColorNames: Set<String> = []
  /// Methods of the project's extensions of UIKit's view classes that set a text color
  /// (ownCloud's `extension NSObject { func applyThemeCollection(…) { … if let label = self as?
  /// UILabel { label.textColor = … } } }`): a label they are called on has its color set by code.
  private(set) var textColorSettingMethods: Set<String> = []
  /// `typingAttributes` and `linkTextAttributes` set on these views, keyed like `textColorSet`.
  private(set) var typingAttributesSet: Set<String> = []
  /// Properties declared as Interface Builder outlets, keyed like `textColorSet`: their text
  /// color comes from the document.
  private(set) var outlets: Set<String> = []
  /// Outlet property names that every Interface Builder document naming them gives a label whose
  /// text color adapts (none, a dynamic system color, a named color): see
  /// ``InterfaceBuilderLabelColors``.
  var adaptiveLabelOutlets: Set<String> = []
  /// Outlet property names of segmented controls whose document colors their selected segment.
  var selectedSegmentTintedOutlets: Set<String> = []
  /// Every file's bytes, code and documents, where a member's name is looked for; empty when
  /// the scan is of one file, which cannot tell that nothing names a member.
  var searchedTexts: [[UInt8]] = []
  /// The Interface Builder documents, with their paths, where a type's fixed ground is looked
  /// for (see ``documentGround(of:)``).
  var interfaceBuilderDocuments: [(path: String, bytes: [UInt8])] = []
  /// What ``isNamedMoreThanOnce(_:)`` found, by name.
  private let namings = NamingCache()

  private final class NamingCache: @unchecked Sendable {
    let lock = NSLock()
    var found: [String: Bool] = [:]
    var labelAppearance: Bool?
    var grounds: [String: (color: RGBA, file: String)?] = [:]
    var outletGrounds: [String: (color: RGBA, file: String)?] = [:]
  }

  /// The fixed, opaque background every Interface Builder document gives the view its outlet
  /// `property` connects, looked up once per name.
  func documentGround(ofOutlet property: String) -> (color: RGBA, file: String)? {
    guard !interfaceBuilderDocuments.isEmpty else { return nil }
    namings.lock.lock()
    defer { namings.lock.unlock() }
    if let known = namings.outletGrounds[property] { return known }
    let found = InterfaceBuilderGrounds.fixedGround(
      ofOutlet: property, in: interfaceBuilderDocuments)
    namings.outletGrounds[property] = .some(found)
    return found
  }

  /// The fixed, opaque background every Interface Builder document naming `type` gives it (a
  /// controller's root view, or a view of that class), looked up once per type.
  func documentGround(of type: String) -> (color: RGBA, file: String)? {
    guard !interfaceBuilderDocuments.isEmpty else { return nil }
    namings.lock.lock()
    defer { namings.lock.unlock() }
    if let known = namings.grounds[type] { return known }
    let found = InterfaceBuilderGrounds.fixedGround(of: type, in: interfaceBuilderDocuments) {
      owner, outlets in mayRecolor(ownerClass: owner, outlets: outlets)
    }
    namings.grounds[type] = .some(found)
    return found
  }

  /// Whether code may give a document's view another background: a file that declares or
  /// extends the class owning the document names `backgroundColor` anywhere, or the view has
  /// an outlet and the document names no owning class.
  private func mayRecolor(ownerClass: String?, outlets: [String]) -> Bool {
    guard let ownerClass else { return outlets.contains { $0 != "view" } }
    let declarations = [
      "class \(ownerClass)", "@implementation \(ownerClass)", "extension \(ownerClass)",
    ]
    .map { Array($0.utf8) }
    return searchedTexts.contains { text in
      text.withUnsafeBufferPointer { bytes in
        declarations.contains { ByteSearch.firstIndex(of: $0, in: bytes, from: 0) != nil }
          && ByteSearch.contains(bytes, "backgroundColor")
      }
    }
  }

  /// Whether no file of the project gives every label a text color through its appearance proxy.
  ///
  /// `UILabel.appearance().textColor = …`, `[UILabel appearance]`: searched once, by bytes.
  /// False when the project's files are not known.
  func leavesLabelAppearanceAlone() -> Bool {
    guard !searchedTexts.isEmpty else { return false }
    namings.lock.lock()
    defer { namings.lock.unlock() }
    if let found = namings.labelAppearance { return !found }
    let found = searchedTexts.contains { text in
      text.withUnsafeBufferPointer {
        ByteSearch.contains($0, "UILabel.appearance")
          || ByteSearch.contains($0, "UILabel appearance")
      }
    }
    namings.labelAppearance = found
    return !found
  }

  /// Whether `name`'s bytes occur more than once in the project's files, its declaration being
  /// one; nil when the project's files are not known.
  ///
  /// A byte search: a longer name, a comment or a string that spells it counts too, so a member
  /// it calls unnamed is named nowhere else. Asked only for the few findings that reach it.
  func isNamedMoreThanOnce(_ name: String) -> Bool? {
    guard !searchedTexts.isEmpty else { return nil }
    namings.lock.lock()
    defer { namings.lock.unlock() }
    if let found = namings.found[name] { return found }
    let needle = Array(name.utf8)
    var count = 0
    search: for text in searchedTexts {
      text.withUnsafeBufferPointer { bytes in
        var start = 0
        while count < 2, let at = ByteSearch.firstIndex(of: needle, in: bytes, from: start) {
          count += 1
          start = at + needle.count
        }
      }
      if count >= 2 { break search }
    }
    namings.found[name] = count >= 2
    return count >= 2
  }
  /// `NSTextStorage` subclasses whose code applies a foreground color (in `processEditing` or
  /// elsewhere in the type).
  private(set) var coloringTextStorages: Set<String> = []
  /// Types that create or name one of those text storages.
  private(set) var textStorageUsers: Set<String> = []
  /// Text view types (and their subclasses) whose storage's delegate is a type of the project
  /// that processes every edit (`textStorage(_:didProcessEditing:range:changeInLength:)`).
  private(set) var processedStorageViews: Set<String> = []
  /// Methods declared to return an attributed string, by name (Swift base name or Objective-C
  /// selector's first part): true when every declaration of that name applies a foreground.
  private(set) var attributedStringMethods: [String: Bool] = [:]
  /// Methods whose attributed string is handed to a print formatter
  /// (`UISimpleTextPrintFormatter(attributedText: formatter.document())`), by name: how many
  /// such calls the project has.
  private(set) var printedMethods: [String: Int] = [:]
  /// Project text view types of properties, by property name (from Objective-C headers).
  private(set) var textViewTypesByName: [String: Set<String>] = [:]
  /// The tokenized files, by path.
  let files: [SourceFile]
  private let fileIndexByPath: [String: Int]
  /// The files that name each method of `attributedStringMethods`, found on first use.
  private let mentions = MentionIndex()

  private final class MentionIndex: @unchecked Sendable {
    let lock = NSLock()
    var filesByName: [String: [Int]]?
  }

  /// The indices in `files`, in file order, of the files whose code names `name`, a method of
  /// `attributedStringMethods` (its callers in other files).
  ///
  /// Files are not indexed by name, so one pass over every file's identifiers finds all those
  /// methods at once, the first time any rule asks.
  func filesMentioning(_ name: String) -> [Int] {
    mentions.lock.lock()
    defer { mentions.lock.unlock() }
    if let index = mentions.filesByName { return index[name] ?? [] }
    let names = Set(attributedStringMethods.keys)
    // Most identifiers are told apart from every name by their length alone.
    let lengths = names.reduce(into: [Bool](repeating: false, count: 256)) {
      $0[min($1.utf8.count, 255)] = true
    }
    let found = concurrentMap(count: files.count) { n in
      var named: Set<String> = []
      for token in files[n].tokens
      where token.kind == .identifier && lengths[min(token.text.utf8.count, 255)]
        && names.contains(token.text)
      {
        named.insert(token.text)
      }
      return named
    }
    var index: [String: [Int]] = [:]
    for (n, named) in found.enumerated() {
      for name in named { index[name, default: []].append(n) }
    }
    mentions.filesByName = index
    return index[name] ?? []
  }

  init(files: [SourceFile]) {
    // One pass over each file's tokens; files are indexed later, by the rules that judge them.
    let indexed = concurrentMap(count: files.count) { n in (files[n], FileFacts(file: files[n])) }
    self.files = files
    var byPath: [String: Int] = [:]
    for (n, file) in self.files.enumerated() where byPath[file.path] == nil {
      byPath[file.path] = n
    }
    fileIndexByPath = byPath
    var storages: [String: Bool] = [:]
    var storageMentions: [(type: String, name: String)] = []
    for (_, facts) in indexed {
      textColorSet.formUnion(facts.textColor.map { $0.type + "\u{0}" + $0.view })
      textColorNames.formUnion(facts.textColor.map(\.view).filter { !$0.isEmpty })
      themedViewClasses.formUnion(
        facts.textColor.filter { $0.view.isEmpty && !$0.type.isEmpty }.map(\.type))
      textColorSettingMethods.formUnion(facts.textColorMethods)
      typingAttributesSet.formUnion(facts.typingAttributes.map { $0.type + "\u{0}" + $0.view })
      outlets.formUnion(facts.outlets.map { $0.type + "\u{0}" + $0.view })
      for (name, colors) in facts.textStorages {
        storages[name] = (storages[name] ?? false) || colors
      }
      for (type, colors) in facts.typesApplyingForeground where colors {
        if storages[type] != nil { storages[type] = true }
      }
      storageMentions += facts.storageMentions
      for name in facts.printedMethods { printedMethods[name, default: 0] += 1 }
      for (name, colors) in facts.attributedStringMethods {
        attributedStringMethods[name] = (attributedStringMethods[name] ?? true) && colors
      }
    }
    // A storage subclass declared in a header and colored in its implementation.
    for (_, facts) in indexed {
      for (type, colors) in facts.typesApplyingForeground where colors && storages[type] == false {
        storages[type] = true
      }
    }
    coloringTextStorages = Set(storages.filter(\.value).keys)
    let users = Set(
      storageMentions.filter {
        coloringTextStorages.contains($0.name) && !coloringTextStorages.contains($0.type)
      }.map(\.type))
    // Subclasses of a type that sets one up use it too (`EditorTextView: StyledTextView`).
    var subclasses: [String: [String]] = [:]
    for (_, facts) in indexed {
      for (sub, sup) in facts.superclasses { subclasses[sup, default: []].append(sub) }
      for (name, type) in facts.textViewTypes {
        textViewTypesByName[name, default: []].insert(type)
      }
    }
    func withSubclasses(_ types: Set<String>) -> Set<String> {
      var all = types
      var pending = Array(types)
      while let type = pending.popLast() {
        for sub in subclasses[type] ?? [] where all.insert(sub).inserted { pending.append(sub) }
      }
      return all
    }
    textStorageUsers = withSubclasses(users)
    // A delegate this file cannot name (a property set elsewhere) counts when the project has a
    // processing delegate at all.
    let processors = Set(indexed.flatMap { $0.1.editProcessors })
    if !processors.isEmpty {
      processedStorageViews = withSubclasses(
        Set(
          indexed.flatMap { $0.1.storageDelegates }.filter {
            $0.delegate.isEmpty || processors.contains($0.delegate)
          }.map(\.view)))
    }
  }

  /// The tokenized file at `path`, if it is part of the project.
  func file(at path: String) -> SourceFile? {
    fileIndexByPath[path].map { files[$0] }
  }

  /// Whether code in `type` (or any of its extensions) sets the text color of its property
  /// `view`; `view` empty asks whether the type sets its own.
  func setsTextColor(in type: String, view: String) -> Bool {
    textColorSet.contains(type + "\u{0}" + Self.normalized(view))
  }

  /// Whether some type of the project sets the text color of a property named `view`.
  func setsTextColorAnywhere(view: String) -> Bool {
    textColorNames.contains(Self.normalized(view))
  }

  func setsTypingAttributes(in type: String, view: String) -> Bool {
    typingAttributesSet.contains(type + "\u{0}" + Self.normalized(view))
  }

  func isOutlet(in type: String, view: String) -> Bool {
    outlets.contains(type + "\u{0}" + Self.normalized(view))
  }

  static func normalized(_ name: String) -> String {
    name.hasPrefix("_") ? String(name.dropFirst()) : name
  }
}

/// The facts of one file, read from its tokens.
struct FileFacts: Sendable {
  var textColor: [(type: String, view: String)] = []
  /// Methods of extensions of ``viewBaseClasses`` here that set a text color.
  var textColorMethods: [String] = []
  var typingAttributes: [(type: String, view: String)] = []
  var outlets: [(type: String, view: String)] = []
  /// `NSTextStorage` subclasses declared here, and whether their body applies a foreground.
  var textStorages: [(String, Bool)] = []
  /// Types whose code here names a foreground key (for storages declared in another file).
  var typesApplyingForeground: [(String, Bool)] = []
  /// Types here that implement `NSTextStorageDelegate`'s `didProcessEditing` or
  /// `willProcessEditing` method.
  var editProcessors: [String] = []
  /// `textStorage.delegate = x`, `[self.textStorage setDelegate:x]`: the text view type whose
  /// storage it is, and the delegate's type ("" when this file does not show it).
  var storageDelegates: [(view: String, delegate: String)] = []
  /// Names ending in `Storage` that a type creates or names: `(type, name)`.
  var storageMentions: [(type: String, name: String)] = []
  var attributedStringMethods: [(String, Bool)] = []
  /// Methods whose result a print formatter here is given, one entry per formatter.
  var printedMethods: [String] = []
  /// `(type, superclass)` pairs declared here.
  var superclasses: [(String, String)] = []
  /// Properties declared with a text view type whose name ends in `TextView`: `(name, type)`.
  var textViewTypes: [(String, String)] = []

  /// The classes a label inherits from, whose extensions' methods every label has.
  static let viewBaseClasses: Set<String> = ["NSObject", "UIResponder", "UIView", "UILabel"]

  /// The names facts are read from.
  private static let wanted: Set<String> = foregroundKeyNames.union([
    "textColor", "setTextColor", "typingAttributes", "linkTextAttributes", "setTypingAttributes",
    "IBOutlet", "NSTextStorage", "NSAttributedString", "NSMutableAttributedString",
    "processEditing", "addAttribute", "addAttributes", "setAttributes", "class", "interface",
    "property", "UISimpleTextPrintFormatter", "didProcessEditing", "willProcessEditing",
    "textStorage",
  ])

  private static let wantedSieve = NameSieve(wanted)

  init(file: SourceFile) {
    let isObjC = file.language == .objectiveC
    // Where each wanted name occurs, in one pass (no full identifier index for files that only
    // lend a fact or two).
    var found: [String: [Int]] = [:]
    for (n, token) in file.tokens.enumerated() where token.kind == .identifier {
      if Self.wantedSieve.mayContain(token.text), Self.wanted.contains(token.text) {
        found[token.text, default: []].append(n)
      } else if token.text.utf8.count > 7, token.text.utf8.last == UInt8(ascii: "e"),
        token.text.hasSuffix("Storage"),
        token.text.utf8.first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true
      {
        found["*Storage", default: []].append(n)
      }
    }
    let positions = { (name: String) -> [Int] in found[name] ?? [] }
    for name in ["textColor", "setTextColor"] {
      for k in positions(name) {
        guard let view = Self.assignedView(file, member: k, setter: name == "setTextColor") else {
          continue
        }
        let type = file.enclosingTypeName(of: k) ?? ""
        textColor.append((type, view))
        if Self.viewBaseClasses.contains(type), let method = file.outermostFunctionName(of: k) {
          textColorMethods.append(method)
        }
      }
    }
    for name in ["typingAttributes", "linkTextAttributes", "setTypingAttributes"] {
      for k in positions(name) {
        guard let view = Self.assignedView(file, member: k, setter: name.hasPrefix("set")) else {
          continue
        }
        typingAttributes.append((file.enclosingTypeName(of: k) ?? "", view))
      }
    }
    for k in positions("IBOutlet") {
      // `@IBOutlet weak var name: UITextView!`, `@property (weak) IBOutlet UITextView *name;`
      var j = k + 1
      let end = min(file.count, k + 12)
      while j < end, !file.isPunctuation(j, ";") {
        if !isObjC, file.isIdentifier(j, "var") || file.isIdentifier(j, "let"),
          file.isIdentifierToken(j + 1)
        {
          outlets.append((file.enclosingTypeName(of: k) ?? "", file[j + 1].text))
          break
        }
        if isObjC, file.isPunctuation(j, "*"), file.isIdentifierToken(j + 1) {
          outlets.append((Self.objectiveCInterfaceName(file, before: k) ?? "", file[j + 1].text))
          break
        }
        j += 1
      }
    }
    // Text storage subclasses: `class X: NSTextStorage {`, `@interface X : NSTextStorage`.
    for k in positions("NSTextStorage") {
      guard file.isPunctuation(k - 1, ":"), file.isIdentifierToken(k - 2) else { continue }
      let name = file[k - 2].text
      if isObjC {
        textStorages.append((name, foregroundKeyNames.contains { found[$0] != nil }))
      } else if let open = (k..<min(file.count, k + 40)).first(where: {
        file.isPunctuation($0, "{")
      }),
        file.match[open] > open
      {
        textStorages.append(
          (name, file.containsIdentifier(in: open..<file.match[open], foregroundKeyNames)))
      }
    }
    if foregroundKeyNames.contains(where: { found[$0] != nil }) {
      for name in foregroundKeyNames.sorted() {
        for k in positions(name) {
          if let type = file.enclosingTypeName(of: k) {
            typesApplyingForeground.append((type, true))
          }
        }
      }
    }
    // A storage that re-applies a style in `processEditing` (a highlighter, a default style with
    // its color set from elsewhere) colors what it holds.
    if ["addAttribute", "addAttributes", "setAttributes"].contains(where: { found[$0] != nil }) {
      for k in positions("processEditing") {
        if let type = file.enclosingTypeName(of: k) { typesApplyingForeground.append((type, true)) }
      }
    }
    readStorageDelegates(file, positions: positions)
    // Superclasses: `class EditorTextView: BaseTextView`, `@interface EditorTextView : BaseTextView`.
    for k in positions("class") + positions("interface")
    where file.isIdentifierToken(k + 1) && file.isPunctuation(k + 2, ":")
      && file.isIdentifierToken(k + 3)
    {
      if file[k].text == "interface", !file.isPunctuation(k - 1, "@") { continue }
      superclasses.append((file[k + 1].text, file[k + 3].text))
    }
    // Text views declared with a project type: `@property (…) EditorTextView *editorView;`,
    // `let editorView: EditorTextView`, `let editorView = EditorTextView()`.
    for k in positions("property") where isObjC && file.isPunctuation(k - 1, "@") {
      var j = k + 1
      if file.isPunctuation(j, "("), file.match[j] > j { j = file.match[j] + 1 }
      while file.isIdentifierToken(j),
        ["nonatomic", "strong", "weak", "IBOutlet", "readonly", "nullable", "const"].contains(
          file[j].text)
      {
        j += 1
      }
      guard file.isIdentifierToken(j), file.isPunctuation(j + 1, "*"),
        file.isIdentifierToken(j + 2),
        file[j].text.hasSuffix("TextView")
      else { continue }
      textViewTypes.append((file[j + 2].text, file[j].text))
    }
    for n in positions("*Storage") {
      if let type = file.enclosingTypeName(of: n) { storageMentions.append((type, file[n].text)) }
    }
    readAttributedStringMethods(file, positions: positions)
    for k in positions("UISimpleTextPrintFormatter") {
      if let method = Self.printedMethod(file, formatter: k) { printedMethods.append(method) }
    }
  }

  /// The delegates that process a storage's edits, and the storages given a delegate.
  private mutating func readStorageDelegates(_ file: SourceFile, positions: (String) -> [Int]) {
    // `func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: …)`,
    // `- (void)textStorage:(NSTextStorage *)textStorage didProcessEditing:(…)editedMask …`: a
    // declaration, not a call (which names the method only after a `.` or a receiver).
    for k in positions("didProcessEditing") + positions("willProcessEditing") {
      let isDeclaration =
        file.language == .swift
        ? (max(0, k - 12)..<k).contains { file.isIdentifier($0, "func") }
        : file.outermostFunctionName(of: k) == nil
      if isDeclaration, let type = file.enclosingTypeName(of: k) { editProcessors.append(type) }
    }
    for k in positions("textStorage") {
      var j = k + 1
      while file.isPunctuation(j, "?") || file.isPunctuation(j, "!") { j += 1 }
      let value: Int
      if file.isPunctuation(j, "."), file.isIdentifier(j + 1, "delegate"),
        file.isPunctuation(j + 2, "=")
      {
        value = j + 3
      } else if file.isIdentifier(j, "setDelegate"), file.isPunctuation(j + 1, ":") {
        value = j + 2
      } else {
        continue
      }
      guard let here = file.enclosingTypeName(of: k) else { continue }
      var views = [here]
      if file.isPunctuation(k - 1, "."), file.isIdentifierToken(k - 2),
        !file.isIdentifier(k - 2, "self")
      {
        views = file.declaredType(of: file[k - 2].text).map(file.aliasedTypes) ?? []
      }
      guard file.isIdentifierToken(value) else { continue }
      let name = file[value].text
      let delegates =
        name == "self"
        ? [here]
        : file.isPunctuation(value + 1, "(")
          ? [name] : file.declaredType(of: name).map(file.aliasedTypes) ?? [""]
      for view in views {
        for delegate in delegates { storageDelegates.append((view, delegate)) }
      }
    }
  }

  /// The method whose result the print formatter at token `k` is given:
  /// `UISimpleTextPrintFormatter(attributedText: formatter.document(…))`, or a local set from
  /// such a call (`guard let text = formatter.document(…) else …`).
  static func printedMethod(_ file: SourceFile, formatter k: Int) -> String? {
    guard file.isPunctuation(k + 1, "("), file.match[k + 1] > k + 1,
      let argument = file.arguments(open: k + 1).first(where: { $0.label == "attributedText" })
    else { return nil }
    var value = file.trimmed(argument.value)
    if value.count == 1, file[value.lowerBound].kind == .identifier {
      // The nearest declaration of the local before the formatter, in the same function.
      let name = file[value.lowerBound].text
      let start = max(file.parentBrace[k], 0)
      guard
        let declared = stride(from: k - 1, to: start, by: -1).first(where: {
          file.isIdentifier($0, name) && file.isPunctuation($0 + 1, "=")
            && (file.isIdentifier($0 - 1, "let") || file.isIdentifier($0 - 1, "var"))
        })
      else { return nil }
      value = (declared + 2)..<file.statementEnd(from: declared + 2)
    }
    // The callee: the name before the expression's first `(`.
    guard let open = value.first(where: { file.isPunctuation($0, "(") }), open > value.lowerBound,
      file[open - 1].kind == .identifier
    else { return nil }
    return file[open - 1].text
  }

  /// The view whose member at token `member` is assigned.
  ///
  /// `label.textColor = …` → `label`, `[self.label setTextColor:…]` → `label`,
  /// `textColor = …` or `self.textColor = …` → "". For a local (`let l = UILabel();
  /// l.textColor = …` inside `let label: UILabel = { … }()`), the property it initializes.
  static func assignedView(_ file: SourceFile, member k: Int, setter: Bool) -> String? {
    if setter {
      // Objective-C `[receiver setTextColor:value]`.
      guard file.isPunctuation(k + 1, ":"), let (m, _) = file.enclosingMessage(of: k + 2),
        m.parts[0].index == k
      else { return nil }
      let receiver = file.trimmed(m.receiver)
      guard let last = receiver.last else { return nil }
      return viewName(file, receiverEnd: last, at: k)
    }
    guard file.isPunctuation(k + 1, "=") else { return nil }
    if !file.isPunctuation(k - 1, ".") { return "" }
    return viewName(file, receiverEnd: k - 2, at: k)
  }

  private static func viewName(_ file: SourceFile, receiverEnd: Int, at k: Int) -> String? {
    var r = receiverEnd
    while r >= 0, file.isPunctuation(r, "?") || file.isPunctuation(r, "!") { r -= 1 }
    guard r >= 0, file[r].kind == .identifier else { return nil }
    let name = file[r].text
    if name == "self" { return "" }
    let qualified = file.isPunctuation(r - 1, ".") && !file.isIdentifier(r - 2, "self")
    let isLocal =
      name == "$0"
      || file.localDeclaration(of: name, before: k).map {
        !file.isTypeBody(file.parentBrace[$0.nameIndex])
      } == true
    if !qualified, isLocal {
      // A local inside a property's initializer closure, or one a function stores in a
      // property (an Objective-C lazy getter, an `init`): the property is the view.
      return file.initializedProperty(around: k) ?? file.propertyStoring(local: name, around: k)
        ?? name
    }
    return ProjectContext.normalized(name)
  }

  /// `@interface Name` or `@implementation Name` before token `k`.
  private static func objectiveCInterfaceName(_ file: SourceFile, before k: Int) -> String? {
    var j = k
    while j > 0 {
      if file.isPunctuation(j - 1, "@"),
        file.isIdentifier(j, "interface") || file.isIdentifier(j, "implementation")
      {
        return file.isIdentifierToken(j + 1) ? file[j + 1].text : nil
      }
      j -= 1
    }
    return nil
  }

  /// Functions and Objective-C methods declared to return an attributed string.
  private mutating func readAttributedStringMethods(
    _ file: SourceFile, positions: (String) -> [Int]
  ) {
    for name in ["NSAttributedString", "NSMutableAttributedString"] {
      for k in positions(name) {
        if file.language == .swift {
          // `func name(…) -> NSAttributedString {`
          guard file.isPunctuation(k - 1, "->") else { continue }
          var j = k + 1
          while file.isPunctuation(j, "?") || file.isPunctuation(j, "!") { j += 1 }
          guard file.isPunctuation(j, "{"), file.match[j] > j,
            let open = file.previousFunctionName(before: k - 1)
          else { continue }
          attributedStringMethods.append(
            (open, file.containsIdentifier(in: j..<file.match[j], foregroundKeyNames)))
        } else {
          // `- (NSAttributedString *)titleWith:(…)x {`
          guard file.isPunctuation(k - 1, "("),
            file.isPunctuation(k - 2, "-") || file.isPunctuation(k - 2, "+"),
            file.isPunctuation(k + 1, "*"), file.isPunctuation(k + 2, ")"),
            file.isIdentifierToken(k + 3)
          else { continue }
          var j = k + 3
          while j < file.count, !file.isPunctuation(j, "{"), !file.isPunctuation(j, ";") { j += 1 }
          guard file.isPunctuation(j, "{"), file.match[j] > j else { continue }
          attributedStringMethods.append(
            (file[k + 3].text, file.containsIdentifier(in: j..<file.match[j], foregroundKeyNames)))
        }
      }
    }
  }
}

extension SourceFile {
  /// The name of the type whose body holds token `i`, last component only: the Swift class,
  /// struct, enum, actor or extension, or the Objective-C `@implementation`/`@interface`.
  func enclosingTypeName(of i: Int) -> String? {
    if language == .objectiveC {
      var j = i
      while j > 0 {
        if isPunctuation(j - 1, "@"),
          isIdentifier(j, "implementation") || isIdentifier(j, "interface")
        {
          return isIdentifierToken(j + 1) ? tokens[j + 1].text : nil
        }
        if isPunctuation(j - 1, "@"), isIdentifier(j, "end") { return nil }
        j -= 1
      }
      return nil
    }
    var open = i < count ? parentBrace[i] : -1
    while open >= 0 {
      if let name = typeName(ofBody: open) { return name }
      open = parentBrace[open]
    }
    return nil
  }

  /// The type name declared by the `{` at `open`, if it opens a type body.
  func typeName(ofBody open: Int) -> String? {
    var k = open - 1
    var last: String?
    while k >= 0, k > open - 64 {
      let t = tokens[k]
      if t.kind == .punctuation, t.text == "{" || t.text == "}" || t.text == ";" || t.text == "=" {
        return nil
      }
      if t.kind == .punctuation, t.text == ")" || t.text == "]" || t.text == ">", match[k] >= 0 {
        k = match[k] - 1
        continue
      }
      if t.kind == .identifier {
        if ["class", "struct", "enum", "extension", "actor", "protocol"].contains(t.text),
          !isPunctuation(k - 1, ".")
        {
          // The name, possibly dotted (`extension Theme.Colors`): its last component.
          var j = k + 1
          var name = last
          while isIdentifierToken(j) {
            name = tokens[j].text
            if isPunctuation(j + 1, ".") { j += 2 } else { break }
          }
          return name
        }
        if ["func", "init", "var", "let", "if", "guard", "for", "while", "switch", "return", "in"]
          .contains(t.text)
        {
          return nil
        }
        last = t.text
      }
      k -= 1
    }
    return nil
  }

  /// The type-level property whose initializer closure holds token `i`:
  /// `let label: UILabel = { let l = UILabel(); l.textColor = … }()` → `label`, and
  /// `let label = UILabel().then { $0.textColor = … }` → `label`.
  func initializedProperty(around i: Int) -> String? {
    var open = parentBrace[i]
    while open >= 0 {
      let holder = parentBrace[open]
      // The statement holding this brace, at its own level.
      var k = open - 1
      while k >= 0, k > open - 48 {
        let t = tokens[k]
        if t.kind == .punctuation, t.text == "{" || t.text == "}" || t.text == ";" { break }
        if t.kind == .punctuation, t.text == ")" || t.text == "]", match[k] >= 0 {
          k = match[k] - 1
          continue
        }
        if t.isIdentifier("let") || t.isIdentifier("var"), parentBrace[k] == holder,
          isIdentifierToken(k + 1)
        {
          return holder < 0 || isTypeBody(holder) ? tokens[k + 1].text : nil
        }
        if t.isIdentifier("func") || t.isIdentifier("init") { return nil }
        k -= 1
      }
      open = holder
    }
    return nil
  }

  /// The property that the function or method around token `i` stores local `local` in.
  ///
  /// `_descriptionLabel = label;` in an Objective-C lazy getter or `init`, `self.label = label`
  /// in either language; the name without a leading `_`.
  func propertyStoring(local: String, around i: Int) -> String? {
    var open = parentBrace[i]
    while open >= 0, parentBrace[open] >= 0, !isTypeBody(parentBrace[open]) {
      open = parentBrace[open]
    }
    guard open >= 0, match[open] > open else { return nil }
    for k in (open + 1)..<match[open] where tokens[k].isIdentifier(local) {
      guard isPunctuation(k - 1, "="), !isPunctuation(k + 1, "."), !isPunctuation(k + 1, "("),
        isIdentifierToken(k - 2)
      else { continue }
      let stored = tokens[k - 2].text
      if isPunctuation(k - 3, "."), isIdentifier(k - 4, "self") {
        return ProjectContext.normalized(stored)
      }
      if language == .objectiveC, stored.hasPrefix("_"), !isPunctuation(k - 3, ".") {
        return ProjectContext.normalized(stored)
      }
    }
    return nil
  }

  /// The name after the nearest `func` before token `k` on the same declaration.
  func previousFunctionName(before k: Int) -> String? {
    var j = k - 1
    while j >= 0, j > k - 200 {
      if tokens[j].kind == .punctuation, tokens[j].text == "{" || tokens[j].text == "}" {
        return nil
      }
      if tokens[j].kind == .punctuation, tokens[j].text == ")", match[j] >= 0 {
        j = match[j] - 1
        continue
      }
      if tokens[j].isIdentifier("func") {
        return isIdentifierToken(j + 1) ? tokens[j + 1].text : nil
      }
      j -= 1
    }
    return nil
  }
}

/// Which facts of files the rules do not judge can change a finding, read from the judged files:
/// the views they show attributed text in, and the types that show it.
///
/// A file that only lends facts is tokenized when its bytes hold one that can matter, so a
/// project where every file sets some label's `textColor` is not tokenized whole.
struct FactNeeds: Sendable {
  /// Views shown on another object (`cell.bodyLabel.attributedText = …`): any type's fact counts.
  private(set) var anywhere: Set<String> = []
  /// Views of the type that shows them, where that file does not set their color itself:
  /// view name → type names.
  private(set) var inType: [String: Set<String>] = [:]

  init(analyzed files: [SourceFile]) {
    for file in files {
      var settled = Set<String>()
      for name in ["textColor", "setTextColor"] {
        for k in file.positions(of: name, in: 0..<file.count) {
          if let view = FileFacts.assignedView(file, member: k, setter: name == "setTextColor") {
            settled.insert((file.enclosingTypeName(of: k) ?? "") + "\u{0}" + view)
          }
        }
      }
      for name in ["attributedText", "setAttributedText"] {
        for k in file.positions(of: name, in: 0..<file.count) {
          let setter = name == "setAttributedText"
          guard let view = FileFacts.assignedView(file, member: k, setter: setter) else {
            continue
          }
          let receiverEnd = setter ? k - 1 : k - 2
          var r = receiverEnd
          while r >= 0, file.isPunctuation(r, "?") || file.isPunctuation(r, "!") { r -= 1 }
          let onOther = file.isPunctuation(r - 1, ".") && !file.isIdentifier(r - 2, "self")
          if onOther {
            anywhere.insert(view)
            continue
          }
          let type = file.enclosingTypeName(of: k) ?? ""
          if !settled.contains(type + "\u{0}" + view) { inType[view, default: []].insert(type) }
        }
      }
    }
  }

  /// Whether the bytes name a text storage type, or a storage's delegate or what it does.
  static func mentionsTextStorage(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteSearch.contains(bytes, "TextStorage") || ByteSearch.contains(bytes, "ProcessEditing")
      || ByteSearch.contains(bytes, "Storage.delegate")
      || ByteSearch.contains(bytes, "Storage?.delegate")
      || ByteSearch.contains(bytes, "Storage setDelegate")
  }

  /// Whether the bytes of a file that only lends facts hold one that can matter.
  func matters(_ bytes: UnsafeBufferPointer<UInt8>, isHeader: Bool) -> Bool {
    if Self.mentionsTextStorage(bytes) { return true }
    // An extension of a class every label inherits from, whose methods may set text colors.
    if ByteSearch.contains(bytes, "textColor") {
      for base in FileFacts.viewBaseClasses
      where ByteSearch.contains(bytes, bytesOf: "extension " + base) {
        return true
      }
    }
    if isHeader, ByteSearch.contains(bytes, "IBOutlet") || ByteSearch.contains(bytes, "TextView") {
      return true
    }
    for receiver in Self.textColorReceivers(bytes) {
      // A view class coloring itself, or a color set on a view some judged file shows.
      if receiver.isEmpty || anywhere.contains(receiver) { return true }
      if let types = inType[receiver] {
        for type in types where type.isEmpty || ByteSearch.contains(bytes, bytesOf: type) {
          return true
        }
      }
    }
    return false
  }

  /// The receivers of `textColor` assignments and `setTextColor:` messages, read from bytes:
  /// `label.textColor = …` → `label`, `textColor = …` and `self.textColor = …` → "".
  static func textColorReceivers(_ bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
    var found = Set<String>()
    for (needle, isSetter) in [("textColor", false), ("setTextColor", true)] {
      let pattern = Array(needle.utf8)
      var start = 0
      while let hit = ByteSearch.firstIndex(of: pattern, in: bytes, from: start) {
        start = hit + pattern.count
        if hit > 0, isIdentifierByte(bytes[hit - 1]) { continue }
        var end = hit + pattern.count
        guard end >= bytes.count || !isIdentifierByte(bytes[end]) else { continue }
        if isSetter {
          guard end < bytes.count, bytes[end] == UInt8(ascii: ":") else { continue }
          // `[receiver setTextColor:`: the receiver ends before the spaces.
          var k = hit - 1
          while k >= 0, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k -= 1 }
          found.insert(name(endingAt: k, in: bytes))
          continue
        }
        // `textColor =`, not `==` or a declaration's `textColor:`.
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
        guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "="),
          bytes[end + 1] != UInt8(ascii: "=")
        else { continue }
        guard hit > 0, bytes[hit - 1] == UInt8(ascii: ".") else {
          found.insert("")
          continue
        }
        var k = hit - 2
        while k >= 0, bytes[k] == UInt8(ascii: "?") || bytes[k] == UInt8(ascii: "!") { k -= 1 }
        found.insert(name(endingAt: k, in: bytes))
      }
    }
    return found
  }

  private static func isIdentifierByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
      || b == 0x24 || b >= 0x80
  }

  /// The identifier ending at byte `k`, without a leading `_`; "" for `self` or none.
  private static func name(endingAt k: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    var j = k
    while j >= 0, isIdentifierByte(bytes[j]) { j -= 1 }
    guard j < k else { return "" }
    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[(j + 1)...k]), as: UTF8.self)
    return word == "self" ? "" : ProjectContext.normalized(word)
  }
}
