// swift-tools-version:6.0
import PackageDescription

/// The tests are built with the release configuration (`make test`), so
/// what they exercise runs optimised; the test code itself needs no
/// optimising and compiles several times faster without. Nothing imports a
/// test module, so its interface is written by the one frontend that
/// compiles it, not type-checked a second time by a job of its own (the
/// driver's default for an unoptimised whole-module build).
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Onone", "-no-emit-module-separately-wmo"])]

let package = Package(
    name: "chartreel",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ChartReel", targets: ["ChartReel"]),
        .executable(name: "chartreel", targets: ["chartreel"]),
        .plugin(name: "ChartreelCommand", targets: ["ChartreelCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation`: the API's DocC site (make docs makes the same
        // site with the toolchain's own tools, scripts/docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // libgd's header only: the library is loaded when the first canvas is
        // made (ReelRaster's GDLibrary), not linked, so that starting chartreel
        // does not bind the forty image-format libraries libgd links.
        .systemLibrary(
            name: "CGD",
            providers: [.apt(["libgd-dev"])]
        ),
        // HarfBuzz shaping and FriBidi reordering through libraqm, glyphs drawn with FreeType.
        .systemLibrary(
            name: "CTextShaping",
            pkgConfig: "raqm",
            providers: [.apt(["libraqm-dev"])]
        ),
        // Raw deflate for the data an HTML scrubber embeds (browsers inflate it with DecompressionStream).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // libchafa encodes frames for the terminal player (kitty, iTerm2, sixel, symbols).
        .systemLibrary(
            name: "CChafa",
            pkgConfig: "chafa",
            providers: [.apt(["libchafa-dev"])]
        ),
        // Animated WebP decoded frame by frame for `chartreel check` (ffmpeg 5.1 cannot).
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpdemux",
            providers: [.apt(["libwebp-dev"])]
        ),
        // libyaml's parser: YAML scenes are read from its event stream (YAMLEvents).
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(name: "ReelTiming"),
        .target(name: "ReelGeometry"),
        // Ordered JSON values and their writers: every JSON the program writes.
        .target(name: "ReelJSON"),
        // Frames to planar YUV for MP4 encodes, in SSE2 lanes (Swift's SIMD
        // types multiply 32-bit lanes without SSE4.1's pmulld, four times slower).
        .target(name: "CVideoPixels"),
        // Fonts, shaping, glyph outlines and masks, measuring: text as FreeType and HarfBuzz see it.
        .target(name: "ReelText", dependencies: ["CTextShaping", "ReelGeometry"]),
        .target(name: "ReelRaster", dependencies: ["CGD", "CVideoPixels", "ReelGeometry", "ReelText", "ReelSystem"]),
        // Display items followed across frames, reduced to keyframes, written as animated SVG and Lottie.
        .target(name: "ReelVector", dependencies: ["ReelGeometry", "ReelJSON", "ReelText", "ReelTiming"]),
        .target(name: "ReelCharts", dependencies: ["ReelGeometry", "ReelTiming"]),
        // Starting ffmpeg and ffprobe as children that die with chartreel (prctl, which Swift cannot call).
        .target(name: "CChildSpawn"),
        .target(name: "CHeap"),
        // Child processes, signals through one signal pipe, output destinations, work areas, stream copies.
        .target(name: "ReelSystem", dependencies: ["CChildSpawn", "CHeap"]),
        // One folder per format: its writer, its ffmpeg sink and its structure reader together.
        .target(name: "ReelEncoding", dependencies: ["ReelSystem", "ReelGeometry", "ReelJSON", "ReelRaster", "CZlib"]),
        // Scenes: decoding and validation, option tables, data readers, presets, the render loop, the HTML scrubber.
        .target(
            name: "ReelScene",
            dependencies: ["ReelTiming", "ReelGeometry", "ReelJSON", "ReelText", "ReelRaster", "ReelVector", "ReelCharts", "ReelSystem", "ReelEncoding", "CYaml"],
            plugins: ["EmbedText"]
        ),
        // The library's API, in Core Animation's words: scenes built in Swift, rendered, encoded as scene files.
        .target(name: "ChartReel", dependencies: ["ReelScene", "ReelEncoding", "ReelJSON", "ReelSystem"]),
        // `swift package chartreel ...`: the chartreel tool, built from the package graph when the command
        // runs, in the package's folder. Not a declared tool dependency: that would build the whole graph
        // twice (once for the host) in every `swift build` of the package.
        .plugin(
            name: "ChartreelCommand",
            capability: .command(intent: .custom(verb: "chartreel", description: "Render, check and lay out chart animations with chartreel"))
        ),
        // Text files built into a module as strings (the scrubber's scripts): `Type.member.js` → `Type.member`.
        .plugin(name: "EmbedText", capability: .buildTool()),
        // `chartreel check`: committed assets read through bounded gates, played and compared with fresh renders.
        .target(name: "ReelCheck", dependencies: ["ReelScene", "ReelEncoding", "ReelSystem", "ReelRaster", "ReelVector", "CWebP"]),
        // `chartreel play`: the terminal, keys, frames rendered ahead and encoded by libchafa.
        .target(name: "ReelTerminal", dependencies: ["ReelScene", "ReelRaster", "ReelSystem", "CChafa"]),
        .executableTarget(
            name: "chartreel",
            dependencies: [
                "ReelScene",
                "ReelCheck",
                "ReelTerminal",
                "ReelEncoding",
                "ReelSystem",
                "ReelRaster",
                "ReelText",
                "ReelGeometry",
                "ReelJSON",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The fuzzer's entry points and their replayer (make fuzz, scripts/fuzz.sh).
        .executableTarget(name: "chartreel-fuzz", dependencies: ["ReelScene", "ReelCheck", "ReelEncoding", "ReelCharts", "ReelRaster", "ReelText", "ReelGeometry", "ReelTiming"]),
        .executableTarget(name: "chartreel-bench", dependencies: ["ReelScene", "ReelRaster", "ReelGeometry", "ReelEncoding", "ReelJSON", "ReelSystem"]),
        .target(name: "TestSupport", dependencies: ["ReelRaster"], path: "Tests/TestSupport", swiftSettings: testSettings),
        .testTarget(name: "ReelTimingTests", dependencies: ["ReelTiming", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "ReelGeometryTests", dependencies: ["ReelGeometry"], swiftSettings: testSettings),
        .testTarget(name: "ReelJSONTests", dependencies: ["ReelJSON"], swiftSettings: testSettings),
        .testTarget(name: "ReelRasterTests", dependencies: ["ReelRaster", "ReelText", "ReelVector", "ReelGeometry", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "ReelTextTests", dependencies: ["ReelText", "ReelGeometry", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "ReelVectorTests", dependencies: ["ReelVector", "ReelJSON", "ReelText", "ReelGeometry", "ReelTiming", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "ReelChartsTests", dependencies: ["ReelCharts", "ReelGeometry", "ReelTiming", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "ReelSystemTests", dependencies: ["ReelSystem", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "ReelEncodingTests", dependencies: ["ReelEncoding", "ReelSystem", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "ReelCheckTests", dependencies: ["ReelCheck", "ReelEncoding", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "ReelTerminalTests", dependencies: ["ReelTerminal"], swiftSettings: testSettings),
        .testTarget(
            name: "ReelSceneTests",
            dependencies: ["ReelScene", "ReelText", "ReelRaster", "ReelVector", "ReelGeometry", "ReelJSON", "ReelCharts", "ReelTiming", "ReelEncoding", "ReelSystem", "ReelCheck", "TestSupport"],
            exclude: ["Goldens", "Fidelity", "Fixtures"],
            swiftSettings: testSettings
        ),
        .testTarget(name: "ChartReelTests", dependencies: ["ChartReel", "TestSupport"], swiftSettings: testSettings),
        .testTarget(
            name: "CLITests",
            dependencies: ["chartreel", "chartreel-fuzz", "ChartReel", "TestSupport", "ReelRaster", "ReelEncoding", "ReelSystem", "ReelCheck"],
            exclude: ["HostileScenes", "FuzzCorpus"],
            swiftSettings: testSettings
        ),
    ]
)
