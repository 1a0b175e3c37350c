/// Pairings found in UIKit code: a view's `textColor`, title color or `tintColor` drawn on the
/// background set on the same view or on its container in the same type.
///
/// The facts of a type are gathered over the type and all its extensions: which views get which
/// colors and fonts, and which view is added to which (`addSubview`, `addArrangedSubview`,
/// `UIStackView(arrangedSubviews:)`). A view without a known container sits on the type's root:
/// a cell's `contentView` then the cell, a view controller's `view`, or the view itself. A theme
/// function's parameter (`func apply(theme: Theme)`) makes one pairing per theme.
struct UIKitPairings {
  let index: SourceIndex
  let reader: ColorUseReader
  /// Every color name the audit knows, to find the colors of each theme.
  let knownColors: Set<String>
  /// The themes of the run: their holders and the properties of theme type.
  private let themes: ThemeExpansion
  /// The facts of every type, under its qualified name (many apps nest a `View` in each
  /// controller), gathered once for both the pairings and what code restyles.
  private var facts: [String: TypeFacts] = [:]
  private var order: [String] = []
  /// Objective-C classes' superclasses, from their `@interface Name : Superclass` (in a header
  /// or the implementation's file): the index reads no superclass for an `@implementation`.
  private var objectiveCSuperclasses: [String: String] = [:]
  /// Every type the project's code declares, by its name's last component.
  private let projectTypeNames: Set<String>
  /// The last names of views some type's code may show (`isHidden = false`, a condition).
  private var shownViews: Set<String> = []
  /// Methods that give their receiver's own layer a gradient layer (Lockdown's
  /// `applyGradient(_:)` in an extension of `UIView`): a call paints the receiver's ground over
  /// its background.
  private var layeringMethods: Set<String> = []

  init(
    index: SourceIndex, reader: ColorUseReader, knownColors: Set<String>, themes: ThemeExpansion
  ) {
    self.index = index
    self.reader = reader
    self.knownColors = knownColors
    self.themes = themes
    projectTypeNames = Set(index.typesByName.keys.map(SourceIndex.lastComponent))
    // Each declaration is read in parallel, then its facts are added in index order: assignments
    // appended, a later container of a view replacing an earlier one, the first painting call of
    // a view kept, as one pass would.
    let types = index.types.filter {
      ($0.open >= 0 || $0.kind == .implementation) && $0.kind != .protocol
    }
    layeringMethods = Self.layeringMethods(index)
    let found = concurrentMap(count: types.count) { n -> TypeFacts in
      var one = TypeFacts()
      collect(types[n], into: &one)
      one.assignments.removeAll {
        Self.inUncalledPrivateFunction($0.value.lowerBound, file: $0.file, index)
      }
      one.restyledTags = restyledTags(in: types[n])
      return one
    }
    var facts: [String: TypeFacts] = [:]
    var order: [String] = []
    for (type, one) in zip(types, found) {
      if facts[type.name] == nil { order.append(type.name) }
      facts[type.name, default: TypeFacts()].assignments += one.assignments
      facts[type.name, default: TypeFacts()].callersColors += one.callersColors
      facts[type.name, default: TypeFacts()].restyledInHandlers += one.restyledInHandlers
      facts[type.name, default: TypeFacts()].restyledCollections += one.restyledCollections
      facts[type.name, default: TypeFacts()].attributedTexts += one.attributedTexts
      facts[type.name, default: TypeFacts()].plainTexts.formUnion(one.plainTexts)
      facts[type.name, default: TypeFacts()].emptiedTexts.formUnion(one.emptiedTexts)
      facts[type.name, default: TypeFacts()].filledTexts.formUnion(one.filledTexts)
      facts[type.name, default: TypeFacts()].containers.merge(one.containers) { _, later in later }
      facts[type.name, default: TypeFacts()].paintedBy.merge(one.paintedBy) { first, _ in first }
      facts[type.name, default: TypeFacts()].layered.formUnion(one.layered)
      facts[type.name, default: TypeFacts()].gradientGrounds.formUnion(one.gradientGrounds)
      facts[type.name, default: TypeFacts()].restyledTags.formUnion(one.restyledTags)
      facts[type.name, default: TypeFacts()].underlays.merge(one.underlays) { _, later in later }
      facts[type.name, default: TypeFacts()].fills.formUnion(one.fills)
      facts[type.name, default: TypeFacts()].alphas.merge(one.alphas) { $0 + $1 }
      facts[type.name, default: TypeFacts()].hiddenStates.merge(one.hiddenStates) { $0.union($1) }
      facts[type.name, default: TypeFacts()].imaged.formUnion(one.imaged)
      facts[type.name, default: TypeFacts()].returnedLocals.merge(one.returnedLocals) { a, _ in a }
      facts[type.name, default: TypeFacts()].placedResults.merge(one.placedResults) { a, _ in a }
      facts[type.name, default: TypeFacts()].resultNames.merge(one.resultNames) { $0 + $1 }
      if one.paintsItself { facts[type.name, default: TypeFacts()].paintsItself = true }
    }
    self.facts = facts
    self.order = order
    for one in facts.values {
      for (view, states) in one.hiddenStates where states != [true] {
        shownViews.insert(String(view.split(separator: ".").last ?? ""))
      }
    }
    for source in index.files where source.language == .objectiveC {
      for k in source.positions(of: "interface", in: 0..<source.count)
      where source.isPunctuation(k - 1, "@") && source.isIdentifierToken(k + 1)
        && source.isPunctuation(k + 2, ":") && source.isIdentifierToken(k + 3)
      {
        objectiveCSuperclasses[source[k + 1].text] = source[k + 3].text
      }
    }
  }

  /// The superclasses of an Objective-C class, nearest first, as far as the project declares
  /// them (the first of UIKit's ends the chain).
  private func objectiveCAncestors(of type: String) -> [String] {
    var chain: [String] = []
    var current = type
    while let parent = objectiveCSuperclasses[current], !chain.contains(parent), chain.count < 32 {
      chain.append(parent)
      current = parent
    }
    return chain
  }

  /// A color or font assigned to a view, where.
  struct Assignment {
    enum Property: Equatable {
      case text, title(state: String), tint, background, font
    }

    var view: String
    var property: Property
    var value: Range<Int>
    var file: Int
    var line: Int
    var column: Int
    /// The `{` of the innermost `if`/`else` branch around it, if any: assignments in two
    /// branches of one condition happen in different states.
    var branch: Int? = nil
    /// The `case` and `default` labels of the `switch` clauses around it, innermost first.
    var cases: [Int] = []
    /// The `{` of the method whose local the view is: `let button = UIButton()` in
    /// `makeShutterButton()` is not the `button` another method styles.
    var scope: Int? = nil
    /// A title color read from a button configuration that has a title.
    var isConfigured = false
  }

  struct TypeFacts {
    var assignments: [Assignment] = []
    /// Outlets whose Interface Builder font makes them large text (see
    /// ``InterfaceBuilderPairings/largeTextOutlets()``).
    var largeTextViews: Set<String> = []
    /// Colors an extension's members set on the receiver from what their caller hands them
    /// (`set { textColor = newValue.color }`): not paired, but the members restyle what they
    /// are called on.
    var callersColors: [Assignment] = []
    /// Child view → its container, by the names the type uses.
    var containers: [String: String] = [:]
    var isCell = false
    var isController = false
    /// The first call, by view, that hands the view a color the audit does not follow, or a
    /// background image.
    ///
    /// `button.addBackgroundView(color: .accent)`, `button.setBackgroundImage(_:for:)`: what is
    /// behind its content is not known.
    var paintedBy: [String: Assignment] = [:]
    /// Colors set in a selection or highlight handler: not paired, but they restyle the view.
    var restyledInHandlers: [(view: String, property: Assignment.Property)] = []
    /// Collections whose every element the code colors (`buttons.forEach { $0… }` is `buttons`
    /// already; `for button in buttons { button… }` is `button` in the assignment): they
    /// restyle what a document puts in an outlet collection of that name.
    var restyledCollections: [(view: String, property: Assignment.Property)] = []
    /// Whether the type paints its own background by a call on itself
    /// (`setBackgroundColor(.black, for: .highlighted)` in a `UIButton` subclass).
    var paintsItself = false
    /// Views whose layer is given a sublayer (`videoView.layer.addSublayer(previewLayer)`): a
    /// camera's picture, a gradient, drawn over their background.
    var layered: Set<String> = []
    /// Of ``layered``, the views given a gradient layer: it covers their background.
    var gradientGrounds: Set<String> = []
    /// Tags of the views the type finds with `viewWithTag(_:)` in a method that sets a color:
    /// a document's colors for a view of that tag in the type's scene are the code's to change.
    var restyledTags: Set<Int> = []
    /// A view inserted at the back of another (`insertSubview(fill, at: 0)`), by the view it is
    /// inserted in: drawn over that view's background, behind all its content.
    var underlays: [String: String] = [:]
    /// Views whose frame the code sets from a view's bounds (`fill.frame = self.bounds`): they
    /// fill it.
    var fills: Set<String> = []
    /// `label.attributedText = …`: the attributed string's own colors are drawn where it sets
    /// them, over the view's text color.
    var attributedTexts: [Assignment] = []
    /// Views whose plain `text` the type sets (`label.text = …`): drawn in the text color.
    var plainTexts: Set<String> = []
    /// Views whose `text` the type sets to `""`, and views it sets any other text.
    var emptiedTexts: Set<String> = []
    var filledTexts: Set<String> = []
    /// Every `alpha` the type gives a view, by view: a number written there, or nil for one it
    /// computes (see ``PairingDiscovery/keptAlpha(_:)``).
    var alphas: [String: [Double?]] = [:]
    /// What the type sets each view's `isHidden` to: true, false, or nil for anything else
    /// (a condition, a toggle, `setHidden:`).
    var hiddenStates: [String: Set<Bool?>] = [:]
    /// Buttons the type gives an image (`previousButton.setImage(…, for: [])`).
    var imaged: Set<String> = []
    /// Views a method makes as locals and returns (`return container;`), with the method's name:
    /// the caller places them.
    var returnedLocals: [String: String] = [:]
    /// Methods whose result the type adds to a view (`addSubview(makeSkipButton())`), with that
    /// view.
    var placedResults: [String: String] = [:]
    /// Names the type gives a method's result (`lazy var appNameLabel = buildLabel(…)`), by method.
    var resultNames: [String: [String]] = [:]
  }

  /// What code restyles, so Interface Builder's design-time colors for it are not trusted: view
  /// names (outlets) and types that set a foreground or background color in code.
  struct Restyled {
    var foregrounds: Set<String> = []
    var backgrounds: Set<String> = []
    /// Types that set their own foreground (`textColor = …` inside `ThemeableLabel`).
    var selfStyledTypes: Set<String> = []
    /// Types that set or paint their own background (`backgroundColor = …` inside `CardView`,
    /// `setBackgroundColor(_:for:)` inside a button class), and the project's subclasses of them.
    var selfPaintedTypes: Set<String> = []
    /// Of ``selfPaintedTypes``, the classes whose code only clears their own background: what
    /// they draw is on the ground behind them.
    var clearedTypes: Set<String> = []
    /// The appearance a view controller or view pins for itself, by its name's last component
    /// (see ``ForcedAppearance``).
    var forcedStyles: [String: Style] = [:]
    /// What the code gives a button title (see ``CodeTitles``): receivers' last names, and the
    /// types that title themselves.
    var titledNames: Set<String> = []
    var titledTypes: Set<String> = []
    /// Receivers whose title the code only empties: a document's title is not drawn.
    var emptiedTitles: Set<String> = []
    /// View names whose `alpha` the code sets: a document's alpha for them is the code's to
    /// change.
    var alphas: Set<String> = []
    /// Views whose text the project's code only ever empties (`label.text = ""`), by their last
    /// names: a document's text for them is not drawn.
    var emptiedTexts: Set<String> = []
    /// Views a type only ever hides, as `Type\u{0}view` (the type's last name component): code
    /// elsewhere that shows a view of that name keeps it out.
    var alwaysHidden: Set<String> = []
    /// Types (last components) whose code sets their `view`'s background: a scene's root view
    /// of that controller class shows the code's ground, not the document's.
    var viewBackgroundTypes: Set<String> = []
    /// Every type the project's code declares, by its name's last component.
    var declaredTypes: Set<String> = []
    /// The tags of views some type's code finds with `viewWithTag(_:)` and colors (see
    /// ``TypeFacts/restyledTags``).
    var restyledTags: Set<Int> = []
    /// The outlets of views a document hides, and of labels it leaves empty, that code names
    /// beyond declaring them (see ``DormantOutlets``).
    var namedDormantOutlets: Set<String> = []
  }

  func restyled() -> Restyled {
    var result = Restyled()
    var painted: [String] = []
    var clearing: Set<String> = []
    for name in order {
      if facts[name]?.paintsItself == true { painted.append(SourceIndex.lastComponent(name)) }
      // A handler's colors restyle the views it names; the type's own are left as they are.
      let assigned =
        (facts[name]?.assignments ?? []).map { ($0.view, $0.property) }
        + (facts[name]?.restyledInHandlers ?? []).filter { !$0.view.isEmpty }
        + (facts[name]?.restyledCollections ?? [])
      for path in (facts[name]?.alphas ?? [:]).keys {
        if let view = path.split(separator: ".").last { result.alphas.insert(String(view)) }
      }
      // A gradient layer drawn over a view's background hides a document's color for it.
      for path in facts[name]?.gradientGrounds ?? [] {
        if path.isEmpty {
          painted.append(SourceIndex.lastComponent(name))
        } else if let view = path.split(separator: ".").last {
          result.backgrounds.insert(String(view))
        }
      }
      // `view.backgroundColor = …` on the controller's own view, not a local named `view`.
      if (facts[name]?.assignments ?? []).contains(where: {
        ($0.view == "view" || $0.view == "self.view") && $0.property == .background
          && $0.scope == nil
      }) {
        result.viewBackgroundTypes.insert(SourceIndex.lastComponent(name))
      }
      // A class that only clears its own background (brave's `LinkLabel`) shows what is behind
      // it: its own ground is not the system's, and it paints none.
      let ownBackgrounds = (facts[name]?.assignments ?? []).filter {
        $0.property == .background && $0.view.isEmpty
      }
      if !ownBackgrounds.isEmpty, ownBackgrounds.allSatisfy(isInvisible),
        facts[name]?.paintsItself != true, facts[name]?.gradientGrounds.contains("") != true
      {
        clearing.insert(SourceIndex.lastComponent(name))
      }
      for (path, property) in assigned {
        let view = path.split(separator: ".").last.map(String.init) ?? ""
        switch property {
        case .background:
          if view.isEmpty {
            painted.append(SourceIndex.lastComponent(name))
          } else {
            result.backgrounds.insert(view)
          }

        case .text, .title, .tint:
          if view.isEmpty {
            result.selfStyledTypes.insert(SourceIndex.lastComponent(name))
          } else {
            result.foregrounds.insert(view)
          }
        case .font:
          break
        }
      }
    }
    result.declaredTypes = projectTypeNames
    for name in order { result.restyledTags.formUnion(facts[name]?.restyledTags ?? []) }
    var emptied = Set<String>()
    var filled = Set<String>()
    for name in order {
      guard let one = facts[name] else { continue }
      let last = { (view: String) in String(view.split(separator: ".").last ?? "") }
      emptied.formUnion(one.emptiedTexts.map(last))
      filled.formUnion(one.filledTexts.map(last))
      filled.formUnion(one.attributedTexts.map { last($0.view) })
    }
    result.emptiedTexts = emptied.subtracting(filled)
    for name in order {
      for (view, states) in facts[name]?.hiddenStates ?? [:]
      where states == [true] && !view.contains(".") && !shownViews.contains(view) {
        result.alwaysHidden.insert(SourceIndex.lastComponent(name) + "\u{0}" + view)
      }
    }
    let helpers = restyledByHelpers()
    result.foregrounds.formUnion(helpers.foregrounds)
    result.backgrounds.formUnion(helpers.backgrounds)
    let handedIn = restyledThroughParameters()
    result.foregrounds.formUnion(handedIn.foregrounds)
    result.backgrounds.formUnion(handedIn.backgrounds)
    let objectiveC = objectiveCRestyling()
    var selfStyled: [String] = []
    for (type, view, property) in objectiveC.colors {
      switch (view.isEmpty, property) {
      case (true, .background): painted.append(type)
      case (true, _): selfStyled.append(type)
      case (false, .background): result.backgrounds.insert(view)
      case (false, _): result.foregrounds.insert(view)
      }
    }
    // An Objective-C class that colors its own text does so for its subclasses too.
    var visited = Set<String>()
    while let type = selfStyled.popLast() {
      // A class the implementations' own facts already name still hands it down.
      guard visited.insert(type).inserted else { continue }
      result.selfStyledTypes.insert(type)
      selfStyled += objectiveC.subclasses[type] ?? []
    }
    // A button class that sets its own configuration draws its fill and its title from it
    // (dashwallet's `ActionButton`, whose background and title transformers pick the colors).
    for (type, fills) in buttonClassesSettingTheirConfiguration() {
      if fills {
        painted.append(type)
        clearing.remove(type)
      }
      result.selfStyledTypes.insert(type)
    }
    // Only classes the project declares: an extension of `UIView` that sets a background is
    // not every view painting itself.
    painted.removeAll { type in
      !(index.typesByName[type] ?? []).contains {
        index.types[$0].kind == .class || index.types[$0].kind == .implementation
      }
    }
    // A subclass of a class that only clears its background clears it too, unless it paints.
    let ownPainters = Set(painted).subtracting(clearing)
    while let type = painted.popLast() {
      guard result.selfPaintedTypes.insert(type).inserted else { continue }
      let subclasses =
        (index.subtypes[type] ?? []).map(SourceIndex.lastComponent)
        + (objectiveC.subclasses[type] ?? [])
      if clearing.contains(type) {
        clearing.formUnion(subclasses.filter { !ownPainters.contains($0) })
      }
      painted += subclasses
    }
    result.clearedTypes = clearing
    // A controller that sets its view's background in `viewDidLoad` does so for its subclasses'
    // scenes too (Threema's onboarding pages inherit `PageContentViewController`'s black).
    var viewGrounds = Array(result.viewBackgroundTypes)
    for (type, view, property) in objectiveC.colors where property == .background && view == "view"
    {
      viewGrounds.append(type)
    }
    result.viewBackgroundTypes = []
    while let type = viewGrounds.popLast() {
      guard result.viewBackgroundTypes.insert(type).inserted else { continue }
      viewGrounds += (index.subtypes[type] ?? []).map(SourceIndex.lastComponent)
      viewGrounds += objectiveC.subclasses[type] ?? []
    }
    // A document names a Swift class `@objc(DWActionButton)` exposes by that name.
    for (swiftName, objectiveCName) in objectiveCNames() {
      if result.selfPaintedTypes.contains(swiftName) {
        result.selfPaintedTypes.insert(objectiveCName)
      }
      if result.selfStyledTypes.contains(swiftName) {
        result.selfStyledTypes.insert(objectiveCName)
      }
      if result.viewBackgroundTypes.contains(swiftName) {
        result.viewBackgroundTypes.insert(objectiveCName)
      }
    }
    return result
  }

  /// The last names of the Swift classes of buttons (a supertype named `…Button`) that assign
  /// their own `configuration` (`configuration = updated`, `self.configuration = …`), and
  /// whether they give it a background (a plain one draws only its title).
  private func buttonClassesSettingTheirConfiguration() -> [(String, fills: Bool)] {
    index.types.compactMap { declaration in
      guard declaration.kind == .class, declaration.open > 0,
        declaration.inherited.contains(where: { $0.hasSuffix("Button") })
      else { return nil }
      let source = index.files[declaration.file]
      let end = source.match[declaration.open]
      guard end > declaration.open else { return nil }
      let assignments = source.positions(of: "configuration", in: declaration.open..<end).filter {
        k in
        guard source.isPunctuation(k + 1, "="), !source.isPunctuation(k + 2, "=") else {
          return false
        }
        if source.isPunctuation(k - 1, ".") { return source.isIdentifier(k - 2, "self") }
        // Bare: the button's own, unless a local of that name is in scope.
        return source.localDeclaration(of: "configuration", before: k).map {
          source.isTypeBody(source.parentBrace[$0.nameIndex])
        } ?? true
      }
      guard !assignments.isEmpty else { return nil }
      // `configuration = .filled()` (BeeSwift's `BSButton`): a style that fills the button with
      // its tint or a gray.
      let filledStyle = assignments.contains { k in
        let value = (k + 2)..<min(source.statementEnd(from: k + 2), end)
        return value.contains { j in
          source.isPunctuation(j - 1, ".") && source.isPunctuation(j + 1, "(")
            && Self.fillingConfigurationStyles.contains(source[j].text)
        }
      }
      let fills =
        filledStyle
        || source.containsIdentifier(
          in: declaration.open..<end,
          ["baseBackgroundColor", "background", "backgroundColorTransformer"])
      return (SourceIndex.lastComponent(declaration.name), fills)
    }
  }

  /// The `UIButton.Configuration` styles that fill the button behind its title.
  static let fillingConfigurationStyles: Set<String> = [
    "filled", "tinted", "gray", "borderedProminent", "borderedTinted",
  ]

  /// The Swift classes written `@objc(Name)`, by their last names, with that name.
  private func objectiveCNames() -> [(String, String)] {
    index.types.compactMap { declaration in
      guard declaration.kind == .class,
        let exposed = index.attributeArgument("objc", on: declaration)
      else { return nil }
      return (SourceIndex.lastComponent(declaration.name), exposed)
    }
  }

  /// Whether a type a view is declared with is neither Apple's nor the project's: a class of a
  /// package or pod the audit does not read, whose use of its colors is its own.
  private func isOtherLibrarysType(_ name: String) -> Bool {
    guard name.first?.isUppercase == true, name != "Self", !projectTypeNames.contains(name)
    else { return false }
    // Apple's frameworks prefix their classes with two capitals: `UIButton`, `MKMapView`.
    return !Self.applePrefixes.contains(String(name.prefix(2)))
  }

  private static let applePrefixes: Set<String> = [
    "UI", "MK", "WK", "SK", "AV", "PK", "CN", "QL", "SF", "AS", "PH", "GK", "EK", "CL", "NS",
    "CA", "AR", "SC", "VN", "HK", "PD", "TK",
  ]

  /// UIKit's view classes a project extends with style helpers.
  private static let styledClasses: Set<String> = [
    "UIView", "UILabel", "UIButton", "UITextField", "UITextView", "UIControl",
  ]

  /// The views the code restyles through a style helper, by their last names.
  ///
  /// A method or property an extension of `UILabel`, `UIButton`… declares that sets the
  /// receiver's own colors restyles whatever it is called on: Blockstream Green's
  /// `lblDenom.setStyle(.txtCard)` and `[lblA, lblB].forEach { $0?.setStyle(.txtCard) }`,
  /// ONLYOFFICE's `footnoteLabel?.textStyle = .subheadline`. A document's colors for those
  /// outlets are not what is drawn.
  private func restyledByHelpers() -> (foregrounds: Set<String>, backgrounds: Set<String>) {
    // Helper name → whether it sets the foreground, the background.
    var helpers: [String: (foreground: Bool, background: Bool)] = [:]
    for name in order where Self.styledClasses.contains(SourceIndex.lastComponent(name)) {
      let own = (facts[name]?.assignments ?? []) + (facts[name]?.callersColors ?? [])
      for assignment in own where assignment.view.isEmpty {
        guard let member = helper(settingIn: assignment) else { continue }
        var sets = helpers[member.name] ?? (false, false)
        switch assignment.property {
        case .background: sets.background = true
        case .text, .title, .tint: sets.foreground = true
        case .font: continue
        }
        helpers[member.name] = sets
      }
    }
    guard !helpers.isEmpty else { return ([], []) }
    let found = helpers
    return restyledInSwiftFiles(naming: found.keys) { source, k, restyle in
      guard source.isPunctuation(k - 1, "."), let sets = found[source[k].text],
        source.isPunctuation(k + 1, "(")
          || (source.isPunctuation(k + 1, "=") && !source.isPunctuation(k + 2, "="))
      else { return }
      for receiver in receivers(endingBefore: k - 1, source) {
        restyle(receiver, sets.foreground, sets.background)
      }
    }
  }

  /// The views the code restyles by handing them to a method that colors its parameter, by
  /// their last names.
  ///
  /// iGap's call screen styles its storyboard's buttons with `buttonViewCustomize(button:
  /// btnCancel, color: UIColor.red, …)`, whose body sets `button.backgroundColor = color`: the
  /// document's gray for them is a placeholder. A Swift function with a parameter of a UIKit
  /// view type whose body sets that parameter's background, text, title or tint color; each
  /// call passing a view (`btnCancel`, `self.btnCancel`) at that parameter's label, or at its
  /// place where no argument is labeled differently.
  private func restyledThroughParameters() -> (foregrounds: Set<String>, backgrounds: Set<String>) {
    // Method name → the parameters it colors: label (nil for `_`), place, what it sets.
    var styling: [String: [(label: String?, place: Int, foreground: Bool, background: Bool)]] = [:]
    for member in index.members where member.kind == .function {
      guard let body = member.body,
        member.parameters.contains(where: { Self.viewTypes.contains($0.type) })
      else { continue }
      let source = index.files[member.file]
      for (place, parameter) in member.parameters.enumerated()
      where Self.viewTypes.contains(parameter.type) {
        var sets = (foreground: false, background: false)
        for k in source.positions(of: parameter.name, in: body) {
          var j = k + 1
          while source.isPunctuation(j, "?") || source.isPunctuation(j, "!") { j += 1 }
          guard source.isPunctuation(j, "."), !source.isPunctuation(k - 1, ".") else { continue }
          let property = source.text(j + 1)
          let assigned = source.isPunctuation(j + 2, "=") && !source.isPunctuation(j + 3, "=")
          if property == "backgroundColor", assigned { sets.background = true }
          if ["textColor", "tintColor"].contains(property), assigned { sets.foreground = true }
          if property == "setTitleColor", source.isPunctuation(j + 2, "(") {
            sets.foreground = true
          }
        }
        if sets.foreground || sets.background {
          styling[member.name, default: []].append(
            (parameter.label, place, sets.foreground, sets.background))
        }
      }
    }
    guard !styling.isEmpty else { return ([], []) }
    let methods = styling
    return restyledInSwiftFiles(naming: methods.keys) { source, k, restyle in
      guard let parameters = methods[source[k].text], source.isPunctuation(k + 1, "("),
        !source.isIdentifier(k - 1, "func")
      else { return }
      let arguments = source.arguments(open: k + 1)
      for parameter in parameters {
        let argument =
          parameter.label.map { label in arguments.first { $0.label == label } }
          ?? (parameter.place < arguments.count && arguments[parameter.place].label == nil
            ? arguments[parameter.place] : nil)
        guard let value = argument?.value, let last = value.last,
          source[last].kind == .identifier,
          value.allSatisfy({
            source[$0].kind == .identifier || source.isPunctuation($0, ".")
              || source.isPunctuation($0, "?") || source.isPunctuation($0, "!")
          })
        else { continue }
        restyle(source[last].text, parameter.foreground, parameter.background)
      }
    }
  }

  /// The views restyled in the project's Swift files: `visit` is asked at each identifier that
  /// may be one of `names`, and reports each view it restyles (foreground, background).
  ///
  /// One pass over each Swift file's names, in parallel: a project may declare a hundred
  /// helpers (WooCommerce), and looking each up in each file cost a fifth of its run.
  private func restyledInSwiftFiles(
    naming names: Dictionary<String, some Any>.Keys,
    _ visit:
      @escaping @Sendable (
        SourceFile, Int, (_ view: String, _ foreground: Bool, _ background: Bool) -> Void
      ) -> Void
  ) -> (foregrounds: Set<String>, backgrounds: Set<String>) {
    let sieve = NameSieve(names)
    let files = index.files
    let found = concurrentMap(count: files.count) { n -> (Set<String>, Set<String>) in
      let source = files[n]
      var foregrounds = Set<String>()
      var backgrounds = Set<String>()
      guard source.language == .swift else { return (foregrounds, backgrounds) }
      for k in 0..<source.count
      where source[k].kind == .identifier && sieve.mayContain(source[k].text) {
        visit(source, k) { view, foreground, background in
          if foreground { foregrounds.insert(view) }
          if background { backgrounds.insert(view) }
        }
      }
      return (foregrounds, backgrounds)
    }
    var foregrounds = Set<String>()
    var backgrounds = Set<String>()
    for (f, b) in found {
      foregrounds.formUnion(f)
      backgrounds.formUnion(b)
    }
    return (foregrounds, backgrounds)
  }

  /// UIKit's view types a style method takes, as a parameter's type is written.
  private static let viewTypes: Set<String> = [
    "UIButton", "UILabel", "UIView", "UITextField", "UITextView", "UIButton!", "UILabel!",
    "UIButton?", "UILabel?", "UIView?", "UIView!",
  ]

  /// The method, or the property whose setter, an assignment is written in.
  private func helper(settingIn assignment: Assignment) -> MemberDeclaration? {
    let source = index.files[assignment.file]
    let members = index.membersByFile[assignment.file].lazy.map { index.members[$0] }
    var brace = source.parentBrace[assignment.value.lowerBound]
    while brace >= 0 {
      if let member = member(opening: brace, file: assignment.file) {
        return member.kind == .function || member.kind == .property ? member : nil
      }
      // `set { … }` or `set(newValue) { … }`: the property's getter is its body.
      let keyword = source.isPunctuation(brace - 1, ")") ? source.match[brace - 1] - 1 : brace - 1
      if source.isIdentifier(keyword, "set") {
        let outer = source.parentBrace[brace]
        guard outer >= 0 else { return nil }
        let end = source.match[outer]
        return members.first {
          $0.kind == .property
            && $0.body.map { outer < $0.lowerBound && $0.upperBound <= end }
              == true
        }
      }
      brace = source.parentBrace[brace]
    }
    return nil
  }

  /// The last names of what a call's `.` at `dot` is made on.
  ///
  /// `lblDenom`, `self.footnoteLabel?`; each element of an array literal for `$0` in its
  /// `forEach` closure. None for `self`, `super`, or anything else.
  private func receivers(endingBefore dot: Int, _ source: SourceFile) -> [String] {
    var j = dot - 1
    while source.isPunctuation(j, "?") || source.isPunctuation(j, "!") { j -= 1 }
    guard j >= 0, source[j].kind == .identifier else { return [] }
    let name = source[j].text
    if name == "self" || name == "super" { return [] }
    guard name == "$0" else { return [name] }
    // `[a, b].forEach { $0?.setStyle(.txtCard) }`
    let brace = source.parentBrace[j]
    guard brace >= 2, source.isIdentifier(brace - 1, "forEach"),
      source.isPunctuation(brace - 2, "."), source.isPunctuation(brace - 3, "]")
    else { return [] }
    let open = source.match[brace - 3]
    guard open >= 0, open < brace - 3 else { return [] }
    return source.split((open + 1)..<(brace - 3), by: ",").compactMap { element in
      var last = element.upperBound - 1
      while last > element.lowerBound,
        source.isPunctuation(last, "?") || source.isPunctuation(last, "!")
      {
        last -= 1
      }
      guard element.contains(last), source[last].kind == .identifier else { return nil }
      return source[last].text
    }
  }

  /// The colors the methods of Objective-C `@implementation`s set, by class: on the object
  /// itself (`self.textColor = …`, `[self setBackgroundColor:…]`; an empty view name) or on a
  /// view it holds (`self.emailField.textColor = …`, `[_titleLabel setTextColor:…]`).
  ///
  /// Their colors are not paired, but a document's colors for those views and classes are
  /// placeholders: Artsy Folio's text field class sets its text black in `awakeFromNib`.
  private func objectiveCRestyling() -> (
    colors: [(type: String, view: String, Assignment.Property)], subclasses: [String: [String]]
  ) {
    let setters: [String: Assignment.Property] = [
      "setTextColor": .text, "setTintColor": .tint, "setBackgroundColor": .background,
      "setTitleColor": .title(state: "normal"),
    ]
    var found: [(type: String, view: String, Assignment.Property)] = []
    var subclasses: [String: [String]] = [:]
    for source in index.files where source.language == .objectiveC {
      var type: String?
      var k = 0
      while k + 2 < source.count {
        defer { k += 1 }
        if source.isPunctuation(k, "@"), source.isIdentifierToken(k + 1) {
          if source.isIdentifier(k + 1, "implementation") {
            type = source[k + 2].text
          } else if source.isIdentifier(k + 1, "end") {
            type = nil
          } else if source.isIdentifier(k + 1, "interface"), source.isPunctuation(k + 3, ":"),
            k + 4 < source.count, source.isIdentifierToken(k + 4)
          {
            // `@interface ARSecureField : ARField`
            subclasses[source[k + 4].text, default: []].append(source[k + 2].text)
          }
          continue
        }
        guard let type, source[k].kind == .identifier else { continue }
        // `receiver.textColor = …`
        if let property = Self.colorProperties[source[k].text], property != .font,
          source.isPunctuation(k + 1, "="), source.isPunctuation(k - 1, ".")
        {
          if let view = Self.objectiveCView(endingAt: k - 2, source) {
            found.append((type, view, property))
          }
        } else if let property = setters[source[k].text], source.isPunctuation(k + 1, ":") {
          // `[receiver setTextColor:…]`
          if let view = Self.objectiveCView(endingAt: k - 1, source) {
            found.append((type, view, property))
          }
        }
      }
    }
    return (found, subclasses)
  }

  /// The view a receiver ending at `k` names: "" for `self`, `field` for `self.field`,
  /// `_field` or a local `field`; nil for anything else (`cell.titleLabel`, a call).
  private static func objectiveCView(endingAt k: Int, _ source: SourceFile) -> String? {
    guard k >= 0, source[k].kind == .identifier else { return nil }
    let name = source[k].text
    if name == "self" { return source.isPunctuation(k - 1, ".") ? nil : "" }
    if source.isPunctuation(k - 1, ".") {
      return source.isIdentifier(k - 2, "self") && !source.isPunctuation(k - 3, ".") ? name : nil
    }
    return name.hasPrefix("_") ? String(name.dropFirst()) : name
  }

  /// `documentContainers`: which outlet a storyboard or xib puts in which, by owning class;
  /// `restyled`: what ``restyled()`` finds, when the caller has it already.
  ///
  /// Each type is read on its own (a fresh evaluator per color), so the types run in parallel and
  /// their pairings are joined in type order.
  func discover(
    documentContainers: [String: [String: String]] = [:], restyled known: Restyled? = nil,
    forcedStyles: [String: Style] = [:],
    titled: (names: Set<String>, types: Set<String>)? = nil, neverMade: Set<String> = [],
    largeTextOutlets: [String: Set<String>] = [:]
  ) -> [DiscoveredPairing] {
    let restyled = known ?? self.restyled()
    let (selfPainted, cleared) = (restyled.selfPaintedTypes, restyled.clearedTypes)
    return concurrentMap(count: order.count) { n -> [DiscoveredPairing] in
      let name = order[n]
      guard var typeFacts = facts[name], !neverMade.contains(SourceIndex.lastComponent(name))
      else { return [] }
      let inherited = (index.inherited(by: name) + objectiveCAncestors(of: name))
        .joined(separator: " ")
      typeFacts.isCell = inherited.contains("Cell")
      typeFacts.isController = inherited.contains("Controller")
      typeFacts.largeTextViews = largeTextOutlets[SourceIndex.lastComponent(name)] ?? []
      // Code's own `addSubview` wins over the document's layout.
      for (child, parent) in documentContainers[SourceIndex.lastComponent(name)] ?? [:]
      where typeFacts.containers[child] == nil {
        typeFacts.containers[child] = parent
      }
      if let titled {
        typeFacts.assignments.removeAll {
          typeFacts.imaged.contains($0.view) && drawsNoTitle($0, in: name, titled: titled)
        }
      }
      var found = pairs(in: name, typeFacts, selfPainted: selfPainted, cleared: cleared)
      if let style = forcedStyles[SourceIndex.lastComponent(name)] {
        for k in found.indices where found[k].styles.contains(style) { found[k].styles = [style] }
      }
      return found
    }.flatMap { $0 }
  }

  /// The Swift methods whose body gives the receiver's own layer a gradient layer
  /// (`layer.insertSublayer(gradient, at: 0)` beside a `CAGradientLayer()`), by name: a name
  /// that some other method of the project also has (`setup()`) is left out, as a call cannot
  /// be told from the other's.
  static func layeringMethods(_ index: SourceIndex) -> Set<String> {
    var layering = Set<String>()
    var other = Set<String>()
    for member in index.members where member.kind == .function {
      guard let body = member.body else { continue }
      let source = index.files[member.file]
      let calls =
        source.positions(of: "insertSublayer", in: body)
        + source.positions(of: "addSublayer", in: body)
      let layers = calls.contains { k in
        source.isPunctuation(k - 1, ".") && source.isIdentifier(k - 2, "layer")
          && (!source.isPunctuation(k - 3, ".") || source.isIdentifier(k - 4, "self"))
      }
      let gradient = !source.positions(of: "CAGradientLayer", in: body).isEmpty
      if layers && gradient && source.language == .swift {
        layering.insert(member.name)
      } else {
        other.insert(member.name)
      }
    }
    return layering.subtracting(other)
  }

  /// The tags `type`'s code finds views by (`cell.viewWithTag(2) as? UILabel`,
  /// `[cell viewWithTag:2]`) in a method that also sets a text, tint or background color.
  private func restyledTags(in type: TypeDeclaration) -> Set<Int> {
    let source = index.files[type.file]
    guard let body = Self.body(of: type, source) else { return [] }
    let calls = source.positions(of: "viewWithTag", in: body)
    guard !calls.isEmpty else { return [] }
    let colorNames: Set<String> = [
      "textColor", "backgroundColor", "tintColor", "setTitleColor", "setTextColor",
      "setBackgroundColor", "setTintColor",
    ]
    var tags = Set<Int>()
    for k in calls {
      guard source.isPunctuation(k + 1, "(") || source.isPunctuation(k + 1, ":"),
        source[k + 2].kind == .number, let tag = Int(source[k + 2].text)
      else { continue }
      let method = index.membersByFile[type.file].compactMap { index.members[$0].body }
        .filter { $0.contains(k) }.min { $0.count < $1.count }
      guard let method else { continue }
      if method.contains(where: {
        source[$0].kind == .identifier && colorNames.contains(source[$0].text)
      }) {
        tags.insert(tag)
      }
    }
    return tags
  }

  /// The last names of the view and cell classes whose code sets colors.
  ///
  /// What ``NeverMadeViews`` judges: not view controllers, nor a class exposed to Objective-C
  /// under another name (`@objc(Name)`).
  func viewClassesSettingColors() -> Set<String> {
    var names = Set<String>()
    for name in order {
      guard let typeFacts = facts[name], !typeFacts.assignments.isEmpty else { continue }
      let declarations = (index.typesByName[name] ?? []).map { index.types[$0] }
      guard declarations.contains(where: { $0.kind == .class || $0.kind == .implementation }),
        !declarations.contains(where: exposedUnderAnotherName)
      else { continue }
      let ancestry = (index.inherited(by: name) + objectiveCAncestors(of: name))
      guard !ancestry.contains(where: { $0.contains("Controller") }) else { continue }
      names.insert(SourceIndex.lastComponent(name))
    }
    return names
  }

  /// The last names of the view classes declared in the files at `files`: subclasses of a UIKit
  /// view, label, button, cell, field, control or bar, as far as the project declares their
  /// superclasses; not controllers, nor a class exposed to Objective-C under another name.
  ///
  /// What ``NeverMadeViews`` judges for the attributed-text rules: text a view nobody makes
  /// draws is never drawn.
  func viewClasses(declaredIn files: Set<Int>) -> Set<String> {
    var names = Set<String>()
    for file in files.sorted() {
      for type in index.typesByFile[file].map({ index.types[$0] })
      where type.kind == .class || type.kind == .implementation {
        let declarations = (index.typesByName[type.name] ?? []).map { index.types[$0] }
        guard !declarations.contains(where: exposedUnderAnotherName) else { continue }
        let ancestry = superclasses(of: type.name)
        guard !ancestry.contains(where: { $0.contains("Controller") }),
          ancestry.contains(where: Self.isUIKitView)
        else { continue }
        names.insert(SourceIndex.lastComponent(type.name))
      }
    }
    return names
  }

  /// Whether token `k` of a Swift file is inside a private function nothing calls.
  ///
  /// A `private` or `fileprivate` function that no code of its file names (a call, a
  /// reference, `#selector`, a string) never runs. OsmAnd's astronomy sheet keeps `setupSwitchItemIcon(_:iconName:isChecked:)`, which nothing
  /// calls; its tint was measured on a ground guessed for the image view it is handed.
  static func inUncalledPrivateFunction(_ k: Int, file: Int, _ index: SourceIndex) -> Bool {
    let source = index.files[file]
    guard source.language == .swift else { return false }
    let innermost = index.membersByFile[file].lazy.map { index.members[$0] }
      .filter { $0.kind == .function && $0.body?.contains(k) == true }
      .min { ($0.body?.count ?? 0) < ($1.body?.count ?? 0) }
    guard let function = innermost, function.isFilePrivate,
      !function.attributes.contains(where: { ["objc", "IBAction", "IBSegueAction"].contains($0) }),
      source.positions(of: function.name, in: 0..<source.count).count <= 1
    else { return false }
    return !(0..<source.count).contains {
      source[$0].kind == .string && source[$0].text.contains(function.name)
    }
  }

  /// The superclasses of a Swift or Objective-C class, nearest first, as far as the project
  /// declares them (a generic superclass by its name: `BaseCell<Item>` is `BaseCell`).
  private func superclasses(of type: String) -> [String] {
    var chain: [String] = []
    var current = type
    while chain.count < 32 {
      let swiftParent = (index.typesByName[current] ?? []).lazy.map { index.types[$0] }
        .first { $0.kind == .class }?.inherited.first
      guard
        let parent = (swiftParent ?? objectiveCSuperclasses[current]).map({
          String($0.prefix { $0 != "<" })
        }), parent != type, !chain.contains(parent)
      else { break }
      chain.append(parent)
      current = parent
    }
    return chain
  }

  /// UIKit's views that draw text or hold views that do (`UILabel`, `UITableViewCell`,
  /// `UICollectionReusableView`, `UIControl`, `UINavigationBar`).
  private static func isUIKitView(_ name: String) -> Bool {
    name.hasPrefix("UI")
      && ["View", "Label", "Button", "Cell", "Field", "Control", "Bar"].contains {
        name.hasSuffix($0)
      }
  }

  /// Whether a Swift class is written `@objc(Name)`.
  private func exposedUnderAnotherName(_ declaration: TypeDeclaration) -> Bool {
    index.hasAttribute("objc", arguments: true, on: declaration)
  }

  // MARK: - Collecting

  private static let colorProperties: [String: Assignment.Property] = [
    "textColor": .text, "tintColor": .tint, "backgroundColor": .background, "font": .font,
  ]

  /// The names the tests of ``collect(_:into:)`` compare a token with, besides calls on a
  /// receiver: a name outside them is passed over at once.
  private static let collectedNames = NameSieve(
    [
      "class", "struct", "enum", "extension", "baseForegroundColor", "baseBackgroundColor", "text",
      "attributedText", "setTitleColor", "setBackgroundColor", "setBackgroundImage",
      "addSublayer", "insertSublayer", "frame", "layerClass", "addSubview", "addArrangedSubview",
      "insertSubview", "insertArrangedSubview", "arrangedSubviews", "if", "alpha", "setImage",
      "return", "isHidden", "hidden",
    ] + colorProperties.keys)

  /// Whether a title color is set on a button made in code that the code never titles: focus-ios
  /// gives its find bar's image buttons `setTitleColor(.white, for: [])` beside `setImage`, and
  /// no title is drawn.
  ///
  /// Asked of buttons the type gives an image. The button is a method's local or a property the
  /// type declares without `@IBOutlet` (a document may title an outlet), and no `setTitle`,
  /// `setAttributedTitle` or `titleLabel.text` reaches its name or the type (see
  /// ``CodeTitles``).
  private func drawsNoTitle(
    _ assignment: Assignment, in type: String, titled: (names: Set<String>, types: Set<String>)
  ) -> Bool {
    guard case .title = assignment.property, !assignment.isConfigured,
      let last = assignment.view.split(separator: ".").last.map(String.init),
      !titled.names.contains(last), !titled.types.contains(SourceIndex.lastComponent(type))
    else { return false }
    if assignment.scope != nil { return true }
    let declared = index.members(named: last, in: type).filter { $0.kind == .property }
    return !declared.isEmpty
      && declared.allSatisfy { member in
        // A property made by a closure titles the closure's local (`button.setTitle(…)` in
        // `lazy var startButton: UIButton = { let button = UIButton() … }()`).
        let titledInside =
          member.value.map { value in
            let source = index.files[member.file]
            return value.contains { k in
              source[k].kind == .identifier
                && Self.titlingNames.contains(source[k].text)
            }
          } ?? false
        return !member.attributes.contains("IBOutlet") && !titledInside
      }
  }

  /// Where the type puts what `method` returns: the view its result is added to, directly
  /// (`addSubview(makeTitle())`) or through a name it gives the result (`lazy var appNameLabel =
  /// buildLabel()`, in a stack's `arrangedSubviews`); nil when the type does not say.
  static func placement(_ method: String, _ facts: TypeFacts) -> String? {
    facts.placedResults[method]
      ?? facts.resultNames[method]?.lazy.compactMap { facts.containers[$0] }.first
  }

  /// Calls and properties that give a button a title.
  private static let titlingNames: Set<String> = [
    "setTitle", "setAttributedTitle", "titleLabel", "title", "attributedTitle", "configuration",
  ]

  /// Whether `flag` is declared constant false, so that the block it guards never runs.
  ///
  /// A `let` of the type (`let kDebugColors = false`, `static let showsGrid: Bool = false`) or
  /// of its file's top level, or an Objective-C `static const BOOL kShowLayoutColors = NO;`
  /// before the type's body. A `var` can be switched on at run time. Debug colors kept behind
  /// such a switch are never drawn (OneBusAway).
  private func isConstantFalse(
    _ flag: String, in type: TypeDeclaration, before start: Int, _ known: inout [String: Bool]
  ) -> Bool {
    if let decided = known[flag] { return decided }
    let source = index.files[type.file]
    let decided: Bool
    if source.language == .objectiveC {
      decided = source.declaresConstantFalse(flag, in: 0..<start)
    } else {
      let declared =
        index.members(named: flag, in: type.name)
        + index.members(named: flag, in: "").filter { $0.file == type.file }
      decided =
        !declared.isEmpty
        && declared.allSatisfy { member in
          guard member.kind == .property, !member.isVariable, let value = member.value,
            value.count == 1
          else { return false }
          return index.files[member.file].isIdentifier(value.lowerBound, "false")
        }
    }
    known[flag] = decided
    return decided
  }

  private func collect(_ type: TypeDeclaration, into facts: inout TypeFacts) {
    let source = index.files[type.file]
    guard let body = Self.body(of: type, source) else { return }
    let close = body.upperBound
    var constantFlags: [String: Bool] = [:]
    var k = body.lowerBound
    while k < close {
      let t = source[k]
      if source.language == .objectiveC {
        // Messages (`[self.titleLabel setTextColor:…]`, `[self.view addSubview:…]`), and a
        // property set through a receiver: a bare `textColor = …` is a local variable.
        if t.kind == .identifier, source.isPunctuation(k + 1, ":") {
          // `[self.badge setHidden:NO]`: the view may show.
          if t.text == "setHidden", source.isIdentifierToken(k - 1) {
            facts.hiddenStates[source[k - 1].text, default: []].insert(nil)
          }
          // `[self.titleLabel setText:…]`: the label has text.
          if t.text == "setText", source.isIdentifierToken(k - 1) {
            facts.filledTexts.insert(source[k - 1].text)
          }
          collectMessage(at: k, source, type, into: &facts)
          k += 1
          continue
        }
        if t.kind == .identifier, source.isPunctuation(k + 1, "="),
          !source.isPunctuation(k - 1, ".")
        {
          k += 1
          continue
        }
      }
      // `lazy var appNameLabel = buildLabel(…)`, `let row = makeRow()`: the name of a result.
      if t.kind == .identifier, source.isPunctuation(k - 1, "="), source.isPunctuation(k + 1, "("),
        source.isIdentifierToken(k - 2),
        source.isIdentifier(k - 3, "let") || source.isIdentifier(k - 3, "var")
      {
        facts.resultNames[t.text, default: []].append(source[k - 2].text)
      }
      // Every test below is of a name it spells, or of a method called on a receiver (which
      // may pass a color): any other token is passed over without comparing its text. This runs
      // on every token of every type.
      guard t.kind == .identifier,
        Self.collectedNames.mayContain(t.text)
          || (source.isPunctuation(k - 1, ".") && source.isPunctuation(k + 1, "("))
      else {
        k += 1
        continue
      }
      // A block the code proves never runs (`if kDebugColors {` with `let kDebugColors =
      // false`) is not read.
      if t.isIdentifier("if") {
        if let (open, flag) = source.soleCondition(ifAt: k),
          flag.map({ isConstantFalse($0, in: type, before: body.lowerBound, &constantFlags) })
            ?? true
        {
          k = source.pastClosing(open)
        } else {
          k += 1  // no other test below is of `if`
        }
        continue
      }
      // Nested types have their own facts. Cheap token tests first: this runs on every name
      // of every type.
      if t.kind == .identifier, source.isIdentifierToken(k + 1),
        ["class", "struct", "enum", "extension"].contains(t.text),
        let nested = index.typesByFile[type.file].map({ index.types[$0] }).first(where: {
          $0.open > k && $0.line == t.line
        }),
        source.match[nested.open] > nested.open
      {
        k = source.match[nested.open] + 1
        continue
      }
      if t.isIdentifier("return"), source.isIdentifierToken(k + 1),
        source.isPunctuation(k + 2, ";") || source.isPunctuation(k + 2, "}")
          || (k + 2 < source.count && source[k + 2].line > source[k + 1].line),
        // At the method's top level: a closure's `return` (`let b: UIButton = { …; return
        // button }()`) hands its value to the method, not the method's caller.
        let brace = methodBody(around: k, source, type), source.parentBrace[k] == brace,
        let method = method(opening: brace, file: type.file),
        let local = source.localDeclaration(of: source[k + 1].text, before: k),
        local.nameIndex > brace,
        // A table's or collection's header or footer is laid over the list's own ground.
        !(method.parameters.map { $0.label ?? "" } + [method.selector ?? ""]).contains(where: {
          $0.contains("viewForHeader") || $0.contains("viewForFooter")
            || $0.contains("viewForSupplementaryElement")
        })
      {
        // An Objective-C method's name is its selector's first part.
        let name = method.selector.map { String($0.prefix { $0 != ":" }) } ?? method.name
        facts.returnedLocals[source[k + 1].text] = name
      }
      // Not a branch of the chain below: `setImage(image.withTintColor(…))` is read there too.
      if t.isIdentifier("setImage"), source.isPunctuation(k + 1, "("),
        source.isPunctuation(k - 1, ".")
      {
        facts.imaged.insert(viewName(endingBefore: k, source, in: type))
      }
      if t.kind == .identifier, source.isPunctuation(k + 1, "="),
        let property = Self.colorProperties[t.text], !source.isPunctuation(k - 1, "->"),
        // `static let textColor = …` declares a color; it sets no view's.
        !source.isIdentifier(k - 1, "let"), !source.isIdentifier(k - 1, "var")
      {
        let end = min(source.statementEnd(from: k + 2), close)
        if isStateHandler(around: k, file: type.file) {
          // Not paired, but the view's color in a document is not what it shows.
          facts.restyledInHandlers.append((viewName(endingBefore: k, source, in: type), property))
        } else if end > k + 2, !source.isFallbackForOlderIOS(k),
          // `textColor = nil` (a cell's `prepareForReuse`) puts back UIKit's default. A nil
          // background is kept: it is a ground the method sets, to none.
          !(end == k + 3 && source.isIdentifier(k + 2, "nil") && property != .background)
        {
          // The fallback for older iOS versions is not what the audited iOS shows.
          let view = viewName(endingBefore: k, source, in: type)
          // A struct's own `textColor` is a stored setting (yattee's `SubtitleSettings`), not a
          // view's: no UIKit view is a struct.
          // So is a class made directly from `NSObject` (ownCloud's `ThemeColorCollection`).
          let isModelField =
            view.isEmpty
            && (type.kind == .struct || type.kind == .enum
              || (type.kind == .extension && index.isStruct(type.name))
              || index.inherited(by: type.name).contains("NSObject"))
          // `var textColor, backgroundColor, tintColor: UIColor?` in a method or closure: its
          // `tintColor = textColor` sets the local, not the view's tint (ownCloud's rows).
          let isLocal =
            !source.isPunctuation(k - 1, ".") && Self.declaresLocal(t.text, before: k, source)
          let isCallers = isCallersColor((k + 2)..<end, at: k, source, type)
          if isCallers, view.isEmpty {
            facts.callersColors.append(
              assignment(view: view, property, value: (k + 2)..<end, at: k, source, type))
          }
          if !isModelField, !isLocal, !isReplaced(view, after: end, source, type), !isCallers,
            !isSetAgain(t.text, of: view, at: k, after: end, source, type),
            !isSetAgainByEveryCaller(t.text, of: view, at: k, source, type),
            !isSetAgainAtSetUp(t.text, of: view, at: k, source, type)
          {
            facts.assignments.append(
              assignment(view: view, property, value: (k + 2)..<end, at: k, source, type))
            noteCollection(of: view, property, at: k, source, type, &facts)
          }
        }
      } else if t.kind == .identifier,
        t.text == "baseForegroundColor" || t.text == "baseBackgroundColor",
        source.isPunctuation(k + 1, "="), source.isPunctuation(k - 1, "."),
        !source.isFallbackForOlderIOS(k)
      {
        // `config.baseForegroundColor = …`: the button the configuration is given to in the
        // same method draws its title and image in it, on its base background.
        let end = min(source.statementEnd(from: k + 2), close)
        if end > k + 2,
          let (button, namedAt, hasTitle, drawsBackground) = configuredButton(
            configuration: viewName(endingBefore: k, source, in: type), at: k, source, type),
          drawsBackground || t.text == "baseForegroundColor"
        {
          let property: Assignment.Property =
            t.text == "baseBackgroundColor"
            ? .background : hasTitle ? .title(state: "normal") : .tint
          var set = assignment(view: button, property, value: (k + 2)..<end, at: k, source, type)
          set.isConfigured = true
          // The button is often declared after its configuration is filled in: a local of this
          // method, not another method's `button`.
          set.scope = localScope(of: button, at: namedAt, source, type)
          facts.assignments.append(set)
        }
      } else if t.isIdentifier("alpha"), source.isPunctuation(k + 1, "="),
        !source.isIdentifier(k - 1, "let"), !source.isIdentifier(k - 1, "var"),
        source.isPunctuation(k - 1, ".") || !Self.declaresLocal("alpha", before: k, source)
      {
        // `noDataLabel.alpha = 0.5`: what the view draws is composited at that opacity; set in
        // a branch (Threema's `if (isExistingDBEncrypted) { _setupButton.enabled = NO;
        // _setupButton.alpha = 0.5; }`), it is a state, as a value the code computes is.
        let end = min(source.statementEnd(from: k + 2), close)
        let value =
          end == k + 3 && !isConditional(k, source) ? Self.number(source[k + 2]) : nil
        facts.alphas[viewName(endingBefore: k, source, in: type), default: []].append(value)
      } else if t.isIdentifier("isHidden") || t.isIdentifier("hidden"),
        source.isPunctuation(k - 1, "."),
        source.isPunctuation(k + 1, ".")
          || (source.isPunctuation(k + 1, "=") && !source.isPunctuation(k + 2, "="))
      {
        // `ampSubview.isHidden = true` at the top of a method that sets the view up, before
        // it is shown; a toggle, a condition, or a hide in a branch, a closure or a handler (the
        // view shows until then) could show it.
        let end = min(source.statementEnd(from: k + 2), close)
        var value: Bool?
        if source.isPunctuation(k + 1, "="), end == k + 3 {
          let word = source[k + 2].text
          if word == "false" || word == "NO" {
            value = false
          } else if word == "true" || word == "YES",
            let brace = methodBody(around: k, source, type), source.parentBrace[k] == brace,
            let method = member(opening: brace, file: type.file), Self.setsUpViews(method.name)
          {
            value = true
          }
        }
        facts.hiddenStates[viewName(endingBefore: k, source, in: type), default: []].insert(value)
      } else if t.isIdentifier("text"), source.isPunctuation(k + 1, "="),
        source.isPunctuation(k - 1, ".")
      {
        let view = viewName(endingBefore: k, source, in: type)
        facts.plainTexts.insert(view)
        // `lblMultiAssetTitle.text = ""`: a text the code only ever empties.
        let end = min(source.statementEnd(from: k + 2), close)
        // Objective-C's `@""` too.
        let literal = source.isPunctuation(k + 2, "@") ? k + 3 : k + 2
        let isEmpty =
          end == literal + 1 && source[literal].kind == .string && !source[literal].interpolated
          && source.text(literal).isEmpty
        if isEmpty { facts.emptiedTexts.insert(view) } else { facts.filledTexts.insert(view) }
      } else if t.isIdentifier("attributedText"), source.isPunctuation(k + 1, "="),
        !source.isIdentifier(k - 1, "var"), !source.isIdentifier(k - 1, "let")
      {
        let end = min(source.statementEnd(from: k + 2), close)
        if end > k + 2, !(end == k + 3 && source.isIdentifier(k + 2, "nil")) {
          facts.attributedTexts.append(
            assignment(
              view: viewName(endingBefore: k, source, in: type), .text, value: (k + 2)..<end,
              at: k, source, type))
        }
      } else if t.isIdentifier("setTitleColor"), source.isPunctuation(k + 1, "("),
        source.match[k + 1] > k + 1
      {
        let arguments = source.arguments(open: k + 1)
        if let color = arguments.first, color.label == nil, !source.isFallbackForOlderIOS(k),
          !(color.value.count == 1 && source.isIdentifier(color.value.lowerBound, "nil"))
        {
          let state =
            arguments.dropFirst().first.map { Self.controlState($0.value, source) }
            ?? "normal"
          let view = viewName(endingBefore: k, source, in: type)
          let set = assignment(
            view: view, .title(state: state), value: color.value, at: k, source, type)
          if !isCallersColor(color.value, at: k, source, type) {
            facts.assignments.append(set)
            noteCollection(of: view, .title(state: state), at: k, source, type, &facts)
          } else if view.isEmpty {
            facts.callersColors.append(set)
          }
        }
      } else if t.kind == .identifier,
        t.text == "setBackgroundColor" || t.text == "setBackgroundImage",
        source.isPunctuation(k + 1, "("), !source.isPunctuation(k - 1, "."),
        !source.isIdentifier(k - 1, "func"), source.parentBrace[k] != type.open
      {
        // Called on itself, inside a method: the type paints its own background.
        facts.paintsItself = true
      } else if t.kind == .identifier, t.text == "addSublayer" || t.text == "insertSublayer",
        source.isPunctuation(k + 1, "("), source.isPunctuation(k - 1, "."),
        source.isIdentifier(k - 2, "layer")
      {
        let view = viewName(endingBefore: k - 2, source, in: type)
        facts.layered.insert(view)
        if source.isIdentifierToken(k + 2),
          source.declaredType(of: source[k + 2].text) == "CAGradientLayer"
        {
          facts.gradientGrounds.insert(view)
        }
      } else if t.kind == .identifier, source.isPunctuation(k + 1, "("),
        layeringMethods.contains(t.text), !source.isIdentifier(k - 1, "func")
      {
        // `button.applyGradient(.blue)`.
        let view = viewName(endingBefore: k, source, in: type)
        facts.layered.insert(view)
        facts.gradientGrounds.insert(view)
      } else if t.isIdentifier("frame"), source.isPunctuation(k + 1, "="),
        source.isPunctuation(k - 1, ".")
      {
        // `self.fillView.frame = CGRectInset(self.bounds, 0.0, 2.0);`
        let end = min(source.statementEnd(from: k + 2), close)
        if ((k + 2)..<end).contains(where: { source.isIdentifier($0, "bounds") }) {
          facts.fills.insert(viewName(endingBefore: k, source, in: type))
        }
      } else if t.isIdentifier("layerClass"), source.isIdentifier(k - 1, "var"),
        source.isIdentifier(k - 2, "class"), source.parentBrace[k] == type.open
      {
        // `override class var layerClass: AnyClass { CAGradientLayer.self }`: its layer draws
        // over what a background color would show.
        facts.paintsItself = true
      } else if t.kind == .identifier, source.isPunctuation(k + 1, "("),
        source.isPunctuation(k - 1, "."), source.match[k + 1] > k + 1,
        t.text == "setBackgroundImage"
          || (Self.passesAColor(open: k + 1, source) && !Self.namesAForeground(t.text))
      {
        let view = viewName(endingBefore: k, source, in: type)
        if !Self.isDrawnElsewhere(view), !view.isEmpty, facts.paintedBy[view] == nil {
          facts.paintedBy[view] = assignment(
            view: view, .background, value: k..<(source.match[k + 1] + 1), at: k, source, type)
        }
      } else if t.kind == .identifier,
        t.text == "addSubview" || t.text == "addArrangedSubview"
          || t.text == "insertSubview" || t.text == "insertArrangedSubview",
        source.isPunctuation(k + 1, "("), source.match[k + 1] > k + 1
      {
        let arguments = source.arguments(open: k + 1)
        // `addSubview(makeSkipButton())`: the view the method returns goes in the container.
        if let child = arguments.first, child.value.count == 3 || child.value.count == 5,
          case let call = child.value.upperBound - 3, source.isIdentifierToken(call),
          source.isPunctuation(call + 1, "("), source.isPunctuation(call + 2, ")"),
          child.value.count == 3
            || (source.isIdentifier(child.value.lowerBound, "self")
              && source.isPunctuation(child.value.lowerBound + 1, "."))
        {
          facts.placedResults[source[call].text] = viewName(endingBefore: k, source, in: type)
        }
        if let child = arguments.first, let childName = path(child.value, source) {
          let container = viewName(endingBefore: k, source, in: type)
          // `[a, b].forEach { parent.addSubview($0) }`, `for view in [a, b] { … (view) }`.
          for element in listedViews(iteratedAs: childName, at: k, source) ?? [childName] {
            facts.containers[element] = container
          }
          // `insertSubview(fill, at: 0)`
          if t.text == "insertSubview", arguments.count == 2, arguments[1].label == "at",
            arguments[1].value.count == 1, source[arguments[1].value.lowerBound].text == "0"
          {
            facts.underlays[container] = childName
          }
        }
      } else if t.kind == .identifier, t.text == "addSubview" || t.text == "addArrangedSubview",
        source.isPunctuation(k + 1, ")"), case let open = source.match[k + 1],
        (0..<k).contains(open),
        source.isIdentifier(open - 1, "forEach"), source.isPunctuation(open - 2, "."),
        let views = listedViews(endingAt: open - 3, source)
      {
        // `[a, b].forEach(parent.addSubview)`: the method itself handed to `forEach`.
        let container = viewName(endingBefore: k, source, in: type)
        for view in views { facts.containers[view] = container }
      } else if t.isIdentifier("arrangedSubviews"), source.isPunctuation(k + 1, ":"),
        source.isPunctuation(k + 2, "["), source.match[k + 2] > k + 2
      {
        // `let stack = UIStackView(arrangedSubviews: [a, b])`: the stack is the declared name,
        // or the property whose initializing closure declares it.
        if let declared = declaredName(before: k, source) {
          let owner = closureOwner(of: k, local: declared, file: type.file) ?? declared
          for element in source.split((k + 3)..<source.match[k + 2], by: ",") {
            if let child = path(element, source) { facts.containers[child] = owner }
            // `UIStackView(arrangedSubviews: [makeButton(), …])`
            if element.count == 3, source.isIdentifierToken(element.lowerBound),
              source.isPunctuation(element.lowerBound + 1, "("),
              source.isPunctuation(element.lowerBound + 2, ")")
            {
              facts.placedResults[source[element.lowerBound].text] = owner
            }
          }
        }
      }
      k += 1
    }
  }

  /// The value of a number literal (`0.5`, Objective-C's `0.5f`); nil for any other token.
  static func number(_ token: Token) -> Double? {
    guard token.kind == .number else { return nil }
    var text = Substring(token.text)
    if text.hasSuffix("f") || text.hasSuffix("F") { text = text.dropLast() }
    return Double(text.filter { $0 != "_" })
  }

  /// Whether `value`, set at `k` in a member of an extension of a type the project does not
  /// declare (`extension UIView`) or of a protocol, is the color the member's caller hands it:
  /// `newValue` in a property's setter, a parameter of a color type, or a value bound by a `case`
  /// of a `switch` over either.
  ///
  /// Such a member styles whichever view calls it with whatever it is given: session-ios sets a
  /// view's tint in one property's setter and its background in another's, which were paired as
  /// the tint of `UIView` on `UIView`. The colors are chosen where the members are called.
  private func isCallersColor(
    _ value: Range<Int>, at k: Int, _ source: SourceFile, _ type: TypeDeclaration
  ) -> Bool {
    guard type.kind == .extension, let first = value.first, source[first].kind == .identifier,
      !(index.typesByName[type.name] ?? []).contains(where: {
        index.types[$0].kind != .protocol && index.types[$0].kind != .extension
      })
    else { return false }
    var inputs: Set<String> = ["newValue"]
    for m in index.membersByHolder[type.name] ?? [] {
      let member = index.members[m]
      guard member.file == type.file, member.body?.contains(k) == true else { continue }
      for parameter in member.parameters
      where Self.colorTypes.contains(parameter.type.trimmingCharacters(in: ["?", "!"])) {
        inputs.insert(parameter.name)
      }
    }
    let root = source[first].text
    if inputs.contains(root) { return true }
    // `switch newValue { case .color(let color): backgroundColor = color … }`
    guard let body = methodBody(around: k, source, type) else { return false }
    var j = k - 1
    while j > body {
      if source.isIdentifier(j, root),
        source.isIdentifier(j - 1, "let") || source.isIdentifier(j - 1, "var"),
        source.isPunctuation(j - 2, "(") || source.isPunctuation(j - 2, ",")
      {
        let brace = source.parentBrace[j]
        return brace >= 2 && source.isIdentifier(brace - 2, "switch")
          && source[brace - 1].kind == .identifier && inputs.contains(source[brace - 1].text)
      }
      j -= 1
    }
    return false
  }

  /// The types a parameter that hands over a color is declared with.
  private static let colorTypes: Set<String> = ["UIColor", "Color", "CGColor", "CIColor"]

  /// The tokens of a type's body: inside a Swift type's braces, or between an Objective-C
  /// `@implementation` and its `@end`, whose methods are braces at the file's top level (the
  /// implementation's `open` is -1, so a method's body is found the same way).
  private static func body(of type: TypeDeclaration, _ source: SourceFile) -> Range<Int>? {
    if type.open >= 0 {
      let close = source.match[type.open]
      return close > type.open ? (type.open + 1)..<close : nil
    }
    guard type.kind == .implementation else { return nil }
    var i = 0
    while i + 2 < source.count {
      if source.isPunctuation(i, "@"), source.isIdentifier(i + 1, "implementation"),
        source.isIdentifier(i + 2, type.name), source[i].line == type.line
      {
        var end = i + 3
        while end + 1 < source.count,
          !(source.isPunctuation(end, "@") && source.isIdentifier(end + 1, "end"))
        {
          end += 1
        }
        return (i + 3)..<end
      }
      i += 1
    }
    return nil
  }

  /// An Objective-C message whose first selector part is at `k`: `[receiver setTextColor:…]`,
  /// `setBackgroundColor:`, `setTintColor:`, `setTitleColor:… forState:…`, and `addSubview:`,
  /// `addArrangedSubview:`, `insertSubview:…` for the view's container.
  private func collectMessage(
    at k: Int, _ source: SourceFile, _ type: TypeDeclaration, into facts: inout TypeFacts
  ) {
    let selector = source[k].text
    let colors: [String: Assignment.Property] = [
      "setTextColor": .text, "setTintColor": .tint, "setBackgroundColor": .background,
      "setTitleColor": .title(state: "normal"),
    ]
    let containers: Set<String> = [
      "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview",
    ]
    guard
      colors[selector] != nil || containers.contains(selector)
        || selector == "setBackgroundImage" || selector == "addSublayer"
        || selector == "insertSublayer",
      let (receiver, close) = Self.messageReceiver(before: k, source)
    else { return }
    if selector == "addSublayer" || selector == "insertSublayer" {
      // `[self.videoView.layer addSublayer:previewLayer]`
      if let path = Self.objectiveCPath(receiver, source),
        path == "layer" || path.hasSuffix(".layer")
      {
        facts.layered.insert(path == "layer" ? "" : String(path.dropLast(6)))
      }
      return
    }
    // The first argument runs to the next selector part (`forState:`) or the message's `]`.
    var end = k + 2
    while end < close, !(source.isIdentifierToken(end) && source.isPunctuation(end + 1, ":")) {
      let t = source[end]
      if t.kind == .punctuation, t.text == "(" || t.text == "[", source.match[end] > end {
        end = source.match[end]
      }
      end += 1
    }
    guard end > k + 2 else { return }
    var view = Self.objectiveCPath(receiver, source) ?? Self.unknownView
    if !view.contains("."), view != Self.unknownView, !view.isEmpty,
      let owner = Self.statementExpressionOwner(of: k, local: view, source)
    {
      view = owner
    }
    // `[self setBackgroundColor:… forState:…]` (a project's category on `UIButton`) and
    // `setBackgroundImage:forState:` paint a state's background the audit does not follow.
    if selector == "setBackgroundImage" || (selector == "setBackgroundColor" && end < close) {
      if view.isEmpty {
        facts.paintsItself = true
      } else if view != Self.unknownView, facts.paintedBy[view] == nil {
        facts.paintedBy[view] = assignment(
          view: view, .background, value: k..<close, at: k, source, type)
      }
      return
    }
    if containers.contains(selector) {
      if view != Self.unknownView, let child = Self.objectiveCPath((k + 2)..<end, source) {
        facts.containers[child] = view
        // `[self insertSubview:fill atIndex:0]`
        if selector == "insertSubview", source.isIdentifier(end, "atIndex"),
          source.isPunctuation(end + 1, ":"), end + 3 == close, source[end + 2].text == "0"
        {
          facts.underlays[view] = child
        }
      }
      return
    }
    guard var property = colors[selector], !source.isFallbackForOlderIOS(k) else { return }
    if case .title = property {
      // `forState:UIControlStateHighlighted`
      var state = "normal"
      if source.isIdentifier(end, "forState"), end + 2 < close {
        state = Self.controlState((end + 2)..<close, source)
      }
      property = .title(state: state)
    }
    if isStateHandler(around: k, file: type.file) {
      facts.restyledInHandlers.append((view, property))
      return
    }
    guard !isReplaced(view, after: close, source, type) else { return }
    facts.assignments.append(
      assignment(view: view, property, value: (k + 2)..<end, at: k, source, type))
  }

  /// Whether every caller sets the same property of the same view again after calling the
  /// method that holds the assignment at `k`.
  ///
  /// Every use of the method in the file must be a plain call (`setupTheme()`) that the calling
  /// block follows with the other assignment: Mastodon's share sheet calls `setupTheme()`, which
  /// sets an elevated ground, then sets `view.backgroundColor = .systemBackground` itself.
  private func isSetAgainByEveryCaller(
    _ property: String, of view: String, at k: Int, _ source: SourceFile,
    _ type: TypeDeclaration
  ) -> Bool {
    guard source.language == .swift, view != Self.unknownView,
      let brace = methodBody(around: k, source, type),
      let method = method(opening: brace, file: type.file), method.parameters.isEmpty
    else { return false }
    var calls = 0
    for j in source.positions(of: method.name, in: 0..<source.count) {
      if source.isIdentifier(j - 1, "func") { continue }
      let onSelf =
        !source.isPunctuation(j - 1, ".")
        || (source.isIdentifier(j - 2, "self") && !source.isPunctuation(j - 3, "."))
      guard onSelf, source.isPunctuation(j + 1, "("), source.isPunctuation(j + 2, ")"),
        !(brace..<source.match[brace]).contains(j),
        isSetAgain(property, of: view, at: j, after: j + 3, source, type)
      else { return false }
      calls += 1
    }
    return calls > 0
  }

  /// Whether the color set at `k` in a stored property's closure (`let statusLabel: UILabel = {
  /// …; label.textColor = .red; return label }()`) is set again before the view is drawn: at the
  /// top level of an initializer, `viewDidLoad`, `loadView` or `awakeFromNib`, or of a method
  /// without arguments one of those calls at its top level (Mullvad's voucher screen: `init` →
  /// `commonInit()` → `updateUI()` sets `statusLabel.textColor` again, so its red never shows).
  private func isSetAgainAtSetUp(
    _ property: String, of view: String, at k: Int, _ source: SourceFile,
    _ type: TypeDeclaration
  ) -> Bool {
    guard source.language == .swift, view != Self.unknownView, !view.isEmpty,
      let brace = methodBody(around: k, source, type),
      index.membersByFile[type.file].contains(where: {
        index.members[$0].kind == .property && index.members[$0].value?.lowerBound == brace
      })
    else { return false }
    let methods = index.membersByFile[type.file].map { index.members[$0] }.filter {
      $0.holder == type.name && $0.body.map { $0.lowerBound > type.open } == true
        && $0.body.map { $0.upperBound <= source.match[type.open] } == true
    }
    var pending = methods.filter {
      $0.kind == .initializer || ["viewDidLoad", "loadView", "awakeFromNib"].contains($0.name)
    }
    var visited = Set<Int>()
    while let method = pending.popLast() {
      guard let body = method.body, visited.insert(body.lowerBound).inserted else { continue }
      let open = body.lowerBound - 1
      for j in source.positions(of: property, in: body)
      where source.parentBrace[j] == open && source.isPunctuation(j + 1, "=")
        && viewName(endingBefore: j, source, in: type) == view
      {
        // `statusLabel.textColor = statusLabel.textColor.withAlphaComponent(0.5)` derives from
        // the first; the type's own `textColor` does not.
        let value = (j + 2)..<max(j + 2, source.statementEnd(from: j + 2))
        if !value.contains(where: {
          source.isIdentifier($0, property) && source.isPunctuation($0 - 1, ".")
        }) {
          return true
        }
      }
      // `commonInit()`, `self.updateUI()` at the top level: always run.
      for j in body
      where source.parentBrace[j] == open && source[j].kind == .identifier
        && source.isPunctuation(j + 1, "(") && source.isPunctuation(j + 2, ")")
        && (!source.isPunctuation(j - 1, ".")
          || (source.isIdentifier(j - 2, "self") && !source.isPunctuation(j - 3, ".")))
      {
        pending += methods.filter {
          $0.kind == .function && $0.name == source[j].text && $0.parameters.isEmpty
        }
      }
    }
    return false
  }

  /// Whether the statements after `end` in the block of token `k` set the same `property` of
  /// `view` again, in the same `switch` clause: the first color is replaced before anything is
  /// drawn (talk-ios sets an editor title `.darkGray`, then `.label`, in one `viewDidLoad`).
  private func isSetAgain(
    _ property: String, of view: String, at k: Int, after end: Int, _ source: SourceFile,
    _ type: TypeDeclaration
  ) -> Bool {
    let block = source.parentBrace[k]
    guard view != Self.unknownView, block >= 0, source.match[block] > end else { return false }
    let cases = caseLabels(around: k, source)
    for j in source.positions(of: property, in: end..<source.match[block])
    where source.parentBrace[j] == block && source.isPunctuation(j + 1, "=") {
      // `backgroundColor = backgroundColor?.withAlphaComponent(0.5)` derives from the first.
      let value = (j + 2)..<max(j + 2, source.statementEnd(from: j + 2))
      if viewName(endingBefore: j, source, in: type) == view,
        caseLabels(around: j, source) == cases,
        !value.contains(where: { source.isIdentifier($0, property) })
      {
        return true
      }
    }
    return false
  }

  /// Whether the method holding token `k` later puts a new view in `view`'s place
  /// (`self.view = self.chatListTable;` after `self.view.backgroundColor = …`): what was set on
  /// the view it replaces is not shown.
  private func isReplaced(
    _ view: String, after k: Int, _ source: SourceFile, _ type: TypeDeclaration
  ) -> Bool {
    guard !view.isEmpty, view != Self.unknownView, let body = methodBody(around: k, source, type),
      source.match[body] > k
    else { return false }
    let name = view.split(separator: ".").last.map(String.init) ?? view
    var places = source.positions(of: name, in: k..<source.match[body])
    if source.language == .objectiveC {
      places += source.positions(of: "_" + name, in: k..<source.match[body])
    }
    // `self.cancelButton = cancelButton;` stores the local of that name: the same view.
    for j in places
    where source.isPunctuation(j + 1, "=")
      && !(source.isIdentifier(j + 2, name) && source.statementEnd(from: j + 2) == j + 3)
    {
      var start = j
      while start >= 2, source.isPunctuation(start - 1, "."), source.isIdentifierToken(start - 2) {
        start -= 2
      }
      // A statement of its own: not `let view = …`, `UIView *view = …` or `a == view`.
      guard
        start == 0 || source.isPunctuation(start - 1, ";") || source.isPunctuation(start - 1, "{")
          || source.isPunctuation(start - 1, "}")
          || (source.language == .swift && source[start - 1].line < source[start].line)
      else { continue }
      // Only where it always follows: in the assignment's block or one around it, not in
      // another branch (`if … { imageView.tintColor = … } else { imageView = UIImageView() }`).
      var around = source.parentBrace[k]
      while around >= 0, around != source.parentBrace[start] { around = source.parentBrace[around] }
      guard around == source.parentBrace[start] else { continue }
      let path =
        source.language == .objectiveC
        ? Self.objectiveCPath(start..<(j + 1), source) : path(start..<(j + 1), source)
      if path == view { return true }
    }
    return false
  }

  /// The receiver of the Objective-C message whose first selector part is at `k`, and the
  /// message's `]`: the names and dots between the `[` and the selector.
  private static func messageReceiver(before k: Int, _ source: SourceFile) -> (
    Range<Int>, close: Int
  )? {
    var j = k - 1
    while j >= 0, source.isIdentifierToken(j) || source.isPunctuation(j, ".") { j -= 1 }
    guard j >= 0, j < k - 1, source.isPunctuation(j, "["), source.match[j] > k else { return nil }
    return ((j + 1)..<k, source.match[j])
  }

  /// The view an Objective-C receiver or argument names: `self.titleLabel` and the instance
  /// variable `_titleLabel` are `titleLabel`, `self` is the type's own view (""); nil for
  /// anything but names joined by dots (a message, a cast).
  private static func objectiveCPath(_ range: Range<Int>, _ source: SourceFile) -> String? {
    var parts: [String] = []
    var expectsName = true
    for k in range {
      if expectsName, source.isIdentifierToken(k) {
        parts.append(source[k].text)
      } else if !expectsName, source.isPunctuation(k, ".") {
      } else {
        return nil
      }
      expectsName.toggle()
    }
    guard !parts.isEmpty, !expectsName else { return nil }
    if parts.first == "self" { parts.removeFirst() }
    if let first = parts.first, first.hasPrefix("_"), first.count > 1 {
      parts[0] = String(first.dropFirst())
    }
    return parts.joined(separator: ".")
  }

  /// The button that a method gives the `UIButton.Configuration` named `configuration` to
  /// (`button.configuration = config`, `let button = UIButton(configuration: config)`), whether
  /// the configuration has a title, and whether its base background is drawn opaque.
  ///
  /// Only configurations the method makes in a style whose colors are the base colors as set:
  /// `.filled()` and `.borderedProminent()` draw the base background, `.plain()` and
  /// `.borderless()` none (the button's container shows). Nil for other styles (`.tinted()` and
  /// `.gray()` tint the background, `.glass()` is a material), a configuration made elsewhere,
  /// or one the method gives to no button.
  private func configuredButton(
    configuration: String, at k: Int, _ source: SourceFile, _ type: TypeDeclaration
  ) -> (button: String, namedAt: Int, hasTitle: Bool, drawsBackground: Bool)? {
    guard !configuration.isEmpty, configuration != Self.unknownView,
      !configuration.contains(".")
    else { return nil }
    guard let body = methodBody(around: k, source, type), source.match[body] > body else {
      return nil
    }
    var button: String?
    var namedAt = k
    var hasTitle = false
    var styles = Set<String>()
    for j in (body + 1)..<source.match[body]
    where source[j].kind == .identifier && source[j].text == configuration {
      // `var config = UIButton.Configuration.filled()`, `config = .plain()`, and each branch
      // of `isMain ? .filled() : .plain()`.
      var value = j + 1
      if source.isPunctuation(value, ":") {
        while value < source.match[body], !source.isPunctuation(value, "=") { value += 1 }
      }
      if source.isPunctuation(value, "="), !source.isPunctuation(j - 1, ".") {
        let end = source.statementEnd(from: value + 1)
        for m in (value + 1)..<end
        where source.isPunctuation(m, ".") && source.isPunctuation(m + 2, "(")
          && source[m + 1].kind == .identifier
        {
          // A call made on something (`UIButton.Configuration.filled()`) or alone (`.filled()`).
          if source.isIdentifier(m - 1, "Configuration") || !source.isIdentifierToken(m - 1) {
            styles.insert(source[m + 1].text)
          }
        }
      }
      if source.isPunctuation(j + 1, "."),
        source.isIdentifier(j + 2, "title") || source.isIdentifier(j + 2, "attributedTitle")
      {
        hasTitle = true
      }
      guard button == nil else { continue }
      if source.isPunctuation(j - 1, "="), source.isIdentifier(j - 2, "configuration"),
        source.isPunctuation(j - 3, ".")
      {
        // `scanButton.configuration = configuration`
        let name = viewName(endingBefore: j - 2, source, in: type)
        if !name.isEmpty, name != Self.unknownView {
          button = name
          namedAt = j
        }
      } else if source.isPunctuation(j - 1, ":"), source.isIdentifier(j - 2, "configuration"),
        source.isPunctuation(j - 3, "(")
      {
        // `let button = UIButton(configuration: config)`
        button = declaredName(before: j - 3, source)
        namedAt = j
      }
    }
    let opaque: Set<String> = ["filled", "borderedProminent"]
    let clear: Set<String> = ["plain", "borderless"]
    guard let button, !styles.isEmpty else { return nil }
    if styles.isSubset(of: opaque) { return (button, namedAt, hasTitle, true) }
    if styles.isSubset(of: clear) { return (button, namedAt, hasTitle, false) }
    return nil
  }

  /// The control states a `for:` argument names, for people: `.highlighted` → `highlighted`,
  /// `[.normal, .highlighted]` → `normal, highlighted`, and `[]` or `UIControl.State()` (the
  /// empty set, which is the normal state) → `normal`.
  static func controlState(_ value: Range<Int>, _ source: SourceFile) -> String {
    let names = value.filter { source[$0].kind == .identifier }.map { source[$0].text }
      .filter { !["UIControl", "State", "UIControlState"].contains($0) }
      .map { name -> String in
        // Objective-C's `UIControlStateHighlighted`.
        guard name.hasPrefix("UIControlState"), name.count > 14 else { return name }
        let state = name.dropFirst(14)
        return state.prefix(1).lowercased() + state.dropFirst()
      }
    return names.isEmpty ? "normal" : names.joined(separator: ", ")
  }

  /// Whether a call hands over a color by a labeled argument (`color:`, `backgroundColor:`,
  /// `fillColor:`), the way a helper that paints a view is called.
  ///
  /// Read from the tokens of the parentheses (labels are names followed by `:` after `(` or `,`),
  /// without building the arguments: it runs for every method call in every type.
  private static func passesAColor(open: Int, _ source: SourceFile) -> Bool {
    let close = source.match[open]
    guard close > open else { return false }
    var j = open + 1
    while j < close {
      let t = source[j]
      if t.kind == .identifier, source.isPunctuation(j + 1, ":"),
        source.isPunctuation(j - 1, "(") || source.isPunctuation(j - 1, ","),
        t.text.hasSuffix("Color") || t.text.hasSuffix("color"), !namesAForeground(t.text)
      {
        return true
      }
      // Nested calls, closures and literals belong to their own calls.
      if t.kind == .punctuation, t.text == "(" || t.text == "[" || t.text == "{",
        source.match[j] > j
      {
        j = source.match[j]
      }
      j += 1
    }
    return false
  }

  /// The lowercased words of a camel-case name: `setSubtitleTextColor` is set, subtitle, text,
  /// color.
  static func words<Name: StringProtocol>(_ name: Name) -> [String] {
    var words: [String] = []
    var start = name.startIndex
    for i in name.indices.dropFirst() where name[i].isUppercase {
      words.append(name[start..<i].lowercased())
      start = i
    }
    words.append(name[start...].lowercased())
    return words
  }

  /// Whether two color expressions are spelled alike (`.white` and `UIColor.white` too).
  static func sameColorSpelling(_ a: Range<Int>, _ b: Range<Int>, _ file: SourceFile) -> Bool {
    func spelled(_ range: Range<Int>) -> [String] {
      var texts = file.trimmed(range).map { file[$0].text }
      if texts.first == "UIColor" { texts.removeFirst() }
      return texts
    }
    return spelled(a) == spelled(b)
  }

  /// Whether a view's name says it is a ground or a decoration behind the content.
  ///
  /// The tint of `bgImg0` or `backgroundOvalView` is not content that needs contrast. A control
  /// or text named for a background (element-ios's "Background mode" `backgroundButton`) is
  /// content.
  static func namesAGround(_ view: String) -> Bool {
    let last = view.split(separator: ".").last ?? Substring(view)
    let named = words(last)
    let content: Set<String> = ["button", "btn", "label", "field", "text", "switch", "control"]
    guard let kind = named.last, !content.contains(kind) else { return false }
    return named.contains { $0 == "bg" || $0 == "background" || $0 == "backdrop" }
  }

  /// Whether a method or argument name says its color is drawn over the view, not under it.
  ///
  /// `setSubtitleTextColor(color:)`, `borderColor:` and `tintColor:` are foregrounds; a name
  /// that also says background or fill (`setLabelBackground(color:)`) is a ground.
  static func namesAForeground(_ name: String) -> Bool {
    let lowered = words(name)
    if lowered.contains(where: { $0 == "background" || $0 == "fill" || $0 == "bg" }) {
      return false
    }
    let foreground: Set<String> = [
      "text", "title", "subtitle", "tint", "border", "shadow", "foreground", "font", "stroke",
      "label", "placeholder", "separator", "outline", "icon", "image",
    ]
    return lowered.contains { foreground.contains($0) }
  }

  private func assignment(
    view: String, _ property: Assignment.Property, value: Range<Int>, at k: Int,
    _ source: SourceFile, _ type: TypeDeclaration
  ) -> Assignment {
    Assignment(
      view: view, property: property, value: value, file: type.file, line: source[k].line,
      column: source[k].column, branch: branch(around: k, source),
      cases: caseLabels(around: k, source), scope: localScope(of: view, at: k, source, type))
  }

  /// The function or Objective-C method whose body opens at `brace` in the file.
  private func method(opening brace: Int, file: Int) -> MemberDeclaration? {
    member(opening: brace, file: file).flatMap {
      $0.kind == .function || $0.kind == .objectiveCMethod ? $0 : nil
    }
  }

  /// The member of any kind (a function, an initializer, a property's getter) whose body opens
  /// at `brace` in the file.
  private func member(opening brace: Int, file: Int) -> MemberDeclaration? {
    index.membersByFile[file].lazy.map { self.index.members[$0] }.first {
      $0.body?.lowerBound == brace + 1
    }
  }

  /// The `{` of the method (or property initializer) of `type` that holds token `k`; nil at the
  /// type's own level.
  private func methodBody(around k: Int, _ source: SourceFile, _ type: TypeDeclaration) -> Int? {
    var body = source.parentBrace[k]
    while body > type.open, source.parentBrace[body] != type.open {
      body = source.parentBrace[body]
    }
    return body > type.open ? body : nil
  }

  /// The `{` of the method around token `k` whose local `view` is: one it makes
  /// (`let button = UIButton()`) or any other it declares (`let cell = …cellForRow(at:)`); nil
  /// for a property, a parameter, a loop's or closure's variable, or a local standing for a
  /// property of its name (`if let button = button`).
  private func localScope(of view: String, at k: Int, _ source: SourceFile, _ type: TypeDeclaration)
    -> Int?
  {
    // `cell.nameLabel` is inside the local `cell`.
    guard view != Self.unknownView,
      let view = view.split(separator: ".").first.map(String.init),
      let body = methodBody(around: k, source, type)
    else { return nil }
    for j in body..<k where source.isPunctuation(j, "=") {
      guard source.isIdentifier(j - 1, view),
        source.isIdentifier(j - 2, "let") || source.isIdentifier(j - 2, "var"),
        source[j + 1].kind == .identifier, source[j + 1].text.first?.isUppercase == true,
        source.isPunctuation(j + 2, "(")
          || (source.isPunctuation(j + 2, ".") && source.isIdentifier(j + 3, "init"))
      else { continue }
      // In a property's initializer closure, the local is the property.
      return closureOwner(of: k, local: view, file: type.file) == nil ? body : nil
    }
    // Any other local the method declares (`let cell = tableView.cellForRow(at: path)`,
    // `UITableViewCell *cell = …`) is that view only within the method, unless it stands for a
    // property of the same name (`if let button = button`; Objective-C's `@property` is one).
    if let local = source.localDeclaration(of: view, before: k), local.nameIndex > body,
      source.memberDeclarations(of: view).isEmpty,
      closureOwner(of: k, local: view, file: type.file) == nil
    {
      // The block that declares it: each `({ UIButton *button = …; button; })` has its own.
      return source.parentBrace[local.nameIndex]
    }
    return nil
  }

  /// The labels of the `switch` clauses that hold token `k`, innermost first.
  private func caseLabels(around k: Int, _ source: SourceFile) -> [Int] {
    var labels: [Int] = []
    var inner = k
    var brace = source.parentBrace[k]
    while brace > 0 {
      if switchSubject(ofBody: brace, source) != nil,
        let label = source.caseLabel(before: inner, inBlock: brace)
      {
        labels.append(label)
      }
      inner = brace
      brace = source.parentBrace[brace]
    }
    return labels
  }

  /// What a `switch` switches over (`look`, `(lhs, rhs)`), when `brace` opens its body.
  private func switchSubject(ofBody brace: Int, _ source: SourceFile) -> String? {
    switchSubjectRange(ofBody: brace, source).map { ColorUseReader.text($0, source) }
  }

  /// The tokens of what a `switch` switches over, when `brace` opens its body.
  private func switchSubjectRange(ofBody brace: Int, _ source: SourceFile) -> Range<Int>? {
    guard brace > 0 else { return nil }
    return keyword("switch", opening: brace, source).map { ($0 + 1)..<brace }
  }

  /// The `if` or `switch` on the line of `brace` whose body it opens, or on the line before for
  /// a brace that begins its line.
  private func keyword(_ name: String, opening brace: Int, _ source: SourceFile) -> Int? {
    var j = brace - 1
    guard j >= 0 else { return nil }
    // Allman style: `if self.isEnabled` on one line, its `{` on the next.
    let line = source[j].line < source[brace].line ? source[j].line : source[brace].line
    while j >= 0, source[j].line == line, !source.isPunctuation(j, "}") {
      if source.isIdentifier(j, name), source.parentBrace[j] == source.parentBrace[brace] {
        return j
      }
      j -= 1
    }
    return nil
  }

  /// UIKit's controls.
  private static let controls: Set<String> = [
    "UIControl", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper",
    "UITextField", "UIDatePicker", "UIPageControl",
  ]

  /// Whether a type is one of UIKit's controls, or the project's subclass of one: its own
  /// `isEnabled` is UIKit's enabled state.
  private func isControl(_ type: String) -> Bool {
    inherits(type, anyOf: Self.controls)
  }

  /// Whether the project's type inherits from one of `classes`, through at most 16 of the
  /// project's declarations.
  private func inherits(_ type: String, anyOf classes: Set<String>) -> Bool {
    var pending = [SourceIndex.lastComponent(type)]
    var seen = Set<String>()
    while let next = pending.popLast(), seen.insert(next).inserted, seen.count < 16 {
      let inherited = index.inherited(by: next)
      if inherited.contains(where: classes.contains) { return true }
      pending += inherited
    }
    return false
  }

  /// The parts of a color expression that are a control's disabled look, which WCAG exempts.
  ///
  /// A color the code names for that state (`disabledTint`, seafile's
  /// `BOTTOM_TOOL_VIEW_DISABLE_COLOR`), and the branch of a ternary on an enabled flag taken
  /// while it is off (`button.isEnabled ? normalTint : .tertiaryLabel`).
  private func disabledParts(_ range: Range<Int>, _ source: SourceFile) -> [Range<Int>] {
    if let (condition, whenTrue, whenFalse) = reader.ternary(range, source) {
      if let flag = testedFlag(condition, source) {
        let name = flag.path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        if name == "enabled" || name == "isenabled" {
          return flag.negated ? [whenTrue] : [whenFalse]
        }
        if name == "disabled" || name == "isdisabled" {
          return flag.negated ? [whenFalse] : [whenTrue]
        }
      }
      return disabledParts(whenTrue, source) + disabledParts(whenFalse, source)
    }
    let named = range.contains { k in
      source[k].kind == .identifier && source[k].text.lowercased().contains("disable")
    }
    return named ? [range] : []
  }

  /// The colors an assignment stands for in its disabled look, as `ColorUseReader.uses` reads
  /// them (case by case too), to tell which of its pairings are that look.
  private func disabledUses(of assignment: Assignment, in type: String) -> Set<ColorUse> {
    let source = index.files[assignment.file]
    var uses = Set<ColorUse>()
    for part in disabledParts(assignment.value, source) {
      uses.formUnion(reader.uses(part, file: assignment.file, selfType: type, flavor: .uikit))
      uses.formUnion(
        reader.variants(part, file: assignment.file, selfType: type, flavor: .uikit).map(\.use))
    }
    return uses
  }

  // MARK: - One condition choosing both colors

  /// A Boolean the code tests (`isSelected`, `self.isSelected`, `!viewModel.isActive`): its path
  /// without `self.`, and whether it is negated; nil for anything else.
  private func testedFlag(_ range: Range<Int>, _ source: SourceFile) -> (
    path: String, negated: Bool
  )? {
    var range = range
    // `if (self.isSelected) {`: the parentheses Objective-C needs and Swift allows.
    while range.count > 2, source.isPunctuation(range.lowerBound, "("),
      source.match[range.lowerBound] == range.upperBound - 1
    {
      range = (range.lowerBound + 1)..<(range.upperBound - 1)
    }
    var start = range.lowerBound
    var negated = false
    while start < range.upperBound, source.isPunctuation(start, "!") {
      negated.toggle()
      start += 1
    }
    guard start < range.upperBound, let path = path(start..<range.upperBound, source) else {
      return nil
    }
    return (path, negated)
  }

  /// The `{` of the `if` body whose branch opens at `brace`, and whether `brace` is its `else`.
  private static func ifBody(ofBranch brace: Int, _ source: SourceFile) -> (
    body: Int, inElse: Bool
  ) {
    if source.isIdentifier(brace - 1, "else"), source.isPunctuation(brace - 2, "}") {
      return (source.match[brace - 2], true)
    }
    return (brace, false)
  }

  /// What `flag` is where `assignment` runs, when an enclosing `if`/`else` or `switch` clause
  /// decides it: `if isSelected {`, its `else`, or `case (.today, true):` of
  /// `switch (day, isSelected)`.
  private func value(of flag: String, at assignment: Assignment, _ source: SourceFile) -> Bool? {
    if let brace = assignment.branch {
      let (body, inElse) = Self.ifBody(ofBranch: brace, source)
      if body >= 0, let keyword = keyword("if", opening: body, source),
        let tested = testedFlag((keyword + 1)..<body, source), tested.path == flag
      {
        return tested.negated == inElse
      }
    }
    for label in assignment.cases {
      guard let subject = switchSubjectRange(ofBody: source.parentBrace[label], source),
        source.isPunctuation(subject.lowerBound, "("),
        source.match[subject.lowerBound] == subject.upperBound - 1
      else { continue }
      let elements = source.split((subject.lowerBound + 1)..<(subject.upperBound - 1), by: ",")
      guard let position = elements.firstIndex(where: { path($0, source) == flag }) else {
        continue
      }
      // Every pattern of the clause says the same of the flag: `case (.future, true), (.past, true):`.
      var colon = label + 1
      while colon < source.count,
        !source.isPunctuation(colon, ":")
          || source.parentBrace[colon]
            != source.parentBrace[label]
      {
        colon += 1
      }
      var decided: Bool?
      for pattern in source.split((label + 1)..<colon, by: ",") where !pattern.isEmpty {
        guard source.isPunctuation(pattern.lowerBound, "("),
          source.match[pattern.lowerBound] == pattern.upperBound - 1
        else { return nil }
        let parts = source.split((pattern.lowerBound + 1)..<(pattern.upperBound - 1), by: ",")
        guard parts.count == elements.count, parts[position].count == 1 else { return nil }
        let word = source[parts[position].lowerBound].text
        guard word == "true" || word == "false", decided == nil || decided == (word == "true")
        else { return nil }
        decided = word == "true"
      }
      return decided
    }
    return nil
  }

  /// The foreground and background as one condition draws them together.
  ///
  /// A background chosen by a flag (`backgroundColor = isSelected ? .tint : .background`) goes
  /// with a foreground set where the flag is decided only in that branch: in `if isSelected {`,
  /// its `else`, a `switch (day, isSelected)` clause, or a ternary on the same flag. Anything
  /// else pairs with both branches, as before.
  private func drawnTogether(_ foreground: Assignment, _ background: Assignment) -> [(
    foreground: Assignment, background: Assignment
  )] {
    guard foreground.file == background.file else { return [(foreground, background)] }
    let source = index.files[background.file]
    guard let split = reader.ternary(background.value, source),
      let flag = testedFlag(split.condition, source)
    else { return [(foreground, background)] }
    func narrowed(_ assignment: Assignment, _ range: Range<Int>) -> Assignment {
      var copy = assignment
      copy.value = range
      return copy
    }
    func side(_ holds: Bool) -> Range<Int> {
      holds != flag.negated ? split.whenTrue : split.whenFalse
    }
    if let own = reader.ternary(foreground.value, source),
      let ownFlag = testedFlag(own.condition, source), ownFlag.path == flag.path
    {
      return [true, false].map { holds in
        (
          narrowed(foreground, holds != ownFlag.negated ? own.whenTrue : own.whenFalse),
          narrowed(background, side(holds))
        )
      }
    }
    if let holds = value(of: flag.path, at: foreground, source) {
      return [(foreground, narrowed(background, side(holds)))]
    }
    return [(foreground, background)]
  }

  /// The appearances an assignment is made in: those an enclosing branch that tests the trait
  /// collection's style allows (`switch traitCollection.userInterfaceStyle { case .dark: … default:
  /// … }`, `if traitCollection.userInterfaceStyle == .dark { … } else { … }`); all of them
  /// otherwise.
  ///
  /// beam (read to check) sets a header's dark colors under `case .dark:` and its light ones
  /// under `default:`; the light ones were measured in Dark Mode too.
  private func appearances(of assignment: Assignment) -> Set<Style> {
    let source = index.files[assignment.file]
    var styles = Set(Style.allCases)
    var brace = source.parentBrace[assignment.value.lowerBound]
    while brace > 0 {
      let (body, inElse) = Self.ifBody(ofBranch: brace, source)
      if body >= 0, let keyword = keyword("if", opening: body, source),
        let tested = testedStyle((keyword + 1)..<body, source)
      {
        styles.formIntersection(inElse ? Set(Style.allCases).subtracting(tested) : tested)
      }
      brace = source.parentBrace[brace]
    }
    for label in assignment.cases {
      let body = source.parentBrace[label]
      guard let subject = switchSubjectRange(ofBody: body, source),
        Self.isCurrentStyle(ColorUseReader.text(subject, source))
      else { continue }
      if let listed = Self.styles(inCase: label, source) {
        styles.formIntersection(listed)
      } else if source.isIdentifier(label, "default") {
        var others = Set<Style>()
        for k in (body + 1)..<source.match[body]
        where source.parentBrace[k] == body && source.isIdentifier(k, "case") {
          others.formUnion(Self.styles(inCase: k, source) ?? [])
        }
        styles.subtract(others)
      }
    }
    return styles
  }

  /// The styles `tested` is true in, when the condition compares the current trait
  /// collection's style with one style (`traitCollection.userInterfaceStyle == .dark`,
  /// `self.traitCollection.userInterfaceStyle != UIUserInterfaceStyleLight`).
  private func testedStyle(_ range: Range<Int>, _ source: SourceFile) -> Set<Style>? {
    var text = ColorUseReader.text(range, source).filter { $0 != " " }
    while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
    for (comparison, negated) in [("==", false), ("!=", true)] {
      let sides = text.components(separatedBy: comparison)
      guard sides.count == 2, Self.isCurrentStyle(sides[0]), let style = Self.style(sides[1])
      else { continue }
      return negated ? Set(Style.allCases).subtracting([style]) : [style]
    }
    return nil
  }

  /// Whether an expression reads the current trait collection's style (not a previous one's).
  private static func isCurrentStyle(_ text: String) -> Bool {
    var text = text.filter { $0 != " " }
    while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
    return text.hasSuffix("userInterfaceStyle") && !text.lowercased().contains("previous")
      && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "?" }
  }

  private static func style(_ text: String) -> Style? {
    switch text {
    case ".dark", "UIUserInterfaceStyle.dark", "UIUserInterfaceStyleDark": return .dark
    case ".light", "UIUserInterfaceStyle.light", "UIUserInterfaceStyleLight": return .light
    default: return nil
    }
  }

  /// The styles a `case` label's patterns name; nil for `default` or a pattern that is not a
  /// style (`.unspecified` is left out: it is not a clause to decide from).
  private static func styles(inCase label: Int, _ source: SourceFile) -> Set<Style>? {
    guard source.isIdentifier(label, "case") else { return nil }
    var colon = label + 1
    while colon < source.count,
      !source.isPunctuation(colon, ":") || source.parentBrace[colon] != source.parentBrace[label]
    {
      colon += 1
    }
    var styles = Set<Style>()
    for pattern in source.split((label + 1)..<colon, by: ",") where !pattern.isEmpty {
      let text = ColorUseReader.text(pattern, source).filter { $0 != " " }
      if let style = style(text) {
        styles.insert(style)
      } else if text != ".unspecified" && text != "UIUserInterfaceStyleUnspecified" {
        return nil
      }
    }
    return styles
  }

  /// The pattern of a `case` label (`.solid`), or nil for `default`.
  private func casePattern(_ label: Int, _ source: SourceFile) -> String? {
    guard source.isIdentifier(label, "case") else { return nil }
    var end = label + 1
    while end < source.count, !source.isPunctuation(end, ":") { end += 1 }
    return ColorUseReader.text((label + 1)..<end, source)
  }

  /// Whether a statement `name = …` between tokens `low` and `high` always runs before `high`
  /// (in its block or one around it) and puts another object in `name`.
  private static func isReassigned(
    _ name: String, between low: Int, and high: Int, _ source: SourceFile
  ) -> Bool {
    guard high > low + 1 else { return false }
    for j in source.positions(of: name, in: (low + 1)..<high)
    where source.isPunctuation(j + 1, "=")
      && (source.isPunctuation(j - 1, ";") || source.isPunctuation(j - 1, "{")
        || source.isPunctuation(j - 1, "}")
        || (source.language == .swift && source[j - 1].line < source[j].line))
    {
      var around = source.parentBrace[high]
      while around >= 0, around != source.parentBrace[j] { around = source.parentBrace[around] }
      if around == source.parentBrace[j] { return true }
    }
    return false
  }

  /// Whether a title set for a control state can be drawn on a ground set in a branch on that
  /// state: a `.selected` title not where the code tests `isSelected` false, and a `.normal`
  /// one not where it tests it true when the type sets a `.selected` title for the view too
  /// (UIKit falls back to the normal title otherwise); the same for `.highlighted`.
  ///
  /// cosmostation's `SmallButton` titles itself white when selected and gray otherwise, and
  /// sets its ground in `if (self.isSelected) { … } else { … }`: the gray title was paired with
  /// the selected ground as well.
  private func stateAllows(_ title: Assignment, on ground: Assignment, _ facts: TypeFacts)
    -> Bool
  {
    guard case .title(let state) = title.property else { return true }
    let source = index.files[ground.file]
    for (flag, special) in [("isSelected", "selected"), ("isHighlighted", "highlighted")] {
      guard let holds = value(of: flag, at: ground, source) else { continue }
      if state == special { return holds }
      if state == "normal", holds,
        facts.assignments.contains(where: {
          $0.view == title.view && $0.property == .title(state: special)
        })
      {
        return false
      }
    }
    return true
  }

  /// Whether the statement at `k` runs only in some states: inside an `if` or `else` body or a
  /// `switch` clause, not counting an Objective-C initializer's `if (self)` or an availability
  /// check the audited iOS passes.
  private func isConditional(_ k: Int, _ source: SourceFile) -> Bool {
    if !caseLabels(around: k, source).isEmpty { return true }
    var inner = k
    while let brace = branch(around: inner, source) {
      if let keyword = keyword("if", opening: brace, source),
        !source.isIdentifier(brace - 1, "else"),
        (keyword + 1..<brace).contains(where: { source.isIdentifier($0, "self") }),
        !(keyword + 1..<brace).contains(where: {
          source.isPunctuation($0, "&&") || source.isPunctuation($0, "||")
            || source.isPunctuation($0, ".")
        })
      {
        // `if (self) {`, `if ((self = [super init])) {`, `if self != nil {`.
        inner = brace
        continue
      }
      return true
    }
    return false
  }

  /// The `{` of the nearest enclosing `if` or `else` body (`switch` clauses: `caseLabels`).
  private func branch(around k: Int, _ source: SourceFile) -> Int? {
    var brace = source.parentBrace[k]
    while brace > 0 {
      // `if #available(iOS 26, *) { … }` holds on the audited iOS: not a state of its own.
      if source.opensBlockForNewestIOS(brace) {
        brace = source.parentBrace[brace]
        continue
      }
      if source.isIdentifier(brace - 1, "else") { return brace }
      if keyword("if", opening: brace, source) != nil { return brace }
      brace = source.parentBrace[brace]
    }
    return nil
  }

  /// UIKit's views whose content is a picture or a page: what is laid over them is not on one
  /// color.
  static let pictureTypes: Set<String> = [
    "UIImageView", "WKWebView", "UIWebView", "MKMapView", "PDFView", "ARSCNView", "SCNView",
    "SKView", "MTKView", "AVPlayerView", "PHLivePhotoView",
  ]

  /// Whether a view inserted at the back of another fills it, rather than being a bar or a
  /// mark behind the content: its frame is set from bounds, or its name says it is a ground
  /// (`backgroundView`, `stackBgView`, `fillView`).
  private static func fills(_ view: String, _ facts: TypeFacts) -> Bool {
    if facts.fills.contains(view) { return true }
    let name = (view.split(separator: ".").last.map(String.init) ?? view).lowercased()
    return name.contains("background") || name.hasSuffix("bg") || name.contains("bgview")
      || name.contains("fill")
  }

  /// Whether two assignments can hold at once: not in two different branches of conditions.
  private func canCoexist(_ a: Assignment, _ b: Assignment) -> Bool {
    // A method's local is not the view of the same name elsewhere.
    if a.scope != nil || b.scope != nil, a.file != b.file || a.scope != b.scope,
      a.view.split(separator: ".").first == b.view.split(separator: ".").first
    {
      return false
    }
    guard a.file == b.file else { return true }
    let source = index.files[a.file]
    // `cell = [tableView dequeueReusableCellWithIdentifier:…]` between them: the later one is
    // set on another object (a placeholder cell's red is not the real cell's ground).
    if let root = a.view.split(separator: ".").first, root == b.view.split(separator: ".").first,
      Self.isReassigned(
        String(root), between: min(a.value.lowerBound, b.value.lowerBound),
        and: max(a.value.lowerBound, b.value.lowerBound), source)
    {
      return false
    }
    // Two clauses of one `switch` are two states; so are two different cases of two switches
    // over the same value (`case .solid:` in `applyStyle()` and `case .outline:` in
    // `startLoading()`).
    for x in a.cases {
      for y in b.cases where x != y {
        let (xSwitch, ySwitch) = (source.parentBrace[x], source.parentBrace[y])
        if xSwitch == ySwitch { return false }
        if let p = casePattern(x, source), let q = casePattern(y, source), p != q,
          let subject = switchSubject(ofBody: xSwitch, source),
          subject == switchSubject(ofBody: ySwitch, source)
        {
          return false
        }
      }
    }
    guard let x = a.branch, let y = b.branch, x != y else { return true }
    // Branches of two methods are not two states of one condition: an Objective-C
    // initializer's `if (self) {` holds the ground that a later `if` of another method draws on.
    if let m = method(of: a), let n = method(of: b), m != n { return true }
    // One branch inside the other holds together with it.
    var p = source.parentBrace[x]
    while p >= 0 {
      if p == y { return true }
      p = source.parentBrace[p]
    }
    p = source.parentBrace[y]
    while p >= 0 {
      if p == x { return true }
      p = source.parentBrace[p]
    }
    return false
  }

  /// The function or property body an assignment is written in: its file and its `{`.
  struct MethodPlace: Hashable {
    var file: Int
    var brace: Int
  }

  /// An assignment, by its file and the first token of its value.
  struct AssignmentPlace: Hashable {
    var file: Int
    var start: Int
  }

  /// The backgrounds that go with `foreground`'s style.
  ///
  /// A type often has one method per style (`applyPrimaryButtonStyle()`,
  /// `applySecondaryButtonStyle()`), each setting the view's title and background. When the
  /// foreground's method sets a background too, a background set in another method that sets
  /// its own foreground on the same view belongs to that other style. A background a method sets
  /// alone (`setConnected()` recolors only the view), or one set where the foreground's method
  /// sets none (`update(state:)` only turns the text red), goes with every foreground.
  private func sameStyle(
    _ backgrounds: [Assignment], as foreground: Assignment, in type: String, _ facts: TypeFacts,
    methods: inout [AssignmentPlace: MethodPlace?], calls: inout [MethodPlace: Set<MethodPlace>]
  ) -> [Assignment] {
    guard !backgrounds.isEmpty else { return backgrounds }
    var backgrounds = backgrounds
    func place(_ a: Assignment) -> MethodPlace? {
      let key = AssignmentPlace(file: a.file, start: a.value.lowerBound)
      if let known = methods[key] { return known }
      let found = method(of: a)
      methods[key] = .some(found)
      return found
    }
    let own = place(foreground)
    // A method that calls one of the type's own that sets the ground (`[self reset];` before
    // showing one state, `applyBaseStyle()`), or that such a method calls (`resetMessage`
    // called by `reset`), draws on those grounds or its own, not on another state's.
    if let own {
      func called(from method: MethodPlace) -> Set<MethodPlace> {
        if let known = calls[method] { return known }
        let found = calledMethods(from: method, in: type)
        calls[method] = found
        return found
      }
      var related = called(from: own)
      for memberIndex in index.membersByHolder[type] ?? [] {
        let member = index.members[memberIndex]
        guard let body = member.body else { continue }
        let caller = MethodPlace(file: member.file, brace: body.lowerBound - 1)
        if caller != own, called(from: caller).contains(own) {
          related.insert(caller)
          related.formUnion(called(from: caller))
        }
      }
      related.remove(own)
      if !related.isEmpty {
        let inEffect = backgrounds.filter { background in
          place(background).map { $0 == own || related.contains($0) } ?? false
        }
        if !inEffect.isEmpty { backgrounds = inEffect }
      }
    }
    // The color a view is made with (in its property's initializer, `init`, `viewDidLoad`) is
    // replaced wherever another method sets that color together with a ground: the ground is
    // that method's state. `cancelButtonPressed()` darkens a button and lightens its label.
    if isInitialSetup(foreground) {
      backgrounds = backgrounds.filter { background in
        guard let other = place(background), other != own else { return true }
        return !facts.assignments.contains {
          $0.view == foreground.view && $0.property == foreground.property && place($0) == other
        }
      }
    }
    let ownSetsGround =
      own.map { own in
        facts.assignments.contains { $0.property == .background && place($0) == own }
          || facts.paintedBy.values.contains { place($0) == own }
          // A button style that draws its own background images.
          || setsBackgroundImage(in: own)
      } ?? false
    guard ownSetsGround else { return backgrounds }
    return backgrounds.filter { background in
      guard let other = place(background), other != own else { return true }
      return !facts.assignments.contains {
        $0.view == foreground.view && $0.property != .background && $0.property != .font
          && place($0) == other
      }
    }
  }

  /// The bodies of the type's own methods that `method` calls on itself: `reset()`,
  /// `self.reset()`, Objective-C's `[self reset]` and `[self resetWithState:…]`.
  private func calledMethods(from method: MethodPlace, in type: String) -> Set<MethodPlace> {
    let source = index.files[method.file]
    let end = source.match[method.brace]
    guard end > method.brace else { return [] }
    var found = Set<MethodPlace>()
    for j in (method.brace + 1)..<end where source[j].kind == .identifier {
      let name: String
      if source.language == .objectiveC {
        guard source.isIdentifier(j - 1, "self"), source.isPunctuation(j - 2, "[") else {
          continue
        }
        if source.isPunctuation(j + 1, "]") {
          name = source[j].text
        } else if source.isPunctuation(j + 1, ":") {
          name = source[j].text + ":"
        } else {
          continue
        }
      } else {
        guard source.isPunctuation(j + 1, "("),
          !source.isPunctuation(j - 1, ".")
            || (source.isIdentifier(j - 2, "self") && !source.isPunctuation(j - 3, "."))
        else { continue }
        name = source[j].text
      }
      for member in index.members(named: name, in: type) {
        guard let body = member.body, body != (method.brace + 1)..<end else { continue }
        found.insert(MethodPlace(file: member.file, brace: body.lowerBound - 1))
      }
    }
    return found
  }

  private func setsBackgroundImage(in method: MethodPlace) -> Bool {
    let source = index.files[method.file]
    let end = source.match[method.brace]
    guard end > method.brace else { return false }
    return ((method.brace + 1)..<end).contains { source.isIdentifier($0, "setBackgroundImage") }
  }

  private func method(of assignment: Assignment) -> MethodPlace? {
    let source = index.files[assignment.file]
    var brace = source.parentBrace[assignment.value.lowerBound]
    while brace >= 0 {
      if index.membersByFile[assignment.file].contains(where: {
        index.members[$0].body?.lowerBound == brace + 1
      }) {
        return MethodPlace(file: assignment.file, brace: brace)
      }
      brace = source.parentBrace[brace]
    }
    return nil
  }

  /// Whether an assignment is part of making the view: in a stored property's initializer, an
  /// initializer, `awakeFromNib`, `loadView` or `viewDidLoad`, which run before any other method
  /// can restyle it.
  private func isInitialSetup(_ assignment: Assignment) -> Bool {
    let source = index.files[assignment.file]
    var brace = source.parentBrace[assignment.value.lowerBound]
    while brace >= 0 {
      for memberIndex in index.membersByFile[assignment.file] {
        let member = index.members[memberIndex]
        if member.value?.contains(brace) == true { return !member.isStatic }
        guard member.body?.lowerBound == brace + 1 else { continue }
        switch member.kind {
        case .initializer: return true
        case .objectiveCMethod:
          return member.name.hasPrefix("init") || Self.setUpMethods.contains(member.name)
        default: return Self.setUpMethods.contains(member.name)
        }
      }
      brace = source.parentBrace[brace]
    }
    return false
  }

  private static let setUpMethods: Set<String> = ["awakeFromNib", "loadView", "viewDidLoad"]

  /// Colors set while a cell or control is selected or highlighted go with the selection's
  /// background, which UIKit draws, not the view's: those are not paired.
  private func isStateHandler(around k: Int, file: Int) -> Bool {
    let source = index.files[file]
    var brace = source.parentBrace[k]
    while brace >= 0 {
      if let member = index.membersByFile[file].map({ index.members[$0] }).first(where: {
        $0.body?.lowerBound == brace + 1 || $0.value?.contains(brace) == true
      }) {
        let name = member.name.lowercased()
        return name.contains("selected") || name.contains("highlighted")
      }
      // `didSet` of `isSelected`.
      if source.isIdentifier(brace - 1, "didSet") || source.isIdentifier(brace - 1, "willSet") {
        var j = brace - 2
        while j >= 0, !source.isIdentifier(j, "var") { j -= 1 }
        if j >= 0, source.isIdentifierToken(j + 1) {
          let name = source[j + 1].text.lowercased()
          if name.contains("selected") || name.contains("highlighted") { return true }
        }
      }
      brace = source.parentBrace[brace]
    }
    return false
  }

  /// The view a property is set on.
  ///
  /// `titleLabel.textColor` → `titleLabel`; `textColor` and `self.textColor` → the type's own
  /// view (""). A local made inside a property's closure initializer is that property.
  private func viewName(endingBefore k: Int, _ source: SourceFile, in type: TypeDeclaration)
    -> String
  {
    var parts: [String] = []
    var j = k - 1
    guard source.isPunctuation(j, ".") else { return "" }
    j -= 1
    while j >= 0 {
      let t = source[j]
      if t.isPunctuation("?") || t.isPunctuation("!") {
        j -= 1
        continue
      }
      // `UISearchBar.appearance().tintColor`, `cells[0].textColor`: not a view of this type.
      guard t.kind == .identifier else { return Self.unknownView }
      parts.insert(t.text, at: 0)
      if source.isPunctuation(j - 1, ".") {
        j -= 2
        continue
      }
      break
    }
    if parts.first == "self" { parts.removeFirst() }
    // `_titleLabel.textColor = …`: the instance variable behind the property `titleLabel`.
    if source.language == .objectiveC, let first = parts.first, first.hasPrefix("_"),
      first.count > 1
    {
      parts[0] = String(first.dropFirst())
    }
    // `let title = UILabel().then { $0.textColor = … }`: `$0` is what the closure configures.
    if parts.first == "$0" {
      let brace = source.parentBrace[k]
      guard brace >= 0, let owner = configuredName(closure: brace, file: type.file) else {
        return Self.unknownView
      }
      parts[0] = owner
    }
    var name = parts.joined(separator: ".")
    if parts.count == 1, let owner = closureOwner(of: k, local: parts[0], file: type.file) {
      name = owner
    }
    return name
  }

  /// Whether a method or closure around token `k` declares a local `name` before it: `var name`,
  /// `let name`, or a later name of a list (`var textColor, backgroundColor: UIColor?`).
  static func declaresLocal(_ name: String, before k: Int, _ source: SourceFile) -> Bool {
    for p in source.positions(of: name, in: 0..<k).reversed() {
      let scope = source.parentBrace[p]
      guard scope >= 0, !source.isTypeBody(scope), source.isInside(k, scope: scope) else {
        continue
      }
      var j = p - 1
      while source.isPunctuation(j, ","), source.isIdentifierToken(j - 1) { j -= 2 }
      if source.isIdentifier(j, "var") || source.isIdentifier(j, "let") { return true }
    }
    return false
  }

  /// Records the collection a loop's or `forEach` closure's element stands for, when `view` is
  /// that element.
  private func noteCollection(
    of view: String, _ property: Assignment.Property, at k: Int, _ source: SourceFile,
    _ type: TypeDeclaration, _ facts: inout TypeFacts
  ) {
    // An element is a local: a view the type declares (most assignments) is not looked up.
    guard !view.isEmpty, !view.contains("."), view != Self.unknownView,
      index.members(named: view, in: type.name).isEmpty,
      let collection = iteratedCollection(at: k, element: view, source)
    else { return }
    facts.restyledCollections.append((collection, property))
  }

  /// The collection whose elements `element` stands for at token `k`.
  ///
  /// `for button in buttons {` or `buttons.forEach { button in` (also `{ (button: UIButton) in`):
  /// code that styles each element styles the collection, as an outlet collection names it.
  private func iteratedCollection(at k: Int, element: String, _ source: SourceFile) -> String? {
    var brace = source.parentBrace[k]
    while brace > 0 {
      // `for element in path {`
      var j = brace - 1
      while j > 0, !source.isIdentifier(j, "in"),
        source.isIdentifierToken(j) || source.isPunctuation(j, ".")
      {
        j -= 1
      }
      if j + 1 < brace, source.isIdentifier(j, "in"), source.isIdentifier(j - 1, element),
        source.isIdentifier(j - 2, "for"), let path = path((j + 1)..<brace, source)
      {
        return path.split(separator: ".").last.map(String.init)
      }
      // `path.forEach { element in` or `{ (element: Type) in`
      if source.isIdentifier(brace - 1, "forEach"), source.isPunctuation(brace - 2, "."),
        closureParameter(opening: brace, source) == element
      {
        var start = brace - 2
        while start > 0, source.isIdentifierToken(start - 1) || source.isPunctuation(start - 1, ".")
        {
          start -= 1
        }
        if let path = path(start..<(brace - 2), source) {
          return path.split(separator: ".").last.map(String.init)
        }
      }
      brace = source.parentBrace[brace]
    }
    return nil
  }

  /// The views of an array literal `[a, b]` whose `]` is at `close`; nil when it is not one,
  /// or an element is not a view's name.
  private func listedViews(endingAt close: Int, _ source: SourceFile) -> [String]? {
    guard close > 0, source.isPunctuation(close, "]"), case let open = source.match[close],
      (0..<close).contains(open)
    else { return nil }
    var views: [String] = []
    for element in source.split((open + 1)..<close, by: ",") {
      guard let view = path(element, source) else { return nil }
      views.append(view)
    }
    return views.isEmpty ? nil : views
  }

  /// The views an element stands for at token `k`, when it is the element of `[a, b].forEach {
  /// … }` (`$0` or the closure's parameter) or of `for element in [a, b] {`.
  private func listedViews(iteratedAs element: String, at k: Int, _ source: SourceFile)
    -> [String]?
  {
    let brace = source.parentBrace[k]
    guard brace > 3 else { return nil }
    if source.isIdentifier(brace - 1, "forEach"), source.isPunctuation(brace - 2, "."),
      element == "$0" || closureParameter(opening: brace, source) == element
    {
      return listedViews(endingAt: brace - 3, source)
    }
    if source.isPunctuation(brace - 1, "]"), case let open = source.match[brace - 1],
      open > 2, source.isIdentifier(open - 1, "in"), source.isIdentifier(open - 2, element),
      source.isIdentifier(open - 3, "for")
    {
      return listedViews(endingAt: brace - 1, source)
    }
    return nil
  }

  /// The one parameter a closure names: `{ button in`, `{ (button) in`, `{ (button: UIButton) in`.
  private func closureParameter(opening brace: Int, _ source: SourceFile) -> String? {
    if source.isIdentifierToken(brace + 1), source.isIdentifier(brace + 2, "in") {
      return source[brace + 1].text
    }
    guard source.isPunctuation(brace + 1, "("), source.isIdentifierToken(brace + 2) else {
      return nil
    }
    let close = source.match[brace + 1]
    guard close > brace, source.isIdentifier(close + 1, "in"),
      source.isPunctuation(brace + 3, ")") || source.isPunctuation(brace + 3, ":")
    else { return nil }
    return source[brace + 2].text
  }

  /// The property or local a configuring closure (`.then { … }`, `.with { … }`) is stored in.
  private func configuredName(closure brace: Int, file: Int) -> String? {
    let source = index.files[file]
    // `dismissButton.do { $0… }`: the view the call is made on.
    if source.isIdentifierToken(brace - 1), source.isPunctuation(brace - 2, "."),
      source.isIdentifierToken(brace - 3), !source.isPunctuation(brace - 4, ".")
    {
      return source[brace - 3].text == "self" ? nil : source[brace - 3].text
    }
    for m in index.membersByFile[file] where index.members[m].kind == .property {
      if let value = index.members[m].value, value.contains(brace) { return index.members[m].name }
    }
    return declaredName(before: brace, source)
  }

  /// Marks an assignment whose view the type does not name.
  static let unknownView = "\u{0}"

  /// Whether the name at `k` is declared an outlet (`@IBOutlet weak var textView: UITextView!`,
  /// `@property (weak, nonatomic) IBOutlet UITextView *textView;`).
  static func isOutletDeclaration(_ k: Int, _ source: SourceFile) -> Bool {
    var j = k - 1
    if source.language == .objectiveC {
      while j >= 0, !source.isPunctuation(j, ";"), !source.isPunctuation(j, "{"),
        !source.isPunctuation(j, "}"), k - j < 24
      {
        if source.isIdentifier(j, "IBOutlet") { return true }
        j -= 1
      }
      return false
    }
    // Back over the declaration's keywords, modifiers and attributes only.
    let declaring: Set<String> = [
      "var", "let", "weak", "unowned", "lazy", "private", "fileprivate", "internal", "public",
      "final", "static", "IBOutlet", "objc", "set",
    ]
    while j >= 0,
      source.isPunctuation(j, "@") || source.isPunctuation(j, "(") || source.isPunctuation(j, ")")
        || (source[j].kind == .identifier && declaring.contains(source[j].text))
    {
      if source.isIdentifier(j, "IBOutlet") { return true }
      j -= 1
    }
    return false
  }

  /// The first token of the value assigned to the name at `k` (`name = …`, `let name: T = …`),
  /// if it is assigned there.
  static func assignedValue(after k: Int, _ source: SourceFile) -> Int? {
    var j = k + 1
    if source.language == .swift, source.isPunctuation(j, ":") {
      j += 1
      while j < source.count,
        source[j].kind == .identifier || source.isPunctuation(j, ".")
          || source.isPunctuation(j, "?") || source.isPunctuation(j, "!")
      {
        j += 1
      }
    }
    guard source.isPunctuation(j, "="), j + 1 < source.count else { return nil }
    return j + 1
  }

  /// Views drawn in a bar or by the system over their own background, not on the type's views:
  /// bar button items, navigation and tab bars, title views, appearance proxies.
  static func isDrawnElsewhere(_ view: String) -> Bool {
    let lower = view.lowercased()
    return view == unknownView || lower.hasSuffix("barbuttonitem")
      || lower.contains("navigationitem")
      || lower.contains("navigationbar") || lower.contains("navigationcontroller")
      || lower.contains("tabbar") || lower.contains("toolbar") || lower.hasPrefix("titleview")
      || lower.contains("searchbar") || lower.contains("refreshcontrol")
  }

  /// `let titleLabel: UILabel = { let label = UILabel(); label.textColor = …; return label }()`:
  /// inside that closure, `label` is `titleLabel`.
  private func closureOwner(of k: Int, local: String, file: Int) -> String? {
    let source = index.files[file]
    if source.language == .objectiveC {
      return Self.statementExpressionOwner(of: k, local: local, source)
    }
    // By index: copying each member of the file would cost more than the search.
    for m in index.membersByFile[file] where index.members[m].kind == .property {
      guard let value = index.members[m].value, value.contains(k) else { continue }
      let declares = value.contains { i in
        (source[i].isIdentifier("let") || source[i].isIdentifier("var"))
          && source.isIdentifier(i + 1, local)
      }
      return declares ? index.members[m].name : nil
    }
    return nil
  }

  /// Objective-C's statement expression `okButton = ({ UIButton *button = …; …; button; });`:
  /// inside it, `button` is `okButton`.
  private static func statementExpressionOwner(of k: Int, local: String, _ source: SourceFile)
    -> String?
  {
    var brace = source.parentBrace[k]
    while brace > 2 {
      let close = source.match[brace]
      if source.isPunctuation(brace - 1, "("), source.isPunctuation(brace - 2, "="),
        close > brace, source.isIdentifier(close - 2, local), source.isPunctuation(close - 1, ";")
      {
        var start = brace - 3
        while start >= 2, source.isPunctuation(start - 1, "."), source.isIdentifierToken(start - 2)
        {
          start -= 2
        }
        return objectiveCPath(start..<(brace - 2), source)
      }
      brace = source.parentBrace[brace]
    }
    return nil
  }

  /// `titleLabel`, `self.titleLabel`, `stack` from an argument.
  private func path(_ range: Range<Int>, _ source: SourceFile) -> String? {
    var parts: [String] = []
    for k in range {
      let t = source[k]
      if t.kind == .identifier {
        parts.append(t.text)
      } else if !(t.isPunctuation(".") || t.isPunctuation("?") || t.isPunctuation("!")) {
        return nil
      }
    }
    if parts.first == "self" { parts.removeFirst() }
    return parts.isEmpty ? nil : parts.joined(separator: ".")
  }

  /// The name declared by `let NAME = …` or `NAME = …` before token `k` in its statement.
  private func declaredName(before k: Int, _ source: SourceFile) -> String? {
    var j = k
    while j > 0 {
      j -= 1
      // Only within the line that makes it: `let stack = UIStackView(arrangedSubviews: […])`.
      if source[j].line != source[k].line { return nil }
      if source.isPunctuation(j, "="), source.isIdentifierToken(j - 1) { return source[j - 1].text }
      if source.isPunctuation(j, ";") || source.isPunctuation(j, "{") { return nil }
      if source.isPunctuation(j, ":"), source.isIdentifierToken(j - 1),
        source.isIdentifier(j - 2, "let") || source.isIdentifier(j - 2, "var")
      {
        return source[j - 1].text
      }
    }
    return nil
  }

  // MARK: - Pairing

  /// Whether `view`, a property of `type`, is of a project class that paints its own
  /// background or layer (a gradient view): what it contains is drawn on colors the type does
  /// not show.
  private func isSelfPainted(_ view: String, in type: String, _ selfPainted: Set<String>) -> Bool {
    guard !selfPainted.isEmpty, !view.isEmpty, !view.contains("."),
      let member = index.members(named: view, in: type).first(where: { $0.kind == .property })
    else { return false }
    var declared = member.type.map { $0.filter { $0 != "!" && $0 != "?" } }
    if declared == nil, let value = member.value, !value.isEmpty {
      // `let gradientView = GradientView()`
      let source = index.files[member.file]
      if source.isIdentifierToken(value.lowerBound), source.isPunctuation(value.lowerBound + 1, "(")
      {
        declared = source[value.lowerBound].text
      }
    }
    return declared.map { selfPainted.contains(SourceIndex.lastComponent($0)) } ?? false
  }

  /// The view beside `view` in the same container that its name says is `view`'s ground.
  ///
  /// `nameBackgroundView` for `nameLabel`, `badgeBgView` for `badgeLabel`: what the label is
  /// drawn on, rather than the container, when the type sets its background.
  static func groundSibling(
    of view: String, _ facts: TypeFacts, _ backgrounds: [String: [Assignment]]
  ) -> String? {
    guard let container = facts.containers[view] else { return nil }
    let dot = view.lastIndex(of: ".").map { view.index(after: $0) } ?? view.startIndex
    let prefix = view[..<dot]
    var stem = view[dot...]
    for suffix in [
      "TextLabel", "TitleLabel", "Label", "TextView", "Button", "ImageView", "IconView",
    ]
    where stem.hasSuffix(suffix) && stem.count > suffix.count {
      stem = stem.dropLast(suffix.count)
      break
    }
    guard stem != view[dot...], !stem.isEmpty else { return nil }
    for suffix in ["BackgroundView", "BgView", "Background"] {
      let sibling = String(prefix + stem) + suffix
      if facts.containers[sibling] == container, backgrounds[sibling]?.isEmpty == false {
        return sibling
      }
    }
    return nil
  }

  private func pairs(
    in type: String, _ facts: TypeFacts, selfPainted: Set<String> = [], cleared: Set<String> = []
  )
    -> [DiscoveredPairing]
  {
    // Classes that paint over their own ground, not only clear it.
    let painting = cleared.isEmpty ? selfPainted : selfPainted.subtracting(cleared)
    let backgrounds = Dictionary(
      grouping: facts.assignments.filter { $0.property == .background }, by: \.view)
    let fonts = Dictionary(grouping: facts.assignments.filter { $0.property == .font }, by: \.view)
    var roots: [String] = [""]
    if facts.isCell { roots = ["contentView", ""] }
    if facts.isController { roots = ["view", ""] }
    var result: [DiscoveredPairing] = []
    var methods: [AssignmentPlace: MethodPlace?] = [:]
    var calls: [MethodPlace: Set<MethodPlace>] = [:]
    // Views that show a picture, not one color: a layer added in code, an outlet a document lays
    // over an image, a view declared as a web view, a map or an image view.
    var declaredTypes: [String: String?] = [:]
    // The type's files, and an Objective-C implementation's header beside it.
    var typeFiles = Set((index.typesByName[type] ?? []).map { index.types[$0].file })
    for file in typeFiles where index.files[file].language == .objectiveC {
      let path = index.files[file].path
      guard let dot = path.lastIndex(of: ".") else { continue }
      let header = path[..<dot] + ".h"
      if let found = index.files.firstIndex(where: { $0.path == header }) {
        typeFiles.insert(found)
      }
    }
    /// The UIKit type a view is declared with in the type's files (`WKWebView`), memoized.
    func declaredType(of view: String) -> String? {
      if let known = declaredTypes[view] { return known }
      let name = view.split(separator: ".").last.map(String.init) ?? view
      var found: String?
      for file in typeFiles.sorted() where !name.isEmpty && found == nil {
        let source = index.files[file]
        found = source.declaredType(of: name) ?? source.declaredType(of: "_" + name)
      }
      declaredTypes[view] = .some(found)
      return found
    }
    func pageViews(_ view: String) -> Bool {
      ["WKWebView", "UIWebView", "MKMapView"].contains(declaredType(of: view) ?? "")
    }
    func isPicture(_ view: String) -> Bool {
      facts.layered.contains(view) || view == InterfaceBuilderPairings.picture
        || declaredType(of: view).map(Self.pictureTypes.contains) == true
    }
    /// Whether a class is `UITextView` or one of the project's that inherits from it.
    func isTextViewClass(_ name: String) -> Bool {
      name == "UITextView" || inherits(name, anyOf: ["UITextView"])
    }
    /// Whether `view` is a text view the type makes in code (`= CustomTextView()`, `[[UITextView
    /// alloc] init]`, a closure that makes one), with no background set for it: UIKit fills a
    /// text view, unlike a label, with the system background. A document's outlet, or a view
    /// taken from elsewhere (`topicTextView = cell.textView`), is not known to be one.
    func isOpaqueTextView(_ view: String) -> Bool {
      guard !view.isEmpty, !view.contains("."), backgrounds[view] == nil,
        let declared = declaredType(of: view), isTextViewClass(declared),
        // A subclass that sets its own background (or paints itself) is its own.
        !selfPainted.contains(SourceIndex.lastComponent(declared)),
        !index.members(named: view, in: type).contains(where: {
          $0.attributes.contains("IBOutlet")
        })
      else { return false }
      var made = false
      for file in typeFiles.sorted() {
        let source = index.files[file]
        for k in source.positions(of: view, in: 0..<source.count)
          + source.positions(of: "_" + view, in: 0..<source.count)
        {
          if Self.isOutletDeclaration(k, source) { return false }
          if !made, let value = Self.assignedValue(after: k, source) {
            made = makesTextView(value, source)
          }
        }
      }
      return made
    }
    func makesTextView(_ value: Int, _ source: SourceFile) -> Bool {
      // `UITextView(…)`, `CustomTextView.init(…)`, `[[UITextView alloc] init…]`
      func makes(_ k: Int) -> Bool {
        source[k].kind == .identifier && isTextViewClass(source[k].text)
          && (source.isPunctuation(k + 1, "(")
            || (source.isPunctuation(k + 1, ".") && source.isIdentifier(k + 2, "init"))
            || (source.isPunctuation(k - 1, "[") && source.isIdentifier(k + 1, "alloc")))
      }
      if source.isPunctuation(value, "["), source.isPunctuation(value + 1, "[") {
        return makes(value + 2)
      }
      // `lazy var notesView: UITextView = { let view = UITextView() … return view }()`
      if source.isPunctuation(value, "{"), source.match[value] > value {
        return ((value + 1)..<source.match[value]).contains(where: makes)
      }
      return makes(value)
    }
    // In a control's own code, a color set where its `isEnabled` is false is its disabled look.
    // Whether the type is a control is asked once, when a color is first judged.
    var knownControl: Bool?
    func isDisabledLook(_ assignment: Assignment) -> Bool {
      let control = knownControl ?? isControl(type)
      knownControl = control
      return control
        && value(of: "isEnabled", at: assignment, index.files[assignment.file]) == false
    }
    for foreground in facts.assignments where !Self.isDrawnElsewhere(foreground.view) {
      var role: Role
      switch foreground.property {
      case .title("disabled"):
        // A disabled control is exempt from WCAG's minimums: measured, not gated.
        role = .decorative
      case .text:
        // Without a font in code, the one the document gives the outlet.
        let font = fonts[foreground.view]?.last
        role =
          font == nil && facts.largeTextViews.contains(foreground.view)
          ? .largeText : self.role(font: font, facts)
      case .title:
        // A button's title is drawn in its `titleLabel`'s font (`button.titleLabel?.font = …`).
        // A button class styling itself names its own `titleLabel`.
        let titleLabel = foreground.view.isEmpty ? "titleLabel" : foreground.view + ".titleLabel"
        let font = fonts[titleLabel] ?? fonts[foreground.view]
        role =
          font == nil && facts.largeTextViews.contains(foreground.view)
          ? .largeText : self.role(font: font?.last, facts)
      case .tint:
        // A background image's tint (2fas-ios's `bgImg0` ovals) decorates; it is not content.
        if Self.namesAGround(foreground.view) { continue }
        // A segmented control draws no tint since iOS 13: its selected segment is
        // `selectedSegmentTintColor`, its titles the title text attributes (xDrip's chart hours).
        if declaredType(of: foreground.view) == "UISegmentedControl" { continue }
        // Another library's control (`WSTagsField`) uses its tint as it chooses: ONLYOFFICE's
        // tag field fills its chips with it, behind their text.
        if let declared = declaredType(of: foreground.view), isOtherLibrarysType(declared) {
          continue
        }
        // A tint colors a button's images. Where the same code gives its normal title the same
        // color, the title's pairing measures that color already, at text's minimum (AdGuard's
        // green style sets both to white on buttons that have no image).
        if facts.assignments.contains(where: { title in
          title.view == foreground.view && title.property == .title(state: "normal")
            && title.file == foreground.file && title.scope == foreground.scope
            && title.branch == foreground.branch
            && Self.sameColorSpelling(title.value, foreground.value, index.files[title.file])
        }) {
          continue
        }
        role = .nonText
      case .background, .font:
        continue
      }
      // A disabled control is exempt from WCAG's minimums: measured, not gated.
      if isDisabledLook(foreground) { role = .decorative }
      let disabledForegrounds = disabledUses(of: foreground, in: type)
      // The view's own background, then its containers', then the type's root.
      var chain: [String] = []
      var current: String? = foreground.view
      var visited = Set<String>()
      while let view = current, visited.insert(view).inserted {
        chain.append(view)
        // `firstButton.label`, with no container the type names: inside `firstButton`.
        current =
          (view == foreground.view ? Self.groundSibling(of: view, facts, backgrounds) : nil)
          ?? facts.containers[view]
          ?? view.lastIndex(of: ".").map { String(view[..<$0]) }
        // A view a method returns goes where the type adds the method's result.
        if let method = facts.returnedLocals[view], let placed = Self.placement(method, facts) {
          current = facts.containers[view] ?? placed
        }
      }
      // A view the type only ever hides (`ampSubview.isHidden = true`) draws nothing, and
      // nothing inside it.
      if chain.contains(where: { isAlwaysHidden($0, facts, in: type) }) { continue }
      for root in roots where !chain.contains(root) { chain.append(root) }
      /// Whether an assignment to a method's local is in the method that draws the foreground.
      /// By the braces around it: an unbalanced brace has no match to make a range with.
      func inForegroundsScope(_ set: Assignment) -> Bool {
        guard let scope = set.scope else { return true }
        return set.file == foreground.file
          && index.files[set.file].isInside(foreground.value.lowerBound, scope: scope)
      }
      func ground(of view: String) -> (String, [Assignment])? {
        // Backgrounds set in another branch belong to another state; a clear one in this
        // state lets the container's show.
        // A cell's or header's `backgroundView` is drawn behind all of its content, and so is a
        // view inserted at its back (`[self insertSubview:fill atIndex:0]`), over its own ground.
        let own =
          facts.underlays[view].flatMap { underlay -> [Assignment]? in
            // A helper's own local (`let background = UIView()` in an extension of UIButton)
            // is that call's button, not every one.
            let set = (Self.fills(underlay, facts) ? backgrounds[underlay] ?? [] : []).filter {
              inForegroundsScope($0)
            }
            return set.isEmpty ? nil : set
          }
          ?? backgrounds[view] ?? backgrounds[view + ".backgroundView"] ?? []
        // A method's local named like the root (`UIView *view = [[UIView alloc] init…]` for a
        // section header) is the root only in that method: iNaturalist's header gray, and
        // Mastodon's tab bar item view, were taken for the controller's view.
        let rootOwn =
          roots.contains(view)
          ? own.filter(inForegroundsScope) : own
        var here = sameStyle(
          rootOwn.filter { canCoexist($0, foreground) }, as: foreground, in: type, facts,
          methods: &methods, calls: &calls)
        // A background set in the foreground's own branch replaces any other: one the same
        // method set before the branch (`cell.backgroundColor = .blue` … `if signedIn {
        // cell.backgroundColor = .clear; label.textColor = .red }`), or an initializer's.
        if let branch = foreground.branch,
          here.contains(where: { $0.branch == branch && $0.file == foreground.file })
        {
          here.removeAll { $0.branch != branch || $0.file != foreground.file }
        }
        if here.contains(where: isClear)
          && here.allSatisfy({ $0.branch != nil || !$0.cases.isEmpty })
        {
          return nil
        }
        let set = here.filter { !isClear($0) }
        // A view painted by a call the audit does not read hides its containers.
        if set.isEmpty, let painted = facts.paintedBy[view] { return (view, [painted]) }
        return set.isEmpty ? nil : (view, set)
      }
      guard let ownerIndex = chain.firstIndex(where: { ground(of: $0) != nil }),
        let (owner, background) = ground(of: chain[ownerIndex])
      else { continue }
      // A view a method makes and returns (seafile's profile editor builds each row in a helper
      // that returns it, and its caller adds it to a white card) is placed by the caller: the
      // type's root is not known to be behind it.
      if chain[..<ownerIndex].contains(where: { view in
        facts.returnedLocals[view].map { Self.placement($0, facts) == nil } ?? false
      }) {
        continue
      }
      // A container of a class that paints itself (a gradient view) hides the grounds outside
      // it: no pairing, as for a picture. So does the view's own class: a button whose class
      // inserts a gradient layer draws its title on the gradient (Windscribe's upgrade button).
      if ownerIndex > 0,
        isSelfPainted(chain[0], in: type, painting)
          || chain[1..<ownerIndex].contains(where: {
            isSelfPainted($0, in: type, selfPainted) || isPicture($0)
          })
      {
        continue
      }
      // A web view or a map that holds the view shows its page over its background color.
      if ownerIndex > 0, pageViews(owner) { continue }
      // A text view made in code is drawn on its own opaque ground, not its container's
      // (Mullvad's IP override editor: `UIColor.label` on white, not on the navy screen).
      if ownerIndex > 0, case .text = foreground.property, isOpaqueTextView(foreground.view) {
        let viewLabel = "\(foreground.view) in \(type)"
        result += DiscoveredPairing.crossing(
          reader.uses(foreground.value, file: foreground.file, selfType: type, flavor: .uikit),
          [.named(Evaluator.defaultBackdrop)], role: role, source: .uikit,
          location: SourceLocation(
            file: index.files[foreground.file].path, line: foreground.line,
            column: foreground.column),
          context: "text of \(viewLabel) on its own ground, UIKit's system background")
        continue
      }
      /// The colors of the next ground out, behind a translucent one; nil when the type does
      /// not set one, or a call paints it.
      func groundBehind() -> [ColorUse]? {
        // A layer drawn between them (a camera's picture) hides the ground further out.
        if overPicture() { return nil }
        guard
          let (view, set) = chain[(ownerIndex + 1)...].lazy.compactMap(ground(of:)).first,
          facts.paintedBy[view].map({ painted in !set.contains { $0.value == painted.value } })
            ?? true
        else { return nil }
        return set.flatMap {
          reader.uses($0.value, file: $0.file, selfType: type, flavor: .uikit)
        }
      }
      /// Whether a picture or a layer added in code lies between the ground and the next one
      /// out (or everything further out).
      func overPicture() -> Bool {
        let next =
          chain[(ownerIndex + 1)...].firstIndex(where: { ground(of: $0) != nil }) ?? chain.count
        return chain[ownerIndex..<next].contains(where: isPicture)
      }
      let viewLabel = foreground.view.isEmpty ? type : "\(foreground.view) in \(type)"
      let ownerLabel = owner.isEmpty ? type : owner
      var what: String
      switch foreground.property {
      case .title(let state): what = "title (\(state))"
      case .tint: what = "tint"
      default: what = "text"
      }
      if let painted = facts.paintedBy[owner], let first = background.first,
        first.file == painted.file, first.value == painted.value
      {
        result += unreadBackground(
          foreground, painted, type: type, role: role,
          context: "\(what) of \(viewLabel) on \(ownerLabel)")
        continue
      }
      let found = result.count
      for backgroundAssignment in background {
        if hides(foreground.view, branchOf: backgroundAssignment) { continue }
        if !stateAllows(foreground, on: backgroundAssignment, facts) { continue }
        let role = isDisabledLook(backgroundAssignment) ? Role.decorative : role
        let disabledGrounds = disabledUses(of: backgroundAssignment, in: type)
        // Colors set for Dark Mode alone are never drawn on grounds set for Light alone.
        let shownIn = appearances(of: foreground).intersection(
          appearances(of: backgroundAssignment))
        if shownIn.isEmpty { continue }
        let start = result.count
        defer {
          for n in start..<result.count {
            if disabledGrounds.contains(result[n].background) { result[n].role = .decorative }
            result[n].styles.removeAll { !shownIn.contains($0) }
          }
        }
        if let themed = themedPairs(foreground, backgroundAssignment, type: type, role: role) {
          result += themed
          continue
        }
        var plain = drawnTogether(foreground, backgroundAssignment).flatMap { drawn in
          plainPairs(
            drawn.foreground, drawn.background, type: type, role: role,
            context: "\(what) of \(viewLabel) on \(ownerLabel)")
        }
        // A translucent ground (`UIColor(white: 0, alpha: 0.3)`) shows the next ground out
        // through it, when the type sets one color there; a translucent black or white whose
        // ground the type does not show (a scrim over a map or a photo) is unresolved.
        for n in plain.indices where PairingDiscovery.isTranslucent(plain[n].background) {
          let place = SourceLocation(
            file: index.files[backgroundAssignment.file].path, line: backgroundAssignment.line,
            column: backgroundAssignment.column)
          if let behind = groundBehind(), behind.count == 1 {
            plain[n].backdrop = behind[0]
          } else if overPicture() {
            plain[n].background = PairingDiscovery.overPicture(plain[n].background, at: place)
          } else if PairingDiscovery.isScrim(plain[n].background) {
            plain[n].background = PairingDiscovery.unreadScrim(plain[n].background, at: place)
          }
        }
        // A clear branch (`selected ? .selectedBackground : .clear`) shows the next ground out,
        // as a clear assignment does; with none in the type, no pairing.
        result += plain.flatMap { pairing -> [DiscoveredPairing] in
          guard PairingDiscovery.isClear(pairing.background) else { return [pairing] }
          return (groundBehind() ?? []).map { behind in
            var through = pairing
            through.background = behind
            return through
          }
        }
      }
      // Pairings of a disabled look, either side, are measured, not gated.
      if !disabledForegrounds.isEmpty {
        for n in found..<result.count where disabledForegrounds.contains(result[n].foreground) {
          result[n].role = .decorative
        }
      }
      // A view between the foreground and its ground that the code keeps translucent
      // (`noDataLabel.alpha = 0.5`) draws the foreground at that opacity.
      let factor = chain[..<ownerIndex].reduce(1.0) {
        $0 * (PairingDiscovery.keptAlpha(facts.alphas[$1] ?? []) ?? 1)
      }
      if factor < 1 {
        for n in found..<result.count {
          result[n].foreground = PairingDiscovery.faded(result[n].foreground, by: factor)
        }
      }
      // The ground's own view, or one it lies in, kept translucent (Catty's loading view, its
      // tint at `alpha = 0.70`): text and ground are both faded over what is behind that view,
      // which the pair of colors does not say.
      if let faded = chain[ownerIndex...].first(where: {
        (PairingDiscovery.keptAlpha(facts.alphas[$0] ?? []) ?? 1) < 1
      }), let alpha = PairingDiscovery.keptAlpha(facts.alphas[faded] ?? []) {
        let reason =
          "\(faded.isEmpty ? type : faded) is drawn at alpha \(alpha) over what is behind it, "
          + "which fades its text and its ground alike (\(type))"
        for n in found..<result.count {
          result[n].background = .unresolved(
            reason, label: "\(result[n].background.label) at alpha \(alpha)")
        }
      }
      if let attributed = attributedText(drawnOver: foreground, facts) {
        let place = SourceLocation(
          file: index.files[attributed.file].path, line: attributed.line,
          column: attributed.column)
        let reason =
          "\(attributed.view.isEmpty ? "its" : attributed.view + "'s") attributedText is set, "
          + "whose own colors are drawn (\(place.description))"
        // Named for what is drawn: the text color's own name is the color it names elsewhere.
        let label = attributed.view.isEmpty ? "attributedText" : attributed.view + ".attributedText"
        for n in found..<result.count {
          result[n].foreground = .unresolved(reason, label: label)
        }
      }
    }
    return result
  }

  /// Whether a view is one of the type's own (a property) that its code only ever hides, and
  /// that no code of the project shows by that name (a subclass's `loadMoreButton.isHidden =
  /// false`, Mastodon's).
  private func isAlwaysHidden(_ view: String, _ facts: TypeFacts, in type: String) -> Bool {
    facts.hiddenStates[view] == [true] && !view.contains(".") && !shownViews.contains(view)
      && !index.members(named: view, in: type).isEmpty
  }

  /// Whether a method of this name sets its views up before they are shown: an initializer,
  /// `awakeFromNib`, `viewDidLoad`, `loadView`, `prepareForReuse`, a `configure…` or `setUp…`.
  static func setsUpViews(_ name: String) -> Bool {
    name.hasPrefix("init") || name.hasPrefix("configure") || name.hasPrefix("setup")
      || name.hasPrefix("setUp")
      || ["awakeFromNib", "viewDidLoad", "loadView", "prepareForReuse"].contains(name)
  }

  /// Whether the branch or method that sets a ground hides the view: seafile's comment cell
  /// hides its "Resolved" badge where it sets the unresolved ground (`self.resolvedLabel.hidden =
  /// YES;`), Muun's action card its step image in each state method whose circle shows a number.
  ///
  /// Only when every place of the file that may show the view again sets that ground too (its
  /// other state): a label an initializer hides and a later method shows is drawn on the
  /// initializer's ground.
  private func hides(_ view: String, branchOf ground: Assignment) -> Bool {
    guard let brace = ground.branch ?? method(of: ground)?.brace,
      let name = view.split(separator: ".").last.map(String.init)
    else {
      return false
    }
    let source = index.files[ground.file]
    let end = source.match[brace]
    guard end > brace else { return false }
    /// `name.isHidden = …` statements of the file: where each is, and whether it hides.
    var statements: [(at: Int, hides: Bool)] = []
    for flag in ["hidden", "isHidden"] {
      for k in source.positions(of: flag, in: 0..<source.count)
      where source.isPunctuation(k - 1, ".") && source.isPunctuation(k + 1, "=")
        && !source.isPunctuation(k + 2, "=")
      {
        var j = k - 2
        while source.isPunctuation(j, "?") || source.isPunctuation(j, "!") { j -= 1 }
        guard source.isIdentifier(j, name) || source.isIdentifier(j, "_" + name) else { continue }
        let hides =
          (source.isIdentifier(k + 2, "YES") || source.isIdentifier(k + 2, "true"))
          && source.statementEnd(from: k + 2) == k + 3
        statements.append((k, hides))
      }
    }
    guard statements.contains(where: { $0.hides && source.parentBrace[$0.at] == brace }) else {
      return false
    }
    // Shown again only in another file (a subclass's `loadMoreButton.isHidden = false`,
    // Mastodon's), where the ground is not known to be set again.
    if shownViews.contains(name), statements.allSatisfy(\.hides) { return false }
    // The ground's view, as its assignments are written (`stepView.backgroundColor`).
    let groundName = ground.view.split(separator: ".").last.map(String.init) ?? ""
    // Each place that may show it sets the ground in its block or a block around it, up to
    // its method (`if (resolved) { ground = …; if (@available(…)) { badge.hidden = NO; } }`).
    return statements.filter { !$0.hides }.allSatisfy { shown in
      var block = source.parentBrace[shown.at]
      // Up to the method, not into the type's body.
      while block >= 0, source.match[block] > block,
        !index.typesByFile[ground.file].contains(where: { index.types[$0].open == block })
      {
        let setsGround = source.positions(of: "backgroundColor", in: block..<source.match[block])
          .contains {
            source.parentBrace[$0] == block && source.isPunctuation($0 - 1, ".")
              && source.isIdentifier($0 - 2, groundName)
          }
        if setsGround { return true }
        block = source.parentBrace[block]
      }
      return false
    }
  }

  /// The attributed string set on the view of a text color, when its colors are what is drawn.
  ///
  /// That is one set in another method, or after the text color in the same one, on a view whose
  /// plain `text` the type never sets. A text color set after the string colors all of it (UIKit
  /// applies it to the whole string).
  private func attributedText(drawnOver foreground: Assignment, _ facts: TypeFacts) -> Assignment? {
    // Plain text the type sets on the view is drawn in its text color.
    guard foreground.property == .text, !facts.plainTexts.contains(foreground.view) else {
      return nil
    }
    let own = method(of: foreground)
    return facts.attributedTexts.first { attributed in
      attributed.view == foreground.view && attributed.scope == foreground.scope
        && !leavesRunsUncolored(attributed)
        && !(attributed.file == foreground.file && own != nil && method(of: attributed) == own
          && attributed.value.lowerBound < foreground.value.lowerBound)
    }
  }

  /// Whether the attributed string an assignment sets is built here with runs its attributes
  /// leave uncolored, which the view draws in its text color.
  ///
  /// `NSMutableAttributedString(string: title, attributes: [.font: …])`, written in place or
  /// as a local of the method, then perhaps colored in part (Lockdown's title highlights one
  /// phrase). A string from anywhere else (a parameter, a model, a call) may color every run.
  private func leavesRunsUncolored(_ attributed: Assignment) -> Bool {
    let source = index.files[attributed.file]
    var value = attributed.value
    if value.count == 1, source.isIdentifierToken(value.lowerBound),
      let local = source.localDeclaration(
        of: source[value.lowerBound].text, before: value.lowerBound),
      let initializer = local.initializer
    {
      value = initializer
    }
    guard
      source.isIdentifier(value.lowerBound, "NSAttributedString")
        || source.isIdentifier(value.lowerBound, "NSMutableAttributedString"),
      source.isPunctuation(value.lowerBound + 1, "("),
      source.match[value.lowerBound + 1] > value.lowerBound + 1
    else { return false }
    let arguments = source.arguments(open: value.lowerBound + 1)
    guard arguments.first?.label == "string" else { return false }
    guard let attributes = arguments.first(where: { $0.label == "attributes" }) else {
      return true
    }
    let set = source.resolveAttributes(attributes.value, use: value.lowerBound)
    return set.resolved && !set.hasForeground
  }

  /// The foreground on a view painted by `call` (`addBackgroundView(color: …)`): its
  /// background is unresolved, with the call as the reason, rather than guessed from its
  /// containers.
  private func unreadBackground(
    _ foreground: Assignment, _ call: Assignment, type: String, role: Role, context: String
  ) -> [DiscoveredPairing] {
    let callSource = index.files[call.file]
    let method = callSource[call.value.lowerBound].text
    let place = SourceLocation(file: callSource.path, line: call.line, column: call.column)
    let reason =
      "\(call.view) is painted by \(method)(…), which the audit does not read "
      + "(\(place.description))"
    let background = ColorUse.unresolved(reason, label: "\(call.view).\(method)(…)")
    return DiscoveredPairing.crossing(
      reader.uses(foreground.value, file: foreground.file, selfType: type, flavor: .uikit),
      [background], role: role, source: .uikit,
      location: SourceLocation(
        file: index.files[foreground.file].path, line: foreground.line, column: foreground.column),
      context: context)
  }

  /// Whether a color read case by case (`type is .info`) can be drawn by an assignment in a
  /// `switch` clause over the same name (`case .warning:` of `switch type`) or in the block of
  /// `if type == .warning {`.
  private func clauseAllows(_ assumption: String?, _ assignment: Assignment) -> Bool {
    guard let assumption else { return true }
    let source = index.files[assignment.file]
    var tests: [(subject: String, names: Set<String>, holds: Bool)] = []
    if let label = assignment.cases.first, source.isIdentifier(label, "case"),
      let subject = switchSubject(ofBody: source.parentBrace[label], source)
    {
      // The names of `case .warning, .error:` up to its `:`.
      var names: Set<String> = []
      var k = label + 1
      while k < source.count, !source.isPunctuation(k, ":") {
        if source.isPunctuation(k, "."), source.isIdentifierToken(k + 1) {
          names.insert(source[k + 1].text)
        }
        k += 1
      }
      if !names.isEmpty { tests.append((subject, names, true)) }
    }
    // `if kind == .warning {` (or `!=`): the block runs only when the test holds.
    if let brace = assignment.branch, let keyword = keyword("if", opening: brace, source),
      brace - keyword == 5, source.isIdentifierToken(keyword + 1),
      source.isPunctuation(keyword + 2, "==") || source.isPunctuation(keyword + 2, "!="),
      source.isPunctuation(keyword + 3, "."), source.isIdentifierToken(keyword + 4)
    {
      let holds = source.isPunctuation(keyword + 2, "==")
      tests.append((source[keyword + 1].text, [source[keyword + 4].text], holds))
    }
    for test in tests {
      let lastName = test.subject.split(separator: ".").last.map(String.init) ?? test.subject
      for part in assumption.components(separatedBy: " and ") {
        let words = part.components(separatedBy: " is .")
        guard words.count == 2, words[0] == test.subject || words[0] == lastName else { continue }
        if test.names.contains(words[1]) != test.holds { return false }
      }
    }
    return true
  }

  private func isClear(_ assignment: Assignment) -> Bool {
    let source = index.files[assignment.file]
    let text = ColorUseReader.text(assignment.value, source)
    return text == ".clear" || text == "UIColor.clear" || text.hasSuffix("clearColor]")
      || text == "UIColor.clearColor" || text == "nil" || text == ".none"
  }

  /// Whether a background assignment shows nothing: clear, or a color at an alpha of at most 2 %
  /// (`.background2.withAlphaComponent(0.01)`, primal's feed buttons, there to take touches).
  private func isInvisible(_ assignment: Assignment) -> Bool {
    if isClear(assignment) { return true }
    let source = index.files[assignment.file]
    let v = assignment.value
    guard v.count >= 4, source.isPunctuation(v.upperBound - 1, ")"),
      source.isPunctuation(v.upperBound - 3, "("),
      source.isIdentifier(v.upperBound - 4, "withAlphaComponent"),
      source[v.upperBound - 2].kind == .number, let alpha = Double(source[v.upperBound - 2].text)
    else { return false }
    return alpha <= 0.02
  }

  private func plainPairs(
    _ foreground: Assignment, _ background: Assignment, type: String, role: Role, context: String
  ) -> [DiscoveredPairing] {
    let fgUses = reader.uses(
      foreground.value, file: foreground.file, selfType: type, flavor: .uikit)
    let bgUses = reader.uses(
      background.value, file: background.file, selfType: type, flavor: .uikit)
    // `ThemeColor.primaryText01()` on `ThemeColor.primaryUi01()`, both reading the current
    // theme: one pairing per theme.
    if fgUses.count == 1, bgUses.count == 1 {
      let pairs = ColorUseReader.pair(
        reader.variants(foreground.value, file: foreground.file, selfType: type, flavor: .uikit),
        reader.variants(background.value, file: background.file, selfType: type, flavor: .uikit)
      ).filter { pair in
        // `case .warning: icon.tintColor = .warning` in `switch type`, on `backgroundColor(for:
        // type)` read once per case: only where the case is `.warning`.
        [foreground, background].allSatisfy { clauseAllows(pair.assumption, $0) }
      }
      if ColorUseReader.isWorthExpanding(pairs) {
        return pairs.map { pair in
          DiscoveredPairing(
            foreground: pair.foreground, background: pair.background, role: role, source: .uikit,
            location: SourceLocation(
              file: index.files[foreground.file].path, line: foreground.line,
              column: foreground.column),
            context: context + (pair.assumption.map { ", when \($0)" } ?? ""))
        }
      }
    }
    // `label.textColor = isOn ? .white : .label` with `backgroundColor = isOn ? .tint : .clear`:
    // the branches of one condition go together.
    let fgSource = index.files[foreground.file]
    let bgSource = index.files[background.file]
    if fgUses.count == bgUses.count, fgUses.count > 1,
      let condition = reader.condition(foreground.value, fgSource),
      condition == reader.condition(background.value, bgSource)
    {
      return zip(fgUses, bgUses).map { fg, bg in
        DiscoveredPairing(
          foreground: fg, background: bg, role: role, source: .uikit,
          location: SourceLocation(
            file: fgSource.path, line: foreground.line, column: foreground.column),
          context: context)
      }
    }
    return DiscoveredPairing.crossing(
      fgUses, bgUses, role: role, source: .uikit,
      location: SourceLocation(
        file: fgSource.path, line: foreground.line, column: foreground.column),
      context: context)
  }

  /// `backgroundColor = theme.x` and `label.textColor = theme.y` in a function taking a theme:
  /// `y on x` for every theme the code defines.
  private func themedPairs(
    _ foreground: Assignment, _ background: Assignment, type: String, role: Role
  ) -> [DiscoveredPairing]? {
    let fg = themes.themedField(foreground.value, file: foreground.file, holder: type)
    let bg = themes.themedField(background.value, file: background.file, holder: type)
    guard let themed = fg ?? bg else { return nil }
    if let fg, let bg, fg.type != bg.type { return nil }
    let fgSource = index.files[foreground.file]
    let bgSource = index.files[background.file]
    let fgText = ColorUseReader.label(foreground.value, fgSource)
    let bgText = ColorUseReader.label(background.value, bgSource)
    // The side that is not a theme's color is the same for every theme; when the audit cannot
    // read it, the pairing is one unresolved pairing, not one per theme.
    let plainFg =
      fg == nil
      ? reader.use(foreground.value, file: foreground.file, selfType: type, flavor: .uikit) : nil
    let plainBg =
      bg == nil
      ? reader.use(background.value, file: background.file, selfType: type, flavor: .uikit) : nil
    if plainFg?.isUnresolvedEverywhere == true || plainBg?.isUnresolvedEverywhere == true {
      return nil
    }
    return themes.owners(of: themed.type).compactMap { owner in
      guard let fgUse = fg.map({ .named("\(owner).\($0.field)") }) ?? plainFg,
        let bgUse = bg.map({ .named("\(owner).\($0.field)") }) ?? plainBg
      else { return nil }
      for case .named(let name) in [fgUse, bgUse] where !knownColors.contains(name) { return nil }
      var pairing = DiscoveredPairing(
        foreground: fgUse, background: bgUse, role: role, source: .uikit,
        location: SourceLocation(
          file: fgSource.path, line: foreground.line, column: foreground.column),
        context: "\(fgText) on \(bgText) in \(type), theme \(owner)")
      if let forced = themes.forcedAppearances[owner] { pairing.styles = [forced] }
      return pairing
    }
  }

  private func role(font: Assignment?, _ facts: TypeFacts) -> Role {
    guard let font else { return .text }
    var source = index.files[font.file]
    var range = font.value
    // `label.font = ConstantsPickerView.mainTitleFont`: the font a static constant holds
    // (xDrip's picker title, 20 pt bold, was measured as body text); `.fontSize16Bold`, a
    // static property of an extension of `UIFont` that returns one font (cosmostation's
    // `UIFont(name: "SpoqaHanSansNeo-Bold", size: 16)!`).
    let words = range.map { source[$0].text }
    let member: (holder: String, name: String)? =
      words.count == 3 && words[1] == "." && source.isIdentifierToken(range.lowerBound)
      ? (words[0], words[2])
      : words.count == 2 && words[0] == "." && source.isIdentifierToken(range.lowerBound + 1)
        ? ("UIFont", words[1]) : nil
    if let member,
      case let constants = index.members(named: member.name, in: member.holder).filter({
        $0.isStatic && ($0.value != nil || $0.body != nil)
      }), constants.count == 1, let value = constants[0].value ?? constants[0].body
    {
      source = index.files[constants[0].file]
      range = value
    }
    var size: Double?
    var bold = false
    for k in range {
      let t = source[k]
      // Swift's `ofSize: 22`; Objective-C's `systemFontOfSize:22`, `boldSystemFontOfSize:22.0f`,
      // `fontWithName:@"…" size:22`.
      if t.kind == .identifier,
        t.text == "ofSize" || t.text.hasSuffix("FontOfSize") || t.text == "size",
        source.isPunctuation(k + 1, ":"), k + 2 < range.upperBound
      {
        size = Self.pointSize(source[k + 2].text) ?? size
      }
      // A font named for its weight: `UIFont(name: "SpoqaHanSansNeo-Bold", size: 16)`.
      if t.kind == .string, Self.namesBoldFont(t.text) { bold = true }
      if t.isIdentifier("boldSystemFont") || t.isIdentifier("bold") || t.isIdentifier("heavy")
        || t.isIdentifier("black") || t.isIdentifier("boldSystemFontOfSize")
        || t.isIdentifier("UIFontWeightBold") || t.isIdentifier("UIFontWeightHeavy")
        || t.isIdentifier("UIFontWeightBlack")
      {
        bold = true
      }
      if t.isIdentifier("forTextStyle"), k + 3 < range.upperBound {
        size = Self.textStyleSizes[source[k + 3].text]
      }
      // `[UIFont preferredFontForTextStyle:UIFontTextStyleTitle2]`
      if t.isIdentifier("preferredFontForTextStyle"), source.isPunctuation(k + 1, ":"),
        k + 2 < range.upperBound, source[k + 2].text.hasPrefix("UIFontTextStyle")
      {
        let style = source[k + 2].text.dropFirst("UIFontTextStyle".count)
        size = Self.textStyleSizes[style.prefix(1).lowercased() + style.dropFirst()]
      }
    }
    guard let size else { return .text }
    return size >= 18 || (bold && size >= 14) ? .largeText : .text
  }

  /// Whether a font name is of a bold, heavy or black face (`Montserrat-Bold`,
  /// `AvenirNext-Heavy`), not a semibold or demibold one.
  static func namesBoldFont(_ name: String) -> Bool {
    let lowered = name.lowercased()
    guard let face = lowered.split(separator: "-").last, lowered.contains("-") else { return false }
    return face.hasPrefix("bold") || face.hasPrefix("extrabold") || face.hasPrefix("heavy")
      || face.hasPrefix("black") || face.hasPrefix("ultrabold")
  }

  /// A point size literal: `22`, `22.0`, and Objective-C's `22.f`, `22.0f`.
  static func pointSize(_ text: String) -> Double? {
    var digits = Substring(text)
    if digits.hasSuffix("f") || digits.hasSuffix("F") { digits = digits.dropLast() }
    if digits.hasSuffix(".") { digits = digits.dropLast() }
    return CodeEvaluator.number(String(digits))?.number
  }

  /// Default point sizes of the Dynamic Type text styles at the default content size.
  static let textStyleSizes: [String: Double] = [
    "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
    "callout": 16, "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
  ]
}
