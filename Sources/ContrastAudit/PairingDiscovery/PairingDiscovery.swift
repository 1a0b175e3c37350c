/// Finds the pairings an app draws, in Interface Builder files, SwiftUI views and UIKit code,
/// and turns them into pairings the audit checks.
enum PairingDiscovery {
  /// Every discovered pairing of the source stage, in file order.
  static func discover(
    _ sources: SourceStage, names: CodeColorNames, knownColors: Set<String>
  ) -> (pairings: [DiscoveredPairing], diagnostics: [Diagnostic]) {
    let reader = ColorUseReader(index: sources.index, names: names)
    var found: [DiscoveredPairing] = []
    let diagnostics: [Diagnostic] = []
    found += UIKitPairings(index: sources.index, reader: reader, knownColors: knownColors).discover()
    found += SwiftUIPairings(index: sources.index, reader: reader).discover()
    return (found, diagnostics)
  }

  /// Pairings the audit checks: identical ones (same colors and role) are checked once, at the
  /// first place they were found, with a note counting the others. Colors written in place become
  /// code colors named by their label.
  static func pairings(_ discovered: [DiscoveredPairing], palette: inout Palette) -> [Pairing] {
    var result: [Pairing] = []
    var positions: [String: Int] = [:]
    var counts: [Int] = []
    func name(_ use: ColorUse, _ location: SourceLocation) -> String {
      switch use {
      case .named(let name): return name
      case .value(let values, let label):
        var candidate = label
        if let existing = palette[candidate], existing.definition != .code(values) {
          candidate = "\(label) (\(location.description))"
        }
        if palette[candidate] == nil {
          palette.insert(NamedColor(name: candidate, definition: .code(values), location: location))
        }
        return candidate
      }
    }
    let sorted = discovered.sorted { ($0.location, $0.context) < ($1.location, $1.context) }
    for found in sorted {
      let foreground = name(found.foreground, found.location)
      let background = name(found.background, found.location)
      let key = "\(foreground)\u{0}\(background)\u{0}\(found.role.rawValue)"
      if let position = positions[key] {
        counts[position] += 1
        continue
      }
      var pairing = Pairing(
        foreground: foreground, background: background, role: found.role, location: found.location)
      pairing.name = found.context
      pairing.origin = .discovered(found.source)
      positions[key] = result.count
      counts.append(1)
      result.append(pairing)
    }
    for (n, count) in counts.enumerated() {
      let place = result[n].location.description
      result[n].note = count > 1 ? "found at \(place) and \(count - 1) more" : "found at \(place)"
    }
    return result
  }
}
