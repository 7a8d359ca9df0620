import Foundation
import ReelCharts
import ReelGeometry

/// The contest's day files: `FOLDER/YYYY-MM/DD.json`, each one
/// chart object like the overview's with hourly (or finer) x. Days are
/// counted from 1970-01-01, as the files' UTC dates.
struct DayFiles {
    let folder: URL

    /// A scene's `"YYYY-MM-DD"`, as days since 1970; a time of day is refused.
    static func day(_ context: ValueContext) throws -> Int {
        let text = try context.string()
        guard text.utf8.count == 10, let seconds = DateValue.seconds(text) else {
            throw context.error("\"\(MessageText.fitted(text))\" is not a day; expected YYYY-MM-DD, such as \"2019-04-03\"")
        }
        return Int((seconds / 86_400).rounded(.down))
    }

    /// `2019-04-03`.
    static func name(of day: Int) -> String {
        let date = CivilDate.date(daysSince1970: day)
        return String(format: "%04d-%02d-%02d", date.year, date.month, date.day)
    }

    func url(of day: Int) -> URL { folder.appendingPathComponent(relativePath(of: day)) }

    func path(of day: Int) -> String { url(of: day).path }

    /// `2019-04/03.json`: where the day's file is in the folder.
    func relativePath(of day: Int) -> String {
        let date = CivilDate.date(daysSince1970: day)
        return String(format: "%04d-%02d/%02d.json", date.year, date.month, date.day)
    }

    /// Whether the folder has an entry for the day's file. A link that
    /// leads nowhere, a link loop or a folder in its place counts, so reading
    /// it says what is wrong with it rather than that it is missing.
    func exists(_ day: Int) -> Bool {
        var info = stat()
        return lstat(path(of: day), &info) == 0
    }

    /// The day's file and those of up to `around` days each side that exist,
    /// joined in time order with the overview's series, checked to hold the
    /// overview's columns drawn the same way, in the overview's time span;
    /// with the notes about their values (`NegativeValueNotes`).
    func detail(day: Int, around: Int, overview: TelegramChart, session: DecodingSession) throws -> (TelegramDetail, notes: [String]) {
        guard exists(day) else {
            throw DataError(message: "no day file \(relativePath(of: day)) in \(folder.path)\(availability)")
        }
        var x: [Double] = [], y = overview.series.map { _ in [Double?]() }
        var span: ValueRange?
        var notes: [String] = []
        for d in (day - around)...(day + around) where d == day || exists(d) {
            let data = try TelegramData.load(url(of: d), displayName: path(of: d), pick: .unnamed, session: session)
            try check(data, against: overview)
            guard let first = data.series.first?.x.first else {
                throw DataError(message: "\(path(of: d)) has no points")
            }
            try checkSpan(data.series[0].x, of: path(of: d), against: overview.x)
            notes += NegativeValueNotes.notes(for: data, marks: overview.marks)
            if let last = x.last, first <= last {
                throw DataError(message: "\(path(of: d)) starts at \(NumberText.format(first * 1000)) ms, not after the day before it ends (\(NumberText.format(last * 1000)) ms); day files must follow one another in time")
            }
            if d == day { span = ValueRange(first, first + 86_400) }
            if d == day + 1, let day = span { span = ValueRange(day.lower, first) }
            x += data.series[0].x
            for k in y.indices { y[k] += data.series[k].y }
        }
        return (TelegramDetail(x: x, y: y, day: span ?? ValueRange(x[0], x[0] + 86_400)), notes)
    }

    /// A day file's times lie within the overview's span, give or take a
    /// day: one dated elsewhere (another year) would zoom into an empty plot.
    private func checkSpan(_ times: [Double], of path: String, against overview: [Double]) throws {
        guard let first = times.first, let last = times.last, let start = overview.first, let end = overview.last else { return }
        guard last < start - 86_400 || first > end + 86_400 else { return }
        throw DataError(message: "\(path) is dated \(Self.days(first, last)), outside the overview's \(Self.days(start, end)); a day file holds hours of a day the overview shows")
    }

    /// `2019-04-03` or `2019-04-03 to 2019-04-05` (UTC days), for messages.
    private static func days(_ first: Double, _ last: Double) -> String {
        let (a, b) = (Int((first / 86_400).rounded(.down)), Int((last / 86_400).rounded(.down)))
        return a == b ? name(of: a) : "\(name(of: a)) to \(name(of: b))"
    }

    /// A day file holds the overview's columns, by id and in order, drawn
    /// the same way (its `types` and flags).
    private func check(_ data: SourcedData, against overview: TelegramChart) throws {
        let ids = data.series.map(\.id), expected = overview.series.map(\.id)
        guard ids == expected else {
            throw DataError(message: "\(data.origin) has columns \(ids.joined(separator: ", ")); a day file holds the overview's columns, \(expected.joined(separator: ", "))")
        }
        let marks = try TelegramMarksReading.marks(for: data)
        guard marks == overview.marks else {
            throw DataError(message: "\(data.origin) draws \(marks.describedKind); the overview draws \(overview.marks.describedKind), and a day file must draw the same (its \"types\" and flags)")
        }
    }

    /// ", which has day files from 2019-03-31 to 2019-04-06", or that it has none.
    private var availability: String {
        let days = available()
        guard let first = days.first, let last = days.last else {
            return ", which has no day files (YYYY-MM/DD.json)"
        }
        return ", which has day files from \(Self.name(of: first)) to \(Self.name(of: last))"
    }

    /// The days with files, in order (folders named `YYYY-MM` holding `DD.json`).
    func available() -> [Int] {
        let manager = FileManager.default
        let months = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        var days: [Int] = []
        for month in months where month.utf8.count == 7 {
            let names = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(month).path)) ?? []
            for name in names where name.hasSuffix(".json") && name.utf8.count == 7 {
                if let seconds = DateValue.seconds("\(month)-\(name.prefix(2))") { days.append(Int((seconds / 86_400).rounded(.down))) }
            }
        }
        return days.sorted()
    }
}
