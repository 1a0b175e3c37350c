import Foundation

/// What to audit, and with which settings.
public struct AuditRequest: Sendable {
  /// Files and folders to audit, as given on the command line.
  public var paths: [String]
  /// The folder paths are relative to; reports show paths relative to it.
  public var workingDirectory: URL
  /// A `Rules/` folder to use instead of the rules compiled in (`--rules DIR`); nil for those.
  public var rulesDirectory: URL?
  /// A conformance level that overrides the pairings files' `level`.
  public var level: ConformanceLevel?
  /// `--config FILE`: the `contrast-audit.json` to use instead of the nearest one.
  public var configPath: String?
  /// Which failed checks get fix suggestions: on a large failing app they are most of the work,
  /// so the command line asks only for those its reports will show.
  public var suggestions: SuggestionScope
  /// `--strict` or `--lenient`: which severities fail the gate.
  public var gate: GateMode
  /// `--baseline FILE`: known problems to leave out of the result, relative to the working
  /// directory.
  public var baselinePath: String?
  /// `--ios VERSION`: the iOS version of the system colors; overrides the configuration's.
  public var iosVersion: String?

  public init(
    paths: [String], workingDirectory: URL, rulesDirectory: URL?, level: ConformanceLevel? = nil,
    configPath: String? = nil, suggestions: SuggestionScope = .all, gate: GateMode = .standard,
    baselinePath: String? = nil, iosVersion: String? = nil
  ) {
    self.iosVersion = iosVersion
    self.paths = paths
    self.workingDirectory = workingDirectory
    self.rulesDirectory = rulesDirectory
    self.level = level
    self.configPath = configPath
    self.suggestions = suggestions
    self.gate = gate
    self.baselinePath = baselinePath
  }
}

/// Which failed checks get a fix suggestion.
public enum SuggestionScope: Sendable {
  /// Every failed check: for reports that list every check (JSON, SARIF, JUnit, Xcode, GitHub).
  case all
  /// Only those of the pairings the terminal and markdown reports show in full
  /// (``PairingReport/detailLimit``).
  case shownInDetail
  /// None: nothing will show them (`--quiet` alone).
  case none
}

/// Runs the whole pipeline: discovery → loaders → palette and pairings → evaluator → result.
public enum Auditor {
  public static let version = "0.1.0"

  /// Metadata of the source finding rules, for reports that describe their rules.
  public static var findingRules: [RuleDescriptor] {
    AttributedTextScanner.rules.map {
      RuleDescriptor(
        id: $0.id, summary: $0.name, explanation: $0.summary, defaultSeverity: $0.defaultSeverity)
    }
  }

  public static func run(_ request: AuditRequest) -> AuditResult {
    var diagnostics: [Diagnostic] = []
    var contrastSettings: [String: Severity?] = [:]
    var iosVersion: String?
    let baseline = request.baselinePath.flatMap { loadBaseline($0, request, &diagnostics) }
    func finish(
      checks: [Check] = [], findings: [Finding] = [], level: ConformanceLevel = .AA,
      nothingMeasured: String? = nil
    ) -> AuditResult {
      var result = AuditResult(
        toolVersion: version, level: level, checks: checks, findings: findings,
        diagnostics: sorted(diagnostics), nothingMeasured: nothingMeasured)
      result.gate = request.gate
      result.contrastSeverities = contrastSettings
      result.iosVersion = iosVersion
      if let baseline, let path = request.baselinePath {
        result = result.applying(baseline, path: path)
      }
      return result
    }

    guard var rules = loadRules(request.rulesDirectory, &diagnostics) else { return finish() }
    var inputs = discoverInputs(request, &diagnostics)

    // Settings first: their excludes decide what else is read.
    let settings = loadPairingsFiles(inputs.pairingsFiles, &diagnostics)
    rules = selectIOSVersion(rules, request: request, settings: settings, &diagnostics)
    iosVersion = rules.iosVersion
    inputs = applyExcludes(settings, to: inputs)
    let level = request.level ?? conformanceLevel(settings, &diagnostics)
    let allRuleSettings = ruleSeverities(settings, &diagnostics)
    let contrastNames = Set(ContrastRules.settingNames)
    let ruleSettings = allRuleSettings.filter { !contrastNames.contains($0.key) }
    contrastSettings = allRuleSettings.filter { contrastNames.contains($0.key) }

    // Without a configuration, the pairings found where the app draws are what is checked.
    let discover = settings.isEmpty || settings.contains { $0.discover }
    var paletteDiagnostics: [Diagnostic] = []
    let settingsDiagnostics = diagnostics
    // The checks are made as soon as the palette is, while the attributed-text rules finish.
    let ((palette, pairings, checks, pairingDiagnostics), scan) = readPaletteAndCode(
      inputs, rules: rules, ruleSettings: ruleSettings, discover: discover, &paletteDiagnostics
    ) { palette, paletteDiagnostics in
      let resolver = palette.resolver
      // Collecting pairings reads the errors so far (a broken color set is named once).
      var seen = settingsDiagnostics + paletteDiagnostics
      let known = seen.count
      let pairings = markSystemOnly(
        collectPairings(settings, rules: rules, resolver: resolver, &seen) + palette.discovered,
        resolver)
      let evaluator = Evaluator(resolver: resolver, thresholds: rules.thresholds, level: level)
      return (palette, pairings, evaluator.evaluate(pairings), Array(seen[known...]))
    }
    let resolver = palette.resolver
    diagnostics += paletteDiagnostics + pairingDiagnostics
    requireSomethingToAudit(
      pairings: pairings, inputs: inputs, colors: resolver.palette.colors.count,
      paths: request.paths, &diagnostics)
    diagnostics += scan.diagnostics
    let nothingMeasured = measuredNothing(
      checks: checks, pairings: pairings, colors: palette.userColors, configured: !settings.isEmpty)
    var forcing = inputs
    forcing.forcedStyles = palette.forcedStyles
    let (findings, unmadeNotes) = keptInMadeViews(
      keptInForcedAppearance(scan.findings, forcing), palette.unmadeViews)
    diagnostics += unmadeNotes
    var result = finish(
      checks: checks, findings: findings, level: level, nothingMeasured: nothingMeasured)
    // After the baseline: what is shown is what is new.
    let suggested = checksToSuggest(result, scope: request.suggestions)
    let plan = FixPlanner(resolver: resolver, checks: result.checks).plan(failing: suggested)
    for (index, suggestion) in plan.suggestions {
      result.checks[index].suggestion = suggestion
    }
    result.fixes = plan.fixes
    result.sourceFiles = inputs.sourceFiles
    result.colorDefinitions = resolver.palette.colors.mapValues(\.location)
    return result
  }

  /// What `continuation` makes of the palette (catalogs, palette files, colors in code,
  /// pairings found in use), and the findings of the attributed-text rules.
  ///
  /// The app's own code is read once: code colors, discovered pairings and findings share it.
  /// Asset catalogs and palette files do not depend on it: they are read meanwhile. Its tokens
  /// and index are let go when this returns, freed on another thread while the checks and their
  /// suggestions are made.
  ///
  /// `continuation` runs on the palette's side as soon as the palette is read, with the
  /// palette's diagnostics, while the rules may still run on the other.
  static func readPaletteAndCode<Continued>(
    _ inputs: DiscoveredInputs, rules: BuiltInRules, ruleSettings: [String: Severity?],
    discover: Bool, _ diagnostics: inout [Diagnostic],
    continuation: (PaletteStage, [Diagnostic]) -> Continued
  ) -> (Continued, (findings: [Finding], diagnostics: [Diagnostic])) {
    let (tokenized, (colorFiles, swiftGen)) = concurrently(
      { TokenizedSources(files: inputs.sourceFiles) },
      {
        let colorFiles = loadColorFiles(inputs)
        return (colorFiles, swiftGenAssets(inputs, colorFiles: colorFiles))
      })
    // The attributed-text rules read only the tokens: they run while the project index and the
    // palette are built.
    let scanner = AttributedTextScanner(configuration: .init(ruleSeverities: ruleSettings))
    var paletteDiagnostics: [Diagnostic] = []
    let (continued, scan) = concurrently(
      {
        let sources = SourceStage(tokenized, swiftGen: swiftGen.assets)
        paletteDiagnostics += swiftGen.diagnostics
        let palette = loadPalette(
          inputs, sources: sources, rules: rules, discover: discover, colorFiles: colorFiles,
          &paletteDiagnostics)
        // The index is freed while the rules finish and the checks are made.
        releaseInBackground(consume sources)
        return continuation(palette, paletteDiagnostics)
      }, { scanner.scan(texts: tokenized.texts, lexed: tokenized.byPath) })
    diagnostics += tokenized.notes + paletteDiagnostics
    releaseInBackground(consume tokenized)
    return (continued, scan)
  }

  /// The indices of the failed checks that get a suggestion.
  static func checksToSuggest(_ result: AuditResult, scope: SuggestionScope) -> [Int] {
    let failed = result.checks.indices.filter { result.checks[$0].status == .failed }
    switch scope {
    case .none: return []
    case .all: return failed
    case .shownInDetail:
      // By the index of each check's pairing: hashing a pairing per failed check cost more than
      // ordering the pairings.
      let order = PairingReport.pairingOrder(result)
      let shown = PairingReport.shownInDetail(result, order: order)
      return failed.filter { shown.contains(order.pairingOfCheck[$0]) }
    }
  }

  /// Marks the pairings whose colors are all UIKit's own.
  static func markSystemOnly(_ pairings: [Pairing], _ resolver: Resolver) -> [Pairing] {
    pairings.map { pairing in
      var marked = pairing
      marked.usesOnlySystemColors = [pairing.foreground, pairing.background, pairing.backdrop]
        .compactMap { $0 }.allSatisfy { meansSystemColor($0, resolver) }
      return marked
    }
  }

  /// Whether `name` means one of UIKit's own colors.
  ///
  /// A system color the palette does not redefine, or a code color that is only another name for
  /// one, the same in every trait combination, alpha unchanged (WooCommerce's `static var
  /// basicBackground: UIColor { .systemBackground }`). A color that picks a different system
  /// color per appearance (`colorScheme == .light ? .white : .black`) is the team's design.
  static func meansSystemColor(_ name: String, _ resolver: Resolver, depth: Int = 0) -> Bool {
    guard let color = resolver.palette[name] else { return resolver.systemColors.contains(name) }
    guard depth < Resolver.maximumReferenceDepth, case .code(let values) = color.definition,
      values.isConstant, case .reference(let other, alpha: nil) = values.values[0]
    else { return false }
    return meansSystemColor(resolver.canonicalName(of: other) ?? other, resolver, depth: depth + 1)
  }

  /// Why a run that found colors verified no contrast, with the next step; nil when it did.
  ///
  /// A pairing that passes verifies something, and so does a measured check the gate judges. A
  /// run whose only measured pairings fail on Apple's own colors (not gated), the rest
  /// unresolved, verified nothing of the app's: it is not a pass either.
  static func measuredNothing(checks: [Check], pairings: [Pairing], colors: Int, configured: Bool)
    -> String?
  {
    guard colors > 0 || !pairings.isEmpty else { return nil }
    // A pairing's checks are consecutive.
    var measured = 0
    var start = 0
    while start < checks.count {
      var end = start + 1
      while end < checks.count, checks[end].hasSamePairing(as: checks[start]) { end += 1 }
      let group = checks[start..<end]
      if group.contains(where: { $0.ratio != nil }) {
        if group.allSatisfy({ $0.status == .passed }) || checks[start].pairing.isGated {
          return nil
        }
        measured += 1
      }
      start = end
    }
    if pairings.isEmpty {
      return configured
        ? "\(ReportText.count(colors, "color")) found but no pairing to check: the configuration "
          + "declares none; add \"pairings\", or \"discover\": true to check the ones found in use"
        : "\(ReportText.count(colors, "color")) found but no pairing to check: none was found where "
          + "the app draws one color on another; declare them in a contrast-audit.json "
          + "(contrast-audit init writes a starter one)"
    }
    guard measured > 0 else {
      return
        "none of the \(ReportText.count(pairings.count, "pairing")) could be measured: their "
        + "colors are unresolved (see the reasons above); make them resolvable or declare "
        + "pairings of colors the audit can read"
    }
    let unresolved = pairings.count - measured
    let only =
      measured == 1
      ? "the only pairing measured uses only Apple's own colors and fails, which is not gated"
      : "the only \(measured) pairings measured use only Apple's own colors and fail, which is "
        + "not gated"
    return only
      + (unresolved > 0
        ? "; the other \(unresolved == 1 ? "pairing" : "\(unresolved)") could not be measured (see the reasons above): make their "
          + "colors resolvable or declare pairings of colors the audit can read" : "")
  }

  /// The files under the paths, with the configuration from `--config` or, when the paths hold
  /// none, the nearest `contrast-audit.json` above them (up to the repository root).
  static func discoverInputs(_ request: AuditRequest, _ diagnostics: inout [Diagnostic])
    -> DiscoveredInputs
  {
    var (inputs, found) = Discovery.discover(
      paths: request.paths, workingDirectory: request.workingDirectory)
    diagnostics += found
    if let config = request.configPath {
      let url =
        config.hasPrefix("/")
        ? URL(fileURLWithPath: config)
        : request.workingDirectory.appendingPathComponent(config)
      guard FileManager.default.fileExists(atPath: url.path) else {
        diagnostics.append(.error(SourceLocation(file: config), "no such configuration file"))
        return inputs
      }
      inputs.pairingsFiles.removeAll {
        ($0.displayPath as NSString).lastPathComponent == "contrast-audit.json"
      }
      inputs.pairingsFiles.insert(InputFile(displayPath: config, url: url), at: 0)
      return inputs
    }
    guard !inputs.pairingsFiles.contains(where: { $0.displayPath.hasSuffix("contrast-audit.json") })
    else { return inputs }
    var seen = Set<String>()
    for path in request.paths {
      guard
        let nearest = Discovery.nearestConfiguration(
          above: path, workingDirectory: request.workingDirectory),
        seen.insert(nearest.url.path).inserted
      else { continue }
      inputs.pairingsFiles.append(nearest)
    }
    return inputs
  }

  /// The rules with the system colors of `--ios`, else of the first configuration that sets
  /// `"ios"`, else of the newest version; an unknown version is an input error naming where it
  /// was set.
  static func selectIOSVersion(
    _ rules: BuiltInRules, request: AuditRequest, settings: [PairingsFile],
    _ diagnostics: inout [Diagnostic]
  ) -> BuiltInRules {
    let wanted: (version: String, location: SourceLocation)?
    if let version = request.iosVersion {
      wanted = (version, SourceLocation(file: "--ios"))
    } else {
      wanted = settings.compactMap(\.ios).first
    }
    guard let wanted else { return rules }
    guard let selected = rules.selecting(ios: wanted.version) else {
      diagnostics.append(
        .error(
          wanted.location,
          "unknown iOS version \"\(wanted.version)\"; the system colors are known for iOS "
            + (rules.iosVersionChoices.isEmpty ? "one version only" : rules.iosVersionChoices)))
      return rules
    }
    return selected
  }

  /// The baseline file of `--baseline`; a problem with it is an input error naming it.
  static func loadBaseline(
    _ path: String, _ request: AuditRequest, _ diagnostics: inout [Diagnostic]
  ) -> Baseline? {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : request.workingDirectory.appendingPathComponent(path)
    do {
      return try Baseline.load(url, displayPath: path)
    } catch {
      diagnostics.append(error)
      return nil
    }
  }

  /// The rules of `--rules DIR`, else those compiled in.
  static func loadRules(_ directory: URL?, _ diagnostics: inout [Diagnostic]) -> BuiltInRules? {
    guard let directory else {
      switch BuiltInRules.builtIn {
      case .success(let rules): return rules
      case .failure(let error):
        diagnostics.append(error)
        return nil
      }
    }
    do {
      return try BuiltInRules.load(from: directory)
    } catch {
      diagnostics.append(error)
      return nil
    }
  }

  static func loadPairingsFiles(_ inputs: [InputFile], _ diagnostics: inout [Diagnostic])
    -> [PairingsFile]
  {
    let loaded = concurrentMap(count: inputs.count) {
      PairingsLoader.load(inputs[$0].url, displayPath: inputs[$0].displayPath)
    }
    diagnostics += loaded.flatMap(\.diagnostics)
    return loaded.compactMap(\.file)
  }

  /// The colors of an audit, and the pairings found in use when asked for.
  struct PaletteStage {
    var resolver: Resolver
    /// Asset catalog, palette file and code colors (not colors written in place where drawn).
    var userColors: Int
    var discovered: [Pairing]
    /// Colors the discovered pairings write in place (a calibrated color in a storyboard,
    /// `UIColor(white: 0.2, alpha: 1)` in a view), named by their label.
    var inPlaceColors: Set<String> = []
    /// The appearance each target forces: its `UIUserInterfaceStyle`, or the one the code pins
    /// its window to (see ``pinWindowStyle(_:_:)``).
    var forcedStyles: [BuildTarget: Style] = [:]
    /// The views the app never makes and the xibs it never loads (see ``NeverMadeViews``).
    var unmadeViews = UnmadeViews()
  }

  /// Every asset catalog, palette file and code color, user colors first, then UIKit's, checked
  /// for unknown references and cycles; with `discover`, the pairings found where the app draws.
  ///
  /// `colorFiles`: what ``loadColorFiles(_:)`` read from `inputs`, when it was read already.
  static func loadPalette(
    _ inputs: DiscoveredInputs, sources: SourceStage, rules: BuiltInRules, discover: Bool = false,
    colorFiles: [(colors: [NamedColor], diagnostics: [Diagnostic])]? = nil,
    _ diagnostics: inout [Diagnostic]
  ) -> PaletteStage {
    var palette = Palette()
    var redefined = RedefinedColors(inputs: inputs)
    // The targets' appearances, with the one the app's window is pinned to.
    var forcing = inputs
    func add(_ colors: [NamedColor]) {
      for color in colors {
        // The same name in an app and its extensions is common; it matters only when they
        // differ on screen.
        if let winner = palette.insert(color), !winner.definition.drawsTheSame(as: color.definition)
        {
          redefined.record(color, winner: winner)
        }
      }
    }
    for loaded in colorFiles ?? loadColorFiles(inputs) {
      diagnostics += loaded.diagnostics
      add(loaded.colors)
    }
    let code = CodeColorExtractor(
      index: sources.index, systemColors: rules.systemColorValues,
      // In no order: what is made of them does not depend on it (`names` sorts thousands).
      assetNames: palette.colors.compactMap { $0.value.definition.kind == .asset ? $0.key : nil }
    ).extract()
    add(code.colors)
    if let note = defaultAccentColor(inputs, rules: rules, &palette) { diagnostics.append(note) }
    let userColors = palette.colors.count
    var discovered: [Pairing] = []
    var inPlaceColors = Set<String>()
    var unmadeViews = UnmadeViews()
    if discover {
      let known = Set(palette.colors.keys)
      let found = PairingDiscovery.discover(
        sources, names: code.names, knownColors: known,
        images: CatalogImages(catalogs: inputs.catalogs.map(\.url)))
      diagnostics += found.diagnostics
      unmadeViews = found.unmadeViews
      if let window = found.windowStyle {
        diagnostics += pinWindowStyle(window, &forcing)
      }
      var pairings = found.pairings
      if !forcing.forcedStyles.isEmpty {
        for n in pairings.indices {
          // A theme's own forced appearance and the target's: what both allow, else the target's.
          let forced = forcedStyles(of: pairings[n].location.file, forcing)
          let both = pairings[n].styles.filter(forced.contains)
          pairings[n].styles = both.isEmpty ? forced : both
        }
      }
      if !redefined.isEmpty {
        for n in pairings.indices {
          let file = pairings[n].location.file
          pairings[n].foreground = redefined.retarget(
            pairings[n].foreground, file: file, palette: &palette)
          pairings[n].background = redefined.retarget(
            pairings[n].background, file: file, palette: &palette)
          pairings[n].backdrop = pairings[n].backdrop.map {
            redefined.retarget($0, file: file, palette: &palette)
          }
        }
      }
      let systemNames = Set(rules.systemColors.map(\.name))
      discovered = PairingDiscovery.pairings(
        pairings, palette: &palette, inPlace: &inPlaceColors,
        reserved: systemNames.union(rules.aliases.keys))
      // Interface Builder spells system colors as UIKit references do (`labelColor`).
      for n in discovered.indices {
        for keyPath in [\Pairing.foreground, \Pairing.background] {
          let name = discovered[n][keyPath: keyPath]
          if palette[name] == nil, !systemNames.contains(name), let alias = rules.aliases[name] {
            discovered[n][keyPath: keyPath] = alias
          }
        }
      }
    }
    diagnostics += redefined.warnings()
    let resolver = Resolver(
      palette: palette, systemColors: Palette(rules.systemColors), systemAliases: rules.aliases,
      shortNames: code.shortNames.filter { palette[$0.key] == nil })
    diagnostics += validateReferences(resolver)
    return PaletteStage(
      resolver: resolver, userColors: userColors, discovered: discovered,
      inPlaceColors: inPlaceColors, forcedStyles: forcing.forcedStyles, unmadeViews: unmadeViews)
  }

  /// The appearance the app's window is pinned to in code, taken as the `UIUserInterfaceStyle` of
  /// the targets that build the files pinning it (where their own Info.plist sets none), with a
  /// note saying so; nothing where the projects read do not say which targets build them.
  static func pinWindowStyle(
    _ window: (style: Style, files: [String], first: SourceLocation),
    _ inputs: inout DiscoveredInputs
  ) -> [Diagnostic] {
    var pinned: Set<String> = []
    for file in window.files {
      for target in inputs.targets[file] ?? [] where inputs.forcedStyles[target] == nil {
        inputs.forcedStyles[target] = window.style
        pinned.insert(target.name)
      }
    }
    guard !pinned.isEmpty else { return [] }
    return [
      Diagnostic(
        .note, window.first,
        "the app's window is set to \(window.style.rawValue) (overrideUserInterfaceStyle) for "
          + "\(pinned.sorted().joined(separator: ", ")): pairings found in files only such "
          + "targets build are checked in that appearance only")
    ]
  }

  /// UIKit's default tint as the app's `AccentColor`, when the projects prove the app has no
  /// accent color of its own.
  ///
  /// Xcode's app template names `AccentColor` as the accent
  /// (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`) and leaves its color set empty: an app
  /// that never fills it is tinted systemBlue, and that is what `Color.accentColor` draws. Only
  /// when every iOS target of the projects read names `AccentColor` or nothing, and the color
  /// set the palette keeps has no color in any slot; returns a note saying so.
  static func defaultAccentColor(
    _ inputs: DiscoveredInputs, rules: BuiltInRules, _ palette: inout Palette
  ) -> Diagnostic? {
    let name = "AccentColor"
    guard let names = inputs.accentColorNames, names.isSubset(of: [nil, name]),
      let systemBlue = rules.systemColors.first(where: { $0.name == "systemBlue" })
    else { return nil }
    // A color set whose every slot is empty (Xcode's template), and nothing else.
    guard let own = palette[name], case .assetCatalog(let slots) = own.definition,
      slots.allSatisfy({ $0.content == .empty })
    else { return nil }
    palette.replace(
      NamedColor(name: name, definition: systemBlue.definition, location: own.location))
    return Diagnostic(
      .note, own.location,
      "the app's accent color set is empty, so its accent and default tint are UIKit's "
        + "systemBlue: pairings on AccentColor are measured in systemBlue")
  }

  /// The findings that still hold where the targets building a file force one appearance.
  ///
  /// In files only `UIUserInterfaceStyle` targets build, a fixed text color is kept where it
  /// fails on the one appearance's own ground (`lightGray` on a Light-only app's white: iNaturalist's
  /// location icons, 2.32:1), not for the appearance the app never shows; text drawn black for
  /// want of a color is kept in a Dark-only app and dropped in a Light-only one, where black on
  /// its light grounds is what was designed.
  static func keptInForcedAppearance(_ findings: [Finding], _ inputs: DiscoveredInputs)
    -> [Finding]
  {
    guard !inputs.forcedStyles.isEmpty else { return findings }
    let staticColorRules: Set<String> = [
      AttributedTextStaticColorRule.id, InterfaceBuilderStaticColorRule.id,
    ]
    // Text drawn black for want of a color (no foreground, an HTML import's) is a Dark Mode
    // problem: an app shown only in Light Mode draws it on its light grounds as designed.
    let drawnBlackRules: Set<String> = [
      AttributedTextForegroundRule.id, AttributedTextHTMLImportRule.id,
      InterfaceBuilderAttributedForegroundRule.id,
    ]
    return findings.filter { finding in
      if drawnBlackRules.contains(finding.rule) {
        return forcedStyles(of: finding.location.file, inputs) != [.light]
      }
      guard staticColorRules.contains(finding.rule) else { return true }
      let styles = forcedStyles(of: finding.location.file, inputs)
      // A fixed color that fails on the one appearance's own ground (`lightGray` on a
      // Light-only app's white) fails where the app is shown.
      return styles.count > 1 || styles.contains { finding.failsIn?.contains($0) == true }
    }
  }

  /// The findings outside the views the app never makes and the xibs it never loads, and a
  /// note for each such view or xib that held some.
  ///
  /// iGap compiles TTTAttributedLabel and never makes one: its default link colors were a
  /// warning about text nobody sees.
  static func keptInMadeViews(_ findings: [Finding], _ unmade: UnmadeViews) -> (
    [Finding], [Diagnostic]
  ) {
    guard !unmade.byFile.isEmpty else { return (findings, []) }
    var kept: [Finding] = []
    var leftOut: [String: (first: SourceLocation, count: Int)] = [:]
    for finding in findings {
      guard let view = unmade.view(at: finding.location) else {
        kept.append(finding)
        continue
      }
      let first = leftOut[view]?.first ?? finding.location
      leftOut[view] = (min(first, finding.location), (leftOut[view]?.count ?? 0) + 1)
    }
    let notes = leftOut.sorted { $0.value.first < $1.value.first }.map { view, found in
      let findings = ReportText.count(found.count, "attributed-text finding")
      return Diagnostic(
        .note, found.first,
        view.hasSuffix(".xib")
          ? "nothing in the app loads \(view) (no code names it, nor a controller of its "
            + "name): \(findings) in it left out"
          : "nothing in the app makes \(view) (no code, storyboard or string names it): "
            + "\(findings) in its code left out")
    }
    return (kept, notes)
  }

  /// The appearances a file's views are shown in: the one every target building it forces, or
  /// both.
  static func forcedStyles(of file: String, _ inputs: DiscoveredInputs) -> [Style] {
    guard let targets = inputs.targets[file], let first = targets.first,
      let style = inputs.forcedStyles[first],
      targets.allSatisfy({ inputs.forcedStyles[$0] == style })
    else { return Style.allCases }
    return [style]
  }

  /// SwiftGen's xcassets outputs that the app generates at build time, with the colors of the
  /// catalogs loaded, and the notes on outputs whose names cannot be known.
  static func swiftGenAssets(
    _ inputs: DiscoveredInputs, colorFiles: [(colors: [NamedColor], diagnostics: [Diagnostic])]
  ) -> (assets: SwiftGenAssets, diagnostics: [Diagnostic]) {
    var assets = SwiftGenAssets()
    var diagnostics: [Diagnostic] = []
    for file in inputs.swiftGenConfigurations {
      let read = SwiftGenAssets.outputs(ofConfiguration: file)
      assets.outputs += read.outputs
      diagnostics += read.diagnostics
    }
    guard !assets.outputs.isEmpty else { return (assets, diagnostics) }
    // Catalogs come first in what `loadColorFiles` returns, in the inputs' order.
    for (catalog, loaded) in zip(inputs.catalogs, colorFiles) {
      assets.catalogColors[catalog.url.standardizedFileURL.path] = (
        catalog.displayPath, loaded.colors
      )
    }
    return (assets, diagnostics)
  }

  /// The code read once, with SwiftGen's generated names, and the colors of the catalogs and
  /// palette files: for the commands that list colors or write a configuration.
  static func readSourcesAndColorFiles(
    _ inputs: DiscoveredInputs, _ diagnostics: inout [Diagnostic]
  )
    -> (SourceStage, [(colors: [NamedColor], diagnostics: [Diagnostic])])
  {
    let colorFiles = loadColorFiles(inputs)
    let swiftGen = swiftGenAssets(inputs, colorFiles: colorFiles)
    diagnostics += swiftGen.diagnostics
    let sources = SourceStage(files: inputs.sourceFiles, swiftGen: swiftGen.assets)
    diagnostics += sources.notes
    return (sources, colorFiles)
  }

  /// The colors of every asset catalog, then of every palette file, in input order.
  static func loadColorFiles(_ inputs: DiscoveredInputs) -> [(
    colors: [NamedColor], diagnostics: [Diagnostic]
  )] {
    inputs.catalogs.map {
      AssetCatalogLoader.load(catalogAt: $0.url, displayPath: $0.displayPath)
    }
      + inputs.paletteFiles.map {
        PaletteFileLoader.load($0.url, displayPath: $0.displayPath)
      }
  }

  /// An audit that checks nothing is an error, never a silent pass.
  static func requireSomethingToAudit(
    pairings: [Pairing], inputs: DiscoveredInputs, colors: Int, paths: [String],
    _ diagnostics: inout [Diagnostic]
  ) {
    let location = SourceLocation(file: paths.joined(separator: " "))
    if pairings.isEmpty && inputs.sourceFiles.isEmpty && colors == 0
      && diagnostics.allSatisfy({ $0.severity != .error })
    {
      diagnostics.append(
        .error(
          location,
          "nothing to audit: no asset catalogs, palette files, pairings or source files here"))
    }
  }

  /// The `rules` settings of every pairings file; the first file to set a rule wins.
  static func ruleSeverities(_ files: [PairingsFile], _ diagnostics: inout [Diagnostic])
    -> [String: Severity?]
  {
    let known = AttributedTextScanner.rules.map(\.id) + ContrastRules.settingNames
    var settings: [String: Severity?] = [:]
    for file in files {
      for (rule, severity) in file.ruleSeverities.sorted(by: { $0.key < $1.key }) {
        guard known.contains(rule) else {
          let hint = NameSuggestions.nearest(to: rule, in: known).first
          diagnostics.append(
            .warning(
              SourceLocation(file: file.path, key: "rules.\(rule)"),
              "unknown rule \"\(rule)\" is ignored"
                + (hint.map { "; did you mean \"\($0)\"?" } ?? "")))
          continue
        }
        if settings[rule] == nil { settings[rule] = severity }
      }
    }
    return settings
  }

  /// Drops inputs that a pairings file's `exclude` globs match, relative to that file's folder.
  static func applyExcludes(_ files: [PairingsFile], to inputs: DiscoveredInputs)
    -> DiscoveredInputs
  {
    let rules: [(folder: String, globs: [PathGlob])] = files.filter { !$0.excludes.isEmpty }.map {
      let folder = ($0.path as NSString).deletingLastPathComponent
      return (folder, $0.excludes.map(PathGlob.init))
    }
    guard !rules.isEmpty else { return inputs }
    func kept(_ file: InputFile) -> Bool {
      !rules.contains { rule in
        let prefix = rule.folder.isEmpty || rule.folder == "." ? "" : rule.folder + "/"
        guard file.displayPath.hasPrefix(prefix) else { return false }
        let relative = String(file.displayPath.dropFirst(prefix.count))
        return rule.globs.contains { $0.matches(relative) }
      }
    }
    var result = inputs
    result.catalogs = inputs.catalogs.filter(kept)
    result.paletteFiles = inputs.paletteFiles.filter(kept)
    result.sourceFiles = inputs.sourceFiles.filter(kept)
    return result
  }

  /// Every palette-file reference must name a known color, and references must not form a cycle.
  static func validateReferences(_ resolver: Resolver) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var knownNames = NameSuggestions.LazyCandidates {
      resolver.palette.names + resolver.systemColors.names
    }
    var lookUps = 0
    for name in resolver.palette.names {
      for (target, location) in references(of: name, resolver)
      where resolver.color(named: target) == nil {
        // Suggestions cost a pass over every name; a file with thousands of unknown names gets
        // them for the first ones only, so the run stays linear.
        lookUps += 1
        let hint =
          lookUps <= NameSuggestions.lookUpBudget ? knownNames.nearest(to: target) : []
        diagnostics.append(
          .error(
            location,
            "\(name) refers to \"\(target)\", which is not a known color"
              + (hint.isEmpty
                ? "" : "; did you mean \(hint.map { "\"\($0)\"" }.joined(separator: ", "))?")))
      }
    }
    for (cycle, location) in referenceCycles(resolver) {
      diagnostics.append(.error(location, "reference cycle: \(cycle.joined(separator: " → "))"))
    }
    return diagnostics
  }

  /// The references a palette color's variants make, with the location of each (its key).
  private static func references(of name: String, _ resolver: Resolver) -> [(
    target: String, location: SourceLocation
  )] {
    guard let color = resolver.palette[name], case .palette(let variants) = color.definition
    else { return [] }
    return variants.compactMap { variant in
      guard case .reference(let target) = variant.value else { return nil }
      var location = color.location
      location.key = (location.key ?? name) + (variant.key == "any" ? "" : ".\(variant.key)")
      return (target, location)
    }
  }

  /// The reference cycles among palette colors, each once, by one depth-first walk over every
  /// reference: linear in the references, however long the chains.
  ///
  /// A cycle is named from the color where the walk entered it (`Accent → Primary → Accent`), at
  /// the reference that leads on from there.
  static func referenceCycles(_ resolver: Resolver) -> [(
    cycle: [String], location: SourceLocation
  )] {
    enum State { case onPath, done }
    var state: [String: State] = [:]
    var cycles: [(cycle: [String], location: SourceLocation)] = []
    struct Frame {
      var name: String
      var edges: [(target: String, location: SourceLocation)]
      var next = 0
    }
    for root in resolver.palette.names where state[root] == nil {
      var path = [Frame(name: root, edges: references(of: root, resolver))]
      var positionOnPath = [root: 0]
      state[root] = .onPath
      while let top = path.last {
        guard top.next < top.edges.count else {
          state[top.name] = .done
          positionOnPath[top.name] = nil
          path.removeLast()
          continue
        }
        let target = top.edges[top.next].target
        path[path.count - 1].next += 1
        switch state[target] {
        case .onPath:
          guard let start = positionOnPath[target] else { continue }
          let entered = path[start]
          cycles.append(
            (path[start...].map(\.name) + [target], entered.edges[entered.next - 1].location))
        case .done:
          continue
        case nil:
          state[target] = .onPath
          positionOnPath[target] = path.count
          path.append(Frame(name: target, edges: references(of: target, resolver)))
        }
      }
    }
    return cycles
  }

  static func conformanceLevel(_ files: [PairingsFile], _ diagnostics: inout [Diagnostic])
    -> ConformanceLevel
  {
    let stated = files.compactMap { file in file.level.map { (file, $0) } }
    guard let first = stated.first else { return .AA }
    if let conflicting = stated.first(where: { $0.1 != first.1 }),
      let location = conflicting.0.levelLocation
    {
      diagnostics.append(
        .warning(
          location,
          "level \(conflicting.1.rawValue) differs from \(first.1.rawValue) in \(first.0.path); "
            + "the audit uses AAA, the stricter"))
      return .AAA
    }
    return first.1
  }

  /// The pairings of every file and of the packs they include, each checked for unknown names.
  static func collectPairings(
    _ files: [PairingsFile], rules: BuiltInRules, resolver: Resolver,
    _ diagnostics: inout [Diagnostic]
  ) -> [Pairing] {
    var candidates: [Pairing] = []
    var includedPacks = Set<String>()
    for file in files {
      candidates += file.pairings
      for (name, location) in file.includes {
        guard let loaded = rules.loadPack(named: name) else {
          let hint = NameSuggestions.nearest(to: name, in: rules.packNames).first
          diagnostics.append(
            .error(
              location,
              "no built-in rule pack named \"\(name)\""
                + (hint.map { "; did you mean \"\($0)\"?" } ?? "")
                + " (packs: \(rules.packNames.joined(separator: ", ")))"))
          continue
        }
        guard includedPacks.insert(name).inserted else { continue }
        let (pack, packDiagnostics) = loaded
        diagnostics += packDiagnostics
        // A pack's pairing is reported where the user asked for it: at the include.
        candidates += (pack?.pairings ?? []).map { pairing in
          var included = pairing
          included.origin = .pack(name)
          included.location = location
          included.location.key =
            "\(location.key ?? "include") → \(name) \(pairing.location.key ?? "")"
          return included
        }
      }
    }
    var knownNames = NameSuggestions.LazyCandidates {
      resolver.palette.names + resolver.systemColors.names
    }
    var lookUps = 0
    let broken = brokenColorSets(diagnostics)
    // A code color's short name (`brandBlue`) stands for its full one (`UIColor.brandBlue`);
    // each name is looked up once, and a pairing is copied once.
    var kept: [Pairing] = []
    kept.reserveCapacity(candidates.count)
    for pairing in candidates {
      var canonical = pairing
      var missing: [String] = []
      if let name = resolver.canonicalName(of: pairing.foreground) {
        canonical.foreground = name
      } else {
        missing.append(pairing.foreground)
      }
      if let name = resolver.canonicalName(of: pairing.background) {
        canonical.background = name
      } else {
        missing.append(pairing.background)
      }
      if let backdrop = pairing.backdrop {
        if let name = resolver.canonicalName(of: backdrop) {
          canonical.backdrop = name
        } else {
          missing.append(backdrop)
        }
      }
      guard !missing.isEmpty else {
        kept.append(canonical)
        continue
      }
      for name in missing {
        // A color set that failed to load already has its error; say why the name is missing.
        let setName = String(name.split(separator: "/").last ?? "")
        if let file = broken[setName] {
          diagnostics.append(
            .warning(
              canonical.location,
              "the pairing \(canonical.title) is not checked: the color set of \"\(name)\" has "
                + "an error (\(file))"))
          continue
        }
        if let candidates = resolver.ambiguity(of: name) {
          diagnostics.append(
            .error(
              canonical.location,
              "\"\(name)\" in the pairing \(canonical.title) could mean "
                + candidates.map { "\"\($0)\"" }.joined(separator: ", ") + "; write the full name"))
          continue
        }
        lookUps += 1
        let hint =
          lookUps <= NameSuggestions.lookUpBudget ? knownNames.nearest(to: name) : []
        diagnostics.append(
          .error(
            canonical.location,
            "unknown color \"\(name)\" in the pairing \(canonical.title)"
              + (hint.isEmpty
                ? "" : "; did you mean \(hint.map { "\"\($0)\"" }.joined(separator: ", "))?")))
      }
    }
    return kept
  }

  /// Color sets left out because of an error, by set name: the file that has the error.
  static func brokenColorSets(_ diagnostics: [Diagnostic]) -> [String: String] {
    var broken: [String: String] = [:]
    for diagnostic in diagnostics where diagnostic.severity == .error {
      let components = diagnostic.location.file.split(separator: "/")
      guard let set = components.last(where: { $0.hasSuffix(".colorset") }) else { continue }
      broken[String(set.dropLast(".colorset".count))] = diagnostic.location.file
    }
    return broken
  }

  static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen = Set<Diagnostic>()
    return diagnostics.filter { seen.insert($0).inserted }.sorted {
      ($0.location, $0.severity.rawValue, $0.message) < (
        $1.location, $1.severity.rawValue, $1.message
      )
    }
  }
}
