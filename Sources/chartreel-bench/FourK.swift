import Foundation
import ReelJSON

/// Scenes at 3840x2160, end to end: frames a second and chartreel's own
/// peak memory, which must stay under `MemoryBench.limitMB` however large
/// the canvas and whatever the data. Medians of 3 runs; the peak is the
/// largest of them.
struct FourKBench {
    let bench: SceneBench
    let format: Format

    enum Format: String {
        /// telegram-followers as MP4 (150 frames at 60 fps) and as GIF (63
        /// frames at 25 fps, two ffmpeg passes and chartreel's own GIF writer).
        case mp4, gif
        /// The 100,000-point bench line revealed, as MP4 (120 frames at 60
        /// fps): what dense data holds beside a 4K frame.
        case denseMP4

        var label: String {
            switch self {
            case .mp4: "telegram-followers MP4"
            case .gif: "telegram-followers GIF"
            case .denseMP4: "line 100k MP4"
            }
        }

        var scene: String { self == .denseMP4 ? "scripts/bench/line-100k.json" : "Presets/telegram-followers.json" }
        var fileExtension: String { self == .gif ? "gif" : "mp4" }

        var arguments: [String] {
            switch self {
            case .mp4: ["--size", "1920x1080", "--scale", "2", "--duration", "2.5", "--fps", "60"]
            case .gif: ["--size", "1920x1080", "--scale", "2", "--duration", "2.5", "--fps", "25"]
            case .denseMP4: ["--size", "480x270", "--scale", "8"]
            }
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
            if let failure { return "4K \(format.label): failed: \(failure)" }
            return "4K \(format.label) (3840x2160, \(frames) frames, \(jobs) worker\(jobs == 1 ? "" : "s")): "
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
                let run = try bench.endToEnd(format.scene, format.fileExtension, extra: format.arguments)
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
