import Foundation
import Testing

@testable import ContrastAudit

/// A project inside the app's folder whose sources the app compiles is a vendored library; the
/// application targets of its own project are its demo, and ship nothing.
///
/// iSubMusicStreamer (read to check) compiles `Reachability.m` from `Frameworks/Reachability`,
/// which keeps Apple's Reachability sample project beside it: the sample's storyboard was read
/// as the app's, and its gray-on-white status labels failed. The library's own framework target
/// still ships what it builds, and a nested project the app compiles nothing from is read.
@Suite struct VendoredDemoAppTests {
  /// A project file whose one target, of `productType`, builds `sources` and `resources`
  /// (paths relative to the project's folder), with `settings` (`SWIFT_VERSION = 3.0`) beside
  /// `SDKROOT`.
  static func project(
    target: String, productType: String, sources: [String], resources: [String] = [],
    settings: [String] = []
  ) -> String {
    var objects: [String] = []
    var children: [String] = []
    var sourceFiles: [String] = []
    var resourceFiles: [String] = []
    for (n, path) in (sources + resources).enumerated() {
      let reference = String(format: "3E5A2%03dD4F8C2100B7A4E1", n)
      let buildFile = String(format: "3E5A3%03dD4F8C2100B7A4E1", n)
      let name = (path as NSString).lastPathComponent
      let fileType =
        name.hasSuffix(".m")
        ? "sourcecode.c.objc" : name.hasSuffix(".swift") ? "sourcecode.swift" : "file.storyboard"
      objects.append(
        "\t\t\(reference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = "
          + "\(fileType); path = \"\(path)\"; sourceTree = \"<group>\"; };")
      objects.append(
        "\t\t\(buildFile) /* \(name) in \(n < sources.count ? "Sources" : "Resources") */ = "
          + "{isa = PBXBuildFile; fileRef = \(reference) /* \(name) */; };")
      children.append("\t\t\t\t\(reference) /* \(name) */,")
      if n < sources.count {
        sourceFiles.append("\t\t\t\t\(buildFile),")
      } else {
        resourceFiles.append("\t\t\t\t\(buildFile),")
      }
    }
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjectVersion = 56;
      \tobjects = {
      \(objects.joined(separator: "\n"))
      \t\t3E5A1001D4F8C2100B7A4E1 /* Project object */ = {
      \t\t\tisa = PBXProject;
      \t\t\tbuildConfigurationList = 3E5A1002D4F8C2100B7A4E1;
      \t\t\tmainGroup = 3E5A1003D4F8C2100B7A4E1;
      \t\t\tprojectDirPath = "";
      \t\t\ttargets = (
      \t\t\t\t3E5A1004D4F8C2100B7A4E1 /* \(target) */,
      \t\t\t);
      \t\t};
      \t\t3E5A1002D4F8C2100B7A4E1 = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\t3E5A1005D4F8C2100B7A4E1 /* Release */,
      \t\t\t);
      \t\t};
      \t\t3E5A1005D4F8C2100B7A4E1 /* Release */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tSDKROOT = iphoneos;\(settings.map { "\n\t\t\t\t\($0);" }.joined())
      \t\t\t};
      \t\t\tname = Release;
      \t\t};
      \t\t3E5A1003D4F8C2100B7A4E1 = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \(children.joined(separator: "\n"))
      \t\t\t);
      \t\t\tsourceTree = "<group>";
      \t\t};
      \t\t3E5A1004D4F8C2100B7A4E1 /* \(target) */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildConfigurationList = 3E5A1002D4F8C2100B7A4E1;
      \t\t\tbuildPhases = (
      \t\t\t\t3E5A1006D4F8C2100B7A4E1 /* Sources */,
      \t\t\t\t3E5A1007D4F8C2100B7A4E1 /* Resources */,
      \t\t\t);
      \t\t\tname = \(target);
      \t\t\tproductType = "\(productType)";
      \t\t};
      \t\t3E5A1006D4F8C2100B7A4E1 /* Sources */ = {
      \t\t\tisa = PBXSourcesBuildPhase;
      \t\t\tfiles = (
      \(sourceFiles.joined(separator: "\n"))
      \t\t\t);
      \t\t};
      \t\t3E5A1007D4F8C2100B7A4E1 /* Resources */ = {
      \t\t\tisa = PBXResourcesBuildPhase;
      \t\t\tfiles = (
      \(resourceFiles.joined(separator: "\n"))
      \t\t\t);
      \t\t};
      \t};
      \trootObject = 3E5A1001D4F8C2100B7A4E1 /* Project object */;
      }
      """
  }

  static let application = "com.apple.product-type.application"

  /// The storyboard of Reachability's sample: a status label in gray on white.
  static let sampleStoryboard = InterfaceBuilderDocument.storyboard(
    """
            <scene sceneID="RS-sc">
                <objects>
                    <viewController id="RS-vc" customClass="APLViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="RS-vw">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews>
    \(InterfaceBuilderDocument.label(
      "RS-lb", text: "Remote Host Status", font: #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#,
      textColor: InterfaceBuilderDocument.gray("textColor", white: "0.66666666666666663")))
                            </subviews>
                            \(InterfaceBuilderDocument.gray("backgroundColor", white: "1"))
                        </view>
                    </viewController>
                </objects>
            </scene>
    """)

  /// Audits an app whose project compiles `appSources`, beside a nested Reachability project
  /// whose one target is of `nestedType`; whether the sample's storyboard was read.
  static func readsSample(appSources: [String], nestedType: String) throws -> (Bool, AuditResult) {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/iSub.xcodeproj/project.pbxproj",
      project(target: "iSub", productType: application, sources: appSources))
    try folder.write(
      "App/Classes/AppDelegate.m",
      "#import \"AppDelegate.h\"\n\n@implementation AppDelegate\n@end\n")
    let nested = "App/Frameworks/Reachability"
    try folder.write(
      "\(nested)/Reachability.xcodeproj/project.pbxproj",
      project(
        target: "Reachability", productType: nestedType,
        sources: ["Reachability/Reachability.m", "Reachability/APLViewController.m"],
        resources: ["Reachability/Base.lproj/MainStoryboard.storyboard"]))
    try folder.write(
      "\(nested)/Reachability/Reachability.m",
      "#import \"Reachability.h\"\n\n@implementation Reachability\n@end\n")
    try folder.write(
      "\(nested)/Reachability/APLViewController.m",
      "#import \"APLViewController.h\"\n\n@implementation APLViewController\n@end\n")
    try folder.write(
      "\(nested)/Reachability/Base.lproj/MainStoryboard.storyboard", sampleStoryboard)
    let result = folder.audit()
    return (
      result.checks.contains { $0.pairing.location.file.hasSuffix("MainStoryboard.storyboard") },
      result
    )
  }

  @Test func aVendoredLibrarysSampleAppShipsNothing() throws {
    let (read, result) = try Self.readsSample(
      appSources: ["Classes/AppDelegate.m", "Frameworks/Reachability/Reachability/Reachability.m"],
      nestedType: Self.application)
    #expect(!read)
    #expect(result.warnings.contains { $0.message.contains("an example app's targets") })
  }

  @Test func aNestedProjectTheAppCompilesNothingFromIsRead() throws {
    let (read, _) = try Self.readsSample(
      appSources: ["Classes/AppDelegate.m"], nestedType: Self.application)
    #expect(read)
  }

  @Test func aVendoredLibrarysFrameworkTargetShipsWhatItBuilds() throws {
    let (read, _) = try Self.readsSample(
      appSources: ["Classes/AppDelegate.m", "Frameworks/Reachability/Reachability/Reachability.m"],
      nestedType: "com.apple.product-type.framework")
    #expect(read)
  }
}
