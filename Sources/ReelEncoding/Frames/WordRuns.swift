/// Run-length coding of 32-bit pixels, one slice of a frame at a time: the
/// tokens of `FrameStore`, on disk (a frame XOR the one before) and in
/// memory (the previous frame itself).
///
/// Tokens: `0x8000_0000 | n` then one word repeated n times (n >= 2); `n`
/// then n literal words. A literal ends only where three equal words
/// begin, so its header is paid for by the run after it: a slice of n
/// words never takes more than n + 1 words of tokens, whatever its
/// pixels (noise included), and a fixed buffer of `tokenCapacity(words:)`
/// holds any slice's tokens. Runs never cross a slice, so a slice's tokens
/// decode without the slices around it.
enum WordRuns {
    /// Words in a full slice: 256 KiB, which stays in the L2 cache while
    /// the slice is coded against the one before and coded again by itself.
    static let sliceWords = 64 * 1024

    /// Tokens that hold any slice of `words` words.
    static func tokenCapacity(words: Int) -> Int { words + 1 }

    /// Codes `current` (or, given `previous` of the same count, `current`
    /// XOR `previous`) into `tokens`, which holds `tokenCapacity(words:
    /// current.count)`; returns the number of tokens written.
    static func encode(_ current: UnsafeBufferPointer<UInt32>, against previous: UnsafeBufferPointer<UInt32>? = nil,
                       into tokens: UnsafeMutablePointer<UInt32>) -> Int {
        guard let previous else { return encode(Plain(current), count: current.count, into: tokens) }
        precondition(previous.count == current.count)
        return encode(Difference(current, previous), count: current.count, into: tokens)
    }

    /// Decodes one slice of `words.count` words from the tokens at `tokens[at...]`,
    /// writing its words, or with `xor` XORing them onto what `words` holds;
    /// returns the index after the slice's tokens. Nil when the tokens do
    /// not end with the slice or run past `end` (a damaged file).
    static func decode(_ tokens: UnsafePointer<UInt32>, from at: Int, end: Int, into words: UnsafeMutableBufferPointer<UInt32>,
                       xor: Bool) -> Int? {
        var t = at, i = 0
        let out = words.baseAddress!
        while i < words.count {
            guard t < end else { return nil }
            let header = tokens[t]
            let length = Int(header & 0x7FFF_FFFF)
            let isRun = header & 0x8000_0000 != 0
            guard length > 0, length <= words.count - i, t + (isRun ? 2 : 1 + length) <= end else { return nil }
            if isRun {
                let value = tokens[t + 1]
                if !xor {
                    (out + i).update(repeating: value, count: length)
                } else if value != 0 {
                    for k in i..<(i + length) { out[k] ^= value }
                }
                t += 2
            } else if xor {
                for k in 0..<length { out[i + k] ^= tokens[t + 1 + k] }
                t += 1 + length
            } else {
                (out + i).update(from: tokens + t + 1, count: length)
                t += 1 + length
            }
            i += length
        }
        return t
    }

    /// The words a slice is coded from.
    private protocol Words {
        subscript(_ i: Int) -> UInt32 { get }
        func eight(_ i: Int) -> SIMD8<UInt32>
    }

    private struct Plain: Words {
        let words: UnsafePointer<UInt32>
        init(_ words: UnsafeBufferPointer<UInt32>) { self.words = words.baseAddress! }
        @inline(__always) subscript(_ i: Int) -> UInt32 { words[i] }
        @inline(__always) func eight(_ i: Int) -> SIMD8<UInt32> {
            UnsafeRawPointer(words + i).loadUnaligned(as: SIMD8<UInt32>.self)
        }
    }

    private struct Difference: Words {
        let current: UnsafePointer<UInt32>, previous: UnsafePointer<UInt32>
        init(_ current: UnsafeBufferPointer<UInt32>, _ previous: UnsafeBufferPointer<UInt32>) {
            (self.current, self.previous) = (current.baseAddress!, previous.baseAddress!)
        }
        @inline(__always) subscript(_ i: Int) -> UInt32 { current[i] ^ previous[i] }
        @inline(__always) func eight(_ i: Int) -> SIMD8<UInt32> {
            UnsafeRawPointer(current + i).loadUnaligned(as: SIMD8<UInt32>.self)
                ^ UnsafeRawPointer(previous + i).loadUnaligned(as: SIMD8<UInt32>.self)
        }
    }

    @inline(__always)
    private static func encode<W: Words>(_ words: W, count n: Int, into out: UnsafeMutablePointer<UInt32>) -> Int {
        var written = 0, i = 0
        while i < n {
            let value = words[i]
            var j = i + 1
            // Runs are long (unchanged or flat areas): compare eight words at a
            // time, through a lane mask (`all(.==)`), which compiles to one vector
            // compare; the vectors' own `==` compared lane by lane, 5x slower.
            let repeated = SIMD8(repeating: value)
            while j + 8 <= n && all(words.eight(j) .== repeated) { j += 8 }
            while j < n && words[j] == value { j += 1 }
            if j - i >= 2 {
                out[written] = 0x8000_0000 | UInt32(j - i)
                out[written + 1] = value
                written += 2
                i = j
                continue
            }
            // A literal, up to where three equal words begin.
            let start = i
            i += 1
            while i < n && !(i + 2 < n && words[i] == words[i + 1] && words[i + 1] == words[i + 2]) { i += 1 }
            out[written] = UInt32(i - start)
            for k in start..<i { out[written + 1 + k - start] = words[k] }
            written += 1 + i - start
        }
        return written
    }
}
