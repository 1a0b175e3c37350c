import Foundation
import Testing

@testable import ContrastAudit

/// Colors read from a fixture app's Swift and Objective-C source, with exact values.
@Suite struct CodeColorFixtureTests {
  static let extractor: CodeColorExtractor = {
    let folder = TestPaths.fixture("CodeColors/App/Sources")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
    let files = names.compactMap { name -> SourceFile? in
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      else { return nil }
      return SourceFile(
        path: "Sources/\(name)", language: name.hasSuffix(".swift") ? .swift : .objectiveC,
        source: text)
    }
    let index = SourceIndex(files: files)
    var system: [String: [String: RGBA]] = [:]
    for color in TestPaths.builtInRules.systemColors {
      if case .system(let values) = color.definition { system[color.name] = values }
    }
    return CodeColorExtractor(
      index: index, systemColors: system, assetNames: ["Brand/Primary", "AccentColor"])
  }()

  static let extracted: [String: NamedColor] = Dictionary(
    extractor.extract().colors.map { ($0.name, $0) }
  ) { a, _ in a }

  /// The value in each of the eight trait combinations, in `TraitCombination.all` order
  /// (light normal base, light normal elevated, light high base, …, dark high elevated), or the
  /// one value when all eight agree.
  static func values(_ name: String) -> [String] {
    guard let color = extracted[name], case .code(let values) = color.definition else {
      return ["missing"]
    }
    let text = values.values.map { value -> String in
      switch value {
      case .color(let c, _): return c.hexString
      case .reference(let target, nil): return "→\(target)"
      case .reference(let target, .replace(let alpha)?): return "→\(target) alpha \(alpha)"
      case .reference(let target, .multiply(let factor)?): return "→\(target) opacity ×\(factor)"
      case .unresolved(let reason): return "unresolved: \(reason)"
      }
    }
    return values.isConstant ? [text[0]] : text
  }

  static func lightDark(_ light: String, _ dark: String) -> [String] {
    Array(repeating: light, count: 4) + Array(repeating: dark, count: 4)
  }

  @Test func literalsAndArithmetic() {
    #expect(Self.values("UIColor.gray100") == ["#333333FF"])  // 51/255.0
    #expect(Self.values("UIColor.gray5") == ["#F2F2F2FF"])  // white 0.95
    #expect(Self.values("UIColor.vividRed") == ["#FF0000FF"])  // Display P3 red, clipped to sRGB
    #expect(Self.values("UIColor.teal") == ["#00FFFFFF"])  // hue 0.5, full saturation
    #expect(Self.values("UIColor.literal") == ["#336699FF"])  // #colorLiteral
    #expect(Self.values("Color.wide") == ["#FF7600FF"])
  }

  @Test func numberLiterals() {
    func read(_ text: String) -> String {
      switch CodeEvaluator.number(text) {
      case .int(let value, let typed)?: return "int \(value)\(typed ? " typed" : "")"
      case .float(let value)?: return "float \(value)"
      case nil: return "nil"
      default: return "other"
      }
    }
    #expect(read("255") == "int 255")
    #expect(read("007") == "int 7")
    #expect(read("0.5") == "float 0.5")
    #expect(read("1_000") == "int 1000")
    #expect(read("0xFF") == "int 255")
    #expect(read("0b101") == "int 5")
    #expect(read("0o17") == "int 15")
    #expect(read("1.5e2") == "float 150.0")
    #expect(read("2.0f") == "float 2.0")  // a C float suffix
    #expect(read("10UL") == "int 10")
    #expect(read("9223372036854775807") == "int 9223372036854775807")
    #expect(read("9223372036854775808") == "float 9.223372036854776e+18")
    #expect(read("1.") == "float 1.0")
    #expect(read(".5") == "float 0.5")
    #expect(read("0x1p4") == "nil")  // hex floats are not read
    #expect(read("") == "nil")
  }

  @Test func helpersReadFromTheirBodies() {
    #expect(Self.values("UIColor.brandBlue") == ["#4285F4FF"])  // UIColor(rgb:) shifts and masks
    #expect(Self.values("Color.brandPrimary") == ["#5856D6FF"])  // Scanner, "#" trimmed
    #expect(Self.values("Color.brandShort") == ["#FF00AAFF"])  // 3-digit RGB × 17
    #expect(Self.values("Color.overlay") == ["#00000080"])  // 8 digits are ARGB in this helper
    #expect(Self.values("Palette.ink") == ["#1B1B1FFF"])  // enum raw value through radix 16
    #expect(Self.values("Palette.paper") == ["#FAFAFAFF"])  // without "#"
    #expect(Self.values("UIColor.legacyTextColor") == ["#222222FF"])  // Objective-C 34/255.0
    // A #define through a macro with a parameter.
    #expect(Self.values("kHeaderTint") == ["#336699FF"])
    // The app's `init(red: Int, green: Int, blue: Int)` wins for integer literals, as in Swift;
    // SwiftUI's `init(red: Double, …)` still reads decimals.
    #expect(Self.values("Color.widgetRed") == ["#F43E37FF"])
    #expect(Self.values("Color.widgetHalf") == ["#808080FF"])
    // Swift divides integer literals as integers for an `Int` parameter: not guessed.
    #expect(Self.values("Color.widgetTeal").allSatisfy { $0.contains("integer arithmetic") })
  }

  /// Simplenote's shape: enum cases passed with a leading dot to the project's initializer, and
  /// a scanner whose skipped characters are set as `.some(…)`.
  @Test func enumCasesPassedToTheProjectsInitializers() {
    #expect(Self.values("UIColor.studioBlue10") == ["#ABC1F5FF"])
    #expect(Self.values("UIColor.studioBlue50Half") == ["#3361CC80"])
    #expect(Self.values("UIColor.studioHash") == ["#101517FF"])
    // An enum whose cases share UIKit's color names: `return .separator` in its getter of type
    // UIColor is UIKit's color, not the enum's case.
    #expect(Self.values("UIColor.chipBackground") == ["→systemGray5"])
    #expect(Self.values("UIColor.hairline") == ["→separator"])
    // The app compiles the `#else` of `#if TARGET_INTERFACE_BUILDER`: the asset, not the
    // canvas's stand-in.
    #expect(Self.values("UIColor.enaTint") == ["→Brand/Primary"])
  }

  /// A call the audit cannot follow may write what it is passed `&x`: that value is unknown, not
  /// the zero it started as (it was read as black).
  @Test func valuesACallCouldNotWriteAreUnresolved() {
    for name in ["UIColor.studioUserTint", "UIColor.studioParsed", "UIColor.studioWritten"] {
      let values = Self.values(name)
      #expect(values.count == 1 && values[0].hasPrefix("unresolved: "), "\(name): \(values)")
    }
    #expect(Self.values("UIColor.studioText").allSatisfy { $0.hasPrefix("unresolved: ") })
  }

  /// Themes that conform through a protocol refining the theme protocol are read.
  ///
  /// Each has its own overrides and its protocols' defaults; a default's `self` is the
  /// conforming type (`fixedTint { tint }` reads the type's `tint`). A protocol is no theme of
  /// its own: Habitica's `DarkTheme` paired its defaults, which every dark theme overrides.
  @Test func protocolDefaultsAreReadThroughTheTypesThatConform() {
    #expect(Self.values("GreenDarkSkin.fixedTint") == ["#00FF00FF"])
    #expect(Self.values("PurpleDarkSkin.fixedTint") == ["#800080FF"])
    #expect(Self.values("PurpleDarkSkin.lightText") == ["#555555FF"])
    #expect(Self.values("PlainSkin.fixedTint") == ["→systemPurple"])
    #expect(Self.extracted["DarkAppSkin.fixedTint"] == nil)
    #expect(Self.extracted["AppSkin.tint"] == nil)
  }

  @Test func traitDependentColors() {
    #expect(
      Self.values("UIColor.caption") == [
        "#737373FF", "#737373FF", "#333333FF", "#333333FF",
        "#B3B3B3FF", "#B3B3B3FF", "#E6E6E6FF", "#E6E6E6FF",
      ])
    #expect(
      Self.values("UIColor.sheetBackground") == [
        "→white", "→white", "→white", "→white",
        "→black", "#2C2C2EFF", "→black", "#2C2C2EFF",
      ])
    #expect(
      Self.values("UIColor.cardBackground") == Self.lightDark("→UIColor.gray5", "→UIColor.gray100"))
    #expect(Self.values("Color.surface") == Self.lightDark("→white", "#1C1C1FFF"))
    // `resolvedColor(with:)` pins the style; Increase Contrast still changes the value
    // (system-colors.json: secondaryLabel dark 235, 235, 245 at 0.6, and 0.678 at high contrast).
    let (normal, high) = ("#EBEBF599", "#EBEBF5AD")
    #expect(
      Self.values("UIColor.darkSecondaryText") == [
        normal, normal, high, high, normal, normal, high, high,
      ])
    #expect(Self.values("UIColor.legacyBackgroundColor") == Self.lightDark("→white", "#1C1C1CFF"))
  }

  @Test func referencesAndModifiers() {
    #expect(Self.values("UIColor.accent") == ["→UIColor.brandBlue"])
    #expect(Self.values("UIColor.subtleText") == ["→secondaryLabel alpha 0.8"])
    #expect(Self.values("UIColor.legacyLinkColor") == ["→systemBlue alpha 0.9"])
    #expect(Self.values("Color.muted") == ["→secondaryLabel opacity ×0.5"])
    #expect(Self.values("Color.systemBackdrop") == ["→systemGroupedBackground"])
    #expect(Self.values("UIColor.primaryAsset") == ["→Brand/Primary"])
    #expect(Self.values("Color.accent") == ["→AccentColor"])
  }

  @Test func themes() {
    #expect(Self.values("Theme.light.textPrimary") == ["→black"])
    #expect(Self.values("Theme.dark.textPrimary") == ["#EBEBEBFF"])
    #expect(Self.values("Theme.dark.background") == ["#121212FF"])
    // Instances named light and dark make one color per field.
    #expect(Self.values("Theme.textPrimary") == Self.lightDark("→black", "#EBEBEBFF"))
    #expect(Self.values("Theme.background") == Self.lightDark("→white", "#121212FF"))
    // Subclasses: overridden and inherited fields.
    #expect(Self.values("NightTheme.tint") == ["→systemOrange"])
    #expect(Self.values("NightTheme.separator") == ["#CCCCCCFF"])
    #expect(Self.values("BaseTheme.tint") == ["→systemBlue"])
  }

  /// A call's arguments are of their parameters' types, not of the type the code around expects.
  ///
  /// `.black` in `static let white: ReaderAppearance = .init(text: .black, …)` is the color, not
  /// the style named black (which was read as a style, and its own `page: .black` as itself). And
  /// that `.init(` calls the memberwise initializer: it was indexed as an initializer declared
  /// without a body, which hid the memberwise one from every instance of the type.
  @Test func anArgumentIsOfItsParameterType() {
    #expect(Self.values("ReaderAppearance.white.text") == ["→black"])
    #expect(Self.values("ReaderAppearance.black.text") == ["→white"])
    #expect(Self.values("ReaderAppearance.black.page") == ["→black"])
    #expect(Self.values("ReaderAppearance.sepia.text") == ["#996633FF"])
  }

  @Test func runtimeStateStaysUnresolved() {
    let userTint = Self.values("UIColor.userTint")
    #expect(userTint.count == 1 && userTint[0].hasPrefix("unresolved: UserDefaults"))
    #expect(userTint[0].contains("UIColor+Brand.swift:55"))
    let themed = Self.values("UIColor.themed")
    #expect(themed.count == 1 && themed[0].hasPrefix("unresolved: ThemeManager"))
  }

  @Test func declarationsAreWhereTheColorIsDefined() {
    #expect(
      Self.extracted["UIColor.brandBlue"]?.location.description
        == "Sources/UIColor+Brand.swift:25:16")
    #expect(
      Self.extracted["UIColor.legacyTextColor"]?.location.description
        == "Sources/UIColor+Legacy.m:22:14")
    #expect(Self.extracted["Palette.ink"]?.location.description == "Sources/Theme.swift:24:10")
  }

  @Test func suggestionsPointAtTheCallThatHoldsTheLiteral() {
    guard case .code(let values)? = Self.extracted["UIColor.brandBlue"]?.definition,
      case .color(_, let literal) = values.value(for: TraitCombination.all[0])
    else {
      Issue.record("UIColor.brandBlue has no literal")
      return
    }
    // The helper's `self.init(red:…)` is not where the value is written: the call is.
    #expect(literal.description == "Sources/UIColor+Brand.swift:25:28")
    // A call that spells no literal (`skipIcon(for: .rose)`) cannot be changed: the literal the
    // function returns for that case is where the value is written.
    guard case .code(let rose)? = Self.extracted["UIColor.roseSkipIcon"]?.definition,
      case .color(_, let roseLiteral) = rose.value(for: TraitCombination.all[0])
    else {
      Issue.record("UIColor.roseSkipIcon has no literal")
      return
    }
    #expect(roseLiteral.description == "Sources/PlayerSkins.swift:18:20")
  }

  @Test func shapesFromRealApps() {
    // The app's `Color.init(_ hex:)` wins over SwiftUI's `Color(_:)` for a number.
    #expect(Self.values("Color.blueBase") == ["#3969EFFF"])
    #expect(Self.values("Color.tagBackground") == ["#3969EF33"])
    // `value.index(value.startIndex, offsetBy: 1)` and `value[start...]`.
    #expect(Self.values("Tokens.Text.primary") == ["#1D1D1FFF"])
    // A nested holder, referred to by its full name.
    #expect(Self.values("BannerView.accent") == ["→Tokens.Text.primary"])
    // `.init(light:dark:)` in a property of another type is UIColor's, as the property says.
    #expect(Self.values("Chrome.toolbar") == Self.lightDark("→white", "#2C2C2EFF"))
    // A String enum's case without a raw value is its own name.
    #expect(Self.values("LegacyColor.legacyBlue") == ["→legacyBlue"])
    #expect(Self.values("LegacyColor.legacyRed") == ["→legacy-red"])
    // A setter first, then the getter.
    #expect(Self.values("BannerView.stroke") == ["#808080FF"])
    // A ternary whose `?` ends a line.
    #expect(Self.values("BannerView.border") == Self.lightDark("#CCCCCCFF", "#4D4D4DFF"))
    // `extension ShapeStyle where Self == Color`: Color's members (home-assistant/iOS).
    #expect(Self.values("Color.haloAccent") == ["#009AC7FF"])
    #expect(Self.values("Color.haloMuted") == ["→Color.haloAccent opacity ×0.5"])
    #expect(Self.extracted["ShapeStyle.haloAccent"] == nil)
    // `Self(red: …)` and `Self { traits in … }` in `extension Color` (isowords).
    #expect(Self.values("Color.wordBlack") == ["#121212FF"])
    #expect(Self.values("Color.wordOrange") == ["#EAA980FF"])
    #expect(Self.values("Color.wordPaper") == Self.lightDark("→white", "#121212FF"))
  }

  @Test func objectsThatDeclarationsProveAreNotColorsAreNotEvaluated() {
    let candidates = Set(Self.extractor.findCandidates().map(\.name))
    // `Product.fake().copy(…)`: `fake()` and `copy(…)` are declared `-> Product`; the second and
    // third copy a sibling fixture.
    #expect(!candidates.contains("ProductListTests.Fixtures.simpleProduct"))
    #expect(!candidates.contains("ProductListTests.Fixtures.groupedProduct"))
    #expect(!candidates.contains("ProductListTests.Fixtures.productWithoutSKU"))
    // A function at file scope, and a static function of the holder, declared `-> Product`.
    #expect(!candidates.contains("ProductListTests.Fixtures.cap"))
    #expect(!candidates.contains("ProductListTests.Fixtures.capWithSKU"))
    // A helper declared to return a color is still evaluated, with no type on the property,
    // also when it is declared `-> Self` in an extension of `UIColor`.
    #expect(candidates.contains("Swatch.highlight"))
    #expect(candidates.contains("UIColor.divider"))
    #expect(Self.values("Swatch.highlight") == ["#FFCC00FF"])
    // Undeclared properties whose chain is not all declared are still evaluated.
    #expect(candidates.contains("BannerView.accent"))
  }

  /// The app is read as its iOS build compiles it: a branch for another platform is not read.
  @Test func platformBranchesAreReadAsIOSCompilesThem() {
    // `#if os(macOS)` … `#elseif os(iOS)`: the AppKit color is not the iOS one.
    #expect(Self.values("Color.platformBackground") == ["→systemBackground"])
    #expect(Self.values("PlatformCell.normal") == ["→Color.platformSecondaryBackground"])
    #expect(Self.values("PlatformCell.selected") == ["→tertiarySystemBackground"])
    // Mac Catalyst is an iOS build too: undecided, so both branches stay; they disagree, so
    // neither value is proven.
    let hover = Self.values("PlatformCell.hover")
    #expect(
      hover.count == 1
        && hover[0].hasPrefix(
          "unresolved: declared twice with different values, at Sources/Color+Platform.swift:35:16 "
            + "and Sources/Color+Platform.swift:37:16"),
      "\(hover)")
    // Branches that agree on the color, written in two places, prove it.
    #expect(Self.values("PlatformCell.divider") == ["#CCCCCCFF"])
    #expect(Self.values("PlatformCell.watchOnly") == ["missing"])
  }

  @Test func swiftGenColorAssetsNameTheirColorSet() {
    // `ColorAsset.Color` is `UIColor` on iOS; `Bundle.module` is only handed on.
    #expect(Self.values("UIColor.generatedBrand") == ["→Brand/Primary"])
    // `UIColor(asset:)` is declared in `extension ColorAsset.Color`, where `Color` is UIKit's;
    // `.swiftUIColor` makes a `SwiftUI.Color`, spelled with its module.
    #expect(Self.values("UIColor.generatedBrandInitializer") == ["→Brand/Primary"])
    #expect(Self.values("Color.generatedBrand") == ["→Brand/Primary"])
    // SwiftGen 6.5 and later: `SystemColor`, a `typealias` of `UIColor` (Zashi's design system
    // was unresolved: "SystemColor(named:in:compatibleWith:) is not defined").
    #expect(Self.values("UIColor.designObsidian") == ["→Obsidian"])
    let pinned = Self.values("UIColor.brandAlwaysDark")
    #expect(
      pinned.count == 1
        && pinned[0].contains("UIColor(named: \"Brand/Primary\") in traits the code fixes"),
      "\(pinned)")
  }

  /// A color set named with string interpolation: `"\(name)\(shade)"` prints an enum case by
  /// its type's `description` (WooCommerce's Color Studio), or by its name, and a number as
  /// Swift does; an interpolation with a format is not printed.
  @Test func assetNamesBuiltByInterpolation() {
    #expect(Self.values("UIColor.muralBrand") == ["→WooCommercePurple60"])
    #expect(Self.values("UIColor.muralPink") == ["→Pink40"])
    #expect(Self.values("UIColor.muralTone") == ["→Tone-deep"])
    let formatted = Self.values("UIColor.muralFormatted")
    #expect(
      formatted.count == 1 && formatted[0].hasPrefix("unresolved: an interpolation with arguments"),
      "\(formatted)")
  }

  /// The app's own `String` extension makes a color of a hex string (`"6f42c1".color`), and a
  /// bare `systemRed` in `extension UIColor` is UIKit's.
  @Test func stringExtensionsAndBareSystemColors() {
    #expect(Self.values("UIColor.mergedTint") == ["#6F42C1FF"])
    #expect(Self.values("UIColor.openTint") == ["#28A745FF"])
    #expect(Self.values("UIColor.critical") == ["→systemRed"])
    #expect(Self.values("UIColor.destructive") == ["→systemRed"])
  }

  /// `getRed(&r, green:blue:alpha:)` and `getHue(…)` write a color's components into the
  /// variables: Habitica's dark themes darken a code color (`darker(by: 7)`), Aidoku grays a
  /// system color, in each trait combination.
  @Test func componentsReadBackFromAColor() throws {
    #expect(Self.values("UIColor.inkDeep") == ["#211F29FF"])
    #expect(Self.values("UIColor.dimmedBlue") == ["#1F3D7AFF"])
    // A function declared in the method clamps each component (blue 1.4 to 1), and tuples
    // taken apart hold them: 50 % of (0.2, 0.4, 1) over white is (0.6, 0.7, 1).
    #expect(Self.values("UIColor.chipTint") == ["#99B3FFFF"])
    let indigo = try #require(
      TestPaths.builtInRules.systemColors.first { $0.name == "systemIndigo" })
    guard case .system(let byTraits) = indigo.definition else {
      Issue.record("systemIndigo is not a system color")
      return
    }
    let expected = TraitCombination.all.map { traits -> String in
      let key = TraitCombination(
        style: traits.style, contrast: traits.contrast, level: traits.level
      )
      .key
      let c = byTraits[key] ?? .black
      let gray = c.red * 0.299 + c.green * 0.587 + c.blue * 0.114
      return RGBA(red: gray, green: gray, blue: gray, alpha: c.alpha).hexString
    }
    #expect(Self.values("UIColor.indigoGray") == expected)
    #expect(Set(expected).count > 1)
    // An asset catalog's color is read after the code: its components are not known here.
    let asset = Self.values("UIColor.brandGray")
    #expect(
      asset.count == 1 && asset[0].contains("getRed of a color whose components are not read here"),
      "\(asset)")
  }

  /// A theme struct with no stored property is made with no arguments; the theme a shared
  /// store holds is the user's choice when the code assigns it, not its first value.
  @Test func aFieldlessThemeAndAStoredChoice() {
    #expect(Self.values("UIColor.sepiaPage") == ["#F5EBD6FF"])
    let current = Self.values("UIColor.currentPage")
    #expect(
      current.count == 1
        && current[0].contains(
          "ReadingThemeStore.theme is a var the code assigns (Sources/ReadingThemes.swift:23)"),
      "\(current)")
  }

  @Test func aStoredClosureIsTheCallersChoice() {
    let fill = Self.values("FileCell.fill")
    #expect(
      fill.count == 1
        && fill[0].contains(
          "FileCell.backgroundColoring(…) calls a stored closure (backgroundColoring: (Bool)->Color) that the caller supplies"
        ), "\(fill)")
  }

  @Test func runtimeStateIsNotAValue() {
    let tint = Self.values("SettingsStore.tint")
    #expect(tint.count == 1 && tint[0].contains("is @AppStorage: its value is runtime state"))
    let session = Self.values("SettingsStore.sessionTint")
    #expect(
      session.count == 1
        && session[0].contains("is a var the code assigns (Sources/DesignTokens.swift:"))
  }

  /// A generated enum with a `switch self` per property: one evaluator reads the same switch
  /// for case after case (its clauses are laid out once), and each case takes its own clause.
  @Test func oneSwitchServesEveryCaseInTurn() {
    let source = """
      import UIKit

      enum StatusColor {
          case online, away, busy, offline, unknown

          var color: UIColor {
              switch self {
              case .online: return UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
              case .away,
                   .busy:
                  return UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
              case StatusColor.offline: return .systemGray
              default: return .systemRed
              }
          }
      }
      """
    let index = SourceIndex(files: [
      SourceFile(path: "StatusColor.swift", language: .swift, source: source)
    ])
    let evaluator = CodeEvaluator(
      index: index, names: CodeColorNames(), traits: TraitCombination.all[0])
    guard let color = index.members.first(where: { $0.name == "color" }) else {
      Issue.record("no color property")
      return
    }
    func value(_ caseName: String) -> String {
      evaluator.reset(traits: TraitCombination.all[0])
      let value = evaluator.value(
        of: color, receiver: .object(type: "StatusColor", fields: ["case": .symbol(caseName)]),
        EvalFrame(file: 0))
      switch value {
      case .color(.color(let rgba, _)): return rgba.hexString
      case .color(.reference(let target, nil)): return "→\(target)"
      // `.systemGray` as written: the extractor makes it a reference as the property's type says.
      case .symbol(let name): return ".\(name)"
      default: return "\(value)"
      }
    }
    // Later clauses first, then earlier ones, then again: each time the clause of the case.
    for _ in 0..<2 {
      #expect(value("unknown") == ".systemRed")
      #expect(value("offline") == ".systemGray")
      #expect(value("busy") == "#FF9400FF")
      #expect(value("online") == "#33C759FF")
      #expect(value("away") == "#FF9400FF")
    }
  }
}
