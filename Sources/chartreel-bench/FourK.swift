import Foundation
import ReelJSON

/// telegram-followers at 3840x2160 as MP4 (150 frames at 60 fps): frames
/// a second end to end and chartreel's own peak memory, which must stay
/// under `MemoryBench.limitMB` however large the canvas. Medians of 3 runs.
struct FourKBench {
    let bench: SceneBench
    let preset = "Presets/telegram-followers.json"
    static let arguments = ["--size", "1920x1080", "--scale", "2", "--duration", "2.5", "--fps", "60"]

    struct Result {
        var frames = 0
        var seconds: Double?
        var peakMB: Double?
        var jobs = 0
        var failure: String?

        var fps: Double? { seconds.map { Double(frames) / $0 } }

        var line: String {
            if let failure { return "4K telegram-followers MP4: failed: \(failure)" }
            return "4K telegram-followers MP4 (3840x2160, \(frames) frames, \(jobs) worker\(jobs == 1 ? "" : "s")): "
                + "\(Fmt.seconds(seconds)) s, \(Fmt.mb(fps)) fps, chartreel's peak \(Fmt.mb(peakMB)) MB; "
                + "< \(Int(MemoryBench.limitMB)) MB: \(Fmt.verdict(peakMB.map { $0 < MemoryBench.limitMB }))"
        }

        var json: JSON {
            .object([
                ("frames", .integer(frames)), ("jobs", .integer(jobs)),
                ("seconds", .optional(seconds) { .fixed($0, places: 3) }),
                ("fps", .optional(fps) { .fixed($0, places: 2) }),
                ("peakMB", .optional(peakMB) { .fixed($0, places: 1) }),
                ("failure", .optional(failure) { .string($0) }),
            ])
        }
    }

    func measure() -> Result {
        var result = Result()
        var seconds: [Double] = [], peaks: [Double] = []
        do {
            for _ in 0..<3 {
                let run = try bench.endToEnd(preset, "mp4", extra: Self.arguments)
                seconds.append(run.seconds)
                peaks.append(run.summary.peakMB)
                (result.frames, result.jobs) = (run.summary.frames, run.summary.jobs)
            }
        } catch {
            result.failure = "\(error)"
        }
        (result.seconds, result.peakMB) = (median(seconds), peaks.max())
        return result
    }
}
