/// Edits of a `*.palette.json` file: the `#RRGGBB` of one variant of a color, or a new variant.
enum PaletteFileEdits {
  static func apply(_ edits: [ColorFileEdit], to bytes: [UInt8], file: String)
    -> ColorFileEditor.Outcome
  {
    var outcome = ColorFileEditor.Outcome()
    guard let (root, layout) = JSONLayout.parse(bytes, file: file, edits: edits, &outcome) else {
      return outcome
    }
    guard let colors = root["colors"], colors.isObject else {
      for edit in edits {
        outcome.refuse(
          edit, SourceLocation(file: file, key: "colors"), "\(file) has no \"colors\" object")
      }
      return outcome
    }
    let upper = usesUpperCaseHex(colors)
    // Edits of one color are written together: a string may become an object holding them all.
    var order: [String] = []
    var byColor: [String: [(edit: ColorFileEdit, key: String)]] = [:]
    for edit in edits {
      guard case .paletteVariant(_, let color, let key, _) = edit.place else { continue }
      if byColor[color] == nil { order.append(color) }
      byColor[color, default: []].append((edit, key))
    }
    for name in order {
      let group = byColor[name] ?? []
      let key = "colors.\(name)"
      guard let member = colors.members.first(where: { $0.key == name }) else {
        for (edit, _) in group {
          outcome.refuse(
            edit, SourceLocation(file: file, key: key),
            "\(file) has no color \"\(name)\"; was it changed since the audit?")
        }
        continue
      }
      var values: [(key: String, hex: String, edit: ColorFileEdit)] = []
      for (edit, variant) in group {
        guard let hex = hex(edit.color, upper: upper) else {
          outcome.refuse(
            edit, SourceLocation(file: file, key: "\(key).\(variant)"),
            "\(edit.color) is not an 8-bit color, which #RRGGBB writes")
          continue
        }
        if values.contains(where: { sameVariant($0.key, variant) }) {
          outcome.refuse(
            edit, SourceLocation(file: file, key: "\(key).\(variant)"),
            "the variant \"\(variant)\" of \(name) is edited twice")
          continue
        }
        values.append((variant, hex, edit))
      }
      switch member.value.kind {
      case .string:
        if values.allSatisfy({ sameVariant($0.key, "any") }) {
          if let value = values.first {
            outcome.splices.append(Splice(member.value.range, "\"\(value.hex)\""))
          }
          continue
        }
        // `"Caption": "#6B6B70"` means any; adding a variant makes it an object.
        let old = String(
          decoding: bytes[member.value.range], as: UTF8.self)
        var pairs: [(String, String)] = [
          ("any", values.first { sameVariant($0.key, "any") }.map { "\"\($0.hex)\"" } ?? old)
        ]
        pairs += values.filter { !sameVariant($0.key, "any") }.map { ($0.key, "\"\($0.hex)\"") }
        let text: String
        if let sibling = colors.members.first(where: { $0.value.isObject }),
          layout.isMultiline(sibling.value)
        {
          text = layout.object(
            pairs.map { ("\($0.0)", $0.1) }, indent: layout.lineIndent(at: member.keyStart))
        } else {
          text = "{ " + pairs.map { layout.member($0.0, $0.1) }.joined(separator: ", ") + " }"
        }
        outcome.splices.append(Splice(member.value.range, text))
      case .object(let variants):
        var additions: [String] = []
        for value in values {
          if let existing = variants.first(where: { sameVariant($0.key, value.key) }) {
            if case .string(let old) = existing.value.kind, !old.hasPrefix("#") {
              outcome.note(
                SourceLocation(file: file, key: "\(key).\(existing.key)"),
                "\(key).\(existing.key) of \(file) was \"\(old)\"; it is now \(value.hex)")
            }
            outcome.splices.append(Splice(existing.value.range, "\"\(value.hex)\""))
          } else {
            additions.append(layout.member(value.key, "\"\(value.hex)\""))
          }
        }
        guard !additions.isEmpty else { continue }
        if let last = variants.last {
          let gap =
            layout.isMultiline(member.value)
            ? layout.newline + layout.lineIndent(at: last.keyStart) : " "
          let end = last.value.range.upperBound
          outcome.splices.append(
            Splice(end..<end, additions.map { "," + gap + $0 }.joined()))
        } else {
          outcome.splices.append(
            Splice(member.value.range, "{ " + additions.joined(separator: ", ") + " }"))
        }
      default:
        for value in values {
          outcome.refuse(
            value.edit, SourceLocation(file: file, key: key),
            "\(key) is neither a color string nor an object of variants")
        }
      }
    }
    return outcome
  }

  /// Whether two variant keys name the same traits (`dark high` and `high dark`).
  static func sameVariant(_ a: String, _ b: String) -> Bool {
    func words(_ key: String) -> Set<Substring> {
      Set(key.lowercased().split { $0 == " " || $0 == "-" || $0 == "," })
    }
    return words(a) == words(b)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when translucent; nil when the color is not 8-bit (within the
  /// three-decimal rounding the planner may apply).
  static func hex(_ color: RGBA, upper: Bool) -> String? {
    let channels = [color.red, color.green, color.blue]
    for value in channels {
      let byte = (value.clamped01 * 255).rounded()
      guard abs(byte / 255 - value) <= 0.0005 + 1e-12 else { return nil }
    }
    let text = color.alpha < 1 ? color.hexString : color.opaqueHexString
    return upper ? text : text.lowercased()
  }

  /// Whether the file writes hex digits in upper case (the default when it shows no letters).
  static func usesUpperCaseHex(_ colors: JSONSpan) -> Bool {
    var lower = 0
    var upper = 0
    func count(_ span: JSONSpan) {
      switch span.kind {
      case .string(let text) where text.hasPrefix("#"):
        lower += text.filter { "abcdef".contains($0) }.count
        upper += text.filter { "ABCDEF".contains($0) }.count
      case .object(let members): members.forEach { count($0.value) }
      default: break
      }
    }
    count(colors)
    return upper >= lower
  }
}
