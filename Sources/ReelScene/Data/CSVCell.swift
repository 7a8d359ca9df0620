import Foundation

/// Reading one CSV cell from its UTF-8 bytes with exactly the results of the
/// `String` calls it replaces (`trimmingCharacters(in: .whitespaces)`,
/// `lowercased() == "null"`, `Double(_:)`): the common ASCII cases are
/// handled on the bytes, and anything else goes through those very calls.
enum CSVCell {
    /// Calls `body` with `bytes[range]` trimmed as
    /// `trimmingCharacters(in: .whitespaces)` would trim it.
    static func withTrimmed<R>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        _ body: (UnsafeBufferPointer<UInt8>) throws -> R
    ) rethrows -> R {
        var start = range.lowerBound, end = range.upperBound
        // The only ASCII members of CharacterSet.whitespaces.
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        while start < end, bytes[start] == space || bytes[start] == tab { start += 1 }
        while end > start, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
        // An ASCII byte at each end cannot be, or combine with, other
        // whitespace (no-break space, ideographic space, ...).
        if start == end || (bytes[start] < 0x80 && bytes[end - 1] < 0x80) {
            return try body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            .trimmingCharacters(in: .whitespaces)
        return try text.withUTF8(body)
    }

    /// Whether `text` is a gap: empty, or "null" in any case.
    static func isNull(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        if text.isEmpty { return true }
        if text.contains(where: { $0 >= 0x80 }) { return string(text).lowercased() == "null" }
        guard text.count == 4 else { return false }
        // ASCII letters differ from their lower case only in bit 5.
        return zip(text, "null".utf8).allSatisfy { $0 | 0x20 == $1 }
    }

    /// `Double(String(text))`, bit for bit.
    static func number(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        plainDecimal(text) ?? Double(string(text))
    }

    static func string(_ text: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: text, as: UTF8.self)
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    /// `-?digits(.digits)?` with at most 15 digits, or nil for anything else.
    /// Those digits as an integer are below 2^53, so exact in a Double, and so
    /// is 10^k for k <= 15; one IEEE division of exact values is correctly
    /// rounded, as is the strtod that `Double(String)` calls, so both give the
    /// same bits (Clinger's fast path). A minus negates, in both.
    private static func plainDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = text.count, zero = UInt8(ascii: "0")
        let negative = count > 0 && text[0] == UInt8(ascii: "-")
        var i = negative ? 1 : 0, mantissa: UInt64 = 0
        let integerStart = i
        while i < count, text[i] &- zero < 10 {
            mantissa = mantissa &* 10 &+ UInt64(text[i] &- zero)
            i += 1
        }
        let integerDigits = i - integerStart
        var fractionDigits = 0
        if i < count, text[i] == UInt8(ascii: ".") {
            i += 1
            while i < count, text[i] &- zero < 10 {
                mantissa = mantissa &* 10 &+ UInt64(text[i] &- zero)
                i += 1
                fractionDigits += 1
            }
            // "5." is a number too, but rare enough to leave to strtod.
            guard fractionDigits > 0 else { return nil }
        }
        // Wrapped mantissas of long inputs are discarded here too.
        guard i == count, integerDigits > 0, integerDigits + fractionDigits <= 15 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }
}
