/// GIF's variable-length LZW (GIF89a, appendix F): the image data of one
/// frame, as the sub-blocks that follow an image descriptor.
///
/// Codes start at `minimumCodeSize + 1` bits and widen as the table grows
/// to its 4096 codes; a clear code is written first. Strings are found in an
/// open-addressing table keyed by (prefix code, next index), so encoding
/// is one probe per pixel in the common case.
public enum GIFLZW {
    /// A frame's data: the minimum code size byte, the LZW codes packed
    /// least significant bit first in sub-blocks of at most 255 bytes, and
    /// the zero-length block that ends them. `minimumCodeSize` is 2...8 and
    /// every index must be below `1 << minimumCodeSize`.
    ///
    /// Pixel `i` may be written as `indices[i]` or as `alternatives[i]` (a
    /// pixel the viewer already shows may be the transparent index): the
    /// string being matched goes on with whichever of the two the code table
    /// knows, the alternative first, so strings grow longer than with either
    /// array alone. Pass the same array twice for plain LZW.
    ///
    /// With `clearsWhenFull` a clear code restarts the table once it holds
    /// 4096 codes; without, the full table goes on being used, which suits a
    /// frame that repeats itself. `filled` tells whether that choice mattered.
    ///
    /// With `near` (a lossy GIF), a pixel may also be written as an index
    /// near its own when neither of its two continues the string.
    static func encode(_ indices: [UInt8], or alternatives: [UInt8], minimumCodeSize: Int,
                       clearsWhenFull: Bool, near: GIFNearColours? = nil) -> (data: [UInt8], filled: Bool) {
        var writer = CodeWriter(minimumCodeSize: minimumCodeSize)
        let clear = 1 << minimumCodeSize, end = clear + 1
        var table = CodeTable()
        var nextCode = end + 1
        var width = minimumCodeSize + 1
        writer.put(clear, width)
        var filled = false
        guard !indices.isEmpty else {
            writer.put(end, width)
            return (writer.finish(), filled)
        }
        var prefix = Int(alternatives[0])
        for position in 1..<indices.count {
            let (first, second) = (Int(alternatives[position]), Int(indices[position]))
            if let code = table.code(for: prefix << 8 | first) {
                prefix = code
                continue
            }
            if second != first, let code = table.code(for: prefix << 8 | second) {
                prefix = code
                continue
            }
            if let near, let code = near.first(near: second, { table.code(for: prefix << 8 | $0) }) {
                prefix = code
                continue
            }
            writer.put(prefix, width)
            let key = prefix << 8 | first
            prefix = first
            if nextCode < 4096 {
                table.insert(key, code: nextCode)
                // The decoder widens one code later than it adds the code.
                if nextCode == 1 << width, width < 12 { width += 1 }
                nextCode += 1
            } else {
                filled = true
                guard clearsWhenFull else { continue }
                writer.put(clear, width)
                table.removeAll()
                nextCode = end + 1
                width = minimumCodeSize + 1
            }
        }
        writer.put(prefix, width)
        writer.put(end, width)
        return (writer.finish(), filled)
    }


    /// LZW data, clearing the full code table or not, whichever is smaller.
    static func smallest(_ indices: [UInt8], or alternatives: [UInt8], minimumCodeSize: Int,
                         near: GIFNearColours? = nil) -> [UInt8] {
        let kept = encode(indices, or: alternatives, minimumCodeSize: minimumCodeSize, clearsWhenFull: false, near: near)
        guard kept.filled else { return kept.data }
        let cleared = encode(indices, or: alternatives, minimumCodeSize: minimumCodeSize, clearsWhenFull: true,
                             near: near).data
        return cleared.count < kept.data.count ? cleared : kept.data
    }

    /// The indices of data `encode` wrote (any well-formed GIF image
    /// data); stops at the end code or where the data is malformed.
    static func decode(_ data: [UInt8]) -> [UInt8] {
        guard let size = data.first.map(Int.init), (2...8).contains(size) else { return [] }
        var reader = CodeReader(data)
        let clear = 1 << size, end = clear + 1
        var prefixes = [Int](repeating: -1, count: 4096), suffixes = [UInt8](repeating: 0, count: 4096)
        var lengths = [Int](repeating: 1, count: 4096)
        for index in 0..<clear { suffixes[index] = UInt8(index) }
        var width = size + 1, next = end + 1, previous = -1
        var out: [UInt8] = []
        while let code = reader.next(width) {
            if code == clear {
                (width, next, previous) = (size + 1, end + 1, -1)
                continue
            }
            if code == end || code > next || (code == next && previous < 0) { break }
            let known = code < next
            let start = out.count
            var entry = known ? code : previous
            out += repeatElement(0, count: lengths[entry] + (known ? 0 : 1))
            var at = start + lengths[entry] - 1
            while entry >= 0 {
                out[at] = suffixes[entry]
                entry = prefixes[entry]
                at -= 1
            }
            if !known { out[out.count - 1] = out[start] }
            if previous >= 0, next < 4096 {
                (prefixes[next], suffixes[next], lengths[next]) = (previous, out[start], lengths[previous] + 1)
                next += 1
                if next == 1 << width, width < 12 { width += 1 }
            }
            previous = code
        }
        return out
    }
}

/// Packs codes least significant bit first into 255-byte sub-blocks.
private struct CodeWriter {
    private var out: [UInt8]
    private var block: [UInt8] = []
    private var bits: UInt32 = 0
    private var count = 0

    init(minimumCodeSize: Int) {
        out = [UInt8(minimumCodeSize)]
        block.reserveCapacity(255)
    }

    mutating func put(_ code: Int, _ width: Int) {
        bits |= UInt32(code) << UInt32(count)
        count += width
        while count >= 8 {
            append(UInt8(bits & 0xFF))
            bits >>= 8
            count -= 8
        }
    }

    private mutating func append(_ byte: UInt8) {
        block.append(byte)
        if block.count == 255 { flush() }
    }

    private mutating func flush() {
        guard !block.isEmpty else { return }
        out.append(UInt8(block.count))
        out += block
        block.removeAll(keepingCapacity: true)
    }

    mutating func finish() -> [UInt8] {
        if count > 0 { append(UInt8(bits & 0xFF)) }
        flush()
        out.append(0)
        return out
    }
}

/// Reads codes least significant bit first from the sub-blocks after the
/// minimum code size byte.
private struct CodeReader {
    private let bytes: [UInt8]
    private var blockEnd: Int
    private var at = 1
    private var bits: UInt32 = 0
    private var count = 0

    init(_ data: [UInt8]) {
        bytes = data
        blockEnd = 1
    }

    mutating func next(_ width: Int) -> Int? {
        while count < width {
            if at == blockEnd {
                guard at < bytes.count, bytes[at] != 0 else { return nil }
                blockEnd = at + 1 + Int(bytes[at])
                at += 1
                guard blockEnd <= bytes.count else { return nil }
            }
            bits |= UInt32(bytes[at]) << UInt32(count)
            at += 1
            count += 8
        }
        let code = Int(bits & (1 << UInt32(width) - 1))
        bits >>= UInt32(width)
        count -= width
        return code
    }
}

/// (prefix code << 8 | index) → code, for at most 4096 codes: open
/// addressing in 8192 slots, emptied in one pass over the slots used.
private struct CodeTable {
    private var keys = [Int32](repeating: -1, count: 8192)
    private var codes = [Int16](repeating: 0, count: 8192)
    private var used: [Int] = []

    init() { used.reserveCapacity(4096) }

    func code(for key: Int) -> Int? {
        var slot = Self.hash(key)
        while true {
            let stored = keys[slot]
            if stored == Int32(key) { return Int(codes[slot]) }
            if stored < 0 { return nil }
            slot = (slot + 1) & 8191
        }
    }

    mutating func insert(_ key: Int, code: Int) {
        var slot = Self.hash(key)
        while keys[slot] >= 0 { slot = (slot + 1) & 8191 }
        keys[slot] = Int32(key)
        codes[slot] = Int16(code)
        used.append(slot)
    }

    mutating func removeAll() {
        for slot in used { keys[slot] = -1 }
        used.removeAll(keepingCapacity: true)
    }

    private static func hash(_ key: Int) -> Int { (key &* 0x9E37_79B1) >> 7 & 8191 }
}
