import Foundation
import ReelSystem

/// Writes a GIF file from the paletted frames ffmpeg's `paletteuse` sends
/// through a pipe (`-f rawvideo -pix_fmt pal8`: each frame's indices, row
/// by row, then its palette as 256 native-endian BGRA words), with
/// `GIFAnimationWriter`. The palette of the first frame is the file's one
/// palette: its `colors` colours come first (palettegen pads the rest),
/// and palettegen keeps the last entry (alpha 0) for transparency; that
/// entry moves to just after the colours, so a palette of 16 colours makes
/// a table of 32 entries and codes of 6 bits, not 256 and 9. Frame `i`
/// lasts from `i / fps` to `(i + 1) / fps`, each rounded to a hundredth of
/// a second, as GIF delays are.
///
/// The frames are written as they come. At the end, where ordering the
/// palette by use (`GIFPaletteOrder`) narrows enough frames' codes to save
/// at least 1 %, the file is written again in that order beside it
/// (`scratch`) and takes its place.
final class GIFFileWriter: @unchecked Sendable {
    private let spec: VideoSpec
    private let loops: Int
    private let colors: Int
    private let lossy: Int
    private let url: URL
    private let scratch: URL
    private var fd: Int32
    /// The frames written, without their data, and where their data is.
    private var written: [(frame: GIFFrame, offset: Int, count: Int)] = []
    private var offset = 0
    private var writer: GIFAnimationWriter?
    /// Palette index → file index (the transparent entry moved after the colours).
    private var remap = [UInt8](0...255)
    private var partial: [UInt8] = []
    private var frames = 0
    private var frameBytes: Int { spec.width * spec.height + 1024 }

    /// `colors` is the number of colours palettegen was asked for besides the transparent one (1...255).
    init(url: URL, scratch: URL, spec: VideoSpec, loops: Int, colors: Int, lossy: Int = 0) throws {
        self.lossy = lossy
        (self.spec, self.loops, self.colors, self.url) = (spec, loops, max(1, min(255, colors)), url)
        self.scratch = scratch
        fd = open(url.path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw SystemError.output("cannot write \(url.path): " + FileBytes.reason(errno, at: url.deletingLastPathComponent()))
        }
    }

    deinit { if fd >= 0 { close(fd) } }

    private func write(_ bytes: [UInt8]) throws {
        try Self.write(bytes, to: fd, url)
        offset += bytes.count
    }

    private static func write(_ bytes: [UInt8], to fd: Int32, _ url: URL) throws {
        guard !bytes.isEmpty else { return }
        if let code = bytes.withUnsafeBytes({ FileBytes.writeAll($0, to: fd) }) {
            throw SystemError.output("cannot write \(url.path): " + FileBytes.reason(code, at: url.deletingLastPathComponent()))
        }
    }

    private func write(_ frames: [GIFFrame]) throws {
        for frame in frames {
            let head = frame.head
            try write(head + frame.data)
            var stored = frame
            stored.data = []
            written.append((stored, offset - frame.data.count, frame.data.count))
        }
    }

    /// Takes the next bytes of the stream.
    func consume(_ bytes: UnsafeRawBufferPointer) throws {
        partial.append(contentsOf: bytes)
        var start = 0
        while partial.count - start >= frameBytes {
            try add(partial[start..<(start + frameBytes)])
            start += frameBytes
        }
        if start > 0 { partial.removeFirst(start) }
    }

    /// Writes the end of the file; throws if the stream stopped inside a frame.
    func finish() throws {
        defer {
            close(fd)
            fd = -1
        }
        guard partial.isEmpty else { throw EncodingError.unusable("ffmpeg's paletted frames ended inside a frame") }
        guard var writer else { throw EncodingError.unusable("ffmpeg sent no paletted frames") }
        try write(writer.finish())
        try write(GIFBlocks.trailer)
        self.writer = nil
        let (order, saving) = GIFPaletteOrder.best(count: writer.palette.count,
                                                   frames: written.map { ($0.frame.indices, $0.frame.needed, $0.count) })
        if saving * 100 >= offset { try reorder(writer, order) }
    }

    /// Writes the file again with the palette in `order` and puts it in place.
    private func reorder(_ writer: GIFAnimationWriter, _ order: [UInt8]) throws {
        let out = open(scratch.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard out >= 0 else {
            throw SystemError.output("cannot write \(scratch.path): " + FileBytes.reason(errno, at: scratch.deletingLastPathComponent()))
        }
        defer { close(out) }
        try Self.write(writer.header(order: order), to: out, scratch)
        for (frame, at, count) in written {
            var stored = frame
            switch FileBytes.read(count, at: at, from: fd) {
            case .success(let data): stored.data = data
            case .failure(let error): throw SystemError.output("cannot read back \(url.path): " + String(cString: strerror(error.code)))
            }
            try Self.write(stored.reordered(order).bytes, to: out, scratch)
        }
        try Self.write(GIFBlocks.trailer, to: out, scratch)
        guard rename(scratch.path, url.path) == 0 else {
            throw SystemError.output("cannot replace \(url.path): " + String(cString: strerror(errno)))
        }
    }

    private func add(_ frame: ArraySlice<UInt8>) throws {
        let pixels = spec.width * spec.height
        let base = frame.startIndex
        if writer == nil {
            var palette: [UInt32] = []
            for entry in 0..<colors {
                let at = base + pixels + entry * 4
                palette.append(UInt32(frame[at + 2]) << 16 | UInt32(frame[at + 1]) << 8 | UInt32(frame[at]))
            }
            guard frame[base + pixels + 255 * 4 + 3] == 0 else {
                throw EncodingError.unusable("the GIF palette has no transparent entry")
            }
            remap[255] = UInt8(palette.count)
            writer = GIFAnimationWriter(width: spec.width, height: spec.height, palette: palette + [0],
                                        transparent: UInt8(palette.count), hasAlpha: spec.hasAlpha, loops: loops,
                                        lossy: lossy)
            try write(writer!.header())
        }
        let delay = Self.hundredths(frames + 1, fps: spec.fps) - Self.hundredths(frames, fps: spec.fps)
        frames += 1
        let target = remap[255]
        let indices = [UInt8](unsafeUninitializedCapacity: pixels) { out, count in
            frame.withUnsafeBufferPointer { source in
                for offset in 0..<pixels {
                    let index = source[offset]
                    out[offset] = index == 255 ? target : index
                }
            }
            count = pixels
        }
        try write(writer!.add(indices, delay: delay))
    }

    private static func hundredths(_ frame: Int, fps: Int) -> Int {
        (frame * 100 + fps / 2) / fps
    }
}
