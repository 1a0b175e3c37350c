/// Which Interface Builder outlets are labels whose text color adapts to Dark Mode.
///
/// A label fills runs of its attributed text that have no color with its own text color. When
/// the document gives the outlet's label none (`<nil key="textColor"/>`, UIKit's `label`), a
/// dynamic system color or a named color, code that sets the outlet's attributed text without a
/// foreground draws readable text: the project shows the fix (openfoodfacts-ios' nutrition table,
/// cwa-app-ios's settings cells).
///
/// Documents are searched as bytes, before the code is judged: what Xcode writes is regular
/// enough (`<outlet property="…" destination="…"/>`, the view's ` id="…"` in its opening tag).
enum InterfaceBuilderLabelColors {
  /// The outlet property names that, in every document naming them, are labels with an adaptive
  /// text color.
  static func adaptiveOutlets(in documents: [[UInt8]]) -> Set<String> {
    var adaptive: Set<String> = []
    var other: Set<String> = []
    for document in documents {
      document.withUnsafeBufferPointer { bytes in
        for (property, isAdaptive) in outletLabels(in: bytes) {
          if isAdaptive { adaptive.insert(property) } else { other.insert(property) }
        }
      }
    }
    return adaptive.subtracting(other)
  }

  /// The outlet property names that some document gives a segmented control whose selected
  /// segment has a color of its own (`<color key="selectedSegmentTintColor" …/>`).
  static func selectedSegmentTintedOutlets(in documents: [[UInt8]]) -> Set<String> {
    var tinted: Set<String> = []
    for document in documents {
      document.withUnsafeBufferPointer { bytes in
        for (property, destination) in outlets(in: bytes)
        where segmentedControlTintsItsSelection(id: destination, in: bytes) {
          tinted.insert(property)
        }
      }
    }
    return tinted
  }

  private static let segmentedControlTag = Array("<segmentedControl ".utf8)
  private static let segmentedControlEnd = Array("</segmentedControl>".utf8)
  private static let selectedTintKey = Array("key=\"selectedSegmentTintColor\"".utf8)

  /// Whether the `<segmentedControl>` with `id` gives its selected segment a color.
  private static func segmentedControlTintsItsSelection(
    id: String, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let needle = Array(" id=\"\(id)\"".utf8)
    guard let at = ByteSearch.firstIndex(of: needle, in: bytes, from: 0) else { return false }
    var open = at
    while open > 0, bytes[open] != UInt8(ascii: "<") { open -= 1 }
    guard open + segmentedControlTag.count <= bytes.count,
      (0..<segmentedControlTag.count).allSatisfy({ bytes[open + $0] == segmentedControlTag[$0] })
    else { return false }
    let end = ByteSearch.firstIndex(of: segmentedControlEnd, in: bytes, from: at) ?? bytes.count
    guard let key = ByteSearch.firstIndex(of: selectedTintKey, in: bytes, from: at) else {
      return false
    }
    return key < end
  }

  /// Each outlet of the document: its property name and its destination's id.
  static func outlets(in bytes: UnsafeBufferPointer<UInt8>) -> [(String, String)] {
    var result: [(String, String)] = []
    var k = 0
    while let start = ByteSearch.firstIndex(of: outletStart, in: bytes, from: k) {
      k = start + outletStart.count
      guard let property = quoted(bytes, from: k),
        let tagEnd = index(of: UInt8(ascii: ">"), in: bytes, from: k),
        let key = ByteSearch.firstIndex(of: destinationKey, in: bytes, from: k), key < tagEnd,
        let destination = quoted(bytes, from: key + destinationKey.count)
      else { continue }
      result.append((property, destination))
    }
    return result
  }

  private static let outletStart = Array("<outlet property=\"".utf8)
  private static let destinationKey = Array("destination=\"".utf8)
  private static let labelEnd = Array("</label>".utf8)
  private static let textColorKey = Array("key=\"textColor\"".utf8)

  /// Each outlet of the document with whether it is a label whose text color adapts; outlets of
  /// other views are left out.
  static func outletLabels(in bytes: UnsafeBufferPointer<UInt8>) -> [(String, Bool)] {
    outlets(in: bytes).compactMap { property, destination in
      labelTextColorAdapts(id: destination, in: bytes).map { (property, $0) }
    }
  }

  /// Whether the `<label>` with `id` has an adaptive text color; nil when no label has that id.
  private static func labelTextColorAdapts(id: String, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool?
  {
    let needle = Array(" id=\"\(id)\"".utf8)
    guard let at = ByteSearch.firstIndex(of: needle, in: bytes, from: 0) else { return nil }
    var open = at
    while open > 0, bytes[open] != UInt8(ascii: "<") { open -= 1 }
    let tag = Array("<label ".utf8)
    guard open + tag.count <= bytes.count,
      (0..<tag.count).allSatisfy({ bytes[open + $0] == tag[$0] })
    else { return nil }
    let end = ByteSearch.firstIndex(of: labelEnd, in: bytes, from: at) ?? bytes.count
    guard let key = ByteSearch.firstIndex(of: textColorKey, in: bytes, from: at), key < end else {
      return true  // No text color: UIKit's `label`.
    }
    var element = key
    while element > 0, bytes[element] != UInt8(ascii: "<") { element -= 1 }
    guard let close = index(of: UInt8(ascii: ">"), in: bytes, from: key) else { return false }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[element...close]), as: UTF8.self)
    if text.hasPrefix("<nil ") { return true }
    if text.contains(" name=\"") { return true }
    for attribute in ["systemColor=\"", "cocoaTouchSystemColor=\""] {
      guard let range = text.range(of: attribute) else { continue }
      let name = text[range.upperBound...].prefix { $0 != "\"" }
      return !InterfaceBuilderAnalyzer.fixedSystemColors.contains(String(name))
    }
    return false  // Components: a fixed color.
  }

  static func quoted(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String? {
    guard let end = index(of: UInt8(ascii: "\""), in: bytes, from: start), end > start else {
      return nil
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// The first `byte` at or after `start`.
  private static func index(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    ByteSearch.firstIndex(of: [byte], in: bytes, from: start)
  }
}
