/// What an iOS build of the app compiles, decided from a Swift `#if` / `#elseif` condition or an
/// Objective-C `#if` / `#elif` one.
///
/// The audit reads the app as its iOS target: a color defined for macOS in `#if os(macOS)` and
/// for iOS in `#elseif os(iOS)` is the iOS one, and code in a macOS-only branch draws nothing on
/// iOS. Only what every iOS build decides the same way is decided: the operating system
/// (`os(iOS)` holds, `os(macOS)`, `os(watchOS)` and the other platforms do not), whether UIKit
/// (yes) or AppKit (no) can be imported, `true` / `false`, and `TARGET_INTERFACE_BUILDER` (no:
/// only Interface Builder's build of a designable view defines it, never the app's; code in that
/// branch draws the canvas's stand-in colors). Build flags (`DEBUG`), Mac Catalyst
/// and the simulator (`targetEnvironment`), versions (`swift(>=5.9)`, `compiler`), `arch` and
/// other modules are left undecided, and a branch that is not decided is read as before: every
/// branch of it.
enum CompilationCondition: Equatable, Sendable {
  case holds, fails, undecided

  /// The other operating systems `os(…)` can name; `iOS` (which includes iPadOS) holds.
  static let otherSystems: Set<String> = [
    "macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android",
    "FreeBSD", "OpenBSD", "WASI", "Cygwin", "Haiku", "PS4",
  ]

  /// Objective-C's `TargetConditionals.h` macros whose value every iOS build shares.
  ///
  /// Mac Catalyst included: `TARGET_OS_IOS`, `TARGET_OS_IPHONE` (the iPhone OS family) and
  /// `TARGET_OS_MAC` (every Apple platform) are 1; the other platforms' are 0.
  /// `TARGET_OS_MACCATALYST` and the simulator's are undecided.
  static let targetMacros: [String: CompilationCondition] = [
    "TARGET_OS_IOS": .holds, "TARGET_OS_IPHONE": .holds, "TARGET_OS_MAC": .holds,
    "TARGET_OS_OSX": .fails, "TARGET_OS_WATCH": .fails, "TARGET_OS_TV": .fails,
    "TARGET_OS_VISION": .fails, "TARGET_OS_XR": .fails, "TARGET_OS_BRIDGE": .fails,
    "TARGET_OS_DRIVERKIT": .fails, "TARGET_OS_LINUX": .fails, "TARGET_OS_WINDOWS": .fails,
    interfaceBuilder: .fails,
  ]

  /// Defined only when Interface Builder builds a designable view for its canvas.
  static let interfaceBuilder = "TARGET_INTERFACE_BUILDER"

  /// The condition of a Swift `#if` or `#elseif` line, as written after the keyword; with
  /// `preprocessor`, of an Objective-C `#if` or `#elif` line: `TARGET_OS_…` macros and integers.
  static func evaluate(_ condition: String, preprocessor: Bool = false) -> CompilationCondition {
    var parser = ConditionParser(Array(condition.utf8), preprocessor: preprocessor)
    guard let value = parser.expression(depth: 0), parser.atEnd else { return .undecided }
    return value
  }

  var negated: CompilationCondition {
    switch self {
    case .holds: .fails
    case .fails: .holds
    case .undecided: .undecided
    }
  }

  /// Both hold (Kleene's three-valued logic: one failing side decides).
  func and(_ other: CompilationCondition) -> CompilationCondition {
    if self == .fails || other == .fails { return .fails }
    return self == .holds && other == .holds ? .holds : .undecided
  }

  /// Either holds (one holding side decides).
  func or(_ other: CompilationCondition) -> CompilationCondition {
    if self == .holds || other == .holds { return .holds }
    return self == .fails && other == .fails ? .fails : .undecided
  }

  /// Modules every iOS build can import, Mac Catalyst's included: `#if canImport(WebKit)` holds
  /// and its `#else` is another platform's code (Provenance's tvOS licenses screen).
  static let iOSFrameworks: Set<String> = [
    "UIKit", "SwiftUI", "Foundation", "Combine", "WebKit", "MapKit", "CoreGraphics",
    "QuartzCore", "CoreText", "CoreImage", "CoreData", "CoreLocation", "AVFoundation", "AVKit",
    "Photos", "PhotosUI", "SafariServices", "MessageUI", "StoreKit", "UserNotifications",
    "Metal", "MetalKit", "Darwin", "ObjectiveC", "Dispatch",
  ]

  /// The condition of a platform check: `os(iOS)`, `canImport(UIKit)`.
  static func check(_ name: String, argument: String) -> CompilationCondition {
    switch name {
    case "os":
      if argument == "iOS" { return .holds }
      return otherSystems.contains(argument) ? .fails : .undecided
    case "canImport":
      // `canImport(UIKit, _version: 2)` asks for a version too: left undecided.
      if iOSFrameworks.contains(argument) { return .holds }
      // The Mac's own frameworks: Mac Catalyst imports neither (ProtonVPN's `NSColor` themes,
      // under `#if canImport(Cocoa)`, were read for its iOS views).
      return argument == "AppKit" || argument == "Cocoa" ? .fails : .undecided
    default:
      return .undecided
    }
  }
}

/// A recursive-descent reader of `#if` conditions.
///
/// `||` over `&&` over `!`, parentheses, names and checks with one argument; anything else makes
/// the whole condition undecided.
private struct ConditionParser {
  let bytes: [UInt8]
  /// An Objective-C preprocessor condition rather than a Swift one.
  let preprocessor: Bool
  var position = 0
  static let maximumDepth = 32

  init(_ bytes: [UInt8], preprocessor: Bool) {
    self.bytes = bytes
    self.preprocessor = preprocessor
  }

  var atEnd: Bool {
    var copy = self
    copy.skipSpaces()
    return copy.position == bytes.count
  }

  mutating func skipSpaces() {
    while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
      position += 1
    }
  }

  mutating func take(_ text: String) -> Bool {
    skipSpaces()
    let expected = Array(text.utf8)
    guard bytes.count - position >= expected.count,
      bytes[position..<position + expected.count].elementsEqual(expected)
    else { return false }
    position += expected.count
    return true
  }

  mutating func expression(depth: Int) -> CompilationCondition? {
    guard depth < Self.maximumDepth, var value = conjunction(depth: depth) else { return nil }
    while take("||") {
      guard let next = conjunction(depth: depth) else { return nil }
      value = value.or(next)
    }
    return value
  }

  mutating func conjunction(depth: Int) -> CompilationCondition? {
    guard var value = unary(depth: depth) else { return nil }
    while take("&&") {
      guard let next = unary(depth: depth) else { return nil }
      value = value.and(next)
    }
    return value
  }

  mutating func unary(depth: Int) -> CompilationCondition? {
    guard depth < Self.maximumDepth else { return nil }
    if take("!") { return unary(depth: depth + 1)?.negated }
    if take("(") {
      guard let value = expression(depth: depth + 1), take(")") else { return nil }
      return value
    }
    guard let name = identifier() else { return nil }
    guard take("(") else {
      if preprocessor {
        if name.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
          return name.utf8.allSatisfy { $0 == 0x30 } ? .fails : .holds
        }
        return CompilationCondition.targetMacros[name] ?? .undecided
      }
      switch name {
      case "true": return .holds
      case "false": return .fails
      case CompilationCondition.interfaceBuilder: return .fails
      default: return .undecided
      }
    }
    // The argument, up to the parenthesis that closes the check.
    let start = position
    var open = 1
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "(") { open += 1 }
      if bytes[position] == UInt8(ascii: ")") {
        open -= 1
        if open == 0 { break }
      }
      position += 1
    }
    guard position < bytes.count else { return nil }
    let argument = String(
      decoding: bytes[start..<position].drop { $0 == 0x20 || $0 == 0x09 }
        .reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed(),
      as: UTF8.self)
    position += 1
    // `defined(…)`, `__has_include(…)`: what a build defines is not decided here, except the
    // macro only Interface Builder's canvas build defines.
    if preprocessor {
      return name == "defined" && argument == CompilationCondition.interfaceBuilder
        ? .fails : .undecided
    }
    return CompilationCondition.check(name, argument: argument)
  }

  mutating func identifier() -> String? {
    skipSpaces()
    let start = position
    while position < bytes.count,
      Lexer.isIdentifierBody(bytes[position]) || bytes[position] == UInt8(ascii: ".")
    {
      position += 1
    }
    return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
  }
}
