import Foundation

/// Edits of a color set's `Contents.json`: new components for a slot, or a new slot.
enum AssetCatalogEdits {
  /// How a slot writes its red, green and blue components.
  enum Encoding: Hashable {
    /// `"0.447"`; the number of decimals written (at least three).
    case decimal(digits: Int)
    /// `"0x72"`, upper- or lower-case digits.
    case hex(upper: Bool)
    /// `"114"`.
    case byte
    /// A JSON number, `0.447`.
    case number
  }

  static func apply(_ edits: [ColorFileEdit], to bytes: [UInt8], file: String)
    -> ColorFileEditor.Outcome
  {
    var outcome = ColorFileEditor.Outcome()
    guard let (root, layout) = JSONLayout.parse(bytes, file: file, edits: edits, &outcome) else {
      return outcome
    }
    guard let colors = root["colors"], let entries = colors.elements else {
      for edit in edits {
        outcome.refuse(
          edit, SourceLocation(file: file, key: "colors"),
          "\(file) has no \"colors\" array; is it a color set's Contents.json?")
      }
      return outcome
    }
    let context = Context(
      bytes: bytes, file: file, layout: layout, colors: colors, entries: entries,
      fileEncoding: fileEncoding(entries))
    var edited = Set<Int>()
    var insertions: [Anchor: [(rank: SlotRank, text: String)]] = [:]
    for edit in edits {
      switch edit.place {
      case .assetSlot(_, let index):
        guard edited.insert(index).inserted else {
          outcome.refuse(
            edit, SourceLocation(file: file, key: "colors[\(index)]"),
            "colors[\(index)] is edited twice")
          continue
        }
        context.editSlot(index, edit, &outcome)
      case .newAssetSlot(_, let idiom, let luminosity, let highContrast, let gamut):
        let rank = SlotRank(
          idiom: idiom, luminosity: luminosity, highContrast: highContrast, gamut: gamut)
        if let same = entries.indices.first(where: { SlotRank(entries[$0]) == rank }) {
          outcome.refuse(
            edit, SourceLocation(file: file, key: "colors[\(same)]"),
            "colors[\(same)] already is the \(rank.description) slot; edit it instead of adding one"
          )
          continue
        }
        if insertions.values.contains(where: { $0.contains { $0.rank == rank } }) {
          outcome.refuse(
            edit, SourceLocation(file: file, key: "colors"),
            "the \(rank.description) slot is added twice")
          continue
        }
        let anchor = context.anchor(for: rank)
        let indent = context.entryIndent
        insertions[anchor, default: []].append(
          (rank, context.renderEntry(rank, edit.color, indent: indent)))
      default:
        continue
      }
    }
    // Slots of an idiom the file has come before slots of a new idiom at the same place.
    let idioms = Set(entries.compactMap { $0["idiom"]?.string })
    for (anchor, slots) in insertions {
      let texts = slots.sorted {
        (idioms.contains($0.rank.idiom) ? 0 : 1, $0.rank.idiom) < (
          idioms.contains($1.rank.idiom) ? 0 : 1, $1.rank.idiom
        )
          || ($0.rank.idiom == $1.rank.idiom && $0.rank < $1.rank)
      }.map(\.text)
      outcome.splices.append(context.splice(inserting: texts, at: anchor))
    }
    return outcome
  }

  /// Where new entries go: before an existing entry, after one, or into an empty array.
  enum Anchor: Hashable {
    case before(Int)
    case after(Int)
    case empty
  }

  /// A slot's idiom, appearance and gamut, ordered the way Xcode lists entries: within an idiom,
  /// any, light, dark, then the high-contrast ones in the same order; gamut-specific slots after
  /// the gamut-free one (sRGB, then Display P3).
  struct SlotRank: Hashable, Comparable {
    var idiom: String
    var luminosity: AssetSlot.Luminosity
    var highContrast: Bool
    var gamut: String?

    init(idiom: String, luminosity: AssetSlot.Luminosity, highContrast: Bool, gamut: String?) {
      (self.idiom, self.luminosity, self.highContrast, self.gamut) =
        (idiom, luminosity, highContrast, gamut)
    }

    /// The rank of an existing entry; nil when it has an appearance this editor does not know.
    init?(_ entry: JSONSpan) {
      idiom = entry["idiom"]?.string ?? "universal"
      gamut = entry["display-gamut"]?.string
      luminosity = .any
      highContrast = false
      for appearance in entry["appearances"]?.elements ?? [] {
        switch (appearance["appearance"]?.string, appearance["value"]?.string) {
        case ("luminosity", "light"): luminosity = .light
        case ("luminosity", "dark"): luminosity = .dark
        case ("contrast", "high"): highContrast = true
        default: return nil
        }
      }
      if entry["locale"] != nil { return nil }
    }

    private var order: (Int, Int, Int) {
      let lum = ["any": 0, "light": 1, "dark": 2][luminosity.rawValue] ?? 0
      let gamutOrder = gamut == nil ? 0 : gamut?.lowercased() == "srgb" ? 1 : 2
      return (highContrast ? 1 : 0, lum, gamutOrder)
    }

    static func < (lhs: SlotRank, rhs: SlotRank) -> Bool { lhs.order < rhs.order }

    var description: String {
      var words = [idiom]
      if highContrast { words.append("high-contrast") }
      words.append(luminosity.rawValue)
      if let gamut { words.append(gamut) }
      return words.joined(separator: " ")
    }
  }

  struct Context {
    let bytes: [UInt8]
    let file: String
    let layout: JSONLayout
    let colors: JSONSpan
    let entries: [JSONSpan]
    let fileEncoding: Encoding

    /// The indentation of `colors` entries.
    var entryIndent: String {
      if let first = entries.first { return layout.lineIndent(at: first.range.lowerBound) }
      return layout.lineIndent(at: colors.range.lowerBound) + layout.indentUnit
    }

    func location(_ key: String) -> SourceLocation {
      SourceLocation(file: file, key: key)
    }

    // MARK: Existing slots

    func editSlot(_ index: Int, _ edit: ColorFileEdit, _ outcome: inout ColorFileEditor.Outcome) {
      let key = "colors[\(index)]"
      guard entries.indices.contains(index), entries[index].isObject else {
        outcome.refuse(
          edit, location(key),
          "\(file) has no \(key) (it has \(entries.count) entries); was it changed since the audit?"
        )
        return
      }
      let entry = entries[index]
      guard let colorMember = entry.members.first(where: { $0.key == "color" }) else {
        // Xcode's empty variant: give it a color, in Xcode's key order.
        let text = layout.member(
          "color",
          renderColor(
            edit.color, encoding: fileEncoding,
            indent: layout.lineIndent(at: entry.range.lowerBound) + layout.indentUnit))
        outcome.splices.append(insertMember(text, into: entry, before: "color"))
        outcome.note(location(key), "\(key) of \(file) had no color; it now has sRGB components")
        return
      }
      let color = colorMember.value
      let colorIndent = layout.lineIndent(at: colorMember.keyStart)
      let space = color["color-space"]?.string
      let components = color["components"]
      let rgb = ["red", "green", "blue"].compactMap { components?[$0] }
      let why: String?
      if let reference = color["reference"]?.string {
        why = "referred to the system color \(reference)"
      } else if space != "srgb" && space != "extended-srgb" {
        let white = components?["white"] != nil ? " white" : ""
        why = "had \(space ?? "no color space")\(white) components"
      } else if rgb.count < 3 || !color.isObject {
        why = "had incomplete components"
      } else {
        why = nil
      }
      if let why {
        let encoding = slotEncoding(rgb) ?? fileEncoding
        outcome.splices.append(
          Splice(color.range, renderColor(edit.color, encoding: encoding, indent: colorIndent)))
        outcome.note(
          location("\(key).color"),
          "\(key) of \(file) \(why); rewritten as srgb components")
        return
      }
      guard let components else { return }
      let encoding = slotEncoding(rgb) ?? fileEncoding
      for (name, value) in [
        ("red", edit.color.red), ("green", edit.color.green), ("blue", edit.color.blue),
      ] {
        guard let span = components[name] else { continue }
        guard let text = AssetCatalogEdits.text(value, encoding) else {
          outcome.refuse(
            edit, location("\(key).color.components.\(name)"),
            "\(name) \(value) is not an 8-bit value, which this slot's encoding writes")
          return
        }
        outcome.splices.append(Splice(span.range, text))
      }
      if let span = components["alpha"] {
        let current = AssetCatalogEdits.decode(span).map(\.value)
        if current.map({ abs($0 - edit.color.alpha) > 1e-9 }) ?? true {
          let alphaEncoding = AssetCatalogEdits.alphaEncoding(span)
          outcome.splices.append(
            Splice(span.range, AssetCatalogEdits.text(edit.color.alpha, alphaEncoding) ?? ""))
        }
      } else if edit.color.alpha != 1 {
        let text = layout.member(
          "alpha",
          AssetCatalogEdits.text(edit.color.alpha, AssetCatalogEdits.Encoding.decimal(digits: 3))
            ?? "")
        outcome.splices.append(insertMember(text, into: components, before: "alpha"))
      }
    }

    /// Inserts a member into an object, before the first member whose key sorts after `key`
    /// (Xcode's order), or after the last.
    func insertMember(_ text: String, into object: JSONSpan, before key: String) -> Splice {
      let members = object.members
      if let next = members.first(where: { $0.key > key }) {
        let indent = layout.lineIndent(at: next.keyStart)
        let gap = layout.isMultiline(object) ? layout.newline + indent : " "
        return Splice(next.keyStart..<next.keyStart, text + "," + gap)
      }
      if let last = members.last {
        let indent = layout.lineIndent(at: last.keyStart)
        let gap = layout.isMultiline(object) ? layout.newline + indent : " "
        return Splice(last.value.range.upperBound..<last.value.range.upperBound, "," + gap + text)
      }
      let indent = layout.lineIndent(at: object.range.lowerBound)
      return Splice(
        object.range,
        "{" + layout.newline + indent + layout.indentUnit + text + layout.newline + indent + "}")
    }

    // MARK: New slots

    /// Where Xcode would list a new slot: among the entries of its idiom, before the first that
    /// ranks after it; after the idiom's last entry; or, for a new idiom, at the end.
    func anchor(for rank: SlotRank) -> Anchor {
      guard !entries.isEmpty else { return .empty }
      let ranks = entries.map(SlotRank.init)
      let sameIdiom = ranks.indices.filter { ranks[$0]?.idiom == rank.idiom }
      if let next = sameIdiom.first(where: { ranks[$0].map { rank < $0 } ?? false }) {
        return .before(next)
      }
      if let last = sameIdiom.last { return .after(last) }
      return .after(entries.count - 1)
    }

    func splice(inserting texts: [String], at anchor: Anchor) -> Splice {
      let separator = "," + layout.newline + entryIndent
      switch anchor {
      case .before(let index):
        let start = entries[index].range.lowerBound
        return Splice(start..<start, texts.joined(separator: separator) + separator)
      case .after(let index):
        let end = entries[index].range.upperBound
        return Splice(end..<end, separator + texts.joined(separator: separator))
      case .empty:
        let outer = layout.lineIndent(at: colors.range.lowerBound)
        return Splice(
          colors.range,
          "[" + layout.newline + entryIndent + texts.joined(separator: separator)
            + layout.newline + outer + "]")
      }
    }

    /// A `colors` entry as Xcode writes it: appearances, color, display-gamut, idiom.
    func renderEntry(_ rank: SlotRank, _ color: RGBA, indent: String) -> String {
      var members: [(String, String)] = []
      var appearances: [String] = []
      let inner = indent + layout.indentUnit
      if rank.luminosity != .any {
        appearances.append(
          layout.object(
            [("appearance", "\"luminosity\""), ("value", "\"\(rank.luminosity.rawValue)\"")],
            indent: inner + layout.indentUnit))
      }
      if rank.highContrast {
        appearances.append(
          layout.object(
            [("appearance", "\"contrast\""), ("value", "\"high\"")],
            indent: inner + layout.indentUnit))
      }
      if !appearances.isEmpty {
        members.append(("appearances", layout.array(appearances, indent: inner)))
      }
      members.append(("color", renderColor(color, encoding: fileEncoding, indent: inner)))
      if let gamut = rank.gamut { members.append(("display-gamut", "\"\(gamut)\"")) }
      members.append(("idiom", "\"\(rank.idiom)\""))
      return layout.object(members, indent: indent)
    }

    /// A `color` object in sRGB as Xcode writes it, its closing brace at `indent`.
    func renderColor(_ color: RGBA, encoding: Encoding, indent: String) -> String {
      let alphaEncoding: Encoding = encoding == .number ? .number : .decimal(digits: 3)
      let components = layout.object(
        [
          ("alpha", AssetCatalogEdits.text(color.alpha, alphaEncoding) ?? ""),
          ("blue", AssetCatalogEdits.text(color.blue, encoding) ?? ""),
          ("green", AssetCatalogEdits.text(color.green, encoding) ?? ""),
          ("red", AssetCatalogEdits.text(color.red, encoding) ?? ""),
        ], indent: indent + layout.indentUnit)
      return layout.object(
        [("color-space", "\"srgb\""), ("components", components)], indent: indent)
    }
  }

  // MARK: - Encodings

  static func decode(_ span: JSONSpan) -> AssetComponent? {
    switch span.kind {
    case .number(let value): return AssetComponent(value: value, encoding: .number)
    case .string(let text):
      if case .success(let component) = AssetComponent.decode(string: text) { return component }
      return nil
    default: return nil
    }
  }

  /// The encoding of one written component.
  static func encoding(_ span: JSONSpan) -> Encoding? {
    guard let component = decode(span) else { return nil }
    switch component.encoding {
    case .number: return .number
    case .integerByte: return .byte
    case .hexByte:
      let digits = (span.string ?? "").dropFirst(2)
      return .hex(upper: !digits.contains(where: \.isLowercase))
    case .decimalString:
      let text = span.string ?? ""
      let fraction = text.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first
      return .decimal(digits: max(3, fraction?.count ?? 0))
    }
  }

  /// The encoding the slot's components share, if they share one.
  static func slotEncoding(_ components: [JSONSpan]) -> Encoding? {
    let encodings = Set(components.compactMap(encoding))
    return encodings.count == 1 ? encodings.first : nil
  }

  /// The encoding most of the file's red, green, blue and white components use; three-decimal
  /// strings, as Xcode writes, when there are none.
  static func fileEncoding(_ entries: [JSONSpan]) -> Encoding {
    var counts: [Encoding: Int] = [:]
    for entry in entries {
      for name in ["red", "green", "blue", "white"] {
        if let span = entry["color"]?["components"]?[name], let encoding = encoding(span) {
          counts[encoding, default: 0] += 1
        }
      }
    }
    let best = counts.max { ($0.value, $1.key.tieBreak) < ($1.value, $0.key.tieBreak) }
    return best?.key ?? .decimal(digits: 3)
  }

  /// Alpha is a decimal (string or number) even beside hex or byte components.
  static func alphaEncoding(_ span: JSONSpan) -> Encoding {
    switch encoding(span) {
    case .number?: return .number
    case .decimal(let digits)?: return .decimal(digits: digits)
    default: return .decimal(digits: 3)
    }
  }

  /// A component written in `encoding`; nil when a byte encoding cannot hold it (it is not
  /// within three-decimal rounding of an 8-bit value).
  static func text(_ value: Double, _ encoding: Encoding) -> String? {
    let byte = Int((value.clamped01 * 255).rounded())
    switch encoding {
    case .decimal(let digits):
      return "\"" + decimal(value, digits: digits) + "\""
    case .number:
      if value == value.rounded() { return String(Int(value)) }
      var text = decimal(value, digits: 3)
      while text.hasSuffix("0") { text.removeLast() }
      return text
    case .hex(let upper):
      guard abs(Double(byte) / 255 - value) <= 0.0005 + 1e-12 else { return nil }
      let digits = String(byte, radix: 16, uppercase: upper)
      return "\"0x" + (digits.count < 2 ? "0" : "") + digits + "\""
    case .byte:
      guard abs(Double(byte) / 255 - value) <= 0.0005 + 1e-12 else { return nil }
      return "\"\(byte)\""
    }
  }

  /// `value` with exactly `digits` decimals.
  static func decimal(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }
}

extension AssetCatalogEdits.Encoding {
  /// Orders equally common encodings: Xcode's decimal first.
  fileprivate var tieBreak: Int {
    switch self {
    case .decimal: 0
    case .hex: 1
    case .byte: 2
    case .number: 3
    }
  }
}
