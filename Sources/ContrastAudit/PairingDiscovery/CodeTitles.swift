/// The buttons the code gives a title: what an Interface Builder button with no title of its own
/// (an image or background image is its face) needs before its title colors are drawn.
enum CodeTitles {
  /// The methods and properties that set a button's title.
  static let setters = ["setTitle", "setAttributedTitle", "titleLabel"]

  /// The last names of the receivers the code sets a title on, the types of the files where a
  /// title is set with no receiver or on `self` (a button class titling itself), and the
  /// receivers whose title the code only ever empties (`setTitle("", for: .normal)`).
  ///
  /// `playButton` of `self.playButton?.setTitle(…)`, `[playButton setTitle:…]` and
  /// `playButton.titleLabel?.text = …`. `paths` are the files that mention a setter.
  static func receivers(_ index: SourceIndex, in paths: Set<String>) -> (
    names: Set<String>, types: Set<String>, emptied: Set<String>
  ) {
    var names = Set<String>()
    var types = Set<String>()
    var emptied = Set<String>()
    for (fileIndex, source) in index.files.enumerated() where paths.contains(source.path) {
      for setter in setters {
        for k in source.positions(of: setter, in: 0..<source.count) {
          // Where the title goes: after `setTitle(`, `setTitle:` or `titleLabel?.text =`.
          var value = k + 2
          if setter == "titleLabel" {
            var j = k + 1
            if source.isPunctuation(j, "?") || source.isPunctuation(j, "!") { j += 1 }
            guard source.isPunctuation(j, "."), source.isIdentifier(j + 1, "text"),
              source.isPunctuation(j + 2, "=")
            else { continue }
            value = j + 3
          }
          // `setTitle("", for: .normal)`: xDrip empties a title to show the image alone.
          if isEmptyTitle(at: value, source) {
            if let name = receiver(before: k, source), !name.isEmpty, name != "self" {
              emptied.insert(name)
            }
            continue
          }
          switch receiver(before: k, source) {
          case .some(let name) where name != "self":
            names.insert(name)
          default:
            for n in index.typesByFile[fileIndex] {
              types.insert(SourceIndex.lastComponent(index.types[n].name))
            }
          }
        }
      }
    }
    return (names, types, emptied.subtracting(names))
  }

  /// An empty or blank string literal, or `nil`, as a whole argument or value.
  private static func isEmptyTitle(at k: Int, _ source: SourceFile) -> Bool {
    guard k < source.count else { return false }
    let ends =
      k + 1 >= source.count || source.isPunctuation(k + 1, ",") || source.isPunctuation(k + 1, ")")
      || source.isPunctuation(k + 1, ";") || source.isIdentifier(k + 1, "forState")
      || source[k + 1].line > source[k].line
    guard ends else { return false }
    if source.isIdentifier(k, "nil") { return true }
    return source[k].kind == .string && !source[k].interpolated
      && source.text(k).allSatisfy(\.isWhitespace)
  }

  /// The identifier a member is reached through (`button` of `button?.setTitle`, `[button
  /// setTitle:`, `self.button.titleLabel`); nil with no receiver.
  private static func receiver(before k: Int, _ source: SourceFile) -> String? {
    var j = k - 1
    if source.language == .objectiveC, source.isIdentifierToken(j),
      source.isPunctuation(j - 1, "[") || source.isPunctuation(j - 1, ".")
    {
      return source.text(j)
    }
    guard source.isPunctuation(j, ".") else { return nil }
    j -= 1
    if source.isPunctuation(j, "?") || source.isPunctuation(j, "!") { j -= 1 }
    return source.isIdentifierToken(j) ? source.text(j) : ""
  }
}
