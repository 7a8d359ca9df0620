import Foundation

/// A GIF in two ffmpeg passes, so no pass holds the animation in memory:
/// the first streams every frame into `palettegen` (one palette for the
/// whole animation), the second encodes with that palette.
///
/// The second pass reads the frames back from a `FrameStore` written during
/// the first, unless `GIFSecondPass.render` asks for them again or they
/// compress too poorly to be worth storing; then `endPass` asks the render
/// loop for a second pass.
final class GIFSink: FrameSink {
    private let request: SinkRequest
    private let palette: URL
    private var process: FFmpegProcess?
    private var store: FrameStore?
    private var pass = 1

    init(_ request: SinkRequest) throws {
        self.request = request
        palette = request.work.file("palette.png")
        if request.settings.gifSecondPass != .render {
            store = try FrameStore(url: request.work.file("frames.rle"), frameBytes: request.spec.frameByteCount)
        }
        process = try request.startFFmpeg(stage: "GIF palette pass", EncoderArguments.gifPalette + ["-y", palette.path])
    }

    /// Bytes the stored frames took, for measuring the trade-off.
    var storedBytes: Int? { store?.storedBytes }

    func write(_ frame: UnsafeRawBufferPointer, index: Int) throws {
        try process?.write(frame)
        if pass == 1, let store, try !store.append(frame) {
            if request.settings.gifSecondPass == .store {
                throw EncodingError.output("the frames do not compress enough to be stored for the GIF's second pass; "
                                           + "use --gif-second-pass render")
            }
            self.store = nil
            try? FileManager.default.removeItem(at: request.work.file("frames.rle"))
        }
    }

    func endPass() throws -> Bool {
        try process?.finish()
        process = nil
        guard pass == 1 else { return false }
        pass = 2
        process = try request.startFFmpeg(stage: "GIF encoding pass",
                                          EncoderArguments.gifEncode(palette: palette.path) + ["-y", request.work.output.path])
        guard let store else { return true }
        try store.replay { frame in
            try request.settings.cancellation.check()
            try process?.write(frame)
        }
        self.store = nil
        try process?.finish()
        process = nil
        return false
    }

    func finish() throws -> EncodeResult {
        try OutputCheck(format: .gif, spec: request.spec, ffprobe: request.settings.ffprobe).verify(request.work.output)
        try request.work.commit()
        return EncodeResult(width: request.spec.width, height: request.spec.height)
    }

    func cancel() {
        process?.cancel()
        process = nil
        store = nil
        request.work.discard()
    }
}
