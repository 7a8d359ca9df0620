import Foundation
import ReelSystem

/// Frames kept on disk between a GIF's two passes, so the second pass reads
/// them back instead of rendering them again.
///
/// Charts are flat colour and change little from one frame to the next, so
/// each frame is stored as its XOR with the previous one, run-length coded
/// in 32-bit pixels: unchanged areas become long runs of zero, which the
/// reader skips. A frame that does not shrink to `maximumRatio` of its size
/// (photographic noise) makes `append` return false: the store is then not
/// worth its disk traffic and the caller renders again instead.
///
/// Memory: the previous frame plus a fixed 256 KiB, for any clip length.
final class FrameStore {
    static let maximumRatio = 0.5
    private let url: URL
    private let words: Int
    private var file: UnsafeMutablePointer<FILE>?
    private var previous: [UInt32]
    /// Tokens on their way to the file; a fixed buffer, so writing one costs
    /// no array growth or exclusivity check.
    private let chunk = UnsafeMutablePointer<UInt32>.allocate(capacity: chunkWords)
    private var frameSizes: [Int] = []
    private(set) var storedBytes = 0

    /// A store for frames of `frameBytes` bytes (a multiple of 4) at `url`.
    init(url: URL, frameBytes: Int) throws {
        self.url = url
        words = frameBytes / 4
        previous = [UInt32](repeating: 0, count: words)
        guard let file = fopen(url.path, "wb") else { throw Self.error("create", url) }
        self.file = file
    }

    deinit {
        if let file { fclose(file) }
        chunk.deallocate()
    }

    private static let chunkWords = 64 * 1024

    /// Stores the next frame; false when it compressed too poorly (nothing more should be stored).
    func append(_ frame: UnsafeRawBufferPointer) throws -> Bool {
        let limit = Int(Double(words) * Self.maximumRatio)
        var written = 0
        let ok = try frame.withMemoryRebound(to: UInt32.self) { current in
            try previous.withUnsafeMutableBufferPointer { previous in
                try encode(current, against: previous, limit: limit, written: &written)
            }
        }
        guard ok else { return false }
        frameSizes.append(written)
        storedBytes += written * 4
        return true
    }

    /// Reads every stored frame back, in order, into one reused buffer.
    func replay(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        if let file { fclose(file) }
        guard let input = fopen(url.path, "rb") else { throw Self.error("read", url) }
        file = nil
        defer { fclose(input) }
        // The previous frame's buffer becomes the frame being rebuilt.
        var frame = previous
        previous = []
        frame.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        var payload: [UInt32] = []
        for size in frameSizes {
            if payload.count < size { payload = [UInt32](repeating: 0, count: size) }
            guard payload.withUnsafeMutableBytes({ fread($0.baseAddress, 4, size, input) }) == size else {
                throw Self.error("read", url)
            }
            payload.withUnsafeBufferPointer { p in frame.withUnsafeMutableBufferPointer { Self.apply(p, size, to: $0) } }
            try frame.withUnsafeBytes(body)
        }
    }

    /// Run-length codes `current` XOR `previous` (then copies `current` into
    /// `previous`). Tokens: `0x8000_0000 | n` then one word repeated n
    /// times; `n` then n literal words.
    private func encode(_ current: UnsafeBufferPointer<UInt32>, against previous: UnsafeMutableBufferPointer<UInt32>,
                        limit: Int, written: inout Int) throws -> Bool {
        var out = TokenWriter(chunk: chunk, capacity: Self.chunkWords, file: file, url: url)
        let n = words
        var i = 0
        while i < n {
            let value = current[i] ^ previous[i]
            var j = i + 1
            // Runs are long (unchanged or flat areas): compare eight words at a time.
            let repeated = SIMD8(repeating: value)
            while j + 8 <= n && Self.eight(current, j) ^ Self.eight(previous, j) == repeated { j += 8 }
            while j < n && current[j] ^ previous[j] == value { j += 1 }
            if j - i >= 2 {
                try out.emit(0x8000_0000 | UInt32(j - i))
                try out.emit(value)
                i = j
                continue
            }
            let start = i
            i += 1
            while i < n && !(i + 1 < n && current[i] ^ previous[i] == current[i + 1] ^ previous[i + 1]) { i += 1 }
            try out.emit(UInt32(i - start))
            for k in start..<i { try out.emit(current[k] ^ previous[k]) }
            if out.written > limit { return false }
        }
        try out.flush()
        written = out.written
        _ = previous.update(fromContentsOf: current)
        return true
    }

    @inline(__always)
    private static func eight(_ words: UnsafeBufferPointer<UInt32>, _ i: Int) -> SIMD8<UInt32> {
        UnsafeRawPointer(words.baseAddress! + i).loadUnaligned(as: SIMD8<UInt32>.self)
    }

    @inline(__always)
    private static func eight(_ words: UnsafeMutableBufferPointer<UInt32>, _ i: Int) -> SIMD8<UInt32> {
        UnsafeRawPointer(words.baseAddress! + i).loadUnaligned(as: SIMD8<UInt32>.self)
    }

    /// Collects tokens in the store's chunk and writes it out when full.
    private struct TokenWriter {
        let chunk: UnsafeMutablePointer<UInt32>
        let capacity: Int
        let file: UnsafeMutablePointer<FILE>?
        let url: URL
        var used = 0
        var written = 0

        @inline(__always)
        mutating func emit(_ word: UInt32) throws {
            chunk[used] = word
            used += 1
            written += 1
            if used == capacity { try flush() }
        }

        mutating func flush() throws {
            guard used > 0 else { return }
            guard fwrite(chunk, 4, used, file) == used else { throw FrameStore.error("write", url) }
            used = 0
        }
    }

    /// XORs a coded frame onto `frame`, which holds the previous one.
    private static func apply(_ tokens: UnsafeBufferPointer<UInt32>, _ count: Int, to frame: UnsafeMutableBufferPointer<UInt32>) {
        var t = 0, i = 0
        while t < count {
            let header = tokens[t]
            let length = Int(header & 0x7FFF_FFFF)
            if header & 0x8000_0000 != 0 {
                let value = tokens[t + 1]
                if value != 0 { for k in i..<(i + length) { frame[k] ^= value } }
                t += 2
            } else {
                for k in 0..<length { frame[i + k] ^= tokens[t + 1 + k] }
                t += 1 + length
            }
            i += length
        }
    }

    private static func error(_ action: String, _ url: URL) -> SystemError {
        .output("cannot \(action) the stored GIF frames in \(url.deletingLastPathComponent().path): "
                + String(cString: strerror(errno)) + DiskSpace.fullHint(at: url))
    }
}
