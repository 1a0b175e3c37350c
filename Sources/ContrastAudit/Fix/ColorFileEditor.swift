/// Writes `ColorFileEdit`s into the bytes of the files they change.
///
/// Every edit is textual: only the numbers, strings or objects that change are replaced, and the
/// rest of the file keeps its bytes (key order, spacing, line endings, a missing final newline).
/// What is written is what the audit reads back as the edit's color; an edit that cannot be
/// written that way is refused with the reason, never approximated.
///
/// The editor does no I/O: the caller reads the file, applies its edits, and writes the result
/// (all files or none).
public enum ColorFileEditor {
  /// The new contents of a file, and notes on what was written differently from the original
  /// form (a Display P3 slot rewritten as sRGB, a system reference replaced by components).
  public struct Output: Hashable, Sendable {
    public var bytes: [UInt8]
    public var notes: [Diagnostic]
  }

  /// Applies all the edits of one file at once.
  ///
  /// `file` is the display path the edits name. `otherSources` are the project's other Swift
  /// and Objective-C files by display path: a code literal passed to a helper defined elsewhere
  /// (`UIColor(hex: 0x4285F4)`, `RGB(51, 102, 153)`) is re-read through that helper to check
  /// that the file then says exactly the new color. Without them such a literal is refused.
  ///
  /// Throws when any edit cannot be written, listing every refused edit; then nothing is
  /// written. Drop the refused edits and apply the others again to write those.
  public static func apply(
    _ edits: [ColorFileEdit], to bytes: [UInt8], file: String,
    otherSources: [String: [UInt8]] = [:]
  ) throws(FixError) -> Output {
    var refusals: [FixError.Refusal] = []
    var mine: [ColorFileEdit] = []
    for edit in edits {
      if edit.file == file {
        mine.append(edit)
      } else {
        refusals.append(
          FixError.Refusal(
            edit: edit,
            diagnostic: .error(
              SourceLocation(file: edit.file),
              "the edit of \(edit.name) is for \(edit.file), not \(file)")))
      }
    }
    let kinds = Set(mine.map(Kind.init))
    var result = Outcome()
    if kinds.count > 1 {
      for edit in mine {
        result.refuse(
          edit, SourceLocation(file: file),
          "one file cannot be an asset catalog, a palette file and source code at once")
      }
    } else if let kind = kinds.first {
      switch kind {
      case .asset: result = AssetCatalogEdits.apply(mine, to: bytes, file: file)
      case .palette: result = PaletteFileEdits.apply(mine, to: bytes, file: file)
      case .code:
        result = CodeLiteralEdits.apply(mine, to: bytes, file: file, otherSources: otherSources)
      }
    }
    refusals += result.refusals
    guard refusals.isEmpty else { throw FixError(refusals: refusals) }
    do {
      let edited = try Splice.apply(result.splices, to: bytes)
      return Output(bytes: edited, notes: result.notes)
    } catch {
      throw FixError(
        refusals: mine.map {
          FixError.Refusal(
            edit: $0,
            diagnostic: .error(
              SourceLocation(file: file), "two edits change the same text of \(file)"))
        })
    }
  }

  private enum Kind: Hashable {
    case asset, palette, code

    init(_ edit: ColorFileEdit) {
      switch edit.place {
      case .assetSlot, .newAssetSlot: self = .asset
      case .paletteVariant: self = .palette
      case .codeLiteral: self = .code
      }
    }
  }

  /// What one kind of editor made of a file's edits.
  struct Outcome {
    var splices: [Splice] = []
    var notes: [Diagnostic] = []
    var refusals: [FixError.Refusal] = []

    mutating func refuse(_ edit: ColorFileEdit, _ location: SourceLocation, _ message: String) {
      refusals.append(FixError.Refusal(edit: edit, diagnostic: .error(location, message)))
    }

    mutating func note(_ location: SourceLocation, _ message: String) {
      notes.append(Diagnostic(.note, location, message))
    }
  }
}

/// Why edits could not be written: one diagnostic per refused edit, naming the file and, where
/// known, the line and column or the JSON key.
public struct FixError: Error, Hashable, Sendable {
  public struct Refusal: Hashable, Sendable {
    public var edit: ColorFileEdit
    public var diagnostic: Diagnostic
  }

  public var refusals: [Refusal]

  public var diagnostics: [Diagnostic] { refusals.map(\.diagnostic) }
}

/// The replacement of a byte range by new bytes.
struct Splice: Hashable {
  var range: Range<Int>
  var bytes: [UInt8]

  init(_ range: Range<Int>, _ text: String) {
    self.range = range
    bytes = Array(text.utf8)
  }

  struct Overlap: Error {}

  /// Applies splices that do not overlap (insertions at one point are applied in order).
  static func apply(_ splices: [Splice], to bytes: [UInt8]) throws(Overlap) -> [UInt8] {
    let sorted = splices.enumerated().sorted {
      ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
        < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
    }.map(\.element)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 256)
    var position = 0
    for splice in sorted {
      guard splice.range.lowerBound >= position else { throw Overlap() }
      result += bytes[position..<splice.range.lowerBound]
      result += splice.bytes
      position = splice.range.upperBound
    }
    result += bytes[position...]
    return result
  }
}
