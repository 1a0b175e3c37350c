/// A change to one color slot that makes failing checks pass and breaks none that pass.
///
/// A slot is the one place that decides a color in some trait combinations: an appearance of a
/// color set, a variant of a palette-file color, a color literal in code. Every check that reads
/// the slot (across pairings and trait combinations) was re-measured with the new value.
public struct ColorFix: Hashable, Sendable {
  public enum Kind: String, Sendable {
    /// One new value for an existing slot.
    case change
    /// No single value passes every use: the color needs another appearance or variant, and
    /// `parts` says what each holds.
    case split
    /// A UIKit system color (or a color spelled in place) fails: use a custom color instead.
    case replace
  }

  /// One slot's new value.
  public struct Part: Hashable, Sendable {
    /// "the Dark appearance", "the \"dark\" variant", "the literal at Theme.swift:12:18".
    public var slot: String
    /// Whether the slot is new (a split adds it).
    public var adds: Bool
    /// The value before (for a new slot, the value it falls back to today).
    public var from: RGBA
    /// Other values the slot's uses show today, in other trait combinations: a reference to a
    /// color that varies by traits (`Color.acText.opacity(0.2)`, a color set that names
    /// `systemOrangeColor`) is one slot with a value in each.
    public var fromOthers: [RGBA] = []
    public var to: RGBA
    /// The trait combinations the slot serves among the checks that use it.
    public var traits: [TraitCombination]
    /// What to paste: Contents.json components for an asset, `#RRGGBB` otherwise.
    public var pasteValue: String
    /// The file change `--fix` writes; nil when it cannot be written (a reference in code, a
    /// system color), with the reason in `notWritable`.
    public var edit: ColorFileEdit?
    public var notWritable: String?
  }

  public var kind: Kind
  /// The color that changes (`Text/Secondary`, `Theme.caption`, `systemGray`).
  public var name: String
  /// Where it is defined (a `Contents.json`, a palette file, a source line).
  public var location: SourceLocation
  /// Which side of the failing checks changes: `foreground` or `background`, or both when the
  /// color is used on both sides.
  public var side: String
  public var parts: [Part]
  /// Why this side: "the background needs the smaller change (lightness −0.06; the foreground
  /// would need +0.31)".
  public var reason: String
  /// How many failing checks it fixes, and how many checks read the slot (all re-measured).
  public var fixedChecks: Int
  public var checkedUses: Int
  /// The names of the pairings whose failures it fixes, in report order.
  public var pairings: [String]

  /// One line for people: "change the Dark appearance of Text/Secondary from #8E8E93 to #6C6C70".
  public var instruction: String {
    func before(_ part: Part) -> String {
      ([part.from] + part.fromOthers).map(\.opaqueHexString).joined(separator: " and ")
        + (part.fromOthers.isEmpty ? "" : " (by trait)")
    }
    guard let part = parts.first else { return "no change to \(name)" }
    switch kind {
    case .replace:
      if parts.count > 1 {
        let values = parts.map(\.to.opaqueHexString)
        let distinct = values.enumerated().filter { values.firstIndex(of: $0.element) == $0.offset }
        return
          "use a custom color instead of \(name) in \(parts.count) pairings: "
          + distinct.map(\.element).prefix(4).joined(separator: ", ")
          + (distinct.count > 4 ? ", …" : "")
      }
      if name.hasPrefix("#") {
        return
          "change the color spelled in place from \(before(part)) to "
          + part.to.opaqueHexString
      }
      return
        "use a custom color instead of \(name): \(part.to.opaqueHexString) "
        + "(today \(before(part)))"
    case .change:
      return
        "change \(part.slot) of \(name) from \(before(part)) to " + part.to.opaqueHexString
    case .split:
      let described = parts.map { part in
        part.adds
          ? "add \(part.slot) \(part.to.opaqueHexString)"
          : "change \(part.slot) to \(part.to.opaqueHexString)"
      }
      return "no single value of \(name) passes every use: " + described.joined(separator: "; ")
    }
  }

  /// The edits `--fix` writes.
  public var edits: [ColorFileEdit] { parts.compactMap(\.edit) }
}
