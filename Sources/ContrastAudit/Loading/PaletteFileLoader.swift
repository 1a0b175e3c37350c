import Foundation

/// Loads a `*.palette.json` file: colors defined in code, described as data.
///
/// ```json
/// {
///   "colors": {
///     "Card": { "light": "#FFFFFF", "dark": "#1C1C1E", "dark elevated": "#2C2C2E" },
///     "Caption": "#6B6B70",
///     "Link": "systemBlue"
///   }
/// }
/// ```
/// A variant key is `any`, or any subset of `light`/`dark`, `normal`/`high`, `base`/`elevated`
/// separated by spaces.
public enum PaletteFileLoader {
  public static let maximumBytes = 8 << 20

  public static func load(_ url: URL, displayPath: String) -> (
    colors: [NamedColor], diagnostics: [Diagnostic]
  ) {
    let file = JSONFile(path: displayPath)
    var diagnostics: [Diagnostic] = []
    var colors: [NamedColor] = []
    do throws(Diagnostic) {
      let root = try JSONFile.load(
        url, displayPath: displayPath, maximumBytes: maximumBytes,
        tooLargeAdvice: "split its colors over several *.palette.json files, which are all read")
      let members = try file.object(root, "")
      diagnostics += file.unknownKeys(members, known: ["colors", "about", "description"], in: "")
      guard let colorsValue = root["colors"] else {
        throw file.error(root, "colors", "a palette file needs a \"colors\" object")
      }
      for (name, value) in try file.object(colorsValue, "colors") {
        do {
          colors.append(try color(name: name, value: value, file: file))
        } catch {
          diagnostics.append(error)
        }
      }
    } catch {
      diagnostics.append(error)
    }
    return (colors, diagnostics)
  }

  private static func color(name: String, value: JSONValue, file: JSONFile) throws(Diagnostic)
    -> NamedColor
  {
    let key = "colors.\(name)"
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw file.error(value, key, "a color name cannot be empty")
    }
    var variants: [PaletteVariant] = []
    if let string = value.stringValue {
      variants.append(
        PaletteVariant(value: try colorValue(string, file: file, at: value, key: key), key: "any"))
    } else {
      let members = try file.object(value, key)
      guard !members.isEmpty else {
        throw file.error(value, key, "\(name) has no variants")
      }
      var seen: [String: String] = [:]
      for (variantKey, variantValue) in members {
        let memberKey = "\(key).\(variantKey)"
        var variant = try parseVariantKey(variantKey, file: file, at: variantValue, key: memberKey)
        let canonical = [
          variant.style?.rawValue, variant.contrast?.rawValue, variant.level?.rawValue,
        ].compactMap { $0 }.joined(separator: " ")
        if let earlier = seen[canonical] {
          throw file.error(
            variantValue, memberKey,
            "variant \"\(variantKey)\" means the same traits as \"\(earlier)\"")
        }
        seen[canonical] = variantKey
        variant.value = try colorValue(
          file.string(variantValue, memberKey), file: file, at: variantValue, key: memberKey)
        variants.append(variant)
      }
    }
    return NamedColor(
      name: name, definition: .palette(variants),
      location: file.location(value, key))
  }

  static func parseVariantKey(_ text: String, file: JSONFile, at value: JSONValue, key: String)
    throws(Diagnostic) -> PaletteVariant
  {
    var variant = PaletteVariant(value: .reference(""), key: text)
    let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "," })
    if words == ["any"] || words == ["default"] { return variant }
    guard !words.isEmpty else {
      throw file.error(value, key, "an empty variant key; use \"any\" for the default")
    }
    for word in words {
      func conflict(_ axis: String) -> Diagnostic {
        file.error(value, key, "variant \"\(text)\" names \(axis) twice")
      }
      if let style = Style(rawValue: String(word)) {
        guard variant.style == nil else { throw conflict("a style") }
        variant.style = style
      } else if let contrast = ContrastSetting(rawValue: String(word)) {
        guard variant.contrast == nil else { throw conflict("a contrast") }
        variant.contrast = contrast
      } else if let level = InterfaceLevel(rawValue: String(word)) {
        guard variant.level == nil else { throw conflict("a level") }
        variant.level = level
      } else {
        let known = ["any", "light", "dark", "normal", "high", "base", "elevated"]
        let hint = NameSuggestions.nearest(to: String(word), in: known).first.map {
          " (did you mean \"\($0)\"?)"
        }
        throw file.error(
          value, key,
          "unknown trait \"\(word)\" in variant \"\(text)\"\(hint ?? ""); use light/dark, "
            + "normal/high and base/elevated")
      }
    }
    return variant
  }

  private static func colorValue(_ text: String, file: JSONFile, at value: JSONValue, key: String)
    throws(Diagnostic) -> ColorValue
  {
    do {
      return try ColorValueParser.parse(text)
    } catch {
      throw file.error(value, key, error.message)
    }
  }
}
