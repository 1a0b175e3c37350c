import Foundation

/// The fixed background an Interface Builder document gives a class of the app: a controller's
/// root view (a storyboard scene of that class, or a xib whose File's Owner it is), or a view of
/// that class itself.
///
/// MEWconnect (read to check) lays its wallet screens out on white in storyboards and draws
/// their text in `UIColor.darkTextColor` from code: black on white in every appearance, warned
/// about as black on Dark Mode's black. Documents are searched as bytes: what Xcode writes is
/// regular (`customClass="…"` in the opening tag, `<color key="backgroundColor" …/>` a direct
/// child of the view it colors).
enum InterfaceBuilderGrounds {
  /// The ground every document naming `type` gives it, when all of them give the same fixed,
  /// opaque color; nil when none does, one gives none, or one gives a named or system color
  /// (which may adapt).
  ///
  /// `recolored` says whether the app's code may give a view another background: asked, for a
  /// ground found behind a view, with the class that owns its document (the scene's controller,
  /// the xib's File's Owner) and the outlets that connect the view giving the ground.
  static func fixedGround(
    of type: String, in documents: [(path: String, bytes: [UInt8])],
    recolored: (_ ownerClass: String?, _ outlets: [String]) -> Bool
  ) -> (color: RGBA, file: String)? {
    let needle = Array("customClass=\"\(type)\"".utf8)
    var found: (color: RGBA, file: String)?
    for document in documents {
      let result = document.bytes.withUnsafeBufferPointer {
        bytes -> (matched: Bool, colors: [RGBA?]) in
        var colors: [RGBA?] = []
        var k = 0
        while let at = ByteSearch.firstIndex(of: needle, in: bytes, from: k) {
          k = at + needle.count
          colors.append(ground(ofElementAround: at, in: bytes, recolored: recolored))
        }
        return (!colors.isEmpty, colors)
      }
      guard result.matched else { continue }
      for color in result.colors {
        guard let color, found == nil || found?.color == color else { return nil }
        if found == nil {
          found = (color, (document.path as NSString).lastPathComponent)
        }
      }
    }
    return found
  }

  /// The ground every document with an outlet named `property` gives the view it connects (a
  /// text view's own background), when all give the same fixed, opaque color.
  static func fixedGround(ofOutlet property: String, in documents: [(path: String, bytes: [UInt8])])
    -> (color: RGBA, file: String)?
  {
    let needle = Array("<outlet property=\"\(property)\"".utf8)
    var found: (color: RGBA, file: String)?
    for document in documents {
      let colors = document.bytes.withUnsafeBufferPointer { bytes -> [RGBA?] in
        var colors: [RGBA?] = []
        var k = 0
        while let at = ByteSearch.firstIndex(of: needle, in: bytes, from: k) {
          k = at + needle.count
          guard let outlet = Tag(at: at, in: bytes), let id = outlet.attributes["destination"],
            let view = element(withID: id, in: bytes), !view.selfClosing
          else {
            colors.append(nil)
            continue
          }
          colors.append(backgroundColor(of: view, in: bytes))
        }
        return colors
      }
      for color in colors {
        guard let color, found == nil || found?.color == color else { return nil }
        if found == nil { found = (color, (document.path as NSString).lastPathComponent) }
      }
    }
    return found
  }

  /// The fixed ground of the element whose opening tag holds byte `at`.
  private static func ground(
    ofElementAround at: Int, in bytes: UnsafeBufferPointer<UInt8>,
    recolored: (_ ownerClass: String?, _ outlets: [String]) -> Bool
  ) -> RGBA? {
    var start = at
    while start > 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
    guard let tag = Tag(at: start, in: bytes), !tag.isClosing else { return nil }
    if tag.name.hasSuffix("Controller") {
      // A scene: its root view is the child stored under `key="view"`.
      guard !tag.selfClosing,
        let root = children(of: tag, in: bytes).first(where: { $0.attributes["key"] == "view" })
      else { return nil }
      return backgroundColor(of: root, in: bytes)
    }
    if tag.name == "placeholder" {
      // A xib's File's Owner: the view its `view` outlet names.
      guard tag.attributes["placeholderIdentifier"] == "IBFilesOwner", !tag.selfClosing,
        let outlet = descendants(of: tag, in: bytes).first(where: {
          $0.name == "outlet" && $0.attributes["property"] == "view"
        }),
        let id = outlet.attributes["destination"],
        let view = element(withID: id, in: bytes)
      else { return nil }
      return backgroundColor(of: view, in: bytes)
    }
    switch background(of: tag, in: bytes) {
    case .fixed(let rgba): return rgba
    case .adaptiveOrTranslucent: return nil
    case .none:
      guard clearUnlessColored.contains(tag.name), !drawsOwnGround(tag, in: bytes) else {
        return nil
      }
      return ground(behind: tag, in: bytes, recolored: recolored)
    }
  }

  /// Whether a button without a background color draws one anyway: a background image for a
  /// state, or a configuration style other than plain (filled, tinted, gray: a capsule of its
  /// tint).
  private static func drawsOwnGround(_ tag: Tag, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard tag.name == "button", !tag.selfClosing else { return false }
    return children(of: tag, in: bytes).contains {
      ($0.name == "state" && $0.attributes["backgroundImage"] != nil)
        || ($0.name == "buttonConfiguration" && $0.attributes["style"] != "plain")
    }
  }

  /// What an element's own `<color key="backgroundColor">` is.
  private enum Background {
    /// No background color: the view is clear, and what is behind it shows.
    case none
    case fixed(RGBA)
    /// A named, system or translucent color: not one fixed color.
    case adaptiveOrTranslucent
  }

  /// Views that draw nothing behind their content unless given a background color.
  private static let clearUnlessColored: Set<String> = [
    "view", "stackView", "scrollView", "button", "label",
  ]

  /// The fixed ground behind a view without a background of its own: the nearest enclosing view
  /// that has one (CheckboxButton, a button of MEWconnect's, in a stack view on the scene's
  /// white content view).
  ///
  /// Nil where something else may be drawn in between: an enclosing view of a custom class (it
  /// may draw a gradient), a table or collection view or cell (their grounds are UIKit's, which
  /// adapt), or an earlier sibling along the way that is an image, a material, a view of a custom
  /// class or a view with a background of its own (it may lie behind).
  private static func ground(
    behind tag: Tag, in bytes: UnsafeBufferPointer<UInt8>,
    recolored: (_ ownerClass: String?, _ outlets: [String]) -> Bool
  ) -> RGBA? {
    guard let enclosing = enclosingElements(of: tag, in: bytes) else { return nil }
    var inner = tag
    for outer in enclosing.reversed() {
      if outer.name == "subviews" {
        let earlier = children(of: outer, in: bytes).prefix { $0.start < inner.start }
        let frame = self.frame(of: inner, in: bytes)
        if earlier.contains(where: { mayCover($0, frame: frame, in: bytes) }) { return nil }
        inner = outer
        continue
      }
      guard clearUnlessColored.contains(outer.name), outer.attributes["customClass"] == nil,
        !drawsOwnGround(outer, in: bytes)
      else { return nil }
      switch background(of: outer, in: bytes) {
      case .fixed(let rgba):
        let owner =
          enclosing.last { $0.name.hasSuffix("Controller") }.map(\.attributes)
          ?? filesOwner(in: bytes)
        guard let id = outer.attributes["id"],
          !recolored(owner?["customClass"], outlets(to: id, in: bytes))
        else { return nil }
        return rgba
      case .adaptiveOrTranslucent: return nil
      case .none: inner = outer
      }
    }
    return nil
  }

  /// The attributes of a xib's File's Owner.
  private static func filesOwner(in bytes: UnsafeBufferPointer<UInt8>) -> [String: String]? {
    let needle = Array("placeholderIdentifier=\"IBFilesOwner\"".utf8)
    guard let at = ByteSearch.firstIndex(of: needle, in: bytes, from: 0) else { return nil }
    var start = at
    while start > 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
    return Tag(at: start, in: bytes)?.attributes
  }

  /// The properties of the outlets that connect the element with this id.
  private static func outlets(to id: String, in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    let needle = Array("destination=\"\(id)\"".utf8)
    var names: [String] = []
    var k = 0
    while let at = ByteSearch.firstIndex(of: needle, in: bytes, from: k) {
      k = at + needle.count
      var start = at
      while start > 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
      if let tag = Tag(at: start, in: bytes), tag.name == "outlet",
        let property = tag.attributes["property"]
      {
        names.append(property)
      }
    }
    return names
  }

  /// Whether a sibling laid out before a view may be drawn behind it: not when the frames the
  /// document gives both lie apart.
  private static func mayCover(
    _ sibling: Tag, frame: (x: Double, y: Double, width: Double, height: Double)?,
    in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    if let frame, let other = self.frame(of: sibling, in: bytes),
      other.x >= frame.x + frame.width || frame.x >= other.x + other.width
        || other.y >= frame.y + frame.height || frame.y >= other.y + other.height
    {
      return false
    }
    if sibling.name == "imageView" || sibling.name == "visualEffectView"
      || sibling.attributes["customClass"] != nil
    {
      return true
    }
    if sibling.selfClosing { return false }
    if case .none = background(of: sibling, in: bytes) { return false }
    return true
  }

  /// The frame the document gives a view (`<rect key="frame" …/>`), in its parent's coordinates.
  private static func frame(of tag: Tag, in bytes: UnsafeBufferPointer<UInt8>)
    -> (x: Double, y: Double, width: Double, height: Double)?
  {
    guard !tag.selfClosing,
      let rect = children(of: tag, in: bytes).first(where: {
        $0.name == "rect" && $0.attributes["key"] == "frame"
      }),
      let x = rect.attributes["x"].flatMap(Double.init),
      let y = rect.attributes["y"].flatMap(Double.init),
      let width = rect.attributes["width"].flatMap(Double.init),
      let height = rect.attributes["height"].flatMap(Double.init)
    else { return nil }
    return (x, y, width, height)
  }

  /// The elements open around the tag, outermost first; nil when the document does not nest
  /// properly up to it.
  private static func enclosingElements(of tag: Tag, in bytes: UnsafeBufferPointer<UInt8>)
    -> [Tag]?
  {
    var open: [Tag] = []
    var k = 0
    while let next = Tag(after: k, in: bytes), next.start <= tag.start {
      if next.start == tag.start { return open }
      k = next.end
      if next.isClosing {
        guard open.last?.name == next.name else { return nil }
        open.removeLast()
      } else if !next.selfClosing {
        open.append(next)
      }
    }
    return nil
  }

  /// The element's own `<color key="backgroundColor">`, when it is a fixed opaque color.
  private static func backgroundColor(of tag: Tag, in bytes: UnsafeBufferPointer<UInt8>) -> RGBA? {
    if case .fixed(let rgba) = background(of: tag, in: bytes) { return rgba }
    return nil
  }

  private static func background(of tag: Tag, in bytes: UnsafeBufferPointer<UInt8>) -> Background {
    guard !tag.selfClosing,
      let color = children(of: tag, in: bytes).first(where: {
        $0.name == "color" && $0.attributes["key"] == "backgroundColor"
      })
    else { return .none }
    guard let read = InterfaceBuilderPairings.color(color.attributes, line: 0, column: 0, path: ""),
      case .value(let values, _) = read.use, values.isConstant,
      case .color(let rgba, _) = values.values[0], rgba.alpha >= 1
    else { return .adaptiveOrTranslucent }
    return .fixed(rgba)
  }

  /// The direct children of an element, in document order.
  private static func children(of tag: Tag, in bytes: UnsafeBufferPointer<UInt8>) -> [Tag] {
    elements(inside: tag, in: bytes, directOnly: true)
  }

  /// Every element inside an element, in document order.
  private static func descendants(of tag: Tag, in bytes: UnsafeBufferPointer<UInt8>) -> [Tag] {
    elements(inside: tag, in: bytes, directOnly: false)
  }

  /// The elements between a tag and its closing tag: all of them, or its children only.
  private static func elements(
    inside tag: Tag, in bytes: UnsafeBufferPointer<UInt8>, directOnly: Bool
  ) -> [Tag] {
    var result: [Tag] = []
    var depth = 0
    var k = tag.end
    while let next = Tag(after: k, in: bytes) {
      k = next.end
      if next.isClosing {
        if depth == 0 { break }
        depth -= 1
        continue
      }
      if depth == 0 || !directOnly { result.append(next) }
      if !next.selfClosing { depth += 1 }
    }
    return result
  }

  private static func element(withID id: String, in bytes: UnsafeBufferPointer<UInt8>) -> Tag? {
    let needle = Array(" id=\"\(id)\"".utf8)
    guard let at = ByteSearch.firstIndex(of: needle, in: bytes, from: 0) else { return nil }
    var start = at
    while start > 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
    return Tag(at: start, in: bytes)
  }

  /// One XML tag: `<name a="b">`, `<name a="b"/>` or `</name>`.
  private struct Tag {
    var name: String
    var attributes: [String: String] = [:]
    var isClosing = false
    var selfClosing = false
    /// The index of its `<`.
    var start: Int
    /// The index just past its `>`.
    var end: Int

    /// The next tag that starts at or after `k`, skipping comments and declarations.
    init?(after k: Int, in bytes: UnsafeBufferPointer<UInt8>) {
      var k = k
      while let open = ByteSearch.firstIndex(of: [UInt8(ascii: "<")], in: bytes, from: k) {
        if open + 1 < bytes.count,
          bytes[open + 1] == UInt8(ascii: "!") || bytes[open + 1] == UInt8(ascii: "?")
        {
          k = open + 1
          continue
        }
        self.init(at: open, in: bytes)
        return
      }
      return nil
    }

    /// The tag whose `<` is at `start`.
    init?(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) {
      guard start < bytes.count, bytes[start] == UInt8(ascii: "<"),
        let close = ByteSearch.firstIndex(of: [UInt8(ascii: ">")], in: bytes, from: start)
      else { return nil }
      self.start = start
      end = close + 1
      var k = start + 1
      if k < close, bytes[k] == UInt8(ascii: "/") {
        isClosing = true
        k += 1
      }
      selfClosing = close > start && bytes[close - 1] == UInt8(ascii: "/")
      let nameStart = k
      while k < close, !Self.isSpace(bytes[k]), bytes[k] != UInt8(ascii: "/") { k += 1 }
      name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<k]), as: UTF8.self)
      // `key="value"` pairs; values hold no `"` in what Xcode writes (it escapes them).
      while k < close {
        while k < close, Self.isSpace(bytes[k]) { k += 1 }
        let keyStart = k
        while k < close, bytes[k] != UInt8(ascii: "="), !Self.isSpace(bytes[k]),
          bytes[k] != UInt8(ascii: "/")
        {
          k += 1
        }
        guard k < close, bytes[k] == UInt8(ascii: "="), k + 1 < close,
          bytes[k + 1] == UInt8(ascii: "\"")
        else {
          k += 1
          continue
        }
        let key = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[keyStart..<k]), as: UTF8.self)
        let valueStart = k + 2
        guard
          let valueEnd = ByteSearch.firstIndex(
            of: [UInt8(ascii: "\"")], in: bytes, from: valueStart),
          valueEnd < close
        else { break }
        attributes[key] = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
        k = valueEnd + 1
      }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
    }
  }
}
