// Writes the Swift source that compiles the built-in rules (`Rules/*.json`) into the library, so
// the binary carries its data and runs alone. Run by the EmbedRules build-tool plugin on every
// build, and by scripts/fuzz.sh, which compiles the library without SwiftPM.
//
//   generate-builtin-rules OUTPUT.swift RULES_FILE ...
import Foundation

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("generate-builtin-rules: \(message)\n".utf8))
  exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  fail("usage: generate-builtin-rules OUTPUT.swift RULES_FILE ...")
}
let output = arguments[0]

var files: [(name: String, text: String)] = []
for path in arguments.dropFirst() {
  let name = URL(fileURLWithPath: path).lastPathComponent
  guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
  else { fail("\(path): a rules file name is letters, digits, dots, dashes and underscores") }
  guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
  guard let text = String(data: data, encoding: .utf8) else { fail("\(path) is not UTF-8") }
  // A multi-line string literal normalises line breaks; refuse what it cannot keep byte for byte.
  guard !text.contains("\r") else { fail("\(path) has carriage returns; use LF line breaks") }
  files.append((name, text))
}
files.sort { $0.name < $1.name }

var source = """
  // Generated from Rules/ by generate-builtin-rules (the EmbedRules build-tool plugin).
  // Do not edit: edit Rules/ and build.

  /// The files of the package's top-level `Rules/` folder, compiled in: file name → contents.
  enum EmbeddedRules {
    static let files: [String: String] = [

  """
for file in files {
  // A raw string whose delimiter the text does not contain, so every byte stays as it is.
  var hashes = "#"
  while file.text.contains("\"\"\"" + hashes) || file.text.contains("\\" + hashes) {
    hashes += "#"
  }
  source += "    \"\(file.name)\": \(hashes)\"\"\"\n\(file.text)\n\"\"\"\(hashes),\n"
}
source += "  ]\n}\n"

// Rewrite only on a change, so an unchanged Rules/ does not recompile the library.
let existing = FileManager.default.contents(atPath: output).flatMap {
  String(data: $0, encoding: .utf8)
}
if existing != source {
  do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
  } catch {
    fail("cannot write \(output): \(error.localizedDescription)")
  }
}
