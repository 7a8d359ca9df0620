import Foundation
import ReelSystem

/// Writes a GIF file from the paletted frames ffmpeg's `paletteuse` sends
/// through a pipe (`-f rawvideo -pix_fmt pal8`: each frame's indices, row
/// by row, then its palette as 256 native-endian BGRA words). The palette
/// of the first frame is the file's one palette: its `colors` colours come
/// first (palettegen pads the rest), and palettegen keeps the last entry
/// (alpha 0) for transparency; that entry moves to just after the colours,
/// so a palette of 16 colours makes a table of 32 entries and codes of 6
/// bits, not 256 and 9. Frame `i` lasts from `i / fps` to `(i + 1) / fps`,
/// each rounded to a hundredth of a second, as GIF delays are.
///
/// The thread calling `consume` copies each frame into a canvas and makes
/// the decisions that depend on the frames before (`GIFFrameLayout`); the
/// frames it makes final are LZW encoded and written, in order, on a thread
/// of their own (`OrderedWorkThread`, at most `jobBudget` bytes of frames
/// in flight, the one being made included), so ffmpeg is not held up while
/// a frame is encoded.
///
/// At the end, where ordering the palette by use (`GIFPaletteOrder`)
/// narrows enough frames' codes to save at least 1 %, the file is written
/// again in that order beside it (`scratch`) and takes its place.
final class GIFFileWriter: @unchecked Sendable {
    /// Bytes of frames handed to the encoding thread and not yet written,
    /// with room for the next: at 800x600 a dozen whole frames, at
    /// 3840x2160 one (the next is made once it is written).
    static let jobBudget = 12 << 20

    /// Bytes of ffmpeg's paletted output read ahead of the writer (`OutputReader`):
    /// 8 MB less a frame's indices, and at least 1 MB. At 800x600 that is
    /// 15 frames, which absorb the writer's bursts; at 3840x2160, where
    /// `paletteuse` is slower than the writer and seldom gets ahead, 1 MB
    /// instead of almost a frame more in memory (measured: no slower).
    static func readAhead(pixels: Int) -> Int {
        max(1 << 20, (8 << 20) - (pixels + 1024))
    }

    private let spec: VideoSpec
    private let loops: Int
    private let colors: Int
    private let lossy: Int
    private let cancellation: Cancellation
    private let file: GIFOutputFile
    private var layout: GIFFrameLayout?
    private var encoding: OrderedWorkThread<GIFFrameJob>?
    /// The frame coming in: its indices (the palette's 1024 bytes go to
    /// `paletteBytes`). Allocated with the first bytes, so a GIF's first
    /// pass does not hold it beside its canvases.
    private var canvas: [UInt8] = []
    private var paletteBytes = [UInt8](repeating: 0, count: 1024)
    private var filled = 0
    private var frames = 0
    private var pixels: Int { spec.width * spec.height }

    /// `colors` is the number of colours palettegen was asked for besides the transparent one (1...255).
    init(url: URL, scratch: URL, spec: VideoSpec, loops: Int, colors: Int, lossy: Int = 0,
         cancellation: Cancellation = Cancellation()) throws {
        (self.spec, self.loops, self.colors, self.lossy) = (spec, loops, max(1, min(255, colors)), lossy)
        self.cancellation = cancellation
        file = try GIFOutputFile(url: url, scratch: scratch)
    }

    deinit { encoding?.abandon() }

    /// Takes the next bytes of the stream; throws what stopped the encoding thread.
    func consume(_ bytes: UnsafeRawBufferPointer) throws {
        if canvas.isEmpty { canvas = [UInt8](repeating: 0, count: pixels) }
        var at = 0
        while at < bytes.count {
            let frameBytes = pixels + 1024
            let count = min(bytes.count - at, frameBytes - filled)
            let part = UnsafeRawBufferPointer(rebasing: bytes[at..<(at + count)])
            take(part, from: filled)
            filled += count
            at += count
            if filled == frameBytes {
                filled = 0
                try add()
            }
        }
    }

    /// Copies stream bytes starting `offset` into the frame into the canvas
    /// (palette entry 255, the transparent one, written as the file's) or the palette.
    private func take(_ part: UnsafeRawBufferPointer, from offset: Int) {
        let inCanvas = max(0, min(part.count, pixels - offset))
        if inCanvas > 0 { takePixels(part.baseAddress!.assumingMemoryBound(to: UInt8.self), count: inCanvas, at: offset) }
        for i in inCanvas..<part.count { paletteBytes[offset + i - pixels] = part[i] }
    }

    private func takePixels(_ input: UnsafePointer<UInt8>, count: Int, at offset: Int) {
        let target = UInt8(colors)
        canvas.withUnsafeMutableBufferPointer { canvas in
            precondition(offset + count <= canvas.count)
            // Typed pointers let the loop vectorise (32 bytes a step); through
            // the raw buffer's subscript it went a byte at a time, 20x slower.
            let output = canvas.baseAddress! + offset
            for i in 0..<count {
                let index = input[i]
                output[i] = index == 255 ? target : index
            }
        }
    }

    /// Writes the end of the file; throws if the stream stopped inside a frame.
    func finish() throws {
        defer { file.close() }
        guard filled == 0 else { throw EncodingError.unusable("ffmpeg's paletted frames ended inside a frame") }
        guard layout != nil, let encoding else { throw EncodingError.unusable("ffmpeg sent no paletted frames") }
        try encoding.waitForRoom(GIFFrameJob.bytes(pixels: pixels))
        // The last job is made on this thread, whose heap holds none of the
        // jobs before (they came from the reading thread's): what the
        // other threads keep free goes back first, as it does before the
        // frames are written again in a better palette order (`file.finish`).
        canvas = []
        ProcessHeap.releaseFreeMemory()
        if let job = layout!.finish() { try encoding.put(job, bytes: job.bytes) }
        layout = nil
        try encoding.finish()
        try file.finish()
    }

    private func add() throws {
        if layout == nil { try start() }
        let delay = Self.hundredths(frames + 1, fps: spec.fps) - Self.hundredths(frames, fps: spec.fps)
        frames += 1
        // Room first: a job made while `put` waits would be one frame more in memory.
        try encoding!.waitForRoom(GIFFrameJob.bytes(pixels: pixels))
        if let job = layout!.add(&canvas, delay: delay) { try encoding!.put(job, bytes: job.bytes) }
    }

    /// Reads the file's palette from the first frame, writes the header and starts the encoding thread.
    private func start() throws {
        var palette: [UInt32] = []
        for entry in 0..<colors {
            let at = entry * 4
            palette.append(UInt32(paletteBytes[at + 2]) << 16 | UInt32(paletteBytes[at + 1]) << 8 | UInt32(paletteBytes[at]))
        }
        guard paletteBytes[255 * 4 + 3] == 0 else { throw EncodingError.unusable("the GIF palette has no transparent entry") }
        let transparent = UInt8(palette.count)
        layout = GIFFrameLayout(width: spec.width, height: spec.height, transparent: transparent, hasAlpha: spec.hasAlpha)
        var encoder = GIFFrameEncoder(width: spec.width, height: spec.height, palette: palette + [0], transparent: transparent,
                                      hasAlpha: spec.hasAlpha, loops: loops, lossy: lossy)
        try file.begin(encoder)
        let file = self.file
        encoding = OrderedWorkThread(budget: Self.jobBudget, cancellation: cancellation) { job in
            try file.write(encoder.encoded(job))
        }
    }

    private static func hundredths(_ frame: Int, fps: Int) -> Int {
        (frame * 100 + fps / 2) / fps
    }
}
