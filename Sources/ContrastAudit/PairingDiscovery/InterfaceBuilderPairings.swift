import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Pairings drawn by the views of a storyboard or xib: each label's, text view's, text field's
/// and button's text color (and each image view's tint) on the background of the nearest view,
/// itself first, then its ancestors, whose background color is set and not clear.
///
/// The view hierarchy is what Xcode writes: `<subviews>` nest views, a table or collection cell
/// draws on its content view, a scene's root is the controller's `<view key="view">`. Colors are
/// named (`name="Brand/Primary"`, an asset), system (`systemColor="secondaryLabelColor"`, or the
/// older `cocoaTouchSystemColor`), or written in place (`red=… green=… blue=…` or `white=…` with
/// their color space). A view with no background anywhere above it is not paired: where it is
/// shown is decided at runtime.
final class InterfaceBuilderPairings: NSObject, XMLParserDelegate {
  /// A color as Interface Builder writes it.
  struct IBColor {
    var use: ColorUse
    var isClear: Bool
    /// A color written in place with an alpha between 0 and 1: what shows is this color over
    /// the superview's. (A named color's alpha is known only once it is resolved.)
    var isTranslucent = false
    var line: Int
    var column: Int
  }

  /// A view of the document.
  final class ViewNode {
    let element: String
    let id: String?
    /// Weak: a view holds its subviews; the reader's `nodes` hold every view.
    weak var parent: ViewNode?
    /// The `key` the view is stored under in its parent (`view`, `contentView`).
    var key: String?
    var label: String?
    var background: IBColor?
    var text: IBColor?
    var tint: IBColor?
    /// Button title colors by state (`normal`, `highlighted`, …).
    var titles: [(state: String, color: IBColor)] = []
    /// Button background images by state, with where each is set: the title is drawn on them.
    var backgroundImages: [String: (name: String, line: Int, column: Int)] = [:]
    var fontSize: Double?
    var bold = false
    var customClass: String?
    /// An image view's catalog image (`image="ChevronRight"`), not one of Apple's symbols.
    var catalogImage: String?
    /// The class of the view controller whose scene holds it (a storyboard's), or of the
    /// document's owner (a xib's File's Owner).
    var controllerClass: String?
    /// The controller's class is in the app's own module (`customModuleProvider="target"`).
    var controllerInTarget = false
    /// Its `<rect key="frame">`, in its superview's coordinates, as the document was laid out.
    var frame: (x: Double, y: Double, width: Double, height: Double)?
    /// Its subviews, back to front.
    var children: [ViewNode] = []
    /// A table view's `style` (`plain`, `grouped`, `insetGrouped`).
    var style: String?
    /// A button's `buttonType` (`system`, `roundedRect`, `custom`, …).
    var buttonType: String?
    /// A text field's `borderStyle` (`roundedRect`, `line`, `bezel`, or none).
    var borderStyle: String?
    /// Its `alpha`, when the document sets one: what it draws is composited at that opacity.
    var alpha: Double?
    /// Its `tag`, by which code may find it (`viewWithTag(2)`); nil for 0.
    var tag: Int?
    /// Whether the document hides it (`hidden="YES"`).
    var isHiddenInDocument = false
    /// Whether its button configuration sets a background color of its own.
    var hasConfigurationBackground = false
    /// Whether a button state has a title.
    var hasTitle = false
    /// Whether a button state has an image, and a configuration a title: a button with an image
    /// and no title anywhere in the document draws no title.
    var hasImage = false
    var hasConfigurationTitle = false
    /// Whether it has a button configuration (`<buttonConfiguration>`), which draws its title.
    var hasConfiguration = false
    var hasAttributedText = false
    /// Whether its font is an icon font: its text is glyphs, pictures rather than text.
    var isIconFont = false
    /// A label whose text the document leaves empty (`text=""`), with no tag.
    var hasEmptyText = false
    var line: Int
    var column: Int

    init(element: String, id: String?, parent: ViewNode?, line: Int, column: Int) {
      self.element = element
      self.id = id
      self.parent = parent
      self.line = line
      self.column = column
    }
  }

  static let textElements: Set<String> = ["label", "textView", "textField"]
  /// Parents whose element children are views.
  static let viewContainers: Set<String> = ["subviews", "objects", "prototypes", "cells"]
  static let viewKeys: Set<String> = ["view", "contentView"]
  static let nonViews: Set<String> = [
    "placeholder", "viewControllerPlaceholder", "customObject", "navigationItem", "tabBarItem",
    "barButtonItem", "userDefinedRuntimeAttributes", "connections", "constraints", "segue",
    "exit", "gestureRecognizer", "tapGestureRecognizer", "viewLayoutGuide", "layoutGuides",
  ]

  private let path: String
  private let restyled: UIKitPairings.Restyled
  private let images: CatalogImages
  private var stack: [(name: String, node: ViewNode?, key: String?)] = []
  /// The custom class of each open element, for the owner of `<connections>`.
  private var classes: [String?] = []
  /// Whether each element on the stack names a class of the app's own module.
  private var inTarget: [Bool] = []
  /// Outlets by destination id: the property and the class that owns it.
  private var ownedOutlets: [String: (property: String, owner: String)] = [:]
  private var nodes: [ViewNode] = []
  private var outlets: [String: String] = [:]
  /// The outlet collections each view is in (`<outletCollection property="buttons" …>`), by id:
  /// code that restyles the collection (`buttons.forEach { $0.setTitleColor(…) }`) restyles it.
  private var collections: [String: [String]] = [:]
  private var state: String?
  private var ignoredDepth = 0
  private var isMacOS = false

  private init(path: String, restyled: UIKitPairings.Restyled, images: CatalogImages) {
    self.path = path
    self.restyled = restyled
    self.images = images
  }

  /// What one document gives: its pairings, an error, the outlets' containers and which outlets
  /// its fonts make large text (see ``containers()`` and ``largeTextOutlets()``).
  typealias Discovery = (
    pairings: [DiscoveredPairing], error: String?, containers: [String: [String: String]],
    largeText: [String: [String: Bool]]
  )

  /// Pairings drawn by the views of one storyboard or xib; an error message when the XML does
  /// not parse.
  ///
  /// Colors that code sets on a view (through its outlet, or in its custom class) replace the
  /// design-time ones, so those views are not paired from the document.
  static func discover(
    data: Data, path: String, restyled: UIKitPairings.Restyled = UIKitPairings.Restyled(),
    images: CatalogImages = CatalogImages(catalogs: [])
  ) -> Discovery {
    let reader = InterfaceBuilderPairings(path: path, restyled: restyled, images: images)
    if let error = InterfaceBuilderXML.parse(
      data, delegate: reader, firstError: { reader.firstError })
    {
      return ([], error, [:], [:])
    }
    if let open = reader.stack.last {
      return (
        [], "not a valid Interface Builder document: it ends before <\(open.name)> closes", [:],
        [:]
      )
    }
    return (reader.pairings(), nil, reader.containers(), reader.largeTextOutlets())
  }

  /// Whether the document's font makes each label or button outlet large text, by the class
  /// that owns the outlets: what a color set in code is drawn in when the code sets no font
  /// (OctoPod's 20 pt camera title, colored by its controller).
  func largeTextOutlets() -> [String: [String: Bool]] {
    var result: [String: [String: Bool]] = [:]
    for node in nodes where node.element == "label" || node.element == "button" {
      guard let id = node.id, node.fontSize != nil, let (property, owner) = ownedOutlets[id]
      else { continue }
      result[owner, default: [:]][property] = role(node) == .largeText
    }
    return result
  }

  /// The container `containers()` names for an outlet drawn over a picture the document does
  /// not show: code pairs nothing further out.
  static let picture = "<picture>"

  /// Which outlet holds which, by the class that owns the outlets.
  ///
  /// `searchIcon` in `roundedBackgroundView`, or in the controller's `view`: code discovery uses
  /// it for views that a document lays out.
  func containers() -> [String: [String: String]] {
    var result: [String: [String: String]] = [:]
    for node in nodes {
      guard let id = node.id, let (property, owner) = ownedOutlets[id] else { continue }
      // Drawn over a picture (an earlier sibling covering it: a camera's image view).
      if case .unknown? = ground(behind: node) {
        result[owner, default: [:]][property] = Self.picture
        continue
      }
      var ancestor = node.parent
      while let view = ancestor {
        if let parentID = view.id, let (parentProperty, parentOwner) = ownedOutlets[parentID],
          parentOwner == owner
        {
          result[owner, default: [:]][property] = parentProperty
          break
        }
        if view.key == "view" || view.key == "contentView" {
          result[owner, default: [:]][property] = view.key
          break
        }
        if case .unknown? = ground(behind: view) {
          result[owner, default: [:]][property] = Self.picture
          break
        }
        ancestor = view.parent
      }
    }
    return result
  }

  private var firstError: (code: Int, line: Int)?

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    if firstError == nil { firstError = ((parseError as NSError).code, parser.lineNumber) }
  }

  // MARK: - Parsing

  private var currentNode: ViewNode? { stack.last(where: { $0.node != nil })?.node }
  /// A xib's File's Owner class: the view controller or view that loads the document.
  private var filesOwnerClass: String?
  private var filesOwnerInTarget = false

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let line = parser.lineNumber
    let column = parser.columnNumber
    // Attributed strings and translator comments hold text, not views. A view whose text is
    // attributed takes its colors from the fragments, which the attributed-text rules check.
    if name == "attributedString", ignoredDepth == 0, let owner = currentNode,
      ["attributedText", "attributedTitle"].contains(attributes["key"] ?? "")
    {
      owner.hasAttributedText = true
    }
    if ignoredDepth > 0 || name == "attributedString" || name == "userComments" {
      ignoredDepth += 1
      stack.append((name, nil, nil))
      classes.append(nil)
      inTarget.append(false)
      return
    }
    // A macOS document (`targetRuntime="MacOSX.Cocoa"`) draws with AppKit: not audited here.
    if name == "document", attributes["targetRuntime"]?.hasPrefix("MacOSX") == true {
      isMacOS = true
    }
    let parentName = stack.last?.name
    let key = attributes["key"]
    var node: ViewNode?
    let isView =
      !Self.nonViews.contains(name) && name != "color" && name != "fontDescription"
      && (parentName.map(Self.viewContainers.contains) == true
        || (key.map(Self.viewKeys.contains) == true && name.lowercased().contains("view")))
    if isView {
      let created = ViewNode(
        element: name, id: attributes["id"], parent: currentNode, line: line, column: column)
      created.label = attributes["userLabel"] ?? attributes["text"].map { "\"\(Self.short($0))\"" }
      // With a tag, code may find it (`viewWithTag(2)`) and fill it.
      created.hasEmptyText =
        name == "label" && attributes["text"] == "" && (attributes["tag"] ?? "0") == "0"
      created.customClass = attributes["customClass"]
      if name == "imageView", attributes["catalog"] != "system" {
        created.catalogImage = attributes["image"]
      }
      if let controller = stack.indices.last(where: { stack[$0].name.hasSuffix("Controller") }),
        let type = classes[controller]
      {
        created.controllerClass = type
        created.controllerInTarget = inTarget[controller]
      } else {
        created.controllerClass = filesOwnerClass
        created.controllerInTarget = filesOwnerInTarget
      }
      created.key = key
      created.style = attributes["style"]
      created.buttonType = attributes["buttonType"]
      created.borderStyle = attributes["borderStyle"]
      created.alpha = attributes["alpha"].flatMap(Double.init)
      created.tag = attributes["tag"].flatMap(Int.init).flatMap { $0 == 0 ? nil : $0 }
      created.isHiddenInDocument = attributes["hidden"] == "YES"
      if let title = attributes["title"], created.label == nil {
        created.label = "\"\(Self.short(title))\""
      }
      nodes.append(created)
      created.parent?.children.append(created)
      node = created
    }
    switch name {
    case "placeholder" where attributes["placeholderIdentifier"] == "IBFilesOwner":
      filesOwnerClass = attributes["customClass"]
      filesOwnerInTarget = attributes["customModuleProvider"] == "target"
    case "color":
      if let owner = currentNode, let key,
        let color = Self.color(attributes, line: line, column: column, path: path)
      {
        assign(color, key: key, to: owner)
      }
    case "state":
      state = key
      // A title of spaces (`title=" "`, xDrip's way to hide "Button") draws no glyph, and one
      // of emoji (GoMap's "🔽") draws them in their own colors.
      if let title = attributes["title"], !title.allSatisfy(\.isWhitespace),
        !title.allSatisfy(Self.isEmoji), let owner = currentNode
      {
        owner.hasTitle = true
      }
      if attributes["image"]?.isEmpty == false, let owner = currentNode { owner.hasImage = true }
      if let image = attributes["backgroundImage"], let owner = currentNode {
        owner.backgroundImages[key ?? "normal"] = (image, line, column)
      }
    case "fontDescription":
      guard let owner = currentNode else { break }
      if let variation = stack.last(where: { $0.name == "variation" }) {
        // A size class's or idiom's own font (`<variation key="userInterfaceIdiom=mac-…">`):
        // a Mac's never shows on an iPhone or iPad (Amperfy's 22 pt titles are 14 pt on the
        // Mac); another class's smaller one is the size to hold the text to.
        guard variation.key?.contains("userInterfaceIdiom=mac") != true,
          let size = attributes["pointSize"].flatMap(Double.init), let base = owner.fontSize
        else { break }
        owner.fontSize = min(base, size)
      } else {
        Self.readFont(attributes, into: owner)
      }
    case "rect":
      // The view's own frame: a direct child of the view's element.
      if key == "frame", let owner = stack.last?.node,
        let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
        let width = attributes["width"].flatMap(Double.init),
        let height = attributes["height"].flatMap(Double.init)
      {
        owner.frame = (x, y, width, height)
      }
    case "outlet":
      if let property = attributes["property"], let destination = attributes["destination"] {
        outlets[destination] = outlets[destination] ?? property
        // `<connections>` sits in the element whose class owns the outlet.
        if classes.count >= 3, let owner = classes[classes.count - 2] {
          ownedOutlets[destination] = ownedOutlets[destination] ?? (property, owner)
        }
      }
    case "outletCollection":
      if let property = attributes["property"], let destination = attributes["destination"] {
        collections[destination, default: []].append(property)
      }
    case "buttonConfiguration":
      currentNode?.hasConfiguration = true
      if let title = attributes["title"], let owner = currentNode {
        owner.hasConfigurationTitle = true
        if owner.label == nil { owner.label = "\"\(Self.short(title))\"" }
      }
    default:
      break
    }
    stack.append((name, node, key))
    classes.append(attributes["customClass"])
    inTarget.append(attributes["customModuleProvider"] == "target")
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if ignoredDepth > 0 { ignoredDepth -= 1 }
    if name == "state" { state = nil }
    _ = stack.popLast()
    _ = classes.popLast()
    _ = inTarget.popLast()
  }

  private func assign(_ color: IBColor, key: String, to node: ViewNode) {
    let inConfiguration = stack.contains { $0.name == "buttonConfiguration" }
    switch key {
    case "backgroundColor", "baseBackgroundColor":
      if inConfiguration {
        // A configuration's own background (`<backgroundConfiguration key="background">`) is
        // drawn behind its title, over its base background color (OnionBrowser's "Get Orbot").
        if key == "backgroundColor" {
          guard stack.contains(where: { $0.name == "backgroundConfiguration" }) else { return }
          node.hasConfigurationBackground = true
        } else if node.hasConfigurationBackground {
          return
        }
      }
      node.background = color
    case "textColor":
      node.text = color
    case "titleColor", "baseForegroundColor":
      node.titles.append((state ?? "normal", color))
    case "tintColor":
      node.tint = color
    default:
      break
    }
  }

  /// A character drawn as a color emoji, whatever the text color: one shown as emoji by
  /// default (`🔽`), or asked to be with U+FE0F (`⚙️`).
  static func isEmoji(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    return first.properties.isEmojiPresentation
      || (first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}"))
  }

  static func short(_ text: String) -> String {
    let single = text.replacingOccurrences(of: "\n", with: " ")
    return single.count > 30 ? String(single.prefix(29)) + "…" : single
  }

  static let textStyleSizes: [String: Double] = [
    "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34,
    "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20,
    "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
    "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
    "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
    "UICTFontTextStyleCaption2": 11,
  ]

  static func readFont(_ attributes: [String: String], into node: ViewNode) {
    if let size = attributes["pointSize"].flatMap(Double.init) { node.fontSize = size }
    if let style = attributes["style"], let size = textStyleSizes[style] { node.fontSize = size }
    let type = attributes["type"] ?? ""
    let weight = attributes["weight"] ?? ""
    let fontName = attributes["name"] ?? ""
    node.bold =
      type == "boldSystem" || ["bold", "heavy", "black"].contains(weight)
      || ["Bold", "Heavy", "Black"].contains { fontName.contains($0) }
    node.isIconFont = isIconFont(family: attributes["family"] ?? "", name: fontName)
  }

  /// Whether a font is an icon font, whose glyphs are pictures (WCAG 1.4.11's 3:1), not text:
  /// Material Icons and Symbols, Font Awesome, Ionicons, IcoMoon, Glyphicons, Fontello (sphinx's
  /// `MaterialIcons-Regular` glyphs were measured against text's 4.5:1).
  static func isIconFont(family: String, name: String) -> Bool {
    let lowered = (family + " " + name).lowercased()
    return [
      "icons", "ionicons", "icomoon", "glyphicons", "awesome", "material symbols", "fontello",
    ]
    .contains { lowered.contains($0) }
  }

  /// A color element's value; nil for a color without a value (`catalog` colors of macOS).
  static func color(_ a: [String: String], line: Int, column: Int, path: String) -> IBColor? {
    let location = SourceLocation(file: path, line: line, column: column)
    func named(_ name: String) -> IBColor {
      IBColor(use: .named(name), isClear: name == "clear", line: line, column: column)
    }
    // Xcode 10 wrote UIKit's colors by catalog name: `name="systemRedColor" catalog="System"`.
    if let system = a["systemColor"] ?? a["cocoaTouchSystemColor"]
      ?? (a["catalog"] == "System" ? a["name"] : nil)
    {
      return named(system.hasSuffix("Color") ? String(system.dropLast(5)) : system)
    }
    if let name = a["name"] { return named(name) }
    let alpha = a["alpha"].flatMap(Double.init) ?? 1
    let space =
      a["colorSpace"] == "custom" ? (a["customColorSpace"] ?? "") : (a["colorSpace"] ?? "")
    var rgba: RGBA?
    if let white = a["white"].flatMap(Double.init) {
      switch space {
      case "genericGamma22GrayColorSpace":
        rgba = ColorSpace.grayGamma22.toExtendedSRGB([white], alpha: alpha)
      case "calibratedWhite":
        rgba = CalibratedColorSpace.gray(white, alpha: alpha)
      case "deviceWhite", "":
        rgba = RGBA(red: white, green: white, blue: white, alpha: alpha)
      default:
        rgba = nil
      }
    } else if let r = a["red"].flatMap(Double.init), let g = a["green"].flatMap(Double.init),
      let b = a["blue"].flatMap(Double.init)
    {
      switch space {
      case "calibratedRGB":
        rgba = CalibratedColorSpace.rgb(red: r, green: g, blue: b, alpha: alpha)
      case "sRGB", "deviceRGB", "":
        rgba = RGBA(red: r, green: g, blue: b, alpha: alpha)
      case "displayP3":
        rgba = ColorSpace.displayP3.toExtendedSRGB([r, g, b], alpha: alpha)
      default:
        rgba = nil
      }
    } else {
      return nil
    }
    guard let rgba else {
      let use = ColorUse.unresolved(
        "the color space \"\(space)\" is not one the audit converts (\(location.description))",
        label: "\(space) color")
      return IBColor(use: use, isClear: false, line: line, column: column)
    }
    return IBColor(
      use: .value(
        CodeColorValues(constant: .color(rgba, literal: location)), label: rgba.hexString),
      isClear: rgba.alpha == 0, isTranslucent: rgba.alpha > 0 && rgba.alpha < 1, line: line,
      column: column)
  }

  // MARK: - Pairing

  private func name(of node: ViewNode) -> String {
    let outlet = node.id.flatMap { outlets[$0] }
    var parts = [node.element]
    if let label = node.label { parts.append(label) }
    if let outlet { parts.append("(\(outlet))") }
    return parts.joined(separator: " ")
  }

  /// The nearest view, itself first, with a background that is set and not clear; nil when
  /// that view's background is set in code instead.
  private func background(of node: ViewNode) -> (ViewNode, IBColor)? {
    var current: ViewNode? = node
    while let view = current {
      if names(of: view).contains(where: restyled.backgrounds.contains) { return nil }
      if isRestyledByTag(view) { return nil }
      // A controller whose code sets `view.backgroundColor` (KeePassium's pattern image in
      // `viewDidLoad`) replaces its scene's root background.
      if view.key == "view", let controller = view.controllerClass,
        restyled.viewBackgroundTypes.contains(SourceIndex.lastComponent(controller))
      {
        return nil
      }
      // Code that sets `tableView.backgroundColor` or `cell.backgroundColor` restyles the
      // tables and cells it shows, which a document does not name.
      if let generic = Self.genericNames[view.element], restyled.backgrounds.contains(generic) {
        return nil
      }
      // A view whose class sets or paints its own background in code is left to the code.
      if let type = view.customClass, restyled.selfPaintedTypes.contains(type) { return nil }
      if let color = view.background, !color.isClear { return (view, color) }
      // A table's cell without a background of its own draws UIKit's default one, whatever
      // the table's (HackerNews's black titles on a plain table fixed white are on the cells'
      // `systemBackground`, black in Dark Mode).
      if view.element == "tableViewCell", view.background == nil,
        let table = view.parent, table.element == "tableView"
      {
        let grouped = ["grouped", "insetGrouped"].contains(table.style ?? "")
        let color = IBColor(
          use: .named(grouped ? "secondarySystemGroupedBackground" : "systemBackground"),
          isClear: false, line: view.line, column: view.column)
        return (view, color)
      }
      switch ground(behind: view) {
      case .sibling(let sibling, let color): return (sibling, color)
      case .unknown: return nil
      case .none: current = view.parent
      }
    }
    return nil
  }

  /// What an earlier subview of the same superview, drawn behind a view and covering it, shows.
  enum GroundBehind {
    /// A plain view with a background color: the view is drawn on it.
    case sibling(ViewNode, IBColor)
    /// A picture, a map, a web page, a blur, a view of the app's class: colors the document
    /// does not show.
    case unknown
  }

  /// Views whose content is a picture, a page or a bar, not one color.
  static let drawingElements: Set<String> = [
    "imageView", "mapView", "wkWebView", "webView", "visualEffectView", "arscnView",
    "arskView", "sceneKitView", "skView", "mtkView", "glkView", "pdfView",
    // Bars draw their own material or tint behind what is laid over them.
    "toolbar", "navigationBar", "tabBar", "searchBar",
  ]

  /// The nearest earlier sibling of `view` whose frame covers `view`'s (frames as the document
  /// was laid out), when it is a ground: nil when none is, or a frame is missing.
  private func ground(behind view: ViewNode) -> GroundBehind? {
    guard let parent = view.parent, let frame = view.frame,
      let index = parent.children.firstIndex(where: { $0 === view })
    else { return nil }
    return ground(covering: frame, among: parent.children[..<index], offset: (0, 0), depth: 0)
  }

  /// The topmost of `views` that covers `frame` and shows a ground.
  ///
  /// `views` are earlier siblings, in their superview's coordinates moved by `offset`. A
  /// covering container is looked into first (a scroll view holding a gradient view shows the
  /// gradient), then its background.
  private func ground(
    covering frame: (x: Double, y: Double, width: Double, height: Double),
    among views: ArraySlice<ViewNode>, offset: (x: Double, y: Double), depth: Int
  ) -> GroundBehind? {
    guard depth < 16 else { return nil }
    for sibling in views.reversed() {
      guard let own = sibling.frame else { continue }
      let behind = (x: own.x + offset.x, y: own.y + offset.y)
      guard behind.x <= frame.x + 0.5, behind.y <= frame.y + 0.5,
        behind.x + own.width >= frame.x + frame.width - 0.5,
        behind.y + own.height >= frame.y + frame.height - 0.5
      else { continue }
      // A view of the app's class draws what the document does not show, and so may a control
      // of one with a background (Lockdown's pricing label over its custom button); a control
      // of one without (a spinner) is no ground.
      if Self.drawingElements.contains(sibling.element)
        || (sibling.customClass != nil
          && (Self.plainContainers.contains(sibling.element) || sibling.background != nil))
      {
        return .unknown
      }
      // What the sibling holds is drawn over its own background.
      if let inside = ground(
        covering: frame, among: sibling.children[...], offset: behind, depth: depth + 1)
      {
        return inside
      }
      if let color = sibling.background, !color.isClear,
        Self.plainContainers.contains(sibling.element)
      {
        return .sibling(sibling, color)
      }
    }
    return nil
  }

  /// Views that draw nothing but their background and what they hold.
  static let plainContainers: Set<String> = ["view", "scrollView", "stackView"]

  /// What code usually calls a view of this kind when the document gives it no outlet.
  static let genericNames: [String: String] = [
    "tableView": "tableView", "tableViewCell": "cell", "collectionView": "collectionView",
    "collectionViewCell": "cell", "tableViewCellContentView": "contentView",
  ]

  /// Whether code finds the view by its tag and colors it.
  ///
  /// Habitica's cells have their labels' document colors replaced through `viewWithTag(1)`, in
  /// the controller or in a data source that fills the cells. Any type's code counts: a data
  /// source's cells are not known by class.
  private func isRestyledByTag(_ node: ViewNode) -> Bool {
    guard let tag = node.tag else { return false }
    return restyled.restyledTags.contains(tag)
  }

  /// Whether code sets this view's text, title or tint color.
  private func isRestyled(_ node: ViewNode) -> Bool {
    if names(of: node).contains(where: restyled.foregrounds.contains) { return true }
    if isRestyledByTag(node) { return true }
    return node.customClass.map(restyled.selfStyledTypes.contains) ?? false
  }

  /// Whether code may set the button's title: through one of its outlets, or in its class.
  private func isTitledInCode(_ node: ViewNode) -> Bool {
    if let type = node.customClass, restyled.titledTypes.contains(SourceIndex.lastComponent(type)) {
      return true
    }
    return names(of: node).contains(where: restyled.titledNames.contains)
  }

  /// Whether code may give text to a label the document leaves empty: through an outlet
  /// collection, or an outlet code names beyond declaring it (see ``DormantOutlets``).
  private func mayBeFilled(_ node: ViewNode) -> Bool {
    guard let id = node.id else { return false }
    if !(collections[id] ?? []).isEmpty { return true }
    guard let outlet = outlets[id] else { return false }
    return !isOwnerRead(outlet: id) || restyled.namedDormantOutlets.contains(outlet)
  }

  /// Whether the code the audit reads declares the class that owns the outlet to the view with
  /// `id`: a class it does not read (a Xamarin app's C#, another module's) may use the outlet
  /// unseen.
  private func isOwnerRead(outlet id: String) -> Bool {
    guard let (_, owner) = ownedOutlets[id] else { return false }
    return restyled.declaredTypes.contains(SourceIndex.lastComponent(owner))
  }

  /// Whether code may show a view the document hides: one whose outlet code names beyond
  /// declaring it (see ``DormantOutlets``), or that code can reach without an outlet this
  /// document names: by its tag, through an outlet collection, or as a class of its own
  /// (sphinx's hidden "CANCEL" container, whose only code is commented out, is never drawn).
  private func mayBeShown(_ node: ViewNode) -> Bool {
    if node.tag != nil || node.customClass != nil { return true }
    guard let id = node.id else { return false }
    if !(collections[id] ?? []).isEmpty { return true }
    guard let outlet = outlets[id] else { return false }
    return !isOwnerRead(outlet: id) || restyled.namedDormantOutlets.contains(outlet)
  }

  /// The names code can reach a view by: its outlet and the outlet collections it is in.
  private func names(of node: ViewNode) -> [String] {
    guard let id = node.id else { return [] }
    return (outlets[id].map { [$0] } ?? []) + (collections[id] ?? [])
  }

  private func role(_ node: ViewNode) -> Role {
    if node.isIconFont { return .nonText }
    guard let size = node.fontSize else { return .text }
    return size >= 18 || (node.bold && size >= 14) ? .largeText : .text
  }

  /// The opacity a view and its superviews give what it draws on `ground`: the product of the
  /// alphas the document sets below the ground (on the view itself, or on the views between).
  ///
  /// An alpha the code sets on a view's outlet is the code's (see
  /// ``PairingDiscovery/keptAlpha(_:)``); alpha 0 is a view faded in at run time.
  private func fading(from node: ViewNode, to ground: ViewNode) -> Double {
    var outside = Set<ObjectIdentifier>()
    var above: ViewNode? = ground
    while let view = above {
      outside.insert(ObjectIdentifier(view))
      above = view.parent
    }
    var factor = 1.0
    var current: ViewNode? = node
    while let view = current, !outside.contains(ObjectIdentifier(view)) {
      if let alpha = view.alpha, !names(of: view).contains(where: restyled.alphas.contains) {
        factor *= PairingDiscovery.keptAlpha([alpha]) ?? 1
      }
      current = view.parent
    }
    return factor
  }

  /// Whether the ground at `node` (its own background, or the nearest superview's) is set by
  /// code: the checks of ``background(of:)`` that leave a view's ground to the code.
  private func isGroundSetByCode(from node: ViewNode) -> Bool {
    var current: ViewNode? = node
    while let view = current {
      if names(of: view).contains(where: restyled.backgrounds.contains) || isRestyledByTag(view) {
        return true
      }
      if view.key == "view", let controller = view.controllerClass,
        restyled.viewBackgroundTypes.contains(SourceIndex.lastComponent(controller))
      {
        return true
      }
      if let generic = Self.genericNames[view.element], restyled.backgrounds.contains(generic) {
        return true
      }
      if let type = view.customClass, restyled.selfPaintedTypes.contains(type) { return true }
      if let color = view.background, !color.isClear { return false }
      current = view.parent
    }
    return false
  }

  /// Whether `view` is `node` or one of its superviews.
  private func isAncestor(_ view: ViewNode, of node: ViewNode) -> Bool {
    var current: ViewNode? = node
    while let next = current {
      if next === view { return true }
      current = next.parent
    }
    return false
  }

  /// The appearance a view's class, one of its superviews' or its controller's pins, if any
  /// (see ``ForcedAppearance``): the nearest wins, as UIKit's trait overrides do.
  private func forcedStyle(of node: ViewNode) -> Style? {
    guard !restyled.forcedStyles.isEmpty else { return nil }
    var view: ViewNode? = node
    while let current = view {
      if let type = current.customClass, let style = restyled.forcedStyles[type] { return style }
      view = current.parent
    }
    return node.controllerClass.flatMap { restyled.forcedStyles[$0] }
  }

  /// Whether an image view shows a catalog image that is not a template, and nothing can give
  /// it another.
  ///
  /// No outlet or collection, tag or class of the app's reaches it. Its tint colors nothing
  /// (eduVPN's chevrons, tinted gray, draw their own light and dark pictures).
  private func drawsItsOwnColors(_ node: ViewNode) -> Bool {
    guard let image = node.catalogImage, node.customClass == nil, node.tag == nil,
      node.id.map({ outlets[$0] == nil && collections[$0] == nil }) ?? true
    else { return false }
    return images.rendersOriginal(image)
  }

  func pairings() -> [DiscoveredPairing] {
    guard !isMacOS else { return [] }
    let file = (path as NSString).lastPathComponent
    var result: [DiscoveredPairing] = []
    func add(
      _ node: ViewNode, _ foreground: ColorUse, line: Int, column: Int, role: Role, what: String
    ) {
      // A scene of a controller class the app's module does not declare is never shown: the
      // class was deleted or renamed and the scene left behind (Blockstream Green's
      // `SendLightningViewController`, six of Monal's settings screens).
      if node.controllerInTarget, let type = node.controllerClass, !restyled.declaredTypes.isEmpty,
        !restyled.declaredTypes.contains(SourceIndex.lastComponent(type))
      {
        return
      }
      // An outlet its class's code only ever hides (Blockstream Green's `ampSubview.isHidden =
      // true`) draws nothing, and nothing inside it; nor does a view the document hides that
      // code never shows.
      var view: ViewNode? = node
      while let current = view {
        if let id = current.id, let (property, type) = ownedOutlets[id],
          restyled.alwaysHidden.contains(SourceIndex.lastComponent(type) + "\u{0}" + property)
        {
          return
        }
        if current.isHiddenInDocument, !mayBeShown(current) { return }
        view = current.parent
      }
      guard let (owner, background) = background(of: node) else { return }
      let on = owner === node ? "its own background" : name(of: owner)
      // A covering sibling drawn at the document's alpha shows what is behind it through its
      // background (Threema's white field ground at 0.1 over a dark page).
      var groundUse = background.use
      var translucent = background.isTranslucent
      if !isAncestor(owner, of: node), let alpha = owner.alpha,
        !names(of: owner).contains(where: restyled.alphas.contains),
        let kept = PairingDiscovery.keptAlpha([alpha])
      {
        groundUse = PairingDiscovery.faded(groundUse, by: kept)
        translucent = true
      }
      // A translucent ground shows what is behind it through it, when the document says what
      // that is: an earlier sibling covering it, else the next ground up; when it does not, the
      // audit's default, the system background. Over a picture (iGap's call screen, a blue at
      // 0.3 over a full-screen image), it is not one color.
      var backdrop: ColorUse?
      var overPicture = false
      if translucent {
        switch ground(behind: owner) {
        case .sibling(_, let color)?: backdrop = color.use
        case .unknown?: overPicture = true
        case nil: backdrop = owner.parent.flatMap { self.background(of: $0) }?.1.use
        }
      }
      let place = SourceLocation(file: path, line: background.line, column: background.column)
      if overPicture {
        groundUse = .unresolved(
          "a translucent ground is drawn over a picture (an image, a map, a blur), not one "
            + "color (\(place.description))", label: groundUse.label)
      }
      // Over a ground the code sets, what shows through is the code's, not the system
      // background (Threema's field grounds over a page its controller's superclass paints).
      if translucent, !overPicture, backdrop == nil, let parent = owner.parent,
        isGroundSetByCode(from: parent)
      {
        groundUse = .unresolved(
          "translucent over a view whose background the code sets (\(place.description))",
          label: groundUse.label)
      }
      let ground =
        backdrop == nil && PairingDiscovery.isScrim(groundUse)
        ? PairingDiscovery.unreadScrim(groundUse, at: place) : groundUse
      var pairing = DiscoveredPairing(
        foreground: foreground, background: ground, backdrop: backdrop, role: role,
        source: .interfaceBuilder,
        location: SourceLocation(file: path, line: line, column: column),
        context: "\(what) of \(name(of: node)) in \(file) on \(on)")
      if let style = forcedStyle(of: node) { pairing.styles = [style] }
      let factor = fading(from: node, to: owner)
      if factor < 1 { pairing.foreground = PairingDiscovery.faded(pairing.foreground, by: factor) }
      result.append(pairing)
    }
    // A label left empty that no outlet lets code fill (a launch screen's, or one whose outlet
    // the code only declares) draws no text, nor one whose outlet the code only ever empties
    // (Blockstream Green's `lblMultiAssetTitle.text = ""`).
    for node in nodes
    where !isRestyled(node) && !node.hasAttributedText
      && !(node.hasEmptyText && !mayBeFilled(node))
      && !(node.element == "label"
        && names(of: node).contains(where: restyled.emptiedTexts.contains))
    {
      if Self.textElements.contains(node.element) {
        if node.borderStyle == "roundedRect", node.background == nil {
          // A rounded-rect field draws its own fill, behind its text and over its superview
          // (xDrip's carbs field, on a black view): UIKit's default text on it reads; another
          // text color is measured on a fill the audit does not know.
          guard let color = node.text, !color.isClear else { continue }
          result.append(
            DiscoveredPairing(
              foreground: color.use,
              background: .unresolved(
                "a rounded-rect text field draws its own fill, whose color UIKit decides "
                  + "(\(path):\(node.line))", label: "the field's own fill"),
              role: role(node), source: .interfaceBuilder,
              location: SourceLocation(file: path, line: color.line, column: color.column),
              context: "text of \(name(of: node)) in \(file) on its own fill"))
          continue
        }
        if let color = node.text {
          guard !color.isClear else { continue }
          add(
            node, color.use, line: color.line, column: color.column, role: role(node), what: "text")
        } else {
          // UIKit's default text color.
          add(
            node, .named("label"), line: node.line, column: node.column, role: role(node),
            what: "text")
        }
      } else if node.element == "button" {
        // A button with no title in any state (an image or background image is its face, or an
        // info button's glyph) that the code gives no title, or whose title the code only ever
        // empties: the title colors Xcode writes by default are never drawn.
        let drawsNoTitle =
          (!node.hasTitle && !node.hasConfigurationTitle && !isTitledInCode(node))
          || (names(of: node).contains(where: restyled.emptiedTitles.contains)
            && !isTitledInCode(node))
        // A custom button (no `buttonType`) draws a title without a color of its own in white,
        // UIKit's default, whatever its tint (KeePassium's "Unlock" on its action tint).
        let isCustom = (node.buttonType ?? "custom") == "custom" && !node.hasConfiguration
        var titles = node.titles
        if titles.isEmpty, isCustom, node.hasTitle {
          titles = [
            (
              "normal",
              IBColor(use: .named("white"), isClear: false, line: node.line, column: node.column)
            )
          ]
        }
        for (state, color) in titles where !color.isClear && !drawsNoTitle {
          // A disabled control is exempt from WCAG's minimums: measured, not gated.
          let role: Role = state == "disabled" ? .decorative : self.role(node)
          // A state without a background image of its own shows the normal state's.
          if let image = node.backgroundImages[state] ?? node.backgroundImages["normal"] {
            let place = SourceLocation(file: path, line: image.line, column: image.column)
            let reason =
              "the title is drawn on the background image \"\(image.name)\", which the audit "
              + "does not read (\(place.description))"
            result.append(
              DiscoveredPairing(
                foreground: color.use,
                background: .unresolved(reason, label: "background image \(image.name)"),
                role: role, source: .interfaceBuilder,
                location: SourceLocation(file: path, line: color.line, column: color.column),
                context: "title (\(state)) of \(name(of: node)) in \(file) on its background image")
            )
            continue
          }
          add(
            node, color.use, line: color.line, column: color.column, role: role,
            what: "title (\(state))")
        }
        // A custom button's tint colors only its template image.
        if node.titles.isEmpty, let tint = node.tint, !tint.isClear, !isCustom || node.hasImage {
          // A system button without title colors draws its title in its tint: text.
          let drawsTitle =
            node.hasTitle && ["system", "roundedRect"].contains(node.buttonType ?? "")
          add(
            node, tint.use, line: tint.line, column: tint.column,
            role: drawsTitle ? role(node) : .nonText, what: drawsTitle ? "title (tint)" : "tint")
        }
      } else if node.element == "imageView", let tint = node.tint, !tint.isClear,
        !drawsItsOwnColors(node)
      {
        add(node, tint.use, line: tint.line, column: tint.column, role: .nonText, what: "tint")
      }
    }
    return result
  }
}

/// Parsing a storyboard or xib with `XMLParser`, with errors that Foundation on Linux reports only
/// through the delegate (it can return true from `parse()` after one).
enum InterfaceBuilderXML {
  /// Parses `data`; the error message with its line, or nil when the document is well formed.
  static func parse(
    _ data: Data, delegate: XMLParserDelegate, firstError: () -> (code: Int, line: Int)?
  ) -> String? {
    // Foundation's parser on Linux traps on some invalid UTF-8 (in an attribute's name), so the
    // bytes are checked first.
    let isValid = data.withUnsafeBytes { ByteSearch.isValidUTF8($0.bindMemory(to: UInt8.self)) }
    guard isValid else { return "the file is not valid UTF-8" }
    if let line = processingInstructionLine(data) {
      return "not a valid Interface Builder document (line \(line)): a processing instruction "
        + "(<?…?>) other than the XML declaration; Xcode writes none"
    }
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    let parsed = parser.parse()
    guard !parsed || parser.parserError != nil || firstError() != nil else { return nil }
    let code = (firstError()?.code ?? (parser.parserError as NSError?)?.code) ?? 0
    let line = firstError()?.line ?? parser.lineNumber
    return "not a valid Interface Builder document (line \(line)): \(describe(code))"
  }

  /// The line of the first processing instruction after the XML declaration, skipping comments
  /// and CDATA sections.
  ///
  /// Foundation's parser on Linux crashes on some (`<?pi?>`: a NULL body is dereferenced), and
  /// Interface Builder never writes one, so they are refused before parsing.
  static func processingInstructionLine(_ data: Data) -> Int? {
    data.withUnsafeBytes { raw -> Int? in
      let bytes = raw.bindMemory(to: UInt8.self)
      func starts(_ text: StaticString, at index: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for k in 0..<count where bytes[index + k] != text.utf8Start[k] { return false }
        return true
      }
      func skip(to end: StaticString, from index: Int) -> Int {
        var k = index
        while k < bytes.count, !starts(end, at: k) { k += 1 }
        return k + end.utf8CodeUnitCount
      }
      var line = 1
      var index = 0
      var sawDeclaration = false
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
          line += 1
        } else if byte == UInt8(ascii: "<") {
          if starts("<!--", at: index) {
            let end = skip(to: "-->", from: index + 4)
            line += bytes[index..<min(end, bytes.count)].count { $0 == UInt8(ascii: "\n") }
            index = end
            continue
          }
          if starts("<![CDATA[", at: index) {
            let end = skip(to: "]]>", from: index + 9)
            line += bytes[index..<min(end, bytes.count)].count { $0 == UInt8(ascii: "\n") }
            index = end
            continue
          }
          if starts("<?", at: index) {
            let isDeclaration =
              !sawDeclaration && starts("<?xml", at: index) && index + 5 < bytes.count
              && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5])
            guard isDeclaration else { return line }
            sawDeclaration = true
          }
        }
        index += 1
      }
      return nil
    }
  }

  /// libxml2's error codes, in words.
  static func describe(_ code: Int) -> String {
    switch code {
    case 4: "the document is empty"
    case 5, 86: "the document ends early, or has content after its root element"
    case 6, 7, 8, 9, 10, 11, 12, 13, 81, 87: "a character is not allowed here"
    case 14...25, 88: "an entity reference is malformed"
    case 26, 27, 28, 29, 30, 89, 90: "an entity is undeclared or not allowed (Xcode writes none)"
    case 31, 32, 79: "the encoding is unknown or not supported"
    case 33, 34, 43, 44: "a quoted value is not closed"
    case 38...42, 64, 65, 75: "an attribute is malformed"
    case 45, 80: "a comment is malformed"
    case 46, 47: "a processing instruction is malformed"
    case 48...61, 94: "a document type declaration is malformed (Xcode writes none)"
    case 62, 63: "a CDATA section is malformed"
    case 68, 72, 73, 74, 77: "a tag is malformed or not closed with >"
    case 76: "an element is closed by a different tag"
    case 85: "the elements are not balanced"
    default: "malformed XML (XML parser error \(code))"
    }
  }

}
