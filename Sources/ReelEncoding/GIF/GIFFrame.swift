/// One stored frame of a GIF animation: where it goes, how long it shows,
/// what becomes of it, and its LZW image data.
struct GIFFrame {
    var rect: GIFRect
    /// Hundredths of a second.
    var delay: Int
    var disposal: GIFBlocks.Disposal
    /// The index that leaves the pixel beneath showing, where the frame uses one.
    var transparent: UInt8?
    /// `GIFLZW` data: the minimum code size byte, then the sub-blocks.
    var data: [UInt8]
    /// Every index `data` holds.
    var indices: GIFIndexSet
    /// The indices of the pixels the frame changes (and the transparent
    /// one, where it uses it): the ones no way of writing it can avoid.
    var needed: GIFIndexSet

    /// Graphic control extension, image descriptor and data.
    var bytes: [UInt8] { head + data }

    /// The blocks before the data.
    var head: [UInt8] {
        GIFBlocks.control(delay: delay, disposal: disposal, transparent: transparent) + GIFBlocks.descriptor(rect)
    }

    /// The frame with every index `i` written as `order[i]`, its data
    /// encoded again at the smallest minimum code size its new indices
    /// allow. The pixels shown are the same, given the palette reordered
    /// the same way.
    func reordered(_ order: [UInt8]) -> GIFFrame {
        var frame = self
        frame.needed = needed.mapped(order)
        frame.transparent = transparent.map { order[Int($0)] }
        var pixels = GIFLZW.decode(data, pixels: rect.width * rect.height)
        for i in pixels.indices { pixels[i] = order[Int(pixels[i])] }
        // From the pixels, not `indices`: the code size must hold every one.
        frame.indices = GIFIndexSet(pixels)
        frame.data = GIFLZW.smallest(pixels, or: pixels, minimumCodeSize: frame.indices.codeSize)
        return frame
    }
}

/// A set of palette indices (0...255), as four 64-bit words.
struct GIFIndexSet: Equatable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init() {}

    /// The indices in `pixels`.
    init(_ pixels: [UInt8]) {
        var seen = [Bool](repeating: false, count: 256)
        for index in pixels { seen[Int(index)] = true }
        for index in 0..<256 where seen[index] { insert(UInt8(index)) }
    }

    static func == (a: GIFIndexSet, b: GIFIndexSet) -> Bool {
        a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
    }

    mutating func insert(_ index: UInt8) {
        let bit = UInt64(1) << UInt64(index & 63)
        switch index >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    func contains(_ index: UInt8) -> Bool {
        let word: UInt64
        switch index >> 6 {
        case 0: word = words.0
        case 1: word = words.1
        case 2: word = words.2
        default: word = words.3
        }
        return word >> UInt64(index & 63) & 1 == 1
    }

    /// The indices, ascending.
    var members: [UInt8] { (0...255).map(UInt8.init).filter(contains) }

    /// The largest index, or nil for the empty set.
    var largest: UInt8? {
        for (word, base) in [(words.3, 192), (words.2, 128), (words.1, 64), (words.0, 0)] where word != 0 {
            return UInt8(base + 63 - word.leadingZeroBitCount)
        }
        return nil
    }

    /// The LZW minimum code size that holds every index: 2...8.
    var codeSize: Int { max(2, Int.bitWidth - Int(largest ?? 0).leadingZeroBitCount) }

    func mapped(_ order: [UInt8]) -> GIFIndexSet {
        var out = GIFIndexSet()
        for index in members { out.insert(order[Int(index)]) }
        return out
    }
}
