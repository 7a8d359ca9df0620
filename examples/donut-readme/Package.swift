// swift-tools-version:6.0
import PackageDescription

// A package that keeps its README animation in Swift: the scene is code
// (Sources/DonutReadme), a test renders it and keeps docs/donut.json (the
// scene file beside the GIF) in step, and `swift package chartreel check
// docs` holds the committed GIF to a fresh render.
let package = Package(
    name: "DonutReadme",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "chartreel", path: "../.."),
    ],
    targets: [
        .target(name: "DonutReadme", dependencies: [.product(name: "ChartReel", package: "chartreel")]),
        .testTarget(name: "DonutReadmeTests", dependencies: ["DonutReadme", .product(name: "ChartReel", package: "chartreel")]),
    ]
)
