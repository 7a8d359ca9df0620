import ArgumentParser
import ReelScene
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

    static let sceneHelp = "A scene file (JSON or YAML), a preset name, or - for standard input."

    @Argument(help: ArgumentHelp(sceneHelp),
              completion: .custom { _, _, prefix in SceneOptions.completions().filter { $0.hasPrefix(prefix) } })
    var scene: String

    @OptionGroup var overrides: OverrideOptions

    static var valuedOptions: [[String]] { OverrideOptions.valuedOptions }

    func validate() throws { try overrides.refuseStandardInputTwice(scenes: [scene]) }

    /// Whether the scene comes from standard input.
    var readsStandardInput: Bool { scene == "-" }

    func refuseAsOutput(_ output: String) throws { try overrides.refuseAsOutput(output, scene: scene) }

    /// Loads the scene (path, preset or standard input) with the overrides applied.
    func load() throws -> Scene { try overrides.load(scene) }
}

/// The options that replace parts of a scene, for every command that renders.
struct OverrideOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Frames per second, replacing the scene's (1-120).")
    var fps: WrittenNumber<Int>?

    @Option(parsing: .unconditional, help: "Duration in seconds, replacing the scene's (more than 0, at most 3600).")
    var duration: WrittenNumber<Double>?

    @Option(parsing: .unconditional, help: "Canvas size in points as WxH, replacing the scene's (each side 1-8192).")
    var size: CanvasSize?

    @Option(parsing: .unconditional,
            help: "Pixels per point (0.25-8), replacing the scene's: 2 renders @2x, 0.5 at half the scene's points.")
    var scale: WrittenNumber<Double>?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The canvas background, replacing the scene's: none (transparent) or a colour "
                               + "(#RRGGBB, #RRGGBBAA or a name like systemBackground).", valueName: "none|color"))
    var background: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Playback rate (0.1-10): 2 plays the animation twice as fast, in half the time.",
                               valueName: "rate"))
    var speed: WrittenNumber<Double>?

    @Flag(help: "Fast iteration: half the scene's scale and 25 fps, unless --scale or --fps say otherwise.")
    var preview = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("A data file replacing the one the scene's chart reads, or - for standard input: "
                               + "CSV, TSV, a contest file or a JSON array of records (told from the content).",
                               valueName: "file"),
            completion: .file())
    var data: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Which chart of a contest chart_data.json to draw (0-based).", valueName: "n"))
    var chart: WrittenNumber<Int>?

    /// The options above that take a value, for `RepeatedOptions`.
    static let valuedOptions = [["--fps"], ["--duration"], ["--size"], ["--scale"], ["--background"], ["--speed"],
                                ["--data"], ["--chart"]]

    func validate() throws {
        try fps?.require("--fps", "a whole number from 1 to 120") { (1...120).contains($0) }
        try scale?.require("--scale", "from 0.25 to 8", WrittenNumber.within(0.25, 8))
        try duration?.require("--duration", "more than 0 and at most 3600 seconds", WrittenNumber.within(0, 3600, open: true))
        try speed?.require("--speed", "from 0.1 to 10", WrittenNumber.within(0.1, 10))
        try size?.validate()
        if let background, BackgroundOverride(argument: background) == nil {
            throw ValidationError("--background must be none or a colour (\(Color.acceptedForms)), got \(background)")
        }
        let charts = 0...DataOverride.maximumChart
        try chart?.require("--chart", "a whole number from 0 to \(charts.upperBound)") { charts.contains($0) }
    }

    /// `--data -` reads standard input, which can be read once: not also for
    /// a scene, nor for each of several scenes.
    func refuseStandardInputTwice(scenes: [String]) throws {
        guard data == "-" else { return }
        if scenes.contains("-") {
            throw ValidationError("the scene and --data cannot both come from standard input (-); give one of them as a file")
        }
        if scenes.count > 1 {
            throw ValidationError("--data - reads standard input once, but \(scenes.count) scenes would each read it; give --data FILE")
        }
    }

    /// Refuses an output path that is the scene file or the data file itself:
    /// rendering would replace the input.
    func refuseAsOutput(_ output: String, scene: String) throws {
        let target = Self.canonical(URL(fileURLWithPath: output))
        let inputs = [(try? PresetLibrary.standard().resolve(scene)).map { ("scene", $0) },
                      data.flatMap { $0 == "-" ? nil : ("data", URL(fileURLWithPath: $0)) }].compactMap { $0 }
        for (role, input) in inputs where Self.canonical(input) == target {
            throw ValidationError("the output \(output) is the \(role) file itself; give another output file")
        }
    }

    private static func canonical(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Loads `scene` (path, preset or - for standard input) with the overrides applied.
    /// With `root`, everything the scene reads must lie inside that folder.
    func load(_ scene: String, readingInside root: URL? = nil) throws -> Scene {
        let override = data == nil && chart == nil ? nil : DataOverride(file: data, chart: chart?.value)
        let loaded = scene == "-"
            ? try SceneLoader.loadStandardInput(data: override)
            : try SceneLoader.load(contentsOf: try PresetLibrary.standard().resolve(scene), data: override, readingInside: root)
        var overrides = SceneOverrides(fps: fps?.value, duration: duration?.value,
                                       size: size.map { Size($0.width, $0.height) }, scale: scale?.value,
                                       background: background.flatMap(BackgroundOverride.init(argument:)),
                                       speed: speed?.value)
        if preview {
            overrides.scale = overrides.scale ?? max(0.25, loaded.canvas.scale / 2)
            overrides.fps = overrides.fps ?? 25
        }
        return try loaded.applying(overrides)
    }
}
