enum CodeLiteralEdits {
  static func apply(
    _ edits: [ColorFileEdit], to bytes: [UInt8], file: String, otherSources: [String: [UInt8]]
  ) -> ColorFileEditor.Outcome {
    ColorFileEditor.Outcome()
  }
}
