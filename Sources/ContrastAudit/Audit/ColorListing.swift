/// Every color an audit knows, with where it is defined and its value in each trait combination:
/// what `contrast-audit colors` prints.
public struct ColorListing: Sendable {
  public struct Entry: Sendable, Hashable {
    public var name: String
    public var kind: ColorKind
    public var location: SourceLocation
    /// The resolved sRGB value per trait key (`light-normal-base`); nil where unresolved.
    public var values: [String: RGBA?]
    /// The color it refers to directly, when it is a reference in every trait combination.
    public var reference: String?
    /// Why some trait combination has no value.
    public var unresolved: String?
  }

  public var entries: [Entry]
  public var diagnostics: [Diagnostic]

  /// Lists the user's colors (asset catalogs, palette files, code), then UIKit's, each sorted.
  init(resolver: Resolver, includeSystem: Bool, diagnostics: [Diagnostic]) {
    let order: [ColorKind] = [.asset, .palette, .code, .system]
    var colors = resolver.palette.colors.values.map { $0 }
    if includeSystem { colors += resolver.systemColors.colors.values }
    colors.sort {
      (order.firstIndex(of: $0.definition.kind) ?? 0, $0.name)
        < (order.firstIndex(of: $1.definition.kind) ?? 0, $1.name)
    }
    entries = colors.map { color in
      var values: [String: RGBA?] = [:]
      var reason: String?
      for traits in TraitCombination.all {
        switch resolver.resolve(color.name, in: traits) {
        case .success(let resolved): values[traits.key] = resolved.color
        case .failure(let failure):
          values[traits.key] = .some(nil)
          reason = reason ?? failure.reason
        }
      }
      var location = color.location
      if location.file.hasPrefix("/") {
        // The built-in rules live wherever the tool is installed: name them the same everywhere.
        location.file = location.file.split(separator: "/").suffix(2).joined(separator: "/")
      }
      return Entry(
        name: color.name, kind: color.definition.kind, location: location, values: values,
        reference: Self.reference(of: color.definition), unresolved: reason)
    }
    self.diagnostics = diagnostics
  }

  /// The name a color refers to in every trait combination, if it is one reference throughout.
  static func reference(of definition: ColorDefinition) -> String? {
    switch definition {
    case .code(let values):
      guard values.isConstant, case .reference(let target, _) = values.values[0] else { return nil }
      return target
    case .palette(let variants):
      let targets = Set(variants.map(\.value))
      guard targets.count == 1, case .reference(let target)? = targets.first else { return nil }
      return target
    case .assetCatalog(let slots):
      let contents = Set(slots.map(\.content))
      guard contents.count == 1, case .systemReference(_, let reference)? = contents.first else {
        return nil
      }
      return reference
    case .system:
      return nil
    }
  }

  /// The public JSON: `{"colors": [{"name", "kind", "file", "line", "values", "reference",
  /// "unresolved"}]}`.
  public func json() -> String {
    JSONOut.object([
      (
        "colors",
        .array(
          entries.map { entry in
            .object([
              ("name", .string(entry.name)),
              ("kind", .string(entry.kind.rawValue)),
              ("file", .string(entry.location.file)),
              ("line", .optional(entry.location.line)),
              (
                "values",
                .object(
                  TraitCombination.all.map { traits in
                    (traits.key, .optional((entry.values[traits.key] ?? nil)?.hexString))
                  })
              ),
              ("reference", .optional(entry.reference)),
              ("unresolved", .optional(entry.unresolved)),
            ])
          })
      )
    ]).serialized()
  }

  /// Input errors and warnings, one `file:line: severity: message` line each.
  public func diagnosticLines() -> String {
    diagnostics.map {
      ReportText.singleLine(
        "\($0.location.description): \($0.severity.rawValue): \($0.messageWithKey)")
        + "\n"
    }.joined()
  }

  /// One line per color: name, kind, place, and its values with only the traits that change it.
  public func terminal() -> String {
    var lines: [String] = []
    let width = min(entries.map(\.name.count).max() ?? 0, 40)
    for entry in entries {
      let name = entry.name.padding(
        toLength: max(width, entry.name.count), withPad: " ", startingAt: 0)
      let place = entry.location.line == nil ? entry.location.file : entry.location.description
      lines.append(
        ReportText.singleLine(
          "\(name)  \(entry.kind.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \(Self.summary(entry))  \(place)"
        ))
    }
    let counts = ColorKind.allCases.compactMap { kind -> String? in
      let n = entries.filter { $0.kind == kind }.count
      return n == 0 ? nil : "\(n) \(kind.rawValue)"
    }
    let unresolved = entries.filter { $0.unresolved != nil }.count
    lines.append("")
    lines.append(
      ReportText.count(entries.count, "color") + " (" + counts.joined(separator: ", ") + ")"
        + (unresolved > 0 ? "; \(unresolved) not fully resolved" : ""))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `#4285F4FF`, or `light #FFFFFFFF · dark #000000FF`, naming only the axes that matter.
  static func summary(_ entry: Entry) -> String {
    let all = TraitCombination.all
    func value(_ t: TraitCombination) -> String {
      (entry.values[t.key] ?? nil)?.hexString ?? "unresolved"
    }
    let matters = (
      style: all.contains { value($0) != value(flip($0, style: true)) },
      contrast: all.contains { value($0) != value(flip($0, contrast: true)) },
      level: all.contains { value($0) != value(flip($0, level: true)) }
    )
    var seen = Set<String>()
    var parts: [String] = []
    for t in all {
      var label: [String] = []
      if matters.style { label.append(t.style.rawValue) }
      if matters.contrast { label.append(t.contrast == .high ? "high" : "normal") }
      if matters.level { label.append(t.level.rawValue) }
      let key = label.joined(separator: " ")
      guard seen.insert(key).inserted else { continue }
      parts.append(key.isEmpty ? value(t) : "\(key) \(value(t))")
    }
    var text = parts.joined(separator: " · ")
    if let reference = entry.reference { text += " (→ \(reference))" }
    if let reason = entry.unresolved { text += " — \(reason)" }
    return text
  }

  private static func flip(
    _ t: TraitCombination, style: Bool = false, contrast: Bool = false, level: Bool = false
  ) -> TraitCombination {
    var other = t
    if style { other.style = t.style == .light ? .dark : .light }
    if contrast { other.contrast = t.contrast == .normal ? .high : .normal }
    if level { other.level = t.level == .base ? .elevated : .base }
    return other
  }
}

extension Auditor {
  /// Every color the audit knows under the given paths: `contrast-audit colors`.
  public static func listColors(_ request: AuditRequest, includeSystem: Bool = true)
    -> ColorListing
  {
    var diagnostics: [Diagnostic] = []
    guard var rules = loadRules(request.rulesDirectory, &diagnostics) else {
      return ColorListing(
        resolver: Resolver(palette: Palette(), systemColors: Palette()), includeSystem: false,
        diagnostics: diagnostics)
    }
    var inputs = discoverInputs(request, &diagnostics)
    let settings = loadPairingsFiles(inputs.pairingsFiles, &diagnostics)
    rules = selectIOSVersion(rules, request: request, settings: settings, &diagnostics)
    inputs = applyExcludes(settings, to: inputs)
    let (sources, colorFiles) = readSourcesAndColorFiles(inputs, &diagnostics)
    let resolver = loadPalette(
      inputs, sources: sources, rules: rules, colorFiles: colorFiles, &diagnostics
    ).resolver
    return ColorListing(
      resolver: resolver, includeSystem: includeSystem, diagnostics: sorted(diagnostics))
  }
}
