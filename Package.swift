// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "contrast-audit",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ContrastAudit", targets: ["ContrastAudit"]),
    .executable(name: "contrast-audit", targets: ["contrast-audit"]),
    // `swift package contrast-audit` in a package that depends on this one.
    .plugin(name: "ContrastAuditCommand", targets: ["ContrastAuditCommand"]),
    // Audits a target's colors on every build (`plugins: [.plugin(name: "ContrastAuditBuildTool",
    // package: "contrast-audit")]`).
    .plugin(name: "ContrastAuditBuildTool", targets: ["ContrastAuditBuildTool"]),
  ],
  targets: [
    // The library: loaders, resolver, evaluator, scanner and reporters. Pure: no printing, no exit.
    // Rules/ is compiled into it by the EmbedRules build-tool plugin (see `EmbeddedRules`).
    .target(name: "ContrastAudit", plugins: ["EmbedRules"]),
    .executableTarget(name: "generate-builtin-rules"),
    .plugin(
      name: "EmbedRules", capability: .buildTool(), dependencies: ["generate-builtin-rules"]),
    // The thin command line: arguments, file output, exit status.
    .executableTarget(name: "contrast-audit", dependencies: ["ContrastAudit"]),
    .plugin(
      name: "ContrastAuditCommand",
      capability: .command(
        intent: .custom(
          verb: "contrast-audit",
          description: "Audit the package's colors for WCAG contrast in every trait combination")),
      dependencies: ["contrast-audit"]),
    .plugin(
      name: "ContrastAuditBuildTool", capability: .buildTool(), dependencies: ["contrast-audit"]),
    // Release-mode benchmarks that print figures (see README "Performance").
    .executableTarget(name: "bench-audit", dependencies: ["ContrastAudit"]),
    .executableTarget(name: "bench-scan", dependencies: ["ContrastAudit"]),
    .testTarget(
      name: "ContrastAuditTests",
      dependencies: ["ContrastAudit"],
      resources: [.copy("Fixtures")]
    ),
  ]
)
