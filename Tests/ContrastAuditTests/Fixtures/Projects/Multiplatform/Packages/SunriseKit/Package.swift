// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "SunriseKit",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "SunriseKit", targets: ["SunriseKit"])
    ],
    targets: [
        .target(name: "SunriseKit"),
        .testTarget(
            name: "SunriseKitTests",
            dependencies: ["SunriseKit"]
        ),
        .testTarget(name: "SunriseKitSnapshotTests", dependencies: ["SunriseKit"], path: "Tests/Snapshots/"),
    ]
)
