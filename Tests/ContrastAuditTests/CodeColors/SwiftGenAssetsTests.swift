import Foundation
import Testing

@testable import ContrastAudit

/// Colors named through SwiftGen's generated `Asset` enum when the app generates it at build
/// time: the names SwiftGen gives, the configuration that says which, and the audit of an app
/// shaped like Bitwarden Authenticator's (the enum not committed, a `swiftgen.yml` beside it).
@Suite struct SwiftGenAssetsTests {
  /// SwiftGen's own expected output for its test catalogs (`Exclamation Mark`, `README`,
  /// `24Vision`, `private`), and names shaped like real apps' color sets.
  @Test func namesAsSwiftGenGivesThem() {
    let members: [(String, String?)] = [
      ("Exclamation Mark", "exclamationMark"), ("README", "readme"), ("private", "`private`"),
      ("Banana", "banana"), ("primary-bitwarden", "primaryBitwarden"),
      ("textPrimary", "textPrimary"), ("text_secondary", "textSecondary"), ("BG", "bg"),
      ("BG_DARK", "bgDark"), ("URLChooser", "urlChooser"), ("zoteroBlue", "zoteroBlue"),
      ("2x", "_2x"), ("Brand.Accent 50%", "brandAccent50"), ("A1B", "a1B"),
      // Letters SwiftGen cases by Unicode rules: no symbol rather than a guess.
      ("Ünïcode", nil), ("色", nil),
    ]
    for (name, expected) in members {
      #expect(SwiftGenAssets.memberIdentifier(name) == expected, "\(name)")
    }
    #expect(SwiftGenAssets.typeIdentifier("24Vision") == "_24Vision")
    #expect(SwiftGenAssets.typeIdentifier("Exotic") == "Exotic")
    #expect(SwiftGenAssets.typeIdentifier("brand colors") == "BrandColors")
    #expect(SwiftGenAssets.typeIdentifier("Protocol") == "`Protocol`")
  }

  static func outputs(_ yaml: String, existing: Set<String> = []) throws -> (
    [SwiftGenAssets.Output], [String]
  ) {
    let folder = try TemporaryFolder()
    let url = try folder.write("swiftgen.yml", yaml)
    let base = url.deletingLastPathComponent().standardizedFileURL.path
    let read = SwiftGenAssets.outputs(
      ofConfiguration: InputFile(displayPath: "App/swiftgen.yml", url: url),
      exists: { existing.contains(String($0.dropFirst(base.count + 1))) })
    return (read.outputs, read.diagnostics.map { "\($0.location.description): \($0.message)" })
  }

  @Test func theConfigurationSaysWhichCatalogsAndParameters() throws {
    let (outputs, notes) = try Self.outputs(
      """
      input_dir: Resources/
      output_dir: Generated/
      xcassets:
        - inputs: Logos.xcassets
          outputs:
            templateName: swift5
            output: Logos.swift
            params:
              enumName: Logos
              forceFileNameEnum: true
        - inputs:
            - Colors.xcassets
            - Images.xcassets
          outputs:
            - templateName: swift4
              output: Assets.swift
              params:
                publicAccess: true
      """)
    #expect(notes.isEmpty)
    #expect(outputs.map(\.enumName) == ["Logos", "Asset"])
    #expect(
      outputs.map(\.displayPath) == ["App/Generated/Logos.swift", "App/Generated/Assets.swift"])
    #expect(outputs.map(\.forceFileNameEnum) == [true, false])
    #expect(
      outputs[1].catalogs.map { ($0 as NSString).lastPathComponent } == [
        "Colors.xcassets", "Images.xcassets",
      ])
    #expect(
      outputs[1].catalogs.allSatisfy {
        $0.hasSuffix("/Resources/" + ($0 as NSString).lastPathComponent)
      })
  }

  /// A committed output is the app's own code; an output whose names are not certain is left
  /// with a note that says why, and its colors stay unresolved.
  @Test func onlyOutputsGeneratedAtBuildTimeWithKnownNames() throws {
    let (committed, none) = try Self.outputs(
      """
      xcassets:
        inputs: Colors.xcassets
        outputs:
          templateName: swift5
          output: Sources/Assets.swift
      """, existing: ["Sources/Assets.swift"])
    #expect(committed.isEmpty && none.isEmpty)
    let (custom, notes) = try Self.outputs(
      """
      xcassets:
        - inputs: Colors.xcassets
          outputs:
            templatePath: Templates/assets_swiftui.stencil
            output: XCAssets+Generated.swift
        - inputs: Resources
          outputs:
            templateName: swift5
            output: Resources.swift
        - inputs: ${SRCROOT}/Colors.xcassets
          outputs:
            templateName: swift5
            output: Variable.swift
        - paths: Old.xcassets
          templateName: swift5
          output: Deprecated.swift
          params:
            forceProvidesNamespaces: yes
      """)
    #expect(custom.isEmpty)
    #expect(
      notes == [
        "App/swiftgen.yml:4: SwiftGen's xcassets output XCAssets+Generated.swift is generated at build time and uses its own template (Templates/assets_swiftui.stencil), whose names are not known; colors read through SwiftGen's names from it stay unresolved",
        "App/swiftgen.yml:8: SwiftGen's xcassets output Resources.swift is generated at build time and reads the catalogs in a folder (Resources), whose order is not decided here; colors read through SwiftGen's names from it stay unresolved",
        "App/swiftgen.yml:12: SwiftGen's xcassets output Variable.swift is generated at build time and names its input through a variable (${SRCROOT}/Colors.xcassets); colors read through SwiftGen's names from it stay unresolved",
        "App/swiftgen.yml:14: SwiftGen's xcassets output Deprecated.swift is generated at build time and sets forceProvidesNamespaces to a value whose meaning is not certain; colors read through SwiftGen's names from it stay unresolved",
      ])
    let (_, broken) = try Self.outputs("xcassets:\n  inputs: &colors Colors.xcassets\n")
    #expect(
      broken == [
        "App/swiftgen.yml:2: not read: YAML anchors and aliases are not read; colors read through SwiftGen's names from it stay unresolved"
      ])
  }

  static func colors(_ names: [(String, String)], catalog: String) -> [NamedColor] {
    names.map { name, folder in
      NamedColor(
        name: name, definition: .system([:]),
        location: SourceLocation(file: "\(catalog)/\(folder)/Contents.json"))
    }
  }

  /// The enum SwiftGen would write: catalogs as enums when there are two, namespaced folders as
  /// enums (every folder with `forceProvidesNamespaces`), clashing names left out.
  @Test func theGeneratedEnum() {
    var assets = SwiftGenAssets()
    assets.outputs = [
      .init(
        configuration: "swiftgen.yml", displayPath: "Generated/Assets.swift",
        catalogs: ["/app/Colors.xcassets", "/app/Images.xcassets"])
    ]
    assets.catalogColors["/app/Colors.xcassets"] = (
      "App/Colors.xcassets",
      Self.colors(
        [
          ("textPrimary", "Text/textPrimary.colorset"), ("Brand/Primary", "Brand/Primary.colorset"),
          ("text-secondary", "text-secondary.colorset"),
          ("textSecondary", "Text/textSecondary.colorset"), ("Ünï", "Ünï.colorset"),
        ], catalog: "App/Colors.xcassets")
    )
    let files = assets.generatedFiles(declaredTypes: [])
    #expect(files.map(\.displayPath) == ["Generated/Assets.swift"])
    let text = files.first?.text ?? ""
    #expect(
      text.contains(
        """
        enum Asset {
          enum Colors {
            static let textPrimary = ColorAsset(name: "textPrimary")
            enum Brand {
              static let primary = ColorAsset(name: "Brand/Primary")
            }
          }
        }
        """), "\(text)")
    #expect(text.contains("final class ColorAsset {"))
    // The app declares the enum: its own code is read, nothing is written.
    #expect(assets.generatedFiles(declaredTypes: ["Asset"]).isEmpty)
    // It declares the class only: the enum is written, the class is not.
    let enumOnly = assets.generatedFiles(declaredTypes: ["ColorAsset"]).first?.text ?? ""
    #expect(enumOnly.contains("enum Asset {") && !enumOnly.contains("class ColorAsset"))
    // One catalog: no catalog enum; every folder an enum when namespaces are forced.
    assets.outputs[0].catalogs = ["/app/Colors.xcassets"]
    assets.outputs[0].forceNamespaces = true
    let forced = assets.generatedFiles(declaredTypes: []).first?.text ?? ""
    #expect(
      forced.contains(
        """
        enum Asset {
          static let textSecondary = ColorAsset(name: "text-secondary")
          enum Brand {
            static let primary = ColorAsset(name: "Brand/Primary")
          }
          enum Text {
            static let textPrimary = ColorAsset(name: "textPrimary")
            static let textSecondary = ColorAsset(name: "textSecondary")
          }
        }
        """), "\(forced)")
  }

  /// Bitwarden Authenticator's shape: `swiftgen.yml` with `output_dir`, two catalogs, the output
  /// not committed; SwiftUI reads `.swiftUIColor`, UIKit `.color` and `UIColor(asset:)`.
  @Test func anAppThatGeneratesItsAssetEnumAtBuildTimeIsAudited() {
    let result = Auditor.run(
      AuditRequest(
        paths: ["CodeColors/SwiftGenBuildTime"], workingDirectory: TestPaths.fixtures,
        rulesDirectory: TestPaths.rules))
    var found: [String: Set<String>] = [:]
    for check in result.checks {
      let colors = check.measurement.map {
        "\($0.foreground.color.hexString) on \($0.background.color.hexString)"
      }
      found["\(check.pairing.name ?? ""): \(check.pairing.title)", default: []].insert(
        colors ?? "unresolved")
    }
    #expect(
      found == [
        "Text in ToastView: BG on Brand/Primary": [
          "#FFFFFFFF on #175DDCFF", "#1C1C1EFF on #335BB8FF",
        ],
        "text of titleLabel in ItemCell on contentView: textPrimary on BG": [
          "#000000FF on #FFFFFFFF", "#FFFFFFFF on #1C1C1EFF",
        ],
        "text of detailLabel in ItemCell on contentView: text-secondary on BG": [
          "#505059FF on #FFFFFFFF", "#A2A2ABFF on #1C1C1EFF",
        ],
      ], "\(found)")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }
}
