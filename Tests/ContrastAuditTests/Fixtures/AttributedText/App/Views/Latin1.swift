let broken = "café"
let s = NSAttributedString(string: "x")
