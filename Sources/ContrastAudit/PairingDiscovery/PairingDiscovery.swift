import Foundation

/// Finds the pairings an app draws, in Interface Builder files, SwiftUI views and UIKit code,
/// and turns them into pairings the audit checks.
enum PairingDiscovery {
  /// Every discovered pairing of the source stage, in file order.
  static func discover(
    _ sources: SourceStage, names: CodeColorNames, knownColors: Set<String>,
    images: CatalogImages = CatalogImages(catalogs: [])
  ) -> (
    pairings: [DiscoveredPairing], diagnostics: [Diagnostic],
    windowStyle: (style: Style, files: [String], first: SourceLocation)?,
    unmadeViews: UnmadeViews
  ) {
    let reader = ColorUseReader(index: sources.index, names: names)
    var found: [DiscoveredPairing] = []
    var diagnostics: [Diagnostic] = []
    let documents = sources.documents
    // A byte search of each file read, on every core: only those files are tokens scanned.
    let mentioning = { (word: String) -> Set<String> in
      let texts = sources.texts
      let found = concurrentMap(count: texts.count) { n -> String? in
        guard case .success(let bytes) = texts[n].contents else { return nil }
        return bytes.withUnsafeBufferPointer {
          ByteSearch.contains($0, bytesOf: word) ? texts[n].displayPath : nil
        }
      }
      return Set(found.compactMap { $0 })
    }
    let themes = ThemeExpansion(
      index: sources.index, knownColors: knownColors, mentioning: mentioning)
    let uikit = UIKitPairings(
      index: sources.index, reader: reader, knownColors: knownColors, themes: themes)
    // What code restyles: for the documents' placeholders, and the classes that paint
    // themselves for the containers in code.
    var restyled = uikit.restyled()
    let forcing = mentioning(ForcedAppearance.property)
    restyled.forcedStyles = ForcedAppearance.types(sources.index, in: forcing)
    (restyled.titledNames, restyled.titledTypes, restyled.emptiedTitles) = CodeTitles.receivers(
      sources.index, in: mentioning("Title").union(mentioning("titleLabel")))
    restyled.namedDormantOutlets = DormantOutlets.namedInCode(
      documents: documents.map(\.data), index: sources.index)
    let fromDocuments = concurrentMap(count: documents.count) { n in
      InterfaceBuilderPairings.discover(
        data: documents[n].data, path: documents[n].displayPath, restyled: restyled,
        images: images)
    }
    // Views, cells and xibs nothing makes draw nothing.
    let xibs = documents.filter { $0.displayPath.hasSuffix(".xib") }.map {
      NeverMadeViews.loadingNames(ofXib: $0.displayPath)
    }
    // The views whose attributed text the rules read: what they draw is never drawn either.
    let attributedFiles = mentioning("ttribute").union(mentioning("ForegroundColor"))
    let attributedViews = uikit.viewClasses(
      declaredIn: Set(
        sources.index.files.indices.filter {
          attributedFiles.contains(sources.index.files[$0].path)
        }))
    let colorViews = uikit.viewClassesSettingColors().union(xibs.joined())
    // Whether a name is made does not depend on the other names asked about.
    let unmade = NeverMadeViews.find(
      among: colorViews.union(attributedViews), index: sources.index, documents: documents)
    let neverMade = unmade.intersection(colorViews)
    var unmadeViews = NeverMadeViews.extents(
      of: unmade.intersection(attributedViews), index: sources.index)
    var documentContainers: [String: [String: String]] = [:]
    // An outlet is large text only where every document that lays it out says so.
    var largeTextOutlets: [String: [String: Bool]] = [:]
    for (document, result) in zip(documents, fromDocuments) {
      if !NeverMadeViews.isNeverLoaded(xib: document.displayPath, neverMade: neverMade) {
        found += result.pairings
      } else {
        let name = (document.displayPath as NSString).lastPathComponent
        unmadeViews.byFile[document.displayPath] = [(1...Int.max, name)]
      }
      if let error = result.error {
        diagnostics.append(.error(SourceLocation(file: document.displayPath), error))
      }
      for (owner, containers) in result.containers {
        documentContainers[owner, default: [:]].merge(containers) { first, _ in first }
      }
      for (owner, outlets) in result.largeText {
        largeTextOutlets[owner, default: [:]].merge(outlets) { $0 && $1 }
      }
    }
    found += uikit.discover(
      documentContainers: documentContainers, restyled: restyled,
      forcedStyles: restyled.forcedStyles, titled: (restyled.titledNames, restyled.titledTypes),
      neverMade: neverMade,
      largeTextOutlets: largeTextOutlets.mapValues { outlets in
        Set(outlets.filter(\.value).keys)
      })
    found += SwiftUIPairings(
      index: sources.index, reader: reader, knownColors: knownColors, themes: themes
    ).discover()
    return (
      found, diagnostics, ForcedAppearance.windowStyle(sources.index, in: forcing), unmadeViews
    )
  }

  /// A foreground named as its own ground: not what shows.
  ///
  /// `lockImageView.tintColor = AppColors.cardBackground` in a cell whose background is that
  /// color is a cutout drawn over something else (the token's image in FreeOTP); a title set
  /// red for an outlined button, whose background turns red with a white title on tap, is two
  /// states mixed (Green's delete button). A color spelled in place (`#FFFFFFFF` on
  /// `#FFFFFFFF`) is a value, not a name, and is kept.
  static func isCutout(_ found: DiscoveredPairing) -> Bool {
    guard found.foreground == found.background else { return false }
    switch found.foreground {
    case .named: return true
    case .value(_, let label): return !label.hasPrefix("#")
    }
  }

  /// A foreground that is fully transparent in every trait combination (`tintColor = .clear`)
  /// draws nothing to read.
  static func isInvisible(_ use: ColorUse) -> Bool {
    switch use {
    case .named(let name): return name == "clear"
    case .value(let values, _):
      return values.values.allSatisfy {
        if case .color(let rgba, _) = $0 { return rgba.alpha == 0 }
        return false
      }
    }
  }

  /// A color written in place that is partly transparent in every trait combination: a
  /// literal, or a named color whose alpha the code sets or scales by a fraction
  /// (`Color.white.opacity(0.2)`).
  static func isTranslucent(_ use: ColorUse) -> Bool {
    guard case .value(let values, _) = use else { return false }
    return values.values.allSatisfy {
      switch $0 {
      case .color(let rgba, _): return rgba.alpha > 0 && rgba.alpha < 1
      case .reference(_, let change?):
        let alpha = change.applied(to: 1)
        return alpha > 0 && alpha < 1
      case .reference, .unresolved: return false
      }
    }
  }

  /// A foreground drawn inside a view whose `alpha` is `factor` (below 1), on a ground outside
  /// that view.
  ///
  /// UIKit composites the view's content at that opacity, so the color is drawn with its alpha
  /// multiplied by it (a label at `alpha = 0.5` shows its text half transparent). The label says
  /// so in reports.
  static func faded(_ use: ColorUse, by factor: Double) -> ColorUse {
    let shown = (factor * 1000).rounded() / 1000
    switch use {
    case .named(let name):
      return .value(
        CodeColorValues(constant: .reference(name, alpha: .multiply(factor))),
        label: "\(name) in a view at alpha \(shown)")
    case .value(let values, let label):
      let faded = CodeColorValues { traits in
        switch values.value(for: traits) {
        case .color(var rgba, let literal):
          rgba.alpha *= factor
          return .color(rgba, literal: literal)
        case .reference(let name, nil): return .reference(name, alpha: .multiply(factor))
        case .reference(let name, .replace(let alpha)?):
          return .reference(name, alpha: .replace(alpha * factor))
        case .reference(let name, .multiply(let scale)?):
          return .reference(name, alpha: .multiply(scale * factor))
        case .unresolved(let reason): return .unresolved(reason)
        }
      }
      return .value(faded, label: "\(label) in a view at alpha \(shown)")
    }
  }

  /// The alpha a view keeps, from every value code or a document gives it: one value strictly
  /// between 0 and 1, set alone or beside 0 (hidden until it fades in to it); otherwise nil.
  ///
  /// A value of 1 beside it is a state the audit does not choose (a dimmed look that comes and
  /// goes), and so is a value the code computes (nil in `values`).
  static func keptAlpha(_ values: [Double?]) -> Double? {
    guard let alpha = values.lazy.compactMap({ $0 }).first(where: { $0 > 0 && $0 < 1 }),
      values.allSatisfy({ $0 == alpha || $0 == 0 })
    else { return nil }
    return alpha
  }

  /// A color with nothing to show in any trait combination: `.clear`, or an alpha of 0.
  static func isClear(_ use: ColorUse) -> Bool {
    switch use {
    case .named(let name): return name == "clear"
    case .value(let values, _):
      return values.values.allSatisfy {
        switch $0 {
        case .color(let rgba, _): return rgba.alpha == 0
        case .reference(let name, nil): return name == "clear"
        case .reference(_, let change?): return change.applied(to: 1) == 0
        case .unresolved: return false
        }
      }
    }
  }

  /// A translucent black or white: a scrim, laid over whatever is behind it (a photo, a video).
  static func isScrim(_ use: ColorUse) -> Bool {
    guard isTranslucent(use), case .value(let values, _) = use else { return false }
    return values.values.allSatisfy {
      switch $0 {
      case .color(let rgba, _):
        // By the opaque value as written out: gray gamma 2.2's white is 0.9999… in sRGB.
        let value = rgba.opaqueHexString
        return value == "#000000" || value == "#FFFFFF"
      case .reference(let name, _): return name == "black" || name == "white"
      case .unresolved: return false
      }
    }
  }

  /// A translucent ground over a picture (a camera's image view, a layer added in code): what
  /// shows through is not one color.
  static func overPicture(_ use: ColorUse, at place: SourceLocation) -> ColorUse {
    guard case .value(_, let label) = use else { return use }
    return .unresolved(
      "a translucent ground is drawn over a picture (an image, a layer added in code), not one "
        + "color (\(place.description))", label: label)
  }

  /// A scrim whose ground the place does not show is not measured: over a photo or a video, it
  /// is not over the system background the audit would otherwise assume.
  static func unreadScrim(_ use: ColorUse, at place: SourceLocation) -> ColorUse {
    guard case .value(_, let label) = use else { return use }
    return .unresolved(
      "a translucent black or white is drawn over what is behind it, which \(place.file) does "
        + "not show (\(place.description))", label: label)
  }

  /// Two unresolved colors written alike, as one; nil when one resolves somewhere.
  ///
  /// In each trait combination the first reason is kept, without the place it names when the
  /// other says the same of another place (a parameter of the same name in another type's
  /// method is not this one's).
  static func mergedReasons(_ a: CodeColorValues, _ b: CodeColorValues) -> CodeColorValues? {
    var merged: [String] = []
    for (x, y) in zip(a.values, b.values) {
      guard case .unresolved(let first) = x, case .unresolved(let second) = y else { return nil }
      let placeless = withoutPlace(first)
      merged.append(first != second && placeless == withoutPlace(second) ? placeless : first)
    }
    var slot = 0
    return CodeColorValues { _ in
      defer { slot += 1 }
      return .unresolved(merged[slot])
    }
  }

  /// `reason` without a trailing place, ` (Views/Cell.swift:27)` or ` (:99)`.
  static func withoutPlace(_ reason: String) -> String {
    guard reason.hasSuffix(")"), let open = reason.range(of: " (", options: .backwards) else {
      return reason
    }
    let inside = reason[open.upperBound..<reason.index(before: reason.endIndex)]
    guard let colon = inside.lastIndex(of: ":"),
      inside[inside.index(after: colon)...].allSatisfy(\.isNumber),
      inside.index(after: colon) < inside.endIndex
    else { return reason }
    return String(reason[..<open.lowerBound])
  }

  /// The pairings the audit checks.
  ///
  /// Identical ones (same colors and role) are checked once, at the first place they were
  /// found, with a note counting the others. Colors written in place become code colors named
  /// by their label, or by their label and place where the label is a name in `reserved` (UIKit's
  /// system colors: an unreadable expression spelled `label` must not become the color `label`
  /// of every other pairing).
  static func pairings(
    _ discovered: [DiscoveredPairing], palette: inout Palette, inPlace: inout Set<String>,
    reserved: Set<String> = []
  ) -> [Pairing] {
    var result: [Pairing] = []
    var positions: [String: Int] = [:]
    /// The pairings of each foreground, background, backdrop and role, by position.
    var sameColors: [String: [Int]] = [:]
    var counts: [Int] = []
    func name(_ use: ColorUse, _ location: SourceLocation) -> String {
      switch use {
      case .named(let name): return name
      case .value(let values, let label):
        var candidate = label
        // The same fixed color written in two places is one color, named by its hex; the same
        // unreadable expression is one unresolved color.
        var unresolvedBoth = false
        if let existing = palette[candidate], case .code(let old) = existing.definition,
          let merged = Self.mergedReasons(old, values)
        {
          unresolvedBoth = true
          if merged != old {
            palette.replace(
              NamedColor(name: candidate, definition: .code(merged), location: existing.location))
          }
        }
        if reserved.contains(label)
          || (palette[candidate].map { $0.definition != .code(values) } == true
            && !label.hasPrefix("#") && !unresolvedBoth)
        {
          candidate = "\(label) (\(location.description))"
        }
        if palette[candidate] == nil {
          palette.insert(NamedColor(name: candidate, definition: .code(values), location: location))
          inPlace.insert(candidate)
        }
        return candidate
      }
    }
    let sorted = discovered.sorted { ($0.location, $0.context) < ($1.location, $1.context) }
    for found in sorted where !isInvisible(found.foreground) && !isCutout(found) {
      let foreground = name(found.foreground, found.location)
      let background = name(found.background, found.location)
      let backdrop = found.backdrop.map { name($0, found.location) }
      // Places shown in different appearances stay apart: merged, a Light Mode failure of one
      // place was reported at another that only ever shows Dark Mode (Mastodon's alt-text
      // popover, pinned dark, beside a white tint on the system background elsewhere).
      let colors = [foreground, background, backdrop ?? "", found.role.rawValue].joined(
        separator: "\u{0}")
      let key = colors + "\u{0}" + found.styles.map(\.rawValue).joined(separator: ",")
      if let position = positions[key] {
        counts[position] += 1
        continue
      }
      var pairing = Pairing(
        foreground: foreground, background: background, backdrop: backdrop, role: found.role,
        location: found.location)
      pairing.styles = found.styles
      pairing.name = found.context
      pairing.origin = .discovered(found.source)
      positions[key] = result.count
      sameColors[colors, default: []].append(result.count)
      counts.append(1)
      result.append(pairing)
    }
    // The same foreground on a ground set for fewer appearances than another with the same
    // colors adds no check: counted there (Mammoth's ground, set for every appearance on a phone
    // and for Light alone on a pad). Other places stay apart (see `key`).
    var kept = Array(repeating: true, count: result.count)
    for places in sameColors.values where places.count > 1 {
      for n in places {
        let wider = places.first { m in
          kept[m] && result[m].location == result[n].location
            && result[m].styles.count > result[n].styles.count
            && result[n].styles.allSatisfy(result[m].styles.contains)
        }
        guard let wider else { continue }
        counts[wider] += counts[n]
        kept[n] = false
      }
    }
    for (n, count) in counts.enumerated() {
      let place = result[n].location.description
      result[n].note = count > 1 ? "found at \(place) and \(count - 1) more" : "found at \(place)"
    }
    return result.indices.filter { kept[$0] }.map { result[$0] }
  }
}

/// A starter `contrast-audit.json` made from the pairings found in use: `contrast-audit init`.
public struct StarterConfiguration: Sendable {
  /// The file's text: valid JSON, pairings sorted as found, each with its `name` and `note`.
  public var json: String
  public var pairings: Int
  /// Discovered pairings left out because a color is not one the audit can name (an expression
  /// it could not evaluate), with where they were found.
  public var leftOut: [String]
  public var diagnostics: [Diagnostic]
  /// A palette file for the colors written in place (`#1C1C1E` in a storyboard,
  /// `colorScheme == .dark ? .white : .black`), with their exact values; nil when there are none.
  public var palette: String?

  /// The palette file's name, beside `contrast-audit.json`.
  public static let paletteFileName = "found-in-use.palette.json"
}

extension Auditor {
  /// `rgba(242.24999999999997, …, 1)`: a palette value that reads back to the same color; nil
  /// outside sRGB, which a palette file's `rgba()` does not take.
  static func exactValue(_ color: RGBA) -> String? {
    let channels = [color.red, color.green, color.blue]
    guard channels.allSatisfy({ (0...1).contains($0) }), (0...1).contains(color.alpha) else {
      return nil
    }
    return "rgba(" + channels.map { "\($0 * 255)" }.joined(separator: ", ") + ", \(color.alpha))"
  }

  /// The discovered pairings of the paths as a configuration file.
  public static func starterConfiguration(_ request: AuditRequest) -> StarterConfiguration {
    var diagnostics: [Diagnostic] = []
    guard var rules = loadRules(request.rulesDirectory, &diagnostics) else {
      return StarterConfiguration(json: "", pairings: 0, leftOut: [], diagnostics: diagnostics)
    }
    var inputs = discoverInputs(request, &diagnostics)
    let settings = loadPairingsFiles(inputs.pairingsFiles, &diagnostics)
    rules = selectIOSVersion(rules, request: request, settings: settings, &diagnostics)
    inputs = applyExcludes(settings, to: inputs)
    let (sources, colorFiles) = readSourcesAndColorFiles(inputs, &diagnostics)
    let stage = loadPalette(
      inputs, sources: sources, rules: rules, discover: true, colorFiles: colorFiles, &diagnostics)
    var entries: [JSONOut] = []
    var leftOut: [String] = []
    var seen = Set<String>()
    var paletteColors: [(String, JSONOut)] = []
    var paletteNames: [String: String] = [:]
    for pairing in stage.discovered {
      // A color written in place becomes a palette color with its exact value in each trait
      // combination (one value when they agree), so the checks stay the same to the last digit.
      func writable(_ name: String, side: String) -> String? {
        guard stage.inPlaceColors.contains(name) else { return name }
        if let known = paletteNames[name] { return known }
        var values: [(String, String)] = []
        for traits in TraitCombination.all {
          guard let resolved = try? stage.resolver.resolve(name, in: traits).get(),
            let text = Self.exactValue(resolved.color)
          else { return nil }
          let key = "\(traits.style.rawValue) \(traits.contrast.rawValue) \(traits.level.rawValue)"
          values.append((key, text))
        }
        let variants: JSONOut =
          Set(values.map(\.1)).count == 1
          ? .string(values[0].1) : .object(values.map { ($0.0, .string($0.1)) })
        var paletteName =
          "Found/\((pairing.location.file as NSString).lastPathComponent):"
          + "\(pairing.location.line ?? 0) \(side)"
        // One place can write several colors (one per theme, one per branch): number them.
        if paletteColors.contains(where: { $0.0 == paletteName }) {
          var number = 2
          while paletteColors.contains(where: { $0.0 == "\(paletteName) \(number)" }) {
            number += 1
          }
          paletteName += " \(number)"
        }
        paletteNames[name] = paletteName
        paletteColors.append((paletteName, variants))
        return paletteName
      }
      // A pairing the audit cannot resolve would gate once declared: it stays out, listed.
      // The backdrop of a translucent ground is written with it.
      let names = [pairing.foreground, pairing.background] + [pairing.backdrop].compactMap { $0 }
      let resolvable = TraitCombination.all.allSatisfy { traits in
        names.allSatisfy { (try? stage.resolver.resolve($0, in: traits).get()) != nil }
      }
      // Written only once resolvable: writing names a color in the palette file.
      let written =
        resolvable
        ? zip(names, ["foreground", "background", "backdrop"]).map { writable($0, side: $1) }
        : [nil]
      guard !written.contains(nil) else {
        leftOut.append("\(pairing.reportTitle) (\(pairing.note ?? pairing.location.description))")
        continue
      }
      let colors = written.compactMap { $0 }
      let styles = pairing.styles == Style.allCases ? [] : pairing.styles.map(\.rawValue)
      let key = (colors + [pairing.role.rawValue] + styles).joined(separator: "\u{0}")
      guard seen.insert(key).inserted else { continue }
      entries.append(
        .object(
          [("name", .string(pairing.name ?? pairing.title))]
            + zip(["foreground", "background", "backdrop"], colors).map { ($0, .string($1)) }
            + [("role", .string(pairing.role.rawValue))]
            + (styles.isEmpty ? [] : [("styles", .array(styles.map { .string($0) }))])
            + [("note", .string(pairing.note ?? pairing.location.description))]))
    }
    let json = JSONOut.object([
      ("level", .string("AA")),
      ("pairings", .array(entries)),
    ]).serialized()
    let palette =
      paletteColors.isEmpty
      ? nil
      : JSONOut.object([
        (
          "about",
          .string(
            "Colors the app writes in place where it draws them, with their value in each trait "
              + "combination, as contrast-audit init found them. Change them where the code is.")
        ),
        ("colors", .object(paletteColors)),
      ]).serialized()
    return StarterConfiguration(
      json: json, pairings: entries.count, leftOut: leftOut, diagnostics: sorted(diagnostics),
      palette: palette)
  }
}
