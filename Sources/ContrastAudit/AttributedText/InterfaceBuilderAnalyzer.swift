import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a `.xib` or `.storyboard` with `XMLParser` and reports attributed-string fragments
/// without a color or with a fixed one.
final class InterfaceBuilderAnalyzer: NSObject, XMLParserDelegate {
  /// A fragment waiting for its view's outlets to be known.
  struct Fragment {
    var viewID: String?
    var viewElement: String
    /// The view's `customClass`, if any.
    var viewClass: String?
    var line: Int
    var column: Int
    var content: String
    var hasColor = false
    /// In a text field's `attributedPlaceholder`, whose runs without a color take the field's
    /// own placeholder gray.
    var isPlaceholder = false
    /// A fixed color the fragment gives its runs: where, how the document writes it, and its
    /// sRGB value where the document proves one (components in a space the audit converts,
    /// opaque; UIKit's fixed gray and black).
    var staticColor: (line: Int, column: Int, description: String, value: RGBA?)?
  }

  /// The document's bytes and where each line starts, for columns the parser does not give.
  private let bytes: [UInt8]
  private let lineStarts: [Int]
  private var stack: [(name: String, id: String?, customClass: String?)] = []
  private var fragments: [Fragment] = []
  private var current: Fragment?
  private var inContentString = false
  /// Depth of `<attributedString>` elements that hold displayed text (not `userComments`).
  private var displayedStrings = 0
  private var inPlaceholder = false
  private static let displayedKeys: Set<String> = [
    "attributedText", "attributedTitle", "attributedPlaceholder", "attributedString",
  ]
  private var outlets: [String: [String]] = [:]
  /// Each element's nearest ancestor with an id, by id: a view's superview (or its cell's, or
  /// its scene's).
  private var parents: [String: String] = [:]
  /// Views with a background color of their own, by id: whether it is a fixed one.
  ///
  /// Fixed means given by components. Fully transparent backgrounds are left out: the view
  /// behind shows through.
  private var fixedBackgrounds: [String: Bool] = [:]
  /// Labels whose own text color does not adapt (components, `darkTextColor`), by id; a label
  /// with none, `<nil key="textColor"/>`, a dynamic system color or a named color is not here.
  private var fixedTextColors: Set<String> = []
  /// System colors that look the same in both appearances.
  static let fixedSystemColors: Set<String> = [
    "darkTextColor", "lightTextColor", "blackColor", "whiteColor", "darkGrayColor",
    "lightGrayColor", "grayColor", "clearColor",
  ]
  /// Elements' `customClass`, by id.
  private var customClasses: [String: String] = [:]
  /// Elements their parent holds by a key (`<view key="view">`, `key="contentView"`), by id.
  private var propertyViews: Set<String> = []
  private(set) var error: String?

  private init(text: String) {
    let bytes = Array(text.utf8)
    self.bytes = bytes
    lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
  }

  /// Parses the document; `owners` are view names whose attributed text code sets,
  /// `themedClasses` the project's view classes that set their own text color,
  /// `restylesBackground` says whether a custom class's code may set a background color, and
  /// `repaintsOutlet` whether code names the background of an outlet of that name.
  static func analyze(
    data: Data, text: String, owners: OutletOwners, themedClasses: Set<String> = [],
    restylesBackground: (String) -> Bool = { _ in true },
    repaintsOutlet: (String) -> Bool = { _ in true }
  ) -> (
    findings: [RawFinding], error: String?
  ) {
    let analyzer = InterfaceBuilderAnalyzer(text: text)
    if let error = InterfaceBuilderXML.parse(
      data, delegate: analyzer,
      firstError: {
        analyzer.firstError
      })
    {
      return ([], error)
    }
    return (
      analyzer.findings(
        owners: owners, themedClasses: themedClasses, restylesBackground: restylesBackground,
        repaintsOutlet: repaintsOutlet),
      nil
    )
  }

  fileprivate(set) var firstError: (code: Int, line: Int)?

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    if firstError == nil { firstError = ((parseError as NSError).code, parser.lineNumber) }
  }

  /// UIKit's fixed colors a fragment may name, as sRGB.
  private static let fixedSystemValues: [String: RGBA] = [
    "darkTextColor": RGBA(red: 0, green: 0, blue: 0), "blackColor": RGBA(red: 0, green: 0, blue: 0),
    "darkGrayColor": RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
    "lightGrayColor": RGBA(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
    "grayColor": RGBA(red: 0.5, green: 0.5, blue: 0.5),
  ]

  /// The severity of a fixed fragment color and what its message says of it.
  ///
  /// Its contrast on Light Mode's white and Dark Mode's black, and the appearance where it fails
  /// (Messenger's gray sign-up text fails at 2.32:1 in Light Mode, and reads in Dark Mode); a
  /// note where it reads on both. Without a value, a warning that it does not adapt.
  static func measured(_ value: RGBA?) -> (Severity, String) {
    guard let value else { return (.warning, ", which does not adapt to Dark Mode") }
    let light = Contrast.ratio(value, RGBA(red: 1, green: 1, blue: 1))
    let dark = Contrast.ratio(value, RGBA(red: 0, green: 0, blue: 0))
    let shown = (light: ReportText.ratio(light), dark: ReportText.ratio(dark))
    let hex = " (`\(value.hexString.dropLast(2))`)"
    if light < 4.5 {
      return (
        .warning,
        "\(hex): \(shown.light) on Light Mode's white background, where text needs 4.5:1 "
          + "(\(shown.dark) on Dark Mode's black)"
      )
    }
    if dark < 4.5 {
      return (
        .warning,
        "\(hex), which does not adapt to Dark Mode: \(shown.dark) on its black background, where "
          + "text needs 4.5:1 (\(shown.light) on Light Mode's white)"
      )
    }
    return (
      .note,
      "\(hex): \(shown.light) on Light Mode's white background and \(shown.dark) on Dark Mode's "
        + "black, but it does not follow a grouped or elevated background, nor Increase Contrast"
    )
  }

  private func findings(
    owners: OutletOwners, themedClasses: Set<String>, restylesBackground: (String) -> Bool,
    repaintsOutlet: (String) -> Bool
  ) -> [RawFinding] {
    var result: [RawFinding] = []
    for f in fragments {
      if !f.content.isEmpty, f.content.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
        continue
      }
      let names = f.viewID.flatMap { outlets[$0] } ?? []
      // Code that sets the outlet's text replaces the document's string, and code that sets its
      // text color (or a themed class that does) recolors all of it: the document's fragment is
      // a placeholder ("Lorem ipsum"), and what the code draws is judged where the code is.
      if f.viewClass.map(themedClasses.contains) == true || names.contains(where: owners.contains) {
        continue
      }
      // Fixed text on a fixed background looks the same in both appearances: nothing adapts, and
      // the pairing's contrast is measured where it is found (a launch screen's title).
      if let s = f.staticColor,
        !isOnFixedBackground(
          f.viewID, restyledBy: restylesBackground, repaintedOutlet: repaintsOutlet)
      {
        let (severity, measured) = Self.measured(s.value)
        result.append(
          RawFinding(
            rule: InterfaceBuilderStaticColorRule.id, severity: severity,
            line: s.line,
            column: s.column,
            message:
              "Attributed text in \(f.viewElement) uses the fixed color \(s.description)\(measured); "
              + "remove the color here and set a dynamic one (UIColor.label or a named color) in code."
          ))
      }
      if !f.hasColor, !f.isPlaceholder {
        // A label fills runs without a color from its own text color, and a classic button's
        // title may, as may a refresh control's title, drawn in a label UIKit colors: like the
        // same string set in code, a note. Text views and fields draw them black.
        let fillsFromView =
          f.viewElement == "<label>" || f.viewElement == "<button>"
          || f.viewElement == "<refreshControl>"
        // A label whose own text color adapts draws such runs readably.
        if f.viewElement == "<label>", let id = f.viewID, !fixedTextColors.contains(id) {
          continue
        }
        let message =
          fillsFromView
          ? "Attributed text fragment in \(f.viewElement) has no color and relies on the \(Self.fillingColor[f.viewElement] ?? "view's text color"); give it a named or system color such as labelColor."
          : "Attributed text fragment in \(f.viewElement) has no color and draws black in Dark Mode; set its color to a dynamic one, or set the text in code with `.foregroundColor: UIColor.label`."
        result.append(
          RawFinding(
            rule: InterfaceBuilderAttributedForegroundRule.id,
            severity: fillsFromView ? .note : .warning,
            line: f.line, column: f.column, message: message))
      }
    }
    return result
  }

  /// What colors a fragment without a color in each view that fills one.
  private static let fillingColor: [String: String] = [
    "<label>": "label's text color", "<button>": "button's title color",
    "<refreshControl>": "refresh control's title color",
  ]

  /// Whether the nearest background behind view `id` is a fixed color that code leaves alone.
  ///
  /// The nearest background is the view's own or its closest ancestor's that is not
  /// transparent. A named or system color may adapt; no background at all shows the window's,
  /// which does. A custom class from the text up to that view may repaint it, and so may code
  /// that names the background of one of its outlets; what lies behind an opaque fixed
  /// background (Amperfy's white buttons on a card its controller tints) is not seen.
  private func isOnFixedBackground(
    _ id: String?, restyledBy restyles: (String) -> Bool,
    repaintedOutlet repainted: (String) -> Bool
  ) -> Bool {
    var view = id
    var steps = 0
    while let current = view, steps < 256 {
      if let custom = customClasses[current], restyles(custom) { return false }
      if let fixed = fixedBackgrounds[current] {
        // A view its parent holds by a key (a scene's `view`, a cell's `contentView`) is the
        // parent's class's to repaint too.
        if propertyViews.contains(current), let parent = parents[current],
          let custom = customClasses[parent], restyles(custom)
        {
          return false
        }
        return fixed && !(outlets[current] ?? []).contains(where: repainted)
      }
      view = parents[current]
      steps += 1
    }
    return false
  }

  /// The start column of the last `<name` at or before the parser's position on `line`.
  ///
  /// Searched backwards from that position, so it costs the length of the tag, not of the line:
  /// a document written on one line has thousands of elements on it.
  private func column(of name: String, line: Int, before column: Int) -> Int {
    guard line >= 1, line <= lineStarts.count else { return 1 }
    let start = lineStarts[line - 1]
    let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    let needle = Array(("<" + name).utf8)
    var k = min(start + max(column, needle.count) - 1, end - needle.count)
    while k >= start {
      if bytes[k..<(k + needle.count)].elementsEqual(needle) { return k - start + 1 }
      k -= 1
    }
    return 1
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes: [String: String] = [:]
  ) {
    if let id = attributes["id"] {
      if let parent = stack.last(where: { $0.id != nil })?.id { parents[id] = parent }
      if let custom = attributes["customClass"] { customClasses[id] = custom }
      if attributes["key"] != nil { propertyViews.insert(id) }
      // Code reaches a tagged view by `viewWithTag(4)`: the tag names it as an outlet does.
      if let tag = attributes["tag"] { outlets[id, default: []].append("#tag" + tag) }
    }
    stack.append((elementName, attributes["id"], attributes["customClass"]))
    // A table view cell's built-in labels are reached in code as `textLabel`/`detailTextLabel`.
    for key in ["textLabel", "detailTextLabel", "imageView"] {
      if let id = attributes[key] { outlets[id, default: []].append(key) }
    }
    switch elementName {
    case "attributedString":
      if Self.displayedKeys.contains(attributes["key"] ?? "") { displayedStrings += 1 }
      inPlaceholder = attributes["key"] == "attributedPlaceholder"
    case "fragment":
      guard displayedStrings > 0 else { return }
      // The view that owns this attributed string: the nearest ancestor with an id, above the
      // `attributedString` (and a button's `state`).
      let owner = stack.dropLast().last(where: {
        $0.id != nil && $0.name != "attributedString" && $0.name != "state"
      })
      let line = parser.lineNumber
      current = Fragment(
        viewID: owner?.id, viewElement: owner.map { "<\($0.name)>" } ?? "a view",
        viewClass: owner?.customClass,
        line: line, column: column(of: "fragment", line: line, before: parser.columnNumber),
        content: attributes["content"] ?? "", isPlaceholder: inPlaceholder)
    case "color" where attributes["key"] == "textColor" && current == nil:
      // A label's own text color, which fills its fragments that have none.
      guard stack.count >= 2, stack[stack.count - 2].name == "label",
        let view = stack[stack.count - 2].id
      else { return }
      fixedTextColors.insert(view)
      if attributes["name"] != nil { fixedTextColors.remove(view) }
      for key in ["systemColor", "cocoaTouchSystemColor"] {
        if let name = attributes[key], !Self.fixedSystemColors.contains(name) {
          fixedTextColors.remove(view)
        }
      }
    case "color" where attributes["key"] == "backgroundColor" && current == nil:
      // `<color key="backgroundColor" …/>` is a child of its view.
      guard stack.count >= 2, let view = stack[stack.count - 2].id else { return }
      let alpha = attributes["alpha"].flatMap(Double.init) ?? 1
      if alpha == 0 { return }
      let components = attributes["white"] != nil || attributes["red"] != nil
      fixedBackgrounds[view] = components && alpha >= 1
    case "color":
      guard current != nil, attributes["key"] == "NSColor" else { return }
      current?.hasColor = true
      let line = parser.lineNumber
      let components = ["white", "red", "green", "blue"].compactMap {
        attributes[$0].flatMap(Double.init)
      }
      // White text sits on a colored or dark background chosen with it; like the code rule,
      // only dark and gray fixed colors are flagged.
      let isWhite = !components.isEmpty && components.allSatisfy { $0 >= 0.95 }
      if !isWhite, attributes["white"] != nil || attributes["red"] != nil {
        let desc =
          attributes["white"].map { "white \($0)" }
          ?? "rgb(\(attributes["red"] ?? "?"), \(attributes["green"] ?? "?"), \(attributes["blue"] ?? "?"))"
        var value: RGBA?
        if let read = InterfaceBuilderPairings.color(attributes, line: 0, column: 0, path: ""),
          case .value(let values, _) = read.use, values.isConstant,
          case .color(let rgba, _) = values.values[0], rgba.alpha >= 1
        {
          value = rgba
        }
        current?.staticColor = (
          line, column(of: "color", line: line, before: parser.columnNumber), desc, value
        )
      } else if let system = attributes["cocoaTouchSystemColor"],
        [
          "darkTextColor", "blackColor", "darkGrayColor", "lightGrayColor", "grayColor",
        ]
        .contains(system)
      {
        current?.staticColor = (
          line, column(of: "color", line: line, before: parser.columnNumber), system,
          Self.fixedSystemValues[system]
        )
      }
    case "string", "mutableString":
      if current != nil, attributes["key"] == "content" { inContentString = true }
    case "outlet":
      if let property = attributes["property"], let destination = attributes["destination"] {
        outlets[destination, default: []].append(property)
      }
    default:
      break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inContentString { current?.content += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    _ = stack.popLast()
    switch elementName {
    case "attributedString":
      if displayedStrings > 0 { displayedStrings -= 1 }
      inPlaceholder = false
    case "fragment":
      if let f = current { fragments.append(f) }
      current = nil
    case "string", "mutableString":
      inContentString = false
    default:
      break
    }
  }
}
