import Foundation

/// UIKit's and SwiftUI's color initializers and constants, as the evaluator knows them.
///
/// The fixed UIKit colors (`UIColor.red` is pure red, `.darkGray` is white 1/3) are Apple's
/// documented component values; the adaptive ones (`.label`, SwiftUI's `.red`) are references to
/// the built-in system color table, resolved per trait combination by the audit.
enum BuiltInColors {
  static let typeNames: Set<String> = ["UIColor", "Color", "NSColor", "CGColor"]
  static let floatTypes: Set<String> = ["CGFloat", "Double", "Float", "Float32", "Float64"]
  static let integerTypes: Set<String> = [
    "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
  ]
  static let valueTypes: Set<String> = floatTypes.union(integerTypes).union(["String", "Bool"])

  /// What a bare `.red` means in a declaration of this type, in this holder.
  static func flavor(ofType type: String?, holder: String) -> ColorFlavor {
    var stated = Substring(type ?? "")
    while let last = stated.last, last == "?" || last == "!" { stated = stated.dropLast() }
    if stated == "Color" || stated == "SwiftUI.Color" || stated.hasSuffix("some ShapeStyle") {
      return .swiftUI
    }
    if stated.isEmpty && SourceIndex.lastComponent(holder) == "Color" { return .swiftUI }
    return .uikit
  }

  /// A C type as the evaluator converts it (`unsigned int` → `UInt32`, `CGFloat`).
  static func cType(_ words: String) -> String {
    if words.contains("CGFloat") || words.contains("float") || words.contains("double") {
      return "CGFloat"
    }
    if words.contains("int") || words.contains("long") || words.contains("Int")
      || words.contains("unsigned") || words.contains("_t")
    {
      return "Int"
    }
    return words
  }

  /// UIKit's own class messages that make a color from values the evaluator may not fix.
  static let objectiveCColorSelectors: Set<String> = [
    "colorWithRed:green:blue:alpha:", "colorWithDisplayP3Red:green:blue:alpha:",
    "colorWithWhite:alpha:", "colorWithHue:saturation:brightness:alpha:", "colorNamed:",
    "colorNamed:inBundle:compatibleWithTraitCollection:", "colorWithDynamicProvider:",
    "colorWithPatternImage:", "colorWithCGColor:", "colorWithCIColor:", "alloc", "new",
  ]

  /// UIKit's fixed colors: sRGB components, or a white level.
  static let fixedUIKit: [String: RGBA] = [
    "red": RGBA(red: 1, green: 0, blue: 0), "green": RGBA(red: 0, green: 1, blue: 0),
    "blue": RGBA(red: 0, green: 0, blue: 1), "cyan": RGBA(red: 0, green: 1, blue: 1),
    "yellow": RGBA(red: 1, green: 1, blue: 0), "magenta": RGBA(red: 1, green: 0, blue: 1),
    "orange": RGBA(red: 1, green: 0.5, blue: 0), "purple": RGBA(red: 0.5, green: 0, blue: 0.5),
    "brown": RGBA(red: 0.6, green: 0.4, blue: 0.2), "gray": gray(0.5),
    "darkGray": gray(1.0 / 3.0), "lightGray": gray(2.0 / 3.0),
    "clear": RGBA(red: 0, green: 0, blue: 0, alpha: 0),
    "black": gray(0), "white": gray(1),
  ]

  /// SwiftUI's standard colors: the adaptive UIKit colors they are.
  static let swiftUISystem: [String: String] = [
    "primary": "label", "secondary": "secondaryLabel", "red": "systemRed",
    "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
    "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
    "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink",
    "brown": "systemBrown", "gray": "systemGray",
  ]
  static let fixedSwiftUI: [String: RGBA] = [
    "white": gray(1), "black": gray(0), "clear": RGBA(red: 0, green: 0, blue: 0, alpha: 0),
  ]

  static func gray(_ white: Double, alpha: Double = 1) -> RGBA {
    RGBA(red: white, green: white, blue: white, alpha: alpha)
  }

  /// `Type.name` of a color type: a system color, a fixed one, or an asset symbol.
  static func staticMember(
    _ type: String, _ name: String, names: CodeColorNames, _ f: EvalFrame, _ at: SourceLocation
  ) -> EvalValue? {
    switch type {
    case "Color":
      // SwiftUI's own black or white where the app has an asset of that name: the value, which
      // the asset's name would otherwise take.
      if names.isAsset(name), let fixed = fixedSwiftUI[name] {
        return .color(.color(fixed, literal: at))
      }
      if let system = swiftUISystem[name] { return .color(.reference(system, alpha: nil)) }
      if names.isSystem(name) { return .color(.reference(name, alpha: nil)) }
      if let fixed = fixedSwiftUI[name] { return .color(.color(fixed, literal: at)) }
      if name == "accentColor" { return .color(.reference("AccentColor", alpha: nil)) }
      return names.assetSymbol(name).map { .color(.reference($0, alpha: nil)) }
        ?? names.namespacedAsset([], name, colorType: type)
    case "UIColor", "NSColor", "CGColor":
      // UIKit's own black or white (`.black`, `[UIColor blackColor]`) where the app has an
      // asset of that name: the value, which the asset's name would otherwise take (Muun's
      // `black` is a dynamic color set, `UIColor.black` is not).
      let plain = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
      if names.isAsset(plain), let fixed = fixedUIKit[plain] {
        return .color(.color(fixed, literal: at))
      }
      if names.isSystem(name) { return .color(.reference(name, alpha: nil)) }
      if let fixed = fixedUIKit[name] { return .color(.color(fixed, literal: at)) }
      if name.hasSuffix("Color"), let system = names.systemName(objectiveC: name) {
        return .color(.reference(system, alpha: nil))
      }
      // Objective-C's `[UIColor darkGrayColor]`.
      if name.hasSuffix("Color"), let fixed = fixedUIKit[String(name.dropLast(5))] {
        return .color(.color(fixed, literal: at))
      }
      if name == "tintColor" { return .color(.reference("systemBlue", alpha: nil)) }
      return names.assetSymbol(name).map { .color(.reference($0, alpha: nil)) }
        ?? names.namespacedAsset([], name, colorType: type)
    case "ColorResource":
      return names.assetSymbol(name).map { .color(.reference($0, alpha: nil)) }
        ?? names.namespacedAsset([], name, colorType: type)
    case "Bundle" where name == "module" || name == "main":
      // Only ever handed on here: `UIColor(named:in:compatibleWith:)` (SwiftGen's `ColorAsset`)
      // names the color set, whichever bundle holds it.
      return .symbol("Bundle.\(name)")
    default:
      // A namespaced group of Xcode's generated symbols: `UIColor.Light.Brand`.
      let path = type.split(separator: ".")
      guard path.count > 1, ["UIColor", "Color", "NSColor", "ColorResource"].contains(path[0])
      else { return nil }
      return names.namespacedAsset(path.dropFirst(), name, colorType: String(path[0]))
    }
  }

  /// Whether a built-in initializer takes these labels, so an app's own is not needed.
  static func constructs(_ type: String, labels: [String?]) -> Bool {
    if valueTypes.contains(type) { return true }
    let signature = labels.map { $0 ?? "_" }.joined(separator: ":")
    switch type {
    case "UIColor", "NSColor":
      return [
        "red:green:blue:alpha", "displayP3Red:green:blue:alpha", "white:alpha",
        "hue:saturation:brightness:alpha", "named", "named:in:compatibleWith", "named:in",
        "dynamicProvider", "_", "cgColor", "patternImage", "resource", "ciColor",
      ].contains(signature)
    case "Color":
      return [
        "red:green:blue", "red:green:blue:opacity", "_:red:green:blue", "_:red:green:blue:opacity",
        "white", "white:opacity", "_:white", "_:white:opacity", "hue:saturation:brightness",
        "hue:saturation:brightness:opacity", "_", "_:bundle", "uiColor", "cgColor",
        // UIKit's, through a typealias: SwiftGen's `ColorAsset.Color` is `UIColor` on iOS.
        "named:in:compatibleWith",
      ].contains(signature)
    case "#colorLiteral", "Scanner", "UITraitCollection", "CharacterSet":
      return true
    default:
      return false
    }
  }

  /// The types other than colors and values whose initializers are evaluated here.
  static let otherTypes: Set<String> = [
    "#colorLiteral", "Scanner", "CharacterSet", "UITraitCollection",
  ]

  /// Evaluates a built-in initializer; nil when the type or labels are not built in.
  static func construct(
    _ type: String, _ arguments: [CodeEvaluator.CallArgument], evaluator: CodeEvaluator,
    _ f: EvalFrame, at site: Int
  ) -> EvalValue? {
    // The app's own types are made by their initializers or memberwise, where an argument the
    // audit cannot read leaves only its field unknown (`offset: CGSize(…)` of a theme's shadow).
    guard typeNames.contains(type) || valueTypes.contains(type) || otherTypes.contains(type)
    else { return nil }
    var labelled: [String: EvalValue] = [:]
    var positional: [EvalValue] = []
    for argument in arguments {
      if let label = argument.label {
        labelled[label] = argument.value
      } else {
        positional.append(argument.value)
      }
    }
    // An unresolved argument makes the whole value unresolved, with its reason.
    for argument in arguments {
      if case .unresolved = argument.value { return argument.value }
    }
    // Inside a call that spells no literal, a color whose own arguments do is changed here.
    let literal =
      f.literalSite.flatMap {
        f.literalSiteIsWeak && evaluator.spellsLiteral(arguments, f) ? nil : $0
      } ?? evaluator.location(f, site)
    func component(_ key: String) -> Double? { labelled[key]?.number }
    func color(_ rgba: RGBA) -> EvalValue { .color(.color(rgba, literal: literal)) }
    func missing() -> EvalValue {
      .unresolved("\(type)(…) with components the code does not fix (\(evaluator.place(f, site)))")
    }

    if valueTypes.contains(type) {
      return convert(type, positional, labelled, evaluator, f, site)
    }
    let signature = arguments.map { $0.label ?? "_" }.joined(separator: ":")
    switch (type, signature) {
    case ("#colorLiteral", _), ("UIColor", "red:green:blue:alpha"),
      ("NSColor", "red:green:blue:alpha"):
      guard let r = component("red"), let g = component("green"), let b = component("blue"),
        let a = component("alpha")
      else { return missing() }
      return color(RGBA(red: r, green: g, blue: b, alpha: a))
    case ("UIColor", "displayP3Red:green:blue:alpha"):
      guard let r = component("displayP3Red"), let g = component("green"),
        let b = component("blue"), let a = component("alpha")
      else { return missing() }
      return color(ColorSpace.displayP3.toExtendedSRGB([r, g, b], alpha: a))
    case ("UIColor", "white:alpha"), ("Color", "white"), ("Color", "white:opacity"):
      guard let w = component("white") else { return missing() }
      let a = component("alpha") ?? component("opacity") ?? 1
      return color(gray(w, alpha: a))
    case ("Color", "_:white"), ("Color", "_:white:opacity"):
      guard case .symbol(let space)? = positional.first, let w = component("white") else {
        return missing()
      }
      let a = component("opacity") ?? 1
      return space == "sRGBLinear"
        ? color(ColorSpace.extendedLinearSRGB.toExtendedSRGB([w, w, w], alpha: a))
        : color(gray(w, alpha: a))
    case ("UIColor", "hue:saturation:brightness:alpha"), ("Color", "hue:saturation:brightness"),
      ("Color", "hue:saturation:brightness:opacity"):
      guard let h = component("hue"), let s = component("saturation"),
        let v = component("brightness")
      else { return missing() }
      return color(hsb(h, s, v, alpha: component("alpha") ?? component("opacity") ?? 1))
    case ("Color", "red:green:blue"), ("Color", "red:green:blue:opacity"),
      ("Color", "_:red:green:blue"),
      ("Color", "_:red:green:blue:opacity"):
      guard let r = component("red"), let g = component("green"), let b = component("blue") else {
        return missing()
      }
      let a = component("opacity") ?? 1
      var space = "sRGB"
      if case .symbol(let stated)? = positional.first { space = stated }
      switch space {
      case "sRGB": return color(RGBA(red: r, green: g, blue: b, alpha: a))
      case "displayP3": return color(ColorSpace.displayP3.toExtendedSRGB([r, g, b], alpha: a))
      case "sRGBLinear":
        return color(ColorSpace.extendedLinearSRGB.toExtendedSRGB([r, g, b], alpha: a))
      default:
        return .unresolved("Color(.\(space), …) (\(evaluator.place(f, site)))")
      }
    case ("UIColor", "named"), ("UIColor", "named:in"), ("UIColor", "named:in:compatibleWith"),
      ("Color", "named:in:compatibleWith"), ("Color", "_:bundle"):
      guard case .string(let name)? = labelled["named"] ?? positional.first else {
        return missing()
      }
      // The color set in the traits being drawn; traits the code pins would pick another
      // appearance, which a reference cannot say.
      if case .traits(let override)? = labelled["compatibleWith"], override != TraitOverride() {
        return .unresolved(
          "\(type)(named: \"\(name)\") in traits the code fixes (\(evaluator.place(f, site)))")
      }
      return .color(.reference(name, alpha: nil))
    case ("Color", "_"), ("UIColor", "_"), ("Color", "uiColor"), ("NSColor", "_"):
      switch positional.first ?? labelled["uiColor"] {
      case .string(let name)?: return .color(.reference(name, alpha: nil))
      case .color(let value)?: return .color(value)
      case .closure(let closure)?:
        return evaluator.invoke(closure, [.traits(TraitOverride())], f)
      default: return missing()
      }
    case ("UIColor", "dynamicProvider"):
      guard case .closure(let closure)? = labelled["dynamicProvider"] else { return missing() }
      return evaluator.invoke(closure, [.traits(TraitOverride())], f)
    case ("UIColor", "resource"):
      // `.brandPurple` and `.Light.Brand.purple` of the generated symbols read as the asset.
      switch labelled["resource"] {
      case .color(let value)?: return .color(value)
      case .symbol(let name)?:
        guard let asset = evaluator.names.assetSymbol(name) else { return missing() }
        return .color(.reference(asset, alpha: nil))
      default: return missing()
      }
    case ("UIColor", _), ("Color", _), ("NSColor", _), ("CGColor", _):
      return .unresolved(undeclaredInitializer(type, arguments, evaluator.file(f), at: site))
    case ("Scanner", "string"):
      guard case .string(let text)? = labelled["string"] else { return missing() }
      return .scanner(text: Array(text.utf8), location: 0, skipsHash: false)
    case ("CharacterSet", "charactersIn"):
      guard case .string(let text)? = labelled["charactersIn"] else { return missing() }
      return .string(text)
    case ("UITraitCollection", _):
      var override = TraitOverride()
      if case .symbol(let s)? = labelled["userInterfaceStyle"] {
        override.style = Style(rawValue: s)
      }
      if case .symbol(let c)? = labelled["accessibilityContrast"] {
        override.contrast = ContrastSetting(rawValue: c)
      }
      if case .symbol(let l)? = labelled["userInterfaceLevel"] {
        override.level = InterfaceLevel(rawValue: l)
      }
      guard labelled.count == 1 else { return missing() }
      return .traits(override)
    default:
      return nil
    }
  }

  /// Why a color initializer that is neither the framework's nor declared in the scanned code
  /// is not read, with the modules the file imports: such an initializer usually comes from a
  /// design-system package the repository does not hold (DuckDuckGo's
  /// `Color(designSystemColor: .surface)`, from `DesignResourcesKit`).
  static func undeclaredInitializer(
    _ type: String, _ arguments: [CodeEvaluator.CallArgument], _ source: SourceFile, at site: Int
  ) -> String {
    let signature = "\(type)(\(arguments.map { ($0.label ?? "_") + ":" }.joined()))"
    let framework = ["UIColor": "UIKit", "Color": "SwiftUI", "NSColor": "AppKit"][
      type, default: "Core Graphics"]
    let line = site >= 0 && site < source.count ? ":\(source[site].line)" : ""
    var reason = "\(signature) is not \(framework)'s, and the scanned code does not declare it"
    let modules = source.importedModules.filter { !appleModules.contains($0) }
    if !modules.isEmpty {
      reason += "; the file imports \(modules.joined(separator: ", "))"
    }
    return reason + " (\(source.path)\(line))"
  }

  /// Apple's frameworks an app's Swift file commonly imports: the modules an undeclared
  /// initializer cannot come from.
  static let appleModules: Set<String> = [
    "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "CoreImage", "QuartzCore",
    "AVFoundation", "AVKit", "CoreData", "CoreLocation", "MapKit", "WebKit", "Photos", "PhotosUI",
    "os", "OSLog", "Swift", "Darwin", "Dispatch", "Observation", "SwiftData", "WidgetKit",
    "AppIntents", "Intents", "IntentsUI", "StoreKit", "UserNotifications", "LocalAuthentication",
    "SafariServices", "AuthenticationServices", "CoreText", "Accessibility", "Charts",
    "LinkPresentation", "QuickLook", "UniformTypeIdentifiers", "Network", "CryptoKit", "Security",
  ]

  /// `CGFloat(x)`, `Int(x)`, `UInt64(hex, radix: 16)`, `String(x)`.
  private static func convert(
    _ type: String, _ positional: [EvalValue], _ labelled: [String: EvalValue],
    _ evaluator: CodeEvaluator, _ f: EvalFrame, _ site: Int
  ) -> EvalValue {
    guard let value = positional.first else {
      return .unresolved("\(type)() (\(evaluator.place(f, site)))")
    }
    if let radix = labelled["radix"]?.integer {
      guard case .string(let text) = value, radix >= 2, radix <= 36 else {
        return .unresolved("\(type)(_:radix:) (\(evaluator.place(f, site)))")
      }
      guard let parsed = UInt64(text, radix: Int(radix)) else { return .none }
      return .int(Int64(bitPattern: parsed), typed: true)
    }
    if floatTypes.contains(type) {
      if let number = value.number { return .float(number) }
      if case .string(let text) = value { return Double(text).map { .float($0) } ?? .none }
    }
    if integerTypes.contains(type) {
      if case .int(let x, _) = value { return .int(x, typed: true) }
      if case .float(let x) = value, x.isFinite, abs(x) < 9e18 {
        return .int(Int64(x), typed: true)
      }
      if case .string(let text) = value {
        return Int64(text).map { .int($0, typed: true) } ?? .none
      }
    }
    if type == "String", case .string = value { return value }
    return .unresolved("\(type)(…) of this value (\(evaluator.place(f, site)))")
  }

  /// HSB (HSV) to RGB, as UIKit's `init(hue:saturation:brightness:alpha:)` does.
  static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double, alpha: Double) -> RGBA
  {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h.rounded(.down)) % 6
    let fraction = h - h.rounded(.down)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    let v = brightness
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    return RGBA(red: r, green: g, blue: b, alpha: alpha)
  }

  /// Free functions of the standard library color code uses.
  static let functions: [String: @Sendable ([EvalValue]) -> EvalValue?] = [
    "min": { values in
      guard values.count == 2, let a = values[0].number, let b = values[1].number else {
        return nil
      }
      return .float(Swift.min(a, b))
    },
    "max": { values in
      guard values.count == 2, let a = values[0].number, let b = values[1].number else {
        return nil
      }
      return .float(Swift.max(a, b))
    },
    "abs": { values in
      guard values.count == 1 else { return nil }
      switch values[0] {
      case .int(let value, let typed): return .int(Swift.abs(value), typed: typed)
      case .float(let value): return .float(Swift.abs(value))
      default: return nil
      }
    },
    "CGFloat": { values in values.first?.number.map { .float($0) } },
    "strtoul": { values in
      guard case .string(let text)? = values.first, let radix = values.last?.integer,
        let parsed = UInt64(
          text.hasPrefix("#") ? String(text.dropFirst()) : text, radix: Int(radix))
      else { return nil }
      return .int(Int64(bitPattern: parsed), typed: true)
    },
  ]

  /// `[UIColor colorWithRed:…]`, `[UIColor labelColor]`, `[UIColor colorNamed:@"…"]`.
  static func objectiveCClassMessage(
    _ type: String, _ selector: String, _ arguments: [EvalValue], names: CodeColorNames,
    evaluator: CodeEvaluator, _ f: EvalFrame, _ at: SourceLocation
  ) -> EvalValue? {
    for argument in arguments where argument.isUnresolved { return argument }
    let literal = f.literalSite ?? at
    func color(_ rgba: RGBA) -> EvalValue { .color(.color(rgba, literal: literal)) }
    let numbers = arguments.compactMap(\.number)
    if type == "UITraitCollection" {
      guard case .symbol(let value)? = arguments.first else { return nil }
      switch selector {
      case "traitCollectionWithUserInterfaceStyle:":
        return .traits(TraitOverride(style: Style(rawValue: value)))
      case "traitCollectionWithAccessibilityContrast:":
        return .traits(TraitOverride(contrast: ContrastSetting(rawValue: value)))
      case "traitCollectionWithUserInterfaceLevel:":
        return .traits(TraitOverride(level: InterfaceLevel(rawValue: value)))
      default: return nil
      }
    }
    guard type == "UIColor" || type == "NSColor" else { return nil }
    let normalized =
      selector.hasPrefix("initWith")
      ? "colorWith" + selector.dropFirst("initWith".count) : selector
    switch normalized {
    case "alloc", "new": return .type(type)
    case "colorWithRed:green:blue:alpha:":
      guard numbers.count == 4 else { return nil }
      return color(RGBA(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3]))
    case "colorWithDisplayP3Red:green:blue:alpha:":
      guard numbers.count == 4 else { return nil }
      return color(ColorSpace.displayP3.toExtendedSRGB(Array(numbers[0..<3]), alpha: numbers[3]))
    case "colorWithWhite:alpha:":
      guard numbers.count == 2 else { return nil }
      return color(gray(numbers[0], alpha: numbers[1]))
    case "colorWithHue:saturation:brightness:alpha:":
      guard numbers.count == 4 else { return nil }
      return color(hsb(numbers[0], numbers[1], numbers[2], alpha: numbers[3]))
    case "colorNamed:", "colorNamed:inBundle:compatibleWithTraitCollection:":
      guard case .string(let name)? = arguments.first else { return nil }
      return .color(.reference(name, alpha: nil))
    case "colorWithDynamicProvider:":
      guard case .closure(let closure)? = arguments.first else { return nil }
      return evaluator.invoke(closure, [.traits(TraitOverride())], f)
    default:
      guard arguments.isEmpty else { return nil }
      return staticMember(type, selector, names: names, f, at)
    }
  }
}

/// The names the evaluator gives colors it meets: the project's color members, UIKit's system
/// colors, and asset catalog colors for generated symbols.
struct CodeColorNames: Sendable {
  /// Color members the audit lists, by `holder.member` as declared: their audit names.
  var members: [String: String] = [:]
  /// The declaration of each listed color member, by its audit name.
  var declarations: [String: HolderAndName] = [:]
  var systemColors: [String: [String: RGBA]] = [:]
  /// Asset catalog names by their Swift symbol spelling (`Brand/Primary` → `brandPrimary`).
  var assetSymbols: [String: String] = [:]
  /// The asset catalogs' color names.
  private var assetNames: Set<String> = []
  /// The namespaced groups of the asset names, as symbol keys joined by `/` (`light`,
  /// `light/brand`), which Xcode's generated symbols make nested types of the color type.
  var assetNamespaces: Set<String> = []
  /// Namespaced asset names by their groups' and their own symbol keys (`light/brand/purple`
  /// for `Light/Brand/Purple`), when exactly one asset has them.
  var namespacedAssetSymbols: [String: String] = [:]

  func colorName(holder: String, member: String, receiver: EvalValue?) -> String? {
    guard receiver == nil || { if case .type = receiver { return true } else { return false } }()
    else { return nil }
    return members["\(holder).\(member)"]
      ?? members["\(SourceIndex.lastComponent(holder)).\(member)"]
  }

  func isSystem(_ name: String) -> Bool { systemColors[name] != nil }

  /// Whether an asset catalog has a color of this name.
  func isAsset(_ name: String) -> Bool { assetNames.contains(name) }

  /// `labelColor` → `label`, `systemBackgroundColor` → `systemBackground`.
  func systemName(objectiveC selector: String) -> String? {
    guard selector.hasSuffix("Color") else { return nil }
    let base = String(selector.dropLast(5))
    if isSystem(base) { return base }
    return nil
  }

  func resolveSystem(_ name: String, in traits: TraitCombination) -> RGBA? {
    systemColors[name]?[
      TraitCombination(style: traits.style, contrast: traits.contrast, level: traits.level).key]
  }

  /// The symbols Xcode, SwiftGen and R.swift generate for the asset catalogs' colors.
  mutating func readAssetSymbols(_ assetNames: [String]) {
    self.assetNames = Set(assetNames)
    // By spelling, the one asset spelled so, or "" once two are (no asset name is empty): a
    // list per spelling, made into a set to count, cost a large app's 5,000 names 45 ms.
    var symbols: [String: String] = [:]
    var nested: [String: String] = [:]
    func record(_ key: String, _ asset: String, in table: inout [String: String]) {
      if let existing = table[key] {
        if existing != asset { table[key] = "" }
      } else {
        table[key] = asset
      }
    }
    // Xcode drops a `Color` suffix (`AccentColor` is `.accent`), where no other asset has
    // that name.
    var withoutSuffix: [(key: String, asset: String, isNested: Bool)] = []
    for asset in assetNames {
      let groups = asset.split(separator: "/")
      guard let last = groups.last else { continue }
      let stripped = last.hasSuffix("Color") && last.count > 5 ? last.dropLast(5) : nil
      record(Self.symbolKey(asset), asset, in: &symbols)
      if last.utf8.count != asset.utf8.count { record(Self.symbolKey(last), asset, in: &symbols) }
      if let stripped { withoutSuffix.append((Self.symbolKey(stripped), asset, false)) }
      guard groups.count > 1 else { continue }
      // Xcode's symbols for namespaced groups are nested types: `UIColor.Light.Brand.purple`.
      var prefix = ""
      for (depth, group) in groups.dropLast().enumerated() {
        prefix += (depth == 0 ? "" : "/") + Self.symbolKey(group)
        assetNamespaces.insert(prefix)
      }
      prefix += "/"
      record(prefix + Self.symbolKey(last), asset, in: &nested)
      if let stripped {
        withoutSuffix.append((prefix + Self.symbolKey(stripped), asset, true))
      }
    }
    let spelledKeys = Set(symbols.keys)
    let spelledNestedKeys = Set(nested.keys)
    for (key, asset, isNested) in withoutSuffix {
      if isNested {
        if !spelledNestedKeys.contains(key) { record(key, asset, in: &nested) }
      } else if !spelledKeys.contains(key) {
        record(key, asset, in: &symbols)
      }
    }
    assetSymbols = symbols.filter { !$0.value.isEmpty }
    namespacedAssetSymbols = nested.filter { !$0.value.isEmpty }
  }

  /// The asset a generated symbol (`.brandPrimary`, `R.color.brandPrimary`) names, when exactly
  /// one asset has that spelling.
  func assetSymbol(_ symbol: String) -> String? {
    assetSymbols[Self.symbolKey(symbol)]
  }

  /// `name` inside the namespaced groups `path` of Xcode's generated symbols (`UIColor.Light`
  /// then `.Brand`, then `.purple`): a deeper group, as a type, or the asset.
  func namespacedAsset(_ path: some Sequence<Substring>, _ name: String, colorType: String)
    -> EvalValue?
  {
    let groups = path.map { Self.symbolKey(String($0)) }.joined(separator: "/")
    let key = groups.isEmpty ? Self.symbolKey(name) : groups + "/" + Self.symbolKey(name)
    // A group is a type, spelled with a capital (`.dark` is a value, `.Dark` the group).
    if name.first?.isUppercase == true, assetNamespaces.contains(key) {
      return .type(([colorType] + path.map(String.init) + [name]).joined(separator: "."))
    }
    guard !groups.isEmpty, let asset = namespacedAssetSymbols[key] else { return nil }
    return .color(.reference(asset, alpha: nil))
  }

  /// Lowercased letters and digits: how Xcode's and SwiftGen's symbols match asset names.
  static func symbolKey(_ name: some StringProtocol) -> String {
    // ASCII names, nearly all, byte by byte: the Unicode properties of each character cost a
    // large app's 5,000 color sets about 40 ms.
    var key: [UInt8] = []
    key.reserveCapacity(name.utf8.count)
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): key.append(byte + 32)
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        key.append(byte)
      case 0x80...: return String(name.lowercased().filter { $0.isLetter || $0.isNumber })
      default: continue
      }
    }
    return String(decoding: key, as: UTF8.self)
  }
}
