/// Bytes written into an HTML page as they are, one character each, in a
/// page declared `windows-1252`: about 1 % larger than the bytes, where
/// base64 is a third larger.
///
/// The page holds them in a `<script type="application/octet-stream">`,
/// whose text the HTML parser passes on untouched except for three bytes:
/// NUL (replaced), CR (line ends are normalised) and `<` (which could open
/// `</script>` or a comment that hides the element's end). Those, and the
/// escape byte 0x01 itself, are written as 0x01 followed by `1`, `2`, `3` or
/// `4`. So that a blob full of one of them (an AVIF's zeros) does not pay
/// twice for each, every byte is first shifted: the first character is the
/// shift `k`, then each byte `b` is written as `(b + k) mod 256`, with `k`
/// the shift that leaves the fewest to escape. The page reads the element's
/// text back with `charCodeAt`, mapping the 27 characters windows-1252
/// decodes 0x80-0x9F to (such as U+20AC for 0x80) back to their bytes
/// (`decodingTable`; the page's script builds the same with a `TextDecoder`).
enum BinaryText {
    static let escape: UInt8 = 0x01
    /// Escaped bytes, in the order of their codes `1`...`4`.
    static let escaped: [UInt8] = [0x00, 0x0D, 0x3C, 0x01]

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var counts = [Int](repeating: 0, count: 256)
        for byte in bytes { counts[Int(byte)] += 1 }
        let shift = (0..<256).min { a, b in cost(counts, shift: a) < cost(counts, shift: b) } ?? 0
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 64 + 2)
        append(UInt8(shift), to: &out)
        for byte in bytes { append(byte &+ UInt8(shift), to: &out) }
        return out
    }

    private static func cost(_ counts: [Int], shift: Int) -> Int {
        escaped.reduce(0) { $0 + counts[(Int($1) - shift + 256) % 256] }
    }

    private static func append(_ byte: UInt8, to out: inout [UInt8]) {
        if let code = escaped.firstIndex(of: byte) {
            out.append(escape)
            out.append(UInt8(ascii: "1") + UInt8(code))
        } else {
            out.append(byte)
        }
    }

    /// The Unicode scalars windows-1252 (as the WHATWG Encoding standard
    /// defines it) gives bytes 0x80-0x9F that are not their own code point.
    static let decodingTable: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
        0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91,
        0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98,
        0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]

    /// What the page's script does, for tests: the scalars the browser
    /// reads back to bytes; nil at a character no byte can give, or with no shift.
    static func decode(_ scalars: [UInt32]) -> [UInt8]? {
        guard let written = unescaped(scalars), let shift = written.first else { return nil }
        return written.dropFirst().map { $0 &- shift }
    }

    private static func unescaped(_ scalars: [UInt32]) -> [UInt8]? {
        var out: [UInt8] = []
        var i = 0
        while i < scalars.count {
            guard let byte = scalars[i] < 256 ? UInt8(scalars[i]) : decodingTable[scalars[i]] else { return nil }
            if byte == escape {
                i += 1
                guard i < scalars.count, (0x31...0x34).contains(scalars[i]) else { return nil }
                out.append(escaped[Int(scalars[i]) - 0x31])
            } else {
                out.append(byte)
            }
            i += 1
        }
        return out
    }
}
