import Foundation
import Testing

@testable import ContrastAudit

/// Reading Xcode projects: the property-list text, targets and their platforms, which files
/// each builds, and the audit that leaves out what no iOS build compiles.
struct XcodeProjectTests {
  static let fixture = TestPaths.fixture("Projects/Multiplatform")

  static func parse(_ text: String) throws -> PropertyListValue {
    try OpenStepPropertyListParser.parse(Array(text.utf8))
  }

  @Test func readsThePropertyListTextXcodeWrites() throws {
    let value = try Self.parse(
      """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      /* Begin PBXBuildFile section */
      \t\t3E5A1061 /* A.swift in Sources */ = {isa = PBXBuildFile; fileRef = 3E5A1027 /* A.swift */; };
      /* End PBXBuildFile section */
      \tname = "Sunrise \\"Mac\\"\\n\\U00e9";
      \tpath = ../Shared/Sunrise-1.0+beta/App_$1.swift;
      \tlist = (
      \t\ta,
      \t\t"b c",
      \t);
      \tempty = ();
      \tdata = <0fbd7a>;
      }
      """)
    #expect(value["archiveVersion"] == .string("1"))
    #expect(value["classes"] == .dictionary([]))
    #expect(value["3E5A1061"]?["fileRef"] == .string("3E5A1027"))
    #expect(value["name"] == .string("Sunrise \"Mac\"\n\u{e9}"))
    #expect(value["path"] == .string("../Shared/Sunrise-1.0+beta/App_$1.swift"))
    #expect(value["list"] == .array([.string("a"), .string("b c")]))
    #expect(value["empty"] == .array([]))
    #expect(value["data"] == .string("0fbd7a"))
    #expect(value["missing"] == nil)
  }

  @Test(arguments: [
    ("{\n  a = b\n}", 3, "expected ';' after the value of \"a\", found '}'"),
    ("{\n  a = \"open;\n}\n", 2, "a quoted string is never closed"),
    ("{ a = b;\n  a = c; }", 2, "the key \"a\" appears twice"),
    (
      "{\n" + (0..<20).map { "k\($0) = v;\n" }.joined() + "k3 = w;\n}", 22,
      "the key \"k3\" appears twice"
    ),
    ("{\n/* never closed", 2, "a comment is never closed"),
    ("{ a = (b c); }", 1, "expected ',' or ')' in an array, found 'c'"),
    ("{ a = b; } x", 1, "unexpected 'x' after the top-level value"),
    ("// only a comment\n", 2, "the file is empty"),
    ("{ a = { b = c; };", 1, "a dictionary is never closed"),
    (String(repeating: "(", count: 300), 1, "values nest more than 256 deep"),
    (
      "{\n\tobjectVersion = 54;\n=======\n\tobjectVersion = 53;\n", 3,
      "expected a key or '}', found the merge conflict marker '=======': resolve the conflict"
    ),
    // Not at the start of a line: not a marker.
    ("{ a = b; =======\n}", 1, "expected a key or '}', found '='"),
  ])
  func syntaxErrorsNameTheirLine(text: String, line: Int, message: String) {
    #expect(throws: PropertyListSyntaxError(line: line, message: message)) {
      try Self.parse(text)
    }
  }

  @Test func pathsAreJoinedAndComparedAsText() {
    #expect(ProjectPath.normalized("/a/./b/../c//d/") == "/a/c/d")
    #expect(ProjectPath.normalized("../x/./y") == "../x/y")
    for path in ["/", "/a/b", "a/b.c", "/a/...", "/a/.hidden/b"] {
      #expect(ProjectPath.isNormalized(path) && ProjectPath.normalized(path) == path, "\(path)")
    }
    for path in ["", "a/", "/a//b", "/a/.", "/a/../b", "./a", "a/./b", "/a/.."] {
      #expect(!ProjectPath.isNormalized(path), "\(path)")
    }
    #expect(ProjectPath.join("/app", "../Shared/A.swift") == "/Shared/A.swift")
    #expect(ProjectPath.join("/app", "/abs/B.swift") == "/abs/B.swift")
    #expect(ProjectPath.parent(of: "/app/App.xcodeproj") == "/app")
    #expect(ProjectPath.relative("/app/Widgets/W.swift", inside: "/app/Widgets") == "W.swift")
    #expect(ProjectPath.relative("/app/WidgetsExtra/W.swift", inside: "/app/Widgets") == nil)
    #expect(ProjectPath.relative("/app/Widgets", inside: "/app/Widgets") == nil)
    #expect(ProjectPath.ancestors(of: "/app/Widgets/W.swift") == ["/app/Widgets", "/app"])
    #expect(ProjectPath.ancestors(of: "/W.swift") == [])
  }

  static func project() throws -> XcodeProject {
    try XcodeProject.read(
      projectFile: fixture.appendingPathComponent("Sunrise.xcodeproj/project.pbxproj").path
    ).get()
  }

  /// The iOS app and widget inherit the project's `SDKROOT = iphoneos`; the Mac app's comes from
  /// an `.xcconfig` its own includes; the watch app sets its own; the generator's is a variable.
  @Test func eachTargetsPlatformsComeFromItsSettings() throws {
    let targets = try Self.project().targets
    #expect(
      targets == [
        .init(
          name: "Sunrise", platforms: .iOS, isApplication: true, forcedStyle: .dark,
          accentColorName: "AccentColor"),
        .init(name: "Sunrise (macOS)", platforms: .others(["macOS"]), isApplication: true),
        .init(name: "SunriseWidget", platforms: .iOS, accentColorName: .some(nil)),
        .init(name: "Sunrise Watch App", platforms: .others(["watchOS"]), isApplication: true),
        .init(name: "Generator", platforms: .undecided, accentColorName: .some(nil)),
        .init(name: "SunriseTests", platforms: .iOS, isTestBundle: true),
        .init(name: "SunriseUITests", platforms: .iOS, isTestBundle: true),
      ])
    #expect(targets.map(\.mayShipOnIOS) == [true, false, true, false, true, false, false])
  }

  @Test(arguments: [
    ("Shared/ReadingView.swift", XcodeProject.Platforms?.some(.iOS)),
    ("iOS/Assets.xcassets", .iOS),
    ("Mac/MacSidebar.swift", .others(["macOS"])),
    // Localized: built through its variant group.
    ("Mac/Base.lproj/Preferences.xib", .others(["macOS"])),
    ("Mac/Assets.xcassets", .others(["macOS"])),
    // Synchronized folders (Xcode 16): every file inside, less the exceptions, plus the files an
    // exception lends to a target that does not synchronize the folder.
    ("Watch/ComplicationView.swift", .others(["watchOS"])),
    ("Widgets/SunriseWidget.swift", .iOS),
    ("Widgets/MacWidget.swift", .others(["macOS"])),
    // A folder only the Mac app synchronizes lends a localized storyboard to the iOS app.
    ("MacShared/MacOnly.swift", .others(["macOS"])),
    ("MacShared/Base.lproj/Onboarding.storyboard", .iOS),
    ("Tools/Generator.swift", .undecided),
    // A Swift package's file and the settings files are in no build phase.
    ("Packages/SunriseKit/Sources/SunriseKit/Palette.swift", nil),
    ("Config/Mac.xcconfig", nil),
  ])
  func eachFileIsBuiltByTheTargetsThatListIt(path: String, platforms: XcodeProject.Platforms?)
    throws
  {
    let absolute = ProjectPath.join(Self.fixture.path, path)
    #expect(try Self.project().platforms(building: absolute) == platforms)
  }

  /// A manifest's test targets with a literal name, in `Tests/<name>` or their literal `path:`;
  /// a computed name or a path that is the whole package proves nothing.
  @Test func aPackageManifestNamesItsTestFolders() {
    let manifest = """
      let name = "Kit"
      let package = Package(
          name: "Kit",
          targets: [
              .target(name: "Kit", path: "Sources"),
              .testTarget(name: "KitTests", dependencies: ["Kit"]),
              .testTarget(name: "KitUITests", path: "./UITests/"),
              .testTarget(name: "\\(name)Snapshots"),
              .testTarget(name: "Everything", path: "."),
          ]
      )
      """
    #expect(
      SwiftPackageTests.testTargets(manifest: manifest) == [
        .init(name: "KitTests", folder: "Tests/KitTests"),
        .init(name: "KitUITests", folder: "UITests"),
      ])
  }

  @Test func membershipExceptionsNameFilesFoldersAndLocalizedCopies() {
    #expect(XcodeProject.exception("MacWidget.swift", covers: "MacWidget.swift"))
    #expect(XcodeProject.exception("Extension", covers: "Extension/Share.swift"))
    #expect(!XcodeProject.exception("Extension", covers: "ExtensionKit/Share.swift"))
    #expect(
      XcodeProject.exception(
        "/Localized/Share/Share.xib", covers: "Share/Base.lproj/Share.xib"))
    #expect(
      XcodeProject.exception("/Localized/Main.storyboard", covers: "fr.lproj/Main.storyboard"))
    #expect(!XcodeProject.exception("/Localized/Main.storyboard", covers: "Main.storyboard"))
    #expect(
      !XcodeProject.exception(
        "/Localized/Main.storyboard", covers: "Other/Base.lproj/Main.storyboard"))
  }

  static func level(_ written: [String: String], file: [String: String]?? = .none)
    -> XcodeProject.SettingsLevel
  {
    switch file {
    case .none: .init(written: written, hasFile: false, file: nil)
    case .some(let settings): .init(written: written, hasFile: true, file: settings)
    }
  }

  /// Xcode's order: the target's settings, its `.xcconfig`, the project's, the project's file.
  @Test func platformSettingsAreLookedUpInXcodesOrder() {
    let project = Self.level(["SDKROOT": "iphoneos"])
    let cases: [([XcodeProject.SettingsLevel], XcodeProject.Platforms)] = [
      ([Self.level([:]), project], .iOS),
      ([Self.level(["SDKROOT": "appletvos"]), project], .others(["tvOS"])),
      ([Self.level([:], file: ["SDKROOT": "macosx"]), project], .others(["macOS"])),
      ([Self.level(["SDKROOT": "iphoneos"], file: ["SDKROOT": "macosx"])], .iOS),
      // An `.xcconfig` that could not be read may set anything.
      ([Self.level([:], file: .some(nil)), project], .undecided),
      ([Self.level(["SUPPORTED_PLATFORMS": "macosx iphoneos iphonesimulator"]), project], .iOS),
      (
        [Self.level(["SUPPORTED_PLATFORMS": "xros xrsimulator", "SDKROOT": "xros"]), project],
        .others(["visionOS"])
      ),
      ([Self.level(["SUPPORTED_PLATFORMS": "$(PLATFORMS)"]), project], .undecided),
      // The supported platforms decide over a project's SDK (ProtonVPN's Mac sample app)…
      ([Self.level(["SUPPORTED_PLATFORMS": "macosx"]), project], .others(["macOS"])),
      // …but a target's own iOS SDK under a project's other platforms decides nothing.
      (
        [Self.level(["SDKROOT": "iphoneos"]), Self.level(["SUPPORTED_PLATFORMS": "macosx"])],
        .undecided
      ),
      (
        [Self.level(["SUPPORTED_PLATFORMS": "macosx", "SDKROOT": "macosx"]), project],
        .others(["macOS"])
      ),
      ([Self.level(["SDKROOT": "$(SDK)"])], .undecided),
      ([Self.level(["SDKROOT": "auto"])], .undecided),
      ([Self.level([:])], .undecided),
    ]
    for (levels, expected) in cases {
      #expect(XcodeProject.platforms([levels]) == expected, "\(levels)")
    }
    // Configurations that disagree: iOS when one builds for it.
    #expect(
      XcodeProject.platforms([
        [Self.level(["SDKROOT": "macosx"])], [Self.level(["SDKROOT": "iphoneos"])],
      ]) == .iOS)
    #expect(
      XcodeProject.platforms([
        [Self.level(["SDKROOT": "macosx"])], [Self.level(["SDKROOT": "$(SDK)"])],
      ]) == .undecided)
  }

  @Test func includeLoopsInSettingsFilesEndUndecided() throws {
    let folder = try TemporaryFolder()
    try folder.write("A.xcconfig", "#include \"B.xcconfig\"\nSDKROOT = macosx\n")
    try folder.write("B.xcconfig", "#include \"A.xcconfig\"\n")
    #expect(BuildSettingsFile.read(folder.url.appendingPathComponent("A.xcconfig").path) == nil)
    try folder.write(
      "C.xcconfig", "#include? \"Missing.xcconfig\"\nSDKROOT = macosx; // a comment\n")
    #expect(
      BuildSettingsFile.read(folder.url.appendingPathComponent("C.xcconfig").path)
        == ["SDKROOT": "macosx"])
  }

  /// The audit reads only what an iOS build compiles.
  ///
  /// Read as before, the Mac catalog's gray `Ink` won by path order and failed, a fix was
  /// proposed for the Mac catalog, and the Mac and watch screens' pairings failed. The Swift
  /// package's test targets (one in `Tests/SunriseKitTests`, one in the folder its `path:` names)
  /// are left out as the project's test bundles are.
  @Test func theAuditReadsWhatAnIOSBuildCompiles() throws {
    let result = AuditorTests.audit(["Projects/Multiplatform"], in: TestPaths.fixtures)
    #expect(result.errors.isEmpty)
    let notes = result.warnings.filter { $0.severity == .note }
    #expect(
      notes.map(\.location.description) == [
        "Projects/Multiplatform/Packages/SunriseKit/Package.swift",
        "Projects/Multiplatform/Sunrise.xcodeproj/project.pbxproj",
        "Projects/Multiplatform/Sunrise.xcodeproj/project.pbxproj",
        "Projects/Multiplatform/Sunrise.xcodeproj/project.pbxproj",
        "Projects/Multiplatform/iOS/Assets.xcassets/AccentColor.colorset/Contents.json",
      ])
    #expect(
      notes.map(\.message) == [
        "2 source files not read: only the package's test targets build them: "
          + "SunriseKitSnapshotTests (tests), SunriseKitTests (tests)",
        "2 source files in the project's folder not read: none of its targets builds them, nor "
          + "another project read: Projects/Multiplatform/Shared/ReadingView 2.swift, "
          + "Projects/Multiplatform/iOS/Base.lproj/Main.storyboard",
        "7 source files and 1 asset catalog not read: only test bundles and targets for other "
          + "platforms than iOS build them: Sunrise (macOS), Sunrise Watch App (watchOS), "
          + "SunriseTests (tests), SunriseUITests (tests)",
        "UIUserInterfaceStyle is set for Sunrise (Dark): pairings found in files only such "
          + "targets build are checked in that appearance only, and their fixed text colors "
          + "are not flagged",
        "the app's accent color set is empty, so its accent and default tint are UIKit's "
          + "systemBlue: pairings on AccentColor are measured in systemBlue",
      ])
    #expect(!result.checks.isEmpty)
    #expect(result.failedChecks.isEmpty)
    #expect(result.exitStatus == 0)
    let files = Set(result.checks.map(\.pairing.location.file))
    #expect(
      files == [
        "Projects/Multiplatform/Shared/ReadingView.swift",
        "Projects/Multiplatform/MacShared/Base.lproj/Onboarding.storyboard",
        "Projects/Multiplatform/Widgets/SunriseWidget.swift",
      ])

    let (inputs, _) = Discovery.discover(
      paths: ["Projects/Multiplatform"], workingDirectory: TestPaths.fixtures)
    #expect(
      inputs.catalogs.map(\.displayPath) == [
        "Projects/Multiplatform/Widgets/Assets.xcassets",
        "Projects/Multiplatform/iOS/Assets.xcassets",
      ])
    #expect(
      inputs.sourceFiles.map(\.displayPath) == [
        "Projects/Multiplatform/MacShared/Base.lproj/Onboarding.storyboard",
        "Projects/Multiplatform/Packages/SunriseKit/Package.swift",
        "Projects/Multiplatform/Packages/SunriseKit/Sources/SunriseKit/Palette.swift",
        "Projects/Multiplatform/Shared/ReadingView.swift",
        "Projects/Multiplatform/Shared/Sunrise-Bridging-Header.h",
        "Projects/Multiplatform/Tools/Generator.swift",
        "Projects/Multiplatform/Widgets/SunriseWidget.swift",
        "Projects/Multiplatform/iOS/SunriseApp.swift",
      ])
  }

  /// A source file in the project's folder that no target builds draws nothing.
  ///
  /// cwa-app-ios keeps a `Main.storyboard` its project does not list (the app starts from its
  /// launch screen and code) and a second copy of a view controller under a misspelled folder:
  /// 4 pairings "found in use" in neither. Named on the command line, such a file is read.
  @Test func filesNoTargetBuildsAreLeftOut() throws {
    let result = AuditorTests.audit(["Projects/Multiplatform"], in: TestPaths.fixtures)
    #expect(!result.checks.contains { $0.pairing.foreground == "systemYellow" })
    let named = AuditorTests.audit(
      ["Projects/Multiplatform", "Projects/Multiplatform/Shared/ReadingView 2.swift"],
      in: TestPaths.fixtures)
    #expect(
      Set(
        named.checks.filter { $0.pairing.foreground == "systemYellow" }.map(\.pairing.location.file)
      )
        == ["Projects/Multiplatform/Shared/ReadingView 2.swift"])
  }

  /// A folder another build system builds from keeps its files, listed by a project or not.
  @Test func otherBuildSystemsManifestsAreRecognized() {
    for name in [
      "Package.swift", "Package@swift-5.9.swift", "Sunrise.podspec", "Sunrise.podspec.json",
      "project.yml", "Project.swift", "BUILD.bazel", "BUILD",
    ] {
      #expect(Discovery.isOtherBuildManifest(name), "\(name)")
    }
    for name in [
      "Package.resolved", "Podfile", "build.swift", "Projects.swift", "ReadingView.swift",
    ] {
      #expect(!Discovery.isOtherBuildManifest(name), "\(name)")
    }
    #expect(ProjectPath.pathExtension(of: "/app/Base.lproj/Main.storyboard") == "storyboard")
    #expect(ProjectPath.pathExtension(of: "/app/v1.2/Makefile") == "")
    #expect(ProjectPath.pathExtension(of: "/app/.swift") == "")
  }

  /// No user sees a test bundle's views.
  ///
  /// damus's unit tests build a text view from attributed text without a foreground, which the
  /// rules rightly flag in app code. Walked from the test folder, where no project is in sight,
  /// the same file is read and flagged.
  @Test func filesOnlyTestBundlesBuildAreLeftOut() throws {
    let withProject = AuditorTests.audit(["Projects/Multiplatform"], in: TestPaths.fixtures)
    #expect(withProject.findings.isEmpty)
    let alone = AuditorTests.audit(["Projects/Multiplatform/SunriseTests"], in: TestPaths.fixtures)
    #expect(
      alone.findings.map { "\($0.location.line ?? 0) \($0.rule)" } == [
        "9 attributed-text-foreground"
      ])
  }

  /// A file means the color its own target builds.
  ///
  /// The widget and the app each define `Paper`. The widget's comes first by path and is the
  /// palette's; the app's screens are measured on the app's, the widget's on its own. Both
  /// define `Fresh` too, written as bytes, hex and fractions with the slots in another order:
  /// the same color on screen, no warning (Loop's app and widget carry such copies).
  @Test func aFileMeansTheColorItsOwnTargetBuilds() throws {
    let result = AuditorTests.audit(["Projects/Multiplatform"], in: TestPaths.fixtures)
    func backgrounds(_ file: String) -> Set<String> {
      Set(
        result.checks.filter { $0.pairing.location.file.hasSuffix(file) }.map(
          \.pairing.background))
    }
    #expect(backgrounds("ReadingView.swift") == ["Paper (Sunrise)"])
    #expect(backgrounds("Onboarding.storyboard") == ["Paper (Sunrise)"])
    #expect(backgrounds("SunriseWidget.swift") == ["Paper"])
    // In Dark Mode, the app's dark gray paper and the widget's navy.
    let dark = TraitCombination(style: .dark, contrast: .normal, level: .base)
    let app = result.checks.first {
      $0.pairing.background == "Paper (Sunrise)" && $0.traits == dark
    }
    let widget = result.checks.first { $0.pairing.background == "Paper" && $0.traits == dark }
    #expect(app?.measurement?.background.color.hexString == "#1C1C1EFF")
    #expect(widget?.measurement?.background.color.hexString == "#10121CFF")
    #expect(
      result.warnings.filter { $0.severity == .warning }.map(\.message) == [
        "Paper is also defined in Projects/Multiplatform/Widgets/Assets.xcassets/Paper.colorset/"
          + "Contents.json; the audit uses that one, and this one for pairings found in files of "
          + "Sunrise"
      ])
  }

  /// An app that is always dark has no Dark Mode to adapt to.
  ///
  /// A fixed text color in a file only it builds is not flagged; walked without the project,
  /// the same file is.
  ///
  /// Blockstream Green forces Dark and had eleven warnings on `UIColor.lightGray` placeholders
  /// and segment titles shown only on its dark screens.
  @Test func aFixedTextColorInAnAppThatForcesAnAppearanceIsNotFlagged() {
    let withProject = AuditorTests.audit(["Projects/Multiplatform"], in: TestPaths.fixtures)
    #expect(!withProject.findings.contains { $0.location.file.hasSuffix("SunriseApp.swift") })
    let alone = AuditorTests.audit(["Projects/Multiplatform/iOS"], in: TestPaths.fixtures)
    #expect(
      alone.findings.map { "\($0.location.line ?? 0) \($0.rule)" } == [
        "20 attributed-text-static-color"
      ])
  }

  /// In a Light-only app a fixed color that fails on white is still a failure, and text drawn
  /// black for want of a color is not.
  ///
  /// iNaturalist (Light) had `lightGrayColor` location glyphs on white, 2.32:1, which are kept,
  /// and notes on labels and HTML imports drawn black, which only Dark Mode would make
  /// unreadable.
  @Test func aLightOnlyAppKeepsWhatFailsInLight() throws {
    let folder = try TemporaryFolder()
    let copy = folder.url.appendingPathComponent("Multiplatform")
    try FileManager.default.copyItem(at: Self.fixture, to: copy)
    let plist = copy.appendingPathComponent("iOS/Info.plist")
    try String(contentsOf: plist, encoding: .utf8)
      .replacingOccurrences(of: "<string>Dark</string>", with: "<string>Light</string>")
      .write(to: plist, atomically: true, encoding: .utf8)
    let app = copy.appendingPathComponent("iOS/SunriseApp.swift")
    try
      (String(contentsOf: app, encoding: .utf8) + """

        final class EntryHeader: UIView {
            let titleLabel = UILabel()
            let dateLabel = UILabel()

            func show(_ title: String) {
                titleLabel.attributedText = NSAttributedString(
                    string: title, attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])
                dateLabel.attributedText = NSAttributedString(
                    string: title, attributes: [.foregroundColor: UIColor.darkGray])
            }
        }

        """).write(to: app, atomically: true, encoding: .utf8)
    let result = AuditorTests.audit(["Multiplatform"], in: folder.url)
    let found = result.findings.filter { $0.location.file.hasSuffix("SunriseApp.swift") }
    // lightGray fails on Light Mode's white; darkGray fails only on black; the title's missing
    // color draws black on white.
    #expect(
      found.map { "\($0.location.line ?? 0) \($0.rule)" } == ["20 attributed-text-static-color"])
    #expect(found.first?.failsIn == [.light])
  }

  /// The app's Info.plist sets `UIUserInterfaceStyle = Dark`: its screens are checked in Dark
  /// Mode only; the widget, which follows the system, in both.
  @Test func anAppThatForcesAnAppearanceIsCheckedInIt() throws {
    let result = AuditorTests.audit(["Projects/Multiplatform"], in: TestPaths.fixtures)
    func styles(_ file: String) -> Set<Style> {
      Set(result.checks.filter { $0.pairing.location.file.hasSuffix(file) }.map(\.traits.style))
    }
    #expect(styles("ReadingView.swift") == [.dark])
    #expect(styles("Onboarding.storyboard") == [.dark])
    #expect(styles("SunriseWidget.swift") == [.light, .dark])
    // `contrast-audit init` declares them so.
    let starter = Auditor.starterConfiguration(
      AuditRequest(
        paths: ["Projects/Multiplatform"], workingDirectory: TestPaths.fixtures,
        rulesDirectory: TestPaths.rules))
    let config = try JSONSerialization.jsonObject(with: Data(starter.json.utf8)) as? [String: Any]
    let declared = config?["pairings"] as? [[String: Any]] ?? []
    #expect(
      declared.map { ($0["styles"] as? [String]) ?? [] }.sorted { $0.count < $1.count } == [
        [], ["dark"], ["dark"], ["dark"],
      ])
  }

  /// Xcode's template names `AccentColor` as the app's accent and leaves its color set empty:
  /// the app is tinted UIKit's systemBlue, and `Color.accentColor` is measured so.
  ///
  /// Trio's `.accentColor` pairings were unresolved ("the Any slot of the color set AccentColor
  /// is empty"). A project that names another accent, or settings that do not decide it, leave
  /// the empty set as it is.
  @Test func anEmptyTemplateAccentColorIsUIKitsDefaultTint() throws {
    let result = AuditorTests.audit(["Projects/Multiplatform"], in: TestPaths.fixtures)
    let accent = result.checks.filter { $0.pairing.foreground == "AccentColor" }
    #expect(accent.count == 4)
    #expect(
      Set(accent.compactMap { $0.measurement?.foreground.color.hexString })
        == ["#0091FFFF", "#5CB8FFFF"])
    var inputs = DiscoveredInputs()
    inputs.accentColorNames = ["Brand", nil]
    let empty = NamedColor(
      name: "AccentColor", definition: .assetCatalog([AssetSlot(content: .empty)]),
      location: SourceLocation(file: "Assets.xcassets/AccentColor.colorset/Contents.json"))
    var palette = Palette([empty])
    #expect(Auditor.defaultAccentColor(inputs, rules: TestPaths.builtInRules, &palette) == nil)
    #expect(palette["AccentColor"]?.definition == empty.definition)
    inputs.accentColorNames = ["AccentColor", nil]
    #expect(Auditor.defaultAccentColor(inputs, rules: TestPaths.builtInRules, &palette) != nil)
    #expect(palette["AccentColor"]?.definition.kind == .system)
  }

  @Test(arguments: [
    (["INFOPLIST_KEY_UIUserInterfaceStyle": "Light"], Style?.some(.light), String?.none),
    (["INFOPLIST_KEY_UIUserInterfaceStyle": "Dark"], .dark, nil),
    (["INFOPLIST_KEY_UIUserInterfaceStyle": "Automatic"], nil, nil),
    (["INFOPLIST_KEY_UIUserInterfaceStyle": "$(APPEARANCE)"], nil, nil),
    (["INFOPLIST_FILE": "$(SRCROOT)/iOS/Info.plist"], .dark, nil),
    (
      ["INFOPLIST_FILE": "iOS/Info.plist", "INFOPLIST_KEY_UIUserInterfaceStyle": "Light"], nil, nil
    ),
    // Xcode expands the target's name; the target here is named iOS.
    (["INFOPLIST_FILE": "$(TARGET_NAME)/Info.plist"], .dark, nil),
    (["INFOPLIST_FILE": "Missing/Info.plist"], nil, "Missing/Info.plist: no such file"),
    (
      ["INFOPLIST_FILE": "$(DERIVED_FILE_DIR)/Info.plist"], nil,
      "$(DERIVED_FILE_DIR)/Info.plist: its path names a build variable"
    ),
    (
      ["INFOPLIST_FILE": "iOS/SunriseApp.swift"], nil,
      "iOS/SunriseApp.swift: not a property list with a dictionary at its root"
    ),
    ([:], nil, nil),
  ])
  func theForcedAppearanceComesFromSettingsOrInfoPlist(
    settings: [String: String], style: Style?, problem: String?
  ) {
    let found = XcodeProject.forcedStyle(
      [[Self.level(settings)]], targetName: "iOS", projectRoot: Self.fixture.path)
    #expect(found.style == style)
    #expect(found.infoPlistProblem == problem)
  }

  @Test func configurationsThatDisagreeForceNothing() {
    let light = Self.level(["INFOPLIST_KEY_UIUserInterfaceStyle": "Light"])
    let dark = Self.level(["INFOPLIST_KEY_UIUserInterfaceStyle": "Dark"])
    #expect(
      XcodeProject.forcedStyle([[light], [dark]], targetName: "App", projectRoot: "/") == (nil, nil)
    )
    #expect(
      XcodeProject.forcedStyle([[light], [light]], targetName: "App", projectRoot: "/").style
        == .light)
  }

  /// An Info.plist the project names but the checkout does not hold (generated, or left out of
  /// the repository) is said to be unread: whether it forces an appearance is not known.
  @Test func anInfoPlistThatCannotBeReadIsANote() throws {
    let folder = try TemporaryFolder()
    let project = try String(
      contentsOf: Self.fixture.appendingPathComponent("Sunrise.xcodeproj/project.pbxproj"),
      encoding: .utf8)
    try folder.write("App/Sunrise.xcodeproj/project.pbxproj", project)
    try folder.write("App/iOS/SunriseApp.swift", "import SwiftUI\n")
    let (_, diagnostics) = Discovery.discover(paths: ["App"], workingDirectory: folder.url)
    let notes = diagnostics.filter { $0.message.contains("Info.plist was not read") }
    #expect(notes.map(\.location.file) == ["App/Sunrise.xcodeproj/project.pbxproj"])
    #expect(notes.first?.severity == .note)
    #expect(notes.first?.message.contains("(iOS/Info.plist: no such file)") == true)
  }

  /// A preprocessed Info.plist is read past its directives.
  ///
  /// KeePassium's, which Xcode preprocesses (`INFOPLIST_PREPROCESS = YES`), has an `#ifdef`
  /// between its keys. A style set under one is unknown.
  @Test func aPreprocessedInfoPlistIsReadPastItsDirectives() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
          <key>CFBundleURLTypes</key>
          <array>
              <dict>
                  <key>CFBundleURLSchemes</key>
                  <array>
                      <string>$(APP_URL_SCHEME)</string>
      #ifdef INTUNE
                      <string>$(APP_URL_SCHEME)-intunemam</string>
      #endif
                  </array>
              </dict>
          </array>
          <key>UIUserInterfaceStyle</key>
          <string>Dark</string>
      </dict>
      </plist>
      """
    let folder = try TemporaryFolder()
    try folder.write("App/Plain/Info.plist", plist)
    try folder.write(
      "App/Conditional/Info.plist",
      plist.replacingOccurrences(
        of: "    <key>UIUserInterfaceStyle</key>",
        with: "#if APPSTORE\n    <key>UIUserInterfaceStyle</key>"
      ).replacingOccurrences(of: "<string>Dark</string>", with: "<string>Dark</string>\n#endif"))
    let root = folder.url.appendingPathComponent("App").path
    func read(_ path: String) -> (style: Style?, infoPlistProblem: String?) {
      XcodeProject.forcedStyle(
        [[Self.level(["INFOPLIST_FILE": path])]], targetName: "App", projectRoot: root)
    }
    #expect(read("Plain/Info.plist") == (.dark, nil))
    #expect(
      read("Conditional/Info.plist")
        == (
          nil,
          "Conditional/Info.plist: its UIUserInterfaceStyle is set under a preprocessor condition"
        ))
    #expect(XcodeProject.withoutDirectives(Array("<dict/>\n".utf8)) == .none)
  }

  /// A CocoaPods settings file the checkout lacks sets nothing read here.
  ///
  /// iNaturalist bases its app target on CocoaPods' `Pods-iNaturalist.debug.xcconfig`, which
  /// `pod install` writes and the repository does not hold: its Info.plist's `Light` was not
  /// taken, since the missing file might have set the style, and every Dark Mode check and
  /// finding of a Light-only app was reported. CocoaPods' files set no setting read here.
  @Test func aMissingCocoaPodsSettingsFileDecidesNothing() throws {
    let folder = try TemporaryFolder()
    var project = try String(
      contentsOf: Self.fixture.appendingPathComponent("Sunrise.xcodeproj/project.pbxproj"),
      encoding: .utf8)
    let reference = "3E5A19992D4F8C2100B7A4E1"
    project = project.replacingOccurrences(
      of: "/* Begin PBXFileReference section */\n",
      with:
        "/* Begin PBXFileReference section */\n\t\t\(reference) /* Pods-Sunrise.debug.xcconfig */ = "
        + "{isa = PBXFileReference; lastKnownFileType = text.xcconfig; name = "
        + "\"Pods-Sunrise.debug.xcconfig\"; path = \"Pods/Target Support Files/Pods-Sunrise/"
        + "Pods-Sunrise.debug.xcconfig\"; sourceTree = SOURCE_ROOT; };\n")
    for id in ["3E5A10812D4F8C2100B7A4E1", "3E5A10822D4F8C2100B7A4E1"] {
      let marker = "\(id) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
      let release = "\(id) /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
      for head in [marker, release] where project.contains(head) {
        project = project.replacingOccurrences(
          of: head, with: head + "\t\t\tbaseConfigurationReference = \(reference);\n")
      }
    }
    // The iOS target's two configurations, beside the Mac target's own two.
    #expect(project.components(separatedBy: "baseConfigurationReference").count == 5)
    let path = try folder.write("App/Sunrise.xcodeproj/project.pbxproj", project).path
    try folder.write(
      "App/iOS/Info.plist",
      try String(
        contentsOf: Self.fixture.appendingPathComponent("iOS/Info.plist"), encoding: .utf8))
    let read = try XcodeProject.read(projectFile: path).get()
    let styles = read.targets.filter { $0.forcedStyle != nil }.map(\.name)
    #expect(styles.count == 1)
    #expect(read.targets.allSatisfy { $0.infoPlistProblem == nil })
    #expect(
      XcodeProject.isCocoaPodsSettings(
        "/a/Pods/Target Support Files/Pods-A/Pods-A.release.xcconfig"))
    #expect(!XcodeProject.isCocoaPodsSettings("/a/Config/Shared.xcconfig"))
  }

  @Test func aProjectWithoutItsProjectFileIsReadWithoutMembership() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/App.xcodeproj/xcshareddata/xcschemes/App.xcscheme", "<Scheme/>\n")
    try folder.write("App/Sources/View.swift", "import SwiftUI\n")
    let (inputs, diagnostics) = Discovery.discover(paths: ["App"], workingDirectory: folder.url)
    #expect(diagnostics.isEmpty)
    #expect(inputs.sourceFiles.map(\.displayPath) == ["App/Sources/View.swift"])
  }

  /// raivo-otp's repository holds its project with a merge left unresolved.
  @Test func aBrokenProjectFileIsAnErrorWithItsLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/App.xcodeproj/project.pbxproj",
      "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n<<<<<<< HEAD\n")
    try folder.write("App/Sources/View.swift", "import SwiftUI\n")
    let before = try Data(
      contentsOf: folder.url.appendingPathComponent("App/App.xcodeproj/project.pbxproj"))
    let run = try EndToEndTests.run(["App"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stdout.contains(
        "App/App.xcodeproj/project.pbxproj:5: error: cannot read the Xcode project: "
          + "expected a key or '}', found the merge conflict marker '<<<<<<<': resolve the "
          + "conflict"))
    let after = try Data(
      contentsOf: folder.url.appendingPathComponent("App/App.xcodeproj/project.pbxproj"))
    #expect(before == after)
  }

  /// Winston's project puts its views in a group `Components`, a folder `components` on disk:
  /// Xcode builds them on a case-insensitive disk, and the audit had left all 430 out as built
  /// by no target, finding no pairing in the whole app.
  @Test func aListedFileIsBuiltWhateverTheCaseOfItsFolder() throws {
    let folder = try TemporaryFolder()
    let copy = folder.url.appendingPathComponent("App")
    try FileManager.default.copyItem(at: Self.fixture, to: copy)
    try FileManager.default.moveItem(
      at: copy.appendingPathComponent("Shared"), to: copy.appendingPathComponent("shared"))
    let result = AuditorTests.audit(["App"], in: folder.url)
    #expect(result.checks.contains { $0.pairing.location.file == "App/shared/ReadingView.swift" })
    #expect(
      !result.warnings.contains {
        $0.message.contains("App/shared/ReadingView.swift") && $0.message.contains("not read")
      })
  }

  /// xDrip's project names `xdrip/Supporting Files/Info.plist`, in a folder `xDrip`: Xcode finds
  /// it on a case-insensitive disk, and so does the audit, which had missed its Light appearance.
  @Test func aProjectPathIsFoundWhateverItsCase() throws {
    let folder = try TemporaryFolder()
    try folder.write("xDrip/Supporting Files/Info.plist", "<plist/>")
    let root = folder.url.path
    #expect(
      ProjectPath.existing(root + "/xdrip/supporting files/Info.plist")
        == root + "/xDrip/Supporting Files/Info.plist")
    #expect(ProjectPath.existing(root + "/xdrip/Missing/Info.plist") == nil)
    try folder.write("XDRIP/Supporting Files/Info.plist", "<plist/>")
    // Two folders that differ only by case: which one Xcode means is not known.
    #expect(ProjectPath.existing(root + "/xdrip/Supporting Files/Info.plist") == nil)
  }

  /// A project named for an example, a demo or a sample, inside another project's folder, ships
  /// nothing.
  ///
  /// Mammoth vendors a library with its demo app (`FloatLabelExample.xcodeproj`, inside
  /// Mammoth's folder): the demo's storyboard and launch screen were read as the app's.
  @Test func anExampleProjectInsideAnotherProjectsFolderShipsNothing() throws {
    func pairingsUnder(_ nested: String) throws -> (Bool, AuditResult) {
      let folder = try TemporaryFolder()
      let app = folder.url.appendingPathComponent("App")
      try FileManager.default.copyItem(at: Self.fixture, to: app)
      let vendored = app.appendingPathComponent("Vendor/\(nested)")
      try FileManager.default.createDirectory(
        at: vendored.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: Self.fixture, to: vendored)
      let result = AuditorTests.audit(["App"], in: folder.url)
      return (result.checks.contains { $0.pairing.location.file.hasPrefix("App/Vendor/") }, result)
    }
    let (exampleRead, example) = try pairingsUnder("FloatLabelExample")
    #expect(!exampleRead)
    #expect(example.warnings.contains { $0.message.contains("an example app's targets") })
    let (libraryRead, _) = try pairingsUnder("FloatLabelKit")
    #expect(libraryRead)
  }
}
