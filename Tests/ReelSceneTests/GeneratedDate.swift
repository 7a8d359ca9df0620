import Foundation
import TestSupport

/// A random valid date in one of the forms `DateValue` reads, with the same
/// instant written the way Foundation's `Date.ISO8601FormatStyle` reads it.
struct GeneratedDate {
    /// As chartreel reads it.
    let text: String
    /// The same instant in the one form Foundation reads: `T`, seconds, a zone.
    let foundationText: String
    /// The fraction digits, empty if none.
    let fraction: String

    init(using random: inout SplitMix64) {
        // From 1583: Foundation uses the Julian calendar before 1582-10-15.
        let year = Int.random(in: 1583...9999, using: &random), month = Int.random(in: 1...12, using: &random)
        let day = Int.random(in: 1...Self.daysIn(month: month, year: year), using: &random)
        let date = "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
        if Int.random(in: 0..<6, using: &random) == 0 {
            text = date
            foundationText = date + "T00:00:00Z"
            fraction = ""
            return
        }
        let clock = "\(Self.padded(Int.random(in: 0...23, using: &random), 2)):\(Self.padded(Int.random(in: 0...59, using: &random), 2))"
        var seconds = "", fullSeconds = ":00", digits = ""
        if Bool.random(using: &random) {
            seconds = ":" + Self.padded(Int.random(in: 0...59, using: &random), 2)
            if Bool.random(using: &random) {
                // Foundation reads at most 9 digits; longer ones are in knownInstants.
                digits = String((0..<Int.random(in: 1...9, using: &random)).map { _ in "0123456789".randomElement(using: &random)! })
                seconds += "." + digits
            }
            fullSeconds = seconds
        }
        let zone = Self.zone(using: &random)
        let separator = ["T", "t", " "].randomElement(using: &random)!
        text = date + separator + clock + seconds + zone
        foundationText = date + "T" + clock + fullSeconds + (zone.isEmpty ? "Z" : zone)
        fraction = digits
    }

    private static func zone(using random: inout SplitMix64) -> String {
        // Offsets reach 18 hours, in Foundation as in chartreel.
        let hour = Int.random(in: 0...18, using: &random)
        let hours = padded(hour, 2), minutes = padded(hour == 18 ? 0 : Int.random(in: 0...59, using: &random), 2)
        let sign = Bool.random(using: &random) ? "+" : "-"
        return ["", "Z", "z", sign + hours + ":" + minutes, sign + hours + minutes, sign + hours].randomElement(using: &random)!
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Days in a month from Foundation's Gregorian calendar. The leap-year
    /// pattern repeats every 400 years, so year 2000 + year % 400 stands in
    /// for any year, clear of the Julian years Foundation uses before 1582.
    static func daysIn(month: Int, year: Int) -> Int {
        let first = calendar.date(from: DateComponents(year: 2000 + year % 400, month: month, day: 1))!
        return calendar.range(of: .day, in: .month, for: first)!.count
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The forms as a regular expression; `isValid` adds the field ranges.
    static let grammar = #"\A([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[Tt ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.[0-9]+)?)?"#
        + #"(?:[Zz]|[+-]([0-9]{2})(?::?([0-9]{2}))?)?)?\z"#

    /// Whether `text` matches `grammar` with every field in its range
    /// (a leap second, 60, is allowed; a zone is at most 18:00 from UTC).
    static func isValid(_ text: String, grammar: NSRegularExpression) -> Bool {
        let string = text as NSString
        guard let match = grammar.firstMatch(in: text, range: NSRange(location: 0, length: string.length)) else { return false }
        func field(_ k: Int) -> Int? {
            let range = match.range(at: k)
            return range.location == NSNotFound ? nil : Int(string.substring(with: range))
        }
        guard let year = field(1), let month = field(2), let day = field(3), (1...12).contains(month),
              (1...daysIn(month: month, year: year)).contains(day) else { return false }
        let limits = [(4, 23), (5, 59), (6, 60), (8, 59)]
        let zone = (field(7) ?? 0) * 60 + (field(8) ?? 0)
        return limits.allSatisfy { k, limit in field(k).map { $0 <= limit } ?? true } && zone <= 18 * 60
    }

    /// `text` with one scalar replaced, dropped or doubled, or one inserted,
    /// from a palette of what dates are made of and what breaks them.
    static func mangled(_ text: String, using random: inout SplitMix64) -> String {
        var scalars = Array(text.unicodeScalars)
        let palette: [Unicode.Scalar] = ["0", "1", "2", "3", "5", "6", "9", "-", ":", ".", "T", " ", "Z", "+", "x",
                                         "\u{301}", "\u{0}", "\u{FF19}", "\n", ","]
        let index = Int.random(in: 0..<scalars.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: scalars[index] = palette.randomElement(using: &random)!
        case 1: scalars.remove(at: index)
        case 2: scalars.insert(scalars[index], at: index)
        default: scalars.insert(palette.randomElement(using: &random)!, at: Int.random(in: 0...scalars.count, using: &random))
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}
