import ReelScene
import Foundation
import ReelEncoding

// `make bench` (the render pipeline's cost): one table measured in one run.
// Each scene end to end with the chartreel executable (MP4 and GIF), against
// the floor (ffmpeg alone encoding the very same frames with the very same
// arguments, taken from EncoderArguments and VideoSpec so they cannot
// drift), render-only time per frame, and chartreel's peak memory; then the
// GIF second-pass trade-off, memory at 1080p over 10 s and 60 s, and
// matplotlib drawing the same line. Ratios measured in one run are what
// count: the machine is shared. Missed targets are reported, never fatal.
//
//   chartreel-bench [--chartreel PATH] [--skip raster|table|4k|tradeoff|memory|play|matplotlib|gifs|pages|vectors]... [--only ROW-LABEL-PREFIX]...
//   chartreel-bench SCENE.json...      render-only ms/frame of scenes (1 job and one per core)

struct Options {
    var chartreel: String
    var skip: Set<String> = []
    /// Table rows whose label starts with one of these (all when empty).
    var only: [String] = []
    var scenes: [String] = []

    init(_ arguments: [String]) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        chartreel = executable.deletingLastPathComponent().appendingPathComponent("chartreel").path
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--chartreel": chartreel = try Self.value(&rest, argument)
            case "--skip": skip.insert(try Self.value(&rest, argument))
            case "--only": only.append(try Self.value(&rest, argument))
            default: scenes.append(argument)
            }
        }
    }

    private static func value(_ rest: inout ArraySlice<String>, _ name: String) throws -> String {
        guard let value = rest.popFirst() else { throw BenchError.message("\(name) needs a value") }
        return value
    }
}

let scenes = [
    BenchScene(label: "line (seed 001)", path: "scripts/bench/line-800x480.json"),
    BenchScene(label: "donut", path: "scripts/bench/donut.json"),
    BenchScene(label: "window (2 lines)", path: "scripts/bench/window-two-lines.json"),
    BenchScene(label: "line 100k 1x", path: "scripts/bench/line-100k-1x.json"),
    BenchScene(label: "line 100k 2x", path: "scripts/bench/line-100k.json"),
    BenchScene(label: "telegram", path: "scripts/bench/telegram-bench.json"),
    BenchScene(label: "stacked bars", path: "scripts/bench/stacked-bars-bench.json"),
]

func say(_ line: String = "") {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// What the bench is doing, on standard error (the table goes to standard output).
func progress(_ text: String) {
    FileHandle.standardError.write(Data("bench: \(text)\n".utf8))
}

/// With scenes named on the command line: only their render-only ms/frame.
func renderOnly(_ paths: [String], bench: SceneBench) throws {
    for path in paths {
        let scene = try SceneLoader.load(contentsOf: URL(fileURLWithPath: path))
        let spec = videoSpec(scene, .mp4)
        var rounds = Rounds()
        rounds.add("1") { try bench.renderOnly(scene, spec: spec, jobs: 1) }
        rounds.add("N") { try bench.renderOnly(scene, spec: spec, jobs: bench.cores) }
        let (best, failures) = rounds.run()
        if let failure = failures.first { throw BenchError.message(failure) }
        let (one, all) = (best["1"]! * 1000 / Double(spec.frameCount), best["N"]! * 1000 / Double(spec.frameCount))
        say("render only: \(path) (\(spec.width)x\(spec.height), \(spec.frameCount) frames): "
            + "\(Fmt.ms(one)) ms/frame with 1 job, \(Fmt.ms(all)) with \(bench.cores)")
    }
}

func tableSection(_ bench: SceneBench, only: [String]) -> [SceneRow] {
    var rows: [SceneRow] = []
    for scene in scenes where only.isEmpty || only.contains(where: { scene.label.hasPrefix($0) }) {
        progress("measuring \(scene.label) (\(scene.path))")
        rows.append(bench.row(scene))
    }
    say("scenes: wall seconds, medians of 6-16 runs taken in turns (more for shorter clips, after one round not counted), chartreel and its floor each first in every other round. floor = ffmpeg alone fed the same raw frames through a "
        + "pipe, with the same arguments (cat frames.raw | ffmpeg ...);")
    say("ratio = chartreel / floor; cpu = chartreel's CPU seconds (all threads, its GIF writer included) over ffmpeg's "
        + "in the same render; ms/f = render only (no encoding); RSS = chartreel's peak in the MP4 run (ffmpeg excluded)")
    SceneTable.lines(rows, cores: bench.cores).forEach(say)
    say()
    SceneTable.targetLines(rows).forEach(say)
    for failure in rows.flatMap(\.failures) { say("failed: \(failure)") }
    return rows
}

func run() throws {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let directory = Command.scratch
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let ffmpeg = try FFmpegLocator.locate().path
    let bench = SceneBench(chartreel: options.chartreel, floor: Floor(ffmpeg: ffmpeg, directory: directory))
    if !options.scenes.isEmpty { return try renderOnly(options.scenes, bench: bench) }
    guard FileManager.default.isExecutableFile(atPath: options.chartreel) else {
        throw BenchError.message("no chartreel executable at \(options.chartreel) (give --chartreel PATH)")
    }
    try DenseData.write(to: directory.appendingPathComponent("line-100k.csv"))

    say("chartreel bench, \(bench.cores) cores, \(options.chartreel), \(ffmpeg)")
    say("targets: on every scene MP4 and GIF within 1.10x of the piped floor (for GIF: ffmpeg writing the GIF), chartreel's CPU < 30 % of "
        + "ffmpeg's; >= 12x faster than matplotlib; chartreel's RSS < 100 MB (at 4K too) and flat (within 10 %) from 10 s to 60 s")
    if !options.skip.contains("raster") {
        say()
        progress("raster micro-benchmarks")
        try rasterLines().forEach(say)
    }
    var report = BenchReport(cores: bench.cores)
    if !options.skip.contains("table") {
        say()
        report.scenes = tableSection(bench, only: options.only)
    }
    if !options.skip.contains("4k") {
        say()
        progress("4K: telegram-followers at 3840x2160, MP4")
        let fourK = FourKBench(bench: bench, format: .mp4).measure()
        report.fourK = fourK
        say(fourK.line)
        progress("4K: telegram-followers at 3840x2160, GIF")
        let fourKGIF = FourKBench(bench: bench, format: .gif).measure()
        report.fourKGIF = fourKGIF
        say(fourKGIF.line)
        progress("4K: the 100,000-point line at 3840x2160, MP4")
        let fourKDense = FourKBench(bench: bench, format: .denseMP4).measure()
        report.fourKDense = fourKDense
        say(fourKDense.line)
    }
    if !options.skip.contains("tradeoff") {
        say()
        for scene in [scenes[0], scenes[4]] {
            progress("GIF second pass: \(scene.label)")
            say(GIFTradeOff.measure(bench, scene).line)
        }
    }
    if !options.skip.contains("memory") {
        say()
        progress("memory at 1920x1080 (the 60 s runs take about a minute each)")
        MemoryBench(bench: bench, scene: scenes[0].path).lines().forEach(say)
    }
    if !options.skip.contains("play") {
        say()
        PlayBench(chartreel: options.chartreel, directory: directory).lines().forEach(say)
    }
    if !options.skip.contains("matplotlib") {
        say()
        progress("matplotlib")
        say(MatplotlibBench(directory: directory).line(bench, scene: scenes[0].path))
    }
    if !options.skip.contains("gifs") {
        say()
        GIFSizes(chartreel: options.chartreel, directory: directory).lines().forEach(say)
    }
    if !options.skip.contains("pages") {
        say()
        PageSizes(chartreel: options.chartreel, directory: directory).lines().forEach(say)
    }
    if !options.skip.contains("vectors") {
        say()
        VectorSizes(chartreel: options.chartreel, directory: directory).lines().forEach(say)
    }
    let json = directory.appendingPathComponent("bench.json")
    try report.write(to: json)
    say()
    say("the table as JSON: \(json.path)")
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("chartreel-bench: error: \(error)\n".utf8))
    exit(1)
}
