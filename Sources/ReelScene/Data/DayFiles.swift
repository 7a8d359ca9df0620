import Foundation
import ReelCharts
import ReelGeometry

/// The contest's day files: `FOLDER/YYYY-MM/DD.json`, each one
/// chart object like the overview's with hourly (or finer) x, holding its
/// day and possibly the days around it. Days are counted from 1970-01-01,
/// as the files' UTC dates.
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

    /// The day's file, joined with those of up to `around` days each side
    /// that exist, as the zoom's detail; with the notes about their values
    /// (`NegativeValueNotes`).
    ///
    /// A file may hold more than its day (the contest's hold the seven days
    /// around it, hourly) and neighbouring files may overlap: the points are
    /// joined by time, and where two files have a point at the same time the
    /// one nearer the requested day wins. The day is the UTC day the file is
    /// named for (the contest's), and the file must hold points in it. Files
    /// with the overview's columns drawn the same way draw the overview's
    /// series; any other columns are the detail's own series and marks.
    func detail(day: Int, around: Int, overview: TelegramChart, session: DecodingSession) throws -> (TelegramDetail, notes: [String]) {
        guard exists(day) else {
            throw DataError(message: "no day file \(relativePath(of: day)) in \(folder.path)\(availability); set \"day\" to one of those, or \"days\" to the folder holding it")
        }
        // Typed step by step: as one expression the literals took the type checker 12 s.
        let neighbours: [Int] = (0..<around).flatMap { (step: Int) -> [Int] in [day - 1 - step, day + 1 + step] }
        let order: [Int] = [day] + neighbours.filter(exists)
        var files: [SourcedData] = []
        var notes: [String] = []
        for d in order {
            let data = try TelegramData.load(url(of: d), displayName: path(of: d), pick: .unnamed, session: session)
            guard let times = data.series.first?.x, !times.isEmpty else {
                throw DataError(message: "\(path(of: d)) has no points; a day file holds the points of its day (and may hold the days around it)")
            }
            try checkSpan(times, of: path(of: d), against: overview.x)
            if let first = files.first { try checkSame(data, as: first) }
            notes += NegativeValueNotes.notes(for: data, marks: try TelegramMarksReading.marks(for: data))
            files.append(data)
        }
        let hours = ValueRange(Double(day) * 86_400, Double(day + 1) * 86_400)
        let joined = Self.joined(files)
        guard joined.x.contains(where: { $0 >= hours.lower && $0 < hours.upper }) else {
            throw DataError(message: "\(path(of: day)) holds \(Self.days(joined.x[0], joined.x[joined.x.count - 1])) (UTC) but no point on \(Self.name(of: day)) itself; set \"day\" to a day it holds, or replace the file with that day's data")
        }
        let first = files[0]
        let marks = try TelegramMarksReading.marks(for: first)
        if first.series.map(\.id) == overview.series.map(\.id), marks == overview.marks {
            return (TelegramDetail(x: joined.x, y: joined.y, day: hours), notes)
        }
        let series = first.series.enumerated().map { k, d in
            LineSeries(id: d.id, name: d.name, x: joined.x, y: joined.y[k],
                       color: d.color ?? LineSeriesDecoding.palette[k % LineSeriesDecoding.palette.count])
        }
        return (TelegramDetail(x: joined.x, series: series, marks: marks, day: hours), notes)
    }

    /// The files' points joined by time, in time order; at a time several
    /// files hold, the earliest file's value (the requested day's first).
    static func joined(_ files: [SourcedData]) -> (x: [Double], y: [[Double?]]) {
        var rows: [Double: [Double?]] = [:]
        for file in files {
            for (i, t) in file.series[0].x.enumerated() where rows[t] == nil {
                rows[t] = file.series.map { $0.y[i] }
            }
        }
        let x = rows.keys.sorted()
        let columns = files.first?.series.count ?? 0
        return (x, (0..<columns).map { k in x.map { rows[$0]![k] } })
    }

    /// Neighbouring day files hold the requested day's columns, by id and in
    /// order, drawn the same way.
    private func checkSame(_ data: SourcedData, as first: SourcedData) throws {
        let ids = data.series.map(\.id), expected = first.series.map(\.id)
        guard ids == expected, try TelegramMarksReading.marks(for: data) == TelegramMarksReading.marks(for: first) else {
            throw DataError(message: "\(data.origin) has columns \(ids.joined(separator: ", ")) (\(try TelegramMarksReading.marks(for: data).describedKind)) but the day's own file \(expected.joined(separator: ", ")) (\(try TelegramMarksReading.marks(for: first).describedKind)); make them agree, or set \"around\": 0")
        }
    }

    /// A day file's times lie within the overview's span, give or take a
    /// day: one dated elsewhere (another year) would zoom into an empty plot.
    private func checkSpan(_ times: [Double], of path: String, against overview: [Double]) throws {
        guard let first = times.first, let last = times.last, let start = overview.first, let end = overview.last else { return }
        guard last < start - 86_400 || first > end + 86_400 else { return }
        throw DataError(message: "\(path) is dated \(Self.days(first, last)), outside the overview's \(Self.days(start, end)); point \"days\" at this overview's day files")
    }

    /// `2019-04-03` or `2019-04-03 to 2019-04-05` (UTC days), for messages.
    private static func days(_ first: Double, _ last: Double) -> String {
        let (a, b) = (Int((first / 86_400).rounded(.down)), Int((last / 86_400).rounded(.down)))
        return a == b ? name(of: a) : "\(name(of: a)) to \(name(of: b))"
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
