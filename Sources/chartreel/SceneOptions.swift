import ArgumentParser
import ChartReel
import Foundation
import ReelGeometry

/// The scene argument and the overrides every command accepts.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A scene file (JSON) or a preset name.")
    var scene: String

    @Option(help: "Frames per second, replacing the scene's (1-120).")
    var fps: Int?

    @Option(help: "Duration in seconds, replacing the scene's.")
    var duration: Double?

    @Option(help: "Canvas size in points as WxH, replacing the scene's.")
    var size: CanvasSize?

    @Option(help: "Pixels per point (0.25-8), replacing the scene's: 2 renders @2x.")
    var scale: Double?

    @Option(help: ArgumentHelp("A data file replacing the one the scene's chart reads: a contest chart_data.json, or a .csv.",
                               valueName: "file"))
    var data: String?

    @Option(help: ArgumentHelp("Which chart of a contest chart_data.json to draw (0-based).", valueName: "n"))
    var chart: Int?

    func validate() throws {
        if let fps, !(1...120).contains(fps) {
            throw ValidationError("--fps must be from 1 to 120, got \(fps)")
        }
        if let scale, !(scale >= 0.25 && scale <= 8) {
            throw ValidationError("--scale must be from 0.25 to 8, got \(scale)")
        }
        if let duration, !(duration > 0 && duration <= 3600) {
            throw ValidationError("--duration must be more than 0 and at most 3600 seconds, got \(duration)")
        }
        if let chart, chart < 0 { throw ValidationError("--chart must be 0 or more, got \(chart)") }
        if let data, !FileManager.default.fileExists(atPath: data) {
            throw ValidationError("--data: cannot read \(data): no such file")
        }
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

    /// Loads the scene (path or preset) with the overrides applied.
    func load() throws -> Scene {
        let url = try PresetLibrary.standard().resolve(scene)
        let overrides = SceneOverrides(fps: fps, duration: duration, size: size.map { Size($0.width, $0.height) },
                                       scale: scale)
        let override = data == nil && chart == nil ? nil : DataOverride(file: data, chart: chart)
        return try SceneLoader.load(contentsOf: url, data: override).applying(overrides)
    }
}

/// `--size 320x240`.
struct CanvasSize: ExpressibleByArgument {
    let width: Double
    let height: Double

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              (1...8192).contains(w), (1...8192).contains(h) else { return nil }
        width = w
        height = h
    }

    static var defaultValueDescription: String { "WxH" }
}
