import ReelScene
import Foundation
import ReelEncoding

/// A benchmark scene: a row of the table.
struct BenchScene {
    var label: String
    var path: String
}

/// The targets every scene is held to: wall time against the piped floor,
/// and chartreel's own CPU time as a share of ffmpeg's in the same run.
enum Targets {
    static let mp4 = 1.10
    static let gif = 1.10
    static let cpuShare = 0.30
}

/// One row of the table; a nil figure is one that could not be measured.
struct SceneRow {
    var label: String
    var size = "?"
    var frames = 0
    var mp4: Double?
    /// ffmpeg alone fed the frames through a pipe, as chartreel feeds it: the floor.
    var pipedMP4: Double?
    var gif: Double?
    var pipedGIF: Double?
    /// chartreel's CPU seconds over ffmpeg's, in the same render.
    var mp4CPUShare: Double?
    var gifCPUShare: Double?
    var msPerFrameOneJob: Double?
    var msPerFrameAllJobs: Double?
    var peakMB: Double?
    var failures: [String] = []
    /// The median of each round's ratio (chartreel's run over the floor's
    /// right after it): shown beside the ratio of medians, which the
    /// targets are judged by, to tell the machine's drift from a real gap.
    var mp4PairedRatio: Double?
    var gifPairedRatio: Double?

    var mp4Ratio: Double? { ratio(mp4, pipedMP4) }
    var gifRatio: Double? { ratio(gif, pipedGIF) }
}

func ratio(_ a: Double?, _ b: Double?) -> Double? {
    guard let a, let b, b > 0 else { return nil }
    return a / b
}

/// What `chartreel render --json` reported.
struct RenderJSON {
    var peakMemoryBytes: Int
    var jobs: Int
    var frames: Int
    var fps: Int
    var width: Int
    var height: Int
    /// The file's size, or the frames' together.
    var bytes: Int
    /// chartreel's CPU seconds over ffmpeg's.
    var cpuShare: Double?

    init(_ text: String) throws {
        guard let data = text.split(separator: "\n").last.map({ Data($0.utf8) }),
              let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let peak = object["peakMemoryBytes"] as? Int else {
            throw BenchError.message("chartreel render --json printed no summary: \(text.prefix(200))")
        }
        peakMemoryBytes = peak
        jobs = object["jobs"] as? Int ?? 0
        frames = object["frames"] as? Int ?? 0
        fps = object["fps"] as? Int ?? 0
        (width, height) = (object["width"] as? Int ?? 0, object["height"] as? Int ?? 0)
        bytes = object["bytes"] as? Int ?? 0
        cpuShare = ratio(object["cpuSeconds"] as? Double, object["encoderCPUSeconds"] as? Double)
    }

    var peakMB: Double { Double(peakMemoryBytes) / 1_048_576 }
}

/// Measures scenes end to end (the chartreel executable), against the
/// floor (ffmpeg alone on the same frames), and render-only (in process).
struct SceneBench {
    let chartreel: String
    let floor: Floor
    let cores = ProcessInfo.processInfo.activeProcessorCount

    var directory: URL { floor.directory }

    /// Runs chartreel with `arguments` and throws unless it succeeds.
    ///
    /// Through a small shell that forks it: Foundation spawns children with
    /// vfork semantics (the child borrows this process's memory until it
    /// execs), and Linux carries the old memory's high-water mark across
    /// exec into `getrusage(RUSAGE_SELF).ru_maxrss`; started directly,
    /// chartreel would report this process's peak memory as its own.
    func runChartreel(_ what: String, _ arguments: [String]) throws -> CommandResult {
        try Command.check(what, "/bin/sh", ["-c", "\"$@\"; exit $?", "sh", chartreel] + arguments)
    }

    /// One `chartreel render SCENE -o out/bench/x.EXT --json --quiet`: wall seconds and its summary.
    func endToEnd(_ path: String, _ ext: String, extra: [String] = []) throws -> (seconds: Double, summary: RenderJSON) {
        let output = directory.appendingPathComponent("x.\(ext)").path
        let result = try runChartreel("chartreel render \(path) -o \(output)",
                                      ["render", path, "-o", output, "--json", "--quiet"] + extra)
        return (result.seconds, try RenderJSON(result.stdout))
    }

    /// Wall seconds of rendering every frame with `jobs` workers into a sink that discards them.
    func renderOnly(_ scene: Scene, spec: VideoSpec, jobs: Int) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try Reel.render(scene, spec: spec, into: NullSink(spec), options: RenderOptions(jobs: jobs))
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Rounds for a clip whose floor takes `floorSeconds`: about 4 s of
    /// floor per measurement, an even count from 6 to 16. A clip of a
    /// fifth of a second moves by as much as its gap to the floor between
    /// single runs (up to 0.08x between runs of 6 rounds), where a 3 s
    /// clip's spread is a few percent; more rounds narrow the short clips'
    /// medians at the cost of a few seconds each.
    static func roundCount(floorSeconds: Double?) -> Int {
        guard let seconds = floorSeconds, seconds > 0 else { return 6 }
        let count = Int((4 / seconds).rounded(.up))
        return min(max(count + count % 2, 6), 16)
    }

    /// Every column of one scene's row, the medians of 6-16 interleaved
    /// rounds after one whose times are not counted (chartreel, its floor,
    /// then the floor first in the next round, ...; the raw frames for the
    /// floor are dumped once, first); a failed measurement leaves its cells
    /// empty and is noted.
    func row(_ bench: BenchScene) -> SceneRow {
        var row = SceneRow(label: bench.label)
        do {
            let scene = try SceneLoader.load(contentsOf: URL(fileURLWithPath: bench.path))
            let (mp4, gif) = (videoSpec(scene, .mp4), videoSpec(scene, .gif))
            row.size = "\(mp4.width)x\(mp4.height)"
            row.frames = mp4.frameCount
            let mp4Raw = try floor.dumpFrames(scene, spec: mp4, name: "frames-mp4")
            defer { try? FileManager.default.removeItem(at: mp4Raw) }
            let gifRaw = try floor.dumpFrames(scene, spec: gif, name: "frames-gif")
            defer { try? FileManager.default.removeItem(at: gifRaw) }
            let peak = PeakMemory()
            let shares = CPUShares()
            var rounds = Rounds()
            rounds.alternatePairs = true
            rounds.add("mp4") {
                let run = try endToEnd(bench.path, "mp4")
                peak.note(run.summary)
                shares.note("mp4", run.summary)
                return run.seconds
            }
            rounds.add("piped mp4") { try floor.timeMP4(mp4, raw: mp4Raw, piped: true) }
            rounds.add("gif") { let run = try endToEnd(bench.path, "gif"); shares.note("gif", run.summary); return run.seconds }
            rounds.add("piped gif") { try floor.timeGIF(gif, raw: gifRaw, piped: true) }
            rounds.add("render 1 job") { try renderOnly(scene, spec: mp4, jobs: 1) }
            rounds.add("render \(cores) jobs") { try renderOnly(scene, spec: mp4, jobs: cores) }
            // One round first whose times are not counted (its runs' peak
            // memory and CPU share are, as any run's): the files and the
            // machine settle, and its floor tells how many rounds the clip needs.
            let warm = rounds.medians(1).median
            let (median, failures, samples) = rounds.medians(Self.roundCount(floorSeconds: warm["piped mp4"]))
            row.fill(median, cores: cores)
            row.mp4PairedRatio = pairedRatio(samples, "mp4", over: "piped mp4", alternating: true)
            row.gifPairedRatio = pairedRatio(samples, "gif", over: "piped gif", alternating: true)
            (row.mp4CPUShare, row.gifCPUShare) = (shares.median("mp4"), shares.median("gif"))
            row.peakMB = peak.mb
            row.failures = failures.map { "\(bench.label): \($0)" }
        } catch {
            row.failures.append("\(bench.label): \(error)")
        }
        return row
    }
}

/// chartreel's CPU share of each run, by format.
final class CPUShares {
    private var shares: [String: [Double]] = [:]
    func note(_ format: String, _ summary: RenderJSON) {
        if let share = summary.cpuShare { shares[format, default: []].append(share) }
    }
    func median(_ format: String) -> Double? { shares[format].flatMap(chartreel_bench.median) }
}

/// The highest peak memory of the runs seen.
final class PeakMemory {
    private(set) var mb: Double?
    func note(_ summary: RenderJSON) { mb = max(mb ?? 0, summary.peakMB) }
}

extension SceneRow {
    /// The columns from the median seconds of `Rounds` (render-only in ms per frame).
    mutating func fill(_ best: [String: Double], cores: Int) {
        (mp4, pipedMP4) = (best["mp4"], best["piped mp4"])
        (gif, pipedGIF) = (best["gif"], best["piped gif"])
        let frames = max(frames, 1)
        let perFrame = { (seconds: Double?) in seconds.map { $0 * 1000 / Double(frames) } }
        msPerFrameOneJob = perFrame(best["render 1 job"])
        msPerFrameAllJobs = perFrame(best["render \(cores) jobs"])
    }
}

/// GIF end to end with the second pass from stored frames against rendering
/// every frame again: what justifies the default.
struct GIFTradeOff {
    var label: String
    var store: Double?
    var render: Double?
    var failure: String?

    static func measure(_ bench: SceneBench, _ scene: BenchScene) -> GIFTradeOff {
        var rounds = Rounds()
        for mode in ["store", "render"] {
            rounds.add(mode) { try bench.endToEnd(scene.path, "gif", extra: ["--gif-second-pass", mode]).seconds }
        }
        let (best, failures) = rounds.run()
        return GIFTradeOff(label: scene.label, store: best["store"], render: best["render"],
                           failure: failures.isEmpty ? nil : failures.joined(separator: "; "))
    }

    var line: String {
        if let failure { return "gif second pass, \(label): failed: \(failure)" }
        return "gif second pass, \(label): store \(Fmt.seconds(store)) s, render \(Fmt.seconds(render)) s, "
            + "render/store \(Fmt.ratio(ratio(render, store)))"
    }
}
