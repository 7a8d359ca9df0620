/// One bit per pixel of a frame's rectangle: which pixels the viewer
/// already shows (unchanged from the frame before). All that writing the
/// rectangle needs to know about what lies beneath it, in an eighth of the
/// bytes of the pixels themselves.
struct GIFPixelBits {
    private var words: [UInt64]
    let count: Int

    init(count: Int) {
        self.count = count
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    /// Pixel `i` of `a` equals pixel `i` of `b`, for each `i`.
    init(equal a: [UInt8], _ b: [UInt8]) {
        self.init(count: a.count)
        for i in 0..<a.count where a[i] == b[i] { set(i) }
    }

    @inline(__always)
    subscript(_ i: Int) -> Bool { words[i >> 6] >> UInt64(i & 63) & 1 == 1 }

    @inline(__always)
    mutating func set(_ i: Int) { words[i >> 6] |= 1 << UInt64(i & 63) }

    /// Whether any bit is set.
    var any: Bool { words.contains { $0 != 0 } }

    /// How many bits are set.
    var population: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    var bytes: Int { Self.bytes(count: count) }

    /// The bytes of the bits of `count` pixels.
    static func bytes(count: Int) -> Int { (count + 63) / 64 * 8 }
}
