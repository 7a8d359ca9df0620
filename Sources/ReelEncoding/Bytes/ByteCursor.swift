import Foundation

/// Why a file's structure was rejected, and where.
package struct MalformedFile: Error, CustomStringConvertible, Equatable {
    let reason: String
    let offset: Int

    package var description: String { "\(reason) (at byte \(offset))" }
}

/// Bounds-checked reads over a file or over bytes in memory, for the
/// structure parsers: a read past the end throws `MalformedFile` instead of
/// trapping, so hostile input is handled like any other. A cursor can be
/// narrowed to a range (`limited(to:)`), so a box's reads cannot leave the box.
///
/// Invariant: `0 <= offset <= length`, and `window` holds the source's bytes
/// from `windowStart` on: all of them in memory, a stretch of a file otherwise.
struct ByteCursor {
    /// The end of the readable range (the file's size, or a box's end).
    private(set) var length: Int
    /// The position of the next read.
    private(set) var offset = 0
    private var window: [UInt8]
    private var windowStart = 0
    /// The file read from, or nil when `window` holds all the bytes.
    private let descriptor: Int32?

    /// What one file read fetches at least: walking a GIF's 255-byte
    /// sub-blocks then costs one system call per 256 KiB, not one per block.
    static let readSize = 256 << 10

    init(bytes: [UInt8]) {
        length = bytes.count
        window = bytes
        descriptor = nil
    }

    /// Opens `url` and runs `body` with a cursor over it; the file is closed after.
    static func reading<T>(_ url: URL, _ body: (inout ByteCursor) throws -> T) throws -> T {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        guard let size = Int(exactly: try handle.seekToEnd()) else {
            throw MalformedFile(reason: "the file is too large", offset: 0)
        }
        var cursor = ByteCursor(descriptor: handle.fileDescriptor, length: size)
        return try body(&cursor)
    }

    private init(descriptor: Int32, length: Int) {
        self.descriptor = descriptor
        self.length = length
        window = []
    }

    var remaining: Int { length - offset }

    /// This cursor narrowed to `range`, positioned at its start. In memory the
    /// bytes are shared, not copied.
    func limited(to range: Range<Int>) throws -> ByteCursor {
        guard range.lowerBound >= 0, range.upperBound <= length else {
            throw MalformedFile(reason: "a box runs past its container", offset: range.lowerBound)
        }
        var narrowed = self
        narrowed.length = range.upperBound
        narrowed.offset = range.lowerBound
        return narrowed
    }

    mutating func seek(to position: Int) throws {
        guard position >= 0, position <= length else {
            throw MalformedFile(reason: "position \(position) is past the end (\(length))", offset: offset)
        }
        offset = position
    }

    mutating func skip(_ count: Int) throws {
        guard count >= 0, count <= remaining else {
            throw MalformedFile(reason: "\(count) bytes declared, \(remaining) left", offset: offset)
        }
        offset += count
    }

    mutating func byte() throws -> UInt8 {
        let index = offset - windowStart
        if offset < length, index >= 0, index < window.count {
            offset += 1
            return window[index]
        }
        return try read(1)[0]
    }

    /// The next `count` bytes (a slice of the window: no copy).
    mutating func read(_ count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else {
            throw MalformedFile(reason: "\(count) bytes declared, \(remaining) left", offset: offset)
        }
        if offset < windowStart || offset + count > windowStart + window.count {
            try fill(count)
        }
        let from = offset - windowStart
        offset += count
        return window[from..<from + count]
    }

    mutating func uint16LE() throws -> UInt16 {
        let bytes = try read(2)
        return UInt16(bytes[bytes.startIndex]) | UInt16(bytes[bytes.startIndex + 1]) << 8
    }

    mutating func uint32LE() throws -> UInt32 {
        try read(4).reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func uint32BE() throws -> UInt32 {
        UInt32(truncatingIfNeeded: Self.bigEndian(try read(4)))
    }

    mutating func uint64BE() throws -> UInt64 {
        Self.bigEndian(try read(8))
    }

    /// Up to 8 bytes as a big-endian number.
    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Reads at least `count` bytes at `offset` from the file into the window.
    /// Only a file cursor gets here: in memory the window holds everything.
    private mutating func fill(_ count: Int) throws {
        guard let descriptor else {
            throw MalformedFile(reason: "read outside the bytes in memory", offset: offset)
        }
        let size = min(max(count, Self.readSize), remaining)
        let start = offset
        let fresh = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            while initialized < size {
                let got = pread(descriptor, base + initialized, size - initialized, off_t(start + initialized))
                if got > 0 {
                    initialized += got
                } else if got < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        // A file that shrank after its size was taken, or a read error.
        guard fresh.count >= count else {
            throw MalformedFile(reason: "the file ended early", offset: start + fresh.count)
        }
        window = fresh
        windowStart = start
    }
}
