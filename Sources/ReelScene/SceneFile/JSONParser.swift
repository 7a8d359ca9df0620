/// A strict JSON (RFC 8259) parser that records each value's source offset and
/// reports syntax errors with line and column.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private let source: SourceText

    init(source: SourceText) {
        self.source = source
        bytes = source.bytes
    }

    static func parse(_ source: SourceText) throws -> JSONValue {
        var parser = JSONParser(source: source)
        // Windows editors start UTF-8 files with a byte-order mark; it is no part of the JSON.
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard depth < 256 else { throw error("nesting deeper than 256 levels") }
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(kind: try parseObject(depth: depth), offset: start)
        case UInt8(ascii: "["): return JSONValue(kind: try parseArray(depth: depth), offset: start)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(kind: .null, offset: start)
        case UInt8(ascii: "-") where nonFiniteWord() != nil:
            throw error(NumberMessages.notFinite("-Infinity"))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let (number, text) = try parseNumber()
            return JSONValue(kind: .number(number), offset: start, numberText: text)
        default:
            if let word = nonFiniteWord() { throw error(NumberMessages.notFinite(word)) }
            throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    /// `NaN`, `Infinity` or `-Infinity` at the current byte, as JavaScript
    /// writes them: JSON has no such numbers.
    private func nonFiniteWord() -> String? {
        ["NaN", "Infinity", "-Infinity"].first { bytes[index...].starts(with: $0.utf8) }
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue.Kind {
        index += 1
        var members: [JSONMember] = []
        var seen: Set<String> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a quoted member name, found \(describeCurrent())") }
            let keyOffset = index
            let key = try parseString()
            if !seen.insert(key).inserted {
                throw JSONSyntaxError(location: source.location(of: keyOffset), message: "duplicate member \(Self.quoted(key))")
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after \(Self.quoted(key)), found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: try parseValue(depth: depth + 1)))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
            throw error("expected ',' or '}' after the value of \(Self.quoted(key)), found \(describeCurrent())")
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue.Kind {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; return .array(elements) }
            throw error("expected ',' or ']' in array, found \(describeCurrent())")
        }
    }

    private mutating func parseString() throws -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ upTo: Int) {
            scalars.append(contentsOf: String(decoding: bytes[run..<upTo], as: UTF8.self).unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in string (escape it as \\n, \\t or \\u00XX)") }
            if byte == UInt8(ascii: "\\") {
                flush(index)
                scalars.append(try parseEscape())
                run = index
                continue
            }
            index += 1
        }
        throw JSONSyntaxError(location: source.location(of: start), message: "unterminated string")
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw error("unterminated escape") }
        let c = bytes[index]
        index += 1
        switch c {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\u\(String(high, radix: 16))")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("invalid escape \\u\(String(high, radix: 16))") }
            return scalar
        default:
            index -= 1
            throw error("invalid escape '\\\(Character(Unicode.Scalar(c)))'")
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected 4 hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw error("expected 4 hex digits after \\u")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    /// The number and its source text.
    private mutating func parseNumber() throws -> (Double, String) {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("numbers may not have leading zeros") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(location: source.location(of: start), message: NumberMessages.outOfRange(text))
        }
        return (value, text)
    }

    private mutating func expectWord(_ word: String) throws {
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw error("unexpected \(describeCurrent()), expected a value")
            }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x" + String(b, radix: 16, uppercase: true)
    }

    /// A member name for a message, shortened like a string value.
    private static func quoted(_ key: String) -> String {
        JSONValue(kind: .string(key), offset: 0).summary
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: source.location(of: index), message: message)
    }
}

/// Malformed JSON, with the place it was found.
struct JSONSyntaxError: Error {
    let location: SourceLocation
    let message: String
}
