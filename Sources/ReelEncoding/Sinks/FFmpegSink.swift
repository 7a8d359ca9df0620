import Foundation

/// A one-pass ffmpeg encode: frames stream into one process that writes the
/// work area's output file.
final class FFmpegSink: FrameSink {
    private let request: SinkRequest
    private let format: VideoFormat
    private let process: FFmpegProcess
    private let result: EncodeResult

    init(_ request: SinkRequest, format: VideoFormat, stage: String, arguments: [String], result: EncodeResult) throws {
        self.request = request
        self.format = format
        self.result = result
        process = try request.startFFmpeg(stage: stage, arguments + ["-y", request.work.output.path])
    }

    /// H.264 in yuv420p, which needs even sizes: odd ones are padded by one
    /// pixel at the right or bottom with `padColor` (by the renderer for
    /// `yuv420p` frames, else by ffmpeg). Tagged BT.709.
    convenience init(mp4 request: SinkRequest) throws {
        let spec = request.spec
        let (width, height) = (spec.evenWidth, spec.evenHeight)
        var notes: [String] = []
        if width != spec.width || height != spec.height {
            notes.append("MP4 needs even dimensions: padded \(spec.width)x\(spec.height) to \(width)x\(height)")
        }
        try self.init(request, format: .mp4, stage: "MP4 encoding",
                      arguments: EncoderArguments.mp4Filters(spec) + EncoderArguments.mp4,
                      result: EncodeResult(width: width, height: height, notes: notes))
    }

    func write(_ frame: UnsafeRawBufferPointer, index: Int) throws {
        try process.write(frame)
    }

    func endPass() throws -> Bool {
        try process.finish()
        return false
    }

    func finish() throws -> EncodeResult {
        try OutputCheck(format: format, spec: request.spec, ffprobe: request.settings.ffprobe)
            .verify(request.work.output)
        try request.work.commit()
        return result
    }

    func cancel() {
        process.cancel()
        request.work.discard()
    }
}

/// ffmpeg output settings, fixed so that the same frames give the same bytes
/// on any machine with the same ffmpeg: a fixed encoder thread count (x264's
/// output depends on it), bit-exact muxing, and no version or creation-time
/// metadata (x264's settings SEI, which names its version, is dropped).
public enum EncoderArguments {
    public static let mp4: [String] = [
        "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-tune", "animation", "-threads", "4",
        "-pix_fmt", "yuv420p",
        "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
        "-bsf:v", "filter_units=remove_types=6",
    ] + reproducible + ["-movflags", "+faststart", "-f", "mp4"]

    /// The `-vf` filters an MP4 encode of `spec`'s frames needs before
    /// `mp4`: none for `yuv420p` frames (already padded and converted), else
    /// padding of odd sizes and a BT.709 TV-range conversion.
    public static func mp4Filters(_ spec: VideoSpec) -> [String] {
        guard spec.layout != .yuv420p else { return [] }
        var filters: [String] = []
        if spec.evenWidth != spec.width || spec.evenHeight != spec.height {
            filters.append("pad=\(spec.evenWidth):\(spec.evenHeight):0:0:color=0x\(spec.padColor)")
        }
        filters += ["scale=out_color_matrix=bt709:out_range=tv", "format=yuv420p"]
        return ["-vf", filters.joined(separator: ",")]
    }

    /// Output options that keep the file free of versions and times.
    public static let reproducible: [String] = [
        "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact",
    ]

    /// The palette pass of a GIF: one palette for the whole animation.
    public static let gifPalette: [String] = ["-vf", "palettegen=stats_mode=full", "-frames:v", "1", "-update", "1"]
        + reproducible + ["-f", "image2"]

    /// The palette input of a GIF's encoding pass. It comes before the
    /// frames, so ffmpeg reads it (and may wait for it) before any frame.
    public static func gifPaletteInput(_ palette: String) -> [String] {
        ["-f", "png_pipe", "-i", palette]
    }

    /// The encoding pass of a GIF, after `gifPaletteInput` and the frames' input.
    public static let gifEncode: [String] =
        ["-lavfi", "[1:v][0:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle", "-loop", "0"] + reproducible + ["-f", "gif"]
}
