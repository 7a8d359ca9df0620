import TestSupport

/// Random CSV texts for comparing the byte CSV reader with `ReferenceCSV`:
/// numbers in many notations, dates, gaps, whitespace (ASCII and not)
/// around cells, quoted cells and names, LF, CRLF and mixed line ends, blank
/// lines, a BOM, and now and then a malformed file (a row of the wrong
/// length, an unterminated quote, text after a closing quote, a bad cell).
struct CSVGenerator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// One CSV text. Most are well formed; `noisy` ones mix in bad cells.
    mutating func csv() -> String {
        let noisy = chance(0.3), dates = chance(0.08)
        let columns = chance(0.03) ? 1 : Int.random(in: 2...4, using: &random)
        let ending = pick(["\n", "\r\n", "\n", "mixed", "\r"])
        var names = (0..<columns).map { _ in name() }
        // Unique names but now and then (duplicates are refused).
        if !chance(0.02) { names = names.enumerated().map { k, name in names[..<k].contains(name) ? name + "\(k)" : name } }
        var rows = [names.map { quoted($0) }.joined(separator: ",")]
        for _ in 0..<Int.random(in: 0...20, using: &random) {
            if chance(0.05) { rows.append(pick(["", "\r", " ", "\"\"", "\t"])); continue }
            let count = noisy && chance(0.03) ? columns + pick([-1, 1]) : columns
            var cells = [xCell(noisy: noisy, dates: dates)]
            for _ in 1..<max(count, 1) { cells.append(value(noisy: noisy)) }
            rows.append(cells.joined(separator: ","))
        }
        var text = chance(0.05) ? "\u{FEFF}" : ""
        for (i, row) in rows.enumerated() {
            text += row
            if i < rows.count - 1 || chance(0.7) {
                text += ending == "mixed" ? pick(["\n", "\r\n", "\r"]) : ending
            }
        }
        if noisy && chance(0.05) { text += pick(["\"1,2", "1,\"2\"x", "\"a\"\"\n"]) }
        return text
    }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    mutating func digits(_ range: ClosedRange<Int>) -> String {
        String((0..<Int.random(in: range, using: &random)).map { _ in pick(Array("0123456789")) })
    }

    /// A series name: plain, with a comma, a quote, a newline or non-ASCII text.
    mutating func name() -> String {
        pick(["a", "walk", "Sales, EU", "Returns \"net\"", " spaced ", "été", "日本", "two\nlines", "", "x\u{301}"])
    }

    /// `text` as a CSV cell: quoted when it must be, and sometimes anyway.
    mutating func quoted(_ text: String) -> String {
        let needs = text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        guard needs || chance(0.1) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// An x cell; in a noisy file sometimes a number with a combining mark,
    /// on which the DateFormatters that once read dates trapped.
    mutating func xCell(noisy: Bool, dates: Bool) -> String {
        dates ? date(noisy: noisy) : number(noisy: noisy)
    }

    /// A y cell: mostly a number, or a gap.
    mutating func value(noisy: Bool) -> String {
        if chance(0.1) { return pick(["", "null", "NULL", "Null", " ", "\"\"", " null\t"]) }
        return number(noisy: noisy)
    }

    /// A number cell, with whitespace around it now and then; in a noisy
    /// file, sometimes an odd cell written without the quotes it needs.
    mutating func number(noisy: Bool) -> String {
        let odd = noisy && chance(0.08)
        var text = odd ? oddity() : numberText(special: noisy)
        if chance(0.15) { text = pick([" ", "\t", "  "]) + text + pick(["", " ", "\t "]) }
        if noisy && chance(0.05) { text = pick(["\u{A0}", "\u{2003}", "\u{200B}", "\u{3000}", "\u{B}", "\u{301}"]) + text }
        if noisy && chance(0.05) { text += pick(["\u{A0}", "\u{202F}", "\u{301}", "\u{C}"]) }
        return odd && chance(0.4) ? text : quoted(text)
    }

    /// A number in one of many notations; `special` adds odd ones (inf,
    /// nan, 1e400, hex, ...) that are often no value of a series.
    mutating func numberText(special: Bool = true) -> String {
        let sign = pick(["", "", "", "-", "+"])
        switch Int.random(in: 0..<(special ? 8 : 7), using: &random) {
        case 0: return sign + digits(1...18)
        case 1, 2: return sign + digits(1...8) + "." + digits(1...9)
        case 3: return sign + digits(0...3) + "." + digits(0...20)
        case 4: return sign + digits(1...6) + pick([".", ""]) + digits(0...4) + pick(["e", "E"]) + pick(["", "-", "+"]) + digits(1...2)
        case 5: return "\(Double(bitPattern: random.next()))"
        case 6: return "\(Double.random(in: -1e6...1e6, using: &random))"
        default: return pick(Self.specialNumbers)
        }
    }

    static let specialNumbers = [
        "0", "-0", "0.0", "-0.0", "00", "007.50", ".5", "-.5", "5.", "-5.", "+5", "1e22", "1e23", "9007199254740993",
        "123456789012345", "1234567890123456", "0.000000000000001", "0.1", "0.30000000000000004", "1e400", "-1e400",
        "1e-400", "4.9e-324", "2.2250738585072014e-308", "1.7976931348623157e308", "0x1p3", "0X1.8P-2", "inf", "-inf",
        "Infinity", "nan", "NaN", "-nan", "nan(0x1f)", "snan", "999999999999999", "0.999999999999999", "1_000",
    ]

    /// A cell that is no number, or is one only in an odd way.
    mutating func oddity() -> String {
        pick(["abc", "1,5", "- 5", "5-", "--5", "١٢", "５", "1e", "e5", ".", "-", "+", "N/A", "12abc", "0x", "1\u{0}2",
              "\u{0}", "a\"b", "1\r2", "\"5\"x", "1\n2", "ＮＵＬＬ", "nul", "nulls", "İ", "true"])
    }

    /// An x cell that is a date, in one of the formats or not quite.
    mutating func date(noisy: Bool) -> String {
        let day = "20\(Int.random(in: 10...29, using: &random))-0\(Int.random(in: 1...9, using: &random))-1\(Int.random(in: 0...9, using: &random))"
        if noisy && chance(0.1) {
            return pick(["2019-02-30", "2019-3-7", "2019-13-01", "monday", "17", " 2019-03-07 ", "2019-03-07Z", "-30.3\u{301}",
                         "2019-03-07\u{301}", "2019-03-07T24:00"])
        }
        return day + pick(["", "", "T12:30:00Z", "T12:30:00+02:00", " 12:30", " 12:30:15", "T12:30", "T08:00:00",
                           "T12:30:00.250Z", "t12:30:15.5-0530", "T23:59:60+02"])
    }
}
