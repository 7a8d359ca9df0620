/// GIF's variable-length LZW (GIF89a, appendix F): the image data of one
/// frame, as the sub-blocks that follow an image descriptor.
///
/// Codes start at `minimumCodeSize + 1` bits and widen as the table grows
/// to its 4096 codes; a clear code is written first. Strings are found in an
/// open-addressing table keyed by (prefix code, next index), so encoding
/// is one probe per pixel in the common case.
package enum GIFLZW {
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
        let clear = 1 << minimumCodeSize, end = clear + 1
        var writer = CodeWriter(pixels: indices.count)
        defer { writer.release() }
        var table = CodeTable()
        defer { table.release() }
        var nextCode = end + 1
        var width = minimumCodeSize + 1
        writer.put(clear, width)
        var filled = false
        guard !indices.isEmpty else {
            writer.put(end, width)
            return (writer.finish(minimumCodeSize: minimumCodeSize), filled)
        }
        indices.withUnsafeBufferPointer { indices in
            alternatives.withUnsafeBufferPointer { alternatives in
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
            }
        }
        return (writer.finish(minimumCodeSize: minimumCodeSize), filled)
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
    /// `pixels`, where known, sizes the result at once (it would otherwise
    /// grow by doubling, to twice a large frame).
    static func decode(_ data: [UInt8], pixels: Int = 0) -> [UInt8] {
        guard let size = data.first.map(Int.init), (2...8).contains(size) else { return [] }
        var reader = CodeReader(data)
        let clear = 1 << size, end = clear + 1
        var prefixes = [Int](repeating: -1, count: 4096), suffixes = [UInt8](repeating: 0, count: 4096)
        var lengths = [Int](repeating: 1, count: 4096)
        for index in 0..<clear { suffixes[index] = UInt8(index) }
        var width = size + 1, next = end + 1, previous = -1
        var out: [UInt8] = []
        out.reserveCapacity(pixels + 1)
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

/// Packs codes least significant bit first into one buffer, cut into
/// 255-byte sub-blocks at the end. The buffer starts at 64 KiB and doubles
/// as codes fill it: a frame of a chart codes in a few bytes a row, and
/// reserving the most a frame could take (a 12-bit code a pixel, 12 MB at
/// 3840x2160) held that much of the encoding thread's heap.
private struct CodeWriter {
    private var bytes: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private var bits: UInt64 = 0
    private var held = 0

    init(pixels: Int) {
        // At most: per pixel one code of 12 bits, plus clear and end codes.
        capacity = min(pixels * 3 / 2 + pixels / 2048 * 2 + 16, 64 << 10)
        bytes = .allocate(capacity: capacity)
    }

    func release() { bytes.deallocate() }

    @inline(__always)
    mutating func put(_ code: Int, _ width: Int) {
        bits |= UInt64(code) << UInt64(held)
        held += width
        if held >= 32 {
            // Room for this word and the eight bytes `finish` may add.
            if count + 12 > capacity { grow() }
            (bytes + count).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = UInt32(truncatingIfNeeded: bits).littleEndian }
            count += 4
            bits >>= 32
            held -= 32
        }
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        larger.update(from: bytes, count: count)
        bytes.deallocate()
        (bytes, capacity) = (larger, capacity * 2)
    }

    /// The minimum code size byte, the sub-blocks and the block terminator.
    mutating func finish(minimumCodeSize: Int) -> [UInt8] {
        while held > 0 {
            bytes[count] = UInt8(truncatingIfNeeded: bits)
            count += 1
            bits >>= 8
            held -= 8
        }
        var out = [UInt8]()
        out.reserveCapacity(count + count / 255 + 3)
        out.append(UInt8(minimumCodeSize))
        var at = 0
        while at < count {
            let size = min(255, count - at)
            out.append(UInt8(size))
            out.append(contentsOf: UnsafeBufferPointer(start: bytes + at, count: size))
            at += size
        }
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
/// addressing in 16384 slots, each the key and its code in one word
/// (`key << 12 | code`; a code is always above its prefix, so no entry is
/// all ones, which marks a free slot; the free mark itself would read as
/// key 0xFFFFF, so it is tested first).
private struct CodeTable {
    private static let slots = 16384
    private let words: UnsafeMutablePointer<UInt32>

    init() {
        words = .allocate(capacity: Self.slots)
        words.initialize(repeating: .max, count: Self.slots)
    }

    func release() { words.deallocate() }

    @inline(__always)
    func code(for key: Int) -> Int? {
        var slot = Self.hash(key)
        let wanted = UInt32(truncatingIfNeeded: key)
        while true {
            let word = words[slot]
            // Free first: the free mark reads as key 0xFFFFF, code 4095.
            if word == .max { return nil }
            if word >> 12 == wanted { return Int(word & 0xFFF) }
            slot = (slot + 1) & (Self.slots - 1)
        }
    }

    @inline(__always)
    mutating func insert(_ key: Int, code: Int) {
        var slot = Self.hash(key)
        while words[slot] != .max { slot = (slot + 1) & (Self.slots - 1) }
        words[slot] = UInt32(truncatingIfNeeded: key) << 12 | UInt32(code)
    }

    mutating func removeAll() { words.update(repeating: .max, count: Self.slots) }

    @inline(__always)
    private static func hash(_ key: Int) -> Int { Int((UInt32(truncatingIfNeeded: key) &* 0x9E37_79B1) >> 18) }
}
