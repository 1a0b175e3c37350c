import Foundation

/// Which outlets of views an Interface Builder document leaves dormant, hidden (`hidden="YES"`)
/// or an empty label (`text=""`), the code may wake: show the view, or give the label text.
///
/// Code that names such an outlet anywhere but its declaration may, directly
/// (`retryContainer.isHidden = false`) or through a local (Orbot's `toShow = startedContainer;
/// toShow.isHidden = false`); an outlet the code only declares (sphinx's invoice cell, whose
/// one use is commented out; bither's transaction count, both assignments commented out) never
/// does, and the view draws nothing.
enum DormantOutlets {
  /// The outlet names of dormant views that some code file names beyond declaring them, also as
  /// the Objective-C instance variable (`_startedContainer`).
  static func namedInCode(documents: [Data], index: SourceIndex) -> Set<String> {
    var hidden = Set<String>()
    for document in documents {
      document.withUnsafeBytes {
        hidden.formUnion(dormantOutlets(in: $0.bindMemory(to: UInt8.self)))
      }
    }
    guard !hidden.isEmpty else { return [] }
    // Most identifiers are told apart from every name by their length alone.
    var lengths = [Bool](repeating: false, count: 258)
    for name in hidden {
      lengths[min(name.utf8.count, 256)] = true
      lengths[min(name.utf8.count + 1, 257)] = true
    }
    let found = concurrentMap(count: index.files.count) { n -> Set<String> in
      let file = index.files[n]
      var named = Set<String>()
      for (k, token) in file.tokens.enumerated()
      where token.kind == .identifier && lengths[min(token.text.utf8.count, 257)] {
        let name =
          token.text.utf8.first == UInt8(ascii: "_") ? String(token.text.dropFirst()) : token.text
        guard hidden.contains(name), !isDeclaration(k, in: file) else { continue }
        named.insert(name)
      }
      return named
    }
    return found.reduce(into: Set<String>()) { $0.formUnion($1) }
  }

  /// The outlet property names whose destination's tag says `hidden="YES"`, or is a label's
  /// with `text=""`.
  static func dormantOutlets(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
    var ids = Set<String>()
    for attribute in [hiddenAttribute, emptyTextAttribute] {
      var k = 0
      while let at = ByteSearch.firstIndex(of: attribute, in: bytes, from: k) {
        k = at + attribute.count
        // The ` id="…"` of the same opening tag.
        let tagEnd =
          ByteSearch.firstIndex(of: [UInt8(ascii: ">")], in: bytes, from: k) ?? bytes.count
        var start = at
        while start > 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
        if attribute == emptyTextAttribute {
          guard start + labelTag.count <= bytes.count,
            labelTag.indices.allSatisfy({ bytes[start + $0] == labelTag[$0] })
          else { continue }
        }
        guard let key = ByteSearch.firstIndex(of: idAttribute, in: bytes, from: start),
          key < tagEnd,
          let id = InterfaceBuilderLabelColors.quoted(bytes, from: key + idAttribute.count)
        else { continue }
        ids.insert(id)
      }
    }
    guard !ids.isEmpty else { return [] }
    return Set(
      InterfaceBuilderLabelColors.outlets(in: bytes).filter { ids.contains($0.1) }.map(\.0))
  }

  private static let hiddenAttribute = Array(" hidden=\"YES\"".utf8)
  private static let emptyTextAttribute = Array(" text=\"\"".utf8)
  private static let labelTag = Array("<label ".utf8)
  private static let idAttribute = Array(" id=\"".utf8)

  /// Whether the name at token `k` is the outlet's declaration (`@IBOutlet weak var name:`,
  /// `@property (weak) IBOutlet UIView *name;`, `@synthesize name = _name;`).
  private static func isDeclaration(_ k: Int, in file: SourceFile) -> Bool {
    for j in stride(from: k - 1, through: max(0, k - 6), by: -1) {
      if file.isIdentifier(j, "IBOutlet") || file.isIdentifier(j, "synthesize") { return true }
      if file.isPunctuation(j, ";") || file.isPunctuation(j, "{") || file.isPunctuation(j, "}") {
        return false
      }
    }
    return false
  }
}
