import Foundation

/// Produces frame `index` (0-based) as raw `bgr0` bytes. It may be called more
/// than once per index (GIF renders in two passes), so it must be deterministic.
public typealias FrameProducer = (_ index: Int) throws -> [UInt8]

/// What an encode produced, for reporting.
public struct EncodeResult: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// Things the user should know, such as padding added for MP4.
    public var notes: [String]
}

/// Encodes raw frames into a file through ffmpeg.
public struct VideoEncoder {
    public let ffmpeg: URL

    /// Locates ffmpeg; throws `EncodingError.ffmpegNotFound` if it is missing.
    public init(ffmpeg: URL? = nil) throws {
        self.ffmpeg = try ffmpeg ?? FFmpegLocator.locate()
    }

    /// Writes `spec.frameCount` frames from `frames` to `output` as `format`.
    /// The target file is replaced only when ffmpeg succeeds.
    @discardableResult
    public func encode(_ format: VideoFormat, spec: VideoSpec, to output: URL,
                       frames: FrameProducer) throws -> EncodeResult {
        let destination = try AtomicOutput(target: output)
        do {
            let result: EncodeResult
            switch format {
            case .gif: result = try encodeGIF(spec, to: destination.temporary, frames: frames)
            case .mp4: result = try encodeMP4(spec, to: destination.temporary, frames: frames)
            }
            try destination.commit()
            return result
        } catch {
            destination.discard()
            throw error
        }
    }

    /// Two passes, so no pass holds the animation in memory: the first streams
    /// every frame into `palettegen` (one palette for the whole animation), the
    /// second encodes with that palette.
    private func encodeGIF(_ spec: VideoSpec, to file: URL, frames: FrameProducer) throws -> EncodeResult {
        let palette = FileManager.default.temporaryDirectory
            .appendingPathComponent("chartreel-palette-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).png")
        defer { try? FileManager.default.removeItem(at: palette) }
        try run(stage: "GIF palette pass", spec: spec, frames: frames, arguments:
            ["-vf", "palettegen=stats_mode=full", "-frames:v", "1", "-update", "1", "-y", palette.path])
        try run(stage: "GIF encoding pass", spec: spec, frames: frames, arguments: [
            "-i", palette.path,
            "-lavfi", "[0:v][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
            "-loop", "0", "-f", "gif", "-y", file.path,
        ])
        return EncodeResult(width: spec.width, height: spec.height, notes: [])
    }

    /// H.264 in yuv420p, which needs even sizes: odd ones are padded by one
    /// pixel at the right or bottom with `padColor`. Converted and tagged BT.709.
    private func encodeMP4(_ spec: VideoSpec, to file: URL, frames: FrameProducer) throws -> EncodeResult {
        let width = spec.width + spec.width % 2
        let height = spec.height + spec.height % 2
        var filters: [String] = []
        var notes: [String] = []
        if width != spec.width || height != spec.height {
            filters.append("pad=\(width):\(height):0:0:color=0x\(spec.padColor)")
            notes.append("MP4 needs even dimensions: padded \(spec.width)x\(spec.height) to \(width)x\(height)")
        }
        filters.append("scale=out_color_matrix=bt709:out_range=tv")
        filters.append("format=yuv420p")
        try run(stage: "MP4 encoding", spec: spec, frames: frames, arguments: [
            "-vf", filters.joined(separator: ","),
            "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-tune", "animation",
            "-pix_fmt", "yuv420p",
            "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
            "-movflags", "+faststart", "-f", "mp4", "-y", file.path,
        ])
        return EncodeResult(width: width, height: height, notes: notes)
    }

    /// Runs one ffmpeg pass fed with every frame.
    private func run(stage: String, spec: VideoSpec, frames: FrameProducer, arguments: [String]) throws {
        let process = try FFmpegProcess(
            executable: ffmpeg,
            arguments: ["-hide_banner", "-loglevel", "error"] + spec.inputArguments + arguments,
            stage: stage,
            frameBytes: spec.frameByteCount
        )
        let writer = FrameWriter(process: process)
        do {
            for index in 0..<spec.frameCount {
                let frame = try frames(index)
                guard frame.count == spec.frameByteCount else {
                    throw EncodingError.frameSize(index: index, expected: spec.frameByteCount, actual: frame.count)
                }
                try writer.enqueue(frame)
            }
            try writer.finish()
        } catch {
            writer.cancel()
            process.cancel()
            throw error
        }
        try process.finish()
    }
}
