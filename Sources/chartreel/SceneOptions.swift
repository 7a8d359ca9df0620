import ArgumentParser
import ChartReel
import Foundation
import ReelGeometry

/// The scene argument and the overrides every command accepts.
struct SceneOptions: ParsableArguments {
    /// What a shell offers for a scene: the presets, and the scene files
    /// in the working directory.
    static func completions() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: ".")) ?? []
        let scenes = files.filter { [".json", ".yaml", ".yml"].contains(where: $0.lowercased().hasSuffix) }
        return PresetLibrary.standard().presetNames() + scenes.sorted()
    }

    @Argument(help: "A scene file (JSON, or YAML named .yaml/.yml), a preset name, or - for standard input (JSON).",
              completion: .custom { _, _, prefix in SceneOptions.completions().filter { $0.hasPrefix(prefix) } })
    var scene: String

    @Option(parsing: .unconditional, help: "Frames per second, replacing the scene's (1-120).")
    var fps: WrittenNumber<Int>?

    @Option(parsing: .unconditional, help: "Duration in seconds, replacing the scene's (more than 0, at most 3600).")
    var duration: WrittenNumber<Double>?

    @Option(parsing: .unconditional, help: "Canvas size in points as WxH, replacing the scene's (each side 1-8192).")
    var size: CanvasSize?

    @Option(parsing: .unconditional, help: "Pixels per point (0.25-8), replacing the scene's: 2 renders @2x.")
    var scale: WrittenNumber<Double>?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("A data file replacing the one the scene's chart reads: a contest chart_data.json, or a .csv.",
                               valueName: "file"))
    var data: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Which chart of a contest chart_data.json to draw (0-based).", valueName: "n"))
    var chart: WrittenNumber<Int>?

    /// The options above that take a value, for `RepeatedOptions`.
    static let valuedOptions = [["--fps"], ["--duration"], ["--size"], ["--scale"], ["--data"], ["--chart"]]

    /// Whether the scene comes from standard input.
    var readsStandardInput: Bool { scene == "-" }

    func validate() throws {
        try fps?.require("--fps", "a whole number from 1 to 120") { (1...120).contains($0) }
        try scale?.require("--scale", "from 0.25 to 8", WrittenNumber.within(0.25, 8))
        try duration?.require("--duration", "more than 0 and at most 3600 seconds", WrittenNumber.within(0, 3600, open: true))
        try size?.validate()
        let charts = 0...DataOverride.maximumChart
        try chart?.require("--chart", "a whole number from 0 to \(charts.upperBound)") { charts.contains($0) }
    }

    /// Refuses an output path that is the scene file or the data file itself:
    /// rendering would replace the input.
    func refuseAsOutput(_ output: String) throws {
        let target = Self.canonical(URL(fileURLWithPath: output))
        let inputs = [(try? PresetLibrary.standard().resolve(scene)).map { ("scene", $0) },
                      data.map { ("data", URL(fileURLWithPath: $0)) }].compactMap { $0 }
        for (role, input) in inputs where Self.canonical(input) == target {
            throw ValidationError("the output \(output) is the \(role) file itself; give another output file")
        }
    }

    private static func canonical(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Loads the scene (path, preset or standard input) with the overrides applied.
    func load() throws -> Scene {
        let overrides = SceneOverrides(fps: fps?.value, duration: duration?.value,
                                       size: size.map { Size($0.width, $0.height) }, scale: scale?.value)
        let override = data == nil && chart == nil ? nil : DataOverride(file: data, chart: chart?.value)
        let loaded = readsStandardInput
            ? try SceneLoader.loadStandardInput(data: override)
            : try SceneLoader.load(contentsOf: try PresetLibrary.standard().resolve(scene), data: override)
        return try loaded.applying(overrides)
    }
}

/// `--size 320x240`. Any text is taken and checked in `validate()`, so a
/// wrong size gets a message saying what is allowed.
struct CanvasSize: ExpressibleByArgument {
    static let sides = 1.0...8192.0

    let text: String
    let width: Double
    let height: Double

    init?(argument: String) {
        text = argument
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        width = parts.count == 2 ? Double(parts[0]) ?? .nan : .nan
        height = parts.count == 2 ? Double(parts[1]) ?? .nan : .nan
    }

    func validate() throws {
        guard Self.sides.contains(width), Self.sides.contains(height) else {
            throw ValidationError("--size must be WxH in points, each side from 1 to 8192, got \(text)")
        }
    }

    static var defaultValueDescription: String { "WxH" }
}
