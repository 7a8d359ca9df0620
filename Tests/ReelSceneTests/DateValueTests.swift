import Foundation
import TestSupport
import Testing

@testable import ReelScene

/// The date reader against Foundation's ISO 8601 parser on generated dates,
/// against a regular-expression grammar on mangled ones, on the forms it
/// must refuse, and on the speed of a large dated CSV file.
@Suite struct DateValueTests {
    /// Every accepted form gives the instant Foundation's ISO 8601 parser
    /// gives for the same date written in the one form it reads
    /// (`YYYY-MM-DDTHH:mm:ss[.f…]` and a zone).
    @Test func agreesWithFoundation() throws {
        var random = SplitMix64(seed: 0xDA7E_5EED)
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        let plain = Date.ISO8601FormatStyle()
        for _ in 0..<4000 {
            let date = GeneratedDate(using: &random)
            let ours = try #require(DateValue.seconds(date.text), "\(date.text)")
            let reference = try (date.fraction.isEmpty ? plain : style).parse(date.foundationText).timeIntervalSince1970
            // Foundation keeps about 7 fraction digits (0.1 reads as
            // 0.0999999) and rounds twice (it counts from 2001), a few ulps
            // of a year-9999 date; whole seconds must agree exactly.
            let tolerance = date.fraction.isEmpty ? 0 : max(1e-6, 4 * reference.ulp)
            #expect(abs(ours - reference) <= tolerance, "\(date.text): \(ours) vs \(reference) from \(date.foundationText)")
        }
    }

    /// Fixed points worked out by hand, including the ones Foundation reads
    /// differently (it rolls Feb 30 over and switches to the Julian
    /// calendar before 1582).
    @Test func knownInstants() {
        let cases: [(String, Double)] = [
            ("1970-01-01", 0), ("1969-12-31T23:59:59Z", -1), ("2000-02-29", 951_782_400),
            ("2024-03-01T10:00:00.000Z", 1_709_287_200), ("2024-03-01 10:00", 1_709_287_200),
            ("2024-03-01t10:00z", 1_709_287_200), ("2024-03-01T10:00:00.5-02:00", 1_709_294_400.5),
            ("2024-03-01T10:00+05:30", 1_709_267_400), ("2024-03-01T10:00+0530", 1_709_267_400),
            ("2024-03-01T10:00-05", 1_709_305_200), ("2024-03-01T10:00+18:00", 1_709_222_400), ("2024-03-01T10:00-0000", 1_709_287_200), ("2016-12-31T23:59:60Z", 1_483_228_800),
            ("0000-01-01", -62_167_219_200), ("0001-01-01", -62_135_596_800), ("9999-12-31T23:59:59Z", 253_402_300_799),
            // A fraction of any length; this one rounds up at a Double's resolution.
            ("2024-03-01T10:00:00." + String(repeating: "9", count: 5000), 1_709_287_201),
            ("2024-03-01T10:00:00.25" + String(repeating: "0", count: 5000), 1_709_287_200.25),
        ]
        for (text, expected) in cases {
            #expect(DateValue.seconds(text) == expected, "\(text)")
        }
    }

    @Test func refusesMalformedDates() {
        let refused = [
            "", " ", "2024", "2024-03", "2024-3-01", "2024-03-1", "24-03-01", "+2024-03-01", "99999-01-01",
            "2024-13-01", "2024-00-10", "2024-03-00", "2024-02-30", "2023-02-29", "1900-02-29", "2024-04-31",
            "2024-03-01T", "2024-03-01T10", "2024-03-01T10:", "2024-03-01T1:00", "2024-03-01T10:0", "2024-03-01T24:00",
            "2024-03-01T10:60", "2024-03-01T10:00:61", "2024-03-01T10:00:00.", "2024-03-01T10:00:00.Z", "2024-03-01T10:00.5",
            "2024-03-01T10:00:00,5", "2024-03-01T10:00:00+", "2024-03-01T10:00+5", "2024-03-01T10:00+05:", "2024-03-01T10:00+05:3",
            "2024-03-01T10:00+053", "2024-03-01T10:00+24:00", "2024-03-01T10:00+18:01", "2024-03-01T10:00-19", "2024-03-01T10:00+05:60", "2024-03-01T10:00+05:30:00",
            "2024-03-01T10:00:00ZZ", "2024-03-01T10:00:00 Z", "2024-03-01x", "2024-03-01 ", " 2024-03-01", "2024-03-01  10:00",
            "2024-03-01Z", "-30.3\u{301}", "2024-03-01\u{301}", "2024-03-01T10:00\u{301}", "２０２４-03-01", "2024–03–01",
            "2024-03-01T10:00\u{2212}05:00", "\u{0}", "2024-03-01\u{0}", "monday", "17",
            String(repeating: "9", count: 100_000), "2024-03-01T10:00:00+" + String(repeating: "0", count: 100_000),
        ]
        for text in refused {
            #expect(DateValue.seconds(text) == nil, "\(text.debugDescription.prefix(80))")
        }
    }

    /// Valid dates with bytes changed, dropped, doubled or inserted: the
    /// reader accepts exactly what the grammar (a regular expression and the
    /// calendar's field ranges, worked out separately) accepts, and never
    /// traps on the rest.
    @Test func mangledDatesMatchTheGrammar() throws {
        var random = SplitMix64(seed: 0xBAD_DA7E)
        let grammar = try NSRegularExpression(pattern: GeneratedDate.grammar)
        var accepted = 0
        for _ in 0..<6000 {
            let text = GeneratedDate.mangled(GeneratedDate(using: &random).text, using: &random)
            let expected = GeneratedDate.isValid(text, grammar: grammar)
            let ours = DateValue.seconds(text)
            #expect((ours != nil) == expected, "\(text.debugDescription)")
            if ours != nil { accepted += 1 }
        }
        // The mangling leaves some dates valid and breaks most: both sides run.
        #expect(accepted > 300 && accepted < 5700, "\(accepted) accepted")
    }

    /// Issue 10: 20,000 dated rows read in well under a second, through the
    /// code path a scene's `data.file` takes.
    @Test func largeDatedCSVLoadsFast() throws {
        var text = "time,a,b\n"
        let start = 1_704_067_200 // 2024-01-01T00:00:00Z
        let iso = Date.ISO8601FormatStyle()
        for row in 0..<20_000 {
            let stamp = iso.format(Date(timeIntervalSince1970: Double(start + row * 3600))) // 2024-01-01T00:00:00Z
            let forms = [stamp, stamp.dropLast() + ".000Z", stamp.dropLast(4).replacingOccurrences(of: "T", with: " "),
                         stamp.dropLast() + "+00:00"]
            text += "\(forms[row % forms.count]),\(row % 97).5,\(row)\n"
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-dates-\(getpid()).csv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        var series: [SeriesData] = []
        let elapsed = try ThreadCPUTime.seconds(runs: 1) { series = try CSVData.load(url, displayName: "dates.csv", inputs: nil) }
        print("DateValueTests: 20000 dated CSV rows loaded in \(elapsed) s of processor time")
        #expect(elapsed < 1)
        #expect(series.count == 2 && series.allSatisfy(\.xIsDate))
        #expect(series[0].x.count == 20_000)
        #expect(series[0].x.first == Double(start) && series[0].x.last == Double(start + 19_999 * 3600))
    }

    /// A date the reader refuses is reported with the file, the line and
    /// the value as written.
    @Test func unreadableDateNamesFileLineAndValue() throws {
        let text = "day,sales\n2024-02-28,1\n2024-02-29,2\n2024-02-30,3\n"
        #expect(throws: DataError(message: "sales.csv:4: x value \"2024-02-30\" is not a number or a date (2019-03-07), "
                    + "or mixes with the rows above")) {
            try CSVData.series(in: text, name: "sales.csv")
        }
        let series = try CSVData.series(in: "day,sales\n2024-02-28T23:00-01:00,1\n2024-03-01T00:00:00.250Z,2\n", name: "s.csv")
        #expect(series[0].x == [1_709_164_800, 1_709_251_200.25])
    }
}
