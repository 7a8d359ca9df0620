/// The frame documents of a scrubber page as columns of numbers: from one
/// frame to the next, an animation changes numbers (times, progress,
/// bounds) far more often than anything else, and deflate stores a changed
/// number's digits again in full. So a document is cut into its *skeleton*
/// (the text between numbers) and its numbers, and a frame whose skeleton
/// is the previous frame's is written as the numbers' differences, which
/// are small and repeat.
///
/// A number is a maximal match of `-?[0-9]+(\.[0-9]+)?` anywhere in the
/// text (inside strings too), not preceded by a digit or `.`, not followed
/// by `.`, `e` or `E`, and canonical at 4 decimals: no leading zero, at most
/// 11 integer digits, at most 4 decimals, no trailing zero, not `-0`. It is
/// held in ten-thousandths (exact in a double, as the page's script needs).
/// Anything else stays in the skeleton, so `format` of the numbers put back
/// between the skeleton's pieces is the text again, exactly. The page's
/// script scans with the same rule.
enum NumberColumns {
    /// The text between numbers (one more piece than numbers) and the numbers.
    struct Split: Equatable {
        var skeleton: [Substring.UTF8View]
        var numbers: [Int64]

        static func == (a: Split, b: Split) -> Bool {
            a.numbers == b.numbers && a.skeleton.elementsEqual(b.skeleton) { $0.elementsEqual($1) }
        }

        func sameSkeleton(as other: Split) -> Bool {
            skeleton.elementsEqual(other.skeleton) { $0.elementsEqual($1) }
        }
    }

    static func split(_ text: String) -> Split {
        let bytes = text.utf8
        var skeleton: [Substring.UTF8View] = [], numbers: [Int64] = []
        var pieceStart = bytes.startIndex, index = bytes.startIndex
        var previous: UInt8 = 0
        while index != bytes.endIndex {
            let end = matchEnd(bytes, from: index)
            guard end != index else {
                previous = bytes[index]
                bytes.formIndex(after: &index)
                continue
            }
            let next: UInt8 = end == bytes.endIndex ? 0 : bytes[end]
            if !isDigit(previous) && previous != dot && next != dot && next != 0x65 && next != 0x45,
               let value = canonical(bytes[index..<end]) {
                skeleton.append(bytes[pieceStart..<index])
                numbers.append(value)
                pieceStart = end
            }
            previous = bytes[bytes.index(before: end)]
            index = end
        }
        skeleton.append(bytes[pieceStart...])
        return Split(skeleton: skeleton, numbers: numbers)
    }

    /// The text of a number held in ten-thousandths.
    static func format(_ value: Int64) -> String {
        let magnitude = value.magnitude
        var text = (value < 0 ? "-" : "") + String(magnitude / 10_000)
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return text }
        var digits = 4
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let written = String(fraction)
        text += "." + String(repeating: "0", count: digits - written.count) + written
        return text
    }

    /// The differences of `numbers` from `previous` (same count): a run of
    /// n unchanged numbers is `_n` (`_` for one), trailing ones are left
    /// out, so an unchanged frame is the empty string. Example: `167,_3,-2`.
    static func differences(_ numbers: [Int64], from previous: [Int64]) -> String {
        var parts: [String] = [], unchanged = 0
        for (value, before) in zip(numbers, previous) {
            if value == before { unchanged += 1; continue }
            if unchanged > 0 { parts.append(unchanged == 1 ? "_" : "_\(unchanged)") }
            unchanged = 0
            parts.append(String(value - before))
        }
        return parts.joined(separator: ",")
    }

    /// `json` with every number outside strings rounded to 4 decimals
    /// (those of 10^11 and more kept as they are): the precision the page
    /// shows, and what makes a document's numbers `split` into columns.
    static func rounded(_ json: String) -> String {
        let bytes = Array(json.utf8)
        var out: [UInt8] = [], index = 0
        out.reserveCapacity(bytes.count)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let end = stringEnd(bytes, from: index)
                out += bytes[index..<end]
                index = end
            } else if byte == minus || isDigit(byte) {
                var end = index + 1
                while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
                let token = bytes[index..<end]
                if let value = Double(String(decoding: token, as: UTF8.self)), value.magnitude < 1e11 {
                    out += Array(format(Int64((value * 10_000).rounded())).utf8)
                } else {
                    out += token
                }
                index = end
            } else {
                out.append(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let dot = UInt8(ascii: "."), minus = UInt8(ascii: "-"), quote = UInt8(ascii: "\"")

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == dot || byte == minus || byte == UInt8(ascii: "+") || byte == 0x65 || byte == 0x45
    }

    /// The end of a JSON string starting at `start` (its opening quote), after its closing quote.
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == quote { return index + 1 }
            index += 1
        }
        return bytes.count
    }

    /// The end of the greedy match of `-?[0-9]+(\.[0-9]+)?` at `start`, or `start`.
    private static func matchEnd(_ bytes: String.UTF8View, from start: String.Index) -> String.Index {
        var index = start
        if bytes[index] == minus { bytes.formIndex(after: &index) }
        let digitsStart = index
        while index != bytes.endIndex, isDigit(bytes[index]) { bytes.formIndex(after: &index) }
        guard index != digitsStart else { return start }
        if index != bytes.endIndex, bytes[index] == dot {
            let afterDot = bytes.index(after: index)
            var end = afterDot
            while end != bytes.endIndex, isDigit(bytes[end]) { bytes.formIndex(after: &end) }
            if end != afterDot { index = end }
        }
        return index
    }

    /// The token's value in ten-thousandths, when the token is canonical.
    private static func canonical(_ token: Substring.UTF8View) -> Int64? {
        var bytes = Array(token)
        let negative = bytes.first == minus
        if negative { bytes.removeFirst() }
        let dotIndex = bytes.firstIndex(of: dot)
        let integer = bytes[..<(dotIndex ?? bytes.count)]
        let fraction = dotIndex.map { bytes[($0 + 1)...] } ?? []
        guard integer.count <= 11, integer.count == 1 || integer.first != UInt8(ascii: "0"),
              fraction.count <= 4, fraction.last != UInt8(ascii: "0") else { return nil }
        var value: Int64 = 0
        for digit in integer { value = value * 10 + Int64(digit - 0x30) }
        for position in 0..<4 {
            let digit = position < fraction.count ? Int64(fraction[fraction.startIndex + position] - 0x30) : 0
            value = value * 10 + digit
        }
        guard !(negative && value == 0) else { return nil }
        return negative ? -value : value
    }
}
