/// The spellings of numbers in YAML scalars, on their UTF-8 bytes.
enum NumberSyntax {
    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    private static func isSign(_ b: UInt8) -> Bool { b == UInt8(ascii: "-") || b == UInt8(ascii: "+") }

    /// YAML 1.2's core-schema number: `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    static func isDecimal(_ text: ArraySlice<UInt8>) -> Bool {
        var i = text.startIndex
        if i < text.endIndex, isSign(text[i]) { i += 1 }
        let integerStart = i
        while i < text.endIndex, isDigit(text[i]) { i += 1 }
        let integerDigits = i - integerStart
        if i < text.endIndex, text[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            while i < text.endIndex, isDigit(text[i]) { i += 1 }
            if integerDigits == 0, i == fractionStart { return false }
        } else if integerDigits == 0 {
            return false
        }
        if i < text.endIndex, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
            i += 1
            if i < text.endIndex, isSign(text[i]) { i += 1 }
            let exponentStart = i
            while i < text.endIndex, isDigit(text[i]) { i += 1 }
            if i == exponentStart { return false }
        }
        return i == text.endIndex
    }

    /// A decimal number whose integer part starts with a zero followed by
    /// digits (`0144`, `-007.5`), written without those zeros; nil for others.
    static func withoutLeadingZeros(_ text: [UInt8]) -> String? {
        let sign = text.first.map(isSign) == true ? 1 : 0
        guard text.count > sign + 1, text[sign] == UInt8(ascii: "0"), isDigit(text[sign + 1]) else { return nil }
        var digits = Array(text[sign...].drop { $0 == UInt8(ascii: "0") })
        if digits.first.map(isDigit) != true { digits.insert(UInt8(ascii: "0"), at: 0) }
        return String(decoding: text[..<sign] + digits, as: UTF8.self)
    }

    /// What YAML 1.1 makes of an integer with a leading zero and only octal
    /// digits (`0144` is 100); nil for anything else.
    static func octalValue(of text: [UInt8]) -> Int? {
        let sign = text.first.map(isSign) == true ? 1 : 0
        let digits = text[sign...]
        guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }),
              let value = Int(String(decoding: digits, as: UTF8.self), radix: 8) else { return nil }
        return text.first == UInt8(ascii: "-") ? -value : value
    }

    /// `.inf`, `-.Inf`, `.NaN` and the like.
    static func isNotFinite(_ text: String) -> Bool {
        let body = text.first == "-" || text.first == "+" ? String(text.dropFirst()) : text
        return [".inf", ".Inf", ".INF"].contains(body) || [".nan", ".NaN", ".NAN"].contains(text)
    }

    /// For `0o144`, `0x1F` and `0b101` (with an optional sign): the name of
    /// the base with its article, and the value if it fits an Int.
    static func radixValue(_ text: [UInt8]) -> (String, Int?)? {
        let sign = text.first.map(isSign) == true ? 1 : 0
        guard text.count > sign + 2, text[sign] == UInt8(ascii: "0") else { return nil }
        let digits = String(decoding: text[(sign + 2)...], as: UTF8.self)
        let (name, radix): (String, Int)
        switch text[sign + 1] {
        case UInt8(ascii: "o"): (name, radix) = ("an octal", 8)
        case UInt8(ascii: "x"): (name, radix) = ("a hexadecimal", 16)
        case UInt8(ascii: "b"): (name, radix) = ("a binary", 2)
        default: return nil
        }
        guard digits.allSatisfy({ $0.isASCII && $0.hexDigitValue.map { $0 < radix } == true }) else { return nil }
        let value = Int(digits, radix: radix).map { text.first == UInt8(ascii: "-") ? -$0 : $0 }
        return (name, value)
    }
}
