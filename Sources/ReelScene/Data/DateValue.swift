import ReelCharts

/// Dates in scenes and data files, read as ISO 8601 (the RFC 3339 profile
/// and its near relatives) straight from the UTF-8 bytes.
///
/// Accepted, and nothing else (no whitespace around it, ASCII digits only):
/// - `YYYY-MM-DD`: midnight UTC of that day;
/// - `YYYY-MM-DDTHH:mm`, with `T`, `t` or a space between date and time,
///   then optionally `:ss`, and after the seconds optionally `.` and any
///   number of fraction digits;
/// - then optionally a zone: `Z`, `z`, `±HH:MM`, `±HHMM` or `±HH`, at most
///   18 hours from UTC (as in Foundation and java.time; real zones span
///   −12:00 to +14:00, so a larger offset is a typo). Without one: UTC.
///
/// Fields are checked, not rolled over: month 01–12, day within the month
/// (29 February only in leap years), hour 00–23, minute 00–59, second
/// 00–60. Decisions: `24:00` is refused, since ISO 8601-1:2019 dropped it and
/// the next day's `00:00` says the same without ambiguity; a leap second
/// `:60` is accepted and, as in POSIX time, counts as the second after `:59`,
/// so a log that records one still loads. The calendar is the proleptic
/// Gregorian one ISO 8601 prescribes for every year 0000–9999 (Foundation
/// switches to the Julian calendar before 1582-10-15).
///
/// It replaces six `DateFormatter`s tried in turn, which took ~7 s for a
/// 20,000-row file, refused fractional seconds, and trapped inside
/// Foundation on a value like `-30.3` with a combining accent.
enum DateValue {
    /// The accepted forms as a regular expression, for the schema: the same
    /// fields and ranges, except that it takes 29 February of every year
    /// (leap years are beyond a pattern worth reading).
    static let pattern = "^[0-9]{4}-((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|02-(0[1-9]|[12][0-9]))"
        + "([Tt ]([01][0-9]|2[0-3]):[0-5][0-9](:([0-5][0-9]|60)(\\.[0-9]+)?)?([Zz]|[+-]((0[0-9]|1[0-7])(:?[0-5][0-9])?|18(:?00)?))?)?$"

    /// Seconds since 1970-01-01T00:00:00Z, or nil if `text` is not a date in
    /// one of the accepted forms.
    static func seconds(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { seconds(utf8: $0) }
    }

    /// `seconds(_:)` for the UTF-8 bytes of a value (a CSV cell in place).
    static func seconds(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var scanner = DateScanner(bytes: bytes)
        return scanner.timestamp()
    }
}

/// One pass over a date's bytes; every read checks the end first, so no
/// input can index out of range or overflow.
private struct DateScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private var atEnd: Bool { position == bytes.count }

    mutating func timestamp() -> Double? {
        guard let year = number(digits: 4), skip("-"), let month = number(digits: 2), skip("-"),
              let day = number(digits: 2), (1...12).contains(month),
              (1...CivilDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        let midnight = CivilDate.daysSince1970(year: year, month: month, day: day) * 86_400
        if atEnd { return Double(midnight) }
        guard skip("T") || skip("t") || skip(" "), let (seconds, fraction) = timeOfDay(),
              let offset = zoneOffset(), atEnd
        else { return nil }
        // Whole seconds are exact in an Int (and in a Double, below 2^53), so
        // the fraction's addition is the only rounding.
        return Double(midnight + seconds - offset) + fraction
    }

    /// `HH:mm[:ss[.f…]]` as whole seconds into the day and the fraction.
    private mutating func timeOfDay() -> (Int, Double)? {
        guard let hour = number(digits: 2), hour < 24, skip(":"), let minute = number(digits: 2), minute < 60
        else { return nil }
        var second = 0, fraction = 0.0
        if skip(":") {
            guard let s = number(digits: 2), s <= 60 else { return nil }
            second = s
            if skip(".") {
                guard let f = fractionDigits() else { return nil }
                fraction = f
            }
        }
        return (hour * 3600 + minute * 60 + second, fraction)
    }

    /// The digits after the decimal point as a fraction of a second. Only the
    /// first 15 count: as an integer they are exact in a Double, as is 10^15,
    /// so one correctly rounded division gives the value; later digits are
    /// below a femtosecond, far under a Double's resolution for a date.
    private mutating func fractionDigits() -> Double? {
        var mantissa: UInt64 = 0, counted = 0, scale = 1.0
        let start = position
        while !atEnd, let digit = digit(at: position) {
            if counted < 15 {
                mantissa = mantissa * 10 + UInt64(digit)
                scale *= 10
                counted += 1
            }
            position += 1
        }
        return position > start ? Double(mantissa) / scale : nil
    }

    /// Seconds east of UTC: 0 for none or `Z`, else `±HH[[:]MM]`.
    private mutating func zoneOffset() -> Int? {
        if atEnd { return 0 }
        if skip("Z") || skip("z") { return 0 }
        let sign: Int
        if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
        guard let hours = number(digits: 2) else { return nil }
        var minutes = 0
        if !atEnd {
            _ = skip(":")
            guard let m = number(digits: 2), m < 60 else { return nil }
            minutes = m
        }
        let offset = hours * 3600 + minutes * 60
        return offset <= 18 * 3600 ? sign * offset : nil
    }

    /// Exactly `count` ASCII digits as a number.
    private mutating func number(digits count: Int) -> Int? {
        guard bytes.count - position >= count else { return nil }
        var value = 0
        for k in position..<position + count {
            guard let d = digit(at: k) else { return nil }
            value = value * 10 + d
        }
        position += count
        return value
    }

    private func digit(at index: Int) -> Int? {
        let d = bytes[index] &- UInt8(ascii: "0")
        return d < 10 ? Int(d) : nil
    }

    private mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard !atEnd, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }
}
