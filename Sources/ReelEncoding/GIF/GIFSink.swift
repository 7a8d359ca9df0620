import Foundation
import ReelSystem

/// A GIF in two ffmpeg passes, so no pass holds the animation in memory:
/// the first streams every frame into `palettegen` (one palette for the
/// whole animation), the second maps the frames onto that palette and
/// sends them back paletted, for `GIFFileWriter` to write the file.
///
/// Both processes start together, and a `PaletteRelay` hands the palette
/// over once the first has written it, so the second's start-up overlaps
/// the first pass instead of following it.
///
/// The second pass reads the frames back from a `FrameStore` written during
/// the first, unless `GIFSecondPass.render` asks for them again or they
/// compress too poorly to be worth storing; then `endPass` asks the render
/// loop for a second pass.
final class GIFSink: FrameSink {
    private let request: SinkRequest
    private let palette: URL
    private var relay: PaletteRelay?
    private var paletteProcess: FFmpegProcess?
    private var encoder: FFmpegProcess?
    private var store: FrameStore?
    private var gif: GIFFileWriter?
    private var pass = 1

    init(_ request: SinkRequest) throws {
        self.request = request
        palette = request.work.file("palette.png")
        do {
            let relay = try PaletteRelay(fifo: request.work.file("palette.fifo"))
            self.relay = relay
            paletteProcess = try request.startFFmpeg(stage: "GIF palette pass", EncoderArguments.gifPalette(request.settings.options) + ["-y", palette.path])
            let plays = request.settings.options.plays ?? 0
            let colors = min(255, request.settings.options.colors ?? 255)
            let gif = try GIFFileWriter(url: request.work.output, scratch: request.work.file("reordered.gif"), spec: request.spec, loops: plays, colors: colors,
                                         lossy: request.settings.options.lossy ?? 0,
                                         cancellation: request.settings.cancellation)
            self.gif = gif
            encoder = try request.startFFmpeg(stage: "GIF encoding pass", inputs: EncoderArguments.gifPaletteInput(relay.fifo.path),
                                              EncoderArguments.gifEncode(request.spec, request.settings.options),
                                              output: { try gif.consume($0) },
                                              outputAhead: GIFFileWriter.readAhead(pixels: request.spec.width * request.spec.height))
            if request.settings.gifSecondPass != .render {
                store = try FrameStore(url: request.work.file("frames.rle"), frameBytes: request.spec.frameByteCount)
            }
        } catch {
            cancel()
            throw error
        }
    }

    /// Two when the frames are rendered again for the second pass (none are
    /// stored, or they stopped being); stored frames are replayed within `endPass`.
    var plannedPasses: Int { pass == 2 || store == nil ? 2 : 1 }

    /// Bytes the stored frames took, for measuring the trade-off.
    var storedBytes: Int? { store?.storedBytes }

    func write(_ frame: UnsafeRawBufferPointer, index: Int) throws {
        guard pass == 1 else { return try encoder?.write(frame) ?? () }
        guard let store, let paletteProcess else { return try paletteProcess?.write(frame) ?? () }
        // The palette pass reads the frame while it is compressed for the
        // store: a frame is larger than the pipe, so done one after the
        // other, ffmpeg would wait for every compression.
        let feeding = FeedingThread(paletteProcess, frame)
        let stored = Result { try store.append(frame) }
        try feeding.wait()
        if try !stored.get() {
            if request.settings.gifSecondPass == .store {
                throw EncodingError.unusable("the frames do not compress enough to be stored for the GIF's second pass; "
                                           + "use --gif-second-pass render")
            }
            self.store = nil
            try? FileManager.default.removeItem(at: request.work.file("frames.rle"))
        }
    }

    func endPass() throws -> Bool {
        guard pass == 1 else {
            try encoder?.finish()
            try gif?.finish()
            return false
        }
        pass = 2
        try paletteProcess?.finish()
        paletteProcess = nil
        if let relay, let encoder {
            try relay.deliver(palette, to: encoder, timeout: request.settings.stallTimeout,
                              cancellation: request.settings.cancellation)
        }
        guard let store else { return true }
        // In pieces of a slice: ffmpeg reads a stream, not frames.
        try store.replay { piece in
            try request.settings.cancellation.check()
            try encoder?.write(piece)
        }
        self.store = nil
        try encoder?.finish()
        try gif?.finish()
        return false
    }

    func finish() throws -> EncodeResult {
        try request.outputCheck(.gif).verify(request.work.output)
        var result = EncodeResult(width: request.spec.width, height: request.spec.height)
        result.bytes = try request.work.commit()
        return result
    }

    func cancel() {
        paletteProcess?.cancel()
        paletteProcess = nil
        relay?.release()
        encoder?.cancel()
        encoder = nil
        store = nil
        request.work.discard()
    }
}

/// One frame written to an ffmpeg process on its own thread; `wait` joins it
/// and rethrows what the write threw. The frame must stay valid until then.
private final class FeedingThread: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var failure: Error?

    init(_ process: FFmpegProcess, _ frame: UnsafeRawBufferPointer) {
        nonisolated(unsafe) let frame = frame
        nonisolated(unsafe) let process = process
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            do { try process.write(frame) } catch { failure = error }
            done.signal()
        }
    }

    func wait() throws {
        done.wait()
        if let failure { throw failure }
    }
}
