/// An ISO-BMFF box: where it starts, its size and its header's size.
struct Box {
    let start: Int
    let size: Int
    let headerSize: Int
    var end: Int { start + size }
    var body: Range<Int> { (start + headerSize)..<end }
}

/// Reads the boxes of a file held in memory.
struct BoxReader {
    let file: [UInt8]

    init(_ file: [UInt8]) { self.file = file }

    /// The boxes that tile `range`, up to the first that does not fit in it.
    func children(in range: Range<Int>) -> [Box] {
        var boxes: [Box] = [], at = range.lowerBound
        while at + 8 <= range.upperBound {
            var size = Int(Self.uint32(file, at)), header = 8
            if size == 1, at + 16 <= range.upperBound { (size, header) = (Int(Self.uint64(file, at + 8)), 16) }
            if size == 0 { size = range.upperBound - at }
            guard size >= header, at + size <= range.upperBound else { break }
            boxes.append(Box(start: at, size: size, headerSize: header))
            at += size
        }
        return boxes
    }

    func type(of box: Box) -> String { String(decoding: file[(box.start + 4)..<(box.start + 8)], as: UTF8.self) }

    /// The first child box of type `name`.
    func child(_ name: String, in range: Range<Int>) -> Box? {
        children(in: range).first { type(of: $0) == name }
    }

    /// The child box of type `name` when there is exactly one.
    func only(_ name: String, in range: Range<Int>) -> Box? {
        let matches = children(in: range).filter { type(of: $0) == name }
        return matches.count == 1 ? matches[0] : nil
    }

    static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func uint64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        bytes[at..<(at + 8)].reduce(0) { $0 << 8 | UInt64($1) }
    }

    static func bytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
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
        guard size == 0 || at + size <= bytes.count else { throw EncodingError.output("the animation ffmpeg wrote is cut short") }
        return bytes[at..<(at + size)].reduce(0) { $0 << 8 | UInt64($1) }
    }

    private mutating func write(_ value: UInt64, _ size: Int, at old: Int) throws {
        guard size == 8 || value >> (8 * size) == 0 else { throw EncodingError.output("a retimed field of the animation overflows") }
        let at = moved(old)
        for index in 0..<size { bytes[at + index] = UInt8(value >> (8 * (size - 1 - index)) & 0xFF) }
    }

    mutating func addToSize(of box: Box, _ amount: Int) throws {
        let (at, size) = box.headerSize == 16 ? (box.start + 8, 8) : (box.start, 4)
        try write(UInt64(box.size + amount), size, at: at)
    }

    /// The duration field of a movie, track or media header (version 0 or 1).
    private func durationField(of box: Box, _ kind: Header) throws -> (at: Int, size: Int) {
        let wide = try read(1, at: box.body.lowerBound) == 1
        let before = kind == .track ? (wide ? 24 : 16) : (wide ? 20 : 12)
        return (box.body.lowerBound + 4 + before, wide ? 8 : 4)
    }

    mutating func setDuration(of box: Box, kind: Header, _ value: UInt64) throws {
        let field = try durationField(of: box, kind)
        try write(value, field.size, at: field.at)
    }

    mutating func scaleDuration(of box: Box, kind: Header, _ from: UInt64, _ to: UInt64) throws {
        let field = try durationField(of: box, kind)
        try write(Self.scaled(try read(field.size, at: field.at), from, to), field.size, at: field.at)
    }

    mutating func scaleEdits(_ elst: Box, _ from: UInt64, _ to: UInt64) throws {
        let wide = try read(1, at: elst.body.lowerBound) == 1
        let count = Int(try read(4, at: elst.body.lowerBound + 4))
        for entry in 0..<count {
            let at = elst.body.lowerBound + 8 + entry * (wide ? 20 : 12)
            try write(Self.scaled(try read(wide ? 8 : 4, at: at), from, to), wide ? 8 : 4, at: at)
        }
    }

    mutating func moveChunkOffsets(_ table: Box, wide: Bool) throws {
        let count = Int(try read(4, at: table.body.lowerBound + 4))
        for entry in 0..<count {
            try moveOffset(at: table.body.lowerBound + 8 + entry * (wide ? 8 : 4), size: wide ? 8 : 4)
        }
    }

    /// The file offsets of `iloc`'s items (construction method 0): the
    /// base offset where there is one, else each extent's offset.
    mutating func moveItemOffsets(_ iloc: Box) throws {
        var at = iloc.body.lowerBound
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
