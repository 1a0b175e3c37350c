/// The buttons the code gives a title: what an Interface Builder button with no title of its own
/// (an image or background image is its face) needs before its title colors are drawn.
enum CodeTitles {
  /// The methods and properties that set a button's title.
  static let setters = ["setTitle", "setAttributedTitle", "titleLabel"]

  /// The last names of the receivers the code sets a title on, and the types of the files
  /// where a title is set with no receiver or on `self` (a button class titling itself).
  ///
  /// `playButton` of `self.playButton?.setTitle(…)`, `[playButton setTitle:…]` and
  /// `playButton.titleLabel?.text = …`. `paths` are the files that mention a setter.
  static func receivers(_ index: SourceIndex, in paths: Set<String>) -> (
    names: Set<String>, types: Set<String>
  ) {
    var names = Set<String>()
    var types = Set<String>()
    for (fileIndex, source) in index.files.enumerated() where paths.contains(source.path) {
      for setter in setters {
        for k in source.positions(of: setter, in: 0..<source.count) {
          if setter == "titleLabel" {
            // `titleLabel?.text = …`, `titleLabel.text = …`
            var j = k + 1
            if source.isPunctuation(j, "?") || source.isPunctuation(j, "!") { j += 1 }
            guard source.isPunctuation(j, "."), source.isIdentifier(j + 1, "text"),
              source.isPunctuation(j + 2, "=")
            else { continue }
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
    return (names, types)
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
