import Foundation
import ReelSystem

/// The file a `GIFFileWriter` writes: the header, then each frame as it is
/// encoded (on the encoding thread), then the trailer; where ordering the
/// palette by use (`GIFPaletteOrder`) saves at least 1 %, the frames are
/// read back and written again in that order beside it (`scratch`), which
/// takes its place.
final class GIFOutputFile: @unchecked Sendable {
    private let url: URL
    private let scratch: URL
    private var fd: Int32
    private var offset = 0
    private var encoder: GIFFrameEncoder?
    /// The frames written, without their data, and where their data is.
    private var written: [(frame: GIFFrame, offset: Int, count: Int)] = []

    init(url: URL, scratch: URL) throws {
        (self.url, self.scratch) = (url, scratch)
        fd = open(url.path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw SystemError.output("cannot write \(url.path): " + FileBytes.reason(errno, at: url.deletingLastPathComponent()))
        }
    }

    deinit { close() }

    func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    /// Writes the header of `encoder`'s file.
    func begin(_ encoder: GIFFrameEncoder) throws {
        self.encoder = encoder
        try write(encoder.header())
    }

    /// Appends a frame.
    func write(_ frame: GIFFrame) throws {
        try write(frame.head + frame.data)
        var stored = frame
        stored.data = []
        written.append((stored, offset - frame.data.count, frame.data.count))
    }

    /// Writes the trailer, and the file again in a better palette order where that pays.
    func finish() throws {
        try write(GIFBlocks.trailer)
        guard let encoder else { return }
        let (order, saving) = GIFPaletteOrder.best(count: encoder.palette.count,
                                                   frames: written.map { ($0.frame.indices, $0.frame.needed, $0.count) })
        if saving * 100 >= offset { try reorder(encoder, order) }
    }

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

    /// Writes the file again with the palette in `order` and puts it in place.
    private func reorder(_ encoder: GIFFrameEncoder, _ order: [UInt8]) throws {
        let out = open(scratch.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard out >= 0 else {
            throw SystemError.output("cannot write \(scratch.path): " + FileBytes.reason(errno, at: scratch.deletingLastPathComponent()))
        }
        defer { Glibc.close(out) }
        try Self.write(encoder.header(order: order), to: out, scratch)
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
}
