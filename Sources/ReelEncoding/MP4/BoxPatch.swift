import ReelSystem
extension MP4Box {
    var size: Int { end - start }
    var payload: Range<Int> { payloadStart..<end }
}

/// Finds boxes in a file held in memory, with `MP4Box`'s reading of them.
struct BoxReader {
    private let file: ByteCursor

    init(_ bytes: [UInt8]) { file = ByteCursor(bytes: bytes) }

    /// The child boxes of type `name` in `range`; nil where the boxes there do not parse.
    private func children(_ name: String, in range: Range<Int>) -> [MP4Box]? {
        guard let container = try? file.limited(to: range), let boxes = try? MP4Box.children(of: container) else { return nil }
        return boxes.filter { $0.type == name }
    }

    /// The first child box of type `name`.
    func child(_ name: String, in range: Range<Int>) -> MP4Box? {
        children(name, in: range)?.first
    }

    /// The child box of type `name` when there is exactly one.
    func only(_ name: String, in range: Range<Int>) -> MP4Box? {
        guard let matches = children(name, in: range), matches.count == 1 else { return nil }
        return matches[0]
    }
}

/// Edits to a file whose bytes from `pivot` on (positions in the file
/// before the edit) moved by `growth`: fields are found at their old
/// places, and offsets that pointed past the pivot are moved too.
struct Patch {
    private(set) var bytes: [UInt8]
    let pivot: Int
    let growth: Int

    init(bytes: [UInt8], pivot: Int, growth: Int) {
        (self.bytes, self.pivot, self.growth) = (bytes, pivot, growth)
    }

    enum Header { case movie, track, media }

    /// Where the byte at old position `at` is now.
    private func moved(_ at: Int) -> Int { at < pivot ? at : at + growth }

    private func read(_ size: Int, at old: Int) throws -> UInt64 {
        let at = moved(old)
        guard size == 0 || at + size <= bytes.count else { throw SystemError.output("the animation ffmpeg wrote is cut short") }
        return ByteCursor.bigEndian(bytes[at..<(at + size)])
    }

    private mutating func write(_ value: UInt64, _ size: Int, at old: Int) throws {
        guard size == 8 || value >> (8 * size) == 0 else { throw SystemError.output("a retimed field of the animation overflows") }
        let at = moved(old)
        for index in 0..<size { bytes[at + index] = UInt8(value >> (8 * (size - 1 - index)) & 0xFF) }
    }

    mutating func addToSize(of box: MP4Box, _ amount: Int) throws {
        // A 64-bit size follows the type when the header is 16 bytes.
        let (at, size) = box.payloadStart - box.start == 16 ? (box.start + 8, 8) : (box.start, 4)
        try write(UInt64(box.size + amount), size, at: at)
    }

    /// The duration field of a movie, track or media header (version 0 or 1).
    private func durationField(of box: MP4Box, _ kind: Header) throws -> (at: Int, size: Int) {
        let wide = try read(1, at: box.payloadStart) == 1
        let before = kind == .track ? (wide ? 24 : 16) : (wide ? 20 : 12)
        return (box.payloadStart + 4 + before, wide ? 8 : 4)
    }

    mutating func setDuration(of box: MP4Box, kind: Header, _ value: UInt64) throws {
        let field = try durationField(of: box, kind)
        try write(value, field.size, at: field.at)
    }

    mutating func scaleDuration(of box: MP4Box, kind: Header, _ from: UInt64, _ to: UInt64) throws {
        let field = try durationField(of: box, kind)
        try write(Self.scaled(try read(field.size, at: field.at), from, to), field.size, at: field.at)
    }

    mutating func scaleEdits(_ elst: MP4Box, _ from: UInt64, _ to: UInt64) throws {
        let wide = try read(1, at: elst.payloadStart) == 1
        let count = Int(try read(4, at: elst.payloadStart + 4))
        for entry in 0..<count {
            let at = elst.payloadStart + 8 + entry * (wide ? 20 : 12)
            try write(Self.scaled(try read(wide ? 8 : 4, at: at), from, to), wide ? 8 : 4, at: at)
        }
    }

    mutating func moveChunkOffsets(_ table: MP4Box, wide: Bool) throws {
        let count = Int(try read(4, at: table.payloadStart + 4))
        for entry in 0..<count {
            try moveOffset(at: table.payloadStart + 8 + entry * (wide ? 8 : 4), size: wide ? 8 : 4)
        }
    }

    /// The file offsets of `iloc`'s items (construction method 0): the
    /// base offset where there is one, else each extent's offset.
    mutating func moveItemOffsets(_ iloc: MP4Box) throws {
        var at = iloc.payloadStart
        let version = try read(1, at: at)
        let sizes = try read(1, at: at + 4), more = try read(1, at: at + 5)
        let (offsetSize, lengthSize, baseSize) = (Int(sizes >> 4), Int(sizes & 15), Int(more >> 4))
        let indexSize = version >= 1 ? Int(more & 15) : 0
        at += 6
        let count = Int(try read(version < 2 ? 2 : 4, at: at))
        at += version < 2 ? 2 : 4
        for _ in 0..<count {
            at += version < 2 ? 2 : 4
            var method: UInt64 = 0
            if version >= 1 { method = try read(2, at: at) & 15; at += 2 }
            at += 2
            let base = baseSize > 0 ? try read(baseSize, at: at) : 0
            if method == 0, base != 0 { try moveOffset(at: at, size: baseSize) }
            at += baseSize
            let extents = Int(try read(2, at: at))
            at += 2
            for _ in 0..<extents {
                at += indexSize
                if method == 0, base == 0, offsetSize > 0 { try moveOffset(at: at, size: offsetSize) }
                at += offsetSize + lengthSize
            }
        }
    }

    private mutating func moveOffset(at: Int, size: Int) throws {
        let offset = try read(size, at: at)
        if offset >= UInt64(pivot) { try write(UInt64(Int(offset) + growth), size, at: at) }
    }

    private static func scaled(_ value: UInt64, _ from: UInt64, _ to: UInt64) -> UInt64 {
        guard from > 0 else { return value }
        let product = value.multipliedFullWidth(by: to)
        return from.dividingFullWidth(product).quotient
    }
}
