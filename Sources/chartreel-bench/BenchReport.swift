import Foundation
import ReelJSON

/// The figures of one `make bench` run as JSON (out/bench/bench.json), so a
/// later run can be compared with this one: every scene's row and the 4K
/// rows (telegram-followers' MP4 as `fourK`, its GIF as `fourKGIF`, the
/// 100,000-point line's MP4 as `fourKDense`); seconds, ratios and megabytes
/// as measured, nulls where a figure could not be.
struct BenchReport {
    var cores: Int
    var scenes: [SceneRow] = []
    var fourK: FourKBench.Result?
    var fourKGIF: FourKBench.Result?
    var fourKDense: FourKBench.Result?

    var json: JSON {
        .object([
            ("cores", .integer(cores)),
            ("targets", .object([("mp4", .fixed(Targets.mp4, places: 2)), ("gif", .fixed(Targets.gif, places: 2)),
                                 ("cpuShare", .fixed(Targets.cpuShare, places: 2)),
                                 ("peakMB", .fixed(MemoryBench.limitMB, places: 0))])),
            ("scenes", .array(scenes.map(\.json))),
            ("fourK", .optional(fourK) { $0.json }),
            ("fourKGIF", .optional(fourKGIF) { $0.json }),
            ("fourKDense", .optional(fourKDense) { $0.json }),
        ])
    }

    func write(to url: URL) throws {
        try Data((json.text(.pretty) + "\n").utf8).write(to: url, options: .atomic)
    }
}

extension SceneRow {
    var json: JSON {
        let fixed = { (value: Double?) in JSON.optional(value) { .fixed($0, places: 3) } }
        return .object([
            ("label", .string(label)), ("size", .string(size)), ("frames", .integer(frames)),
            ("mp4Seconds", fixed(mp4)), ("mp4FloorSeconds", fixed(pipedMP4)), ("mp4Ratio", fixed(mp4Ratio)),
            ("mp4PairedRatio", fixed(mp4PairedRatio)), ("mp4CPUShare", fixed(mp4CPUShare)),
            ("gifSeconds", fixed(gif)), ("gifFloorSeconds", fixed(pipedGIF)), ("gifRatio", fixed(gifRatio)),
            ("gifPairedRatio", fixed(gifPairedRatio)), ("gifCPUShare", fixed(gifCPUShare)),
            ("msPerFrameOneJob", fixed(msPerFrameOneJob)), ("msPerFrameAllJobs", fixed(msPerFrameAllJobs)),
            ("peakMB", JSON.optional(peakMB) { .fixed($0, places: 1) }),
            ("failures", .array(failures.map { .string($0) })),
        ])
    }
}
