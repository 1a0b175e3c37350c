// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "contrast-audit",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ContrastAudit", targets: ["ContrastAudit"]),
    .executable(name: "contrast-audit", targets: ["contrast-audit"]),
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
