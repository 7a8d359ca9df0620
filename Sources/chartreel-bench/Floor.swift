import ReelScene
import Foundation
import ReelEncoding

/// The raw frames `Reel.render(scene, to:)` hands its encoder for `format`.
func videoSpec(_ scene: Scene, _ format: VideoFormat) -> VideoSpec {
    Reel.videoSpec(scene, format: format)
}

/// Discards every frame: what rendering costs without encoding.
final class NullSink: FrameSink {
    private let spec: VideoSpec
    init(_ spec: VideoSpec) { self.spec = spec }
    func write(_ frame: UnsafeRawBufferPointer, index: Int) throws {}
    func endPass() throws -> Bool { false }
    func finish() throws -> EncodeResult { EncodeResult(width: spec.width, height: spec.height) }
    func cancel() {}
}

/// Writes every frame, as handed over and framed as ffmpeg gets it
/// (`VideoSpec.streamHeader`, `frameHeader`), to one file: the exact bytes
/// chartreel pipes into ffmpeg, for timing ffmpeg alone on them.
final class RawFileSink: FrameSink {
    private let url: URL
    private let spec: VideoSpec
    private var file: UnsafeMutablePointer<FILE>?

    init(_ url: URL, spec: VideoSpec) throws {
        self.url = url
        self.spec = spec
        guard let file = fopen(url.path, "wb") else { throw BenchError.message("cannot create \(url.path)") }
        self.file = file
        let header = spec.streamHeader
        guard fwrite(header, 1, header.count, file) == header.count else { throw BenchError.message("cannot write \(url.path)") }
    }

    deinit { if let file { fclose(file) } }

    func write(_ frame: UnsafeRawBufferPointer, index: Int) throws {
        let header = spec.frameHeader
        guard fwrite(header, 1, header.count, file) == header.count,
              fwrite(frame.baseAddress, 1, frame.count, file) == frame.count else {
            throw BenchError.message("cannot write \(url.path)")
        }
    }

    func endPass() throws -> Bool { false }

    func finish() throws -> EncodeResult {
        if let file { fclose(file) }
        file = nil
        return EncodeResult(width: spec.width, height: spec.height)
    }

    func cancel() {
        if let file { fclose(file) }
        file = nil
        try? FileManager.default.removeItem(at: url)
    }
}

/// ffmpeg alone encoding chartreel's own frames with chartreel's own
/// settings (`EncoderArguments`, `VideoSpec.inputArguments`): the floor no
/// renderer feeding ffmpeg can go under. The piped variant feeds the same
/// bytes through a pipe, as chartreel does: what moving the frames costs.
struct Floor {
    let ffmpeg: String
    let directory: URL

    private static let quiet = ["-hide_banner", "-loglevel", "error", "-nostdin"]

    /// Writes the frames of `scene` in `spec` to a raw file (rendered with one worker per core).
    func dumpFrames(_ scene: Scene, spec: VideoSpec, name: String) throws -> URL {
        let url = directory.appendingPathComponent("\(name).raw")
        _ = try Reel.render(scene, spec: spec, into: try RawFileSink(url, spec: spec))
        return url
    }

    /// The arguments of the MP4 encode of `raw` (nil: standard input).
    func mp4Arguments(_ spec: VideoSpec, raw: URL?) -> [String] {
        Self.quiet + spec.inputArguments(source: raw?.path ?? "pipe:0") + EncoderArguments.mp4(spec)
            + ["-y", directory.appendingPathComponent("floor.mp4").path]
    }

    /// The arguments of a GIF's palette pass and encoding pass over `raw`
    /// (nil: standard input): chartreel's own palette and mapping filters,
    /// with ffmpeg's GIF encoder writing the file (floor.gif) in the
    /// encoding pass, as ffmpeg alone makes a GIF. Where chartreel sends
    /// ffmpeg's paletted frames to a writer of its own, this writes them
    /// with ffmpeg's.
    func gifArguments(_ spec: VideoSpec, raw: URL?) -> (palette: [String], encode: [String]) {
        let palette = directory.appendingPathComponent("floor-palette.png").path
        let input = Self.quiet + spec.inputArguments(source: raw?.path ?? "pipe:0")
        let gif = directory.appendingPathComponent("floor.gif").path
        return (input + EncoderArguments.gifPalette() + ["-y", palette],
                Self.quiet + EncoderArguments.gifPaletteInput(palette) + spec.inputArguments(source: raw?.path ?? "pipe:0")
                    + ["-y"] + EncoderArguments.gifMapping() + ["-f", "gif", gif])
    }

    /// Wall seconds of ffmpeg encoding `raw` as MP4: from the file, or
    /// (`piped`) from its standard input, fed the file's bytes.
    func timeMP4(_ spec: VideoSpec, raw: URL, piped: Bool) throws -> Double {
        try encode("MP4", mp4Arguments(spec, raw: piped ? nil : raw), piping: piped ? raw : nil, spec)
    }

    /// Wall seconds of ffmpeg's two GIF passes over `raw`, from the file or piped.
    func timeGIF(_ spec: VideoSpec, raw: URL, piped: Bool) throws -> Double {
        let (palette, encode) = gifArguments(spec, raw: piped ? nil : raw)
        return try self.encode("GIF palette", palette, piping: piped ? raw : nil, spec)
            + self.encode("GIF encoding", encode, piping: piped ? raw : nil, spec)
    }

    private func encode(_ what: String, _ arguments: [String], piping raw: URL?, _ spec: VideoSpec) throws -> Double {
        if let raw {
            return try Command.piped("ffmpeg alone (\(what), piped)", ffmpeg, arguments, input: raw,
                                     chunk: spec.frameByteCount).seconds
        }
        return try Command.check("ffmpeg alone (\(what))", ffmpeg, arguments).seconds
    }
}
