/// How a single color component was written in a color set's `Contents.json`.
enum AssetComponentEncoding: Hashable, Sendable {
  /// A decimal string (`"0.500"`, `"0.0300"`): the value itself.
  case decimalString
  /// An 8-bit hexadecimal string (`"0xFF"`): the byte over 255.
  case hexByte
  /// An 8-bit decimal string (`"66"`): the byte over 255.
  case integerByte
  /// A JSON number (`0.72`, `1`): the value itself, even when it is an integer.
  case number
}

/// A component value decoded from any of the encodings Xcode and other writers use.
struct AssetComponent: Hashable, Sendable {
  var value: Double
  var encoding: AssetComponentEncoding

  /// Decodes a component value, or says in a phrase why it cannot be read.
  ///
  /// Strings starting with `0x` are bytes in hexadecimal, strings of digits alone are bytes in
  /// decimal (so `"1"` is 1/255, as Xcode's "8-bit (0-255)" input writes it), other strings must
  /// be plain decimal numbers. JSON numbers are taken as they are (`1` is 1.0). Range checks
  /// that depend on the color space are left to the caller; bytes must lie in 0–255 here.
  static func decode(_ json: JSONValue) -> Result<AssetComponent, ComponentError> {
    switch json.kind {
    case .number(let value):
      return .success(AssetComponent(value: value, encoding: .number))
    case .string(let raw):
      return decode(string: raw)
    default:
      return .failure(
        ComponentError("expected a number or a numeric string, found \(json.typeName)"))
    }
  }

  static func decode(string raw: String) -> Result<AssetComponent, ComponentError> {
    let text = raw.trimmingWhitespace
    // For messages only: thousands of components are read, and almost all are fine.
    var quoted: String { "\"\(raw)\"" }
    if text.isEmpty {
      return .failure(ComponentError("expected a number, found an empty string"))
    }
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      let digits = text.dropFirst(2)
      guard !digits.isEmpty, digits.utf8.count <= 8, digits.utf8.allSatisfy(\.isASCIIHexDigit),
        let byte = Int(digits, radix: 16)
      else {
        return .failure(ComponentError("\(quoted) is not a hexadecimal byte such as \"0xFF\""))
      }
      guard byte <= 255 else {
        return .failure(ComponentError("\(quoted) is \(byte), more than a byte (0xFF = 255)"))
      }
      return .success(AssetComponent(value: Double(byte) / 255, encoding: .hexByte))
    }
    if text.utf8.allSatisfy(\.isASCIIDigit) {
      guard text.utf8.count <= 9, let byte = Int(text) else {
        return .failure(ComponentError("\(quoted) is more than a byte (0–255)"))
      }
      guard byte <= 255 else {
        return .failure(ComponentError("\(quoted) is more than a byte (0–255)"))
      }
      return .success(AssetComponent(value: Double(byte) / 255, encoding: .integerByte))
    }
    // A plain decimal: sign, digits, optional fraction and exponent. Swift's Double(_:) would
    // also take "nan", "inf" and hexadecimal floats, which no writer means.
    guard isPlainDecimal(text), let value = Double(text) else {
      return .failure(ComponentError("\(quoted) is not a number"))
    }
    guard value.isFinite else {
      return .failure(ComponentError("\(quoted) is not a finite number"))
    }
    return .success(AssetComponent(value: value, encoding: .decimalString))
  }

  /// Whether `text` is `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
  static func isPlainDecimal(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars[...]
    if let first = scalars.first, first == "+" || first == "-" { scalars = scalars.dropFirst() }
    let integerDigits = scalars.prefix(while: \.isASCIIDigitScalar).count
    scalars = scalars.dropFirst(integerDigits)
    var fractionDigits = 0
    if scalars.first == "." {
      scalars = scalars.dropFirst()
      fractionDigits = scalars.prefix(while: \.isASCIIDigitScalar).count
      scalars = scalars.dropFirst(fractionDigits)
    }
    guard integerDigits + fractionDigits > 0 else { return false }
    if let first = scalars.first, first == "e" || first == "E" {
      scalars = scalars.dropFirst()
      if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
      let exponentDigits = scalars.prefix(while: \.isASCIIDigitScalar).count
      guard exponentDigits > 0 else { return false }
      scalars = scalars.dropFirst(exponentDigits)
    }
    return scalars.isEmpty
  }
}

/// Why a component value cannot be used, as a phrase that completes "`key`: …".
struct ComponentError: Error, Hashable, Sendable {
  var message: String
  init(_ message: String) { self.message = message }
}

extension Unicode.Scalar {
  fileprivate var isASCIIDigitScalar: Bool { ("0"..."9").contains(self) }
}

extension UInt8 {
  fileprivate var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
  fileprivate var isASCIIHexDigit: Bool {
    isASCIIDigit || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
  }
}

extension String {
  fileprivate var trimmingWhitespace: String {
    // Almost every component is written without surrounding space: kept as it is. A whitespace
    // scalar starts with a control or space byte or a non-ASCII one.
    if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x7F, last > 0x20,
      last < 0x7F
    {
      return self
    }
    var scalars = Substring(self).unicodeScalars[...]
    while let first = scalars.first, first.properties.isWhitespace { scalars = scalars.dropFirst() }
    while let last = scalars.last, last.properties.isWhitespace { scalars = scalars.dropLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
