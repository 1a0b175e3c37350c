/// Edits of color literals in Swift and Objective-C source: the numbers, hex strings or hex
/// integers of one initializer call or message, rewritten in the form they are written in.
///
/// Every rewrite is read back through `CodeEvaluator` before it is accepted: the call must then
/// evaluate to exactly the edit's color. A call the evaluator cannot read (a helper defined in a
/// file it was not given) is refused rather than guessed.
enum CodeLiteralEdits {
  static func apply(
    _ edits: [ColorFileEdit], to bytes: [UInt8], file: String, otherSources: [String: [UInt8]]
  ) -> ColorFileEditor.Outcome {
    var outcome = ColorFileEditor.Outcome()
    let others = otherSources.sorted { $0.key < $1.key }.filter { $0.key != file }.map {
      source($0.value, path: $0.key)
    }
    let editor = Editor(bytes: bytes, file: file, others: others)
    var seen = Set<Int>()
    for edit in edits {
      guard case .codeLiteral(_, let line, let column) = edit.place else { continue }
      let location = SourceLocation(file: file, line: line, column: column)
      guard let token = editor.token(line: line, column: column) else {
        outcome.refuse(
          edit, location,
          "no color initializer starts at \(location.description); was the file changed since "
            + "the audit?")
        continue
      }
      guard seen.insert(token).inserted else {
        outcome.refuse(edit, location, "the literal at \(location.description) is edited twice")
        continue
      }
      switch editor.rewrite(at: token, to: edit.color) {
      case .success(let rewrite):
        outcome.splices += rewrite.splices
        for note in rewrite.notes { outcome.note(location, note) }
      case .failure(let refusal):
        outcome.refuse(edit, location, "the literal at \(location.description) \(refusal.reason)")
      }
    }
    return outcome
  }

  static func language(of path: String) -> SourceLanguage {
    path.hasSuffix(".swift") ? .swift : .objectiveC
  }

  static func source(_ bytes: [UInt8], path: String) -> SourceFile {
    bytes.withUnsafeBufferPointer {
      SourceFile(path: path, language: language(of: path), bytes: $0)
    }
  }

  struct Refusal: Error {
    var reason: String
  }

  struct Rewrite {
    var splices: [Splice] = []
    var notes: [String] = []
  }

  /// A numeric argument as written: one number, or a number over a number (`51 / 255.0`).
  enum Number {
    case plain(Int)
    case ratio(numerator: Int, denominator: Double)
  }

  /// How a call spells its color.
  private enum Form {
    case components(red: Int, green: Int, blue: Int, alpha: Int?)
    case white(Int, alpha: Int?)
    case hex(Int, alpha: Int?)
  }

  struct Editor {
    let bytes: [UInt8]
    let file: String
    let source: SourceFile
    let others: [SourceFile]
    private let lineStarts: [Int]

    init(bytes: [UInt8], file: String, others: [SourceFile]) {
      self.bytes = bytes
      self.file = file
      self.others = others
      source = CodeLiteralEdits.source(bytes, path: file)
      var starts = [0]
      for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
      lineStarts = starts
    }

    func token(line: Int, column: Int) -> Int? {
      source.tokens.firstIndex { $0.line == line && $0.column == column }
    }

    /// The byte offset of token `i`.
    func offset(_ i: Int) -> Int {
      let token = source.tokens[i]
      return lineStarts[token.line - 1] + token.column - 1
    }

    /// The byte range of a number, identifier or punctuation token.
    func range(_ i: Int) -> Range<Int> {
      let start = offset(i)
      return start..<(start + source.tokens[i].text.utf8.count)
    }

    func text(_ range: Range<Int>) -> String {
      String(decoding: bytes[range], as: UTF8.self)
    }

    // MARK: Reading the call

    /// The arguments of the call or message at `site`, with normalized labels, and the token
    /// range of the whole expression.
    func call(at site: Int) -> (
      name: String, arguments: [(label: String?, labelIndex: Int?, value: Range<Int>)],
      expression: Range<Int>
    )? {
      let tokens = source.tokens
      var open = site + 1
      if source.isPunctuation(site + 1, "."), source.isIdentifier(site + 2, "init") {
        open = site + 3
      }
      if tokens[site].isPunctuation("[") {
        return message(open: site)
      }
      if tokens[site].kind == .identifier, source.isPunctuation(open, "("),
        source.match[open] > open
      {
        let arguments = source.arguments(open: open).map {
          (label: $0.label, labelIndex: $0.labelIndex, value: $0.value)
        }
        return (tokens[site].text, arguments, site..<(source.match[open] + 1))
      }
      // A helper's selector part (`[UIColor colorWithHex:0x336699]`): its message.
      if tokens[site].kind == .identifier, source.isPunctuation(site + 1, ":") {
        var k = site - 1
        while k >= 0 {
          if tokens[k].isPunctuation("]"), source.match[k] >= 0, source.match[k] < k {
            k = source.match[k] - 1
            continue
          }
          if tokens[k].isPunctuation("["), source.match[k] > site { return message(open: k) }
          k -= 1
        }
      }
      return nil
    }

    private func message(open: Int) -> (
      name: String, arguments: [(label: String?, labelIndex: Int?, value: Range<Int>)],
      expression: Range<Int>
    )? {
      guard let message = source.message(open: open) else { return nil }
      var arguments: [(label: String?, labelIndex: Int?, value: Range<Int>)] = []
      for (n, part) in message.parts.enumerated() where !part.value.isEmpty {
        var label = part.name
        if n == 0 {
          for prefix in ["colorWith", "initWith"] where label.hasPrefix(prefix) {
            let rest = label.dropFirst(prefix.count)
            label = (rest.first.map { String($0).lowercased() } ?? "") + rest.dropFirst()
          }
          if label == "displayP3Red" || label == "DisplayP3Red" { label = "displayP3Red" }
        }
        arguments.append((label, part.index, part.value))
      }
      return (message.selector, arguments, open..<(source.match[open] + 1))
    }

    /// A number literal, or a number literal over one.
    func number(_ range: Range<Int>) -> Number? {
      let tokens = source.tokens
      if range.count == 1, tokens[range.lowerBound].kind == .number {
        return .plain(range.lowerBound)
      }
      if range.count == 3, tokens[range.lowerBound].kind == .number,
        tokens[range.lowerBound + 1].isPunctuation("/"),
        tokens[range.lowerBound + 2].kind == .number,
        let denominator = CodeEvaluator.number(tokens[range.lowerBound + 2].text)?.number
      {
        return .ratio(numerator: range.lowerBound, denominator: denominator)
      }
      return nil
    }

    func value(of number: Number) -> Double? {
      switch number {
      case .plain(let i): return CodeEvaluator.number(source.tokens[i].text)?.number
      case .ratio(let i, let denominator):
        return CodeEvaluator.number(source.tokens[i].text)?.number.map { $0 / denominator }
      }
    }

    // MARK: Rewriting

    func rewrite(at site: Int, to color: RGBA) -> Result<Rewrite, Refusal> {
      guard let call = call(at: site) else {
        return .failure(
          Refusal(
            reason: "is not a call with arguments this editor can read (\(source.tokens[site].text)"
              + "…): change it by hand"))
      }
      let place = { (i: Int) in "\(file):\(source.tokens[i].line):\(source.tokens[i].column)" }
      var labelled: [String: (index: Int?, value: Range<Int>)] = [:]
      var positional: [Range<Int>] = []
      for argument in call.arguments {
        if let label = argument.label {
          labelled[label] = (argument.labelIndex, argument.value)
        } else {
          positional.append(argument.value)
        }
      }
      var rewrite = Rewrite()
      let alphaArgument = labelled["alpha"] ?? labelled["opacity"] ?? labelled["a"]
      // The color space a SwiftUI `Color(.displayP3, red: …)` names.
      if let first = positional.first, first.count == 2,
        source.isPunctuation(first.lowerBound, "."),
        ["displayP3", "sRGBLinear"].contains(source.text(first.lowerBound + 1)),
        labelled["red"] != nil || labelled["white"] != nil
      {
        let space = source.text(first.lowerBound + 1)
        rewrite.splices.append(Splice(range(first.lowerBound + 1), "sRGB"))
        rewrite.notes.append(
          "Color(.\(space), …) is now Color(.sRGB, …): the fix is an sRGB color, which .\(space) "
            + "components cannot state exactly")
        positional.removeFirst()
      }
      let candidates: [[Splice]]
      do {
        if let red = labelled["red"] ?? labelled["displayP3Red"] ?? labelled["r"],
          let green = labelled["green"] ?? labelled["g"],
          let blue = labelled["blue"] ?? labelled["b"]
        {
          if labelled["red"] == nil, let labelIndex = labelled["displayP3Red"]?.index {
            let label = source.text(labelIndex)
            let renamed = label.replacingOccurrences(of: "DisplayP3Red", with: "Red")
              .replacingOccurrences(of: "displayP3Red", with: "red")
            rewrite.splices.append(Splice(range(labelIndex), renamed))
            rewrite.notes.append(
              "\(label): is now \(renamed): (sRGB): the fix is an sRGB color, which Display P3 "
                + "components cannot state exactly")
          }
          candidates = try components(
            [red.value, green.value, blue.value], alpha: alphaArgument?.value, color, place)
        } else if let white = labelled["white"] {
          guard color.red == color.green, color.green == color.blue else {
            throw Refusal(
              reason: "is a gray (white:) and the fix \(color.opaqueHexString) is not a gray: "
                + "change it by hand")
          }
          candidates = try components([white.value], alpha: alphaArgument?.value, color, place)
        } else if labelled["hue"] != nil {
          throw Refusal(
            reason: "gives hue, saturation and brightness; this editor writes only red, green and "
              + "blue numbers: change it by hand")
        } else if positional.count >= 3, positional.count <= 4, labelled.isEmpty {
          // A macro or helper taking the channels in order: `RGB(51, 102, 153)`.
          candidates = try components(
            Array(positional[0..<3]), alpha: positional.count == 4 ? positional[3] : nil, color,
            place)
        } else if let hex = hexArgument(labelled, positional) {
          candidates = try hexCandidates(hex, alpha: alphaArgument?.value, color, place)
        } else {
          throw Refusal(
            reason: "is \(call.name)(…) with arguments this editor does not know how to rewrite: "
              + "change it by hand")
        }
      } catch let refusal as Refusal {
        return .failure(refusal)
      } catch {
        return .failure(Refusal(reason: "cannot be rewritten"))
      }
      var lastReading = ""
      for candidate in candidates {
        let splices = rewrite.splices + candidate
        switch read(splices, site: site, expression: call.expression) {
        case .success(let read) where Self.same(read, color):
          rewrite.splices = splices
          return .success(rewrite)
        case .success(let read):
          lastReading =
            "it would read as \(read.hexString) (\(read.red), \(read.green), "
            + "\(read.blue), \(read.alpha))"
        case .failure(let refusal):
          return .failure(refusal)
        }
      }
      return .failure(
        Refusal(
          reason: "cannot be rewritten to say exactly \(color.hexString) (\(color.red), "
            + "\(color.green), \(color.blue), \(color.alpha)) in its own form: \(lastReading)"))
    }

    static func same(_ a: RGBA, _ b: RGBA) -> Bool {
      abs(a.red - b.red) < 1e-12 && abs(a.green - b.green) < 1e-12
        && abs(a.blue - b.blue) < 1e-12 && abs(a.alpha - b.alpha) < 1e-12
    }

    /// The rewrites of channel arguments to try, unit scale (0–1) and byte scale (0–255).
    private func components(
      _ channels: [Range<Int>], alpha: Range<Int>?, _ color: RGBA, _ place: (Int) -> String
    ) throws(Refusal) -> [[Splice]] {
      var numbers: [Number] = []
      for range in channels + (alpha.map { [$0] } ?? []) {
        guard let number = number(range) else {
          throw Refusal(
            reason: "passes \(source.tokens[range].map(\.text).joined(separator: " ")) at "
              + "\(place(range.lowerBound)), not a number: change it by hand")
        }
        numbers.append(number)
      }
      let values = channels.count == 1 ? [color.red] : [color.red, color.green, color.blue]
      let written = numbers.prefix(channels.count).compactMap(value(of:))
      let looksLikeBytes = written.contains { $0 > 1 }
      var candidates: [[Splice]] = []
      for scale in looksLikeBytes ? [255.0, 1] : [1, 255.0] {
        var splices: [Splice] = []
        var fits = true
        for (number, value) in zip(numbers, values) {
          guard let splice = write(value, scale: scale, into: number) else {
            fits = false
            break
          }
          splices.append(splice)
        }
        guard fits else { continue }
        if alpha != nil, let number = numbers.last {
          let current = value(of: number) ?? 1
          if abs(current - color.alpha) > 1e-12 {
            guard let splice = write(color.alpha, scale: 1, into: number) else { continue }
            splices.append(splice)
          }
        }
        candidates.append(splices)
      }
      if alpha == nil, abs(color.alpha - 1) > 1e-12 {
        throw Refusal(
          reason: "has no alpha argument and the fix has alpha \(color.alpha): change it by hand")
      }
      return candidates
    }

    /// The number written at `number` so that it reads as `value` (a 0–1 channel) at `scale`;
    /// nil when its form cannot say it exactly (a ratio whose numerator is not whole).
    private func write(_ value: Double, scale: Double, into number: Number) -> Splice? {
      switch number {
      case .plain(let i):
        let original = source.tokens[i].text
        let scaled = value * scale
        if scale != 1 {
          let whole = scaled.rounded()
          guard abs(whole - scaled) < 1e-9 else { return nil }
          return Splice(range(i), Self.number(whole, like: original))
        }
        return Splice(range(i), Self.number(scaled, like: original))
      case .ratio(let i, let denominator):
        let numerator = value * denominator
        let whole = numerator.rounded()
        guard abs(whole - numerator) < 1e-6 else { return nil }
        return Splice(range(i), Self.number(whole, like: source.tokens[i].text))
      }
    }

    /// `value` written like `original`: its suffix (`f`), and a whole number with or without
    /// `.0` as the original was; otherwise the shortest decimal that reads back exactly.
    static func number(_ value: Double, like original: String) -> String {
      var body = original
      var suffix = ""
      while let last = body.last, "fFlL".contains(last), !body.lowercased().hasPrefix("0x") {
        suffix = String(last) + suffix
        body.removeLast()
      }
      let isFloat = body.contains(".") || body.lowercased().contains("e")
      if value == value.rounded(), abs(value) < 1e9 {
        let whole = String(Int(value))
        return (isFloat ? whole + ".0" : whole) + suffix
      }
      return "\(value)" + suffix
    }

    // MARK: Hex

    /// A hex argument: a string or a `0x` integer, alone or labelled.
    private func hexArgument(
      _ labelled: [String: (index: Int?, value: Range<Int>)], _ positional: [Range<Int>]
    ) -> Int? {
      let alphaLabels: Set<String> = ["alpha", "opacity", "a"]
      let others = labelled.filter { !alphaLabels.contains($0.key) }
      let ranges = positional + others.values.map(\.value)
      guard ranges.count == 1, ranges[0].count == 1 else { return nil }
      let token = source.tokens[ranges[0].lowerBound]
      if token.kind == .string { return ranges[0].lowerBound }
      if token.kind == .number, token.text.lowercased().hasPrefix("0x") {
        return ranges[0].lowerBound
      }
      return nil
    }

    private func hexCandidates(
      _ i: Int, alpha: Range<Int>?, _ color: RGBA, _ place: (Int) -> String
    ) throws(Refusal) -> [[Splice]] {
      let token = source.tokens[i]
      let contents: Range<Int>
      var prefix: String
      var digits: String
      var suffix = ""
      if token.kind == .string {
        guard let range = stringContents(i) else {
          throw Refusal(
            reason: "passes a string at \(place(i)) with escapes or interpolation: change it by "
              + "hand")
        }
        contents = range
        let text = self.text(range)
        prefix =
          text.hasPrefix("#")
          ? "#" : text.lowercased().hasPrefix("0x") ? String(text.prefix(2)) : ""
        digits = String(text.dropFirst(prefix.count))
      } else {
        contents = range(i)
        prefix = String(token.text.prefix(2))
        digits = String(token.text.dropFirst(2))
        while let last = digits.last, "uUlL".contains(last) {
          suffix = String(last) + suffix
          digits.removeLast()
        }
      }
      guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else {
        throw Refusal(reason: "passes \"\(digits)\" at \(place(i)), which is not a hex color")
      }
      let upper = digits.contains(where: \.isUppercase) || !digits.contains(where: \.isLowercase)
      func byte(_ value: Double) -> Int? {
        let scaled = value.clamped01 * 255
        guard abs(scaled.rounded() - scaled) < 1e-6 else { return nil }
        return Int(scaled.rounded())
      }
      guard let r = byte(color.red), let g = byte(color.green), let b = byte(color.blue) else {
        throw Refusal(
          reason: "is a hex color and the fix (\(color.red), \(color.green), \(color.blue)) is not "
            + "an 8-bit color")
      }
      func hex(_ bytes: [Int], short: Bool) -> String {
        let text = bytes.map { value -> String in
          let digits = String(value, radix: 16, uppercase: upper)
          if short { return String(digits.last ?? "0") }
          return digits.count < 2 ? "0" + digits : digits
        }.joined()
        return prefix + text + suffix
      }
      var alphaSplices: [Splice] = []
      var translucent = abs(color.alpha - 1) > 1e-12
      if let alpha {
        // `UIColor(hex: 0x336699, alpha: 0.5)`: the alpha argument says it.
        guard let number = number(alpha) else {
          throw Refusal(
            reason: "passes an alpha at \(place(alpha.lowerBound)) that is not a number")
        }
        if abs((value(of: number) ?? 1) - color.alpha) > 1e-12 {
          guard let splice = write(color.alpha, scale: 1, into: number) else { return [] }
          alphaSplices.append(splice)
        }
        translucent = false
      }
      guard let a = byte(color.alpha) else {
        throw Refusal(reason: "is a hex color and the fix's alpha \(color.alpha) is not 8-bit")
      }
      let rgb = [r, g, b]
      let shortFits = (rgb + [a]).allSatisfy { $0 % 17 == 0 }
      var texts: [String] = []
      switch (digits.count, translucent) {
      case (3, false) where shortFits: texts = [hex(rgb.map { $0 / 17 }, short: true)]
      case (3, false), (6, false): texts = [hex(rgb, short: false)]
      case (4, _) where shortFits:
        texts = [
          hex((rgb + [a]).map { $0 / 17 }, short: true),
          hex(([a] + rgb).map { $0 / 17 }, short: true),
        ]
      default:
        texts = [hex(rgb + [a], short: false), hex([a] + rgb, short: false)]
      }
      return texts.map { [Splice(contents, $0)] + alphaSplices }
    }

    /// The bytes between the quotes of a plain string literal (`"…"`, `@"…"`); nil for one with
    /// escapes, interpolation or raw delimiters.
    private func stringContents(_ i: Int) -> Range<Int>? {
      var start = offset(i)
      if bytes[start] == UInt8(ascii: "@") { start += 1 }
      guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
      var end = start + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
        if bytes[end] == UInt8(ascii: "\\") || bytes[end] == 0x0A { return nil }
        end += 1
      }
      let range = (start + 1)..<end
      guard end < bytes.count, text(range) == source.tokens[i].text else { return nil }
      return range
    }

    // MARK: Reading back

    /// The color the expression at `site` has once `splices` are made; a refusal when the
    /// evaluator cannot read it.
    private func read(_ splices: [Splice], site: Int, expression: Range<Int>) -> Result<
      RGBA, Refusal
    > {
      guard let edited = try? Splice.apply(splices, to: bytes) else {
        return .failure(Refusal(reason: "cannot be rewritten: two changes overlap"))
      }
      let file = CodeLiteralEdits.source(edited, path: self.file)
      guard file.tokens.count == source.tokens.count else {
        return .failure(Refusal(reason: "cannot be rewritten without changing its tokens"))
      }
      let index = SourceIndex(files: [file] + others)
      let evaluator = CodeEvaluator(
        index: index, names: CodeColorNames(), traits: TraitCombination.all[0])
      var frame = EvalFrame(file: 0)
      switch evaluator.evaluate(expression, &frame) {
      case .color(.color(let rgba, _)):
        return .success(rgba)
      case .unresolved(let reason):
        return .failure(
          Refusal(
            reason: "cannot be read back to check the new value (\(reason)); give the editor the "
              + "file that defines the helper, or change it by hand"))
      default:
        return .failure(
          Refusal(reason: "does not read back as a color with fixed components: change it by hand"))
      }
    }
  }
}
