enum PaletteFileEdits {
  static func apply(_ edits: [ColorFileEdit], to bytes: [UInt8], file: String)
    -> ColorFileEditor.Outcome
  {
    ColorFileEditor.Outcome()
  }
}
