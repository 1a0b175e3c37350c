/// Finds the colors an app defines in Swift and Objective-C and evaluates each one in every
/// trait combination.
///
/// A color definition is a static or global property, an Objective-C class method or `#define`,
/// an enum case with a color property, or a field of a theme instance, whose declared type is a
/// color type or whose value is built by a color initializer. Names follow how code spells the
/// color, qualified by its holder: `UIColor.brandBlue`, `Color.brandPrimary`,
/// `Theme.light.textPrimary`, `DarkTheme.textPrimary`, `kBrandColor`.
struct CodeColorExtractor {
  let index: SourceIndex
  let systemColors: [String: [String: RGBA]]
  let assetNames: [String]

  /// One color to evaluate: how to get its value, and what to call it.
  struct Candidate {
    enum Source {
      /// A static or global property or an Objective-C class method.
      case member(MemberDeclaration)
      /// An instance property read on a value (an enum case, a theme instance or subtype).
      case field(MemberDeclaration, receiver: Receiver)
      /// A field of a theme instance made by a static property.
      case instanceField(instance: MemberDeclaration, field: String)
      /// An Objective-C object-like macro.
      case macro(Macro, file: Int)
      /// One color per appearance: light traits from one candidate, dark from another.
      case appearances(light: String, dark: String)
    }

    enum Receiver {
      case enumCase(type: String, member: MemberDeclaration)
      case instance(type: String)
    }

    var name: String
    var source: Source
    var location: SourceLocation
    /// The declaration says it is a color; otherwise a non-color value drops the candidate.
    var declaredColor: Bool
  }

  static let colorTypes: Set<String> = [
    "UIColor", "Color", "NSColor", "CGColor", "SwiftUI.Color", "UIKit.UIColor", "CGColorRef",
  ]

  static func isColorType(_ type: String?) -> Bool {
    guard var type else { return false }
    while type.hasSuffix("?") || type.hasSuffix("!") || type.hasSuffix("*") { type.removeLast() }
    return colorTypes.contains(type)
  }

  /// Evaluates every color the code defines.
  func extract() -> (colors: [NamedColor], shortNames: [String: [String]], names: CodeColorNames) {
    let candidates = findCandidates()
    var names = CodeColorNames()
    names.systemColors = systemColors
    names.readAssetSymbols(assetNames)
    // Declared colors are referred to by name; an undeclared one is evaluated where it is used,
    // since it may turn out not to be a color.
    for candidate in candidates where candidate.declaredColor {
      if case .member(let member) = candidate.source {
        names.members["\(member.holder).\(member.name)"] = candidate.name
        if names.declarations[candidate.name] == nil {
          names.declarations[candidate.name] = HolderAndName(
            holder: member.holder, name: member.name)
        }
      }
    }

    let byName = Dictionary(
      candidates.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let frozenNames = names
    let chunkCount = min(candidates.count, 64)
    let chunks = concurrentMap(count: chunkCount) { chunk -> [(Int, CodeColorValues?)] in
      let evaluator = CodeEvaluator(
        index: index, names: frozenNames, traits: TraitCombination.all[0])
      return stride(from: chunk, to: candidates.count, by: chunkCount).map { n in
        (n, values(of: candidates[n], evaluator, byName))
      }
    }
    var evaluated = [CodeColorValues?](repeating: nil, count: candidates.count)
    for chunk in chunks { for (n, values) in chunk { evaluated[n] = values } }

    var colors: [NamedColor] = []
    var positions: [String: Int] = [:]
    for (candidate, values) in zip(candidates, evaluated) {
      guard let values else { continue }
      guard let first = positions[candidate.name] else {
        positions[candidate.name] = colors.count
        colors.append(
          NamedColor(name: candidate.name, definition: .code(values), location: candidate.location)
        )
        continue
      }
      // The same member declared again: in `#if` branches the audit cannot decide (`DEBUG`, Mac
      // Catalyst), or in two targets. Where the declarations disagree, neither is proven.
      guard case .member = candidate.source, case .code(let kept) = colors[first].definition
      else { continue }
      // A declaration that only names the color itself is the same color: Apple's Backyard
      // Birds declares `Color.premiumBirdFood` from its asset and again, for `ShapeStyle where
      // Self == Color`, as `{ .premiumBirdFood }`.
      let itself = CodeColorValue.reference(candidate.name, alpha: nil)
      if values.values.allSatisfy({ $0 == itself }) { continue }
      if kept.values.allSatisfy({ $0 == itself }) {
        colors[first] = NamedColor(
          name: candidate.name, definition: .code(values), location: candidate.location)
        continue
      }
      colors[first].definition = .code(
        Self.agreement(
          kept, values, first: colors[first].location, again: candidate.location))
    }
    var shortNames: [String: [String]] = [:]
    for color in colors {
      let short = SourceIndex.lastComponent(color.name)
      if short != color.name { shortNames[short, default: []].append(color.name) }
    }
    return (colors, shortNames, names)
  }

  /// Two declarations' values where they agree, and unresolved where they do not.
  ///
  /// Colors agree when their components do, wherever each literal is written.
  static func agreement(
    _ kept: CodeColorValues, _ other: CodeColorValues, first: SourceLocation,
    again: SourceLocation
  ) -> CodeColorValues {
    func same(_ a: CodeColorValue, _ b: CodeColorValue) -> Bool {
      switch (a, b) {
      case (.color(let x, _), .color(let y, _)): return x == y
      default: return a == b
      }
    }
    return CodeColorValues { traits in
      let (a, b) = (kept.value(for: traits), other.value(for: traits))
      if same(a, b) { return a }
      return .unresolved(
        "declared twice with different values, at \(first.description) and "
          + "\(again.description): which one the build compiles is not decided here "
          + "(#if branches on build settings, or two targets)")
    }
  }

  /// The values of a candidate in the eight trait combinations; nil when it is not a color.
  private func values(
    of candidate: Candidate, _ evaluator: CodeEvaluator, _ byName: [String: Candidate]
  ) -> CodeColorValues? {
    if case .appearances(let light, let dark) = candidate.source {
      guard let lightCandidate = byName[light], let darkCandidate = byName[dark],
        let lightValues = values(of: lightCandidate, evaluator, byName),
        let darkValues = values(of: darkCandidate, evaluator, byName)
      else { return nil }
      return CodeColorValues { traits in
        (traits.style == .dark ? darkValues : lightValues).value(for: traits)
      }
    }
    var results: [CodeColorValue] = []
    for traits in TraitCombination.all {
      evaluator.reset(traits: traits)
      let value = evaluate(candidate, evaluator)
      let color: CodeColorValue
      switch value {
      case .color(let c): color = c
      case .unresolved(let reason): color = .unresolved(reason)
      case .none:
        color = .unresolved(
          "the code gives no color here (nil) (\(candidate.location.description))")
      default:
        guard candidate.declaredColor else { return nil }
        color = .unresolved("the value is not a color (\(candidate.location.description))")
      }
      results.append(color)
      if !evaluator.readTraits, results.count == 1 {
        // Nothing proves an undeclared, unreadable value is a color at all.
        if case .unresolved = color, !candidate.declaredColor { return nil }
        return CodeColorValues(constant: color)
      }
    }
    if results.allSatisfy({ if case .unresolved = $0 { true } else { false } }),
      !candidate.declaredColor
    {
      // Nothing proves this is a color at all.
      return nil
    }
    return CodeColorValues { traits in
      results[TraitCombination.all.firstIndex(of: traits) ?? 0]
    }
  }

  private func evaluate(_ candidate: Candidate, _ evaluator: CodeEvaluator) -> EvalValue {
    let frame = EvalFrame(file: 0)
    switch candidate.source {
    case .member(let member):
      return evaluator.value(of: member, receiver: nil, frame)
    case .field(let member, .enumCase(let type, let caseMember)):
      let receiver = evaluator.value(of: caseMember, receiver: nil, frame)
      guard case .object = receiver else {
        return receiver.isUnresolved
          ? receiver : .unresolved("\(type).\(caseMember.name) is not a case")
      }
      return evaluator.value(of: member, receiver: receiver, frame)
    case .field(let member, .instance(let type)):
      return evaluator.value(of: member, receiver: .object(type: type, fields: [:]), frame)
    case .instanceField(let instance, let field):
      let object = evaluator.value(of: instance, receiver: nil, frame)
      guard case .object(_, let fields) = object else {
        return object.isUnresolved ? object : .unresolved("not a theme instance")
      }
      return fields[field] ?? .unresolved("\(instance.name) has no \(field)")
    case .macro(let macro, let file):
      var macroFrame = EvalFrame(file: file)
      macroFrame.literalSite = candidate.location
      return evaluator.expandObjectLikeMacro(macro, definedIn: file, &macroFrame)
    case .appearances:
      return .unresolved("appearances are combined, not evaluated")
    }
  }

  // MARK: - Finding candidates

  private func location(_ member: MemberDeclaration) -> SourceLocation {
    SourceLocation(file: index.files[member.file].path, line: member.line, column: member.column)
  }

  private func qualified(_ holder: String, _ name: String) -> String {
    holder.isEmpty ? name : "\(holder).\(name)"
  }

  /// Whether an expression starts with a color initializer or color type.
  private func startsWithColor(_ member: MemberDeclaration) -> Bool {
    let file = index.files[member.file]
    guard let range = member.value ?? member.body, let first = range.first else { return false }
    var k = first
    if file.isIdentifier(k, "return") { k += 1 }
    guard k < range.upperBound else { return false }
    let text = file[k].text
    return Self.colorTypes.contains(text) || text == "#colorLiteral"
  }

  func findCandidates() -> [Candidate] {
    var candidates: [Candidate] = []
    var themeFields: [String: [MemberDeclaration]] = [:]
    var enumColorProperties: [String: [MemberDeclaration]] = [:]
    for member in index.members {
      let holderIsColor =
        Self.colorTypes.contains(SourceIndex.lastComponent(member.holder))
        || member.holder.hasPrefix("UIColor.") || member.holder.hasPrefix("Color.")
      switch member.kind {
      case .property:
        let declared = Self.isColorType(member.type)
        if isProtocol(member.holder) {
          // A requirement has no value; the conforming types give it one.
          if declared && !member.isStatic { themeFields[member.holder, default: []].append(member) }
          continue
        }
        if member.isStatic || member.holder.isEmpty {
          guard member.value != nil || member.body != nil else { continue }
          // Undeclared ones (`static let accent = Tokens.Text.primary`) stay only if they
          // evaluate to a color, and are not evaluated when their declarations show they make
          // something else.
          if declared || startsWithColor(member)
            || (member.type == nil && !makesKnownNonColor(member))
          {
            candidates.append(
              Candidate(
                name: qualified(member.holder, member.name), source: .member(member),
                location: location(member), declaredColor: declared || startsWithColor(member)))
          }
        } else if declared, !holderIsColor, !member.holder.isEmpty {
          if isEnum(member.holder), member.body != nil {
            enumColorProperties[member.holder, default: []].append(member)
          } else {
            themeFields[member.holder, default: []].append(member)
          }
        }
      case .objectiveCMethod:
        guard member.isStatic, member.parameters.isEmpty, Self.isColorType(member.type) else {
          continue
        }
        candidates.append(
          Candidate(
            name: qualified(member.holder, member.name), source: .member(member),
            location: location(member), declaredColor: true))
      default:
        continue
      }
    }
    candidates += enumCandidates(enumColorProperties)
    candidates += themeCandidates(themeFields)
    for (file, source) in index.files.enumerated() where source.language == .objectiveC {
      for macro in source.macros where macro.parameters == nil && macro.body.contains("Color") {
        guard index.macros[macro.name]?.file == file else { continue }
        candidates.append(
          Candidate(
            name: macro.name, source: .macro(macro, file: file),
            location: SourceLocation(file: source.path, line: macro.line, column: macro.column),
            declaredColor: macro.body.contains("UIColor")))
      }
    }
    return candidates
  }

  /// Whether a property's initializer is a chain whose every step is declared and whose result
  /// is a project type that is not a color: `Product.fake().copy(siteID: 1)` when `fake()` and
  /// `copy(…)` are declared `-> Product`, or `simpleProduct.copy(name: "Grouped")` when the
  /// sibling `simpleProduct` is such a chain.
  ///
  /// Evaluating such a value proves only that it is not a color, and can take the evaluator's
  /// whole step budget (a test fixture's object with dozens of fields, each made by a call).
  /// Any step that is not a declared member, an initializer or an enum case of a known type, or
  /// a declared function (a local, an operator, a generic argument, a global property) leaves
  /// it to the evaluator.
  private func makesKnownNonColor(_ member: MemberDeclaration) -> Bool {
    madeType(of: member, depth: 0) != nil
  }

  /// The project type (not a color) a property holds, from its declared type or, when it has
  /// none, from its initializer's chain; nil when that is not proven.
  private func madeType(of member: MemberDeclaration, depth: Int) -> String? {
    if member.type != nil { return declaredType(member.type, in: member.holder) }
    let file = index.files[member.file]
    guard depth < 4, let range = member.value else { return nil }
    var k = range.lowerBound
    while k < range.upperBound,
      file.isIdentifier(k, "try") || file.isIdentifier(k, "await")
        || file.isPunctuation(k, "!") || file.isPunctuation(k, "?")
    {
      k += 1
    }
    guard k < range.upperBound, file[k].kind == .identifier else { return nil }
    var type = file[k].text
    var isMetatype = true
    if !isPlainType(type) {
      // A sibling static property (`static let grouped = simple.copy(…)`), or a call of a
      // static function of the holder or a function at file scope (`makeProduct(name: "Cap")`).
      let named = index.members(named: type, in: member.holder)
      let siblings = named.filter { $0.kind == .property && $0.isStatic }
      let functions =
        named.filter { $0.kind == .function && $0.isStatic }
        + index.members(named: type, in: "").filter { $0.kind == .function }
      if siblings.count == 1, functions.isEmpty,
        let made = madeType(of: siblings[0], depth: depth + 1)
      {
        type = made
      } else if siblings.isEmpty, let first = functions.first,
        functions.allSatisfy({ $0.type == first.type }),
        let made = declaredType(first.type, in: member.holder), !made.isEmpty,
        file.isPunctuation(k + 1, "("), file.match[k + 1] > k + 1
      {
        type = made
        k = file.match[k + 1]
      } else {
        return nil
      }
      isMetatype = false
    }
    k += 1
    while k < range.upperBound {
      if file.isPunctuation(k, "(") {
        // `Type(…)`: an initializer makes the type; calling an instance is not read.
        guard isMetatype, file.match[k] > k else { return nil }
        isMetatype = false
        k = file.match[k] + 1
        continue
      }
      guard file.isPunctuation(k, "."), k + 1 < range.upperBound, file[k + 1].kind == .identifier
      else { return nil }
      let name = file[k + 1].text
      k += 2
      if isMetatype, name == "init" { continue }
      if isMetatype, isPlainType("\(type).\(name)") {
        type = "\(type).\(name)"
        continue
      }
      let found = index.members(named: name, in: type).filter {
        $0.kind == .enumCase ? isMetatype : $0.isStatic == isMetatype
      }
      guard let first = found.first else { return nil }
      var result: String?
      for candidate in found {
        let made: String?
        switch candidate.kind {
        case .enumCase: made = type
        case .property: made = madeType(of: candidate, depth: depth + 1)
        default: made = declaredType(candidate.type, in: type)
        }
        guard let made, result == nil || result == made else { return nil }
        result = made
      }
      guard let result else { return nil }
      switch first.kind {
      case .function:
        guard file.isPunctuation(k, "("), file.match[k] > k else { return nil }
        k = file.match[k] + 1
      case .enumCase:
        if file.isPunctuation(k, "("), file.match[k] > k { k = file.match[k] + 1 }
      case .property:
        break
      case .initializer, .objectiveCMethod:
        return nil
      }
      type = result
      isMetatype = false
    }
    return isMetatype ? nil : type
  }

  /// A type as a declaration writes it, reduced to the project type it names.
  ///
  /// `Product?` and `Networking.Product` are `Product`, `Self` is the holder when that is such
  /// a type; nil for anything else (`[Product]`, `some View`, a generic).
  private func declaredType(_ written: String?, in holder: String) -> String? {
    guard var written, !written.isEmpty else { return nil }
    while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
    // `Self` in an extension of a color type is a color.
    if written == "Self" { return isPlainType(holder) ? holder : nil }
    guard written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
      return nil
    }
    if isPlainType(written) { return written }
    let last = SourceIndex.lastComponent(written)
    return isPlainType(last) ? last : nil
  }

  /// A class, struct, enum or actor the project declares, that is not a color and does not
  /// inherit from one.
  private func isPlainType(_ name: String) -> Bool {
    guard !Self.colorTypes.contains(name), let declarations = index.typesByName[name] else {
      return false
    }
    var declaresType = false
    for declaration in declarations.map({ index.types[$0] }) {
      if declaration.inherited.contains(where: { Self.colorTypes.contains($0) }) { return false }
      switch declaration.kind {
      case .class, .struct, .enum, .actor: declaresType = true
      case .extension, .protocol, .implementation: continue
      }
    }
    return declaresType
  }

  private func isProtocol(_ type: String) -> Bool {
    guard !type.isEmpty else { return false }
    return (index.typesByName[type] ?? []).allSatisfy { index.types[$0].kind == .protocol }
      && index.typesByName[type] != nil
  }

  /// Whether `type` is a protocol, with or without extensions: no class, struct or enum of that
  /// qualified name (a nested `L10n.Theme` is another type).
  private func declaresOnlyAProtocol(_ type: String) -> Bool {
    let kinds = (index.typesByName[type] ?? []).filter { index.types[$0].name == type }.map {
      index.types[$0].kind
    }
    return kinds.contains(.protocol)
      && !kinds.contains { $0 == .class || $0 == .struct || $0 == .enum || $0 == .implementation }
  }

  private func isEnum(_ type: String) -> Bool {
    (index.typesByName[type] ?? []).contains { index.types[$0].kind == .enum }
  }

  /// `enum AppColor: String { case primary = "#4285F4"; var color: UIColor { … } }`: one color
  /// per case, `AppColor.primary` (with the property's name when there are several).
  private func enumCandidates(_ properties: [String: [MemberDeclaration]]) -> [Candidate] {
    var candidates: [Candidate] = []
    for (type, members) in properties.sorted(by: { $0.key < $1.key }) {
      let cases = (index.membersByHolder[type] ?? []).map { index.members[$0] }.filter {
        $0.kind == .enumCase && $0.holder == type
      }
      for enumCase in cases {
        for property in members {
          let name =
            members.count == 1
            ? "\(type).\(enumCase.name)" : "\(type).\(enumCase.name).\(property.name)"
          candidates.append(
            Candidate(
              name: name,
              source: .field(property, receiver: .enumCase(type: type, member: enumCase)),
              location: location(enumCase), declaredColor: true))
        }
      }
    }
    return candidates
  }

  /// Theme types: instances made by static properties (`static let dark = Theme(…)`), and
  /// subclasses or conforming types that give the fields values (`DarkTheme: Theme`).
  private func themeCandidates(_ fields: [String: [MemberDeclaration]]) -> [Candidate] {
    var candidates: [Candidate] = []
    let themeTypes = fields.keys.sorted()
    for type in themeTypes {
      let typeFields = fields[type] ?? []
      var perInstance: [(instance: String, names: [String: String])] = []
      // Instances: static properties whose declared type or initializer is the theme type.
      let short = SourceIndex.lastComponent(type)
      for member in (index.staticPropertiesByType[short] ?? []).map({ index.members[$0] }) {
        // A class instance's stored `var`s are state that changes at runtime.
        let isClass = (index.typesByName[type] ?? []).contains { index.types[$0].kind == .class }
        var names: [String: String] = [:]
        for field in typeFields where field.body == nil && !(isClass && field.isVariable) {
          let name = "\(qualified(member.holder, member.name)).\(field.name)"
          names[field.name] = name
          candidates.append(
            Candidate(
              name: name, source: .instanceField(instance: member, field: field.name),
              location: location(member), declaredColor: true))
        }
        perInstance.append((member.name, names))
      }
      // Subtypes, also through protocols that refine the type (`DefaultDarkTheme: DarkTheme`
      // where `DarkTheme: Theme`), and the type itself when it computes its colors. A protocol
      // is no instance: what its extension gives is the default of the types conforming to it,
      // read through each of them, which may override it.
      var subtypes = [type]
      var seen: Set<String> = [short]
      var pending = index.subtypes[short] ?? []
      while !pending.isEmpty {
        let subtype = pending.removeFirst()
        guard seen.insert(SourceIndex.lastComponent(subtype)).inserted else { continue }
        subtypes.append(subtype)
        pending += index.subtypes[SourceIndex.lastComponent(subtype)] ?? []
      }
      for subtype in subtypes where !declaresOnlyAProtocol(subtype) {
        var names: [String: String] = [:]
        for field in typeFields {
          let own = index.members(named: field.name, in: subtype).first {
            $0.body != nil || $0.value != nil
          }
          guard let own else { continue }
          let name = "\(subtype).\(field.name)"
          names[field.name] = name
          candidates.append(
            Candidate(
              name: name, source: .field(own, receiver: .instance(type: subtype)),
              location: location(own), declaredColor: true))
        }
        if subtype != type, !names.isEmpty { perInstance.append((subtype, names)) }
      }
      // Light and dark instances, where their names say so, make one color per field.
      let light = perInstance.filter { Self.appearance(of: $0.instance) == .light }
      let dark = perInstance.filter { Self.appearance(of: $0.instance) == .dark }
      if light.count == 1, dark.count == 1 {
        for field in typeFields {
          guard let l = light[0].names[field.name], let d = dark[0].names[field.name] else {
            continue
          }
          let name = "\(type).\(field.name)"
          candidates.append(
            Candidate(
              name: name, source: .appearances(light: l, dark: d), location: location(field),
              declaredColor: true))
        }
      }
    }
    return candidates
  }

  /// Light or dark, where a theme's name says it (`dark`, `DarkTheme`, `nightTheme`, `light`).
  static func appearance(of name: String) -> Style? {
    let lower = name.lowercased()
    if lower.contains("dark") || lower.contains("night") { return .dark }
    if lower.contains("light") || lower.contains("day") { return .light }
    return nil
  }
}
