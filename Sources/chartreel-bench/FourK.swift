import Foundation
import ReelJSON

/// telegram-followers at 3840x2160: as MP4 (150 frames at 60 fps) and as
/// GIF (63 frames at 25 fps, two ffmpeg passes and chartreel's own GIF
/// writer): frames a second end to end and chartreel's own peak memory,
/// which must stay under `MemoryBench.limitMB` however large the canvas.
/// Medians of 3 runs; the peak is the largest of them.
struct FourKBench {
    let bench: SceneBench
    let format: Format
    let preset = "Presets/telegram-followers.json"

    enum Format: String {
        case mp4, gif

        var label: String { rawValue.uppercased() }

        var arguments: [String] {
            ["--size", "1920x1080", "--scale", "2", "--duration", "2.5", "--fps", self == .mp4 ? "60" : "25"]
        }
    }

    struct Result {
        var format: Format
        var frames = 0
        var seconds: Double?
        var peakMB: Double?
        var jobs = 0
        var failure: String?

        var fps: Double? { seconds.map { Double(frames) / $0 } }

        var line: String {
            if let failure { return "4K telegram-followers \(format.label): failed: \(failure)" }
            return "4K telegram-followers \(format.label) (3840x2160, \(frames) frames, \(jobs) worker\(jobs == 1 ? "" : "s")): "
                + "\(Fmt.seconds(seconds)) s, \(Fmt.mb(fps)) fps, chartreel's peak \(Fmt.mb(peakMB)) MB; "
                + "< \(Int(MemoryBench.limitMB)) MB: \(Fmt.verdict(peakMB.map { $0 < MemoryBench.limitMB }))"
        }

        var json: JSON {
            .object([
                ("format", .string(format.rawValue)),
                ("frames", .integer(frames)), ("jobs", .integer(jobs)),
                ("seconds", .optional(seconds) { .fixed($0, places: 3) }),
                ("fps", .optional(fps) { .fixed($0, places: 2) }),
                ("peakMB", .optional(peakMB) { .fixed($0, places: 1) }),
                ("failure", .optional(failure) { .string($0) }),
            ])
        }
    }

    func measure() -> Result {
        var result = Result(format: format)
        var seconds: [Double] = [], peaks: [Double] = []
        do {
            for _ in 0..<3 {
                let run = try bench.endToEnd(preset, format.rawValue, extra: format.arguments)
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
