import Foundation

/// chartreel's own peak RSS (ffmpeg's is its own) for 1920x1080 MP4s of
/// the line scene, 10 s against 60 s, for several `--jobs`: memory should
/// depend on the frame size and the workers, never on the clip's length.
struct MemoryBench {
    let bench: SceneBench
    let scene: String
    let jobs = [1, 2, 8]
    let durations = [10, 60]
    static let limitMB = 100.0
    static let flatness = 0.10

    struct Run {
        var duration: Int
        var summary: RenderJSON?
        var seconds: Double
        var failure: String?
    }

    func run(jobs: Int, duration: Int) -> Run {
        let output = bench.directory.appendingPathComponent("memory.mp4").path
        let arguments = ["render", scene, "--size", "960x540", "--scale", "2", "--duration", "\(duration)",
                         "--jobs", "\(jobs)", "-o", output, "--json", "--quiet"]
        do {
            let result = try bench.runChartreel("chartreel render (memory)", arguments)
            return Run(duration: duration, summary: try RenderJSON(result.stdout), seconds: result.seconds)
        } catch {
            return Run(duration: duration, seconds: 0, failure: "\(error)")
        }
    }

    /// One line per `--jobs`: the peaks at each duration and the two verdicts.
    func lines() -> [String] {
        jobs.map { count in
            let runs = durations.map { run(jobs: count, duration: $0) }
            let cells = runs.map { run -> String in
                guard let summary = run.summary else { return "\(run.duration) s: failed (\(run.failure ?? "?"))" }
                return "\(run.duration) s (\(summary.frames) frames, \(Fmt.seconds(run.seconds)) s) "
                    + String(format: "%.1f MB", summary.peakMB)
            }
            let peaks = runs.compactMap { $0.summary?.peakMB }
            let workers = runs.compactMap { $0.summary?.jobs }.first.map { " (\($0) worker\($0 == 1 ? "" : "s"))" } ?? ""
            var verdict = ""
            if peaks.count == durations.count, let low = peaks.min(), let high = peaks.max() {
                let growth = (high - low) / low
                verdict = String(format: "; spread %.1f %%", growth * 100)
                    + "; < \(Int(Self.limitMB)) MB: \(Fmt.verdict(high < Self.limitMB))"
                    + "; flat within 10 %: \(Fmt.verdict(growth <= Self.flatness))"
            }
            return "memory 1920x1080 MP4, --jobs \(count)\(workers): " + cells.joined(separator: ", ") + verdict
        }
    }
}
