/// Pairings found in SwiftUI views: `.foregroundStyle` / `.foregroundColor` / `.tint` on a view,
/// and the `.background(…)` / `.listRowBackground(…)` of the same view or of the nearest
/// enclosing container in the same body (a `ZStack` whose first child is a color counts too).
struct SwiftUIPairings {
  let index: SourceIndex
  let reader: ColorUseReader
  /// Every color name the audit knows, to find the colors of each theme.
  let knownColors: Set<String>
  /// The themes of the run: their holders and the properties of theme type.
  private let themes: ThemeExpansion

  init(
    index: SourceIndex, reader: ColorUseReader, knownColors: Set<String>, themes: ThemeExpansion
  ) {
    self.index = index
    self.reader = reader
    self.knownColors = knownColors
    self.themes = themes
  }

  static let foregroundModifiers: Set<String> = ["foregroundStyle", "foregroundColor", "tint"]
  /// Shapes: what they draw is a fill, non-text content.
  static let shapes: Set<String> = [
    "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle",
    "ContainerRelativeShape", "Divider",
  ]
  static let backgroundModifiers: Set<String> = ["background", "listRowBackground"]
  /// Swift Charts' marks: graphics, held to 3:1.
  static let chartMarks: Set<String> = [
    "LineMark", "BarMark", "PointMark", "AreaMark", "RectangleMark", "RuleMark", "SectorMark",
  ]
  /// Swift Charts' axis guides.
  static let chartGuides: Set<String> = ["AxisGridLine", "AxisTick"]
  /// Views that show a picture loaded from a URL: SwiftUI's, Kingfisher's, SDWebImage's,
  /// Nuke's, and the usual names of an app's own.
  static let remoteImages: Set<String> = [
    "AsyncImage", "CachedAsyncImage", "KFImage", "KFAnimatedImage", "WebImage", "AnimatedImage",
    "LazyImage", "AsyncMedia", "RemoteImage", "URLImage", "NetworkImage",
  ]

  /// A view expression and its modifiers: `Text("Hi").font(.title).foregroundStyle(.secondary)`.
  struct Chain {
    var base: Int
    var modifiers: [(name: String, index: Int, arguments: Range<Int>?, closure: Range<Int>?)]
    var end: Int
  }

  /// A view's pairings found at one modifier: the type and the view member that hold them, and
  /// whether their file also names the asset `AccentColor` (`Color("AccentColor")`), which an
  /// enclosing `.accentColor(…)` does not change.
  private typealias Found = (
    holder: String?, member: Int?, pairings: [DiscoveredPairing], namesAccentAsset: Bool
  )

  /// The files are read in parallel and their pairings joined in file order.
  func discover() -> [DiscoveredPairing] {
    let found = concurrentMap(count: index.files.count) { fileIndex -> [Found] in
      let source = index.files[fileIndex]
      guard source.language == .swift else { return [] }
      var pairings: [Found] = []
      var schemes: [String: Style?] = [:]
      var accents: (modifiers: [AccentModifier], namesAsset: Bool)?
      var k = 0
      while k + 2 < source.count {
        if source.isPunctuation(k, "."), source.isIdentifierToken(k + 1),
          Self.foregroundModifiers.contains(source[k + 1].text), source.isPunctuation(k + 2, "(")
        {
          if var found = pairing(at: k, file: fileIndex) {
            // A view that fixes its color scheme is shown in that appearance only.
            let holder = holderType(of: k, file: fileIndex)
            if let holder {
              let scheme = schemes[holder] ?? forcedScheme(of: holder)
              schemes[holder] = .some(scheme)
              if let scheme { for n in found.indices { found[n].styles = [scheme] } }
            }
            var namesAccentAsset = false
            if found.contains(where: Self.drawsAccent) {
              let known =
                accents
                ?? (accentModifiers(in: source), Self.namesAccentAsset(source))
              accents = known
              namesAccentAsset = known.namesAsset
              if let modifier = Self.enclosingAccent(of: k, among: known.modifiers) {
                let accent =
                  known.namesAsset
                  ? Self.ambiguousAccent(at: modifier, source)
                  : self.accent(set: modifier, file: fileIndex, holder: holder)
                found = found.map { Self.drawing(accent, in: $0) }
              }
            }
            pairings.append(
              (
                holder, viewMember(of: k, file: fileIndex, holder: holder), found,
                namesAccentAsset
              ))
          }
        }
        k += 1
      }
      return pairings
    }
    let holders = Set(found.joined().compactMap(\.holder))
    let members = Set(found.joined().compactMap(\.member))
    // One pass over the project finds where each view type, each type that holds a pairing,
    // and each view property or method that holds one, is named.
    let views = Set(
      index.types.filter { $0.kind != .extension && $0.inherited.contains("View") }.map {
        SourceIndex.lastComponent($0.name)
      })
    let sites =
      holders.isEmpty
      ? [:]
      : mentions(
        of: views.union(holders.map(SourceIndex.lastComponent)).union(
          members.map { index.members[$0].name }))
    let makers = ViewMakers(sites: sites, index: index)
    let unused = unusedTypes(among: holders, sites: sites)
    let unusedMembers = self.unusedMembers(members, sites: sites)
    let shown = holders.subtracting(unused)
    let inherited = inheritedSchemes(of: shown, views: views, makers: makers)
    let accents = inheritedAccents(
      of: Set(
        found.joined().compactMap { found in
          found.pairings.contains(where: Self.drawsAccent) ? found.holder : nil
        }
      ).intersection(shown), makers: makers)
    return found.joined().flatMap { found -> [DiscoveredPairing] in
      if let member = found.member, unusedMembers.contains(member) { return [] }
      guard let holder = found.holder, !unused.contains(holder) else {
        return found.holder == nil ? found.pairings : []
      }
      return found.pairings.map { pairing in
        var shown = pairing
        if let style = inherited[holder], shown.styles == Style.allCases {
          shown.styles = [style]
        }
        if var accent = accents[holder], Self.drawsAccent(shown) {
          if found.namesAccentAsset, case .color = accent {
            accent = .unresolved(
              "Color.accentColor is set by .accentColor(…) where the view is shown, and this "
                + "file also names the asset AccentColor, which that does not change")
          }
          shown = Self.drawing(accent, in: shown)
        }
        return shown
      }
    }
  }

  /// The appearance each of `holders` is shown in, where every place that makes it gives it one.
  ///
  /// A `.preferredColorScheme(.dark)` on the view where it is made, or the appearance the view
  /// that makes it is shown in, its own or inherited in turn. Trio's onboarding is made once,
  /// with `.preferredColorScheme(colorScheme(for: .dark) ?? nil)`, and its steps only inside
  /// it: their Light Mode failures are never seen.
  ///
  /// A view made anywhere without an appearance, or named other than where it is made (a type
  /// in a generic, `Foo.self`), is not pinned.
  private func inheritedSchemes(of holders: Set<String>, views: Set<String>, makers: ViewMakers)
    -> [String: Style]
  {
    let candidates = Set(holders.map(SourceIndex.lastComponent)).intersection(views)
    guard !candidates.isEmpty else { return [:] }
    var memo: [String: Style?] = [:]
    var visiting = Set<String>()
    func scheme(of holder: String) -> Style? {
      if let known = memo[holder] { return known }
      if let own = forcedScheme(of: holder) { return own }
      let places = places(naming: holder, makers)
      guard !places.isEmpty, visiting.insert(holder).inserted else { return nil }
      defer { visiting.remove(holder) }
      var found: Style?
      for (file, k) in places {
        let source = index.files[file]
        guard source.isPunctuation(k + 1, "(") || source.isPunctuation(k + 1, "{") else {
          found = nil
          break
        }
        let outer = holderType(of: k, file: file)
        let style =
          pinnedScheme(of: chain(from: k, source), source, holder: outer)
          ?? outer.flatMap(scheme(of:))
        guard let style, found == nil || found == style else {
          found = nil
          break
        }
        found = style
      }
      memo[holder] = .some(found)
      return found
    }
    var result: [String: Style] = [:]
    for holder in holders where candidates.contains(SourceIndex.lastComponent(holder)) {
      if forcedScheme(of: holder) == nil, let style = scheme(of: holder) { result[holder] = style }
    }
    return result
  }

  /// Where the project names each view type, and the types that share a last name component:
  /// to tell which places make a view.
  struct ViewMakers {
    let sites: [String: [(file: Int, token: Int)]]
    /// Full type names by their last component.
    let namesakes: [String: [String]]

    init(sites: [String: [(file: Int, token: Int)]], index: SourceIndex) {
      self.sites = sites
      var namesakes: [String: [String]] = [:]
      for type in index.types where type.kind != .extension {
        namesakes[SourceIndex.lastComponent(type.name), default: []].append(type.name)
      }
      self.namesakes = namesakes
    }
  }

  /// The places that name `holder`: as written with its qualifier (Trio names each module's
  /// view `RootView`: `Onboarding.RootView(…)`), or bare where it is the only type of that name
  /// or the place is inside the namespace that holds it.
  func places(naming holder: String, _ makers: ViewMakers) -> [(file: Int, token: Int)] {
    let name = SourceIndex.lastComponent(holder)
    return (makers.sites[name] ?? []).filter { file, k in
      let source = index.files[file]
      var written = source.text(k)
      var j = k
      while source.isPunctuation(j - 1, "."), source.isIdentifierToken(j - 2) {
        written = source.text(j - 2) + "." + written
        j -= 2
      }
      if written != source.text(k) { return holder == written || holder.hasSuffix("." + written) }
      let others = (makers.namesakes[source.text(k)] ?? []).filter { $0 != holder }
      guard !others.isEmpty else { return true }
      let site = holderType(of: k, file: file) ?? ""
      func encloses(_ type: String) -> Bool {
        guard let dot = type.lastIndex(of: ".") else { return false }
        let namespace = String(type[..<dot])
        return site == namespace || site.hasPrefix(namespace + ".")
      }
      return encloses(holder) || (!holder.contains(".") && !others.contains(where: encloses))
    }
  }

  /// The appearance a view's chain pins with `.preferredColorScheme(…)` (or
  /// `.environment(\.colorScheme, …)`, `.colorScheme(…)`): a literal, or a call to a method of the type around it
  /// whose `switch` returns one for the literal it is given (`colorScheme(for: .dark) ?? nil`).
  private func pinnedScheme(of chain: Chain, _ source: SourceFile, holder: String?) -> Style? {
    for modifier in chain.modifiers {
      guard var k = modifier.arguments?.lowerBound else { continue }
      if modifier.name == "environment", source.isIdentifier(k + 2, "colorScheme"),
        source.isPunctuation(k + 3, ",")
      {
        k += 4
      } else if modifier.name != "preferredColorScheme", modifier.name != "colorScheme" {
        continue
      }
      if let style = Self.schemeLiteral(at: k, source) { return style }
      if let style = fixedSchemeProperty(at: k, source) { return style }
      // `colorScheme(for: .dark) ?? nil`
      guard source.isIdentifierToken(k), source.isPunctuation(k + 1, "("), let holder else {
        return nil
      }
      let open = k + 1
      var argument = open + 1
      if source.isIdentifierToken(argument), source.isPunctuation(argument + 1, ":") {
        argument += 2
      }
      guard source.isPunctuation(argument, "."), source.isIdentifierToken(argument + 1),
        source.isPunctuation(argument + 2, ")"), source.match[open] == argument + 2
      else { return nil }
      let option = source.text(argument + 1)
      for method in index.members(named: source.text(k), in: holder)
      where method.kind == .function {
        guard let body = method.body else { continue }
        let methodSource = index.files[method.file]
        for c in methodSource.positions(of: "case", in: body)
        where methodSource.isPunctuation(c + 1, ".") && methodSource.isIdentifier(c + 2, option)
          && methodSource.isPunctuation(c + 3, ":")
          && methodSource.isIdentifier(c + 4, "return")
        {
          return Self.schemeLiteral(at: c + 5, methodSource)
        }
      }
      return nil
    }
    return nil
  }

  /// The appearance a property of the project names when it always gives one: `store.scheme`
  /// or `scheme` at `k`, closed by `)`, where every `ColorScheme` property of that name is a
  /// constant or a computed property that returns one literal (nighthawk's `var
  /// nighthawkColorScheme: ColorScheme { .dark }`, "DarkFi is always dark mode").
  private func fixedSchemeProperty(at k: Int, _ source: SourceFile) -> Style? {
    var end = k
    while source.isIdentifierToken(end), source.isPunctuation(end + 1, ".") { end += 2 }
    guard source.isIdentifierToken(end), source.isPunctuation(end + 1, ")") else { return nil }
    let name = source.text(end)
    var found: Style?
    for member in index.members where member.name == name && member.kind == .property {
      guard member.type == "ColorScheme" || member.type == "SwiftUI.ColorScheme" else { continue }
      let memberSource = index.files[member.file]
      var at: Int
      if let body = member.body {
        at = body.lowerBound
        if memberSource.isIdentifier(at, "return") { at += 1 }
        guard Self.schemeEnd(at, memberSource) == body.upperBound else { return nil }
      } else if let value = member.value, !member.isVariable {
        at = value.lowerBound
        guard Self.schemeEnd(at, memberSource) == value.upperBound else { return nil }
      } else {
        return nil
      }
      guard let style = Self.schemeLiteral(at: at, memberSource), found == nil || found == style
      else { return nil }
      found = style
    }
    return found
  }

  /// The index just past a scheme literal at `k` (`.dark`, `ColorScheme.dark`).
  private static func schemeEnd(_ k: Int, _ source: SourceFile) -> Int {
    source.isIdentifier(k, "ColorScheme") ? k + 3 : k + 2
  }

  /// `.dark`, `ColorScheme.light` at `k`, ending there.
  private static func schemeLiteral(at k: Int, _ source: SourceFile) -> Style? {
    let name = source.isIdentifier(k, "ColorScheme") ? k + 2 : k + 1
    guard source.isPunctuation(name - 1, "."), name < source.count else { return nil }
    let next = name + 1
    guard next >= source.count || source[next].kind == .punctuation else { return nil }
    if source.isPunctuation(next, "."), source.isIdentifierToken(next + 1) { return nil }
    return source.isIdentifier(name, "dark")
      ? .dark : source.isIdentifier(name, "light") ? .light : nil
  }

  /// Where each of `names` is named by code other than its own declaration, its own body and
  /// previews: the file and the token of each place.
  private func mentions(of names: Set<String>) -> [String: [(file: Int, token: Int)]] {
    guard !names.isEmpty else { return [:] }
    let sieve = NameSieve(names)
    // Hundreds of view names fill the sieve's buckets: 65,536 bits of the names' hashes rule out
    // the rest before a set is asked.
    var bits = [UInt64](repeating: 0, count: 1024)
    for name in names {
      let hash = Int(SourceFile.nameHash(name) & 0xFFFF)
      bits[hash >> 6] |= 1 << UInt64(hash & 63)
    }
    func mayBeNamed(_ text: String) -> Bool {
      guard sieve.mayContain(text) else { return false }
      let hash = Int(SourceFile.nameHash(text) & 0xFFFF)
      return bits[hash >> 6] & (1 << UInt64(hash & 63)) != 0 && names.contains(text)
    }
    let declaring: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
    let perFile = concurrentMap(count: index.files.count) { file -> [(String, Int)] in
      let source = index.files[file]
      guard source.language == .swift else { return [] }
      var found: [(String, Int)] = []
      var typesByOpen: [Int: Int]?
      for k in 0..<source.count where source[k].kind == .identifier && mayBeNamed(source[k].text) {
        if k > 0, source[k - 1].kind == .identifier, declaring.contains(source[k - 1].text) {
          continue
        }
        // Named inside itself or a preview, it is still shown by nothing.
        let opens =
          typesByOpen
          ?? Dictionary(
            index.typesByFile[file].map { (index.types[$0].open, $0) },
            uniquingKeysWith: { first, _ in first })
        typesByOpen = opens
        var brace = source.parentBrace[k]
        var innermost: String?
        var inPreview = false
        while brace >= 0 {
          if source.isIdentifier(Self.callee(of: brace, source), "#Preview") {
            inPreview = true
            break
          }
          if let type = opens[brace].map({ index.types[$0] }) {
            if innermost == nil { innermost = SourceIndex.lastComponent(type.name) }
            if type.inherited.contains("PreviewProvider") {
              inPreview = true
              break
            }
          }
          brace = source.parentBrace[brace]
        }
        if inPreview || innermost == source[k].text { continue }
        found.append((source[k].text, k))
      }
      return found
    }
    var result: [String: [(file: Int, token: Int)]] = [:]
    for (file, found) in perFile.enumerated() {
      for (name, k) in found { result[name, default: []].append((file, k)) }
    }
    return result
  }

  /// The types among `holders` that no code names but their own declarations: views and styles
  /// the app never shows (Amperfy's `ErrorButtonStyle`, declared and never applied), whose
  /// colors are not found in use.
  ///
  /// A type named only inside itself or a preview is not shown either. The app's entry
  /// (`@main`) and what the system makes (an `App`, a `Widget`) are named by no code and are
  /// kept; so is any type declared only by extensions here. Asked only where the sources read
  /// hold a `@main` type: without the app's entry, views may be shown by code not read.
  private func unusedTypes(
    among holders: Set<String>, sites: [String: [(file: Int, token: Int)]]
  ) -> Set<String> {
    let entryKinds: Set<String> = ["App", "Widget", "WidgetBundle", "ControlWidget", "AppIntent"]
    var candidates: [String: [String]] = [:]
    for holder in holders {
      let declarations = (index.typesByName[holder] ?? []).map { index.types[$0] }
      guard declarations.contains(where: { $0.kind != .extension }),
        !declarations.contains(where: { declaration in
          declaration.inherited.contains(where: entryKinds.contains)
            || isEntryPoint(declaration)
        })
      else { continue }
      candidates[SourceIndex.lastComponent(holder), default: []].append(holder)
    }
    // Only where the app's entry is read: a folder of an app's views (`contrast-audit
    // Sources/Feature`) is shown by code outside it.
    guard !candidates.isEmpty, readsEntryPoint() else { return [] }
    let used = Set(sites.keys)
    return Set(candidates.filter { !used.contains($0.key) }.values.joined())
  }

  /// The property or method returning `some View` whose body holds token `k` of `file`, a
  /// member of `holder`; nil for `body` and the other members SwiftUI itself calls.
  private func viewMember(of k: Int, file: Int, holder: String?) -> Int? {
    guard let holder else { return nil }
    // `_body(configuration:)` is a `TextFieldStyle`'s.
    let calledBySwiftUI: Set<String> = ["body", "_body", "makeBody", "previews"]
    var innermost: Int?
    for n in index.membersByFile[file] {
      let member = index.members[n]
      guard member.holder == holder, let body = member.body, body.contains(k) else { continue }
      if let found = innermost, let other = index.members[found].body, other.count <= body.count {
        continue
      }
      innermost = n
    }
    guard let innermost else { return nil }
    let member = index.members[innermost]
    guard member.kind == .property || member.kind == .function, member.type == "someView",
      !calledBySwiftUI.contains(member.name)
    else { return nil }
    return innermost
  }

  /// Of `members`, those no code names but their own declaration.
  ///
  /// A view property chosen only in a branch another platform builds (Omnivore's `macOSBody`,
  /// named only under `#else` of `#if os(iOS)`) is never drawn on iOS. Asked, as
  /// ``unusedTypes(among:sites:)``, only where the app's entry is read.
  private func unusedMembers(_ members: Set<Int>, sites: [String: [(file: Int, token: Int)]])
    -> Set<Int>
  {
    guard !members.isEmpty, readsEntryPoint() else { return [] }
    return members.filter { n in
      let member = index.members[n]
      // Its own declaration: the name after `var` or `func` on the member's line.
      return (sites[member.name] ?? []).allSatisfy { site in
        let source = index.files[site.file]
        return site.file == member.file && source[site.token].line == member.line
          && site.token > 0
          && (source.isIdentifier(site.token - 1, "var")
            || source.isIdentifier(site.token - 1, "func"))
      }
    }
  }

  /// Whether a Swift file read declares the app's entry: a type written `@main`.
  private func readsEntryPoint() -> Bool {
    index.types.contains { $0.kind != .extension && isEntryPoint($0) }
  }

  /// Whether a `Button` shows only an image.
  ///
  /// Its label an `Image` with no text (`Button(action: { … }, label: { Image(systemName:
  /// "info.circle") })`, Trio's recommendation info button): a glyph held to 3:1, not text. A
  /// title, or any `Text` or `Label` in the button's own call, is text.
  private func isIconButton(_ chain: Chain, base: String, _ source: SourceFile) -> Bool {
    guard base == "Button" else { return false }
    let end = chain.modifiers.map { $0.index - 1 }.filter { $0 > chain.base }.min() ?? chain.end
    guard end > chain.base + 2, end <= source.count else { return false }
    // `Button("Done") { … }`, `Button(title) { … }`: a title.
    if source.isPunctuation(chain.base + 1, "("),
      source[chain.base + 2].kind == .string
        || (source[chain.base + 2].kind == .identifier
          && !source.isPunctuation(chain.base + 3, ":"))
    {
      return false
    }
    var image = false
    for k in chain.base..<end where source[k].kind == .identifier {
      switch source[k].text {
      case "Text", "Label", "LocalizedStringKey": return false
      case "Image": image = true
      default: break
      }
    }
    return image
  }

  /// Whether a `Label` shows its icon only, which is held to 3:1.
  ///
  /// An empty title (`Label("", image: "close-circle")`, damus's clear-text button) or the
  /// icon-only style on it (`.labelStyle(.iconOnly)`, `IconOnlyLabelStyle()`).
  private func isIconOnlyLabel(_ chain: Chain, base: String, _ source: SourceFile) -> Bool {
    guard base == "Label", chain.base + 3 < source.count else { return false }
    if source.isPunctuation(chain.base + 1, "("), source[chain.base + 2].kind == .string,
      !source[chain.base + 2].interpolated, source[chain.base + 2].text.isEmpty,
      source.isPunctuation(chain.base + 3, ",")
    {
      return true
    }
    return chain.modifiers.contains { modifier in
      modifier.name == "labelStyle"
        && modifier.arguments.map { arguments in
          arguments.contains {
            source.isIdentifier($0, "iconOnly") || source.isIdentifier($0, "IconOnlyLabelStyle")
          }
        } == true
    }
  }

  /// Whether a `ProgressView` has no title: `ProgressView()`, or only `value:` and `total:`.
  ///
  /// A title string, a `label:` closure or a trailing closure draws text.
  private func isUntitledProgressView(_ chain: Chain, _ source: SourceFile) -> Bool {
    let open = chain.base + 1
    guard source.isPunctuation(open, "("), source.match[open] > open else { return false }
    let close = source.match[open]
    if source.isPunctuation(close + 1, "{") { return false }
    return source.arguments(open: open).allSatisfy { $0.label == "value" || $0.label == "total" }
  }

  /// Whether the view at `k` is in a `Section`'s header or footer: its `header:` or `footer:`
  /// argument (`Section(header: Text(…))`) or closure (`Section { … } header: { Text(…) }`).
  private func isInSectionHeaderOrFooter(_ k: Int, _ source: SourceFile) -> Bool {
    let isLabel = { (i: Int) in
      source.isIdentifier(i, "header") || source.isIdentifier(i, "footer")
    }
    let brace = source.parentBrace[k]
    if brace > 1, source.isPunctuation(brace - 1, ":"), isLabel(brace - 2) { return true }
    // The arguments of the calls around `k`, inside the same closure.
    var inner = k
    while let open = source.openingParenthesis(ofCallAround: inner) {
      if source.isIdentifier(open - 1, "Section"),
        let label = source.argument(holding: inner, open: open)?.labelIndex
      {
        return isLabel(label)
      }
      inner = open
    }
    return false
  }

  /// Whether `chain` is the first child of a `ZStack` with more children drawn on it, neither
  /// placed at a point nor too small to hold them.
  private func isBackdropLayer(_ chain: Chain, _ source: SourceFile) -> Bool {
    let brace = source.parentBrace[chain.base]
    guard brace > 0, source.match[brace] > brace, chain.end <= source.match[brace],
      source.isIdentifier(Self.callee(of: brace, source), "ZStack"),
      firstChild(ofClosureAt: brace, source)?.base == chain.base, !isPlacedOrSmall(chain, source)
    else { return false }
    return (chain.end..<source.match[brace]).contains { source[$0].kind == .identifier }
  }

  /// Whether a shape's frame makes it a line: a literal `height:` or `width:` of at most 2.
  private func isHairline(_ chain: Chain, _ source: SourceFile) -> Bool {
    chain.modifiers.contains { modifier in
      guard modifier.name == "frame", let arguments = modifier.arguments else { return false }
      return arguments.contains { k in
        (source.isIdentifier(k, "height") || source.isIdentifier(k, "width"))
          && source.isPunctuation(k + 1, ":") && k + 2 < arguments.upperBound
          && source[k + 2].kind == .number
          && (Double(source[k + 2].text).map { $0 > 0 && $0 <= 2 } ?? false)
      }
    }
  }

  /// Whether a type is written `@main`: the app's entry, which nothing names.
  private func isEntryPoint(_ declaration: TypeDeclaration) -> Bool {
    index.hasAttribute("main", on: declaration)
  }

  /// The appearance a view type fixes for its presentation, if any.
  ///
  /// `.preferredColorScheme(.dark)` (or `.environment(\.colorScheme, .dark)`) on its whole
  /// `body`, outside any condition or closure: Provenance's core options screen is dark only.
  /// One set deeper (in a property one branch shows, in a sheet) fixes nothing here.
  func forcedScheme(of holder: String) -> Style? {
    for member in index.members(named: "body", in: holder) where member.kind == .property {
      guard let body = member.body, body.lowerBound > 0 else { continue }
      let source = index.files[member.file]
      /// `.dark)` or `ColorScheme.dark)` from `start`.
      func literal(from start: Int) -> Style? {
        let name = source.isIdentifier(start, "ColorScheme") ? start + 2 : start + 1
        guard source.isPunctuation(name - 1, "."), source.isPunctuation(name + 1, ")") else {
          return nil
        }
        return source.isIdentifier(name, "dark")
          ? .dark : source.isIdentifier(name, "light") ? .light : nil
      }
      let atBodyLevel = { (k: Int) in
        source.parentBrace[k] == body.lowerBound - 1 && source.isPunctuation(k - 1, ".")
      }
      for k in source.positions(of: "preferredColorScheme", in: body)
      where atBodyLevel(k) && source.isPunctuation(k + 1, "(") {
        if let style = literal(from: k + 2) ?? fixedSchemeProperty(at: k + 2, source) {
          return style
        }
      }
      // `.environment(\.colorScheme, .dark)`
      for k in source.positions(of: "colorScheme", in: body)
      where source.parentBrace[k] == body.lowerBound - 1 && source.isPunctuation(k + 1, ",")
        && source.isIdentifier(k - 4, "environment") && atBodyLevel(k - 4)
      {
        if let style = literal(from: k + 2) { return style }
      }
    }
    return nil
  }

  private func pairing(at dot: Int, file: Int) -> [DiscoveredPairing]? {
    let source = index.files[file]
    let open = dot + 2
    // `.foregroundStyle(by: .value("Series", …))` picks a chart series' style, not a color.
    guard source.match[open] > open, var foreground = source.arguments(open: open).first,
      foreground.label != "by",
      !foreground.value.isEmpty, !source.isFallbackForOlderIOS(dot), !isInMask(dot, source),
      !isInPreview(dot, file: file)
    else { return nil }
    guard let chain = chain(containing: dot, source) else { return nil }
    let holder = holderType(of: dot, file: file)
    let tint = source[dot + 1].text == "tint"
    if !tint, everyChildSetsItsOwnColor(chain, source) { return nil }
    var base = source[chain.base].text
    if base == "(" {
      base =
        ((chain.base + 1)..<chain.end).first { source[$0].kind == .identifier }.map {
          source[$0].text
        } ?? "view"
    }
    // `.foregroundStyle(Color.bgDarkBlue, Color.orange)`: a symbol's layers, each drawn on
    // another, not on the view's ground.
    if source[dot + 1].text == "foregroundStyle", source.arguments(open: open).count > 1 {
      return nil
    }
    // `Circle().fill(.black).foregroundColor(.white)`: the fill is what a filled shape draws.
    if Self.shapes.contains(base),
      chain.modifiers.contains(where: { $0.name == "fill" && $0.index < dot + 1 })
    {
      return nil
    }
    // A picture loaded from a URL draws in its own colors: a foreground color tints at most a
    // placeholder the call does not show here (the Blockchain wallet's `AsyncMedia(url:)
    // .foregroundColor(.white)` avatar was measured as white text).
    if Self.remoteImages.contains(base) { return nil }
    // `ProgressView().foregroundStyle(.white)`: with no title it draws only its spinner or bar,
    // which follow `.tint`; the foreground colors nothing (BubbleApp's spinner was measured as
    // white text).
    if !tint, base == "ProgressView", isUntitledProgressView(chain, source) { return nil }
    // `icon.foregroundColor(…)` where the type stores `let icon: Image`: an image, not text.
    let isImage =
      base == "Image"
      || (source[chain.base].kind == .identifier
        && holder.map { holder in
          index.members(named: base, in: holder).contains {
            $0.kind == .property && !$0.isStatic
              && ($0.type == "Image" || $0.type == "SwiftUI.Image")
          }
        } == true)
    var role: Role =
      tint || isImage || Self.shapes.contains(base) || Self.chartMarks.contains(base)
        || isIconButton(chain, base: base, source) || isIconOnlyLabel(chain, base: base, source)
      ? .nonText : .text
    // A chart's grid lines and ticks guide the eye; they are not content (LoopFollow's 30 %
    // label-colored grid was measured as text).
    if Self.chartGuides.contains(base) { role = .decorative }
    // A divider, or a shape at most two points thick (canvas's `Rectangle().frame(height: 1)`
    // under each inbox row), separates content and is not content: WCAG's 3:1 for graphics
    // asks it of what identifies a control or conveys information. Measured, not gated.
    if base == "Divider" || (Self.shapes.contains(base) && isHairline(chain, source)) {
      role = .decorative
    }
    // The first layer of a `ZStack` that others are drawn on (`ZStack { Rectangle()
    // .foregroundColor(blue); Image("logo-white") }`, Campus-iOS's tuition card) is their ground,
    // a backdrop: not a graphic that must stand out from what is behind it.
    if Self.shapes.contains(base), isBackdropLayer(chain, source) { role = .decorative }
    if role == .text, let size = fontSize(chain, source) { role = size }
    // The tint of a bordered prominent button is its fill: its label is drawn on it, white unless
    // the label says otherwise.
    if tint, let fill = prominentFill(of: chain, source) {
      // A label image drawn in its own colors (`renderingMode(.original)`, `withTintColor(_:
      // renderingMode: .alwaysOriginal)`: unstoppable-wallet's trash icon) is not white.
      guard !fill.isEmpty, !setsLabelColor(chain, besides: dot, source),
        !(chain.base..<chain.end).contains(where: {
          source.isIdentifier($0, "original") || source.isIdentifier($0, "alwaysOriginal")
            || source.isIdentifier($0, "withTintColor")
        })
      else { return nil }
      // An icon's glyph needs 3:1; a swipe action shows its label's icon when it has one (a
      // `Label` always has).
      let showsIcon =
        isIconButton(chain, base: base, source) || isIconOnlyLabel(chain, base: base, source)
        || (isSwipeAction(chain.base, source)
          && (chain.base..<chain.end).contains {
            source.isIdentifier($0, "Image") || source.isIdentifier($0, "systemImage")
              || source.isIdentifier($0, "Label")
          })
      return pairings(
        [.named("white")], reader.uses(fill, file: file, selfType: holder, flavor: .swiftUI),
        role: showsIcon ? .nonText : fontSize(chain, source) ?? .text, dot: dot, file: file,
        chain: chain, base: base,
        holder: holder, container: chain.base, groundIsFirstChild: false, theme: nil,
        zipped: false)
    }

    guard let ground = background(for: chain, source) else { return nil }
    var backgroundRange = ground.range
    let (container, firstChild) = (ground.container, ground.isFirstChild)
    // `.disabled(isInvalid)` with `isInvalid ? Color(.systemGray4) : .blue`: a disabled control
    // needs no contrast (WCAG 1.4.3 exempts inactive components); only the enabled branch.
    if let enabled = enabledBranch(of: backgroundRange, disabledIn: dot, source, holder: holder) {
      backgroundRange = enabled
    }
    if let enabled = enabledBranch(of: foreground.value, disabledIn: dot, source, holder: holder) {
      foreground.value = enabled
    }
    // `color.labelColor` on `color.primaryBackgroundColor`, where `color` is a theme: every theme.
    let fgTheme = themes.themedField(foreground.value, file: file, holder: holder)
    let bgTheme =
      ground.row == nil ? themes.themedField(backgroundRange, file: file, holder: holder) : nil
    var fgUses = reader.uses(foreground.value, file: file, selfType: holder, flavor: .swiftUI)
    // A list row's ground is a system color the code does not spell.
    var bgUses =
      ground.row.map { [ColorUse.named($0)] }
      ?? reader.uses(backgroundRange, file: file, selfType: holder, flavor: .swiftUI)
    // `.colorMultiply(…)` tints what the view draws: the color on screen is not the one set.
    if let multiply = chain.modifiers.first(where: { $0.name == "colorMultiply" }) {
      let place = SourceLocation(
        file: source.path, line: source[multiply.index].line,
        column: source[multiply.index].column)
      fgUses = [
        .unresolved(
          "colorMultiply(…) changes the color drawn (\(place.description))",
          label: ColorUseReader.label(foreground.value, source) + " multiplied")
      ]
    }
    if fgUses.count == 1, bgUses.count == 1, fgTheme == nil, bgTheme == nil, ground.row == nil {
      let pairs = ColorUseReader.pair(
        reader.variants(foreground.value, file: file, selfType: holder, flavor: .swiftUI),
        reader.variants(backgroundRange, file: file, selfType: holder, flavor: .swiftUI))
      if ColorUseReader.isWorthExpanding(pairs) {
        return pairs.flatMap { pair in
          pairings(
            [pair.foreground], [pair.background], role: role, dot: dot, file: file,
            chain: chain, base: base, holder: holder, container: container,
            groundIsFirstChild: firstChild, theme: pair.assumption, zipped: false)
        }
      }
    }
    var themeOwners: [String?] = [nil]
    // A theme's color on a color the audit cannot read is one unresolved pairing, not one per
    // theme.
    let otherUnreadable =
      (fgTheme == nil && fgUses.allSatisfy(\.isUnresolvedEverywhere))
      || (bgTheme == nil && bgUses.allSatisfy(\.isUnresolvedEverywhere))
    if let themed = fgTheme ?? bgTheme, !otherUnreadable,
      fgTheme == nil || bgTheme == nil || fgTheme?.type == bgTheme?.type
    {
      themeOwners = themes.owners(of: themed.type)
    }
    var result: [DiscoveredPairing] = []
    for theme in themeOwners {
      if let theme {
        if let fgTheme { fgUses = [.named("\(theme).\(fgTheme.field)")] }
        if let bgTheme { bgUses = [.named("\(theme).\(bgTheme.field)")] }
      }
      var found = pairings(
        fgUses, bgUses, role: role, dot: dot, file: file, chain: chain, base: base,
        holder: holder, container: container, groundIsFirstChild: firstChild, theme: theme,
        // `isPressed ? a : b` on both sides: the branches of one condition go together.
        zipped: fgUses.count == bgUses.count && fgUses.count > 1
          && reader.condition(foreground.value, source) != nil
          && reader.condition(foreground.value, source) == reader.condition(backgroundRange, source)
      )
      if let theme, let forced = themes.forcedAppearances[theme] {
        for n in found.indices { found[n].styles = [forced] }
      }
      result += found
    }
    // An appearance pinned on the view, or on the container whose ground it is drawn on, holds
    // for everything inside (anytype's color swatches: `.background(Color.white)
    // .colorScheme(.light)` around a caption in the text color).
    if let pinned = pinnedScheme(of: chain, source, holder: holder)
      ?? (container == chain.base
        ? nil : pinnedScheme(of: self.chain(from: container, source), source, holder: holder))
    {
      for n in result.indices { result[n].styles = [pinned] }
    }
    return result
  }

  private func pairings(
    _ fgUses: [ColorUse], _ bgUses: [ColorUse], role: Role, dot: Int, file: Int,
    chain: Chain, base: String, holder: String?, container: Int, groundIsFirstChild: Bool,
    theme: String?, zipped: Bool
  ) -> [DiscoveredPairing] {
    let source = index.files[file]
    var label = base
    if source.isPunctuation(chain.base + 1, "("), source[chain.base + 2].kind == .string,
      !source[chain.base + 2].interpolated
    {
      let text = source[chain.base + 2].text
      label += " \"\(text.count > 24 ? String(text.prefix(23)) + "…" : text)\""
    }
    let context =
      "\(label)\(holder.map { " in \($0)" } ?? "")"
      + (container == chain.base ? "" : " on the \(source[container].text) around it")
      + (theme.map { ", theme \($0)" } ?? "")
    let location = SourceLocation(
      file: source.path, line: source[dot + 1].line, column: source[dot + 1].column)
    let pairs =
      zipped
      ? Array(zip(fgUses, bgUses))
      : fgUses.flatMap { fg in bgUses.map { bg in (fg, bg) } }
    // `isSelected ? Color.accent.opacity(0.1) : .clear`: where a background modifier is clear,
    // the view is drawn on what is behind it, as on a clear `.background(…)`; nothing when the
    // file does not say what that is.
    var behind: (uses: [ColorUse], context: String)??
    func groundBehind() -> (uses: [ColorUse], context: String)? {
      if let behind { return behind }
      // Behind a background modifier, the view's container's ground; behind a `ZStack`'s first
      // child, the `ZStack`'s own background first.
      let found = background(
        for: self.chain(from: container, source), source,
        skippingOwnBackground: !groundIsFirstChild
      ).map { range, outer, _, row in
        (
          row.map { [ColorUse.named($0)] }
            ?? reader.uses(range, file: file, selfType: holder, flavor: .swiftUI),
          "\(label)\(holder.map { " in \($0)" } ?? "") on the \(source[outer].text) around it"
        )
      }
      behind = .some(found)
      return found
    }
    func pairing(
      _ fg: ColorUse, on bg: ColorUse, over backdrop: ColorUse? = nil, context: String = context
    ) -> DiscoveredPairing {
      DiscoveredPairing(
        foreground: fg, background: bg, backdrop: backdrop, role: role, source: .swiftUI,
        location: location, context: context)
    }
    // `.background(Color.Control.transparentTertiary).background(.ultraThinMaterial)`: the
    // ground's backdrop is a blur of whatever is behind the view, which a translucent ground
    // shows through (whether a named color is translucent is known only once it is resolved).
    let material =
      groundIsFirstChild
      ? nil : materialBehindGround(of: self.chain(from: container, source), source)
    return pairs.flatMap { fg, bg -> [DiscoveredPairing] in
      if let material {
        let place = SourceLocation(
          file: source.path, line: source[material.lowerBound].line,
          column: source[material.lowerBound].column)
        let blur = ColorUseReader.label(material, source)
        let reason = "\(blur) is a blur of what is behind the view (\(place.description))"
        return [pairing(fg, on: bg, over: .unresolved(reason, label: blur))]
      }
      // A translucent ground (`Color.white.opacity(0.2)`) shows the next ground out through it,
      // when the file says what that is, one color; else the system background, the audit's
      // default (a condition out there may not go with this one's).
      if PairingDiscovery.isTranslucent(bg), let (uses, _) = groundBehind(), uses.count == 1 {
        return [pairing(fg, on: bg, over: uses[0])]
      }
      if PairingDiscovery.isScrim(bg), groundBehind() == nil {
        return [pairing(fg, on: PairingDiscovery.unreadScrim(bg, at: location))]
      }
      // `.background(isMine ? … : nil)`: no background in that branch.
      let isNone: Bool = {
        if case .value(_, "nil") = bg { return true }
        return false
      }()
      guard PairingDiscovery.isInvisible(bg) || isNone else { return [pairing(fg, on: bg)] }
      // So does a `ZStack`'s clear first layer: what shows is the `ZStack`'s own background
      // (Slide's widgets: `ZStack { Color.clear; … }.background(Image(…))`, a picture).
      guard let (uses, outerContext) = groundBehind() else { return [] }
      return uses.map { ground in
        pairing(fg, on: ground, context: outerContext + (theme.map { ", theme \($0)" } ?? ""))
      }
    }
  }

  /// Whether the token at `k` is in a preview (`#Preview { … }`, a `PreviewProvider`): code
  /// that Xcode shows while editing and the app never draws.
  private func isInPreview(_ k: Int, file: Int) -> Bool {
    let source = index.files[file]
    var brace = source.parentBrace[k]
    while brace >= 0 {
      let callee = Self.callee(of: brace, source)
      if source.isIdentifier(callee, "#Preview") { return true }
      if index.typesByFile[file].contains(where: {
        index.types[$0].open == brace && index.types[$0].inherited.contains("PreviewProvider")
      }) {
        return true
      }
      brace = source.parentBrace[brace]
    }
    return false
  }

  /// The branch of a ternary color (`isInvalid ? Color(.systemGray4) : .blue`) drawn while the
  /// view is enabled, when the body around `k` disables a view on that very condition
  /// (`.disabled(isInvalid)`) or its negation (`.disabled(!isInvalid)`); nil otherwise.
  private func enabledBranch(
    of range: Range<Int>, disabledIn k: Int, _ source: SourceFile, holder: String?
  ) -> Range<Int>? {
    guard let conditionRange = reader.conditionRange(range, source) else { return nil }
    let condition = ColorUseReader.text(conditionRange, source)
    let branches = reader.branches(range, source)
    guard branches.count == 2 else { return nil }
    if let enabled = stateFlag(condition, holder: holder) {
      return enabled == .enabledWhenTrue ? branches[0] : branches[1]
    }
    // The outermost body around `k` inside a type: the view's `body` or property.
    var body = source.parentBrace[k]
    while body >= 0, source.parentBrace[body] >= 0, !source.isTypeBody(source.parentBrace[body]) {
      body = source.parentBrace[body]
    }
    guard body >= 0 else { return nil }
    var j = body + 1
    let end = source.match[body] > body ? source.match[body] : source.count
    while j + 2 < end {
      defer { j += 1 }
      guard source.isPunctuation(j, "."), source.isIdentifier(j + 1, "disabled"),
        source.isPunctuation(j + 2, "("), source.match[j + 2] > j + 2
      else { continue }
      // `x == true ? a : b` with `.disabled(x == false)`, `(x)`, `!x`: one test.
      let disabled = ColorUseReader.canonicalCondition(
        (j + 3)..<source.match[j + 2], source)
      let shown = ColorUseReader.canonicalCondition(conditionRange, source)
      guard disabled.base == shown.base else { continue }
      return disabled.negated == shown.negated ? branches[1] : branches[0]
    }
    return nil
  }

  enum StateFlag { case enabledWhenTrue, disabledWhenTrue }

  /// A condition that is the control's enabled state, as its type proves it: SwiftUI's
  /// `@Environment(\.isEnabled)`, or in a button style (`ButtonStyle`,
  /// `PrimitiveButtonStyle`) a property named for the state (`$isDisabled.wrappedValue`,
  /// `!isEnabled`).
  ///
  /// Elsewhere such a name can be any on-off state a person must read (a weekday selected, an
  /// experiment switched on), so it decides nothing.
  func stateFlag(_ condition: String, holder: String?) -> StateFlag? {
    guard let holder else { return nil }
    var flag = Substring(condition)
    let negated = flag.hasPrefix("!")
    if negated { flag = flag.dropFirst() }
    if flag.hasPrefix("self.") { flag = flag.dropFirst(5) }
    if flag.hasPrefix("$") { flag = flag.dropFirst() }
    if flag.hasSuffix(".wrappedValue") { flag = flag.dropLast(".wrappedValue".count) }
    let enabledWhenTrue: Bool
    switch flag {
    case "isEnabled", "enabled": enabledWhenTrue = !negated
    case "isDisabled", "disabled": enabledWhenTrue = negated
    default: return nil
    }
    let property = index.members(named: String(flag), in: holder).first { $0.kind == .property }
    guard let property else { return nil }
    let isEnvironment = property.environmentKey == "\\.isEnabled"
    let isButtonStyle = index.inherited(by: holder).contains {
      $0 == "ButtonStyle" || $0 == "PrimitiveButtonStyle" || $0 == "SwiftUI.ButtonStyle"
    }
    guard isEnvironment || isButtonStyle else { return nil }
    return enabledWhenTrue ? .enabledWhenTrue : .disabledWhenTrue
  }

  func holderType(of k: Int, file: Int) -> String? {
    let source = index.files[file]
    var brace = source.parentBrace[k]
    while brace >= 0 {
      if let type = index.typesByFile[file].map({ index.types[$0] }).first(where: {
        $0.open == brace
      }) {
        return type.name
      }
      brace = source.parentBrace[brace]
    }
    return nil
  }

  // MARK: - Chains

  /// The chain a modifier's `.` belongs to.
  func chain(containing dot: Int, _ source: SourceFile) -> Chain? {
    var j = dot - 1
    while j >= 0 {
      let t = source[j]
      if t.isPunctuation(")") || t.isPunctuation("}") || t.isPunctuation("]") {
        guard source.match[j] >= 0 else { return nil }
        let open = source.match[j]
        // `(Text("a") + Text("b")).foregroundStyle(…)`: a parenthesized view is the base.
        if t.isPunctuation(")"), !isCallParenthesis(open, source) {
          return chain(from: open, source)
        }
        j = open - 1
        // `} label: {`: a second trailing closure's label.
        if source.isPunctuation(j, ":"), source.isIdentifierToken(j - 1),
          source.isPunctuation(j - 2, "}")
        {
          j -= 2
        }
        continue
      }
      if t.kind == .identifier {
        if source.isPunctuation(j - 1, ".") {
          j -= 2
          continue
        }
        return chain(from: j, source)
      }
      if t.isPunctuation("."), j == dot - 1 { return nil }
      return nil
    }
    return nil
  }

  /// Whether the `(` at `open` calls what stands right before it (`Text(`), rather than opening
  /// a parenthesized expression.
  private func isCallParenthesis(_ open: Int, _ source: SourceFile) -> Bool {
    guard open > 0 else { return false }
    let callee = source[open - 1]
    guard callee.line == source[open].line else { return false }
    switch callee.kind {
    case .identifier:
      return callee.column + callee.text.utf8.count == source[open].column
    case .punctuation:
      return [")", "]", ">", "?", "!"].contains(callee.text)
        && callee.column + 1 == source[open].column
    default:
      return false
    }
  }

  /// Reads a chain forward from its base identifier (or a parenthesized view).
  func chain(from base: Int, _ source: SourceFile) -> Chain {
    if source.isPunctuation(base, "("), source.match[base] > base {
      var k = source.match[base] + 1
      var modifiers: [(name: String, index: Int, arguments: Range<Int>?, closure: Range<Int>?)] = [
        ("(", base, (base + 1)..<source.match[base], nil)
      ]
      while source.isPunctuation(k, "."), source.isIdentifierToken(k + 1) {
        let nameIndex = k + 1
        k += 2
        var arguments: Range<Int>?
        if source.isPunctuation(k, "("), source.match[k] > k {
          arguments = (k + 1)..<source.match[k]
          k = source.match[k] + 1
        }
        modifiers.append((source[nameIndex].text, nameIndex, arguments, nil))
      }
      return Chain(base: base, modifiers: modifiers, end: k)
    }
    var k = base + 1
    var modifiers: [(String, Int, Range<Int>?, Range<Int>?)] = []
    func callParts(_ k: inout Int) -> (Range<Int>?, Range<Int>?) {
      var arguments: Range<Int>?
      var closure: Range<Int>?
      if source.isPunctuation(k, "("), source.match[k] > k {
        arguments = (k + 1)..<source.match[k]
        k = source.match[k] + 1
      }
      while source.isPunctuation(k, "{"), source.match[k] > k,
        source[k].line == source[k - 1].line
      {
        closure = closure ?? (k + 1)..<source.match[k]
        k = source.match[k] + 1
        if source.isIdentifierToken(k), source.isPunctuation(k + 1, ":"),
          source.isPunctuation(k + 2, "{")
        {
          k += 2
        }
      }
      return (arguments, closure)
    }
    var (arguments, closure) = callParts(&k)
    modifiers.append((source[base].text, base, arguments, closure))
    while source.isPunctuation(k, "."), source.isIdentifierToken(k + 1) {
      let name = source[k + 1].text
      let nameIndex = k + 1
      k += 2
      (arguments, closure) = callParts(&k)
      modifiers.append((name, nameIndex, arguments, closure))
    }
    return Chain(base: base, modifiers: modifiers.map { ($0.0, $0.1, $0.2, $0.3) }, end: k)
  }

  // MARK: - Backgrounds

  /// The background of the chain, or of the nearest enclosing container: its expression, the
  /// base token of the view that has it, and whether it is a `ZStack`'s first child rather than
  /// a background modifier.
  private func background(
    for chain: Chain, _ source: SourceFile, skippingOwnBackground: Bool = false
  ) -> (range: Range<Int>, container: Int, isFirstChild: Bool, row: String?)? {
    var current = chain
    // Whether `current`'s own background is not the ground: `current` was reached from that
    // background's content, or that background is clear where the ground is asked for.
    var fromOwnBackground = skippingOwnBackground
    // A section's header or footer is not a row: `.listRowBackground` is not behind it
    // (Campus-iOS's semester headers sit on the list's own background).
    let inSectionHeader = isInSectionHeaderOrFooter(chain.base, source)
    for _ in 0..<24 {
      // A bordered prominent button's label is drawn on its fill, in front of any background.
      if !fromOwnBackground, let fill = prominentFill(of: current, source) {
        return fill.isEmpty ? nil : (fill, current.base, false, nil)
      }
      if !fromOwnBackground,
        let range = backgroundExpression(current, source, rowBackgrounds: !inSectionHeader)
      {
        return range.isEmpty ? nil : (range, current.base, false, nil)
      }
      // The container: the call whose trailing closure holds this chain.
      let brace = source.parentBrace[current.base]
      guard brace > 0 else { return nil }
      // `Circle().fill(…).overlay(Text(…))`: overlay content is drawn on the view it overlays.
      if let overlay = enclosingOverlay(of: current.base, inClosureAt: brace, source) {
        guard let overlaid = self.chain(containing: overlay - 1, source) else { return nil }
        switch drawing(of: overlaid, before: overlay, source) {
        case .color(let range): return (range, overlaid.base, false, nil)
        case .picture: return nil
        case .views:
          current = overlaid
          fromOwnBackground = false
          continue
        }
      }
      var callee = Self.callee(of: brace, source)
      if source.isPunctuation(callee, ":"), source.isIdentifierToken(callee - 1) {
        // `} label: {`: the container is before the first closure.
        var first = callee - 2
        if source.isPunctuation(first, "}"), source.match[first] >= 0 {
          first = source.match[first] - 1
        }
        if source.isPunctuation(first, ")"), source.match[first] >= 0 {
          first = source.match[first] - 1
        }
        callee = first
      }
      guard source.isIdentifierToken(callee),
        let container = self.chain(containing: callee + 1, source)
          ?? (source.isPunctuation(callee - 1, ".")
            ? nil : Optional(self.chain(from: callee, source)))
      else { return nil }
      if source.isIdentifier(callee, "overlay"), source.isPunctuation(callee - 1, ".") {
        switch drawing(of: container, before: callee, source) {
        case .color(let range): return (range, container.base, false, nil)
        case .picture: return nil
        case .views: break
        }
      }
      // `.background { Capsule().fill(…) }`: the shape is the container's background, drawn on
      // what is behind the container, not on itself.
      let isBackgroundContent =
        Self.backgroundModifiers.contains(source[callee].text)
        && source.isPunctuation(callee - 1, ".")
      // A row of a `List` or `Form` is drawn on the row's own ground, not on what is around the
      // list (Meshtastic's connection rows were measured on the stack around the `List`); a
      // `.listRowBackground` inside was found on the way. A style whose rows' ground is not
      // known makes no pairing.
      // Only the list's own content: a `.toolbar { … }` or `.sheet { … }` on it is not a row.
      if !isBackgroundContent, !inSectionHeader, callee == container.base,
        source[container.base].text == "List" || source[container.base].text == "Form"
      {
        guard let row = rowGround(of: container, source) else { return nil }
        return (container.base..<container.base, container.base, false, row)
      }
      // `ZStack { Image(…).resizable(); Text(…) }`: the text is drawn on a picture.
      if !isBackgroundContent, source[container.base].text == "ZStack",
        hasUnknownLayer(before: current.base, inClosureAt: brace, source)
      {
        return nil
      }
      // A ZStack whose first child is a color or a filled shape: the color is behind the rest.
      // `Color.x.ignoresSafeArea()`: modifiers that do not change the color are left out.
      if !isBackgroundContent, source[container.base].text == "ZStack",
        let first = firstChild(ofClosureAt: brace, source),
        first.base != current.base, isColorExpression(first, source)
      {
        // A first layer made translucent (`.opacity(0.3)` after its color), or one placed at a
        // point or too small to hold a line of text (`Circle().fill(.red).frame(width: 6,
        // height: 6).position(…)`): not the ground.
        guard case .color(let range) = drawing(of: first, before: first.end + 1, source),
          !isPlacedOrSmall(first, source)
        else {
          return nil
        }
        return (range, container.base, true, nil)
      }
      current = container
      fromOwnBackground = isBackgroundContent
    }
    return nil
  }

  /// The system color a `List`'s or `Form`'s rows are drawn on, by the style it is given:
  /// grouped styles (and none: iOS's automatic style is inset grouped) draw rows on
  /// `secondarySystemGroupedBackground`, plain and inset styles on `systemBackground`; nil for
  /// another style (a sidebar, a form's columns).
  func rowGround(of list: Chain, _ source: SourceFile) -> String? {
    let styleModifier = source[list.base].text == "Form" ? "formStyle" : "listStyle"
    // The list's own style, else one set on a view around it in the same body (the environment
    // carries it down).
    var style = list.modifiers.last { $0.name == styleModifier }
    var brace = source.parentBrace[list.base]
    for _ in 0..<24 where style == nil && brace > 0 {
      let callee = Self.callee(of: brace, source)
      guard source.isIdentifierToken(callee) else { break }
      let outer = chain(containing: callee + 1, source) ?? chain(from: callee, source)
      style = outer.modifiers.last { $0.name == styleModifier }
      brace = source.parentBrace[outer.base]
    }
    guard let style else { return "secondarySystemGroupedBackground" }
    guard let arguments = style.arguments else { return nil }
    switch ColorUseReader.text(arguments, source) {
    case ".insetGrouped", ".grouped", ".automatic", "InsetGroupedListStyle()",
      "GroupedListStyle()", "DefaultListStyle()", "GroupedFormStyle()":
      return "secondarySystemGroupedBackground"
    case ".plain", ".inset", "PlainListStyle()", "InsetListStyle()":
      return "systemBackground"
    default:
      return nil
    }
  }

  /// The fill of a `Button` styled `.borderedProminent`: the `.tint(…)` on its chain.
  ///
  /// Empty when the chain sets none (the tint comes from further out, or is the app's accent
  /// color); nil for any other view.
  private func prominentFill(of chain: Chain, _ source: SourceFile) -> Range<Int>? {
    guard source.isIdentifier(chain.base, "Button"),
      chain.modifiers.contains(where: { modifier in
        guard modifier.name == "buttonStyle", let arguments = modifier.arguments else {
          return false
        }
        let style = ColorUseReader.text(arguments, source)
        return style == ".borderedProminent" || style == "BorderedProminentButtonStyle()"
      }) || isSwipeAction(chain.base, source)
    else { return nil }
    let tint = chain.modifiers.last { $0.name == "tint" && $0.arguments != nil }
    return tint?.arguments ?? chain.base..<chain.base
  }

  /// Whether token `k` is inside a list row's `.swipeActions { … }`: a swipe action's tint is
  /// the fill of its button, drawn beside the row with a white label (swift-paperless's delete
  /// and share actions were measured as colored glyphs on the row's ground).
  private func isSwipeAction(_ k: Int, _ source: SourceFile) -> Bool {
    var brace = source.parentBrace[k]
    while brace > 0 {
      var j = brace - 1
      if source.isPunctuation(j, ")"), source.match[j] >= 0 { j = source.match[j] - 1 }
      if source.isIdentifier(j, "swipeActions"), source.isPunctuation(j - 1, ".") { return true }
      brace = source.parentBrace[brace]
    }
    return false
  }

  /// Whether a button's chain, its label included, sets a foreground color other than the
  /// modifier at `dot`.
  private func setsLabelColor(_ chain: Chain, besides dot: Int, _ source: SourceFile) -> Bool {
    (chain.base..<chain.end).contains { k in
      k != dot && source.isPunctuation(k, ".") && source.isIdentifierToken(k + 1)
        && Self.foregroundModifiers.contains(source[k + 1].text)
    }
  }

  /// The color behind a chain's views, from its background modifier.
  ///
  /// `.background(Color.card)`, `.background(Color.card, in: RoundedRectangle(…))`,
  /// `.background { Color.card }`, `.background(RoundedRectangle(…).fill(Color.card))`. An empty
  /// range means a background the audit cannot pair (a material or an image).
  private func backgroundExpression(
    _ chain: Chain, _ source: SourceFile, rowBackgrounds: Bool = true
  ) -> Range<Int>? {
    for modifier in chain.modifiers.dropFirst()
    where Self.backgroundModifiers.contains(modifier.name)
      && (rowBackgrounds || modifier.name != "listRowBackground")
    {
      var range: Range<Int>?
      if let arguments = modifier.arguments, !arguments.isEmpty {
        let parts = source.split(arguments, by: ",")
        range = parts.first { part in
          !(source.isIdentifierToken(part.lowerBound)
            && source.isPunctuation(part.lowerBound + 1, ":"))
        }
      }
      if range == nil, let closure = modifier.closure, let first = closure.first {
        // `.background { if isSelected { Capsule().fill(.white) } else { … } }`: a ground per
        // branch, which the audit does not pair with the foreground's branches.
        if source.isIdentifier(first, "if") || source.isIdentifier(first, "switch") {
          return first..<first
        }
        range = first..<min(source.statementEnd(from: first), closure.upperBound)
      }
      guard var expression = range else { continue }
      // `GeometryReader { geometry in Color.clear.onAppear { … } }`: a layer that measures the
      // view and draws nothing.
      if source.isIdentifier(expression.lowerBound, "GeometryReader") {
        if drawsOnlyClear(geometryReaderAt: expression.lowerBound, source) { continue }
        return expression.lowerBound..<expression.lowerBound
      }
      // A shape filled with a color: the fill. Not inside a condition
      // (`isMine ? RoundedRectangle(…).fill(.black) : nil`): each branch is a ground of its own.
      if source.firstTopLevel("?", in: expression) == nil,
        let fill = (expression).first(where: {
          source.isPunctuation($0, ".")
            && (source.isIdentifier($0 + 1, "fill")
              || source.isIdentifier($0 + 1, "foregroundColor")
              || source.isIdentifier($0 + 1, "foregroundStyle"))
            && source.isPunctuation($0 + 2, "(")
        }), let color = source.arguments(open: fill + 2).first
      {
        // `RoundedRectangle(…).stroke(lineWidth: 1).foregroundColor(.gray)`: an outline; the
        // view is drawn on what is behind it.
        // A fill in the outline's own `.background { … }` is the ground behind it.
        if !source.isIdentifier(fill + 1, "fill"),
          source.firstTopLevelPunctuation(in: expression, where: { _, k in k >= fill }) == fill,
          (expression.lowerBound..<fill).contains(where: {
            source.isPunctuation($0, ".")
              && (source.isIdentifier($0 + 1, "stroke")
                || source.isIdentifier($0 + 1, "strokeBorder"))
          })
        {
          continue
        }
        // `Capsule().fill(.blue).opacity(0.3)`: the fill is drawn translucent.
        if hasViewOpacity(in: source.pastClosing(fill + 2)..<expression.upperBound, source) {
          return expression.lowerBound..<expression.lowerBound
        }
        expression = color.value
      } else if Self.shapes.contains(source[expression.lowerBound].text),
        source.firstTopLevelPunctuation(
          in: expression,
          where: { token, k in
            token.text == "."
              && (source.isIdentifier(k + 1, "stroke")
                || source.isIdentifier(k + 1, "strokeBorder"))
          }) != nil,
        source.firstTopLevelPunctuation(
          in: expression,
          where: { token, k in token.text == "." && source.isIdentifier(k + 1, "background") })
          == nil
      {
        // `.background(RoundedRectangle(…).stroke(Color.gray))`: only an outline, with no fill
        // or background of its own; the view is drawn on what is behind it.
        continue
      }
      // `.background(Color(.secondaryButtonTint).clipShape(Capsule().inset(by: 0.5).stroke()))`:
      // a color clipped to an outline paints only the ring (Brave's wallet connect pill).
      if let clip = source.firstTopLevelPunctuation(
        in: expression,
        where: { token, k in
          token.text == "."
            && (source.isIdentifier(k + 1, "clipShape") || source.isIdentifier(k + 1, "mask"))
            && source.isPunctuation(k + 2, "(")
        }), source.match[clip + 2] > clip + 2,
        (clip + 3..<source.match[clip + 2]).contains(where: {
          source.isPunctuation($0 - 1, ".")
            && (source.isIdentifier($0, "stroke") || source.isIdentifier($0, "strokeBorder"))
        })
      {
        continue
      }
      let text = ColorUseReader.text(expression, source)
      // A clear background shows what is behind it: keep looking outward.
      if Self.isLookedThrough(expression, source) { continue }
      if Self.isMaterial(text) || text.hasPrefix("Image") || text.hasPrefix("LinearGradient")
        || text.hasPrefix("RadialGradient")
      {
        return expression.lowerBound..<expression.lowerBound
      }
      // `.ignoresSafeArea()` and similar after a color do not change it.
      if let ignore = expression.first(where: {
        source.isPunctuation($0, ".")
          && (source.isIdentifier($0 + 1, "ignoresSafeArea")
            || source.isIdentifier($0 + 1, "edgesIgnoringSafeArea")
            || source.isIdentifier($0 + 1, "frame") || source.isIdentifier($0 + 1, "cornerRadius")
            || source.isIdentifier($0 + 1, "clipShape"))
      }) {
        // `Color.blue.frame(height: 4).opacity(0.3)`: the view is drawn translucent.
        if hasViewOpacity(in: ignore..<expression.upperBound, source) {
          return expression.lowerBound..<expression.lowerBound
        }
        expression = expression.lowerBound..<ignore
      }
      return expression
    }
    return nil
  }

  /// Modifiers that present, observe or lay out and draw nothing of their own.
  static let paintsNothing: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "onAppear",
    "onDisappear", "onChange", "onReceive", "task", "frame", "id", "ignoresSafeArea",
    "edgesIgnoringSafeArea", "allowsHitTesting", "contentShape", "accessibilityHidden",
  ]

  /// Whether a color expression draws nothing.
  ///
  /// Clear, or ending in `.opacity(n)` with `n` below half of 1/255: such a layer draws nothing
  /// an 8-bit display shows (`Color.black.opacity(0.001)`, `Color.white.opacity(0.0001)`: a
  /// common way to make a transparent area catch taps), so it is no ground; or a clear view that
  /// only presents or observes (`Color.clear.sheet(isPresented: …) { … }`).
  static func isLookedThrough(_ expression: Range<Int>, _ source: SourceFile) -> Bool {
    let text = ColorUseReader.text(expression, source)
    if text == ".clear" || text == "Color.clear" { return true }
    // `Color.clear.sheet(isPresented: …) { … }`: a clear view that only holds a presentation
    // (Brave's network picker) or a task draws nothing.
    var k = expression.lowerBound
    if source.isIdentifier(k, "Color") { k += 1 }
    if source.isPunctuation(k, "."), source.isIdentifier(k + 1, "clear"),
      source.isPunctuation(k + 2, ".")
    {
      k += 2
      while k < expression.upperBound, source.isPunctuation(k, "."),
        source.isIdentifierToken(k + 1), Self.paintsNothing.contains(source.text(k + 1))
      {
        k += 2
        if source.isPunctuation(k, "("), source.match[k] > k { k = source.match[k] + 1 }
        while k < expression.upperBound, source.isPunctuation(k, "{"), source.match[k] > k {
          k = source.match[k] + 1
        }
      }
      if k == expression.upperBound { return true }
    }
    let end = expression.upperBound
    let open = end - 3
    guard open - 2 >= expression.lowerBound, source.isPunctuation(end - 1, ")"),
      source.isPunctuation(open, "("), source.isIdentifier(open - 1, "opacity"),
      source.isPunctuation(open - 2, "."), source[open + 1].kind == .number,
      let alpha = Double(source[open + 1].text.replacingOccurrences(of: "_", with: ""))
    else { return false }
    return alpha * 255 < 0.5
  }

  /// The token a call's `(` or trailing `{` at `open` belongs to: `mask` in `mask {`,
  /// `mask(alignment: .leading) {` and `mask(`.
  static func callee(of open: Int, _ source: SourceFile) -> Int {
    let before = open - 1
    if source.isPunctuation(before, ")"), source.match[before] >= 0 {
      return source.match[before] - 1
    }
    return before
  }

  /// Whether a view modifier `.opacity(…)` or `.blur(radius:)` of `chain` comes between the
  /// tokens `start` and `end`: the view's drawing made translucent, or spread into a glow, after
  /// its color.
  private func appliesOpacity(_ chain: Chain, after start: Int, before end: Int) -> Bool {
    chain.modifiers.contains {
      Self.fadingModifiers.contains($0.name) && $0.index > start && $0.index < end
    }
  }

  /// View modifiers that make a drawing translucent or spread it into a glow: what they apply to
  /// after its color is no solid ground.
  static let fadingModifiers: Set<String> = ["opacity", "blur"]

  /// Whether a layer is placed at a point (`.position(…)`, `.offset(…)`) or framed smaller than a
  /// line of text (a literal width or height under 14 points): a dot or a marker, not a ground.
  private func isPlacedOrSmall(_ chain: Chain, _ source: SourceFile) -> Bool {
    for modifier in chain.modifiers {
      if modifier.name == "position" || modifier.name == "offset" { return true }
      guard modifier.name == "frame", let arguments = modifier.arguments else { continue }
      for part in source.split(arguments, by: ",") where part.count == 3 {
        let label = part.lowerBound
        guard source.isIdentifier(label, "width") || source.isIdentifier(label, "height"),
          source.isPunctuation(label + 1, ":"), source[label + 2].kind == .number,
          let size = CodeEvaluator.number(source[label + 2].text)?.number
        else { continue }
        if size < 14 { return true }
      }
    }
    return false
  }

  /// A material in a background modifier after the one that is the chain's ground: what that
  /// ground is drawn over.
  private func materialBehindGround(of chain: Chain, _ source: SourceFile) -> Range<Int>? {
    var grounds = chain.modifiers.dropFirst().filter {
      Self.backgroundModifiers.contains($0.name) && $0.arguments.map { !$0.isEmpty } == true
    }
    // The first modifier a view's ground can come from; a clear one is looked through.
    while let first = grounds.first, let arguments = first.arguments,
      Self.isLookedThrough(arguments, source)
    {
      grounds.removeFirst()
    }
    for modifier in grounds.dropFirst() {
      guard let arguments = modifier.arguments else { continue }
      if Self.isMaterial(ColorUseReader.text(arguments, source)) { return arguments }
    }
    return nil
  }

  /// Whether a style is a material (`.ultraThinMaterial`, `.bar`, `Material.regular`): a blur of
  /// what is behind it, not a color.
  static func isMaterial(_ text: String) -> Bool {
    text.contains("Material") || text.hasPrefix(".ultraThin") || text.hasPrefix(".thin")
      || text.hasPrefix(".regular") || text.hasPrefix(".thick") || text.hasPrefix(".bar")
  }

  /// Whether `range`, the modifiers after a view's color, holds a top-level `.opacity(…)` or
  /// `.blur(radius:)`: the view's whole drawing made translucent or spread into a glow, which the
  /// color expression does not say.
  private func hasViewOpacity(in range: Range<Int>, _ source: SourceFile) -> Bool {
    source.firstTopLevelPunctuation(in: range) { token, k in
      token.text == "."
        && source.isIdentifierToken(k + 1) && Self.fadingModifiers.contains(source[k + 1].text)
        && source.isPunctuation(k + 2, "(")
    } != nil
  }

  /// Whether the `GeometryReader` at `k` draws only `Color.clear` (with modifiers that attach
  /// actions or preferences), the usual way to measure a view from its background.
  private func drawsOnlyClear(geometryReaderAt k: Int, _ source: SourceFile) -> Bool {
    guard source.isPunctuation(k + 1, "{"), source.match[k + 1] > k + 1 else { return false }
    let close = source.match[k + 1]
    var first = k + 2
    if source.isIdentifierToken(first), source.isIdentifier(first + 1, "in") { first += 2 }
    guard first < close else { return false }
    let statement = first..<min(source.statementEnd(from: first), close)
    let isClear =
      source.isIdentifier(first, "Color") && source.isPunctuation(first + 1, ".")
      && source.isIdentifier(first + 2, "clear")
    return isClear && statement.upperBound == close
      && !hasViewOpacity(in: statement, source)
  }

  /// Whether the token at `k` is inside the content of a `.mask(…)` or `.mask { … }`: its colors
  /// only say where the masked view shows, and are never drawn.
  private func isInMask(_ k: Int, _ source: SourceFile) -> Bool {
    var j = k - 1
    while j > 0 {
      if source[j].kind == .punctuation {
        let close = source.match[j]
        if close >= 0, close < j {
          j = close - 1
          continue
        }
        if source.isPunctuation(j, "(") || source.isPunctuation(j, "{") {
          let callee = Self.callee(of: j, source)
          if source.isIdentifier(callee, "mask") { return true }
          // A type's or function's body: the view tree ends here.
          if source.isPunctuation(j, "{"), !source.isIdentifierToken(callee) { return false }
        }
      }
      j -= 1
    }
    return false
  }

  /// The `overlay` of `.overlay(…)` whose parentheses hold the view at `k`, inside the closure
  /// at `brace`: `Rectangle().overlay(ZStack { … })`, `.overlay(Text(…), alignment: .top)`.
  private func enclosingOverlay(of k: Int, inClosureAt brace: Int, _ source: SourceFile) -> Int? {
    var j = k - 1
    while j > brace {
      if source[j].kind == .punctuation {
        let close = source.match[j]
        if close >= 0, close < j {
          j = close - 1
          continue
        }
        if source.isPunctuation(j, "("), source.isIdentifier(j - 1, "overlay"),
          source.isPunctuation(j - 2, ".")
        {
          return j - 1
        }
      }
      j -= 1
    }
    return nil
  }

  /// What a view draws under what is overlaid on it.
  enum Drawing {
    /// `Color.card`, or a shape filled with a color (`Circle().fill(.red)`): the color.
    case color(Range<Int>)
    /// An image, or a shape in the foreground style: a ground the audit does not know.
    case picture
    /// Other views (a stack, a form, a view of the app's, a shape's outline): their ground is
    /// looked for as for any view, on them or around them.
    case views
  }

  /// What the view of `chain` draws, with the modifiers before the one at `end`.
  private func drawing(of chain: Chain, before end: Int, _ source: SourceFile) -> Drawing {
    let base = source[chain.base].text
    if base == "Color" {
      let stop =
        chain.modifiers.dropFirst().first(where: {
          $0.name != "opacity" && !isMemberOfColor($0.name, chain, source)
        }).map { $0.index - 1 } ?? chain.end
      // `Color.gray.frame(height: 2).opacity(0.4)`: drawn translucent over what is behind.
      if appliesOpacity(chain, after: stop, before: end) { return .picture }
      return .color(chain.base..<min(stop, end - 1))
    }
    if Self.shapes.contains(base) {
      guard
        let fill = chain.modifiers.last(where: {
          $0.index < end && ["fill", "foregroundColor", "foregroundStyle"].contains($0.name)
        }),
        let arguments = fill.arguments,
        let color = source.arguments(open: arguments.lowerBound - 1).first, !color.value.isEmpty
      else {
        // `Circle().stroke(…).background(Circle().fill(…))`: an outline, on its own ground.
        let isOutline = chain.modifiers.contains {
          $0.index < end && ["stroke", "strokeBorder"].contains($0.name)
        }
        return isOutline ? .views : .picture
      }
      // `RoundedRectangle(…).stroke(lineWidth: 2).foregroundColor(.secondary)`: the color of
      // an outline, on its own ground.
      if fill.name != "fill",
        chain.modifiers.contains(where: {
          ["stroke", "strokeBorder"].contains($0.name) && $0.index < fill.index
        })
      {
        return .views
      }
      // `Circle().fill(.ultraThinMaterial)`: a blur of what is behind, as a background is.
      if Self.isMaterial(ColorUseReader.text(color.value, source)) { return .picture }
      // `Capsule().foregroundStyle(.secondary).opacity(0.2)`: a track drawn translucent over
      // what is behind it, which is not the fill; `.fill(.indigo).blur(radius: 60)`, a glow.
      if appliesOpacity(chain, after: fill.index, before: end) { return .picture }
      return .color(color.value)
    }
    let isPicture =
      base.hasSuffix("Image") || Self.imageViews.contains(base)
      || chain.modifiers.contains { $0.name == "resizable" && $0.index < end }
    return isPicture ? .picture : .views
  }

  /// Image views: what they draw is a picture.
  static let imageViews: Set<String> = ["VideoPlayer", "Map", "SpriteView", "SceneView"]

  /// Views that draw text, controls or other views, not a layer that fills what is behind them.
  static let viewsThatDoNotFill: Set<String> = [
    "Text", "Label", "Button", "Link", "Toggle", "Picker", "DatePicker", "Slider", "Stepper",
    "TextField", "SecureField", "TextEditor", "ProgressView", "Gauge", "Spacer", "Divider",
    "VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
    "ScrollView", "ScrollViewReader", "List", "Form", "Section", "ForEach", "Group",
    "NavigationLink", "NavigationStack", "NavigationView", "Menu", "ShareLink", "EmptyView",
    "GeometryReader", "ViewThatFits", "TimelineView", "Color",
  ]

  /// Whether a layer drawn before the view at `k`, in the `ZStack` closure at `brace`, has colors
  /// the file does not show.
  ///
  /// An image (`Image`, `AsyncImage`, a name ending in `Image`, anything made `.resizable()`), a
  /// gradient, a shape after the first child, a view of the app's (`ColorfulView()`), or a view
  /// passed in (`content`, `self.content`, `background()`). A first child that is a color or a
  /// filled shape is the ground only when nothing such is drawn over it.
  private func hasUnknownLayer(before k: Int, inClosureAt brace: Int, _ source: SourceFile)
    -> Bool
  {
    var j = brace + 1
    while j < k {
      if source[j].kind == .punctuation {
        let close = source.match[j]
        if close > j, ["(", "[", "{"].contains(source[j].text) {
          j = close + 1
          continue
        }
      } else if source[j].kind == .identifier {
        let name = source[j].text
        if source.isPunctuation(j - 1, ".") {
          if name == "resizable" { return true }
        } else if j == brace + 1 || source[j - 1].line < source[j].line {
          // A statement of the closure: a view. The first, a color, is the ground.
          if j == brace + 1, isColorExpression(chain(from: j, source), source) {
            j = chain(from: j, source).end
            continue
          }
          if name == "self" || name == "content" || name.hasSuffix("Image")
            || name.hasSuffix("Gradient") || Self.imageViews.contains(name)
            || Self.shapes.contains(name)
          {
            return true
          }
          if let first = name.unicodeScalars.first, first.properties.isUppercase,
            !Self.viewsThatDoNotFill.contains(name)
          {
            return true
          }
          if let first = name.unicodeScalars.first, first.properties.isLowercase,
            source.isPunctuation(j + 1, "("),
            !["if", "switch", "for", "while", "guard", "return", "case"].contains(name)
          {
            return true
          }
        }
      }
      j += 1
    }
    return false
  }

  /// Whether a stack's content is only views that set their own foreground and spacers: the
  /// stack's foreground then colors nothing (isowords' demo banner gives its `HStack` black over
  /// two texts, red and white).
  private func everyChildSetsItsOwnColor(_ stack: Chain, _ source: SourceFile) -> Bool {
    guard Self.stacks.contains(source[stack.base].text),
      let content = stack.modifiers.first?.closure, !content.isEmpty
    else { return false }
    var k = content.lowerBound
    var colored = 0
    while k < content.upperBound {
      guard source.isIdentifierToken(k) else { return false }
      let child = chain(from: k, source)
      guard child.end > k, child.end <= content.upperBound else { return false }
      switch source[k].text {
      case "Spacer", "Divider":
        break
      case "Text", "Image", "Label":
        guard
          child.modifiers.contains(where: {
            $0.name == "foregroundColor" || $0.name == "foregroundStyle"
          })
        else { return false }
        colored += 1
      default:
        return false
      }
      k = child.end
    }
    return colored > 0
  }

  /// Containers whose foreground their content inherits.
  private static let stacks: Set<String> = [
    "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group",
  ]

  private func firstChild(ofClosureAt brace: Int, _ source: SourceFile) -> Chain? {
    let first = brace + 1
    guard first < source.count, source.isIdentifierToken(first) || source.isPunctuation(first, ".")
    else { return nil }
    if source.isPunctuation(first, ".") { return nil }
    return chain(from: first, source)
  }

  /// `brandBackground` in `Color.brandBackground`: a member access, not a view modifier.
  private func isMemberOfColor(_ name: String, _ chain: Chain, _ source: SourceFile) -> Bool {
    guard let modifier = chain.modifiers.first(where: { $0.name == name }) else { return false }
    return modifier.arguments == nil && modifier.closure == nil && modifier.index == chain.base + 2
  }

  private func isColorExpression(_ chain: Chain, _ source: SourceFile) -> Bool {
    let base = source[chain.base].text
    return base == "Color"
      || (Self.shapes.contains(base) && chain.modifiers.contains { $0.name == "fill" })
  }

  // MARK: - Fonts

  /// `large-text` when the chain's font is at least 18 pt, or bold and at least 14 pt.
  private func fontSize(_ chain: Chain, _ source: SourceFile) -> Role? {
    let bold = chain.modifiers.contains { $0.name == "bold" }
    if let font = chain.modifiers.last(where: { $0.name == "font" }),
      let arguments = font.arguments
    {
      return Self.fontRole(arguments, source, bold: bold)
    }
    // A style method of the project's own (`Text(…).largeSolutionStyle()`, whose body begins
    // `font(.system(.title3, weight: .bold))`: Trio's dose) sets the font it begins with.
    for modifier in chain.modifiers.dropFirst().reversed()
    where modifier.arguments?.isEmpty != false {
      for holder in ["View", "Text"] {
        for method in index.members(named: modifier.name, in: holder)
        where method.kind == .function && method.parameters.isEmpty {
          guard let body = method.body else { continue }
          let methodSource = index.files[method.file]
          var k = body.lowerBound
          if methodSource.isIdentifier(k, "self"), methodSource.isPunctuation(k + 1, ".") {
            k += 2
          }
          if methodSource.isIdentifier(k, "return") { k += 1 }
          guard methodSource.isIdentifier(k, "font"), methodSource.isPunctuation(k + 1, "("),
            methodSource.match[k + 1] > k + 1
          else { continue }
          return Self.fontRole(
            (k + 2)..<methodSource.match[k + 1], methodSource, bold: bold)
        }
      }
    }
    return nil
  }

  /// The role a font's arguments give text: `.title3`, `.system(size: 20)`, `.system(.title3,
  /// weight: .bold)`, `.custom("…", size: 18)`.
  static func fontRole(_ arguments: Range<Int>, _ source: SourceFile, bold: Bool) -> Role? {
    let bold =
      bold
      || arguments.contains {
        source[$0].isIdentifier("bold") || source[$0].isIdentifier("heavy")
          || source[$0].isIdentifier("black")
      }
    var size: Double?
    for k in arguments {
      if source.isIdentifier(k, "size"), source.isPunctuation(k + 1, ":"),
        k + 2 < arguments.upperBound
      {
        size = CodeEvaluator.number(source[k + 2].text)?.number
      }
    }
    if size == nil, let first = arguments.first, source.isPunctuation(first, "."),
      first + 1 < arguments.upperBound
    {
      size = Self.textStyleSizes[source[first + 1].text]
      // `.system(.title3, weight: .bold)`
      if size == nil, source.isIdentifier(first + 1, "system"),
        source.isPunctuation(first + 2, "("), source.isPunctuation(first + 3, "."),
        first + 4 < arguments.upperBound
      {
        size = Self.textStyleSizes[source[first + 4].text]
      }
    }
    guard let size else { return nil }
    return size >= 18 || (bold && size >= 14) ? .largeText : .text
  }

  /// SwiftUI's text styles at the default Dynamic Type size.
  static let textStyleSizes: [String: Double] = [
    "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
    "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
  ]
}
