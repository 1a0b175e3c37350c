// swift-tools-version:6.1
// A package that uses contrast-audit's SwiftPM plugins, as the README shows: the build-tool
// plugin audits the Greeting target on every build, and `swift package contrast-audit` audits
// the package on demand. scripts/plugin-check.sh builds a copy of it in CI.
import PackageDescription

let package = Package(
  name: "PluginPackage",
  platforms: [.macOS(.v13), .iOS(.v17)],
  dependencies: [
    .package(name: "contrast-audit", path: "../..")
  ],
  targets: [
    .target(
      name: "Greeting",
      exclude: ["Colors.xcassets"],
      plugins: [.plugin(name: "ContrastAuditBuildTool", package: "contrast-audit")])
  ]
)
